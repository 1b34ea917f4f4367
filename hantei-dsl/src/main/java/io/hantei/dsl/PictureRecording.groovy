package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.SourceTransformer
import org.codehaus.groovy.ast.ClassHelper
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.MethodNode
import org.codehaus.groovy.ast.Parameter
import org.codehaus.groovy.ast.VariableScope
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.ClosureExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.MethodCallExpression
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression
import org.codehaus.groovy.ast.expr.VariableExpression
import org.codehaus.groovy.ast.stmt.BlockStatement
import org.codehaus.groovy.ast.stmt.ExpressionStatement
import org.codehaus.groovy.ast.stmt.Statement
import org.codehaus.groovy.ast.stmt.TryCatchStatement
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer

/**
 * The script's one record of its shapes (compile-time half; {@link ScriptScene} is the run-time
 * half). Wraps the body of a hantei script's {@code run()} so that the shapes its words make are
 * noted while it runs, and only then:
 * <pre>
 * startRecordingShapes()
 * try { ...the script... } finally { stopRecordingShapes() }
 * </pre>
 * and has each {@code shape.named(...)} the script writes note the named copy
 * ({@code HanteiScript.noteShape(shape.named('guard'))}), which takes the unnamed one's place.
 * The script's statements stay in {@code run()} and are left as written until instruction
 * selection, after every customizer of the earlier phases (the sandbox's, a rule finder's) has
 * seen them. The script's value is still its last statement's.
 */
@CompileStatic
class PictureRecording extends CompilationCustomizer {

    private static final ClassNode SCRIPT = ClassHelper.make(HanteiScript)

    PictureRecording() {
        super(CompilePhase.INSTRUCTION_SELECTION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        new NamedCopies(source).visitClass(classNode)
        if (!classNode.isScript() || !classNode.isDerivedFrom(SCRIPT)) {
            return
        }
        MethodNode run = classNode.getMethod('run', Parameter.EMPTY_ARRAY)
        if (run == null || run.isAbstract() || !(run.code instanceof BlockStatement)) {
            return
        }
        Statement body = run.code
        TryCatchStatement recorded = new TryCatchStatement(body, new BlockStatement([call('stopRecordingShapes')] as List<Statement>,
                new VariableScope(run.variableScope)))
        recorded.sourcePosition = body
        BlockStatement wrapped = new BlockStatement([call('startRecordingShapes'), recorded] as List<Statement>,
                new VariableScope(run.variableScope))
        wrapped.sourcePosition = body
        run.code = wrapped
    }

    private static Statement call(String method) {
        MethodCallExpression call = new MethodCallExpression(VariableExpression.THIS_EXPRESSION, method, ArgumentListExpression.EMPTY_ARGUMENTS)
        call.implicitThis = true
        call.methodTarget = SCRIPT.getMethod(method, Parameter.EMPTY_ARRAY)
        new ExpressionStatement(call)
    }

    /** Wraps each {@code x.named(...)} in {@code HanteiScript.noteShape(...)}, in closures too. */
    private static final class NamedCopies extends SourceTransformer {
        NamedCopies(SourceUnit source) {
            super(source)
        }

        @Override
        Expression transform(Expression e) {
            if (e instanceof ClosureExpression) {
                ((ClosureExpression) e).code.visit(this)
                return e
            }
            Expression t = e?.transformExpression(this)
            if (t instanceof MethodCallExpression && ((MethodCallExpression) t).methodAsString == 'named' &&
                    !((MethodCallExpression) t).implicitThis) {
                StaticMethodCallExpression noted = new StaticMethodCallExpression(SCRIPT, 'noteShape', new ArgumentListExpression(t))
                noted.sourcePosition = t
                return noted
            }
            t
        }
    }
}
