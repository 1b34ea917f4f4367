package io.hantei.geom;

/**
 * One convex piece of a fan's opening, as the closed half-planes {@code n_i·(p - apex) >= 0}
 * that {@link Fan}'s exact test uses, with normals made of the fan's prepared unit vectors:
 * {@code n_a = (-a_y, a_x)} (at or past the first ray a), {@code n_b = (b_y, -b_x)} (at or before
 * the last ray b) and, below 180°, {@code n_u = u} (ahead of the apex).
 *
 * <p>A fan below 180° is one piece {n_a, n_b, n_u}; at exactly 180° one piece {n_a, n_b}; past
 * 180° (not convex) it is the union of the two half-planes {n_a} and {n_b}, two pieces, each
 * cut by the fan's disc. A full fan (360° and more) has no piece: it is its disc.
 */
final class Wedge {

    final double[] nx;
    final double[] ny;
    final int m;

    private Wedge(double[] nx, double[] ny) {
        this.nx = nx;
        this.ny = ny;
        this.m = nx.length;
    }

    /** The convex pieces of the fan's opening; empty for a full disc. */
    static Wedge[] of(Fan f) {
        double nax = -f.firstRayY();
        double nay = f.firstRayX();
        double nbx = f.lastRayY();
        double nby = -f.lastRayX();
        return switch (f.opening()) {
            case FULL -> new Wedge[0];
            case CONVEX -> new Wedge[] {new Wedge(new double[] {nax, nbx, f.dirX()}, new double[] {nay, nby, f.dirY()})};
            case HALF_PLANE -> new Wedge[] {new Wedge(new double[] {nax, nbx}, new double[] {nay, nby})};
            case REFLEX -> new Wedge[] {new Wedge(new double[] {nax}, new double[] {nay}),
                new Wedge(new double[] {nbx}, new double[] {nby})};
        };
    }

    /** Adds this piece's half-planes, through the apex (ax, ay), to an exact region. */
    void addTo(ExactRegion region, double ax, double ay) {
        for (int i = 0; i < m; i++) {
            region.addThrough(nx[i], ny[i], ax, ay);
        }
    }
}
