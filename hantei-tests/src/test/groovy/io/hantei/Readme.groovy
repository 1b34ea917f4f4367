package io.hantei

import groovy.io.FileType
import io.hantei.cli.Main

import javax.tools.ToolProvider
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths
import java.util.regex.Pattern

/**
 * The documentation pages as the specs read them, in one place: README.md and every {@code .md}
 * under {@code docs/} at any depth, their sections, their fenced blocks, javac for their Java,
 * and their terminal sessions. Every spec that holds a page to the code uses this, so that a
 * snippet is found, compiled and run one way (ReadmeSnippetsSpec checks that every Groovy and
 * Java snippet of every page is compiled or run).
 * <p>
 * The pages are found from the repository's root, not from the working directory (a module's
 * tests run in the module's folder): the system property {@code hantei.root} when it is set,
 * else the nearest folder, from the working directory up, that holds {@code mvnw}.
 * <p>
 * Which blocks run is decided by the fence's language, on every page alike:
 * <ul>
 *   <li>{@code groovy}: compiled as a hantei script (ReadmeSnippetsSpec); the spec of its page
 *       runs it;</li>
 *   <li>{@code java}: compiled with javac (ReadmeSnippetsSpec) and run line by line in JShell,
 *       each value its comments state checked (ReadmeJavaSpec); {@code java Name.java}, a file
 *       to copy, is compiled and checked by the spec of its page;</li>
 *   <li>{@code gradle}: parsed as Groovy;</li>
 *   <li>{@code text} that shows a session, {@code $ cat} its files and then {@code $ ./hantei
 *       ...}: run, and what it prints compared (ReadmeSnippetsSpec); other sessions by the spec
 *       of their page (EvalTelemetrySpec, ReadmeSparkSpec, ReadmeSpec, ReadmeMistakesSpec);</li>
 *   <li>{@code sh} right after a picture ({@code ![...](x.png)}): the command that draws the
 *       picture, run and its drawing compared with the picture (ReadmeSpec);</li>
 *   <li>{@code xml}: read by the spec of its page (ReadmeLevelsSpec).</li>
 * </ul>
 * A block with no language ({@code ```}), any other language, {@code sh} that follows no
 * picture and {@code text} that is not such a session is only read, never run: the commands of
 * docs/mutation.md, docs/fuzzing.md and docs/benchmarks.md (hours of work each) and the tables
 * and diagrams of docs/geometry.md are written so. A page's block that must not run is marked
 * the same way.
 */
final class Readme {

    /** The repository's root folder: {@code hantei.root}, else the nearest folder up from the working directory that holds {@code mvnw}. */
    static final File ROOT = root(System.getProperty('hantei.root'), new File(System.getProperty('user.dir')))

    /** Every page by its path from the root ({@code /} between folders): README.md first, then the pages under docs/ in the order of their paths. */
    static final Map<String, String> PAGES = pages()

    /** The README's text. */
    static final String TEXT = page('README.md')

    private Readme() {
    }

    /** The root: {@code given} when set, else the nearest folder holding {@code mvnw} from {@code from} up. */
    static File root(String given, File from) {
        if (given) {
            File root = new File(given).absoluteFile
            assert new File(root, 'README.md').isFile(): "hantei.root=$given is not the repository's root: it has no README.md"
            return root
        }
        for (File dir = from.absoluteFile; dir != null; dir = dir.parentFile) {
            if (new File(dir, 'mvnw').isFile()) {
                return dir
            }
        }
        throw new IllegalStateException("no folder from $from up holds mvnw: give the repository's root as -Dhantei.root=...")
    }

    private static Map<String, String> pages() {
        Map<String, String> pages = ['README.md': file('README.md').getText('UTF-8')]
        List<String> docs = []
        file('docs').eachFileRecurse(FileType.FILES) { File f ->
            if (f.name.endsWith('.md')) {
                docs << ROOT.toPath().relativize(f.toPath()).toString().replace(File.separatorChar, '/' as char)
            }
        }
        docs.sort().each { pages[it] = file(it).getText('UTF-8') }
        pages
    }

    /** A file or folder of the repository, by its path from the root. */
    static File file(String path) {
        new File(ROOT, path)
    }

    /** The text of a page, by its path from the root ({@code docs/eval.md}). */
    static String page(String path) {
        assert PAGES.containsKey(path): "there is no page $path; the pages: ${PAGES.keySet()}"
        PAGES[path]
    }

    /** The DSL tour: the README's Groovy block, which several pages run as their level.groovy. */
    static String tour() {
        blocks('groovy', TEXT)[0]
    }

    /**
     * The text under the heading {@code title} of the page {@code path} (any level, written
     * exactly), up to the next heading of the same level or above.
     */
    static String section(String path, String title) {
        String text = page(path)
        def m = text =~ /(?m)^(#{1,4}) ${Pattern.quote(title)}\n/
        assert m.find(): "$path has a section '$title'"
        int level = m.group(1).length()
        String rest = text.substring(m.end())
        def next = rest =~ /(?m)^#{1,${level}} /
        next.find() ? rest.substring(0, next.start()) : rest
    }

    /**
     * The fenced blocks of {@code lang} in {@code text}, in order; a fence may name a file after
     * the language ({@code ```java LevelsTest.java}), and may be indented in a list item (its
     * lines lose that indent).
     */
    static List<String> blocks(String lang, String text) {
        (text =~ /(?ms)^( *)```${Pattern.quote(lang)}(?:[ \t][^\n]*)?\n(.*?)^\1```/).collect {
            unindent(((List<String>) it)[2], ((List<String>) it)[1])
        }
    }

    private static String unindent(String block, String indent) {
        indent ? block.readLines().collect { it.startsWith(indent) ? it.substring(indent.length()) : it }.join('\n') + '\n' : block
    }

    /** Every fenced block of every page: [language, the rest of its fence line, its text, the heading above it, the page]. */
    static List<List<String>> allBlocks() {
        PAGES.keySet().collectMany { allBlocks(it) }
    }

    /** Every fenced block of the page {@code path}: [language, the rest of its fence line, its text, the heading above it, the page]. */
    static List<List<String>> allBlocks(String path) {
        List<List<String>> found = []
        String heading = ''
        def m = page(path) =~ /(?ms)^(#{1,4}) ([^\n]*)\n|^( *)```(\w*)([^\n]*)\n(.*?)^\3```/
        while (m.find()) {
            if (m.group(1) != null) {
                heading = m.group(2)
            } else {
                found << [m.group(4), m.group(5).trim(), unindent(m.group(6), m.group(3)), heading, path]
            }
        }
        found
    }

    /**
     * Each picture of every page followed by the sh block that draws it: [the picture's path
     * from the root, the command, the page]. A page names its picture relative to itself
     * ({@code stealth_level.png} in docs/, {@code docs/guard_vision.png} in the README); the
     * command names it from the root, where it is run.
     */
    static List<List<String>> pictures() {
        PAGES.collectMany { String path, String text ->
            (text =~ /(?s)!\[[^\]]*\]\(([\w.\/-]+\.png)\)\s*```sh\n(.*?)\n```/).collect {
                String picture = Paths.get(path).resolveSibling((String) it[1]).normalize().toString().replace(File.separatorChar, '/' as char)
                [picture, it[2] as String, path]
            }
        }
    }

    /**
     * A snippet's code with each quoted path that names a file of the repository from its root
     * ({@code "dsl-examples/guard_vision.groovy"}), and not from the working directory
     * {@code from}, written as that file's absolute path: so a snippet that a user runs from the
     * root runs in a spec whatever its working directory. The same code where the working
     * directory is the root.
     */
    static String rooted(String code, File from = new File(System.getProperty('user.dir'))) {
        code.replaceAll(/(["'])([\w.-]+(?:\/[\w.-]+)+)\1/) { List<String> m ->
            File inRoot = file(m[2])
            inRoot.exists() && !new File(from, m[2]).exists() ? m[1] + inRoot.absolutePath.replace(File.separatorChar, '/' as char) + m[1] : m[0]
        }
    }

    /** An argument of a command a page shows: a path from the root, as {@link #rooted} writes it; anything else as it is. */
    static String rootedArgument(String arg) {
        File inRoot = file(arg)
        arg.contains('/') && inRoot.exists() && !new File(arg).exists() ? inRoot.absolutePath : arg
    }

    /** What javac said and what a page's Java block gave: each value its commented lines gave, and the comments. */
    static final class JavaRun {
        int javac
        String diagnostics
        List<Object> values
        List<String> expected
    }

    /**
     * Compiles a page's Java block with javac as plain Java and runs it: its imports stay
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

    /** A terminal session of a page: the files it shows with {@code $ cat}, the command, and what it printed. */
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
     * {@code dir}'s path taken out again, as the page shows it.
     */
    static List<Object> run(Session s, File dir) {
        s.files.each { String name, String text -> new File(dir, name).text = text }
        List<String> args = s.command.drop(1).collect { s.files.containsKey(it) ? new File(dir, it).path : it }
        def out = new StringWriter()
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true)).execute(args as String[])
        [code, out.toString().replace(dir.path + File.separator, '').readLines()]
    }
}
