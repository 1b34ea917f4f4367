package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.SourceVisitor
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.ConstantExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.ListExpression
import org.codehaus.groovy.ast.expr.MapEntryExpression
import org.codehaus.groovy.ast.expr.MapExpression
import org.codehaus.groovy.ast.expr.MethodCallExpression
import org.codehaus.groovy.ast.expr.TupleExpression
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer

/**
 * Finds the {@code check} blocks a script states, before it runs: their names, lines and tags,
 * as written ({@link CheckOutline}). What the JUnit Platform engine lists as tests before running a
 * script. A check whose name is not written out ({@code check(guard) {...}},
 * {@code check("door $i") {...}}) is listed with a null name: only running the script names it.
 * A {@code tags:} that is not a list of words written out is a compile error with its line.
 */
@CompileStatic
class CheckFinder extends CompilationCustomizer {

    /** A tag: letters, digits and {@code - _ . :}, as JUnit's tag expressions can name it. */
    static final String TAG = /[\p{L}\p{N}_.:-]+/

    private final List<CheckOutline> found = []

    CheckFinder() {
        super(CompilePhase.CONVERSION)
    }

    /** The checks found, in the order they are written. */
    List<CheckOutline> getChecks() {
        found.sort(false) { CheckOutline o -> o.line }.asImmutable()
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        new Visitor(source, found).visitClass(classNode)
    }

    private static final class Visitor extends SourceVisitor {
        private final List<CheckOutline> found

        Visitor(SourceUnit source, List<CheckOutline> found) {
            super(source)
            this.found = found
        }

        @Override
        void visitMethodCallExpression(MethodCallExpression call) {
            super.visitMethodCallExpression(call)
            if (!call.implicitThis || call.methodAsString != 'check' || !(call.arguments instanceof TupleExpression)) {
                return
            }
            List<Expression> args = ((TupleExpression) call.arguments).expressions
            String name = null
            List<String> tags = []
            for (Expression a : args) {
                if (a instanceof MapExpression) {
                    tags = tagsOf((MapExpression) a)
                } else if (a instanceof ConstantExpression && ((ConstantExpression) a).value instanceof String && name == null) {
                    name = (String) ((ConstantExpression) a).value
                }
            }
            Expression first = args.find { !(it instanceof MapExpression) }
            if (!(first instanceof ConstantExpression)) {
                name = null // check(zone) {...} or a name made when it runs
            }
            found.add(new CheckOutline(name, call.lineNumber, tags))
        }

        private List<String> tagsOf(MapExpression map) {
            List<String> tags = []
            for (MapEntryExpression e : map.mapEntryExpressions) {
                if (!(e.keyExpression instanceof ConstantExpression) || e.keyExpression.text != 'tags') {
                    continue // check(...) itself names the keys it takes when it runs
                }
                Expression v = e.valueExpression
                List<Expression> items = v instanceof ListExpression ? ((ListExpression) v).expressions : [v]
                for (Expression item : items) {
                    Object value = item instanceof ConstantExpression ? ((ConstantExpression) item).value : null
                    if (!(value instanceof String) || !(((String) value) ==~ TAG)) {
                        addError("check: tags must be words written out, like tags: ['smoke', 'level-1'], but " +
                                (value instanceof String ? "'" + value + "' is not one (letters, digits, - _ . : only)"
                                        : 'one was ' + item.text), item)
                        continue
                    }
                    tags.add((String) value)
                }
            }
            tags
        }
    }
}
