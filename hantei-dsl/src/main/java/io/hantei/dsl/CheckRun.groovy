package io.hantei.dsl

import groovy.transform.CompileStatic

/**
 * One {@code check} block as it ran: its name (the rule's), its line, its tags, the examples it
 * judged, and the error that stopped it, if any. A check that runs twice (in a loop) gives two.
 */
@CompileStatic
final class CheckRun {

    /** The check's name: the rule's name, or {@code in fan 'guard'} for a check on a shape. */
    final String name
    /** The script line of the {@code check(...)}, or -1 when unknown. */
    final int line
    final List<String> tags
    /** The examples it judged, in order. */
    final List<Judgement> judgements
    /** What stopped the block (and with it the script), or null when it ran to its end. */
    final ScriptError error

    CheckRun(String name, int line, List<String> tags, List<Judgement> judgements, ScriptError error) {
        this.name = name
        this.line = line
        this.tags = tags.asImmutable()
        this.judgements = new ArrayList<Judgement>(judgements).asImmutable()
        this.error = error
    }

    boolean isPassed() {
        error == null && judgements.every { it.passed }
    }

    @Override
    String toString() {
        "check '" + name + "' (line " + line + '): ' + judgements.size() + ' examples' + (error ? ', ' + error : '')
    }
}
