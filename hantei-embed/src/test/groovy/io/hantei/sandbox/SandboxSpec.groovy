package io.hantei.sandbox

import io.hantei.embed.CompileException
import io.hantei.embed.EvaluationException
import io.hantei.embed.HanteiException
import io.hantei.embed.Options
import io.hantei.embed.Problem
import io.hantei.embed.RuleSet
import spock.lang.Specification
import spock.lang.Timeout
import spock.util.concurrent.PollingConditions

import java.nio.file.Files
import java.nio.file.Path
import java.time.Duration

import static io.hantei.embed.Problem.Kind.ERROR
import static io.hantei.embed.Problem.Kind.MEMORY_LIMIT
import static io.hantei.embed.Problem.Kind.REFUSED
import static io.hantei.embed.Problem.Kind.TIME_LIMIT

/**
 * The sandbox against scripts written to do harm (src/test/resources/hostile): each is refused
 * with what was refused and where, and the host goes on working afterwards.
 */
class SandboxSpec extends Specification {

    static final Options OPTIONS = Options.defaults().compileTimeout(Duration.ofSeconds(3))
            .evalTimeout(Duration.ofMillis(300)).allocationLimit(64L << 20)

    /**
     * The limits where the time a script takes is not what is tested: the comparison in a JVM of
     * its own (the child compiles its script on a cold JVM, loading Groovy's compiler, which on a
     * loaded machine took more than {@link #OPTIONS}' 3 s: JDK 25, a load average of 14) and the
     * work measured harmless; 10 s to compile and run the script's top level.
     */
    static final Options ALIKE = OPTIONS.compileTimeout(Duration.ofSeconds(10))

    static Path hostile(String name) {
        Path.of(SandboxSpec.getResource('/hostile/' + name).toURI())
    }

    /** Compiles the script and, if that works, evaluates its rule 'hostile'; the problem it gave. */
    static Map<String, Object> attack(String file, Options options = OPTIONS) {
        RuleSet rs = null
        try {
            rs = RuleSet.compile(hostile(file), options)
            rs.evaluate('hostile', 1, 2)
            return [stage: 'none']
        } catch (CompileException e) {
            return [stage: 'compile', problems: e.problems()]
        } catch (EvaluationException e) {
            return [stage: 'eval', problems: e.problems()]
        } finally {
            rs?.close()
        }
    }

    /** Every script of the corpus. */
    static List<String> corpus() {
        new File(SandboxSpec.getResource('/hostile').toURI()).list().findAll { it.endsWith('.groovy') }.sort()
    }

    static long usedHeap() {
        3.times { System.gc() }
        Runtime.runtime.totalMemory() - Runtime.runtime.freeMemory()
    }

    /** Live threads but the JDK's process reapers (one per process started; idle ones end by themselves). */
    static Set<String> threads() {
        Thread.allStackTraces.keySet().findAll { it.alive && !it.name.startsWith('process reaper') }
                .collect { it.name + '#' + it.id } as Set
    }

    /** What a host does after the attack: compile a level and evaluate it. */
    static boolean hostStillWorks() {
        def rs = RuleSet.compile("def zone = circle(at: [0, 0], r: 5)\nrule('in') { p -> p in zone }\n" +
                "rule('far') { x, y -> Math.hypot(x, y) > 100 }", Options.defaults())
        rs.evaluateAll(3, 4) == ['in'] && rs.evaluateAll(300, 400) == ['far'] && '  x '.trim() == 'x' &&
                !(String.metaClass instanceof ExpandoMetaClass)
    }

    @Timeout(30)
    def "#file is refused when it #stage: #message"() {
        when:
        def result = attack(file)

        then:
        result.stage == stage
        List<Problem> problems = result.problems
        problems[0].kind() == kind
        problems[0].file() == file
        problems[0].line() == line
        problems[0].message() == message

        and: "the host goes on working"
        hostStillWorks()
        !Files.exists(Path.of(System.getProperty('java.io.tmpdir'), 'hantei-hostile-was-here.txt'))
        !Files.exists(Path.of('/tmp/hantei-hostile-picture.png'))

        where:
        file                              | stage     | kind         | line || message
        'process.groovy'                  | 'compile' | REFUSED      | 2    || 'refused: execute() is not allowed in a sandboxed script (it reaches the host process)'
        'process_builder.groovy'          | 'compile' | REFUSED      | 2    || 'refused: java.lang.ProcessBuilder is not allowed in a sandboxed script'
        'file_read.groovy'                | 'compile' | REFUSED      | 2    || 'refused: java.io.File is not allowed in a sandboxed script'
        'file_write.groovy'               | 'compile' | REFUSED      | 2    || 'refused: import java.nio.file.*: only io.hantei.geom.*, java.util.*, java.math.*, java.lang.* may be imported with a star in a sandboxed script'
        'socket.groovy'                   | 'compile' | REFUSED      | 2    || 'refused: java.net.Socket is not allowed in a sandboxed script'
        'url.groovy'                      | 'compile' | REFUSED      | 2    || 'refused: toURL() is not allowed in a sandboxed script (it reaches files or the network)'
        'reflection.groovy'               | 'compile' | REFUSED      | 2    || 'refused: getMethod() is not allowed in a sandboxed script (reflection and class loading)'
        'reflection_static_fallback.groovy' | 'compile' | REFUSED    | 2    || 'refused: Math.getName is not a static method of java.lang.Math, and only those are allowed on a class in a sandboxed script'
        'class_by_subscript.groovy'       | 'compile' | REFUSED      | 3    || "refused: a['class'] on java.lang.String reads a property by a computed name, which is not allowed in a sandboxed script (only maps take text keys)"
        'class_value.groovy'              | 'eval'    | REFUSED      | 3    || "rule 'hostile' at (1.0, 2.0): refused: calls on java.lang.Class are not allowed in a sandboxed script"
        'exit.groovy'                     | 'compile' | REFUSED      | 2    || 'refused: exit() is not allowed in a sandboxed script (it reaches the host process)'
        'halt.groovy'                     | 'compile' | REFUSED      | 2    || 'refused: halt() is not allowed in a sandboxed script (it reaches the host process)'
        'grab.groovy'                     | 'compile' | REFUSED      | 2    || 'refused: the annotation @Grab is not allowed in a sandboxed script (@Grab would download and load code)'
        'asttest.groovy'                  | 'compile' | REFUSED      | 2    || 'refused: the annotation @groovy.transform.ASTTest is not allowed in a sandboxed script (only @Field is)'
        'endless_loop.groovy'             | 'compile' | TIME_LIMIT   | 2    || 'time limit: ran longer than 3 s'
        'endless_rule.groovy'             | 'eval'    | TIME_LIMIT   | 3    || "rule 'hostile' at (1.0, 2.0): time limit: ran longer than 300 ms"
        'recursion.groovy'                | 'compile' | ERROR        | 3    || 'the script recursed too deep (StackOverflowError)'
        'huge_array.groovy'               | 'compile' | REFUSED      | 2    || 'refused: arrays (new byte[...]) are not allowed in a sandboxed script: use a list, [1, 2, 3]'
        'huge_string.groovy'              | 'compile' | REFUSED      | 2    || 'refused: text of 1 characters * 2147483647 would make 2147483647 characters, more than the 1000000 one operator may make in a sandboxed script'
        'growing_list.groovy'             | 'compile' | MEMORY_LIMIT | 3    || 'memory limit: allocated more than 64 MiB'
        'huge_range.groovy'               | 'compile' | REFUSED      | 2    || 'refused: the range 1..2147483647 has more than 1000000 elements, the most a range may have in a sandboxed script'
        'center_width.groovy'             | 'compile' | MEMORY_LIMIT | 2    || "memory limit: 'x'.center(2147483639) would need 4 GiB; the budget is 64 MiB"
        'center_in_rule.groovy'           | 'eval'    | MEMORY_LIMIT | 3    || "rule 'hostile' at (1.0, 2.0): memory limit: 'a'.center(2147483639) would need 4 GiB; the budget is 64 MiB"
        'format_width.groovy'             | 'compile' | MEMORY_LIMIT | 2    || "memory limit: String.format('%2000000000d', 1) would need 3.7 GiB; the budget is 64 MiB"
        'sprintf_width.groovy'            | 'eval'    | MEMORY_LIMIT | 3    || "rule 'hostile' at (1.0, 2.0): memory limit: sprintf('%2000000000d', 1) would need 3.7 GiB; the budget is 64 MiB"
        'ncopies_join.groovy'             | 'compile' | REFUSED      | 2    || 'refused: nCopies() is not allowed in a sandboxed script (it can make a huge value in one call: write it with * or a loop)'
        'bitset_capacity.groovy'          | 'compile' | REFUSED      | 2    || 'refused: java.util.BitSet is not allowed in a sandboxed script'
        'list_capacity.groovy'            | 'compile' | MEMORY_LIMIT | 2    || 'memory limit: new ArrayList(2147483647) would need 16 GiB; the budget is 64 MiB'
        'builder_capacity.groovy'         | 'compile' | MEMORY_LIMIT | 2    || 'memory limit: new StringBuilder(2147483639) would need 4 GiB; the budget is 64 MiB'
        'list_far_index.groovy'           | 'compile' | MEMORY_LIMIT | 3    || 'memory limit: a[2147483639] = ... on a list of 0 would need 16 GiB; the budget is 64 MiB'
        'big_join.groovy'                 | 'compile' | MEMORY_LIMIT | 5    || "memory limit: join(',') on a list of 1000 would need 1.9 GiB; the budget is 64 MiB"
        'builder_length.groovy'           | 'compile' | MEMORY_LIMIT | 3    || 'memory limit: setLength(2147483639) on a StringBuilder of 0 characters would need 4 GiB; the budget is 64 MiB'
        'huge_power.groovy'               | 'compile' | REFUSED      | 2    || 'refused: 10 ** 10000000 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'metaclass.groovy'                | 'compile' | REFUSED      | 2    || ".metaClass is not allowed in a sandboxed script (it changes or bypasses how Groovy calls methods); for a map's key write m['metaClass']".with { 'refused: ' + it }
        'metaclass_by_subscript.groovy'   | 'compile' | REFUSED      | 3    || "refused: a['metaClass'] on metaclass_by_subscript reads a property by a computed name, which is not allowed in a sandboxed script (only maps take text keys)"
        'thread.groovy'                   | 'compile' | REFUSED      | 2    || 'refused: java.lang.Thread is not allowed in a sandboxed script'
        'sleep.groovy'                    | 'compile' | REFUSED      | 2    || 'refused: sleep() is not allowed in a sandboxed script (it blocks the thread)'
        'evaluate.groovy'                 | 'compile' | REFUSED      | 2    || "refused: evaluate() is not allowed in a sandboxed script (it reaches past the script's own values (its binding, closures' owners, more code))"
        'read_binding.groovy'             | 'compile' | REFUSED      | 2    || "refused: .binding is not allowed in a sandboxed script (it reaches past the script's own values (its binding, closures' owners, more code)); for a map's key write m['binding']"
        'class_declaration.groovy'        | 'compile' | REFUSED      | 2    || "refused: declaring a class (Evil) is not allowed in a sandboxed script: use closures, maps and the script's own methods"
        'catch_throwable.groovy'          | 'compile' | REFUSED      | 4    || 'refused: catch (Throwable) is not allowed in a sandboxed script: catch Exception or one of its kinds (the sandbox stops a script with an Error, which a script may not catch)'
        'computed_method_name.groovy'     | 'compile' | REFUSED      | 3    || 'refused: a method name computed at run time (x."$name"()) is not allowed in a sandboxed script'
        'invoke_method.groovy'            | 'compile' | REFUSED      | 2    || 'refused: invokeMethod() is not allowed in a sandboxed script (it changes or bypasses how Groovy calls methods)'
        'static_import.groovy'            | 'compile' | REFUSED      | 2    || 'refused: import static java.lang.System.exit: java.lang.System is not allowed in a sandboxed script'
        'closure_delegate.groovy'         | 'compile' | REFUSED      | 3    || "refused: .delegate is not allowed in a sandboxed script (it reaches past the script's own values (its binding, closures' owners, more code)); for a map's key write m['delegate']"
        'print_to_stdout.groovy'          | 'compile' | REFUSED      | 2    || "refused: println() on an object prints to the host's standard output, which is not allowed in a sandboxed script: call println(...) on its own"
        'render_file.groovy'              | 'compile' | REFUSED      | 3    || 'refused: render() is not allowed in a sandboxed script (it writes a file: pictures are for ./hantei run --png)'
        'script_class.groovy'             | 'compile' | REFUSED      | 2    || 'refused: script_class.getResource is not a static method declared by the script, and only those are allowed on its class in a sandboxed script'
        // issue 23: numbers of more than 100000 digits, and text or lists made of other values in one step
        'number_literal.groovy'           | 'compile' | REFUSED      | 2    || 'refused: the number 1E+999999999 has more than 100000 digits, which is not allowed in a sandboxed script'
        'number_from_text.groovy'         | 'compile' | REFUSED      | 2    || "refused: new BigDecimal('1e-999999999') would make a number of more than 100000 digits, which is not allowed in a sandboxed script"
        'number_value_of.groovy'          | 'compile' | REFUSED      | 2    || 'refused: BigDecimal.valueOf(1, -600000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_cast.groovy'              | 'compile' | REFUSED      | 2    || "refused: '1e-999999999' as BigDecimal would make a number of more than 100000 digits, which is not allowed in a sandboxed script"
        'number_set_scale.groovy'         | 'compile' | REFUSED      | 2    || 'refused: 1.0.setScale(100000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_round.groovy'             | 'compile' | REFUSED      | 2    || 'refused: 1.0.round(100000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_move_point.groovy'        | 'compile' | REFUSED      | 2    || 'refused: 1.0.movePointRight(100000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_pow.groovy'               | 'compile' | REFUSED      | 2    || 'refused: 3.pow(100000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_power_method.groovy'      | 'compile' | REFUSED      | 2    || 'refused: 10.power(10000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_power_small_base.groovy'  | 'compile' | REFUSED      | 2    || 'refused: 0.3 ** 999999999 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_shift.groovy'             | 'compile' | REFUSED      | 2    || 'refused: 1 << 2000000000 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_shift_left.groovy'        | 'compile' | REFUSED      | 2    || 'refused: 1.shiftLeft(2147483647) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_set_bit.groovy'           | 'compile' | REFUSED      | 2    || 'refused: 0.setBit(2000000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_two_pow.groovy'           | 'compile' | REFUSED      | 2    || 'refused: 2.pow(2000000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_random_bits.groovy'       | 'compile' | REFUSED      | 2    || 'refused: new BigInteger(2000000000, java.util.Random) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_precision.groovy'         | 'compile' | REFUSED      | 2    || 'refused: new MathContext(100000000) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_divide_scale.groovy'      | 'compile' | REFUSED      | 2    || 'refused: 1.0.divide(3.0, 100000000, HALF_UP) would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_scale_by_squaring.groovy' | 'compile' | REFUSED      | 4    || 'refused: 1E-65536 * 1E-65536 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_scale_by_division.groovy' | 'compile' | REFUSED      | 4    || 'refused: 1.0E+50000 / 1E-50000 would make a number of more than 100000 digits, which is not allowed in a sandboxed script'
        'number_parse.groovy'             | 'compile' | REFUSED      | 2    || "refused: new BigInteger('77777777777777777...') would make a number of more than 100000 digits, which is not allowed in a sandboxed script"
        'list_to_string.groovy'           | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: toString() on a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'list_in_gstring.groovy'          | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: "${a list of 1000}" would need 1.9 GiB; the budget is 64 MiB'
        'list_inspect.groovy'             | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: inspect() on a list of 1000 would need 3.7 GiB; the budget is 64 MiB'
        'list_value_of.groovy'            | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: String.valueOf(a list of 1000) would need 1.9 GiB; the budget is 64 MiB'
        'map_to_string.groovy'            | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: toString() on a map of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'text_plus_list.groovy'           | 'compile' | MEMORY_LIMIT | 5    || "memory limit: '' + a list of 1000 would need 1.9 GiB; the budget is 64 MiB"
        'builder_append_list.groovy'      | 'compile' | MEMORY_LIMIT | 6    || 'memory limit: a StringBuilder of 0 characters << a list of 1000 would need 3.7 GiB; the budget is 64 MiB'
        'format_list.groovy'              | 'compile' | MEMORY_LIMIT | 5    || "memory limit: String.format('%s', a list of 1000) would need 1.9 GiB; the budget is 64 MiB"
        'string_join.groovy'              | 'compile' | MEMORY_LIMIT | 5    || "memory limit: String.join(',', a list of 1000) would need 1.9 GiB; the budget is 64 MiB"
        'nested_join.groovy'              | 'compile' | MEMORY_LIMIT | 5    || "memory limit: join(',') on a list of 1 would need 1.9 GiB; the budget is 64 MiB"
        'string_variable.groovy'          | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'print_list.groovy'               | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: println(a list of 1000) would need 1.9 GiB; the budget is 64 MiB'
        'exception_message.groovy'        | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: "${a list of 1000}" would need 1.9 GiB; the budget is 64 MiB'
        'nested_gstring.groovy'           | 'compile' | MEMORY_LIMIT | 6    || 'memory limit: "${"..."}${"..."}" would need 20 TiB; the budget is 64 MiB'
        'text_replace.groovy'             | 'compile' | MEMORY_LIMIT | 3    || "memory limit: 'xxxxxxxxxxxxxxxxx...'.replace('x', 'yyyyyyyyyyyyyyyyy...') would need 1.9 GiB; the budget is 64 MiB"
        'text_replace_first.groovy'       | 'compile' | MEMORY_LIMIT | 3    || "memory limit: 'xxxxxxxxxxxxxxxxx...'.replaceFirst('x+', '\$0\$0\$0\$0\$0\$0\$0\$0\$...') would need 1.9 GiB; the budget is 64 MiB"
        'text_expand.groovy'              | 'compile' | MEMORY_LIMIT | 3    || "memory limit: '${'\\t' * 17}...'.expand(1000) would need 1.9 GiB; the budget is 64 MiB"
        'list_sum.groovy'                 | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: sum() on a list of 1000 would need 932.3 GiB; the budget is 64 MiB'
        'nested_flatten.groovy'           | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: flatten() on a list of 1000 would need 7.5 GiB; the budget is 64 MiB'
        'text_to_list.groovy'             | 'compile' | MEMORY_LIMIT | 3    || "memory limit: '${' ' * 17}...'.toList() would need 553.1 MiB; the budget is 64 MiB"
        'text_split.groovy'               | 'compile' | MEMORY_LIMIT | 3    || "memory limit: '${' ' * 17}...'.split('') would need 553.1 MiB; the budget is 64 MiB"
        'text_find_all.groovy'            | 'compile' | MEMORY_LIMIT | 3    || "memory limit: '${' ' * 17}...'.findAll('.') would need 553.1 MiB; the budget is 64 MiB"
        'method_pointer.groovy'           | 'compile' | REFUSED      | 2    || 'refused: a method pointer to center() is not allowed in a sandboxed script: call it where it is needed (what it makes is weighed as it is called)'
        'with_delegate.groovy'            | 'compile' | REFUSED      | 3    || 'refused: with() is not allowed in a sandboxed script (it sends the calls a closure makes to another object, past the weighing of calls that make large values)'
        'assert_values.groovy'            | 'compile' | MEMORY_LIMIT | 5    || "memory limit: the values of the failed assertion 'assert l == null' would need 3.7 GiB; the budget is 64 MiB"
        'assert_message.groovy'           | 'compile' | MEMORY_LIMIT | 5    || 'memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        // issue 16: a Tiled map outside the script's folder
        'tiled_outside.groovy'            | 'compile' | REFUSED      | 2    || "refused: tiled('../tiled/twin/level.tmx') is outside the script's folder: a sandboxed script reads files only inside its own folder and below it"
        // issue 55: calls allowed by name, every other refused; values in messages weighed or cut; names bounded
        'collate_windows.groovy'          | 'compile' | REFUSED      | 3    || 'refused: collate() on a collection (java.util.ArrayList) is not among the calls a sandboxed script may make'
        'text_indent.groovy'              | 'compile' | REFUSED      | 3    || 'refused: indent() on text (java.lang.String) is not among the calls a sandboxed script may make'
        'class_in_rule.groovy'            | 'eval'    | REFUSED      | 3    || "rule 'hostile' at (1.0, 2.0): refused: calls on java.lang.Class are not allowed in a sandboxed script"
        'replace_all_closure.groovy'      | 'compile' | MEMORY_LIMIT | 4    || 'memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'cast_message.groovy'             | 'compile' | MEMORY_LIMIT | 3    || 'memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'compare_message.groovy'          | 'eval'    | ERROR        | 3    || "rule 'hostile' at (1.0, 2.0): cannot compare a list of 1000 < 1: < compares numbers, texts and other values of one kind"
        'typed_return.groovy'             | 'eval'    | MEMORY_LIMIT | 3    || "rule 'hostile' at (1.0, 2.0): memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB"
        'gstring_closure.groovy'          | 'compile' | MEMORY_LIMIT | 6    || 'memory limit: the text of a list of 1000 would need 1.9 GiB; the budget is 64 MiB'
        'map_load_factor.groovy'          | 'compile' | REFUSED      | 2    || 'refused: new HashMap(...) with 2 arguments is not among the calls a sandboxed script may make'
        'range_constructor.groovy'        | 'compile' | REFUSED      | 2    || 'refused: new IntRange(...) with 2 arguments is not among the calls a sandboxed script may make: write a range as from..to'
        'range_by.groovy'                 | 'compile' | MEMORY_LIMIT | 2    || 'memory limit: by(1E-10) on the range 0..1 would need 149 GiB; the budget is 64 MiB'
        'range_put_at.groovy'             | 'compile' | MEMORY_LIMIT | 3    || 'memory limit: a[1000000000..1000000001] = ... on a list of 0 would need 7.5 GiB; the budget is 64 MiB'
        'rule_names_many.groovy'          | 'compile' | ERROR        | 2    || "rule 'r10000': a script may define at most 10000 rules"
        'rule_name_long.groovy'           | 'compile' | ERROR        | 2    || "rule '${'x' * 40}...': a rule's name may be at most 1000 characters long, but this one has 1000000"
        'word_argument.groovy'            | 'compile' | ERROR        | 3    || "circle: at must be a point [x, y] but was ['${'y' * 198}..."
        'rule_answer.groovy'              | 'eval'    | ERROR        | 3    || "rule 'hostile' at (1.0, 2.0): rule 'hostile' must answer true or false but answered ['${'y' * 198}..."
        'missing_method_arguments.groovy' | 'eval'    | ERROR        | 3    || "rule 'hostile' at (1.0, 2.0): MissingMethodException: No signature of method: nope for class: java.lang.Integer is applicable for argument types: (ArrayList) values: [[${'y' * 1832}... (998310 more characters)"
    }

    def "every script of the corpus is in the table above"() {
        given:
        def files = new File(SandboxSpec.getResource('/hostile').toURI()).list().findAll { it.endsWith('.groovy') } as Set
        def tabled = ['process', 'process_builder', 'file_read', 'file_write', 'socket', 'url', 'reflection',
                      'reflection_static_fallback', 'class_by_subscript', 'class_value', 'exit', 'halt', 'grab', 'asttest',
                      'endless_loop', 'endless_rule', 'recursion', 'huge_array', 'huge_string', 'growing_list', 'huge_range',
                      'huge_power', 'metaclass', 'metaclass_by_subscript', 'thread', 'sleep', 'evaluate', 'read_binding',
                      'class_declaration', 'catch_throwable', 'computed_method_name', 'invoke_method', 'static_import',
                      'closure_delegate', 'print_to_stdout', 'render_file', 'script_class', 'stuck_regex',
                      'center_width', 'center_in_rule', 'format_width', 'sprintf_width', 'ncopies_join', 'bitset_capacity',
                      'list_capacity', 'builder_capacity', 'list_far_index', 'big_join', 'builder_length',
                      'number_literal', 'number_from_text', 'number_value_of', 'number_cast', 'number_set_scale', 'number_round',
                      'number_move_point', 'number_pow', 'number_power_method', 'number_power_small_base', 'number_shift',
                      'number_shift_left', 'number_set_bit', 'number_two_pow', 'number_random_bits', 'number_precision',
                      'number_divide_scale', 'number_scale_by_squaring', 'number_scale_by_division', 'number_parse',
                      'list_to_string', 'list_in_gstring', 'list_inspect', 'list_value_of', 'map_to_string', 'text_plus_list',
                      'builder_append_list', 'format_list', 'string_join', 'nested_join', 'string_variable', 'print_list',
                      'exception_message', 'nested_gstring', 'text_replace', 'text_replace_first', 'text_expand', 'list_sum',
                      'nested_flatten', 'text_to_list', 'text_split', 'text_find_all', 'method_pointer', 'with_delegate',
                      'text_doubling', 'assert_values', 'assert_message', 'tiled_outside',
                      'collate_windows', 'text_indent', 'class_in_rule', 'replace_all_closure', 'cast_message', 'compare_message',
                      'typed_return', 'gstring_closure', 'map_load_factor', 'range_constructor', 'range_by', 'range_put_at',
                      'rule_names_many', 'rule_name_long', 'word_argument', 'rule_answer', 'missing_method_arguments'].collect { it + '.groovy' } as Set

        expect:
        files == tabled
    }

    def "text doubled in lines with no check of the budget between them is stopped when one step would need more than is left"() {
        when:
        def result = attack('text_doubling.groovy')

        then: "how much is left depends on what the run allocated before: the message says both"
        result.stage == 'compile'
        List<Problem> problems = result.problems
        problems[0].kind() == MEMORY_LIMIT
        problems[0].line() == 3
        problems[0].message() ==~ /memory limit: 'x{17}\.\.\.' \+ 'x{17}\.\.\.' would need \d+ MiB; only [\d.]+ MiB of the budget of 64 MiB is left/
        hostStillWorks()
    }

    def "a failed assertion in a sandboxed script still shows the values of its parts"() {
        when:
        RuleSet.compile("def l = [1, [2]]\nassert l.size() == 3\n", OPTIONS)

        then:
        def e = thrown(CompileException)
        e.problem().line() == 2
        e.problem().message() == 'assertion failed: assert l.size() == 3; | |      |; | 2      false; [1, [2]]'
    }

    def "every problem a script has is listed, each with its line"() {
        when:
        RuleSet.compile(hostile('file_write.groovy'), OPTIONS)

        then:
        def e = thrown(CompileException)
        e.problems()*.toString() == [
                'file_write.groovy:2: refused: import java.nio.file.*: only io.hantei.geom.*, java.util.*, java.math.*, java.lang.* may be imported with a star in a sandboxed script',
                'file_write.groovy:3: refused: java.nio.file.Files is not allowed in a sandboxed script',
                'file_write.groovy:3: refused: java.nio.file.Path is not allowed in a sandboxed script',
                'file_write.groovy:3: refused: getProperty() is not allowed in a sandboxed script (it changes or bypasses how Groovy calls methods)',
                'file_write.groovy:3: refused: java.lang.System is not allowed in a sandboxed script']
    }

    @Timeout(60)
    def "a rule stuck inside one library call is given up on in time, and the rule set goes on"() {
        given: "a regular expression that backtracks for seconds (3.5 s on the machine it was written on), without calling back into the script"
        def rs = RuleSet.compile(hostile('stuck_regex.groovy'), Options.defaults().evalTimeout(Duration.ofMillis(200)))
        long start = System.nanoTime()

        when:
        rs.evaluate('hostile', 1, 2)

        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == TIME_LIMIT
        e.problem().message() == "rule 'hostile' at (1.0, 2.0): time limit: ran longer than 200 ms and did not stop: it is " +
                'stuck in a call that does not return to the script, and its thread was left to finish on its own (1 of at most ' +
                '4 stuck threads)'   // StuckThreadsSpec, the only other spec that leaves threads stuck, waits for its own to end
        e.problem().line() == 3   // the rule's line: the stack of a thread left behind is not read
        (System.nanoTime() - start) / 1e9 < 5   // 200 ms, the 200 ms grace, and room for a busy machine

        and: "the rule set answers its other rule at once, with a new instance of the script"
        rs.evaluate('calm', 1, 2)
    }

    def "a refusal cannot be caught by the script: catch (e) catches exceptions, and the sandbox throws an Error"() {
        when:
        RuleSet.compile("def k = 'cl' + 'ass'\ndef got\ntry {\n    got = 'x'[k]\n} catch (e) {\n    got = 'swallowed'\n}\n", OPTIONS)

        then:
        def e = thrown(CompileException)
        e.problem().kind() == REFUSED
        e.problem().line() == 4
    }

    def "a time limit cannot be caught either: the check at the top of the loop is outside the try"() {
        when:
        RuleSet.compile('while (true) {\n    try {\n        while (true) { }\n    } catch (e) { }\n}\n',
                Options.defaults().compileTimeout(Duration.ofMillis(300)))

        then:
        def e = thrown(CompileException)
        e.problem().kind() == TIME_LIMIT
    }

    def "after a time limit the same rule set evaluates again"() {
        given:
        def rs = RuleSet.compile("rule('spin') { x, y -> while (x > 0) { }; true }", OPTIONS)

        when:
        rs.evaluate('spin', 1, 0)
        then:
        def e = thrown(EvaluationException)
        e.problem().kind() == TIME_LIMIT

        expect:
        rs.evaluate('spin', -1, 0)
    }

    def "a sandboxed script may use #what"() {
        when:
        def rs = RuleSet.compile(code + "\nrule('ok') { x, y -> true }", OPTIONS)

        then:
        rs.rules() == ['ok']

        where:
        what                     | code
        'arithmetic and Math'    | 'assert Math.sqrt(16) == 4 && 7.intdiv(2) == 3 && 2 ** 10 == 1024 && Math.PI > 3 && (1.5 * 2) == 3.0'
        'numbers\' constants'    | 'assert Integer.MAX_VALUE > 0 && Double.isFinite(1d) && new BigDecimal("0.1") + 0.2 == 0.3'
        'strings'                | "assert 'ab' * 3 == 'ababab' && 'a,b'.split(',').size() == 2 && \"\${1 + 1}\" == '2' && String.format('%.1f', 1.25d) == '1.3'"
        'lists and maps'         | "def m = [owner: 'red']; assert m['owner'] == 'red' && [3, 1, 2].sort() == [1, 2, 3] && [[1, 2], [3]]*.size() == [2, 1] && m.collect { k, v -> k } == ['owner']"
        'ranges and loops'       | 'def t = 0; for (i in 1..10) { t += i }; while (t > 50) { t-- }; assert t == 50 && (1..10).sum() == 55'
        'closures and methods'   | 'def twice(n) { n * 2 }\ndef f = this.&twice\nassert f(3) == 6 && [1, 2].collect { twice(it) } == [2, 4]'
        'switch on shapes'       | "def z = circle(at: [0, 0], r: 5)\ndef where = { p -> switch (p) { case z: return 'in'; default: return 'out' } }\nassert where([3, 4]) == 'in'"
        'exceptions'             | "def m\ntry { throw new IllegalArgumentException('x') } catch (IllegalArgumentException e) { m = e.message }\nassert m == 'x'"
        '@Field variables'       | '@groovy.transform.Field def scale = 2\ndef s() { scale * 3 }\nassert s() == 6'
        'an imported @Field'     | 'import groovy.transform.Field\n@Field def scale = 2\nassert scale == 2'
        'regular expressions'    | "assert 'abc' ==~ /a.c/ && ('x1' =~ /\\d/).find() && ['a1', 'b'].findAll { it =~ /\\d/ } == ['a1']\ndef kind = { s -> switch (s) { case ~/\\d+/: return 'number'; default: return 'word' } }\nassert kind('42') == 'number'"
        'core enums and statics' | 'assert RotatedRect.Method.CROSS_PRODUCT.name() == "CROSS_PRODUCT" && Angles.sinDeg(90) == 1'
        'println'                | "println 'hello'"
        'line of sight and ray casts' | "def p = polygon(points: [[0, 0], [40, 0], [40, 40]], at: [160, 130], name: 'pillar')\ndef shot = rayCast(from: [40, 150], dir: 0, len: 380, walls: zones([p]))\nassert shot.distance == 140 && shot.point in p && shot.wall.name == 'pillar' && shot.wall.name() == 'pillar' && shot.x == 180 && shot.point() == point(180, 150)\ndef guard = fan(at: [40, 150], dir: 0, range: 90, len: 380)\nassert !lineOfSight(from: guard.apex, to: [300, 150], walls: [p]) && guard.sees([300, 100], [[p]]) && zones(p).crossing([40, 150], [300, 150]) == [p]"
        'sizes within the budget' | "assert 'ab'.center(6) == '  ab  ' && sprintf('%5d', 3) == '    3' && String.format('%-4s|', 'a') == 'a   |' && [1, 2].join(',') == '1,2'\ndef l = new ArrayList(10); l[3] = 1; assert l == [null, null, null, 1] && new StringBuilder(16).append('x').toString() == 'x'"
        'numbers within 100000 digits' | "assert 2 ** 1000 == 2G.pow(1000) && 1.5.setScale(3) == 1.500 && (1G << 100) == 2G ** 100 && 1e5 + 1 == 100001 && new BigDecimal('1e-50').scale() == 50\nassert 1 / 4 == 0.25 && 7.intdiv(2) == 3 && 10.power(3) == 1000 && 1.25.round(1) == 1.3 && 0.5.movePointRight(2) == 50 && 3G.setBit(2) == 7G && ('12' as BigInteger) == 12G\ndef q = 0.5; q /= 2; q *= 3; q **= 2; assert q == 0.5625\ndef b = 1G; b <<= 3; b >>= 1; assert b == 4G"
        'text made of other values' | "def l = [1, [2, 'three']]\nassert l.toString() == '[1, [2, three]]' && \"\$l\" == '[1, [2, three]]' && l.inspect() == \"[1, [2, 'three']]\" && String.valueOf(l) == '[1, [2, three]]' && 'a' + l == 'a[1, [2, three]]'\nassert (new StringBuilder() << 'a' << [1]).toString() == 'a[1]' && 'a,b'.split(',') == ['a', 'b'] && 'abc'.toList() == ['a', 'b', 'c'] && ['a', 'b'].sum() == 'ab' && [[1], [2]].flatten() == [1, 2]\nassert 'xax'.replace('x', 'yy') == 'yyayy' && 'a1'.replaceAll(/\\d/, '<\$0>') == 'a<1>' && String.join('-', ['a', 'b']) == 'a-b' && [1, 22]*.toString() == ['1', '22'] && ('ab' as List) == ['a', 'b']\nString s = [3]; s += 4; assert s == '[3]4' && \"\${-> [5]}\" == '[5]' && \"\${\"\$l\"}!\" == '[1, [2, three]]!' && [a: 1].toString() == '[a:1]'\ndef g = \"x\${1}\"; def m = []; m << g; assert m[0] instanceof GString"
    }

    def "what was measured harmless is left alone: #what"() {
        expect: "not refused by a weighing; given the time a loaded machine takes for a million elements (JDK 25 at a load of 12 took over 3 s)"
        RuleSet.compile(code + "\nrule('ok') { x, y -> true }", ALIKE).rules() == ['ok']

        where:
        what                                    | code
        // JDK 17 answers these of a number with a scale below -64 at once, without writing it out (1e100000000: 1 s, 177 MiB RSS, the JVM's own)
        'intValue and longValue of a large number' | 'assert 1e50000.intValue() == 0 && 1e50000.longValue() == 0 && 1e50000.doubleValue() == Double.POSITIVE_INFINITY'
        'a compact number with its zeros dropped' | 'assert 1e50000.stripTrailingZeros().scale() == -50000'
        'the square root of a large BigInteger' | 'assert (7G << 100000).sqrt().bitLength() == 50002'
        // one copy of text already made: 2 MiB for two texts of a million characters
        'concat and tr of long text'            | "def s = 'x' * 1000000; assert s.concat(s).size() == 2000000 && s.tr('x', 'y').size() == 1000000"
        // ranges are capped at a million elements: 999 999 of them as a list take about 24 MiB
        'a range as a list'                     | 'assert (0..<999999).toList().size() == 999999 && (0..<999999).collect().size() == 999999'
        // Groovy's sort compares lists that are not comparable without writing them out (issue 55)
        'lists of long texts, sorted'           | "def many = ['y' * 1000000] * 1000; assert [many, many].sort().size() == 2"
        // the calls allowed by name, each on its own kind of value (issue 55)
        'a stepped range, a map with a capacity' | "assert (0..1).by(0.25).toList() == [0, 0.25, 0.5, 0.75, 1] && (0..10).step(5) == [0, 5, 10] && new HashMap(64).isEmpty()"
        'typed values, casts and comparisons'   | "int n = 3.7; def l = [1, 2]; List m = l; assert n == 3 && (int) 2.5 == 2 && m.is(l) && 'a' < 'b' && 2 <=> 1 == 1 && !(3 < 2.5)"
        'replaceAll with a closure'             | "assert 'a1b22'.replaceAll(/\\d+/) { it.size() } == 'a1b2' && 'ab'.replaceFirst(/a/) { m -> m.toUpperCase() } == 'Ab'"
    }

    def "every dsl-examples script runs in the sandbox and its checks pass"() {
        given:
        def scripts = new File('dsl-examples').listFiles().findAll { it.name.endsWith('.groovy') }

        expect:
        scripts.size() >= 5
        scripts.every { File f ->
            def report = RuleSet.compile(f.toPath(), Options.defaults()).runChecks()
            assert report.passed(): f.name + ': ' + report.errors() + report.outcomes().findAll { !it.passed() }*.summary()
            report.outcomes().size() >= 5
        }
    }

    def "a trusted script may use the whole of Groovy and Java"() {
        expect:
        RuleSet.compile("def sep = File.separator\nassert System.getProperty('java.version')\nrule('t') { x, y -> true }",
                Options.trusted()).rules() == ['t']
    }

    @Timeout(90)
    def "#file is refused or stopped alike in a JVM of its own, and the host's heap and threads are untouched"() {
        given:
        Set<Long> children = ProcessHandle.current().children().toList()*.pid() as Set
        def here = attack(file, ALIKE)
        long heap = usedHeap()
        Set<String> threadsBefore = threads()

        when:
        def there = attack(file, ALIKE.isolated(true).isolatedHeap(128L << 20))

        then: "the same problems, at the same stage; a loop that allocates as it spins may meet the memory limit before the time limit where the JIT differs"
        there.stage == here.stage
        List<Problem> a = there.problems
        List<Problem> b = here.problems
        a*.line() == b*.line() && a*.file() == b*.file()
        a.size() == b.size()
        [a, b].transpose().every { Problem x, Problem y ->
            x == y || x.kind() in [TIME_LIMIT, MEMORY_LIMIT] && y.kind() in [TIME_LIMIT, MEMORY_LIMIT]
        }

        and: "the child is gone, and the host has no more heap in use and no new thread"
        ProcessHandle.current().children().filter { it.alive && !(it.pid() in children) }.toList().empty
        usedHeap() - heap < (8L << 20)
        new PollingConditions(timeout: 10).eventually { assert (threads() - threadsBefore).empty }
        !Files.exists(Path.of(System.getProperty('java.io.tmpdir'), 'hantei-hostile-was-here.txt'))

        where:
        file << corpus()
    }
}
