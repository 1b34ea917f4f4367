package io.hantei.engine

import groovy.transform.CompileStatic
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor
import org.junit.platform.engine.support.descriptor.ClassSource
import org.junit.platform.engine.support.hierarchical.Node

/**
 * The levels folder as a build tool asked for it, through {@link LevelChecks} or a class that
 * extends it: a container with that class as its source, around the scripts. Surefire reports
 * tests only inside a container that has a class source (its test set, its report file
 * {@code TEST-<class>.xml}), so the scripts' checks land in that class's report.
 */
@CompileStatic
final class LevelsDescriptor extends AbstractTestDescriptor implements Node<HanteiContext> {

    static final String SEGMENT = 'class'

    /** Why there is nothing to run (no levels folder, or no script in it), or null. */
    private final String empty

    LevelsDescriptor(UniqueId id, String className, String empty) {
        super(id, className.substring(className.lastIndexOf('.') + 1), ClassSource.from(className))
        this.empty = empty
    }

    @Override
    Type getType() {
        Type.CONTAINER
    }

    /** A build that asks for the level checks and finds none fails, rather than passing with no test. */
    @Override
    boolean mayRegisterTests() {
        empty != null
    }

    @Override
    HanteiContext execute(HanteiContext context, Node.DynamicTestExecutor dynamic) {
        if (empty != null) {
            throw new ScriptFailure(empty, null, -1)
        }
        context
    }
}
