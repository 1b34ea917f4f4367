package io.hantei.index;

import io.hantei.geom.Ray;
import io.hantei.geom.RayHit;
import io.hantei.geom.Rect;
import io.hantei.geom.Segment;
import io.hantei.geom.Shape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.function.Consumer;

/**
 * A spatial index of shapes that carry a payload (a zone name, an entity), answering which
 * shapes contain a point, overlap a shape, touch a segment or are hit first by a ray, with exactly
 * the answers of testing every shape (docs/geometry.md §15, §23).
 *
 * <p><b>Results are exact.</b> The index only prunes, by bounding boxes that always enclose the
 * shapes; every candidate that survives is decided by the shape itself ({@link Shape#contains}
 * or {@link Shape#overlaps}). So a query returns exactly the entries a linear scan over all
 * shapes would return, touching shapes and boundary points included. Coordinates are pixels, y
 * down, as everywhere in {@code io.hantei.geom}.
 *
 * <p>Entries may be added, removed and moved at any time; a point query visits about
 * {@code log n} nodes plus the hits when the shapes do not pile up. After loading a large static
 * set, {@link #rebuild()} repacks the tree for the shallowest queries.
 *
 * <p><b>Threads.</b> Not thread-safe for writes: {@code add}, {@code remove}, {@code move},
 * {@code rebuild} and {@code clear} need exclusive access. Queries keep no state in the index,
 * so any number of threads may query at once while nobody writes. A visitor must not change the
 * index during the query that calls it: that is detected and ends the query with a
 * {@link ConcurrentModificationException}.
 *
 * @param <T> the payload carried by each entry (may be null)
 */
public final class ShapeIndex<T> {

    // The structure, and why. The workload it is built for: thousands of static zones plus some
    // that move, and many queries (a point against every zone, thousands of times a frame, or over
    // millions of recorded positions). The index is a dynamic bounding-volume tree, the broad
    // phase of Box2D and Bullet: a binary tree whose leaves hold the entries' boxes and whose
    // inner nodes hold the union of their children's boxes, kept balanced by AVL rotations as
    // entries come and go.
    // - A uniform grid or spatial hash needs one cell size for every zone, but a level mixes a
    //   5000-unit region with 2-unit buttons, and it needs to know the world's extent; a quadtree
    //   needs the world's bounds too. The tree needs neither: it adapts to any mix of sizes and to
    //   any extent.
    // - A packed (STR) R-tree is the best for a fixed set but has to be rebuilt when an entry
    //   moves. The tree inserts and removes in O(log n), and a point query visits O(log n) nodes
    //   plus the hits when the zones do not pile up.
    // - Static entries keep tight boxes, the best for queries. An entry that has been moved gets a
    //   box enlarged by a margin (a quarter of its size plus twice its last step), so the next
    //   small moves change nothing in the tree; it is reinserted only when it leaves its box.
    // - Nodes live in parallel primitive arrays (no object per node), and queries recurse over
    //   them without allocating.
    // rebuild() repacks the tree top-down by median splits, which gives the shallowest tree.

    private static final String KIND = "shape index";
    private static final int NULL = -1;

    private double[] minX = new double[0];
    private double[] minY = new double[0];
    private double[] maxX = new double[0];
    private double[] maxY = new double[0];
    private int[] parent = new int[0];
    private int[] child1 = new int[0];
    private int[] child2 = new int[0];
    /** 0 for a leaf, 1 + the taller child for an inner node, -1 for a free node. */
    private int[] height = new int[0];
    private Entry<?>[] entries = new Entry<?>[0];
    private int root = NULL;
    private int freeList = NULL;
    private int size;
    private int modCount;

    /** An empty index, to which shapes are then added. */
    public ShapeIndex() {
    }

    /**
     * A shape in the index with its payload, the handle to {@link #remove} or {@link #move} it,
     * whose identity is stable for as long as it is indexed.
     *
     * @param <T> the payload type
     */
    public static final class Entry<T> {
        private Shape shape;
        private final T payload;
        private ShapeIndex<T> owner;
        private int node;

        private Entry(Shape shape, T payload, ShapeIndex<T> owner) {
            this.shape = shape;
            this.payload = payload;
            this.owner = owner;
        }

        /**
         * The shape as last added or moved.
         *
         * @return the entry's shape, never null
         */
        public Shape shape() {
            return shape;
        }

        /**
         * The payload given when the entry was added.
         *
         * @return the payload, which may be null
         */
        public T payload() {
            return payload;
        }

        /**
         * Whether the entry is still in its index.
         *
         * @return false once removed or cleared, else true
         */
        public boolean isIndexed() {
            return owner != null;
        }

        @Override
        public String toString() {
            return "Entry[" + payload + ": " + shape + "]";
        }
    }

    // ---- writes ----

    /**
     * Adds a shape with its payload, as a new entry; the same shape may be added more than once,
     * as distinct entries.
     *
     * @param shape the shape, immutable as every shape of {@code io.hantei.geom} is
     * @param payload what the entry carries, or null
     * @return the new entry, the handle to remove or move it
     * @throws NullPointerException if shape is null
     */
    public Entry<T> add(Shape shape, T payload) {
        requireShape(shape);
        Entry<T> entry = new Entry<>(shape, payload, this);
        int leaf = allocate();
        entries[leaf] = entry;
        entry.node = leaf;
        setBox(leaf, shape.bounds(), 0);
        insertLeaf(leaf);
        size++;
        modCount++;
        return entry;
    }

    /**
     * Removes an entry from this index; it is no longer indexed.
     *
     * @param entry the entry, as {@link #add} returned it
     * @throws NullPointerException if entry is null
     * @throws IllegalArgumentException if the entry is not in this index (removed already, or
     *         from another index)
     */
    public void remove(Entry<T> entry) {
        requireOwned(entry, "remove");
        int leaf = entry.node;
        removeLeaf(leaf);
        free(leaf);
        entry.owner = null;
        entry.node = NULL;
        size--;
        modCount++;
    }

    /**
     * Replaces the shape of an entry, which keeps its payload and its identity; a small move within
     * the entry's enlarged box changes nothing in the tree.
     *
     * @param entry the entry, as {@link #add} returned it
     * @param newShape its new shape
     * @throws NullPointerException if entry or newShape is null
     * @throws IllegalArgumentException if the entry is not in this index
     */
    public void move(Entry<T> entry, Shape newShape) {
        requireOwned(entry, "move");
        requireShape(newShape);
        Rect oldBox = entry.shape.bounds();
        Rect box = newShape.bounds();
        entry.shape = newShape;
        modCount++;
        int leaf = entry.node;
        if (Math.nextDown(box.left()) >= minX[leaf] && Math.nextDown(box.top()) >= minY[leaf]
                && Math.nextUp(box.right()) <= maxX[leaf] && Math.nextUp(box.bottom()) <= maxY[leaf]) {
            return; // still inside its enlarged box
        }
        double step = Math.max(Math.abs(centre(box.left(), box.right()) - centre(oldBox.left(), oldBox.right())),
                Math.abs(centre(box.top(), box.bottom()) - centre(oldBox.top(), oldBox.bottom())));
        double margin = 0.25 * Math.max(box.width(), box.height()) + 2 * step;
        removeLeaf(leaf);
        setBox(leaf, box, margin >= 0 ? margin : Double.POSITIVE_INFINITY);
        insertLeaf(leaf);
    }

    /** Removes every entry; each is then no longer indexed. */
    public void clear() {
        for (int n = 0; n < height.length; n++) {
            if (height[n] == 0) {
                Entry<?> e = entries[n];
                e.owner = null;
                e.node = NULL;
            }
        }
        Arrays.fill(height, -1);
        Arrays.fill(entries, null);
        root = NULL;
        freeList = NULL;
        for (int n = height.length - 1; n >= 0; n--) {
            parent[n] = freeList;
            freeList = n;
        }
        size = 0;
        modCount++;
    }

    /**
     * Repacks the tree for the shallowest queries, without changing any answer: worth calling once
     * after loading a large static set.
     */
    public void rebuild() {
        // top-down, splitting the entries at the median of their box centres along the longer
        // axis at every level
        if (size < 2) {
            return;
        }
        int[] leaves = new int[size];
        int count = 0;
        for (int n = 0; n < height.length; n++) {
            if (height[n] == 0) {
                leaves[count++] = n;
            } else if (height[n] > 0) {
                free(n);
            }
        }
        root = build(leaves, 0, count);
        parent[root] = NULL;
        modCount++;
    }

    // ---- queries ----

    /**
     * The number of entries.
     *
     * @return how many entries are indexed
     */
    public int size() {
        return size;
    }

    /**
     * Whether the index holds no entry.
     *
     * @return true when {@link #size()} is 0
     */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * Calls the visitor with every entry whose closed shape contains the point {@code (x, y)},
     * boundary points counting, in no particular order; allocates nothing.
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @param visitor called once with each such entry; it must not change the index
     * @return how many entries the visitor was called with
     * @throws IllegalArgumentException if x or y is NaN or infinite
     *         ({@code shape index: query point x must be a finite number but was NaN})
     * @throws NullPointerException if visitor is null
     * @throws ConcurrentModificationException if the visitor changed the index
     */
    public int query(double x, double y, Consumer<? super Entry<T>> visitor) {
        requirePoint(x, y);
        requireVisitor(visitor);
        return root == NULL ? 0 : visitPoint(root, x, y, visitor, modCount);
    }

    /**
     * Every entry whose closed shape contains the point {@code (x, y)}, as {@link #query} finds
     * them.
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return the entries, in a new list, in no particular order
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    public List<Entry<T>> queryAll(double x, double y) {
        List<Entry<T>> hits = new ArrayList<>();
        query(x, y, hits::add);
        return hits;
    }

    /**
     * Some entry whose closed shape contains the point {@code (x, y)}, stopping at the first found.
     *
     * @param x the point's x, in pixels
     * @param y the point's y, in pixels (y grows down)
     * @return such an entry, or null when no shape contains the point
     * @throws IllegalArgumentException if x or y is NaN or infinite
     */
    public Entry<T> anyContaining(double x, double y) {
        requirePoint(x, y);
        return root == NULL ? null : firstPoint(root, x, y);
    }

    /**
     * Calls the visitor with every entry whose shape overlaps the given shape, as
     * {@link Shape#overlaps} tells it (touching counts; the shape itself, if it is indexed, is
     * among them), in no particular order; allocates nothing beyond what the shapes' own tests
     * need.
     *
     * @param shape the shape to test the entries against
     * @param visitor called once with each such entry; it must not change the index
     * @return how many entries the visitor was called with
     * @throws NullPointerException if shape or visitor is null
     * @throws UnsupportedOperationException if shape or an entry's shape is a {@code Shape} from
     *         outside {@code io.hantei.geom} that does not override {@link Shape#overlaps}
     * @throws ConcurrentModificationException if the visitor changed the index
     */
    public int overlapping(Shape shape, Consumer<? super Entry<T>> visitor) {
        requireShape(shape);
        requireVisitor(visitor);
        if (root == NULL) {
            return 0;
        }
        Rect box = shape.bounds();
        return visitOverlap(root, shape, Math.nextDown(box.left()), Math.nextDown(box.top()),
                Math.nextUp(box.right()), Math.nextUp(box.bottom()), visitor, modCount);
    }

    /**
     * Every entry whose shape overlaps the given shape, as {@link #overlapping} finds them.
     *
     * @param shape the shape to test the entries against
     * @return the entries, in a new list, in no particular order
     * @throws NullPointerException if shape is null
     * @throws UnsupportedOperationException as {@link #overlapping}
     */
    public List<Entry<T>> overlappingAll(Shape shape) {
        List<Entry<T>> hits = new ArrayList<>();
        overlapping(shape, hits::add);
        return hits;
    }

    // ---- segments and rays (docs/geometry.md §23) ----

    /**
     * Calls the visitor with every entry whose shape shares a point with the closed segment from
     * {@code (x1, y1)} to {@code (x2, y2)} (for equal ends, contains that point), as
     * {@code Segment.overlaps} tells it, in no particular order.
     *
     * @param x1 the segment's start, x, in pixels
     * @param y1 the segment's start, y, in pixels (y grows down)
     * @param x2 the segment's end, x, in pixels
     * @param y2 the segment's end, y, in pixels
     * @param visitor called once with each such entry; it must not change the index
     * @return how many entries the visitor was called with
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     * @throws NullPointerException if visitor is null
     * @throws UnsupportedOperationException if an entry's shape is a {@code Shape} from outside
     *         {@code io.hantei.geom} that does not override {@link Shape#overlaps}
     * @throws ConcurrentModificationException if the visitor changed the index
     */
    public int crossing(double x1, double y1, double x2, double y2, Consumer<? super Entry<T>> visitor) {
        requirePoint(x1, y1);
        requirePoint(x2, y2);
        requireVisitor(visitor);
        if (x1 == x2 && y1 == y2) {
            return query(x1, y1, visitor);
        }
        return root == NULL ? 0 : visitSegment(root, Segment.of(x1, y1, x2, y2), visitor, modCount);
    }

    /**
     * Every entry whose shape shares a point with the closed segment, as {@link #crossing} finds
     * them.
     *
     * @param x1 the segment's start, x, in pixels
     * @param y1 the segment's start, y, in pixels (y grows down)
     * @param x2 the segment's end, x, in pixels
     * @param y2 the segment's end, y, in pixels
     * @return the entries, in a new list, in no particular order
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     * @throws UnsupportedOperationException as {@link #crossing}
     */
    public List<Entry<T>> crossingAll(double x1, double y1, double x2, double y2) {
        List<Entry<T>> hits = new ArrayList<>();
        crossing(x1, y1, x2, y2, hits::add);
        return hits;
    }

    /**
     * Whether some entry's shape shares a point with the closed segment, that is whether the line
     * of sight between its ends is blocked, stopping at the first found.
     *
     * @param x1 the segment's start, x, in pixels
     * @param y1 the segment's start, y, in pixels (y grows down)
     * @param x2 the segment's end, x, in pixels
     * @param y2 the segment's end, y, in pixels
     * @return true when some shape touches the segment
     * @throws IllegalArgumentException if a coordinate is NaN or infinite
     * @throws UnsupportedOperationException as {@link #crossing}
     */
    public boolean anyCrossing(double x1, double y1, double x2, double y2) {
        requirePoint(x1, y1);
        requirePoint(x2, y2);
        if (x1 == x2 && y1 == y2) {
            return anyContaining(x1, y1) != null;
        }
        return root != NULL && firstSegment(root, Segment.of(x1, y1, x2, y2));
    }

    /**
     * The first shape the ray from {@code (x, y)} along {@code dirDegrees} touches within
     * {@code len}, as {@link Ray#hit} tells it; of shapes touched at the same distance any one.
     *
     * @param x the ray's start, x, in pixels
     * @param y the ray's start, y, in pixels (y grows down)
     * @param dirDegrees the direction, in degrees: 0 is +x, positive turns clockwise on screen
     * @param len the length, in pixels, {@code >= 0}
     * @return the nearest hit, or null when the ray touches no shape
     * @throws IllegalArgumentException naming the argument, if a value is NaN or infinite or len
     *         is negative
     * @throws UnsupportedOperationException as {@link Ray#hit}, for a shape from outside
     *         {@code io.hantei.geom}
     */
    public RayHit rayCast(double x, double y, double dirDegrees, double len) {
        Ray ray = Ray.of(x, y, dirDegrees, len);
        return root == NULL || entryAlong(root, ray, len) > len ? null : visitRay(root, ray, null);
    }

    private int visitSegment(int n, Segment s, Consumer<? super Entry<T>> visitor, int expected) {
        if (!segmentMayMeet(n, s.x1(), s.y1(), s.x2(), s.y2())) {
            return 0;
        }
        if (height[n] == 0) {
            Entry<T> e = entry(n);
            if (!s.overlaps(e.shape)) {
                return 0;
            }
            visitor.accept(e);
            checkUnchanged(expected);
            return 1;
        }
        return visitSegment(child1[n], s, visitor, expected) + visitSegment(child2[n], s, visitor, expected);
    }

    private boolean firstSegment(int n, Segment s) {
        if (!segmentMayMeet(n, s.x1(), s.y1(), s.x2(), s.y2())) {
            return false;
        }
        if (height[n] == 0) {
            return s.overlaps(entry(n).shape);
        }
        return firstSegment(child1[n], s) || firstSegment(child2[n], s);
    }

    private RayHit visitRay(int n, Ray ray, RayHit best) {
        if (height[n] == 0) {
            RayHit h = ray.hit(entry(n).shape);
            return h != null && (best == null || h.distance() < best.distance()) ? h : best;
        }
        int near = child1[n];
        int far = child2[n];
        double reach = best == null ? ray.len() : best.distance();
        double tNear = entryAlong(near, ray, reach);
        double tFar = entryAlong(far, ray, reach);
        if (tFar < tNear) {
            int c = near;
            near = far;
            far = c;
            double t = tNear;
            tNear = tFar;
            tFar = t;
        }
        if (tNear <= reach) {
            best = visitRay(near, ray, best);
        }
        if (tFar <= (best == null ? ray.len() : best.distance())) {
            best = visitRay(far, ray, best);
        }
        return best;
    }

    /**
     * Where the ray enters a node's box (widened as in {@link #segmentMayMeet}), by slabs: a lower
     * bound on the distance of any hit inside; +∞ when it misses the box within reach.
     */
    private double entryAlong(int n, Ray ray, double reach) {
        double margin = 1e-10 * (reach + (maxX[n] - minX[n]) + (maxY[n] - minY[n])) + Double.MIN_NORMAL;
        double[] span = {0, reach};
        if (!slab(ray.x(), ray.dx(), minX[n] - margin, maxX[n] + margin, span)
                || !slab(ray.y(), ray.dy(), minY[n] - margin, maxY[n] + margin, span)) {
            return Double.POSITIVE_INFINITY;
        }
        double lo = span[0];
        double hi = span[1];
        // the divisions round: widen by a relative step before calling it a miss
        double slack = 1e-12 * (Math.abs(lo) + Math.abs(hi) + reach);
        return lo <= hi + slack ? Math.max(0, lo - slack) : Double.POSITIVE_INFINITY;
    }

    /** Narrows span (t from, t to) to where p + t·d lies in [a, b]; false when it never does. */
    private static boolean slab(double p, double d, double a, double b, double[] span) {
        if (d == 0) {
            return p >= a && p <= b;
        }
        double t1 = (a - p) / d;
        double t2 = (b - p) / d;
        span[0] = Math.max(span[0], Math.min(t1, t2));
        span[1] = Math.min(span[1], Math.max(t1, t2));
        return true;
    }

    /**
     * Whether the segment may meet a node's box: false only when it plainly does not. The box is
     * widened by 1e-10 of the sizes (more than the slack of the curved pairs, §13) and the side
     * test allows for its rounding, so no shape the segment touches is ever pruned.
     */
    private boolean segmentMayMeet(int n, double x1, double y1, double x2, double y2) {
        double ex = x2 - x1;
        double ey = y2 - y1;
        double margin = 1e-10 * (Math.abs(ex) + Math.abs(ey) + (maxX[n] - minX[n]) + (maxY[n] - minY[n]))
                + Double.MIN_NORMAL;
        double l = minX[n] - margin;
        double r = maxX[n] + margin;
        double t = minY[n] - margin;
        double b = maxY[n] + margin;
        if (Math.max(x1, x2) < l || Math.min(x1, x2) > r || Math.max(y1, y2) < t || Math.min(y1, y2) > b) {
            return false;
        }
        int above = side(ex, ey, l - x1, t - y1) + side(ex, ey, r - x1, t - y1)
                + side(ex, ey, r - x1, b - y1) + side(ex, ey, l - x1, b - y1);
        return above != 4 && above != -4;
    }

    /** +1 or -1 when the corner lies plainly on one side of the segment's line, else 0. */
    private static int side(double ex, double ey, double qx, double qy) {
        double a = ex * qy;
        double b = ey * qx;
        double s = a - b;
        double bound = 1e-15 * (Math.abs(a) + Math.abs(b)) + Double.MIN_NORMAL;
        return s > bound ? 1 : s < -bound ? -1 : 0;
    }

    /**
     * Calls the action with every entry, in no particular order.
     *
     * @param action called once with each entry; it must not change the index
     * @throws NullPointerException if action is null
     * @throws ConcurrentModificationException if the action changed the index
     */
    public void forEach(Consumer<? super Entry<T>> action) {
        requireVisitor(action);
        int expected = modCount;
        for (int n = 0; n < height.length; n++) {
            if (height[n] == 0) {
                action.accept(entry(n));
                checkUnchanged(expected);
            }
        }
    }

    @Override
    public String toString() {
        return "ShapeIndex[" + size + " entries]";
    }

    @SuppressWarnings("unchecked")
    private Entry<T> entry(int leaf) {
        return (Entry<T>) entries[leaf];
    }

    private int visitPoint(int n, double x, double y, Consumer<? super Entry<T>> visitor, int expected) {
        if (!(x >= minX[n] && x <= maxX[n] && y >= minY[n] && y <= maxY[n])) {
            return 0;
        }
        if (height[n] == 0) {
            Entry<T> e = entry(n);
            if (!e.shape.contains(x, y)) {
                return 0;
            }
            visitor.accept(e);
            checkUnchanged(expected);
            return 1;
        }
        return visitPoint(child1[n], x, y, visitor, expected) + visitPoint(child2[n], x, y, visitor, expected);
    }

    private Entry<T> firstPoint(int n, double x, double y) {
        if (!(x >= minX[n] && x <= maxX[n] && y >= minY[n] && y <= maxY[n])) {
            return null;
        }
        if (height[n] == 0) {
            Entry<T> e = entry(n);
            return e.shape.contains(x, y) ? e : null;
        }
        Entry<T> hit = firstPoint(child1[n], x, y);
        return hit != null ? hit : firstPoint(child2[n], x, y);
    }

    private int visitOverlap(int n, Shape shape, double left, double top, double right, double bottom,
                             Consumer<? super Entry<T>> visitor, int expected) {
        if (maxX[n] < left || minX[n] > right || maxY[n] < top || minY[n] > bottom) {
            return 0;
        }
        if (height[n] == 0) {
            Entry<T> e = entry(n);
            if (!shape.overlaps(e.shape)) {
                return 0;
            }
            visitor.accept(e);
            checkUnchanged(expected);
            return 1;
        }
        return visitOverlap(child1[n], shape, left, top, right, bottom, visitor, expected)
                + visitOverlap(child2[n], shape, left, top, right, bottom, visitor, expected);
    }

    // ---- the tree (after Box2D's b2DynamicTree) ----

    private static double centre(double lo, double hi) {
        return 0.5 * lo + 0.5 * hi;
    }

    /**
     * The node's box: the shape's bounds moved out by an ulp (Rect's rounded edges may lie
     * half an ulp inside the true ones) and by the margin. Rounding stays outward because
     * subtracting a non-negative margin can only round down to at most the value itself.
     */
    private void setBox(int n, Rect b, double margin) {
        minX[n] = Math.nextDown(b.left()) - margin;
        minY[n] = Math.nextDown(b.top()) - margin;
        maxX[n] = Math.nextUp(b.right()) + margin;
        maxY[n] = Math.nextUp(b.bottom()) + margin;
    }

    private int allocate() {
        if (freeList == NULL) {
            grow();
        }
        int n = freeList;
        freeList = parent[n];
        parent[n] = NULL;
        child1[n] = NULL;
        child2[n] = NULL;
        height[n] = 0;
        entries[n] = null;
        return n;
    }

    private void free(int n) {
        parent[n] = freeList;
        child1[n] = NULL;
        child2[n] = NULL;
        height[n] = -1;
        entries[n] = null;
        freeList = n;
    }

    private void grow() {
        int old = height.length;
        int cap = Math.max(16, 2 * old);
        minX = Arrays.copyOf(minX, cap);
        minY = Arrays.copyOf(minY, cap);
        maxX = Arrays.copyOf(maxX, cap);
        maxY = Arrays.copyOf(maxY, cap);
        parent = Arrays.copyOf(parent, cap);
        child1 = Arrays.copyOf(child1, cap);
        child2 = Arrays.copyOf(child2, cap);
        height = Arrays.copyOf(height, cap);
        entries = Arrays.copyOf(entries, cap);
        for (int n = cap - 1; n >= old; n--) {
            height[n] = -1;
            parent[n] = freeList;
            freeList = n;
        }
    }

    private double perimeter(int n) {
        return (maxX[n] - minX[n]) + (maxY[n] - minY[n]);
    }

    private double unionPerimeter(int a, int b) {
        return (Math.max(maxX[a], maxX[b]) - Math.min(minX[a], minX[b]))
                + (Math.max(maxY[a], maxY[b]) - Math.min(minY[a], minY[b]));
    }

    private void setUnion(int n, int a, int b) {
        minX[n] = Math.min(minX[a], minX[b]);
        minY[n] = Math.min(minY[a], minY[b]);
        maxX[n] = Math.max(maxX[a], maxX[b]);
        maxY[n] = Math.max(maxY[a], maxY[b]);
    }

    /** Inserts a leaf where it enlarges the tree least (the surface-area heuristic), then rebalances upward. */
    private void insertLeaf(int leaf) {
        if (root == NULL) {
            root = leaf;
            parent[leaf] = NULL;
            return;
        }
        int index = root;
        while (height[index] > 0) {
            int c1 = child1[index];
            int c2 = child2[index];
            double area = perimeter(index);
            double combined = unionPerimeter(index, leaf);
            double cost = 2 * combined;                 // a new parent for this node and the leaf
            double inherited = 2 * (combined - area);   // the growth every deeper choice pays here
            double cost1 = descendCost(c1, leaf) + inherited;
            double cost2 = descendCost(c2, leaf) + inherited;
            if (cost < cost1 && cost < cost2) {
                break;
            }
            index = cost1 < cost2 ? c1 : c2;
        }
        int sibling = index;
        int oldParent = parent[sibling];
        int newParent = allocate();
        parent[newParent] = oldParent;
        setUnion(newParent, leaf, sibling);
        height[newParent] = height[sibling] + 1;
        if (oldParent != NULL) {
            if (child1[oldParent] == sibling) {
                child1[oldParent] = newParent;
            } else {
                child2[oldParent] = newParent;
            }
        } else {
            root = newParent;
        }
        child1[newParent] = sibling;
        child2[newParent] = leaf;
        parent[sibling] = newParent;
        parent[leaf] = newParent;
        refit(parent[leaf]);
    }

    private double descendCost(int child, int leaf) {
        double union = unionPerimeter(child, leaf);
        return height[child] == 0 ? union : union - perimeter(child);
    }

    private void removeLeaf(int leaf) {
        if (leaf == root) {
            root = NULL;
            return;
        }
        int p = parent[leaf];
        int grand = parent[p];
        int sibling = child1[p] == leaf ? child2[p] : child1[p];
        if (grand != NULL) {
            if (child1[grand] == p) {
                child1[grand] = sibling;
            } else {
                child2[grand] = sibling;
            }
            parent[sibling] = grand;
            free(p);
            refit(grand);
        } else {
            root = sibling;
            parent[sibling] = NULL;
            free(p);
        }
        parent[leaf] = NULL;
    }

    /** Walks up from n, rebalancing and recomputing boxes and heights. */
    private void refit(int n) {
        while (n != NULL) {
            n = balance(n);
            int c1 = child1[n];
            int c2 = child2[n];
            height[n] = 1 + Math.max(height[c1], height[c2]);
            setUnion(n, c1, c2);
            n = parent[n];
        }
    }

    /** One AVL rotation at a if its children's heights differ by more than one; returns the subtree's new root. */
    private int balance(int a) {
        if (height[a] < 2) {
            return a;
        }
        int b = child1[a];
        int c = child2[a];
        int diff = height[c] - height[b];
        if (diff > 1) {
            return rotateUp(a, c, b, true);
        }
        if (diff < -1) {
            return rotateUp(a, b, c, false);
        }
        return a;
    }

    /**
     * Lifts the taller child {@code up} of {@code a} into a's place; a keeps the other child
     * {@code stay} and takes the shorter grandchild, {@code up} keeps the taller one.
     */
    private int rotateUp(int a, int up, int stay, boolean upWasSecond) {
        int f = child1[up];
        int g = child2[up];
        child1[up] = a;
        parent[up] = parent[a];
        parent[a] = up;
        int pu = parent[up];
        if (pu != NULL) {
            if (child1[pu] == a) {
                child1[pu] = up;
            } else {
                child2[pu] = up;
            }
        } else {
            root = up;
        }
        int taller = height[f] > height[g] ? f : g;
        int shorter = taller == f ? g : f;
        child2[up] = taller;
        if (upWasSecond) {
            child2[a] = shorter;
        } else {
            child1[a] = shorter;
        }
        parent[shorter] = a;
        setUnion(a, stay, shorter);
        height[a] = 1 + Math.max(height[stay], height[shorter]);
        setUnion(up, a, taller);
        height[up] = 1 + Math.max(height[a], height[taller]);
        return up;
    }

    /** Builds a subtree over leaves[from, to) by median splits; returns its root. */
    private int build(int[] leaves, int from, int to) {
        if (to - from == 1) {
            return leaves[from];
        }
        double cx0 = Double.POSITIVE_INFINITY;
        double cx1 = Double.NEGATIVE_INFINITY;
        double cy0 = Double.POSITIVE_INFINITY;
        double cy1 = Double.NEGATIVE_INFINITY;
        for (int i = from; i < to; i++) {
            int n = leaves[i];
            double cx = centre(minX[n], maxX[n]);
            double cy = centre(minY[n], maxY[n]);
            cx0 = Math.min(cx0, cx);
            cx1 = Math.max(cx1, cx);
            cy0 = Math.min(cy0, cy);
            cy1 = Math.max(cy1, cy);
        }
        boolean alongX = !(cy1 - cy0 > cx1 - cx0);
        int mid = (from + to) >>> 1;
        select(leaves, from, to, mid, alongX);
        int a = build(leaves, from, mid);
        int b = build(leaves, mid, to);
        int n = allocate();
        child1[n] = a;
        child2[n] = b;
        parent[a] = n;
        parent[b] = n;
        setUnion(n, a, b);
        height[n] = 1 + Math.max(height[a], height[b]);
        return n;
    }

    private double key(int n, boolean alongX) {
        return alongX ? centre(minX[n], maxX[n]) : centre(minY[n], maxY[n]);
    }

    /** Reorders leaves[from, to) so that leaves[k] has the k-th smallest key (Hoare's selection). */
    private void select(int[] leaves, int from, int to, int k, boolean alongX) {
        int lo = from;
        int hi = to - 1;
        while (lo < hi) {
            double pivot = key(leaves[(lo + hi) >>> 1], alongX);
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (key(leaves[i], alongX) < pivot) {
                    i++;
                }
                while (key(leaves[j], alongX) > pivot) {
                    j--;
                }
                if (i <= j) {
                    int t = leaves[i];
                    leaves[i] = leaves[j];
                    leaves[j] = t;
                    i++;
                    j--;
                }
            }
            if (k <= j) {
                hi = j;
            } else if (k >= i) {
                lo = i;
            } else {
                return;
            }
        }
    }

    // ---- checks ----

    private void checkUnchanged(int expected) {
        if (modCount != expected) {
            throw new ConcurrentModificationException(KIND + ": changed by a visitor during a query");
        }
    }

    private static void requireShape(Shape shape) {
        if (shape == null) {
            throw new NullPointerException(KIND + ": shape must not be null");
        }
    }

    private static void requireVisitor(Object visitor) {
        if (visitor == null) {
            throw new NullPointerException(KIND + ": visitor must not be null");
        }
    }

    private static void requirePoint(double x, double y) {
        if (!Double.isFinite(x)) {
            throw new IllegalArgumentException(KIND + ": query point x must be a finite number but was " + x);
        }
        if (!Double.isFinite(y)) {
            throw new IllegalArgumentException(KIND + ": query point y must be a finite number but was " + y);
        }
    }

    private void requireOwned(Entry<T> entry, String what) {
        if (entry == null) {
            throw new NullPointerException(KIND + ": entry must not be null");
        }
        if (entry.owner != this) {
            throw new IllegalArgumentException(KIND + ": cannot " + what + " " + entry
                    + (entry.owner == null ? ": it was removed" : ": it belongs to another index"));
        }
    }

    /** Checks every invariant of the tree; for the specs. */
    void validate() {
        int leaves = 0;
        int live = 0;
        for (int n = 0; n < height.length; n++) {
            if (height[n] < 0) {
                continue;
            }
            live++;
            if (height[n] == 0) {
                leaves++;
                Entry<?> e = entries[n];
                check(e != null && e.node == n && e.owner == this, "leaf " + n + " and its entry");
                Rect b = e.shape.bounds();
                check(minX[n] <= b.left() && minY[n] <= b.top() && maxX[n] >= b.right() && maxY[n] >= b.bottom(),
                        "leaf " + n + " box encloses its shape's bounds");
            } else {
                int c1 = child1[n];
                int c2 = child2[n];
                check(parent[c1] == n && parent[c2] == n, "children of " + n + " point back");
                check(height[n] == 1 + Math.max(height[c1], height[c2]), "height of " + n);
                check(minX[n] == Math.min(minX[c1], minX[c2]) && maxX[n] == Math.max(maxX[c1], maxX[c2])
                        && minY[n] == Math.min(minY[c1], minY[c2]) && maxY[n] == Math.max(maxY[c1], maxY[c2]),
                        "box of " + n + " is the union of its children's");
            }
            check(n == root ? parent[n] == NULL : parent[n] != NULL && height[parent[n]] > 0, "parent of " + n);
        }
        check(leaves == size, "leaf count " + leaves + " == size " + size);
        check(size == 0 ? root == NULL && live == 0 : live == 2 * size - 1, "node count");
    }

    /** The height of the tree (0 for one entry, -1 when empty); for the specs. */
    int treeHeight() {
        return root == NULL ? -1 : height[root];
    }

    /**
     * The sum of the inner nodes' half perimeters (width + height of each box): the cost the
     * insertion heuristic keeps low, and what a query pays for boxes that overlap; for the specs.
     */
    double treeCost() {
        double cost = 0;
        for (int n = 0; n < height.length; n++) {
            if (height[n] > 0) {
                cost += perimeter(n);
            }
        }
        return cost;
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError("shape index invariant broken: " + what);
        }
    }
}
