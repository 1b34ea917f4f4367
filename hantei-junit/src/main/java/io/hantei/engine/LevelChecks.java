package io.hantei.engine;

/**
 * The handle by which build tools that only look for test classes find the level checks.
 * Maven Surefire and Gradle hand the JUnit Platform the classes they find, never a folder of
 * scripts; the hantei engine answers this class, and any class that extends it, with every
 * script under the levels folder (configuration parameter {@code hantei.levels}, by default
 * {@code src/test/levels}).
 * <p>
 * Either let Surefire find this class in the hantei jar ({@code dependenciesToScan}, see
 * docs/level-checks.md), or write a one-line class in the level project's test sources
 * that Gradle or Surefire finds by name:
 * <pre>
 * public class LevelsTest extends io.hantei.engine.LevelChecks {}
 * </pre>
 */
public class LevelChecks {

    /** For subclasses; there is nothing to make. */
    protected LevelChecks() {
    }
}
