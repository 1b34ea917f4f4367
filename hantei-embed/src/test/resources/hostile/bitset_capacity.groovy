// four bit sets of two billion bits
4.times { new BitSet(Integer.MAX_VALUE) }
