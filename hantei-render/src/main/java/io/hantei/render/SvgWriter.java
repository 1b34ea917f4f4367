package io.hantei.render;

import java.math.BigDecimal;

/**
 * Writes XML text for SVG: elements with escaped attributes and text, one element per line,
 * indented. Characters that XML 1.0 cannot carry at all (most control characters, lone
 * surrogates) are replaced by U+FFFD, so a figure's name can never break the document.
 */
final class SvgWriter {

    /** Numbers written are kept within this magnitude, far outside any picture. */
    static final double MAX_COORDINATE = 1e9;

    private final StringBuilder out = new StringBuilder();
    private int depth;

    SvgWriter() {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    }

    /** An opening tag; {@code attrs} alternate names and values, a null value omits the attribute. */
    SvgWriter open(String name, String... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append(">\n");
        depth++;
        return this;
    }

    SvgWriter close(String name) {
        depth--;
        indent();
        out.append("</").append(name).append(">\n");
        return this;
    }

    /** An element without content. */
    SvgWriter empty(String name, String... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append("/>\n");
        return this;
    }

    /** An element holding only text. */
    SvgWriter element(String name, String text, String... attrs) {
        indent();
        out.append('<').append(name);
        attributes(attrs);
        out.append('>');
        escape(text, false);
        out.append("</").append(name).append(">\n");
        return this;
    }

    private void attributes(String[] attrs) {
        if (attrs.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name/value pairs but got " + attrs.length + " strings");
        }
        for (int i = 0; i < attrs.length; i += 2) {
            if (attrs[i + 1] == null) {
                continue;
            }
            out.append(' ').append(attrs[i]).append("=\"");
            escape(attrs[i + 1], true);
            out.append('"');
        }
    }

    private void indent() {
        out.append("  ".repeat(Math.max(0, depth)));
    }

    private void escape(String s, boolean attribute) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append(attribute ? "&quot;" : "\"");
                case '\n' -> out.append(attribute ? "&#10;" : "\n");
                case '\t' -> out.append(attribute ? "&#9;" : "\t");
                case '\r' -> out.append("&#13;");
                default -> {
                    if (Character.isHighSurrogate(ch) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(ch).append(s.charAt(++i));
                    } else if (ch < 0x20 || Character.isSurrogate(ch) || ch == 0xFFFE || ch == 0xFFFF) {
                        out.append('\uFFFD');
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
    }

    /** A pixel coordinate with at most three decimals, no exponent, no trailing zeros. */
    static String num(double v) {
        double clamped = Double.isNaN(v) ? 0 : Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, v));
        double rounded = Math.round(clamped * 1000) / 1000.0;
        if (rounded == Math.rint(rounded)) {
            return Long.toString((long) rounded);
        }
        return BigDecimal.valueOf(rounded).stripTrailingZeros().toPlainString();
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
