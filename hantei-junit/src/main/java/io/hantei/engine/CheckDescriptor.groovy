package io.hantei.engine

import groovy.transform.CompileStatic
import io.hantei.dsl.CheckRun
import io.hantei.dsl.Judgement
import io.hantei.dsl.ScriptResult
import org.junit.platform.engine.TestDescriptor
import org.junit.platform.engine.TestTag
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor
import org.junit.platform.engine.support.descriptor.FilePosition
import org.junit.platform.engine.support.descriptor.FileSource
import org.junit.platform.engine.support.hierarchical.Node

/**
 * A {@code check} block, named by its check's name, with its tags; its children are its
 * examples, one test each, which join the tree as the script judges them. It fails by itself
 * only when its block could not run to its end (no such rule, an exception), with the
 * runner's message and line.
 */
@CompileStatic
final class CheckDescriptor extends AbstractTestDescriptor implements Node<HanteiContext> {

    static final String SEGMENT = 'check'

    final String name
    final int line
    final File file
    private final Set<TestTag> tags

    CheckDescriptor(UniqueId id, String name, int line, List<String> tags, File file) {
        super(id, name, FileSource.from(file, line > 0 ? FilePosition.from(line) : null))
        this.name = name
        this.line = line
        this.file = file
        this.tags = tags.collect { TestTag.create(it) } as LinkedHashSet<TestTag>
    }

    @Override
    Type getType() {
        Type.CONTAINER
    }

    @Override
    boolean mayRegisterTests() {
        true
    }

    @Override
    Set<TestTag> getTags() {
        Collections.unmodifiableSet(tags)
    }

    private ScriptResult scriptResult() {
        ((ScriptDescriptor) parent.get()).result
    }

    private List<CheckRun> runs() {
        scriptResult().checkRuns.findAll { it.name == name && it.line == line }
    }

    @Override
    Node.SkipResult shouldBeSkipped(HanteiContext context) {
        if (!runs().isEmpty()) {
            return Node.SkipResult.doNotSkip()
        }
        ScriptResult r = scriptResult()
        if (r.errors) {
            return Node.SkipResult.skip('not run: the script stopped before it, at ' + r.errors[0])
        }
        Node.SkipResult.skip('not run: the script ran to its end without reaching this check (line ' + line + ')')
    }

    @Override
    HanteiContext execute(HanteiContext context, Node.DynamicTestExecutor dynamic) {
        List<CheckRun> runs = runs()
        int n = 0
        for (CheckRun run : runs) {
            for (Judgement j : run.judgements) {
                n++
                ExampleDescriptor example = new ExampleDescriptor(uniqueId.append(ExampleDescriptor.SEGMENT, n as String), j, file,
                        scriptResult().file)
                addChild(example)
                dynamic.execute(example)
            }
        }
        dynamic.awaitFinished()
        CheckRun stopped = runs.find { it.error != null }
        if (stopped != null) {
            throw new ScriptFailure(stopped.error.toString(), file, stopped.error.line)
        }
        context
    }
}
