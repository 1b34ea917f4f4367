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

    LevelsDescriptor(UniqueId id, String className) {
        super(id, className.substring(className.lastIndexOf('.') + 1), ClassSource.from(className))
    }

    @Override
    Type getType() {
        Type.CONTAINER
    }
}
