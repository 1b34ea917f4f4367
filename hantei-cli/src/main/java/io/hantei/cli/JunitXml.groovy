package io.hantei.cli

import groovy.transform.CompileStatic
import io.hantei.dsl.CheckRun
import io.hantei.dsl.Judgement
import io.hantei.dsl.ScriptError
import io.hantei.dsl.ScriptResult

import javax.xml.stream.XMLOutputFactory
import javax.xml.stream.XMLStreamException
import javax.xml.stream.XMLStreamWriter

/**
 * {@code hantei run --junit-xml}: the results in the JUnit XML that CI servers read. A
 * {@code testsuite} per script, named by its path; a {@code testcase} per example with the
 * names the JUnit Platform engine gives (and Surefire writes): {@code classname} the check,
 * {@code name} the example ({@code hit (150, 130)}). A failed example has a {@code failure}
 * with the runner's words; a check or a script that could not run to its end has an
 * {@code error}, in a testcase named by the check, or by the script.
 */
@CompileStatic
final class JunitXml {

    private JunitXml() {
    }

    static void write(List<ScriptResult> results, File file) throws IOException, XMLStreamException {
        if (file.parentFile != null) {
            file.parentFile.mkdirs()
        }
        file.withWriter('UTF-8') { Writer w ->
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(w)
            x.writeStartDocument('UTF-8', '1.0')
            x.writeCharacters('\n')
            x.writeStartElement('testsuites')
            x.writeAttribute('name', 'hantei')
            x.writeAttribute('tests', results.sum(0) { ScriptResult r -> r.checks.size() + r.errors.size() } as String)
            x.writeAttribute('failures', results.sum(0) { ScriptResult r -> failures(r) } as String)
            x.writeAttribute('errors', results.sum(0) { ScriptResult r -> errors(r) } as String)
            results.each { ScriptResult r -> suite(x, r) }
            x.writeCharacters('\n')
            x.writeEndElement()
            x.writeCharacters('\n')
            x.writeEndDocument()
            x.close()
        }
    }

    private static int failures(ScriptResult r) {
        (r.checks.count { Judgement j -> !j.passed && j.error == null } as int) + asserts(r)
    }

    private static int errors(ScriptResult r) {
        r.errors.size() - asserts(r) + (r.checks.count { Judgement j -> j.error != null } as int)
    }

    /** The failed {@code assert}s: failures, as a failed check is, not errors. */
    private static int asserts(ScriptResult r) {
        r.errors.count { ScriptError e -> e.kind == ScriptError.Kind.ASSERTION } as int
    }

    private static void suite(XMLStreamWriter x, ScriptResult r) {
        x.writeCharacters('\n  ')
        x.writeStartElement('testsuite')
        x.writeAttribute('name', r.file)
        x.writeAttribute('tests', (r.checks.size() + r.errors.size()) as String)
        x.writeAttribute('failures', failures(r) as String)
        x.writeAttribute('errors', errors(r) as String)
        x.writeAttribute('skipped', '0')
        for (Judgement j : r.checks) {
            x.writeCharacters('\n    ')
            x.writeStartElement('testcase')
            x.writeAttribute('classname', j.rule)
            x.writeAttribute('name', j.title)
            x.writeAttribute('file', r.file)
            if (j.line > 0) {
                x.writeAttribute('line', j.line as String)
            }
            if (!j.passed) {
                String text = ([j.summary.replaceFirst(/^FAIL\s+/, '')] + j.details(r.file).collect { '  ' + it }).join('\n')
                x.writeStartElement(j.error == null ? 'failure' : 'error')
                x.writeAttribute('message', text.readLines()[0])
                x.writeAttribute('type', j.error == null ? 'hantei.CheckFailed' : 'hantei.RuleFailed')
                x.writeCharacters(text)
                x.writeEndElement()
            }
            x.writeEndElement()
        }
        CheckRun stopped = r.stoppedIn
        for (ScriptError e : r.errors) {
            x.writeCharacters('\n    ')
            x.writeStartElement('testcase')
            x.writeAttribute('classname', r.file)
            x.writeAttribute('name', stopped != null ? stopped.name : r.file)
            x.writeAttribute('file', r.file)
            if (e.line > 0) {
                x.writeAttribute('line', e.line as String)
            }
            x.writeStartElement(e.kind == ScriptError.Kind.ASSERTION ? 'failure' : 'error')
            x.writeAttribute('message', e.toString())
            x.writeAttribute('type', 'hantei.' + e.kind.name())
            x.writeCharacters(([e.toString()] + e.details).join('\n'))
            x.writeEndElement()
            x.writeEndElement()
        }
        if (r.warnings) {
            x.writeCharacters('\n    ')
            x.writeStartElement('system-err')
            x.writeCharacters(r.warnings.collect { 'warning: ' + it }.join('\n'))
            x.writeEndElement()
        }
        x.writeCharacters('\n  ')
        x.writeEndElement()
    }
}
