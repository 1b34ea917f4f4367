package io.hantei.cli

import groovy.transform.CompileStatic
import io.hantei.embed.CompileException
import io.hantei.embed.EvaluationException
import io.hantei.embed.Hits
import io.hantei.embed.Options
import io.hantei.embed.RuleSet
import me.tongfei.progressbar.ProgressBar
import me.tongfei.progressbar.ProgressBarBuilder
import me.tongfei.progressbar.ProgressBarConsumer
import me.tongfei.progressbar.ProgressBarStyle
import picocli.CommandLine.Command
import picocli.CommandLine.Model.CommandSpec
import picocli.CommandLine.Option
import picocli.CommandLine.Parameters
import picocli.CommandLine.Spec

import java.nio.charset.StandardCharsets
import java.time.Duration
import java.util.concurrent.Callable

/**
 * {@code hantei eval RULES.groovy POINTS.csv}: streams points through every rule of a script
 * and writes one CSV row per hit. See the command's help for the formats; the points are read
 * by {@link PointsCsv} or {@link PointsJsonl}.
 */
@CompileStatic
@Command(name = 'eval', mixinStandardHelpOptions = true,
        description = [
                'Streams points through the rules of a script and writes the hits as CSV.',
                '',
                'POINTS is CSV, one point a line: x,y or x,y,id, or any columns under a header',
                'line that names them (x, y and id are found by name: --x, --y, --id name',
                'others); or JSON Lines, one object a line (--format jsonl, or a .jsonl or .ndjson file).',
                '- reads standard input. Blank lines and lines starting with # are skipped.',
                'Standard output gets a header id,x,y,rule and one row per point and rule that',
                'hit it, in input order: id is the point\'s id, or its line number when it has',
                'none; x and y are written as they were read; the columns of --keep follow the',
                'rule. A summary goes to standard error.',
                '',
                'The script runs in the sandbox (only the DSL, arithmetic, strings, collections',
                'and maths; a time limit on each evaluation) unless --trusted is given. There,',
                'rules that test one shape ({ p -> p in zone }) are answered through a spatial',
                'index of the shapes.',
                ''],
        footer = [
                '',
                'Exit status: 0 done, 2 wrong command line, 3 the script could not compile or',
                'a rule failed on a point, 4 a malformed line (without --skip-bad).'])
class EvalCommand implements Callable<Integer> {

    static final int BAD_INPUT = 4

    /** The longest line eval reads by default, in bytes (--max-line-length), and the range that option allows. */
    static final long DEFAULT_LINE_LENGTH = 1L << 20
    static final long MIN_LINE_LENGTH = 1L << 10
    static final long MAX_LINE_LENGTH = 1L << 30

    /**
     * The system property naming a folder where eval and run keep compiled scripts for their next
     * run of the same script (Options.compiledScripts); the launcher sets it to target/script-cache.
     */
    static final String COMPILED_SCRIPTS = 'hantei.compiledScripts'

    /** The folder of {@link #COMPILED_SCRIPTS}, or null when it is not set (eval and run keep nothing then). */
    static java.nio.file.Path compiledScripts() {
        String kept = System.getProperty(COMPILED_SCRIPTS)
        kept ? new File(kept).toPath() : null
    }

    @Parameters(index = '0', paramLabel = 'RULES', description = 'The rule script (RULES.groovy).')
    File rules

    @Parameters(index = '1', paramLabel = 'POINTS', description = 'The points: a CSV or JSON Lines file, or - for standard input.')
    String points

    @Option(names = '--format', paramLabel = 'FORMAT', description = 'csv or jsonl (default: jsonl for a file named *.jsonl or *.ndjson, in any case, else csv).')
    String format

    @Option(names = '--x', paramLabel = 'COLUMN', description = 'The column (CSV header name or JSON key) of x (default: x).')
    String xColumn

    @Option(names = '--y', paramLabel = 'COLUMN', description = 'The column of y (default: y).')
    String yColumn

    @Option(names = '--id', paramLabel = 'COLUMN', description = 'The column of the id (default: id, when there is one;' +
            ' else the line number).')
    String idColumn

    @Option(names = '--keep', paramLabel = 'COLUMN', split = ',', description = 'Columns to write through after the rule,' +
            ' in this order (--keep t,player).')
    List<String> keep = []

    @Option(names = '--skip-bad', description = 'Skip malformed lines, count them and report them at the end' +
            ' (else the first one stops the run).')
    boolean skipBad

    @Option(names = '--max-line-length', paramLabel = 'SIZE', converter = SizeConverter,
            description = 'The longest line read: 64k, 1m (default: 1m). A longer line is malformed,' +
                    ' and with --skip-bad is skipped unread.')
    Long maxLineLength

    @Option(names = '--trusted', description = 'Run the script without the sandbox: only for your own scripts.')
    boolean trusted

    @Option(names = '--isolated', description = 'Run the script in a JVM of its own, with its own heap (--heap),' +
            ' stopped on any limit or crash: for scripts of others.')
    boolean isolated

    @Option(names = '--untrusted', description = 'As --isolated, with that JVM inside the operating system\'s sandbox' +
            ' (bubblewrap, Linux): no network, no files but its own, limits on files, processes and CPU time.')
    boolean untrusted

    @Option(names = '--heap', paramLabel = 'SIZE', converter = SizeConverter,
            description = 'The heap of the --isolated JVM: 256m, 1g (default: 256m; at least 64m).')
    Long heap

    @Option(names = ['-r', '--rule'], paramLabel = 'NAME', description = 'Evaluate only this rule (repeatable; default: every rule).')
    List<String> only = []

    @Option(names = '--progress', negatable = true, description = 'Show a progress bar on standard error' +
            ' (default: when standard error is a terminal and the input is a file of 1 MiB or more).')
    Boolean progress

    @Option(names = '--eval-timeout', paramLabel = 'TIME', converter = DurationConverter,
            description = 'The time limit of each evaluation: 500ms, 2s, 1m, or 0 for none (default: 1s).')
    Duration evalTimeout = Duration.ofSeconds(1)

    @Option(names = '--time-limit', paramLabel = 'TIME', converter = DurationConverter,
            description = 'The time limit of all evaluations together: 30s, 10m, 1h, or 0 for none (default: 30s).')
    Duration timeLimit = Duration.ofSeconds(30)

    @Option(names = '--batch', paramLabel = 'N', hidden = true, description = 'Points per batch (default 4096).')
    int batch = 4096

    @Spec
    CommandSpec spec

    private static final int SHOWN_BAD_LINES = 10

    @Override
    Integer call() {
        PrintWriter out = spec.commandLine().out
        PrintWriter err = spec.commandLine().err
        if (!rules.isFile()) {
            err.println('eval: no such file: ' + rules.path)
            return Main.USAGE
        }
        File pointsFile = points == '-' ? null : new File(points)
        if (pointsFile != null && !pointsFile.isFile()) {
            err.println('eval: no such file: ' + points)
            return Main.USAGE
        }
        if (batch < 1) {
            err.println('eval: --batch must be at least 1 but was ' + batch)
            return Main.USAGE
        }
        if (maxLineLength != null && (maxLineLength < MIN_LINE_LENGTH || maxLineLength > MAX_LINE_LENGTH)) {
            err.println('eval: --max-line-length must be from 1k to 1g (' + MIN_LINE_LENGTH + ' to ' + MAX_LINE_LENGTH +
                    ' bytes) but was ' + maxLineLength + ' bytes')
            return Main.USAGE
        }
        if (heap != null && !isolated && !untrusted) {
            err.println('eval: --heap is the heap of the --isolated JVM: give --isolated (or --untrusted) too')
            return Main.USAGE
        }
        // String.matches, not ==~: Groovy's regex operator starts its formatter, which loads its compiler (~0.1 s)
        String chosenFormat = format != null ? format : points.toLowerCase(Locale.ROOT).matches(/.*\.(jsonl|ndjson)/) ? 'jsonl' : 'csv'
        if (chosenFormat != 'csv' && chosenFormat != 'jsonl') {
            err.println("eval: --format must be csv or jsonl but was '" + format + "'")
            return Main.USAGE
        }
        PointsReader.Columns columns = new PointsReader.Columns()
        for (String[] option : [['--x', xColumn], ['--y', yColumn], ['--id', idColumn]] + keep.collect { ['--keep', it] }) {
            if (option[1] != null && option[1].trim().isEmpty()) {
                err.println('eval: ' + option[0] + ' needs a column name but was empty')
                return Main.USAGE
            }
        }
        columns.x = xColumn ?: 'x'
        columns.y = yColumn ?: 'y'
        columns.id = idColumn ?: 'id'
        columns.xGiven = xColumn != null
        columns.yGiven = yColumn != null
        columns.idGiven = idColumn != null
        columns.keep = keep
        Options options = Options.defaults().sandboxed(!trusted).evalTimeout(evalTimeout).totalEvalTimeout(timeLimit)
                .output(err).isolated(isolated).untrusted(untrusted)
        options = options.compiledScripts(compiledScripts())
        if (heap != null) {
            if (heap < Options.MIN_ISOLATED_HEAP) {
                err.println('eval: --heap must be at least 64m (67108864 bytes) but was ' + heap + ' bytes')
                return Main.USAGE
            }
            options = options.isolatedHeap(heap)
        }
        RuleSet ruleSet
        try {
            ruleSet = RuleSet.compile(rules.toPath(), options)
        } catch (CompileException e) {
            err.println('eval: ' + rules.path + ' could not run:')
            e.problems().each { err.println('  ' + it) }
            return Main.SCRIPT_ERROR
        }
        List<String> chosen = only ? only : ruleSet.rules()
        List<String> unknown = chosen.findAll { !ruleSet.rules().contains(it) }
        if (unknown) {
            ruleSet.close()
            err.println('eval: no rule named ' + unknown.collect { "'" + it + "'" }.join(', ') + ' in ' + rules.path +
                    ' — rules: ' + ruleSet.rules().collect { "'" + it + "'" }.join(', '))
            return Main.USAGE
        }
        String source = pointsFile == null ? 'standard input' : points
        CountingStream counted = new CountingStream(pointsFile == null ? System.in : new FileInputStream(pointsFile))
        LineReader reader = new LineReader(counted, 1 << 16, (maxLineLength ?: DEFAULT_LINE_LENGTH) as int)
        PointsReader pointsReader = PointsReader.of(chosenFormat, reader, columns)
        try {
            pointsReader.begin()
        } catch (PointsReader.BadColumns e) {
            counted.close()
            ruleSet.close()
            err.println('eval: ' + source + ':' + e.line + ': ' + e.message)
            return Main.USAGE
        } catch (PointsReader.BadLine e) {
            counted.close()
            ruleSet.close()
            err.println('eval: ' + source + ':' + e.line + ': ' + e.message)
            err.println('eval: the header line is malformed: nothing was read')
            return BAD_INPUT
        }
        long total = pointsFile == null ? -1 : pointsFile.length()
        boolean showProgress = progress != null ? progress
                : total >= (1L << 20) && System.getProperty('hantei.stderr.tty') == 'true'
        ProgressBar bar = showProgress ? progressBar(total, err) : null
        Run run = new Run(ruleSet, chosen, out)
        Reading reading = new Reading(pointsReader, source)
        Thread readerThread = new Thread(reading, 'hantei-eval-reader')
        readerThread.daemon = true
        int code = Main.OK
        try {
            readerThread.start()
            boolean headerWritten = false
            while (true) {
                EvalBatch b = reading.full.take()
                if (b.columns != null) {
                    err.println('eval: ' + source + ':' + b.columns.line + ': ' + b.columns.message)
                    code = Main.USAGE
                    break
                }
                if (!headerWritten) {
                    out.print(pointsReader.outputHeader() + '\n')
                    headerWritten = true
                }
                run.flush(b)
                if (b.bad != null) {
                    err.println()
                    err.println('eval: ' + source + ':' + b.bad.line + ': ' + b.bad.message)
                    err.println('eval: stopped at the malformed line ' + b.bad.line + ' (' + run.points +
                            (run.points == 1 ? ' point' : ' points') + ' before it were evaluated); --skip-bad skips such lines')
                    code = BAD_INPUT
                    break
                }
                if (b.failure != null) {
                    throw b.failure
                }
                if (b.last) {
                    break
                }
                reading.free.put(b)
                if (bar != null) {
                    bar.stepTo(counted.count)
                    bar.extraMessage = String.format(Locale.ROOT, '%,d points, %,d hits', run.points, run.hits)
                }
            }
        } catch (EvaluationException e) {
            out.flush()
            err.println()
            err.println('eval: ' + e.problem())
            if (e.problem().message().contains("evaluations' total")) {
                err.println('eval: ' + run.points + (run.points == 1 ? ' point was' : ' points were') + ' evaluated before ' +
                        'the limit on all evaluations together (--time-limit); give a longer one for a larger file, ' +
                        '--time-limit 10m, or 0 for none')
            }
            return Main.SCRIPT_ERROR
        } catch (OutputClosed ignored) {
            err.println()
            err.println('eval: standard output was closed after ' + run.points + (run.points == 1 ? ' point' : ' points') +
                    '; stopped there')
            return Main.OK
        } finally {
            reading.stopped = true
            readerThread.interrupt()
            readerThread.join(2000) // a read of standard input may block; the thread is a daemon
            if (bar != null) {
                bar.stepTo(counted.count)
                bar.extraMessage = String.format(Locale.ROOT, '%,d points, %,d hits', run.points, run.hits)
                bar.close()
            }
            counted.close()
            out.flush()
            ruleSet.close()
        }
        run.badLines = reading.badLines
        run.shownBad.addAll(reading.shownBad)
        if (code == Main.OK) {
            // String.valueOf, not Groovy's + on a number: that starts Groovy's formatter, which loads its
            // compiler (tenths of a second) in a run whose script came compiled from target/script-cache
            err.println('eval: ' + String.valueOf(run.points) + (run.points == 1 ? ' point, ' : ' points, ') + String.valueOf(run.hits) +
                    (run.hits == 1 ? ' hit' : ' hits') + (chosen.size() < ruleSet.rules().size() ?
                    ' (rules ' + chosen.collect { "'" + it + "'" }.join(', ') + ')' : ''))
            pointsReader.neverSeen().each {
                err.println("eval: no line had the key '" + it + "' (--keep): its column is empty")
            }
            if (run.badLines > 0) {
                err.println('eval: skipped ' + run.badLines + ' malformed ' + (run.badLines == 1 ? 'line' : 'lines') +
                        (run.badLines > run.shownBad.size() ? ', the first ' + run.shownBad.size() + ':' : ':'))
                run.shownBad.each { err.println('  ' + it) }
            }
        }
        err.flush()
        code
    }

    /** Reads the points into batches on its own thread, so that reading and evaluating overlap. */
    private final class Reading implements Runnable {
        final PointsReader csv
        final String source
        final java.util.concurrent.BlockingQueue<EvalBatch> full = new java.util.concurrent.ArrayBlockingQueue<>(3)
        final java.util.concurrent.BlockingQueue<EvalBatch> free = new java.util.concurrent.ArrayBlockingQueue<>(3)
        volatile boolean stopped
        long badLines
        final List<String> shownBad = []

        Reading(PointsReader csv, String source) {
            this.csv = csv
            this.source = source
            3.times { free.add(new EvalBatch(batch)) }
        }

        @Override
        void run() {
            try {
                EvalBatch b = fresh()
                PointsReader.Row row = new PointsReader.Row()
                while (!stopped) {
                    boolean more
                    try {
                        more = csv.next(row)
                    } catch (PointsReader.BadColumns wrong) {
                        b.columns = wrong
                        full.put(b)
                        return
                    } catch (PointsReader.BadLine bad) {
                        badLines++
                        if (!skipBad) {
                            b.bad = bad
                            full.put(b)
                            return
                        }
                        if (shownBad.size() < SHOWN_BAD_LINES) {
                            shownBad.add(source + ':' + bad.line + ': ' + bad.message)
                        }
                        continue
                    } catch (IOException e) {
                        b.failure = e
                        full.put(b)
                        return
                    }
                    if (!more) {
                        b.last = true
                        full.put(b)
                        return
                    }
                    b.add(row)
                    if (b.full()) {
                        full.put(b)
                        b = fresh()
                    }
                }
            } catch (InterruptedException ignored) {
                // the main thread stopped: nothing more is wanted
            }
        }

        private EvalBatch fresh() {
            EvalBatch b = free.take()
            b.size = 0
            b
        }
    }

    /** Evaluates batches and writes their hits; the counts so far. */
    private final class Run {
        final RuleSet ruleSet
        final List<String> chosen
        final PrintWriter out
        final String[] quotedRules
        long points
        long hits
        long badLines
        final List<String> shownBad = []

        Run(RuleSet ruleSet, List<String> chosen, PrintWriter out) {
            this.ruleSet = ruleSet
            this.chosen = chosen
            this.out = out
            quotedRules = new String[chosen.size()]
            for (int r = 0; r < quotedRules.length; r++) {
                quotedRules[r] = PointsReader.quote(chosen[r])
            }
        }

        void flush(EvalBatch batch) {
            int size = batch.size
            if (size == 0) {
                return
            }
            Hits h = ruleSet.evaluate(chosen, batch.xs, batch.ys, size)
            StringBuilder b = new StringBuilder(size * 24)
            hits += batch.writeHits(h, quotedRules, b)
            out.write(b.toString())
            out.flush()
            points += size
            batch.size = 0
            if (out.checkError()) {
                throw new OutputClosed()
            }
        }
    }

    private static ProgressBar progressBar(long total, PrintWriter err) {
        ProgressBarBuilder b = new ProgressBarBuilder()
                .setTaskName('eval')
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new WriterConsumer(err))
                .setUpdateIntervalMillis(200)
        if (total >= 0) {
            b.setInitialMax(total).setUnit(' MiB', 1L << 20)
        }
        b.build()
    }

    /** The progress bar's line, redrawn in place on standard error. */
    private static final class WriterConsumer implements ProgressBarConsumer {
        private final PrintWriter err

        WriterConsumer(PrintWriter err) {
            this.err = err
        }

        @Override
        int getMaxRenderedLength() {
            String columns = System.getenv('COLUMNS')
            columns != null && columns.isInteger() ? Math.max(40, columns.toInteger() - 1) : 100
        }

        @Override
        void accept(String line) {
            err.print('\r' + line)
            err.flush()
        }

        @Override
        void close() {
            err.println()
            err.flush()
        }
    }

    /** Standard output went away (`hantei eval ... | head`): there is no one to write to. */
    private static final class OutputClosed extends RuntimeException {
        OutputClosed() {
            super(null, null, false, false)
        }
    }

    /** Counts the bytes read, for the progress bar. */
    private static final class CountingStream extends FilterInputStream {
        volatile long count

        CountingStream(InputStream in) {
            super(in)
        }

        @Override
        int read() {
            int c = super.read()
            if (c >= 0) {
                count++
            }
            c
        }

        @Override
        int read(byte[] b, int off, int len) {
            int n = super.read(b, off, len)
            if (n > 0) {
                count += n
            }
            n
        }
    }

    /** {@code 256m}, {@code 1g}, {@code 512k}: bytes. */
    static final class SizeConverter implements picocli.CommandLine.ITypeConverter<Long> {
        @Override
        Long convert(String value) {
            def m = value.trim().toLowerCase(Locale.ROOT) =~ /^(\d{1,9})([kmg])$/
            if (!m.matches()) {
                throw new picocli.CommandLine.TypeConversionException("'" + value + "' is not a size: write 256m or 1g")
            }
            long n = m.group(1).toLong()
            n << (m.group(2) == 'k' ? 10 : m.group(2) == 'm' ? 20 : 30)
        }
    }

    /** {@code 500ms}, {@code 2s}, {@code 1m}, {@code 0}. */
    static final class DurationConverter implements picocli.CommandLine.ITypeConverter<Duration> {
        @Override
        Duration convert(String value) {
            def m = value.trim() =~ /^(\d+)(ms|s|m)?$/
            if (!m.matches()) {
                throw new picocli.CommandLine.TypeConversionException("'" + value + "' is not a time: write 500ms, 2s, 1m or 0")
            }
            long n = m.group(1).toLong()
            String unit = m.group(2)
            if (n != 0 && unit == null) {
                throw new picocli.CommandLine.TypeConversionException("'" + value + "' needs a unit: write " + n + 'ms or ' + n + 's')
            }
            unit == 'ms' ? Duration.ofMillis(n) : unit == 'm' ? Duration.ofMinutes(n) : Duration.ofSeconds(n)
        }
    }
}
