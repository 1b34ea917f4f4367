package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.SourceVisitor
import groovy.transform.PackageScope
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.MethodNode
import org.codehaus.groovy.ast.Parameter
import org.codehaus.groovy.ast.Variable
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.BinaryExpression
import org.codehaus.groovy.ast.expr.BooleanExpression
import org.codehaus.groovy.ast.expr.ClosureExpression
import org.codehaus.groovy.ast.expr.ConstantExpression
import org.codehaus.groovy.ast.expr.DeclarationExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.MethodCallExpression
import org.codehaus.groovy.ast.expr.NotExpression
import org.codehaus.groovy.ast.expr.PostfixExpression
import org.codehaus.groovy.ast.expr.PrefixExpression
import org.codehaus.groovy.ast.expr.TupleExpression
import org.codehaus.groovy.ast.expr.VariableExpression
import org.codehaus.groovy.ast.stmt.BlockStatement
import org.codehaus.groovy.ast.stmt.ExpressionStatement
import org.codehaus.groovy.ast.stmt.ReturnStatement
import org.codehaus.groovy.ast.stmt.Statement
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer
import org.codehaus.groovy.syntax.Types

/**
 * Finds the rules that are exactly a test of one shape, so that a batch can answer them with a
 * spatial index: {@code rule('in zone') { p -> p in zone }}, {@code { p -> zone.contains(p) }},
 * {@code { it in zone }} or {@code { x, y -> zone.contains(x, y) }}, written at the top level of
 * the script with a literal name, where {@code zone} is a local variable of the script that is
 * given its value where it is declared and never assigned again. For each such rule it notes
 * the variable's name; a rule set then reads the variable's value from the rule's
 * closure (and uses the index only if it is a shape), after the script has run. Runs before the
 * sandbox rewrites the script.
 */
@CompileStatic
@PackageScope
class ShapeRuleFinder extends CompilationCustomizer {

    /** Rule name to the name of the shape variable its closure tests. */
    final Map<String, String> shapeRules = new LinkedHashMap<>()

    /**
     * Rule name to the formula of its closure, for the rules that are shape tests of the point
     * joined by {@code &&}, {@code ||} and {@code !} (not one test alone: those are in
     * {@link #shapeRules}), under the same conditions on the variables.
     */
    final Map<String, ShapeFormula> shapeFormulas = new LinkedHashMap<>()

    ShapeRuleFinder() {
        super(CompilePhase.CANONICALIZATION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        if (!classNode.isScript()) {
            return
        }
        MethodNode run = classNode.getMethod('run', Parameter.EMPTY_ARRAY)
        if (run == null || !(run.code instanceof BlockStatement)) {
            return
        }
        Map<String, Variable> candidates = [:]
        Map<String, Found> formulas = [:]
        Set<String> names = []
        Set<String> duplicates = []
        for (Statement s : ((BlockStatement) run.code).statements) {
            MethodCallExpression call = ruleCall(s)
            if (call == null) {
                continue
            }
            List<Expression> args = ((ArgumentListExpression) call.arguments).expressions
            String name = ((ConstantExpression) args[0]).value as String
            if (!names.add(name)) {
                duplicates.add(name)
            }
            Variable zone = shapeTested((ClosureExpression) args[1])
            if (zone != null) {
                candidates.put(name, zone)
            } else {
                Found found = formulaOf((ClosureExpression) args[1])
                if (found != null) {
                    formulas.put(name, found)
                }
            }
        }
        duplicates.each { candidates.remove(it); formulas.remove(it) }
        if (candidates.isEmpty() && formulas.isEmpty()) {
            return
        }
        Assignments assignments = new Assignments(source)
        assignments.visitClass(classNode)
        candidates.each { String rule, Variable zone ->
            if (assignments.declarations.get(zone) == 1 && !assignments.assigned.contains(zone)) {
                shapeRules.put(rule, zone.name)
            }
        }
        formulas.each { String rule, Found found ->
            if (found.variables.every { assignments.declarations.get(it) == 1 && !assignments.assigned.contains(it) }) {
                shapeFormulas.put(rule, found.formula)
            }
        }
    }

    /** A formula read from a closure, and the script variables it tests. */
    private static final class Found {
        final ShapeFormula formula
        final List<Variable> variables

        Found(ShapeFormula formula, List<Variable> variables) {
            this.formula = formula
            this.variables = variables
        }
    }

    /**
     * The formula of a closure of one point parameter (or {@code it}) whose one expression joins
     * shape tests of the point ({@code p in zone}, {@code zone.contains(p)}) with {@code &&},
     * {@code ||} and {@code !}, and is not a single test; else null.
     */
    private static Found formulaOf(ClosureExpression c) {
        Expression e = onlyExpression(c)
        Parameter[] params = c.parameters
        if (e == null || (params != null && params.length > 1) || (params != null && params.length == 1 && params[0].hasInitialExpression())) {
            return null
        }
        String p = params == null || params.length == 0 ? 'it' : params[0].name
        List<Variable> variables = []
        ShapeFormula f = formula(e, p, variables)
        f == null || f.isSingleShape() ? null : new Found(f, variables)
    }

    private static ShapeFormula formula(Expression e, String p, List<Variable> variables) {
        if (e instanceof NotExpression) {
            ShapeFormula inner = formula(((NotExpression) e).expression, p, variables)
            return inner == null ? null : ShapeFormula.not(inner)
        }
        if (e instanceof BooleanExpression && e.class == BooleanExpression) {
            return formula(((BooleanExpression) e).expression, p, variables)
        }
        if (e instanceof BinaryExpression) {
            BinaryExpression b = (BinaryExpression) e
            int op = b.operation.type
            if (op == Types.LOGICAL_AND || op == Types.LOGICAL_OR) {
                ShapeFormula left = formula(b.leftExpression, p, variables)
                ShapeFormula right = left == null ? null : formula(b.rightExpression, p, variables)
                if (right == null) {
                    return null
                }
                return op == Types.LOGICAL_AND ? ShapeFormula.and(left, right) : ShapeFormula.or(left, right)
            }
        }
        Variable zone = oneTest(e, p)
        if (zone == null) {
            return null
        }
        variables.add(zone)
        ShapeFormula.shape(zone.name)
    }

    /** {@code rule('literal') { ... }} as a statement, else null. */
    private static MethodCallExpression ruleCall(Statement s) {
        Expression e = s instanceof ExpressionStatement ? ((ExpressionStatement) s).expression : null
        if (!(e instanceof MethodCallExpression)) {
            return null
        }
        MethodCallExpression call = (MethodCallExpression) e
        if (!call.implicitThis || call.methodAsString != 'rule' || !(call.arguments instanceof ArgumentListExpression)) {
            return null
        }
        List<Expression> args = ((ArgumentListExpression) call.arguments).expressions
        args.size() == 2 && args[0] instanceof ConstantExpression && ((ConstantExpression) args[0]).value instanceof String &&
                args[1] instanceof ClosureExpression ? call : null
    }

    /** The script variable the closure's one expression tests the point against, or null. */
    private static Variable shapeTested(ClosureExpression c) {
        Expression e = onlyExpression(c)
        Parameter[] params = c.parameters
        if (e == null) {
            return null
        }
        if (params == null || params.length <= 1) {
            String p = params == null || params.length == 0 ? 'it' : params[0].name
            if (params != null && params.length == 1 && params[0].hasInitialExpression()) {
                return null
            }
            return oneTest(e, p)
        }
        if (params.length == 2 && e instanceof MethodCallExpression && ((MethodCallExpression) e).methodAsString == 'contains') {
            MethodCallExpression m = (MethodCallExpression) e
            List<Expression> args = ((TupleExpression) m.arguments).expressions
            if (!m.safe && !m.spreadSafe && args.size() == 2 && isVariable(args[0], params[0].name) && isVariable(args[1], params[1].name)
                    && !params[0].hasInitialExpression() && !params[1].hasInitialExpression()) {
                return scriptLocal(m.objectExpression, params[0].name, params[1].name)
            }
        }
        null
    }

    /** The closure's one statement's expression, or null when it has other statements. */
    private static Expression onlyExpression(ClosureExpression c) {
        Statement code = c.code
        if (code instanceof BlockStatement) {
            List<Statement> body = ((BlockStatement) code).statements
            if (body.size() != 1) {
                return null
            }
            code = body[0]
        }
        code instanceof ExpressionStatement ? ((ExpressionStatement) code).expression
                : code instanceof ReturnStatement ? ((ReturnStatement) code).expression : null
    }

    /** The script variable of {@code p in zone}, {@code zone.contains(p)} or {@code zone.isCase(p)}, or null. */
    private static Variable oneTest(Expression e, String p) {
        if (e instanceof BinaryExpression && ((BinaryExpression) e).operation.type == Types.KEYWORD_IN &&
                isVariable(((BinaryExpression) e).leftExpression, p)) {
            return scriptLocal(((BinaryExpression) e).rightExpression, p)
        }
        if (e instanceof MethodCallExpression && ((MethodCallExpression) e).methodAsString in ['contains', 'isCase']) {
            MethodCallExpression m = (MethodCallExpression) e
            List<Expression> args = ((TupleExpression) m.arguments).expressions
            if (!m.safe && !m.spreadSafe && args.size() == 1 && isVariable(args[0], p)) {
                return scriptLocal(m.objectExpression, p)
            }
        }
        null
    }

    private static boolean isVariable(Expression e, String name) {
        e instanceof VariableExpression && ((VariableExpression) e).name == name
    }

    /** The local variable of the script the expression names (not one of the closure's parameters), or null. */
    private static Variable scriptLocal(Expression e, String... params) {
        if (!(e instanceof VariableExpression)) {
            return null
        }
        VariableExpression v = (VariableExpression) e
        Variable target = v.accessedVariable
        if (params.contains(v.name) || !(target instanceof VariableExpression) || v.isThisExpression() || v.isSuperExpression()) {
            return null
        }
        target
    }

    /** How often each local variable is declared, and which are assigned after their declaration. */
    private static final class Assignments extends SourceVisitor {
        final Map<Variable, Integer> declarations = new IdentityHashMap<>()
        final Set<Variable> assigned = Collections.newSetFromMap(new IdentityHashMap<Variable, Boolean>())

        Assignments(SourceUnit source) {
            super(source)
        }

        @Override
        void visitDeclarationExpression(DeclarationExpression d) {
            if (d.isMultipleAssignmentDeclaration()) {
                d.tupleExpression.expressions.each { assigned.add(variable(it)) }
            } else {
                Variable v = d.variableExpression
                declarations.put(v, (declarations.get(v) ?: 0) + 1)
            }
            d.rightExpression.visit(this)
        }

        @Override
        void visitBinaryExpression(BinaryExpression b) {
            if (Types.ofType(b.operation.type, Types.ASSIGNMENT_OPERATOR)) {
                Expression left = b.leftExpression
                if (left instanceof TupleExpression) {
                    ((TupleExpression) left).expressions.each { assigned.add(variable(it)) }
                } else {
                    assigned.add(variable(left))
                }
            }
            super.visitBinaryExpression(b)
        }

        @Override
        void visitPostfixExpression(PostfixExpression e) {
            assigned.add(variable(e.expression))
            super.visitPostfixExpression(e)
        }

        @Override
        void visitPrefixExpression(PrefixExpression e) {
            assigned.add(variable(e.expression))
            super.visitPrefixExpression(e)
        }

        private static Variable variable(Expression e) {
            if (e instanceof VariableExpression) {
                Variable v = ((VariableExpression) e).accessedVariable
                return v ?: (VariableExpression) e
            }
            NONE
        }

        private static final Variable NONE = new VariableExpression('$none')
    }
}
