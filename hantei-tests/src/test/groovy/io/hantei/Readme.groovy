package io.hantei

import io.hantei.cli.Main

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path
import java.util.regex.Pattern

/**
 * The README as the specs read it, in one place: its sections, its fenced blocks, javac for its
 * Java, and its terminal sessions. Every spec that holds the README to the code uses this, so
 * that a snippet is found, compiled and run one way (ReadmeSnippetsSpec checks that every
 * Groovy and Java snippet is compiled or run).
 */
final class Readme {

    static final String TEXT = new File('README.md').getText('UTF-8')

    private Readme() {
    }

    /**
     * The text under the heading {@code title} (any level, written exactly), up to the next
     * heading of the same level or above.
     */
    static String section(String title) {
        def m = TEXT =~ /(?m)^(#{2,4}) ${Pattern.quote(title)}\n/
        assert m.find(): "README.md has a section '$title'"
        int level = m.group(1).length()
        String rest = TEXT.substring(m.end())
        def next = rest =~ /(?m)^#{2,${level}} /
        next.find() ? rest.substring(0, next.start()) : rest
    }

    /**
     * The fenced blocks of {@code lang} in {@code text}, in order; a fence may name a file after
     * the language ({@code ```java LevelsTest.java}), and may be indented in a list item (its
     * lines lose that indent).
     */
    static List<String> blocks(String lang, String text = TEXT) {
        (text =~ /(?ms)^( *)```${Pattern.quote(lang)}(?:[ \t][^\n]*)?\n(.*?)^\1```/).collect {
            unindent(((List<String>) it)[2], ((List<String>) it)[1])
        }
    }

    private static String unindent(String block, String indent) {
        indent ? block.readLines().collect { it.startsWith(indent) ? it.substring(indent.length()) : it }.join('\n') + '\n' : block
    }

    /** Every fenced block of the README: [language, the rest of its fence line, its text, the heading above it]. */
    static List<List<String>> allBlocks() {
        List<List<String>> found = []
        String heading = ''
        def m = TEXT =~ /(?ms)^(#{1,4}) ([^\n]*)\n|^( *)```(\w*)([^\n]*)\n(.*?)^\3```/
        while (m.find()) {
            if (m.group(1) != null) {
                heading = m.group(2)
            } else {
                found << [m.group(4), m.group(5).trim(), unindent(m.group(6), m.group(3)), heading]
            }
        }
        found
    }

    /** What javac said and what a README Java block gave: each value its commented lines gave, and the comments. */
    static final class JavaRun {
        int javac
        String diagnostics
        List<Object> values
        List<String> expected
    }

    /**
     * Compiles a README Java block with javac as plain Java and runs it: its imports stay
     * imports, its other lines become the body of a method, and each line with a comment
     * ({@code level.rules(); // [guard sees player]}) adds its value to the values returned,
     * next to the comment's text. A block whose fence names a file ({@code fileName}) is that
     * file, compiled as it is and not run. With {@code run} false the comments are only
     * comments and nothing runs: for blocks whose comments are not all values.
     */
    static JavaRun javac(String block, Path dir, String className, String fileName = null, boolean run = true) {
        List<String> expected = []
        Path file
        if (fileName != null) {
            file = dir.resolve(fileName)
            Files.writeString(file, block)
        } else {
            List<String> lines = block.readLines()
            List<String> imports = lines.findAll { it.startsWith('import ') }
            List<String> body = lines.findAll { it.trim() && !it.startsWith('import ') }.collect { String line ->
                String code = line.replaceFirst(/\s*\/\/.*$/, '').trim()
                def comment = line =~ /\/\/\s*(.*)$/
                if (run && comment.find()) {
                    expected << comment.group(1).trim()
                    return 'values.add(' + code.replaceFirst(/;$/, '') + ');'
                }
                code
            }
            file = dir.resolve(className + '.java')
            Files.writeString(file, imports.join('\n') + '\nimport java.util.*;\npublic class ' + className + ' {\n' +
                    '    public static List<Object> run() throws Exception {\n        List<Object> values = new ArrayList<>();\n        ' +
                    body.join('\n        ') + '\n        return values;\n    }\n}\n')
        }
        def diagnostics = new ByteArrayOutputStream()
        int code = ToolProvider.systemJavaCompiler.run(null, null, diagnostics, '-classpath',
                System.getProperty('java.class.path'), '-d', dir.toString(), file.toString())
        List<Object> values = []
        if (code == 0 && fileName == null && run) {
            def loader = new URLClassLoader([dir.toUri().toURL()] as URL[], Readme.classLoader)
            values = loader.loadClass(className).getMethod('run').invoke(null) as List<Object>
        }
        new JavaRun(javac: code, diagnostics: diagnostics.toString(), values: values, expected: expected)
    }

    /** A terminal session of the README: the files it shows with {@code $ cat}, the command, and what it printed. */
    static final class Session {
        Map<String, String> files = [:]
        List<String> command
        List<String> shown
    }

    /**
     * Reads a ```text block that shows a session: {@code $ cat level.groovy} and the file's
     * lines, then {@code $ ./hantei ...} and what it printed. Null for a block that is not one.
     */
    static Session session(String block) {
        List<String> lines = block.readLines()
        if (!lines || !lines[0].startsWith('$ ')) {
            return null
        }
        Session s = new Session()
        String file = null
        StringBuilder text = null
        for (int i = 0; i < lines.size(); i++) {
            String line = lines[i]
            if (line.startsWith('$ cat ')) {
                file = line.substring(6).trim()
                text = new StringBuilder()
                s.files.put(file, '')
            } else if (line.startsWith('$ ./hantei ')) {
                s.command = line.substring(2).trim().split(/\s+/) as List<String>
                s.shown = lines.subList(i + 1, lines.size())
                break
            } else if (file != null) {
                text.append(line).append('\n')
                s.files.put(file, text.toString())
            }
        }
        s.command == null ? null : s
    }

    /**
     * Runs a session in {@code dir}: writes its files there and runs its command in process, the
     * file names given relative to {@code dir}. Gives the exit code and the output, with
     * {@code dir}'s path taken out again, as the README shows it.
     */
    static List<Object> run(Session s, File dir) {
        s.files.each { String name, String text -> new File(dir, name).text = text }
        List<String> args = s.command.drop(1).collect { s.files.containsKey(it) ? new File(dir, it).path : it }
        def out = new StringWriter()
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute(args as String[])
        [code, out.toString().replace(dir.path + File.separator, '').readLines()]
    }
}
