package io.hantei.dsl;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A folder of compiled scripts, so that the same text compiled again by the same hantei skips
 * Groovy's compiler (most of a short command's start). One file per compile,
 * {@code <key>.compiled}: the key is a SHA-256 of the text, the name it is compiled under, the
 * compiler's kind (sandboxed, limited) and the build of hantei and Groovy that compiled it
 * ({@code ScriptCompiler} names them: this class refers to no Groovy class, as no Java file
 * does), so a changed script, a changed setting or a new build simply misses. The file holds the class
 * files exactly as the pipeline made them (after the sandbox's rewrites and checks) and what
 * the compile found out ({@link ScriptCompiler.Compiled}'s rule shapes, formulas and checks);
 * written under a name of its own and moved into place, so a reader never sees half of one.
 * <p>
 * Only successful compiles are kept (a script with errors is compiled each time, so its errors
 * are always Groovy's own). A file that cannot be read, or reads wrong, is a miss and is
 * written anew; a folder that cannot be written only costs the saving. Whoever can write the
 * folder can put code into the next run, as whoever can write hantei's jar can: keep it beside
 * the jar (the launcher uses {@code target/script-cache}), never in a shared place. At most
 * {@link #MAX_FILES} files are kept; the least recently used go first.
 */
final class ScriptCache {

    /** The layout of the files; a new layout is a new key, so old files are never misread. */
    private static final int FORMAT = 1;
    private static final int MAGIC = 0x48544331; // "HTC1"
    /** How many compiled scripts a folder keeps. */
    static final int MAX_FILES = 64;
    /** Bounds on what a file may claim, so a damaged one cannot ask for a huge array. */
    private static final int MAX_CLASSES = 100_000;
    private static final int MAX_CLASS_BYTES = 64 << 20;
    private static final int MAX_FORMULA_DEPTH = 1_000;
    private static final String SUFFIX = ".compiled";

    private final Path folder;

    ScriptCache(Path folder) {
        this.folder = folder;
    }

    /** The folder the compiled scripts are kept in. */
    Path folder() {
        return folder;
    }

    /**
     * The key of a compile: the same text, name and compiler kind on the same {@code build} (what
     * identifies the code that compiles, {@link #buildOf}) give the same key.
     */
    static String key(String build, String text, String fileName, boolean sandboxed, boolean limited) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String part : new String[] {"format " + FORMAT, build, "sandboxed " + sandboxed, "limited " + limited, fileName, text}) {
                byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
                sha.update(new byte[] {(byte) (bytes.length >>> 24), (byte) (bytes.length >>> 16),
                        (byte) (bytes.length >>> 8), (byte) bytes.length}); // its length first: ("ab", "c") and ("a", "bc") differ
                sha.update(bytes);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e); // every JVM has it
        }
    }

    /**
     * What a compile made, as kept: the script class's name, each class file by name, and what
     * the compile found out about the rules and checks.
     */
    record Entry(String scriptClass, Map<String, byte[]> classes, Map<String, String> shapeRules,
                 Map<String, ShapeFormula> shapeFormulas, List<CheckOutline> checks) {

        /** The classes, defined by a loader of their own below {@code parent}; the script class first asked. */
        Class<?> load(ClassLoader parent) throws ClassNotFoundException {
            return new Loader(parent, classes).loadClass(scriptClass);
        }
    }

    /** Defines the kept class files on demand, as Groovy's own loader would have. */
    private static final class Loader extends ClassLoader {
        private final Map<String, byte[]> classes;

        Loader(ClassLoader parent, Map<String, byte[]> classes) {
            super(parent);
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }

    /** The kept compile of {@code key}, or null when there is none or it cannot be read whole. */
    Entry read(String key) {
        Path file = folder.resolve(key + SUFFIX);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            if (in.readInt() != MAGIC || !in.readUTF().equals(key)) {
                return null;
            }
            String scriptClass = in.readUTF();
            Map<String, byte[]> classes = new LinkedHashMap<>();
            int n = count(in.readInt(), MAX_CLASSES);
            for (int i = 0; i < n; i++) {
                String name = in.readUTF();
                byte[] bytes = new byte[count(in.readInt(), MAX_CLASS_BYTES)];
                in.readFully(bytes);
                classes.put(name, bytes);
            }
            Map<String, String> shapeRules = new LinkedHashMap<>();
            n = count(in.readInt(), MAX_CLASSES);
            for (int i = 0; i < n; i++) {
                shapeRules.put(in.readUTF(), in.readUTF());
            }
            Map<String, ShapeFormula> formulas = new LinkedHashMap<>();
            n = count(in.readInt(), MAX_CLASSES);
            for (int i = 0; i < n; i++) {
                formulas.put(in.readUTF(), ShapeFormula.readFrom(in, MAX_FORMULA_DEPTH));
            }
            List<CheckOutline> checks = new ArrayList<>();
            n = count(in.readInt(), MAX_CLASSES);
            for (int i = 0; i < n; i++) {
                String name = in.readBoolean() ? in.readUTF() : null;
                int line = in.readInt();
                List<String> tags = new ArrayList<>();
                int t = count(in.readInt(), MAX_CLASSES);
                for (int j = 0; j < t; j++) {
                    tags.add(in.readUTF());
                }
                checks.add(new CheckOutline(name, line, tags));
            }
            if (in.read() != -1 || !classes.containsKey(scriptClass)) {
                return null;
            }
            Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis())); // recently used
            return new Entry(scriptClass, classes, shapeRules, formulas, checks);
        } catch (IOException | RuntimeException e) {
            return null; // damaged or half-written by a hantei of another layout: compile anew
        }
    }

    private static int count(int n, int most) throws IOException {
        if (n < 0 || n > most) {
            throw new IOException("a count of " + n + " where at most " + most + " fit");
        }
        return n;
    }

    /** Keeps {@code entry} under {@code key}; a folder that cannot be written is passed over. */
    void write(String key, Entry entry) {
        try {
            Files.createDirectories(folder);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(bytes)) {
                out.writeInt(MAGIC);
                out.writeUTF(key);
                out.writeUTF(entry.scriptClass());
                out.writeInt(entry.classes().size());
                for (Map.Entry<String, byte[]> c : entry.classes().entrySet()) {
                    out.writeUTF(c.getKey());
                    out.writeInt(c.getValue().length);
                    out.write(c.getValue());
                }
                out.writeInt(entry.shapeRules().size());
                for (Map.Entry<String, String> r : entry.shapeRules().entrySet()) {
                    out.writeUTF(r.getKey());
                    out.writeUTF(r.getValue());
                }
                out.writeInt(entry.shapeFormulas().size());
                for (Map.Entry<String, ShapeFormula> f : entry.shapeFormulas().entrySet()) {
                    out.writeUTF(f.getKey());
                    f.getValue().writeTo(out);
                }
                out.writeInt(entry.checks().size());
                for (CheckOutline c : entry.checks()) {
                    out.writeBoolean(c.getName() != null);
                    if (c.getName() != null) {
                        out.writeUTF(c.getName());
                    }
                    out.writeInt(c.getLine());
                    out.writeInt(c.getTags().size());
                    for (String tag : c.getTags()) {
                        out.writeUTF(tag);
                    }
                }
            }
            Path temporary = Files.createTempFile(folder, key, ".part");
            try {
                Files.write(temporary, bytes.toByteArray());
                Path file = folder.resolve(key + SUFFIX);
                try {
                    Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
            trim();
        } catch (IOException | RuntimeException e) {
            // the cache only saves time: a script that cannot be kept is compiled again next time
        }
    }

    /** Removes the least recently used files beyond {@link #MAX_FILES}. */
    private void trim() throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.list(folder)) {
            files = all.filter(p -> p.getFileName().toString().endsWith(SUFFIX)).toList();
        }
        if (files.size() <= MAX_FILES) {
            return;
        }
        List<Path> oldestFirst = new ArrayList<>(files);
        oldestFirst.sort(Comparator.comparing(ScriptCache::modified));
        for (Path p : oldestFirst.subList(0, files.size() - MAX_FILES)) {
            Files.deleteIfExists(p);
        }
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return Long.MIN_VALUE; // gone already: first to go
        }
    }

    /**
     * Where {@code c} was loaded from, with that file's size and time: a rebuilt jar (or class
     * folder) is another build. Empty when the JVM does not say.
     */
    static String buildOf(Class<?> c) {
        try {
            CodeSource source = c.getProtectionDomain().getCodeSource();
            URL location = source == null ? null : source.getLocation();
            if (location == null || !"file".equals(location.getProtocol())) {
                return String.valueOf(location);
            }
            Path path = Path.of(location.toURI());
            if (Files.isDirectory(path)) { // a class folder (a build's target/classes): the class file itself
                path = path.resolve(c.getName().replace('.', '/') + ".class");
            }
            return path + " " + Files.size(path) + " " + Files.getLastModifiedTime(path).toMillis();
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return "";
        }
    }
}
