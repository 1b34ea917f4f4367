package io.hantei.dsl

import groovy.transform.CompileStatic

/**
 * Completion for level scripts in IDEs, generated from the DSL's own word table ({@link Words}),
 * so that it cannot drift from what the words accept: an IntelliJ IDEA GDSL file and an
 * Eclipse (Groovy Development Tools) DSLD file, which the jar carries as
 * {@code io/hantei/dsl/hantei.gdsl} and {@code dsld/hantei.dsld}, where the IDEs look for
 * them on a project's class path. They give every shape and sight word with its named
 * arguments (required and optional, what each holds), {@code rule}, {@code check} (with
 * {@code tags:}), {@code render}, {@code heatMap}, and {@code hit}/{@code miss} inside a check.
 * <p>
 * The files in {@code src/main/resources} are this class's output; {@code IdeSupportSpec}
 * fails when they differ, and {@code main} writes them anew:
 * {@code java -cp target/classes:$(cat target/hantei-runtime.classpath) io.hantei.dsl.IdeSupport src/main/resources}.
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
        switch (kind) {
            case Words.Kind.NUMBER: return 'java.lang.Number'
            case Words.Kind.TEXT:
            case Words.Kind.ANCHOR: return 'java.lang.String'
            case Words.Kind.PIXELS: return 'java.lang.Integer'
            case Words.Kind.REGION:
            case Words.Kind.WALLS: return 'java.lang.Object'
            default: return 'java.util.List'
        }
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
        b << "    method name: 'point', type: 'io.hantei.geom.Vec2', params: [x: 'java.lang.Number', y: 'java.lang.Number'], doc: 'point(150, 130)'\n"
        b << "    method name: 'zones', type: 'io.hantei.dsl.Zones', params: [shapes: 'java.lang.Object[]'], doc: 'zones(door, hall): many shapes, tested through an index'\n"
        b << "    method name: 'rule', type: 'io.hantei.dsl.Rule', params: [name: 'java.lang.String', predicate: 'groovy.lang.Closure'], doc: \"rule('guard sees player') { p -> p in guard }\"\n"
        b << "    method name: 'check', type: 'void', params: [ruleName: 'java.lang.String', examples: 'groovy.lang.Closure'], namedParams: [\n"
        b << "        parameter(name: 'tags', type: 'java.util.List', doc: \"optional: words to select checks by in a build, like ['smoke']\"),\n"
        b << "    ], doc: \"check('guard sees player') { hit 150, 130; miss 100, 320 }\"\n"
        b << "    method name: 'check', type: 'void', params: [zone: 'io.hantei.geom.Shape', examples: 'groovy.lang.Closure'], doc: 'check(door) { hit 5, 5 }'\n"
        b << '}\n\n'
        b << "def checkBlocks = context(scope: closureScope())\n"
        b << 'contributor(checkBlocks) {\n'
        b << "    if (enclosingCall('check')) {\n"
        b << hitAndMiss('        ')
        b << '    }\n'
        b << '}\n'
        b.toString()
    }

    /** The two forms of {@code hit} and {@code miss} inside a check's block, one line each, indented. */
    private static String hitAndMiss(String indent) {
        StringBuilder b = new StringBuilder()
        for (String word : ['hit', 'miss']) {
            String means = word == 'hit' ? 'true' : 'false'
            b << indent << 'method name: ' << quote(word) << ", type: 'void', params: [x: 'java.lang.Number', y: 'java.lang.Number'], doc: " <<
                    quote('the rule must answer ' + means + ' for the point (x, y)') << '\n'
            b << indent << 'method name: ' << quote(word) << ", type: 'void', params: [examples: 'java.lang.Object[]'], doc: " <<
                    quote('the rule must answer ' + means + ' for each example: points written any way, or what the rule takes') << '\n'
        }
        b.toString()
    }

    /** A Groovy map literal of the arguments and their types ({@code [:]} when none). */
    private static String map(List<Words.Param> params) {
        params ? '[' + params.collect { quote(it.name) + ': ' + quote(typeOf(it.kind)) }.join(', ') + ']' : '[:]'
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
        b << "    method name: 'point', type: 'io.hantei.geom.Vec2', params: [x: 'java.lang.Number', y: 'java.lang.Number'], doc: 'point(150, 130)'\n"
        b << "    method name: 'zones', type: 'io.hantei.dsl.Zones', params: [shapes: 'java.lang.Object[]'], doc: 'zones(door, hall): many shapes, tested through an index'\n"
        b << "    method name: 'rule', type: 'io.hantei.dsl.Rule', params: [name: 'java.lang.String', predicate: 'groovy.lang.Closure'], doc: \"rule('guard sees player') { p -> p in guard }\"\n"
        b << "    method name: 'check', type: 'void', params: [ruleName: 'java.lang.String', examples: 'groovy.lang.Closure'],\n"
        b << "            optionalParams: [tags: 'java.util.List'], doc: \"check('guard sees player') { hit 150, 130; miss 100, 320 }\"\n"
        b << "    method name: 'check', type: 'void', params: [zone: 'io.hantei.geom.Shape', examples: 'groovy.lang.Closure'], doc: 'check(door) { hit 5, 5 }'\n"
        b << '}\n\n'
        b << "contribute(inClosure() & enclosingCallName('check')) {\n"
        b << "    provider = 'hantei'\n"
        b << hitAndMiss('    ')
        b << '}\n'
        b.toString()
    }
}
