package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ClassCodeVisitorSupport
import org.codehaus.groovy.control.SourceUnit

/**
 * A walk over the code of one script's source, for the compile-time steps of the pipeline
 * (the sandbox's checks here, the DSL's argument checks and recorders): it knows the source so
 * that errors it adds carry the file and the line.
 */
@CompileStatic
abstract class SourceVisitor extends ClassCodeVisitorSupport {

    protected final SourceUnit source

    protected SourceVisitor(SourceUnit source) {
        this.source = source
    }

    @Override
    protected SourceUnit getSourceUnit() {
        source
    }
}
