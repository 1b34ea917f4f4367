import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.PrintWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.pitest.classpath.ClassloaderByteArraySource;
import org.pitest.mutationtest.DetectionStatus;
import org.pitest.mutationtest.EngineArguments;
import org.pitest.mutationtest.MutationStatusTestPair;
import org.pitest.mutationtest.engine.Mutater;
import org.pitest.mutationtest.engine.MutationDetails;
import org.pitest.mutationtest.engine.MutationIdentifier;
import org.pitest.mutationtest.engine.gregor.config.GregorEngineFactory;

/**
 * The shared history of the predicate classes' mutation run (docs/mutation.md, "Running it"): how far
 * it has come, per class, before its last part writes the report, and the history made small
 * enough to keep in the repository. Run it with the pinned PIT on the class path, from the
 * project folder:
 *
 * <pre>
 * P=~/.m2/repository/org/pitest; V=1.22.1
 * java -cp $P/pitest/$V/pitest-$V.jar:$P/pitest-entry/$V/pitest-entry-$V.jar \
 *     mutation/History.java table|survivors|faults|compact mutation/pit-history.bin [target/classes]
 * </pre>
 *
 * <ul>
 *   <li>{@code table}: faults, killed (PIT's "detected": killed, timed out, out of memory, run
 *       error), timed out, survived and without coverage, per class, and the predicate classes'
 *       total.</li>
 *   <li>{@code survivors}: each fault not killed, by method and mutator (PIT's report gives the
 *       lines only when a run ends; the classes folder below gives them for any part).</li>
 *   <li>{@code faults}: every fault, killed or not, in the same form; comparing two files' lists
 *       shows which faults a resumed run has not yet re-tested.</li>
 *   <li>With the folder of the compiled classes the run mutated as a third argument,
 *       {@code survivors} and {@code faults} add each fault's source line and PIT's description
 *       of it (found again in those classes among all of PIT's mutators).</li>
 *   <li>{@code compact}: rewrites the file keeping of each fault what a resumed run reads (its
 *       verdict, the specs that killed it, how many ran) and dropping the lists of specs that
 *       passed or covered it, some 30 kB a fault; drops a last line cut short by a stop.</li>
 * </ul>
 *
 * The file is PIT's own: a line with the number of class lines, those lines, then one line a
 * fault, each a Base64 Java-serialized object.
 */
public final class History {

    private static final String RESULT_CLASS =
            "org.pitest.mutationtest.incremental.ObjectOutputStreamHistory$IdResult";

    /**
     * The predicate classes of docs/mutation.md ("Scores"), whose total the 95% is about; the
     * pom's profile mutation-predicates names the same classes for PIT.
     */
    private static final Set<String> PREDICATE = Set.of(
            "Rect", "RotatedRect", "Fan", "Circle", "PixelRect", "Polygon", "Polyline", "Ellipse",
            "Capsule", "Segment", "Box", "Wedge", "Orient", "Edges", "Exact", "Outline", "Outlines",
            "CurvedPairs", "ExactRegion", "Overlaps", "Fast", "Ray");

    /** The file's parts: its class lines as they are, and its faults decoded. */
    private record Parts(List<String> classLines, List<Object> results) {}

    /** Counts of one class: faults, killed, of them timed out, survived, without coverage. */
    private static final class Row {
        int faults, killed, timedOut, survived, noCoverage;

        void add(Row o) {
            faults += o.faults;
            killed += o.killed;
            timedOut += o.timedOut;
            survived += o.survived;
            noCoverage += o.noCoverage;
        }

        String line(String name) {
            return String.format("%-28s %6d %6d %8d %8d %8d  %5.1f%%", name, faults, killed, timedOut,
                    survived, noCoverage, faults == 0 ? 0.0 : 100.0 * killed / faults);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3
                || !Set.of("table", "survivors", "faults", "compact").contains(args[0])) {
            System.err.println("usage: History table|survivors|faults|compact <pit-history.bin> [classes folder]");
            System.exit(2);
        }
        Path file = Path.of(args[1]);
        Parts parts = read(file);
        switch (args[0]) {
            case "table" -> table(parts.results());
            case "survivors" -> list(parts.results(), false, args.length == 3 ? Path.of(args[2]) : null);
            case "faults" -> list(parts.results(), true, args.length == 3 ? Path.of(args[2]) : null);
            default -> compact(file, parts);
        }
    }

    private static Parts read(Path file) throws Exception {
        List<String> classLines = new ArrayList<>();
        List<Object> results = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file)) {
            String first = in.readLine();
            if (first == null) {
                return new Parts(classLines, results);
            }
            int count = Integer.parseInt(first.trim());
            for (int i = 0; i < count; i++) {
                classLines.add(in.readLine());
            }
            int lineNumber = count + 1;
            for (String line; (line = in.readLine()) != null; ) {
                lineNumber++;
                try {
                    results.add(decode(line));
                } catch (IOException | IllegalArgumentException e) {
                    // a run stopped while writing leaves its last line cut short
                    System.err.println(file + ":" + lineNumber + ": not a whole result (" + e + "), skipped");
                }
            }
        }
        return new Parts(classLines, results);
    }

    private static void table(List<Object> results) throws ReflectiveOperationException {
        Map<String, Row> rows = new TreeMap<>();
        for (Object result : results) {
            String cls = id(result).getClassName().asJavaName();
            int dollar = cls.indexOf('$');
            Row row = rows.computeIfAbsent(dollar < 0 ? cls : cls.substring(0, dollar), k -> new Row());
            DetectionStatus status = status(result).getStatus();
            row.faults++;
            row.killed += status.isDetected() ? 1 : 0;
            row.timedOut += status == DetectionStatus.TIMED_OUT ? 1 : 0;
            row.survived += status == DetectionStatus.SURVIVED ? 1 : 0;
            row.noCoverage += status == DetectionStatus.NO_COVERAGE ? 1 : 0;
        }
        System.out.println(String.format("%-28s %6s %6s %8s %8s %8s  %6s", "class", "faults", "killed",
                "timedOut", "survived", "noCover", "score"));
        Row all = new Row();
        Row predicate = new Row();
        rows.forEach((name, row) -> {
            System.out.println(row.line(name));
            all.add(row);
            if (PREDICATE.contains(name.substring(name.lastIndexOf('.') + 1))) {
                predicate.add(row);
            }
        });
        System.out.println(all.line("all"));
        System.out.println(predicate.line("predicate classes"));
    }

    /**
     * Each fault, or each one not killed: status, class.method, mutator, indexes, and with the
     * classes folder its line and description.
     */
    private static void list(List<Object> results, boolean killedToo, Path classes) throws Exception {
        Map<String, List<MutationDetails>> found = new TreeMap<>();
        Mutater mutater = null;
        if (classes != null) {
            URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null);
            mutater = new GregorEngineFactory()
                    .createEngine(EngineArguments.arguments().withMutators(List.of("ALL")))
                    .createMutator(new ClassloaderByteArraySource(loader));
        }
        for (Object result : results) {
            MutationIdentifier id = id(result);
            DetectionStatus status = status(result).getStatus();
            if (killedToo || !status.isDetected()) {
                String where = "";
                if (mutater != null) {
                    Mutater m = mutater;
                    where = found.computeIfAbsent(id.getClassName().asJavaName(),
                                    k -> m.findMutations(id.getClassName())).stream()
                            .filter(d -> d.getId().equals(id)).findFirst()
                            .map(d -> " line " + d.getLineNumber() + ": " + d.getDescription())
                            .orElse(" (not in these classes)");
                }
                System.out.println(status + " " + id.getClassName().asJavaName() + "."
                        + id.getLocation().getMethodName() + " "
                        + id.getMutator().replaceFirst(".*\\.", "") + " " + id.getIndexes() + where);
            }
        }
    }

    private static void compact(Path file, Parts parts) throws Exception {
        Constructor<?> make = Class.forName(RESULT_CLASS)
                .getDeclaredConstructor(MutationIdentifier.class, MutationStatusTestPair.class);
        make.setAccessible(true);
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(tmp))) {
            out.println(parts.classLines().size());
            parts.classLines().forEach(out::println);
            for (Object result : parts.results()) {
                MutationStatusTestPair s = status(result);
                MutationStatusTestPair kept = new MutationStatusTestPair(s.getNumberOfTestsRun(),
                        s.getStatus(), s.getKillingTests(), List.of(), List.of());
                out.println(encode(make.newInstance(id(result), kept)));
            }
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(file + ": " + parts.results().size() + " faults kept");
    }

    private static Object decode(String line) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(
                new ByteArrayInputStream(Base64.getDecoder().decode(line.trim())))) {
            return in.readObject();
        }
    }

    private static String encode(Object o) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    private static MutationIdentifier id(Object result) throws ReflectiveOperationException {
        return (MutationIdentifier) field(result, "id");
    }

    private static MutationStatusTestPair status(Object result) throws ReflectiveOperationException {
        return (MutationStatusTestPair) field(result, "status");
    }

    /** A field of PIT's package-private result record. */
    private static Object field(Object o, String name) throws ReflectiveOperationException {
        Field f = o.getClass().getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
    }
}
