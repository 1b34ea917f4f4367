package io.hantei.embed;

import java.nio.file.Path;
import java.time.Duration;

/**
 * A host JVM for the specs that kill it: opens an isolated (or, with {@code untrusted}, an
 * untrusted) rule set on the script {@code args[0]}, prints {@code ready}, then evaluates its
 * rule {@code spin}, which never ends. Run as {@code IsolatedHostMain SCRIPT isolated|untrusted}.
 */
public final class IsolatedHostMain {

    private IsolatedHostMain() {
    }

    public static void main(String[] args) {
        Options options = Options.defaults().evalTimeout(Duration.ZERO).allocationLimit(0).isolated(true)
                .untrusted("untrusted".equals(args[1]));
        RuleSet rules = RuleSet.compile(Path.of(args[0]), options);
        System.out.println("ready");
        System.out.flush();
        rules.evaluate("spin", 1, 2);
        System.out.println("the rule ended, which it should not");
    }
}
