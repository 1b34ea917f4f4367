package io.hantei.cli;

import io.hantei.embed.Hits;

/**
 * Points of {@code ./hantei eval} read and not yet evaluated: the reader thread fills a batch
 * while the main thread evaluates and writes the one before, and batches go back and forth
 * between the two queues of {@code EvalCommand}. The last batch of the input says so
 * ({@link #last}), or carries the malformed line that stopped the reading ({@link #bad}), the
 * columns the input lacks ({@link #columns}) or the read's failure.
 *
 * <p>Java rather than Groovy for the reason of the point readers (ARCHITECTURE.md, package
 * {@code cli}): these loops run once per point and per hit, and Groovy 5 compiles each array
 * access of {@code @CompileStatic} code to an invokedynamic call.
 */
final class EvalBatch {

    final double[] xs;
    final double[] ys;
    /** Each point's line, where its x and y as written stand between these bounds. */
    final String[] texts;
    final int[] xFroms;
    final int[] xTos;
    final int[] yFroms;
    final int[] yTos;
    /** Each point's id as read (null: none, its line number stands for it) and line number. */
    final String[] ids;
    final long[] lines;
    final String[] kept;
    int size;
    boolean last;
    PointsReader.BadLine bad;
    PointsReader.BadColumns columns;
    Exception failure;

    EvalBatch(int capacity) {
        xs = new double[capacity];
        ys = new double[capacity];
        texts = new String[capacity];
        xFroms = new int[capacity];
        xTos = new int[capacity];
        yFroms = new int[capacity];
        yTos = new int[capacity];
        ids = new String[capacity];
        lines = new long[capacity];
        kept = new String[capacity];
    }

    boolean full() {
        return size == xs.length;
    }

    /** Takes the point of {@code row}; what only a hit writes (its id, its x and y as text) is cut out then. */
    void add(PointsReader.Row row) {
        xs[size] = row.x;
        ys[size] = row.y;
        texts[size] = row.text;
        xFroms[size] = row.xFrom;
        xTos[size] = row.xTo;
        yFroms[size] = row.yFrom;
        yTos[size] = row.yTo;
        ids[size] = row.id;
        lines[size] = row.line;
        kept[size] = row.kept;
        size++;
    }

    /**
     * Appends one row {@code id,x,y,rule[,kept...]} per point and rule that hit it, in point
     * order and then rule order, and returns how many.
     *
     * @param quotedRules the rules of {@code hits}, in its order, quoted for CSV
     */
    long writeHits(Hits hits, String[] quotedRules, StringBuilder out) {
        long written = 0;
        int rules = quotedRules.length;
        for (int i = 0; i < size; i++) {
            for (int r = 0; r < rules; r++) {
                if (hits.hit(i, r)) {
                    if (ids[i] != null) {
                        out.append(PointsReader.quote(ids[i]));
                    } else {
                        out.append(lines[i]);
                    }
                    out.append(',').append(texts[i], xFroms[i], xTos[i]).append(',').append(texts[i], yFroms[i], yTos[i])
                            .append(',').append(quotedRules[r]);
                    if (kept[i] != null) {
                        out.append(kept[i]);
                    }
                    out.append('\n');
                    written++;
                }
            }
        }
        return written;
    }
}
