package io.hantei.embed;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.hantei.fuzz.FuzzContract;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * A sandboxed script from outside (RuleSet.compile with the default options and a 2 s compile
 * limit): the one pipeline, its checks, its rewrites and the run that collects the rules; the
 * rule set answers one point. The contract: a rule set and its answer, or a CompileException
 * or an EvaluationException; anything else, a crash or a hang past the fuzzer's timeout is a finding. Seeds:
 * {@code ScriptCompileFuzzTestInputs/fuzz/}.
 */
class ScriptCompileFuzzTest {

    private static final Options OPTIONS = Options.defaults().compileTimeout(Duration.ofSeconds(2));

    @FuzzTest(maxDuration = "5m")
    void fuzz(byte[] data) {
        String source = new String(data, StandardCharsets.UTF_8);
        FuzzContract.expect(() -> {
            try (RuleSet rules = RuleSet.compile(source, "fuzz.groovy", OPTIONS)) {
                rules.evaluateAll(40, 90);
            }
        }, CompileException.class, EvaluationException.class);
    }
}
