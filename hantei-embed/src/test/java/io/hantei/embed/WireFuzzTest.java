package io.hantei.embed;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.hantei.fuzz.FuzzContract;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * The host's side of the isolated child's messages (Wire.In), read as IsolatedRuleSet reads a
 * reply: the first byte picks READY, REPORT, FAILED or HITS, the rest is the message's body,
 * read field by field under the host's allowance of 16 MiB. The contract: a message, or an
 * IOException (an EOFException when it is cut short); a RuntimeException would be caught by
 * the host as a child not to be trusted, but is a finding here. Only Wire is exercised: the
 * fields are read as the host reads them, not handed to the host's classes. Seeds:
 * {@code WireFuzzTestInputs/fuzz/}.
 */
class WireFuzzTest {

    private static final long MAX_REPLY_BYTES = 16L << 20;

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        if (data.length == 0) {
            return;
        }
        Wire.In in = new Wire.In(new ByteArrayInputStream(data, 1, data.length - 1));
        in.allow(MAX_REPLY_BYTES);
        FuzzContract.expect(() -> {
            try {
                switch (data[0] & 3) {
                    case 0 -> ready(in);
                    case 1 -> report(in);
                    case 2 -> failed(in);
                    default -> hits(in);
                }
            } catch (EOFException cut) {
                // DataInputStream's, without a message: the host takes any EOFException for the child's end and words it itself
            }
        }, IOException.class);
    }

    /** READY: the rules, the examples, the shapes, the zones' shapes. */
    private static void ready(Wire.In in) throws IOException {
        int n = in.count(1 << 16, 4);
        for (int i = 0; i < n; i++) {
            in.text();
        }
        int e = in.count(1 << 20, 14);
        for (int i = 0; i < e; i++) {
            example(in);
        }
        in.shapes(1 << 20);
        in.shapes(1 << 20);
    }

    /** REPORT: each example's outcome, the problems, the warnings. */
    private static void report(Wire.In in) throws IOException {
        int n = in.count(1 << 20, 16);
        for (int i = 0; i < n; i++) {
            example(in);
            in.b();
            in.maybe();
            in.text();
        }
        problems(in);
        int w = in.count(1 << 16, 4);
        for (int i = 0; i < w; i++) {
            in.text();
        }
    }

    /** FAILED: the problems, the rule and the point. */
    private static void failed(Wire.In in) throws IOException {
        problems(in);
        in.maybe();
        in.d();
        in.d();
    }

    /** HITS: a count of words, then the words (the host checks the count against what it asked). */
    private static void hits(Wire.In in) throws IOException {
        int w = in.i();
        if (w < 0 || w > 1 << 16) {
            return;
        }
        in.allow(8L * w);
        in.longs(new long[w], 0, w);
    }

    private static void example(Wire.In in) throws IOException {
        in.text();
        in.bool();
        in.text();
        if (in.bool()) {
            in.d();
            in.d();
        }
        in.i();
    }

    private static void problems(Wire.In in) throws IOException {
        int n = in.count(1 << 16, 10);
        for (int i = 0; i < n; i++) {
            in.problem();
        }
    }
}
