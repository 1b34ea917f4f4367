package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ClassCodeExpressionTransformer
import org.codehaus.groovy.control.SourceUnit

/**
 * A rewrite of the code of one script's source, for the compile-time steps of the pipeline
 * that change what a script does (the sandbox's guards, the limits' ticks, the DSL's shape
 * recorder): it knows the source so that errors it adds carry the file and the line.
 */
@CompileStatic
abstract class SourceTransformer extends ClassCodeExpressionTransformer {

    protected final SourceUnit source

    protected SourceTransformer(SourceUnit source) {
        this.source = source
    }

    @Override
    protected SourceUnit getSourceUnit() {
        source
    }
}
