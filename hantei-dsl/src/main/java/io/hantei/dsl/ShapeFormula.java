package io.hantei.dsl;

import io.hantei.geom.PixelRect;
import io.hantei.geom.Shape;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A rule body that is only shape tests of the point joined by {@code &&}, {@code ||} and
 * {@code !}, such as {@code { p -> p in button && !(p in guard) }}, as {@link ShapeRuleFinder}
 * read it from the script: the names of the script variables it tests, and how the answers
 * combine. Bound to the shapes those variables hold after the script ran ({@link #bind}), it
 * answers a point in Java, as the closure would: {@code p in shape} is the shape's exact
 * {@code contains(x, y)} (ShapeExtensions), and the other operators are Groovy's on booleans.
 * Immutable.
 */
public final class ShapeFormula {

    /** A bound formula: whether the point satisfies it. */
    @FunctionalInterface
    public interface Test {
        boolean test(double x, double y);
    }

    private enum Kind { SHAPE, NOT, AND, OR }

    private final Kind kind;
    private final String variable;
    private final ShapeFormula left;
    private final ShapeFormula right;

    private ShapeFormula(Kind kind, String variable, ShapeFormula left, ShapeFormula right) {
        this.kind = kind;
        this.variable = variable;
        this.left = left;
        this.right = right;
    }

    /** {@code p in variable}. */
    static ShapeFormula shape(String variable) {
        return new ShapeFormula(Kind.SHAPE, Objects.requireNonNull(variable, "variable"), null, null);
    }

    /** {@code !f}. */
    static ShapeFormula not(ShapeFormula f) {
        return new ShapeFormula(Kind.NOT, null, Objects.requireNonNull(f, "f"), null);
    }

    /** {@code a && b}. */
    static ShapeFormula and(ShapeFormula a, ShapeFormula b) {
        return new ShapeFormula(Kind.AND, null, Objects.requireNonNull(a, "a"), Objects.requireNonNull(b, "b"));
    }

    /** {@code a || b}. */
    static ShapeFormula or(ShapeFormula a, ShapeFormula b) {
        return new ShapeFormula(Kind.OR, null, Objects.requireNonNull(a, "a"), Objects.requireNonNull(b, "b"));
    }

    /** Whether the formula is one shape test alone (a spatial index answers those). */
    public boolean isSingleShape() {
        return kind == Kind.SHAPE;
    }

    /** The script variables the formula tests, in the order written. */
    public Set<String> variables() {
        Set<String> names = new LinkedHashSet<>();
        collect(names);
        return names;
    }

    private void collect(Set<String> names) {
        if (kind == Kind.SHAPE) {
            names.add(variable);
        } else {
            left.collect(names);
            if (right != null) {
                right.collect(names);
            }
        }
    }

    /**
     * The formula with each variable replaced by its value, or null when a value is not a shape
     * whose {@code in} is its {@code contains(x, y)} (a pixel rect's {@code in} wants whole
     * numbers): then the rule itself answers.
     */
    public Test bind(Map<String, ?> values) {
        switch (kind) {
            case SHAPE: {
                Object value = values.get(variable);
                if (!(value instanceof Shape) || value instanceof PixelRect) {
                    return null;
                }
                Shape s = (Shape) value;
                return s::contains;
            }
            case NOT: {
                Test a = left.bind(values);
                return a == null ? null : (x, y) -> !a.test(x, y);
            }
            case AND: {
                Test a = left.bind(values);
                Test b = right.bind(values);
                return a == null || b == null ? null : (x, y) -> a.test(x, y) && b.test(x, y);
            }
            default: {
                Test a = left.bind(values);
                Test b = right.bind(values);
                return a == null || b == null ? null : (x, y) -> a.test(x, y) || b.test(x, y);
            }
        }
    }

    /** Writes the formula, prefix first (kind, then variable or operands), for {@link ScriptCache}. */
    void writeTo(DataOutput out) throws IOException {
        out.writeByte(kind.ordinal());
        if (kind == Kind.SHAPE) {
            out.writeUTF(variable);
        } else {
            left.writeTo(out);
            if (right != null) {
                right.writeTo(out);
            }
        }
    }

    /** Reads what {@link #writeTo} wrote; nested at most {@code depth} deep, else an IOException. */
    static ShapeFormula readFrom(DataInput in, int depth) throws IOException {
        if (depth <= 0) {
            throw new IOException("a formula nested deeper than written ones are");
        }
        int k = in.readUnsignedByte();
        if (k >= Kind.values().length) {
            throw new IOException("no formula kind " + k);
        }
        Kind kind = Kind.values()[k];
        switch (kind) {
            case SHAPE:
                return shape(in.readUTF());
            case NOT:
                return not(readFrom(in, depth - 1));
            case AND:
                return and(readFrom(in, depth - 1), readFrom(in, depth - 1));
            default:
                return or(readFrom(in, depth - 1), readFrom(in, depth - 1));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ShapeFormula f && kind == f.kind && Objects.equals(variable, f.variable)
                && Objects.equals(left, f.left) && Objects.equals(right, f.right);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, variable, left, right);
    }

    @Override
    public String toString() {
        switch (kind) {
            case SHAPE:
                return "p in " + variable;
            case NOT:
                return "!(" + left + ")";
            case AND:
                return "(" + left + " && " + right + ")";
            default:
                return "(" + left + " || " + right + ")";
        }
    }
}
