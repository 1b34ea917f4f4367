package io.hantei.embed

import spock.lang.Requires
import spock.lang.Shared
import spock.lang.Specification
import spock.lang.TempDir
import spock.lang.Timeout

import java.nio.file.Files
import java.nio.file.Path

/**
 * An untrusted rule set (Options.untrusted): the isolated child inside bubblewrap. It answers as
 * in process; a script that got past the language sandbox (here: a trusted one) still cannot
 * read a file outside its folder, reach the network, see the host's environment or start a
 * program; and where bubblewrap is missing or cannot start, compiling is refused.
 */
@Timeout(120)
class UntrustedRuleSetSpec extends Specification {

    /**
     * Whether bubblewrap is installed and can make its namespaces here (a container without
     * user namespaces cannot): the specs that run a sandbox are skipped, not failed, where not.
     */
    static boolean bubblewrapInstalled() {
        BUBBLEWRAP_WORKS
    }

    private static final boolean BUBBLEWRAP_WORKS = probe()

    private static boolean probe() {
        try {
            Process p = new ProcessBuilder('bwrap', '--unshare-all', '--die-with-parent', '--ro-bind', '/', '/', 'true')
                    .redirectErrorStream(true).start()
            p.inputStream.text
            return p.waitFor() == 0
        } catch (IOException ignored) {
            return false
        }
    }

    @TempDir
    Path dir

    def cleanup() {
        System.clearProperty(Bubblewrap.BWRAP_PROPERTY)
    }

    @Requires({ UntrustedRuleSetSpec.bubblewrapInstalled() })
    def "it holds and answers what the script in process does"() {
        given:
        def inProcess = RuleSet.compile(RuleSetSpec.LEVEL, 'level.groovy', Options.defaults())
        def untrusted = RuleSet.compile(RuleSetSpec.LEVEL, 'level.groovy', Options.defaults().untrusted(true))
        Random random = new Random(5)
        int n = 5000
        double[] xs = (0..<n).collect { random.nextInt(400) - 20 + random.nextDouble() } as double[]
        double[] ys = (0..<n).collect { random.nextInt(400) - 20 as double } as double[]
        Hits here = inProcess.evaluateAll(xs, ys)

        expect:
        untrusted.rules() == inProcess.rules()
        untrusted.examples() == inProcess.examples()
        untrusted.shapes() == inProcess.shapes()
        untrusted.runChecks().passed()
        untrusted.evaluateAll(xs, ys).with { there -> (0..<n).every { i -> (0..<5).every { r -> there.hit(i, r) == here.hit(i, r) } } }
        here.count() > 100
        untrusted.toString() == 'RuleSet[level.groovy: 5 rules, sandboxed, isolated, untrusted]'
        Options.defaults().untrusted(true).isolated()
        Options.defaults().untrusted(true).toString().contains(', untrusted (in bubblewrap)')
        !Options.defaults().untrusted(true).isolated(false).untrusted()

        cleanup:
        untrusted?.close()
    }

    /** A trusted script (as one that got past the language sandbox) whose rules each try something and answer whether it worked. */
    static String trying(Path secret, int port) {
        """\
        boolean works(Closure c) { try { c(); true } catch (Throwable e) { false } }
        rule('reads /etc/passwd') { x, y -> works { new File('/etc/passwd').text } }
        rule('reads a file outside its folder') { x, y -> works { new File('${secret}').text } }
        rule('reads a file in its folder') { x, y -> works { new File('${secret.resolveSibling('level').resolve('map.txt')}').text } }
        rule('writes in its folder') { x, y -> works { new File('${secret.resolveSibling('level').resolve('new.txt')}').text = 'x' } }
        rule('connects to 127.0.0.1') { x, y -> works { new Socket('127.0.0.1', ${port}).close() } }
        rule('sees the PATH variable') { x, y -> System.getenv('PATH') != null }
        rule('starts a program') { x, y -> works { ['true'].execute().waitFor() } }
        rule('sees its host') { x, y -> ProcessHandle.current().parent().map { it.parent().isPresent() }.orElse(false) }
        """.stripIndent()
    }

    @Requires({ UntrustedRuleSetSpec.bubblewrapInstalled() })
    def "a script past the language sandbox can do, untrusted, none of what it can do merely isolated"() {
        given: "a secret beside the script's folder, a map inside it, a server on the host's loopback"
        Path secret = dir.resolve('secret.txt')
        Files.writeString(secret, 'the host\'s secret')
        Path level = Files.createDirectories(dir.resolve('level'))
        Files.writeString(level.resolve('map.txt'), 'a map')
        def server = new ServerSocket(0, 5, InetAddress.getByName('127.0.0.1'))
        Path script = level.resolve('escape.groovy')
        Files.writeString(script, trying(secret, server.localPort))

        when:
        def isolated = RuleSet.compile(script, Options.trusted().isolated(true))
        def untrusted = RuleSet.compile(script, Options.trusted().untrusted(true))
        Map<String, Boolean> there = untrusted.rules().collectEntries { [it, untrusted.evaluate(it, 0, 0)] }
        Map<String, Boolean> merelyIsolated = isolated.rules().collectEntries { [it, isolated.evaluate(it, 0, 0)] }

        then:
        merelyIsolated.values().every()
        there == ['reads /etc/passwd': false, 'reads a file outside its folder': false, 'reads a file in its folder': true,
                  'writes in its folder': false, 'connects to 127.0.0.1': false, 'sees the PATH variable': false,
                  'starts a program': false, 'sees its host': false]

        cleanup:
        server?.close()
        isolated?.close()
        untrusted?.close()
    }

    @Requires({ UntrustedRuleSetSpec.bubblewrapInstalled() })
    def "the child runs under the resource limits, in a PID namespace of its own"() {
        given:
        def out = new StringWriter()

        when:
        def rs = RuleSet.compile("println new File('/proc/self/limits').text\nprintln 'pid ' + ProcessHandle.current().pid()\n" +
                "rule('r') { x, y -> true }", 'limits.groovy', Options.trusted().untrusted(true).output(out))
        rs.close()
        Map<String, String> limits = out.toString().readLines().findAll { it.startsWith('Max ') }
                .collectEntries { [it.substring(0, 26).trim(), it.substring(26).trim().split(/\s+/)[0]] }

        then:
        limits['Max open files'] == Bubblewrap.OPEN_FILES as String
        limits['Max processes'] == Bubblewrap.PROCESSES as String
        limits['Max file size'] == Bubblewrap.FILE_BYTES as String
        limits['Max cpu time'] == Bubblewrap.CPU_SECONDS as String
        limits['Max core file size'] == '0'
        (out.toString().readLines().find { it.startsWith('pid ') }.substring(4) as int) < 10
    }

    def "the sandbox's arguments: every namespace, read-only binds only, a private /tmp, no environment"() {
        when:
        List<String> c = Bubblewrap.command('level.groovy', ['java', '-version'], '/opt/app/hantei.jar', dir.toString())
        String joined = c.join(' ')

        then:
        c[0].endsWith('prlimit')
        c.containsAll(['--nofile=1024', '--nproc=1024', '--core=0'])
        c[c.indexOf('--') + 1].endsWith('bwrap')
        c.containsAll(['--unshare-all', '--die-with-parent', '--new-session', '--clearenv'])
        joined.contains("--ro-bind ${dir} ${dir}")
        joined.contains("--ro-bind ${System.getProperty('java.home')} ${System.getProperty('java.home')}")
        joined.contains('--tmpfs /tmp')
        !c.any { it in ['--bind', '--dev-bind', '--share-net', '--bind-try', '--dev-bind-try'] }
        !joined.contains('/opt/app')   // a class path entry that is not there is not bound
        c.subList(c.size() - 2, c.size()) == ['java', '-version']
    }

    def "where bubblewrap is missing, compiling is refused, never run with less"() {
        given:
        System.setProperty(Bubblewrap.BWRAP_PROPERTY, '/nonexistent/bwrap')

        when:
        RuleSet.compile("rule('r') { x, y -> true }", 'level.groovy', Options.defaults().untrusted(true))

        then:
        def e = thrown(CompileException)
        e.problem().toString() == 'level.groovy: untrusted: the sandbox needs bubblewrap (bwrap), but the system property ' +
                'hantei.bwrap names /nonexistent/bwrap, which is not a program'
    }

    def "where bubblewrap cannot start its sandbox, compiling is refused with what it said"() {
        given: "a bwrap that fails as one does without user namespaces"
        Path fake = dir.resolve('bwrap')
        Files.writeString(fake, '#!/bin/sh\necho "bwrap: No permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces." >&2\nexit 1\n')
        fake.toFile().setExecutable(true)
        System.setProperty(Bubblewrap.BWRAP_PROPERTY, fake.toString())

        when:
        RuleSet.compile("rule('r') { x, y -> true }", 'level.groovy', Options.defaults().untrusted(true))

        then:
        def e = thrown(CompileException)
        e.problem().toString() == 'level.groovy: untrusted: bubblewrap (bwrap) could not start the sandbox: bwrap: No ' +
                'permissions to creating new namespace, likely because the kernel does not allow non-privileged user namespaces.'
    }

    def "where bubblewrap's words are lost with its child, the host asks bwrap again and the refusal still says why"() {
        given: "a bwrap that ends at once in silence, and speaks only when tried alone (--ro-bind / / -- true)"
        Path fake = dir.resolve('bwrap')
        Files.writeString(fake, '#!/bin/sh\ncase "$*" in *"--ro-bind / / -- true"*) echo "bwrap: setting up uid map: Permission denied" >&2;; esac\nexit 1\n')
        fake.toFile().setExecutable(true)
        System.setProperty(Bubblewrap.BWRAP_PROPERTY, fake.toString())

        when:
        RuleSet.compile("rule('r') { x, y -> true }", 'level.groovy', Options.defaults().untrusted(true))

        then:
        def e = thrown(CompileException)
        e.problem().toString() == 'level.groovy: untrusted: bubblewrap (bwrap) could not start the sandbox: ' +
                'bwrap: setting up uid map: Permission denied'
    }
}
