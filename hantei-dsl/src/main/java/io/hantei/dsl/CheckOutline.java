package io.hantei.dsl;

import java.util.List;

/**
 * A {@code check} block as a script writes it, found before the script runs ({@link CheckFinder}):
 * its name (null when only a run can tell, as in {@code check("door $i") {...}}), its line (1-based)
 * and its tags. Java, so that the module's Java ({@link ScriptCache}) needs none of its Groovy to
 * compile: the build then compiles Java and Groovy one after the other, with no stubs. Immutable.
 */
public final class CheckOutline {

    private final String name;
    private final int line;
    private final List<String> tags;

    public CheckOutline(String name, int line, List<String> tags) {
        this.name = name;
        this.line = line;
        this.tags = List.copyOf(tags);
    }

    /** The name as written, or null when it is made only as the script runs. */
    public String getName() {
        return name;
    }

    /** The line of the {@code check} call, 1-based. */
    public int getLine() {
        return line;
    }

    /** The tags as written, in order; empty when there are none. */
    public List<String> getTags() {
        return tags;
    }

    @Override
    public String toString() {
        return "check " + (name == null ? "(named when it runs)" : "'" + name + "'") + " at line " + line
                + (tags.isEmpty() ? "" : " " + tags);
    }
}
