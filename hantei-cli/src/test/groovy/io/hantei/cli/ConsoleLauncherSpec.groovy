package io.hantei.cli

import groovy.console.ui.Console
import io.hantei.dsl.HanteiScript
import io.hantei.geom.Fan
import io.hantei.render.Scene
import spock.lang.Requires
import spock.lang.Specification

import java.awt.GraphicsEnvironment

/** groovyConsole set up with the DSL: what `./hantei console` opens. */
class ConsoleLauncherSpec extends Specification {

    def "the console compiles its scripts as hantei scripts"() {
        when:
        Console console = ConsoleLauncher.create()

        then:
        console.config.scriptBaseClass == HanteiScript.name
        console.shell.evaluate("fan(at: [100, 100], dir: 30, range: 60, len: 200)").getClass() == Fan
    }

    def "a DSL script with rules and checks runs in the console's shell and prints its checks"() {
        given:
        def printed = new StringWriter()
        Console console = ConsoleLauncher.create(new Binding(out: new PrintWriter(printed, true)))

        when:
        def last = console.shell.evaluate('''
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
            rule('guard sees player') { p -> p in guard }
            check('guard sees player') { hit 150, 130; miss 100, 320 }
            [150, 130] in guard
        ''')

        then:
        last == true
        printed.toString().readLines() == ['ok    guard sees player: hit (150, 130)', 'ok    guard sees player: miss (100, 320)']
    }

    def "the console's starter script is a passing DSL script that ends with its scene"() {
        given:
        def printed = new StringWriter()
        Console console = ConsoleLauncher.create(new Binding(out: new PrintWriter(printed, true)))

        when:
        def last = console.shell.evaluate(ConsoleLauncher.STARTER)

        then:
        printed.toString().readLines().every { it.startsWith('ok    ') }
        printed.toString().readLines().size() == 2

        and: 'the guard, the door, the two checks and the heat map'
        last instanceof Scene
        (last as Scene).figures()*.name() == ['guard', 'door']
        (last as Scene).checks()*.passed() == [true, true]
        (last as Scene).heatMaps()*.name() == ['guard sees player']
    }

    @Requires({ !GraphicsEnvironment.headless })
    def "with a display, open() shows a groovyConsole window holding the file"() {
        given:
        File file = File.createTempFile('level', '.groovy')
        file.text = "def door = rect(at: [10, 10], size: [40, 80])\n"

        when:
        Console console = ConsoleLauncher.open(file)
        javax.swing.SwingUtilities.invokeAndWait {}
        Thread.sleep(500)
        javax.swing.SwingUtilities.invokeAndWait {}

        then:
        console.frame != null
        console.inputArea.text.contains('rect(at: [10, 10]')
        console.config.scriptBaseClass == HanteiScript.name

        cleanup:
        javax.swing.SwingUtilities.invokeAndWait { (console?.frame as java.awt.Window)?.dispose() }
        file?.delete()
    }
}
