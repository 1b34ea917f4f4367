package io.hantei.cli

import groovy.transform.CompileStatic
import io.hantei.dsl.Words
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Spec

import java.util.concurrent.Callable

/**
 * {@code hantei words}: every word of the DSL with its arguments, one line each, and the
 * methods of the shapes; printed from {@link Words}, the table the argument checks, the
 * unknown-word messages and the IDE files are made from, so it cannot drift from them.
 */
@CompileStatic
@Command(name = 'words', mixinStandardHelpOptions = true,
        description = ['Lists every word a hantei script may write, with its arguments (required, then [optional]),',
                'the words of a check\'s block, and the methods of each kind of shape.', ''])
class WordsCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        Words.listing().each { out.println(it) }
        out.flush()
        Main.OK
    }
}
