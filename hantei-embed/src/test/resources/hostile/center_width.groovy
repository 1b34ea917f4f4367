// one library call that would make 4 GiB of text at once
def s = 'x'.center(Integer.MAX_VALUE - 8)
