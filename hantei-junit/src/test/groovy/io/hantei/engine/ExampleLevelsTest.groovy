package io.hantei.engine

/**
 * The build's way in to the level checks of {@code dsl-examples/}: Surefire finds this class by
 * its name and hands it to the JUnit Platform, and the hantei engine answers it with every
 * script under {@code hantei.levels} (pom.xml sets it to dsl-examples), so each example's checks
 * are tests in the report.
 */
class ExampleLevelsTest extends LevelChecks {
}
