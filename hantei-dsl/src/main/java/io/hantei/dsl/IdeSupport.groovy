package io.hantei.dsl

import groovy.transform.CompileStatic

/**
 * Completion for level scripts in IDEs, generated from the DSL's own word table ({@link Words}),
 * so that it cannot drift from what the words accept: an IntelliJ IDEA GDSL file and an
 * Eclipse (Groovy Development Tools) DSLD file, which the jar carries as
 * {@code io/hantei/dsl/hantei.gdsl} and {@code dsld/hantei.dsld}, where the IDEs look for
 * them on a project's class path. They give every shape and sight word with its named
 * arguments (required and optional, what each holds), the other words of {@link Words#PLAIN}
 * ({@code rule}, {@code check} with {@code tags:}, {@code point}, {@code zones}, ...),
 * {@code render}, {@code heatMap}, and {@code hit}/{@code miss} inside a check: the words the
 * unknown-word message and {@code ./hantei words} list.
 * <p>
 * The files in {@code hantei-dsl/src/main/resources} are this class's output; {@code IdeSupportSpec}
 * fails when they differ, and {@code main} writes them anew:
 * {@code java -cp "$(cat hantei-cli/target/hantei-runtime.classpath)" io.hantei.dsl.IdeSupport hantei-dsl/src/main/resources}.
 */
@CompileStatic
final class IdeSupport {

    static final String GDSL = 'io/hantei/dsl/hantei.gdsl'
    static final String DSLD = 'dsld/hantei.dsld'

    private static final String HEADER = '// Generated from io.hantei.dsl.Words by io.hantei.dsl.IdeSupport: do not edit by hand.\n'

    private IdeSupport() {
    }

    /** Writes both files under {@code args[0]} (a resources folder). */
    static void main(String[] args) {
        File root = new File(args.length > 0 ? args[0] : 'src/main/resources')
        [(GDSL): gdsl(), (DSLD): dsld()].each { String path, String text ->
            File f = new File(root, path)
            f.parentFile.mkdirs()
            f.setText(text, 'UTF-8')
            println('wrote ' + f.path)
        }
    }

    /** The Java type a named argument of this kind is written as, for the IDE. */
    static String typeOf(Words.Kind kind) {
        kind.type
    }

    /** What a word answers: the return type of its named-argument form in {@link Hantei}. */
    static String returnType(Words.Word word) {
        Words.returnType(word).name
    }

    private static String doc(Words.Param p) {
        (p.required ? 'required: ' : 'optional: ') + p.kind.description
    }

    private static String quote(String s) {
        "'" + s.replace('\\', '\\\\').replace("'", "\\'") + "'"
    }

    /** The IntelliJ IDEA GDSL file. */
    static String gdsl() {
        StringBuilder b = new StringBuilder(HEADER)
        b << '// IntelliJ IDEA reads it from the hantei jar on the class path: completion and parameter names in level scripts.\n\n'
        b << 'def scripts = context(scope: scriptScope())\n'
        b << 'contributor(scripts) {\n'
        for (Words.Word w : Words.ALL.values()) {
            b << '    method name: ' << quote(w.name) << ', type: ' << quote(returnType(w)) << ', params: [:], namedParams: [\n'
            for (Words.Param p : w.params) {
                b << '        parameter(name: ' << quote(p.name) << ', type: ' << quote(typeOf(p.kind)) << ', doc: ' << quote(doc(p)) << '),\n'
            }
            b << '    ], doc: ' << quote(w.example) << '\n'
        }
        for (Words.Word w : Words.PICTURES.values()) {
            b << '    method name: ' << quote(w.name) << ", type: 'java.lang.Object', params: [what: 'java.lang.Object'], namedParams: [\n"
            for (Words.Param p : w.params) {
                b << '        parameter(name: ' << quote(p.name) << ', type: ' << quote(typeOf(p.kind)) << ', doc: ' << quote(doc(p)) << '),\n'
            }
            b << '    ], doc: ' << quote(w.example) << '\n'
        }
        b << plainWords(Words.PLAIN, '    ', true)
        b << '}\n\n'
        b << "def checkBlocks = context(scope: closureScope())\n"
        b << 'contributor(checkBlocks) {\n'
        b << "    if (enclosingCall('check')) {\n"
        b << plainWords(Words.IN_CHECK, '        ', true)
        b << '    }\n'
        b << '}\n'
        b.toString()
    }

    /**
     * The words of {@link Words#PLAIN} or {@link Words#IN_CHECK}, a line for each form, indented;
     * their optional named arguments as GDSL {@code namedParams} ({@code gdsl}) or DSLD
     * {@code optionalParams}.
     */
    private static String plainWords(List<Words.Plain> words, String indent, boolean gdsl) {
        StringBuilder b = new StringBuilder()
        for (Words.Plain w : words) {
            for (List<String> form : w.forms) {
                Map<String, String> params = new LinkedHashMap<>()
                for (int i = 0; i < form.size(); i += 2) {
                    params.put(form[i], form[i + 1])
                }
                b << indent << 'method name: ' << quote(w.name) << ', type: ' << quote(w.type) << ', params: ' << map(params)
                if (w.named && gdsl) {
                    b << ', namedParams: [\n'
                    w.named.each { String k, String t -> b << indent << '    parameter(name: ' << quote(k) << ', type: ' << quote(t) << ', doc: ' << quote('optional, as in ' + w.usage) << '),\n' }
                    b << indent << ']'
                } else if (w.named) {
                    b << ', optionalParams: ' << map(w.named)
                }
                b << ', doc: ' << quote(w.usage + ' — ' + w.doc) << '\n'
            }
        }
        b.toString()
    }

    /** A Groovy map literal of the arguments and their types ({@code [:]} when none). */
    private static String map(List<Words.Param> params) {
        Map<String, String> m = new LinkedHashMap<>()
        params.each { m.put(it.name, typeOf(it.kind)) }
        map(m)
    }

    private static String map(Map<String, String> params) {
        params ? '[' + params.collect { k, v -> quote(k) + ': ' + quote(v) }.join(', ') + ']' : '[:]'
    }

    /** The Eclipse DSLD file. */
    static String dsld() {
        StringBuilder b = new StringBuilder(HEADER)
        b << '// Eclipse (Groovy Development Tools) reads it from dsld/ in the hantei jar on the class path.\n\n'
        b << 'contribute(isScript()) {\n'
        b << "    provider = 'hantei'\n"
        for (Words.Word w : Words.ALL.values()) {
            b << '    method name: ' << quote(w.name) << ', type: ' << quote(returnType(w)) << ',\n'
            b << '            namedParams: ' << map(w.params.findAll { it.required }) << ',\n'
            b << '            optionalParams: ' << map(w.params.findAll { !it.required }) << ',\n'
            b << '            doc: ' << quote(w.example + ' — ' + w.params.collect { it.name + ': ' + doc(it) }.join('; ')) << '\n'
        }
        for (Words.Word w : Words.PICTURES.values()) {
            b << '    method name: ' << quote(w.name) << ", type: 'java.lang.Object', params: [what: 'java.lang.Object'],\n"
            b << '            optionalParams: ' << map(w.params) << ',\n'
            b << '            doc: ' << quote(w.example) << '\n'
        }
        b << plainWords(Words.PLAIN, '    ', false)
        b << '}\n\n'
        b << "contribute(inClosure() & enclosingCallName('check')) {\n"
        b << "    provider = 'hantei'\n"
        b << plainWords(Words.IN_CHECK, '    ', false)
        b << '}\n'
        b.toString()
    }
}
