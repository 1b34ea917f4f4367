// grows a list until the heap is full
def grow = []
while (true) {
    grow << ('x' * 1000) + grow.size()
}
