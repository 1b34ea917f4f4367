package io.hantei.engine

import groovy.transform.CompileStatic
import io.hantei.dsl.CheckFinder
import io.hantei.dsl.CheckOutline
import io.hantei.dsl.CheckRun
import io.hantei.dsl.ScriptCompileException
import io.hantei.dsl.ScriptCompiler
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptResult
import io.hantei.dsl.ScriptRunner
import org.junit.platform.engine.TestDescriptor
import org.junit.platform.engine.reporting.ReportEntry
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor
import org.junit.platform.engine.support.descriptor.FileSource
import org.junit.platform.engine.support.hierarchical.Node

import java.util.function.BiPredicate

/**
 * A level script: a container named by its path, whose children are its checks. It is compiled
 * when discovered (through the one pipeline, {@link ScriptCompiler}), which lists the checks it
 * writes out ({@link CheckFinder}); a script that does not compile, or that the sandbox refuses,
 * is this container failing with the errors and their lines. It runs once, when executed, with
 * only the checks that were selected; each check then reports what it judged.
 */
@CompileStatic
final class ScriptDescriptor extends AbstractTestDescriptor implements Node<HanteiContext> {

    static final String SEGMENT = 'script'

    final File file
    /** The path as reports name it: from the working directory when the script is under it. */
    final String shownAs
    private final ScriptCompiler.Compiled compiled
    private final List<ScriptError> compileErrors
    private volatile ScriptResult result

    private ScriptDescriptor(UniqueId id, File file, String shownAs, ScriptCompiler.Compiled compiled, List<ScriptError> errors) {
        super(id, shownAs, FileSource.from(file))
        this.file = file
        this.shownAs = shownAs
        this.compiled = compiled
        this.compileErrors = errors
    }

    /** Reads and compiles the script; a script that cannot be read or compiled gives a descriptor that fails. */
    static ScriptDescriptor of(UniqueId parent, File file, String shownAs, ScriptCompiler compiler) {
        UniqueId id = parent.append(SEGMENT, shownAs)
        String text
        try {
            text = file.getText('UTF-8')
        } catch (IOException e) {
            return new ScriptDescriptor(id, file, shownAs, null, [new ScriptError(shownAs, -1, 'cannot read the script: ' + e.message)])
        }
        try {
            return new ScriptDescriptor(id, file, shownAs, compiler.compile(text, file.name, shownAs), [])
        } catch (ScriptCompileException e) {
            return new ScriptDescriptor(id, file, shownAs, null, e.errors)
        }
    }

    @Override
    Type getType() {
        Type.CONTAINER
    }

    /** A script that did not compile still reports (as a failure), and checks named only when it runs appear then. */
    @Override
    boolean mayRegisterTests() {
        compiled == null || compiled.checks.any { it.name == null }
    }

    /** The checks it writes out, in order, each with the segment of its unique id ({@code name}, {@code name#2} for a second one). */
    List<CheckDescriptor> checks() {
        if (compiled == null) {
            return []
        }
        Map<String, Integer> seen = [:]
        List<CheckDescriptor> list = []
        for (CheckOutline o : compiled.checks) {
            if (o.name != null) {
                int n = seen.merge(o.name, 1, Integer.&sum)
                list.add(new CheckDescriptor(uniqueId.append(CheckDescriptor.SEGMENT, n == 1 ? o.name : o.name + '#' + n),
                        o.name, o.line, o.tags, file))
            }
        }
        list
    }

    /** The written-out check whose unique-id segment is {@code segment}, if there is one. */
    Optional<CheckDescriptor> check(String segment) {
        Optional.ofNullable(checks().find { it.uniqueId.lastSegment.value == segment })
    }

    /** The result of the run, once executed. */
    ScriptResult getResult() {
        result
    }

    @Override
    ExecutionMode getExecutionMode() {
        ExecutionMode.CONCURRENT
    }

    @Override
    HanteiContext execute(HanteiContext context, Node.DynamicTestExecutor dynamic) {
        if (compiled == null) {
            throw new ScriptFailure(compileErrors, file)
        }
        List<CheckDescriptor> selected = children.findAll { it instanceof CheckDescriptor } as List<CheckDescriptor>
        int written = compiled.checks.count { it.name != null } as int
        boolean whole = selected.size() == written
        BiPredicate<String, Integer> gate = { String name, Integer line ->
            if (compiled.checks.any { it.name == name && it.line == line }) {
                return selected.any { it.name == name && it.line == line }
            }
            whole // a check named only as it runs: runs when the whole script was asked for
        } as BiPredicate<String, Integer>
        result = context.settings.runner().run(compiled, shownAs, file.absoluteFile.parentFile, whole ? null : gate)
        registerDynamicChecks(dynamic)
        context
    }

    /** The checks that were not written out (a name made as it runs, a check on a shape) join the tree as they ran. */
    private void registerDynamicChecks(Node.DynamicTestExecutor dynamic) {
        Set<String> segments = children*.uniqueId*.lastSegment*.value as Set<String>
        Map<List<Object>, CheckDescriptor> made = [:]
        for (CheckRun run : result.checkRuns) {
            if (compiled.checks.any { it.name == run.name && it.line == run.line }) {
                continue
            }
            List<Object> key = [run.name, run.line] as List<Object>
            if (made.containsKey(key)) {
                continue
            }
            String segment = run.name
            for (int n = 2; segments.contains(segment); n++) {
                segment = run.name + '#' + n
            }
            segments.add(segment)
            CheckDescriptor d = new CheckDescriptor(uniqueId.append(CheckDescriptor.SEGMENT, segment), run.name, run.line, run.tags, file)
            made.put(key, d)
            addChild(d)
            dynamic.execute(d)
        }
        dynamic.awaitFinished()
    }

    /** An error outside every check (the script threw after its checks, say) fails the script once its checks have reported. */
    @Override
    void after(HanteiContext context) {
        ScriptResult r = result
        r?.warnings?.each { String w -> // a rule no check uses: advice, as ./hantei run prints it
            context.listener.reportingEntryPublished(this, ReportEntry.from('warning', shownAs + ': ' + w))
        }
        if (r != null && r.errors && r.stoppedIn == null) {
            throw new ScriptFailure(r.errors, file)
        }
    }
}
