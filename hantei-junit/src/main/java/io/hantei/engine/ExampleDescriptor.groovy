package io.hantei.engine

import groovy.transform.CompileStatic
import io.hantei.dsl.Judgement
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor
import org.junit.platform.engine.support.descriptor.FilePosition
import org.junit.platform.engine.support.descriptor.FileSource
import org.junit.platform.engine.support.hierarchical.Node
import org.opentest4j.AssertionFailedError

/**
 * One example of a check, {@code hit (150, 130)} or {@code miss (100, 320)}: a test that
 * passes when the rule answered as expected, and fails with what {@code ./hantei run} prints:
 * the expected and actual answer, where, and what each shape involved says.
 */
@CompileStatic
final class ExampleDescriptor extends AbstractTestDescriptor implements Node<HanteiContext> {

    static final String SEGMENT = 'example'

    private final Judgement judgement
    private final File file
    private final String shownAs

    ExampleDescriptor(UniqueId id, Judgement judgement, File file, String shownAs) {
        super(id, judgement.title,
                FileSource.from(file, judgement.line > 0 ? FilePosition.from(judgement.line) : null))
        this.judgement = judgement
        this.file = file
        this.shownAs = shownAs
    }

    @Override
    Type getType() {
        Type.TEST
    }

    @Override
    HanteiContext execute(HanteiContext context, Node.DynamicTestExecutor dynamic) {
        if (judgement.passed) {
            return context
        }
        String message = ([judgement.summary.replaceFirst(/^FAIL\s+/, '')] + judgement.details(shownAs).collect { '  ' + it }).join('\n')
        if (judgement.error != null) {
            throw new ScriptFailure(message, file, judgement.line)
        }
        AssertionFailedError failure = new AssertionFailedError(message, judgement.expected, judgement.actual ? 'hit' : 'miss')
        failure.stackTrace = ScriptFailure.at(file, judgement.line)
        throw failure
    }
}
