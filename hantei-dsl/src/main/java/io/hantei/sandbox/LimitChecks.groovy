package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.MethodNode
import org.codehaus.groovy.ast.expr.ClosureExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.stmt.BlockStatement
import org.codehaus.groovy.ast.stmt.DoWhileStatement
import org.codehaus.groovy.ast.stmt.ExpressionStatement
import org.codehaus.groovy.ast.stmt.ForStatement
import org.codehaus.groovy.ast.stmt.Statement
import org.codehaus.groovy.ast.stmt.WhileStatement
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer

/**
 * Puts the calls that make limits work into a compiled rule script, sandboxed or not:
 * {@link RuntimeGuard#tick()} at the start of every closure, method and loop body (where Groovy's own
 * {@code @ThreadInterrupt} puts its checks). Runs after {@link SandboxTransformer}, which does
 * not see these calls.
 */
@CompileStatic
class LimitChecks extends CompilationCustomizer {

    LimitChecks() {
        super(CompilePhase.CANONICALIZATION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        Visitor v = new Visitor(source)
        for (MethodNode m : classNode.methods) {
            if (m.name == 'main' && m.isStatic()) {
                continue
            }
            v.visitMethod(m)
            m.code = ticked(m.code)
        }
        classNode.fields.each { v.visitField(it) }
    }

    private static Statement tick(Statement at) {
        Statement s = new ExpressionStatement(RuntimeGuard.callAt(at, 'tick'))
        s.sourcePosition = at
        s
    }

    /** The statement with a tick first. */
    static Statement ticked(Statement code) {
        if (code == null) {
            return null
        }
        if (code instanceof BlockStatement) {
            ((BlockStatement) code).statements.add(0, tick(code))
            return code
        }
        BlockStatement block = new BlockStatement()
        block.addStatement(tick(code))
        block.addStatement(code)
        block.sourcePosition = code
        block
    }

    private static final class Visitor extends SourceTransformer {
        Visitor(SourceUnit source) {
            super(source)
        }

        @Override
        void visitForLoop(ForStatement loop) {
            super.visitForLoop(loop)
            loop.loopBlock = ticked(loop.loopBlock)
        }

        @Override
        void visitWhileLoop(WhileStatement loop) {
            super.visitWhileLoop(loop)
            loop.loopBlock = ticked(loop.loopBlock)
        }

        @Override
        void visitDoWhileLoop(DoWhileStatement loop) {
            super.visitDoWhileLoop(loop)
            loop.loopBlock = ticked(loop.loopBlock)
        }

        @Override
        Expression transform(Expression e) {
            if (e instanceof ClosureExpression) {
                ClosureExpression c = (ClosureExpression) e
                c.code.visit(this)
                c.code = ticked(c.code)
                return c
            }
            e?.transformExpression(this)
        }
    }
}
