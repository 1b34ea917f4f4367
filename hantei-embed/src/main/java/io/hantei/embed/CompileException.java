package io.hantei.embed;

import java.util.List;

/**
 * A rule script could not be made into a {@link RuleSet}: it did not compile, the sandbox
 * refused it, or running it to collect its rules threw or went over a limit.
 */
public final class CompileException extends HanteiException {

    private static final long serialVersionUID = 1L;

    public CompileException(List<Problem> problems, Throwable cause) {
        super(problems, cause);
    }
}
