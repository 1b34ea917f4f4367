package io.hantei.cli

import groovy.console.ui.Console
import io.hantei.dsl.Hantei
import io.hantei.dsl.ScriptCompiler
import io.hantei.dsl.HanteiScript
import org.codehaus.groovy.control.CompilerConfiguration

import javax.swing.SwingUtilities
import javax.swing.UIManager

/**
 * groovyConsole set up for the DSL: the same compiler configuration as every hantei script
 * ({@link ScriptCompiler}), so what works in the console works in {@code ./hantei run}.
 */
class ConsoleLauncher {

    /** What the console shows when no file is given. */
    static final String STARTER = '''\
// hantei: shapes, rules and checks. Run with Ctrl+R (Cmd+R on a Mac).
// y grows down; angles are degrees, clockwise on screen; every shape includes its edge.

def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
def door = rect(at: [10, 10], size: [40, 80], name: 'door')

rule('guard sees player') { p -> p in guard }

check('guard sees player') {
    hit 150, 130
    miss 100, 320
}

heatMap 'guard sees player', step: 4      // paints where the rule holds

scene()   // the last value is shown below: a scene (or a shape) as a picture
'''

    private ConsoleLauncher() {
    }

    /**
     * A console (no window yet) whose scripts compile as hantei scripts and whose last value,
     * when it is a scene or a shape, is shown as a picture ({@link ConsolePictures}).
     */
    static Console create(Binding binding = new Binding()) {
        CompilerConfiguration config = ScriptCompiler.TRUSTED.configuration(new CompilerConfiguration(System.properties))
        Console console = new Console(ConsoleLauncher.classLoader, binding, config)
        ConsolePictures.install(console)
        console
    }

    /** Opens the console window, with {@code file} loaded or a short example. */
    static Console open(File file) {
        UIManager.setLookAndFeel(UIManager.systemLookAndFeelClassName)
        Console console = create()
        console.useScriptClassLoaderForScriptExecution = true
        console.run()
        if (file != null) {
            console.loadScriptFile(file)
        } else {
            SwingUtilities.invokeLater {
                console.inputArea.text = STARTER
                console.inputArea.caretPosition = 0
            }
        }
        console
    }

    /** Sets a console up without a window and runs a probe through its shell; says what it found. */
    static String dryRun(File file) {
        Console console = create()
        Object probe = console.shell.evaluate("fan(at: [0, 0], dir: 0, range: 90, len: 10, name: 'probe')", 'Probe.groovy')
        String base = console.config.scriptBaseClass
        if (base != HanteiScript.name) {
            throw new IllegalStateException('the console is not set up for hantei: script base class ' + base)
        }
        java.awt.image.BufferedImage picture = ConsolePictures.image(probe)
        ['groovyConsole would open' + (file != null ? ' with ' + file.path : ' with a short example') + '.',
         'scripts: base class ' + base + ', import static ' + Hantei.name + '.*, import io.hantei.geom.*',
         'a probe script made: ' + probe,
         'results shown as pictures: ' + console.visualizeScriptResults + ' (the probe as ' + picture.width + ' x ' +
                 picture.height + ' px)'].join('\n')
    }
}
