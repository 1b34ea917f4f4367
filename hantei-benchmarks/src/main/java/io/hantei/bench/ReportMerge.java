package io.hantei.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code Report --merge}: a run of some benchmark classes written into the report of an earlier,
 * fuller run. The new report has this run's header and tables, and keeps from the earlier
 * report (the part above {@link Report#KEPT}) the tables of the classes this run did not
 * measure and the lines of their targets, each marked with the run it comes from; the header
 * lists those runs (command, load average, JDK, JMH settings). A class is merged whole: a run of
 * some of its methods replaces its whole table. Tables of classes that no longer exist are
 * dropped.
 */
final class ReportMerge {

    private static final String TARGETS = "## Targets";
    private static final Pattern CLASS_LINE = Pattern.compile("(?m)^`(\\w+)`, samples per cell: [^\\n]*$");
    private static final Pattern WRITTEN = Pattern.compile("Written by `io\\.hantei\\.bench\\.Report` on ([^.]+)\\.");
    private static final Pattern RUN_BULLET = Pattern.compile("(?m)^  - run of (\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC): .*$");
    private static final String FROM = "; from the run of ";
    private static final String NOT_MEASURED = "not measured in this run";

    private ReportMerge() {
    }

    /**
     * The report {@code fresh} (this run, without the hand-kept part) with what {@code previous}
     * (the earlier report, without it too) holds of the classes this run did not measure.
     */
    static String merge(String fresh, String previous) {
        Parts now = Parts.of(fresh);
        Parts before = Parts.of(previous);
        String previousDate = match(WRITTEN, before.head, 1, "an earlier run");

        Map<String, String> tables = new LinkedHashMap<>(now.tables);
        Set<String> runsKept = new LinkedHashSet<>();
        List<String> keptClasses = new ArrayList<>();
        for (Map.Entry<String, String> t : before.tables.entrySet()) {
            if (tables.containsKey(t.getKey()) || !exists(t.getKey())) {
                continue;
            }
            String text = t.getValue();
            Matcher m = CLASS_LINE.matcher(text);
            m.find();
            String line = m.group();
            if (!line.contains(FROM)) {
                text = text.substring(0, m.start()) + line + FROM + previousDate + text.substring(m.end());
                runsKept.add(previousDate);
            } else {
                runsKept.add(line.substring(line.indexOf(FROM) + FROM.length()));
            }
            tables.put(t.getKey(), text);
            keptClasses.add(t.getKey());
        }
        if (keptClasses.isEmpty()) {
            return fresh;
        }

        // the targets this run did not measure: the earlier report's line, marked with its run
        Map<String, String> earlierTargets = new LinkedHashMap<>();
        for (String line : before.targets.split("\n")) {
            if (line.startsWith("| ") && !line.contains(NOT_MEASURED)) {
                earlierTargets.put(firstCell(line), line);
            }
        }
        StringBuilder targets = new StringBuilder();
        for (String line : now.targets.split("\n", -1)) {
            String earlier = line.contains(NOT_MEASURED) ? earlierTargets.get(firstCell(line)) : null;
            if (earlier != null && !earlier.contains("(run of ")) {
                earlier = earlier.substring(0, earlier.length() - 2) + " (run of " + previousDate + ") |";
                runsKept.add(previousDate);
            } else if (earlier != null) {
                Matcher m = Pattern.compile("\\(run of ([^)]+)\\)").matcher(earlier);
                if (m.find()) {
                    runsKept.add(m.group(1));
                }
            }
            targets.append(earlier != null ? earlier : line).append('\n');
        }
        targets.setLength(targets.length() - 1);

        // the header: this run's, and a line on each earlier run that something was kept from
        StringBuilder runs = new StringBuilder();
        runs.append("- Merged (`--merge`): this run measured ")
                .append(now.tables.isEmpty() ? "no table" : "the tables of " + String.join(", ", codes(now.tables.keySet())))
                .append("; the tables of ").append(String.join(", ", codes(keptClasses)))
                .append(" and their targets are kept from earlier reports, each marked with its run:\n");
        for (String date : runsKept) {
            runs.append(date.equals(previousDate) ? describe(before.head, previousDate) : earlierBullet(before.head, date))
                    .append('\n');
        }
        String head = now.head;
        int at = head.indexOf("\n\n", head.indexOf("- JMH settings:"));
        head = head.substring(0, at + 1) + runs + head.substring(at + 1);

        List<String> order = new ArrayList<>(tables.keySet());
        order.sort(Comparator.comparingInt((String c) -> Report.rank(qualified(c))).thenComparing(c -> Report.title(qualified(c))));
        StringBuilder md = new StringBuilder(head).append(targets);
        for (String c : order) {
            md.append(tables.get(c));
        }
        return md.toString();
    }

    /** The earlier report's own run as a sub-bullet, from its header's lines. */
    private static String describe(String head, String date) {
        return "  - run of " + date + ": command `" + line(head, "- Command: `", "`") + "`; load average (1, 5, 15 min) "
                + line(head, "- Load average (1, 5, 15 min) ", "") + "; JDK: " + line(head, "- JDK: ", "")
                + "; JMH settings: " + line(head, "- JMH settings: ", "");
    }

    /** A run the earlier report had itself kept from one before it: its sub-bullet as written. */
    private static String earlierBullet(String head, String date) {
        Matcher m = RUN_BULLET.matcher(head);
        while (m.find()) {
            if (m.group(1).equals(date)) {
                return m.group();
            }
        }
        return "  - run of " + date + ": (its details were not found in the earlier report)";
    }

    private static String line(String head, String prefix, String suffix) {
        for (String l : head.split("\n")) {
            if (l.startsWith(prefix)) {
                String rest = l.substring(prefix.length());
                return suffix.isEmpty() || !rest.endsWith(suffix) ? rest : rest.substring(0, rest.length() - suffix.length());
            }
        }
        return "unknown";
    }

    private static String firstCell(String row) {
        int end = row.indexOf(" | ", 2);
        return end < 0 ? row : row.substring(0, end);
    }

    private static List<String> codes(Iterable<String> names) {
        List<String> out = new ArrayList<>();
        names.forEach(n -> out.add("`" + n + "`"));
        return out;
    }

    private static String match(Pattern p, String text, int group, String otherwise) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(group) : otherwise;
    }

    private static String qualified(String simpleName) {
        return ReportMerge.class.getPackageName() + "." + simpleName;
    }

    private static boolean exists(String simpleName) {
        try {
            Class.forName(qualified(simpleName), false, ReportMerge.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /** A report cut into its header, its targets section and its tables by class (simple name). */
    private record Parts(String head, String targets, Map<String, String> tables) {

        static Parts of(String md) {
            List<String> sections = new ArrayList<>();
            int from = 0;
            while (true) {
                int next = md.indexOf("\n## ", from);
                if (next < 0) {
                    sections.add(md.substring(from));
                    break;
                }
                sections.add(md.substring(from, next + 1));
                from = next + 1;
            }
            String head = sections.get(0);
            String targets = "";
            Map<String, String> tables = new LinkedHashMap<>();
            for (String s : sections.subList(1, sections.size())) {
                Matcher m = CLASS_LINE.matcher(s);
                if (s.startsWith(TARGETS)) {
                    targets = s;
                } else if (m.find()) {
                    tables.put(m.group(1), s.stripTrailing() + "\n\n");
                }
            }
            return new Parts(head, targets, tables);
        }
    }
}
