package io.hantei.cli

import io.hantei.dsl.ScriptRunner
import spock.lang.Specification
import spock.lang.TempDir

/** hantei watch: each look runs the scripts that are new or changed, and only those, with a short result. */
class WatchSpec extends Specification {

    @TempDir
    File dir

    StringWriter out = new StringWriter()
    StringWriter err = new StringWriter()

    static final String LEVEL = '''\
        def door = rect(at: [0, 0], size: [40, 80], name: 'door')
        rule('at the door') { p -> p in door }
        check('at the door') { hit 20, 40 }
        '''.stripIndent()

    File level(String path, String text = LEVEL) {
        File f = new File(dir, path)
        f.parentFile.mkdirs()
        f.text = text
        f
    }

    WatchCommand.Watcher watcher() {
        new WatchCommand.Watcher([dir], new ScriptRunner(new StringWriter()), new PrintWriter(out, true))
    }

    def "the first look runs every script; a later one only those whose file changed or appeared"() {
        given:
        File a = level('a.groovy')
        File b = level('rooms/b.groovy')
        def w = watcher()

        expect:
        w.look()*.file == [a.path, b.path]
        w.look() == []

        when: 'b changes (a failing check now) and c appears'
        b.text = LEVEL.replace('hit 20, 40', 'hit 60, 40')
        b.lastModified = b.lastModified() + 2000
        File c = level('c.groovy')
        def ran = w.look()

        then:
        ran*.file == [c.path, b.path]
        out.toString().readLines().findAll { it.contains('b.groovy') }*.substring(9) == [
                'ok    ' + b.path + ': 1 passed, 0 failed',
                'FAIL  ' + b.path + ': 0 passed, 1 failed']
        out.toString().contains('FAIL  at the door: expected a hit at (60, 40) but it was a miss (line 3)')

        when: 'a is deleted'
        a.delete()
        w.look()

        then:
        out.toString().readLines().last().substring(9) == a.path + ': removed'
    }

    def "a script that stops is one ERROR line with its message and line"() {
        given:
        File broken = level('broken.groovy', "def g = fan(at: [0, 0], dir: 0, rnage: 90, len: 10)\n")

        when:
        watcher().look()

        then:
        out.toString().readLines()*.substring(9) == [
                'ERROR ' + broken.path + ': 0 passed, 0 failed',
                'ERROR ' + broken.path + ":1: fan: unknown argument 'rnage' — did you mean 'range'? valid: at, dir, range, len, name"]
    }

    def "the command runs, looks again for the rounds asked, and refuses what it cannot watch"() {
        given:
        level('a.groovy')

        expect:
        Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute('watch', '--interval', '50', '--rounds', '2', dir.path) == 0
        out.toString().readLines()[1] == 'watching ' + dir.path + ' (Ctrl+C stops)'
        Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute('watch', new File(dir, 'nope').path) == 2
        err.toString().trim() == 'watch: no such file or folder: ' + new File(dir, 'nope').path
    }
}
