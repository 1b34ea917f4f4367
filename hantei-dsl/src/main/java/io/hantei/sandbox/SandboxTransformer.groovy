package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ASTNode
import org.codehaus.groovy.ast.ClassHelper
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.DynamicVariable
import org.codehaus.groovy.ast.FieldNode
import org.codehaus.groovy.ast.GenericsType
import org.codehaus.groovy.ast.ImportNode
import org.codehaus.groovy.ast.MethodNode
import org.codehaus.groovy.ast.ModuleNode
import org.codehaus.groovy.ast.Parameter
import org.codehaus.groovy.ast.PropertyNode
import org.codehaus.groovy.ast.expr.ArrayExpression
import org.codehaus.groovy.ast.expr.AttributeExpression
import org.codehaus.groovy.ast.expr.BinaryExpression
import org.codehaus.groovy.ast.expr.CastExpression
import org.codehaus.groovy.ast.expr.ClassExpression
import org.codehaus.groovy.ast.expr.ClosureExpression
import org.codehaus.groovy.ast.expr.ClosureListExpression
import org.codehaus.groovy.ast.expr.ConstantExpression
import org.codehaus.groovy.ast.expr.ConstructorCallExpression
import org.codehaus.groovy.ast.expr.DeclarationExpression
import org.codehaus.groovy.ast.expr.GStringExpression
import org.codehaus.groovy.ast.expr.ListExpression
import org.codehaus.groovy.ast.expr.MapExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.MethodCallExpression
import org.codehaus.groovy.ast.expr.MethodPointerExpression
import org.codehaus.groovy.ast.expr.MethodReferenceExpression
import org.codehaus.groovy.ast.expr.PostfixExpression
import org.codehaus.groovy.ast.expr.PrefixExpression
import org.codehaus.groovy.ast.expr.PropertyExpression
import org.codehaus.groovy.ast.expr.RangeExpression
import org.codehaus.groovy.ast.expr.SpreadExpression
import org.codehaus.groovy.ast.expr.SpreadMapExpression
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression
import org.codehaus.groovy.ast.expr.TupleExpression
import org.codehaus.groovy.ast.expr.VariableExpression
import org.codehaus.groovy.ast.stmt.AssertStatement
import org.codehaus.groovy.ast.stmt.BlockStatement
import org.codehaus.groovy.ast.stmt.CaseStatement
import org.codehaus.groovy.ast.stmt.CatchStatement
import org.codehaus.groovy.ast.stmt.ExpressionStatement
import org.codehaus.groovy.ast.stmt.ForStatement
import org.codehaus.groovy.ast.stmt.ReturnStatement
import org.codehaus.groovy.ast.stmt.Statement
import org.codehaus.groovy.ast.stmt.SynchronizedStatement
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.classgen.ReturnAdder
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer
import org.codehaus.groovy.syntax.Token
import org.codehaus.groovy.syntax.Types

import java.lang.reflect.Modifier

/**
 * The main check of a sandboxed script, once Groovy has resolved every name in it; it refuses
 * at compile time what can be seen there and rewrites the script so that the rest is checked
 * when it runs.
 *
 * <p>Refused, each with the line: naming a class not on the allow list ({@link AllowList#TYPES})
 * anywhere (imports, {@code new}, casts, declarations, {@code catch}, static calls such as
 * {@code System.exit(0)}); static calls and properties that are not static members of their
 * class (Groovy would otherwise call {@code java.lang.Class}'s own methods, such as
 * {@code Math.forName(...)}); the names in {@link AllowList#DENIED} ({@code getClass},
 * {@code metaClass}, {@code execute}, {@code evaluate}, {@code binding}, ...) as methods,
 * properties or variables; method and property names computed at run time
 * ({@code x."$name"()}); {@code .@field}; arrays ({@code new byte[n]}); {@code synchronized};
 * {@code catch (Throwable)} and {@code catch (Error)} (which would swallow the sandbox's own
 * errors); compound assignment to a subscript ({@code a[k] += 1}); static fields; a number
 * literal of more than {@link NumberSizes#MAX_DIGITS} digits; a method pointer to a call that
 * {@link SizedCalls} weighs ({@code 'x'.&center}).
 *
 * <p>Rewritten, so that {@link RuntimeGuard} checks them as they run: the receiver of every method
 * call, property access, spread, method pointer, {@code in}, {@code case} and {@code for}
 * loop; subscripts {@code a[k]} and {@code a[k] = v}; {@code *}, {@code **} and ranges; and,
 * through {@link SizedCalls}, the calls, operators ({@code + / << >>}), casts, text-typed
 * variables and GStrings that could make a huge value in one step. Other calls on {@code this}
 * (the script) and the script's implicit calls are left as they are: their names are checked
 * here.
 */
@CompileStatic
class SandboxTransformer extends CompilationCustomizer {

    SandboxTransformer() {
        super(CompilePhase.CANONICALIZATION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        if (classNode.isScript()) {
            new Checker(source, classNode).run()
        }
    }

    /** Compound assignments rewritten as {@code x = RuntimeGuard.op(x, v)}, by their operator. */
    private static final Map<Integer, String> COMPOUND = [
            (Types.MULTIPLY_EQUAL): 'times', (Types.POWER_EQUAL): 'power', (Types.PLUS_EQUAL): 'plus',
            (Types.DIVIDE_EQUAL): 'div', (Types.LEFT_SHIFT_EQUAL): 'leftShift', (Types.RIGHT_SHIFT_EQUAL): 'rightShift',
    ].asImmutable()

    private static final class Checker extends SourceTransformer {

        private final ClassNode script

        /** Whether the code being visited returns from a method declared to return String (a return makes text). */
        private boolean returnsText

        /** The type the code being visited returns as, when a method declares one that a return value is cast to; else null. */
        private ClassNode returnsCast

        Checker(SourceUnit source, ClassNode script) {
            super(source)
            this.script = script
        }

        void run() {
            checkImports(source.AST)
            for (FieldNode f : script.fields) {
                if (f.isSynthetic() || f.name.startsWith('$') || f.name.startsWith('__')) {
                    continue
                }
                if (f.isStatic()) {
                    refuse('the static field ' + f.name + ' is not allowed in a sandboxed script: ' +
                            'each thread that evaluates gets its own script, and a static field would be shared', f)
                }
                checkType(f.originType, f)
                visitField(f)
                if (textType(f.originType) && f.initialValueExpression != null) {
                    f.initialValueExpression = asText(f.initialValueExpression)
                }
            }
            for (PropertyNode p : script.properties) {
                visitProperty(p)
            }
            for (MethodNode m : script.methods) {
                if (generatedMain(m)) {
                    continue
                }
                for (Parameter p : m.parameters) {
                    checkType(p.originType, p)
                }
                checkType(m.returnType, m)
                returnsText = textType(m.returnType) && !m.isScriptBody()
                returnsCast = typedCast(m.returnType) && !m.isScriptBody() ? m.returnType : null
                if (returnsText || returnsCast != null) {
                    new ReturnAdder().visitMethod(m) // its last expression becomes a return, which is weighed as text or checked
                }
                visitMethod(m)
                returnsText = false
                returnsCast = null
            }
        }

        private static boolean generatedMain(MethodNode m) {
            if (m.name != 'main' || !m.isStatic() || m.parameters.length != 1) {
                return false
            }
            Statement code = m.code
            if (code instanceof BlockStatement && ((BlockStatement) code).statements.size() == 1) {
                code = ((BlockStatement) code).statements[0]
            }
            code instanceof ExpressionStatement && ((ExpressionStatement) code).expression instanceof StaticMethodCallExpression &&
                    ((StaticMethodCallExpression) ((ExpressionStatement) code).expression).method == 'runScript'
        }

        private void checkImports(ModuleNode module) {
            for (ImportNode i : module.imports) {
                if (!allowedType(i.type)) {
                    refuse('import ' + i.className + ': ' + i.className + ' is not allowed in a sandboxed script', i)
                }
            }
            for (ImportNode i : module.starImports) {
                if (!AllowList.STAR_PACKAGES.contains(i.packageName)) {
                    refuse('import ' + i.packageName + '*: only ' + AllowList.STAR_PACKAGES.collect { it + '*' }.join(', ') +
                            ' may be imported with a star in a sandboxed script', i)
                }
            }
            for (ImportNode i : module.staticImports.values() + module.staticStarImports.values()) {
                if (!allowedType(i.type)) {
                    refuse('import static ' + i.className + (i.fieldName ? '.' + i.fieldName : '.*') + ': ' + i.className +
                            ' is not allowed in a sandboxed script', i)
                } else if (i.fieldName && AllowList.DENIED.containsKey(i.fieldName)) {
                    refuse(denied(i.fieldName, true), i)
                }
            }
        }

        // ------------------------------------------------------------------ statements

        @Override
        void visitForLoop(ForStatement loop) {
            super.visitForLoop(loop)
            if (!(loop.collectionExpression instanceof ClosureListExpression)) {
                loop.collectionExpression = guard('receiver', loop.collectionExpression)
            }
        }

        @Override
        void visitCaseStatement(CaseStatement statement) {
            super.visitCaseStatement(statement)
            Expression e = statement.expression
            if (!(e instanceof ConstantExpression || e instanceof ClassExpression)) {
                statement.expression = guard('receiver', e)
            }
        }

        @Override
        void visitCatchStatement(CatchStatement statement) {
            ClassNode type = statement.exceptionType
            if (!isException(type)) {
                refuse('catch (' + type.nameWithoutPackage + ') is not allowed in a sandboxed script: catch Exception ' +
                        'or one of its kinds (the sandbox stops a script with an Error, which a script may not catch)',
                        statement.variable?.lineNumber > 0 ? statement.variable : statement)
            } else {
                checkType(type, statement)
            }
            super.visitCatchStatement(statement)
        }

        private static boolean isException(ClassNode type) {
            for (ClassNode c = type; c != null; c = c.superClass) {
                if (c.name == 'java.lang.Exception') {
                    return true
                }
            }
            false
        }

        @Override
        void visitReturnStatement(ReturnStatement statement) {
            super.visitReturnStatement(statement)
            if (returnsText) {
                statement.expression = asText(statement.expression)
            } else if (returnsCast != null && !(statement.expression instanceof ConstantExpression)) {
                statement.expression = guard('castable', statement.expression, statement.expression, new ClassExpression(returnsCast))
            }
        }

        @Override
        void visitAssertStatement(AssertStatement statement) {
            super.visitAssertStatement(statement)
            Expression message = statement.messageExpression
            if (!(message instanceof ConstantExpression)) {
                statement.messageExpression = guard('text', message) // the message is made text with the assertion's
            }
        }

        @Override
        void visitSynchronizedStatement(SynchronizedStatement statement) {
            refuse('synchronized is not allowed in a sandboxed script', statement)
            super.visitSynchronizedStatement(statement)
        }

        // ------------------------------------------------------------------ expressions

        @Override
        Expression transform(Expression e) {
            if (e == null) {
                return null
            }
            if (e instanceof ClosureExpression) {
                ClosureExpression c = (ClosureExpression) e
                for (Parameter p : (c.parameters ?: new Parameter[0])) {
                    checkType(p.originType, p)
                    if (p.hasInitialExpression()) {
                        p.initialExpression = transform(p.initialExpression)
                    }
                }
                boolean outer = returnsText
                ClassNode outerCast = returnsCast
                returnsText = false
                returnsCast = null
                c.code.visit(this)
                returnsText = outer
                returnsCast = outerCast
                return c
            }
            if (e instanceof ArrayExpression) {
                refuse('arrays (new ' + ((ArrayExpression) e).elementType.nameWithoutPackage + '[...]) are not allowed in a ' +
                        'sandboxed script: use a list, [1, 2, 3]', e)
                return e
            }
            if (e instanceof AttributeExpression) {
                refuse('direct field access (.@' + ((AttributeExpression) e).propertyAsString + ') is not allowed in a sandboxed script', e)
                return e
            }
            if (e instanceof DeclarationExpression) {
                DeclarationExpression d = (DeclarationExpression) e
                if (d.isMultipleAssignmentDeclaration()) {
                    for (Expression v : d.tupleExpression.expressions) {
                        checkType(((VariableExpression) v).originType, v)
                    }
                } else {
                    checkType(d.variableExpression.originType, d)
                }
                d.rightExpression = transform(d.rightExpression)
                if (!d.isMultipleAssignmentDeclaration() && textType(d.variableExpression.originType)) {
                    d.rightExpression = asText(d.rightExpression)
                } else if (!d.isMultipleAssignmentDeclaration() && typedCast(d.variableExpression.originType) &&
                        !(d.rightExpression instanceof ConstantExpression)) {
                    d.rightExpression = guard('castable', d, d.rightExpression, new ClassExpression(d.variableExpression.originType))
                }
                return d
            }
            if (e instanceof BinaryExpression) {
                Expression special = binary((BinaryExpression) e)
                if (special != null) {
                    return special
                }
            }
            check(e)
            Expression t = e.transformExpression(this)
            rewrite(t)
        }

        /** Refusals that can be seen on the node itself. */
        private void check(Expression e) {
            if (e instanceof ConstructorCallExpression) {
                if (checkType(e.type, e)) {
                    constructor((ConstructorCallExpression) e)
                }
            } else if (e instanceof ConstantExpression) {
                Object value = ((ConstantExpression) e).value
                if (value instanceof Number && NumberSizes.digits(value) > NumberSizes.MAX_DIGITS) {
                    refuse('the number ' + SizedCalls.show(value) + ' has more than ' + NumberSizes.MAX_DIGITS +
                            ' digits, which is not allowed in a sandboxed script', e)
                }
            } else if (e instanceof ClassExpression) {
                checkType(e.type, e)
            } else if (e instanceof CastExpression) {
                checkType(e.type, e)
            } else if (e instanceof VariableExpression) {
                VariableExpression v = (VariableExpression) e
                if (v.accessedVariable instanceof DynamicVariable && AllowList.DENIED.containsKey(v.name)) {
                    refuse(denied(v.name, true), e)
                }
            } else if (e instanceof StaticMethodCallExpression) {
                StaticMethodCallExpression s = (StaticMethodCallExpression) e
                if (checkType(s.ownerType, e)) {
                    staticMember(s.ownerType, s.method, false, e)
                }
            } else if (e instanceof MethodCallExpression) {
                MethodCallExpression m = (MethodCallExpression) e
                String name = m.methodAsString
                if (name == null) {
                    refuse('a method name computed at run time (x."$name"()) is not allowed in a sandboxed script', e)
                } else if (AllowList.DENIED.containsKey(name)) {
                    refuse(denied(name, false), e)
                } else if (AllowList.PRINTING.contains(name) && !m.implicitThis && !isThis(m.objectExpression)) {
                    refuse(name + '() on an object prints to the host\'s standard output, which is not allowed in a ' +
                            'sandboxed script: call ' + name + '(...) on its own', e)
                } else if (m.objectExpression instanceof ClassExpression) {
                    staticMember(m.objectExpression.type, name, false, e)
                } else if (!m.implicitThis && !isThis(m.objectExpression)) {
                    allowedCall(m.objectExpression, name, e)
                }
            } else if (e instanceof PropertyExpression) {
                PropertyExpression p = (PropertyExpression) e
                String name = p.propertyAsString
                if (name == null) {
                    refuse('a property name computed at run time (x."$name") is not allowed in a sandboxed script', e)
                } else if (AllowList.DENIED.containsKey(name)) {
                    refuse(denied(name, true), e)
                } else if (p.objectExpression instanceof ClassExpression) {
                    staticMember(p.objectExpression.type, name, true, e)
                }
            } else if (e instanceof MethodPointerExpression) {
                MethodPointerExpression m = (MethodPointerExpression) e
                String name = m.methodName instanceof ConstantExpression ? m.methodName.text : null
                if (name == null) {
                    refuse('a method pointer to a name computed at run time is not allowed in a sandboxed script', e)
                } else if (AllowList.DENIED.containsKey(name) || AllowList.PRINTING.contains(name) && !isThis(m.expression)) {
                    refuse(denied(name, false), e)
                } else if (!isThis(m.expression) && !(m.expression instanceof ClassExpression) && !allowedCall(m.expression, name, e)) {
                    return // allowedCall has refused it, saying why
                } else if (SizedCalls.METHODS.contains(name) && !(isThis(m.expression) && script.getDeclaredMethods(name))) {
                    refuse('a method pointer to ' + name + '() is not allowed in a sandboxed script: call it where it is ' +
                            'needed (what it makes is weighed as it is called)', e)
                } else if (m.expression instanceof ClassExpression) {
                    staticMember(m.expression.type, name, false, e)
                }
            } else if (e instanceof PostfixExpression || e instanceof PrefixExpression) {
                Expression target = e instanceof PostfixExpression ? ((PostfixExpression) e).expression : ((PrefixExpression) e).expression
                if (subscript(target)) {
                    refuse('++ and -- on a subscript (a[k]++) are not allowed in a sandboxed script: write a[k] = a[k] + 1', e)
                }
            }
        }

        /** Assignments and operators that are rewritten whole; null for the others. */
        private Expression binary(BinaryExpression b) {
            int op = b.operation.type
            if (op == Types.ASSIGN && subscript(b.leftExpression)) {
                BinaryExpression s = (BinaryExpression) b.leftExpression
                return guard('putAt', b, transform(s.leftExpression), transform(s.rightExpression), transform(b.rightExpression))
            }
            if (op == Types.ASSIGN && b.leftExpression instanceof VariableExpression && textType(typeOf(b.leftExpression))) {
                b.leftExpression = transform(b.leftExpression)
                b.rightExpression = asText(transform(b.rightExpression))
                return b
            }
            if (Types.ofType(op, Types.ASSIGNMENT_OPERATOR) && op != Types.ASSIGN) {
                if (subscript(b.leftExpression)) {
                    refuse(b.operation.text + ' on a subscript (a[k] ' + b.operation.text + ' v) is not allowed in a sandboxed ' +
                            'script: write a[k] = a[k] ' + b.operation.text.replace('=', '') + ' v', b)
                    return b
                }
                String operator = COMPOUND.get(op)
                if (operator != null) {
                    if (!(b.leftExpression instanceof VariableExpression)) {
                        refuse(b.operation.text + ' on ' + b.leftExpression.text + ' is not allowed in a sandboxed script: write x = x ' +
                                b.operation.text.replace('=', '') + ' v', b)
                        return b
                    }
                    Expression left = transform(b.leftExpression)
                    Expression value = guard(operator, b, left, transform(b.rightExpression))
                    BinaryExpression assign = new BinaryExpression(left, Token.newSymbol(Types.ASSIGN, b.operation.startLine,
                            b.operation.startColumn), value)
                    assign.sourcePosition = b
                    return assign
                }
            }
            null
        }

        /** Wraps what needs a run-time check, on a node whose children are already transformed. */
        private Expression rewrite(Expression t) {
            if (t instanceof MethodCallExpression) {
                MethodCallExpression m = (MethodCallExpression) t
                if (!m.implicitThis && needsGuard(m.objectExpression)) {
                    m.objectExpression = guard(m.spreadSafe ? 'spreadCallee' : 'callee', m.objectExpression, m.objectExpression,
                            new ConstantExpression(m.methodAsString))
                }
                boolean weighed = SizedCalls.METHODS.contains(m.methodAsString) &&
                        (!closureArgument(m.arguments) || m.methodAsString in ['replaceAll', 'replaceFirst']) &&
                        (!(m.objectExpression instanceof ClassExpression) || SizedCalls.STATIC_OWNERS.contains(m.objectExpression.type.name))
                return weighed ? sized(m) : m
            }
            if (t instanceof StaticMethodCallExpression) { // a statically imported method: String.format as format(...)
                StaticMethodCallExpression c = (StaticMethodCallExpression) t
                if (SizedCalls.METHODS.contains(c.method) && SizedCalls.STATIC_OWNERS.contains(c.ownerType.name)) {
                    return guard('sized', c, new ClassExpression(c.ownerType), new ConstantExpression(c.method),
                            new ConstantExpression(false, true), list(plainArguments(c.arguments, c), c))
                }
                return c
            }
            if (t instanceof GStringExpression) {
                GStringExpression g = (GStringExpression) t
                ArrayExpression values = new ArrayExpression(ClassHelper.OBJECT_TYPE, g.values)
                ArrayExpression strings = new ArrayExpression(ClassHelper.STRING_TYPE, g.strings as List<Expression>)
                values.sourcePosition = g
                strings.sourcePosition = g
                return guard('gstring', g, values, strings)
            }
            if (t instanceof CastExpression) {
                CastExpression c = (CastExpression) t
                if (textType(c.type) && !(c.expression instanceof ConstantExpression)) {
                    c.expression = asText(c.expression)
                } else if (c.isCoerce() && SizedCalls.CASTS.contains(c.type.name)) {
                    CastExpression typed = new CastExpression(c.type, guard('asType', c, c.expression, new ClassExpression(c.type)))
                    typed.sourcePosition = c
                    return typed
                } else if (typedCast(c.type) && !(c.expression instanceof ConstantExpression)) {
                    c.expression = guard('castable', c, c.expression, new ClassExpression(c.type))
                }
                return c
            }
            if (t instanceof ConstructorCallExpression && SizedCalls.constructs(t.type.name)) {
                List<Expression> args = plainArguments(((ConstructorCallExpression) t).arguments, t)
                return args ? guard('construct', t, new ClassExpression(t.type), list(args, t)) : t
            }
            if (t instanceof PropertyExpression) {
                PropertyExpression p = (PropertyExpression) t
                if (needsGuard(p.objectExpression)) {
                    p.objectExpression = guard(p.spreadSafe ? 'spreadOwner' : 'owner', p.objectExpression, p.objectExpression,
                            new ConstantExpression(p.propertyAsString))
                }
                return p
            }
            if (t instanceof MethodPointerExpression) { // x.&m, and x::m (a MethodReferenceExpression)
                MethodPointerExpression m = (MethodPointerExpression) t
                if (needsGuard(m.expression)) {
                    Expression receiver = guard('callee', m.expression, m.expression, new ConstantExpression(m.methodName.text))
                    MethodPointerExpression w = m instanceof MethodReferenceExpression ?
                            new MethodReferenceExpression(receiver, m.methodName) : new MethodPointerExpression(receiver, m.methodName)
                    w.sourcePosition = m
                    return w
                }
                return m
            }
            if (t instanceof RangeExpression) {
                return guard('range', t)
            }
            if (t instanceof BinaryExpression && !(t instanceof DeclarationExpression)) {
                BinaryExpression b = (BinaryExpression) t
                switch (b.operation.type) {
                    case Types.LEFT_SQUARE_BRACKET:
                        return guard(b.isSafe() ? 'getAtSafe' : 'getAt', b, b.leftExpression, b.rightExpression)
                    case Types.MULTIPLY:
                        return guard('times', b, b.leftExpression, b.rightExpression)
                    case Types.PLUS:
                    case Types.DIVIDE:
                        return small(b.leftExpression) && small(b.rightExpression) ? b
                                : guard(b.operation.type == Types.PLUS ? 'plus' : 'div', b, b.leftExpression, b.rightExpression)
                    case Types.POWER:
                        return guard('power', b, b.leftExpression, b.rightExpression)
                    case Types.COMPARE_LESS_THAN:
                    case Types.COMPARE_LESS_THAN_EQUAL:
                    case Types.COMPARE_GREATER_THAN:
                    case Types.COMPARE_GREATER_THAN_EQUAL:
                    case Types.COMPARE_TO:
                        return small(b.leftExpression) && small(b.rightExpression) ? b
                                : guard('compare', b, b.leftExpression, b.rightExpression, new ConstantExpression(b.operation.text))
                    case Types.KEYWORD_IN:
                    case Types.COMPARE_NOT_IN:
                        if (needsGuard(b.rightExpression)) {
                            b.rightExpression = guard('receiver', b.rightExpression)
                        }
                        return b
                    case Types.LEFT_SHIFT:
                    case Types.RIGHT_SHIFT:
                        return small(b.leftExpression) && small(b.rightExpression) ? b
                                : guard(b.operation.type == Types.LEFT_SHIFT ? 'leftShift' : 'rightShift', b, b.leftExpression, b.rightExpression)
                    case Types.RIGHT_SHIFT_UNSIGNED:
                    case Types.BITWISE_AND:
                    case Types.BITWISE_OR:
                    case Types.BITWISE_XOR:
                        if (needsGuard(b.leftExpression)) {
                            b.leftExpression = guard('receiver', b.leftExpression)
                        }
                        return b
                    default:
                        return b
                }
            }
            t
        }

        /**
         * A call of a method that takes a size, sent through {@link RuntimeGuard#sized} so that
         * its size is weighed before it runs ({@link SizedCalls}).
         */
        private Expression sized(MethodCallExpression m) {
            List<Expression> args = plainArguments(m.arguments, m)
            Expression receiver = m.implicitThis ? VariableExpression.THIS_EXPRESSION : m.objectExpression
            if (m.spreadSafe) {
                return guard('sizedSpread', m, receiver, new ConstantExpression(m.methodAsString), list(args, m))
            }
            guard('sized', m, receiver, new ConstantExpression(m.methodAsString), new ConstantExpression(m.safe, true), list(args, m))
        }

        /** Whether a call is given a closure written in place: its calls run the closure, whose own checks count what it makes. */
        private static boolean closureArgument(Expression arguments) {
            arguments instanceof TupleExpression && ((TupleExpression) arguments).expressions.any { it instanceof ClosureExpression }
        }

        /** An expression whose value becomes text: weighed first, unless it is written as a constant. */
        private static Expression asText(Expression e) {
            e instanceof ConstantExpression ? e : guard('text', e)
        }

        /** Whether a value given to a variable, a cast or a return of this type is cast, and may fail with its text in the message. */
        private static boolean typedCast(ClassNode type) {
            type != null && !textType(type) && !type.isGenericsPlaceHolder() && type.name != 'java.lang.Object' && type.name != 'void'
        }

        /** Whether a variable, field or method of this type turns what it is given into a String. */
        private static boolean textType(ClassNode type) {
            type != null && type.name == 'java.lang.String'
        }

        private static ClassNode typeOf(Expression e) {
            e instanceof VariableExpression && ((VariableExpression) e).accessedVariable != null ?
                    ((VariableExpression) e).accessedVariable.originType : e.type
        }

        /**
         * Whether an operand cannot be text, a list or a large number: a constant other than a
         * {@code BigDecimal} or {@code BigInteger}, or a primitive. {@code + / << >>} of two such
         * are left to Groovy.
         */
        private static boolean small(Expression e) {
            if (e instanceof ConstantExpression) {
                Object v = ((ConstantExpression) e).value
                return !(v instanceof BigDecimal || v instanceof BigInteger)
            }
            ClassNode type = typeOf(e)
            type != null && ClassHelper.isPrimitiveType(type)
        }

        /** The arguments of a call, refused when one is spread ({@code f(*list)}), which would hide a size. */
        private List<Expression> plainArguments(Expression arguments, Expression at) {
            List<Expression> args = arguments instanceof TupleExpression ? ((TupleExpression) arguments).expressions : [arguments]
            if (args.any { it instanceof SpreadExpression || it instanceof SpreadMapExpression }) {
                refuse('spread arguments (f(*list)) to a call that takes a size are not allowed in a sandboxed script', at)
            }
            args
        }

        private static ListExpression list(List<Expression> items, Expression at) {
            ListExpression l = new ListExpression(items)
            l.sourcePosition = at
            l
        }

        /** Whether calls on this expression need the run-time check: not on the script itself, a class or super. */
        private static boolean needsGuard(Expression e) {
            !(e instanceof ClassExpression || e instanceof ConstantExpression || isThis(e) ||
                    e instanceof VariableExpression && ((VariableExpression) e).isSuperExpression())
        }

        private static boolean isThis(Expression e) {
            e instanceof VariableExpression && ((VariableExpression) e).isThisExpression()
        }

        private static boolean subscript(Expression e) {
            e instanceof BinaryExpression && ((BinaryExpression) e).operation.type == Types.LEFT_SQUARE_BRACKET
        }

        private static Expression guard(String method, Expression at, Expression... args) {
            RuntimeGuard.callAt(at, method, args)
        }

        private static Expression guard(String method, Expression e) {
            guard(method, e, e)
        }

        // ------------------------------------------------------------------ types and names

        /** Refuses a type the sandbox does not allow; true when it is allowed. */
        private boolean checkType(ClassNode type, ASTNode where) {
            if (type == null) {
                return true
            }
            if (!allowedType(type)) {
                ClassNode shown = type
                while (shown.isArray()) {
                    shown = shown.componentType
                }
                refuse(shown.name.replace('$', '.') + ' is not allowed in a sandboxed script', where)
                return false
            }
            GenericsType[] generics = type.genericsTypes
            if (generics != null) {
                for (GenericsType g : generics) {
                    if (!g.isPlaceholder() && !g.isWildcard()) {
                        if (!checkType(g.type, where)) {
                            return false
                        }
                    }
                }
            }
            true
        }

        private boolean allowedType(ClassNode type) {
            ClassNode t = type
            while (t.isArray()) {
                t = t.componentType
            }
            ClassHelper.isPrimitiveType(t) || t.name == 'void' || t == script || t.name == script.name ||
                    AllowList.typeName(t.name) || t.isGenericsPlaceHolder()
        }

        /** Refuses {@code Owner.name} unless it is a public static member of Owner. */
        private void staticMember(ClassNode owner, String name, boolean property, ASTNode where) {
            if (owner == script || owner.name == script.name) {
                // the script's own class, named as a value (a script level.groovy can write `level`): only
                // the static methods it declares, else Groovy would call java.lang.Class's methods on it
                if (property || name == 'main' || !script.getDeclaredMethods(name).any { MethodNode m -> m.isStatic() }) {
                    refuse(script.nameWithoutPackage + '.' + name + ' is not a static ' + (property ? 'field' : 'method') +
                            ' declared by the script, and only those are allowed on its class in a sandboxed script', where)
                }
                return
            }
            if (!allowedType(owner)) {
                return // the class is refused, which says enough
            }
            Class<?> c
            try {
                c = owner.typeClass
            } catch (Throwable ignored) {
                refuse(owner.name + ' is not allowed in a sandboxed script', where)
                return
            }
            if (!AllowList.staticMember(c, name, property)) {
                refuse(owner.nameWithoutPackage + '.' + name + ' is not a static ' + (property ? 'field' : 'method') +
                        ' of ' + owner.name + ', and only those are allowed on a class in a sandboxed script', where)
            } else if (!AllowedCalls.staticMember(c, name, property)) {
                refuse(owner.nameWithoutPackage + '.' + name + ' is not among the calls a sandboxed script may make', where)
            }
        }

        /**
         * Refuses a call that the receiver's kind does not allow ({@link AllowedCalls#method})
         * where the receiver's type is plain from the code (a literal, a String variable); true
         * when it may go on to the check as the call is made ({@link RuntimeGuard#callee}).
         */
        private boolean allowedCall(Expression receiver, String name, ASTNode where) {
            if (receiver instanceof ConstructorCallExpression && !allowedType(receiver.type)) {
                return false // its class is refused, which says enough
            }
            Class<?> known = knownType(receiver)
            if (known == null || !AllowedCalls.refused(known, name)) {
                return true
            }
            refuse(name + '() on ' + AllowedCalls.describe(known) + ' is not among the calls a sandboxed script may make', where)
            false
        }

        /** The class of a receiver where the code says it for certain: a literal, or a variable declared String. */
        private static Class<?> knownType(Expression e) {
            if (e instanceof ConstantExpression) {
                Object v = ((ConstantExpression) e).value
                return v instanceof String ? String : null
            }
            if (e instanceof GStringExpression) {
                return GString
            }
            if (e instanceof ListExpression) {
                return ArrayList
            }
            if (e instanceof MapExpression) {
                return LinkedHashMap
            }
            if (e instanceof ClosureExpression) {
                return Closure
            }
            textType(typeOf(e)) ? String : null
        }

        /** Refuses {@code new T(...)} unless T takes that many arguments in a sandboxed script ({@link AllowedCalls#constructor}). */
        private void constructor(ConstructorCallExpression c) {
            if (c.isSuperCall() || c.isThisCall() || c.type == script || c.type.name == script.name) {
                return
            }
            List<Expression> args = c.arguments instanceof TupleExpression ? ((TupleExpression) c.arguments).expressions : [c.arguments]
            if (args.any { it instanceof SpreadExpression || it instanceof SpreadMapExpression }) {
                refuse('spread arguments (new T(*list)) are not allowed in a sandboxed script', c)
                return
            }
            Class<?> type
            try {
                type = c.type.typeClass
            } catch (Throwable ignored) {
                return // not a class of the JDK or hantei: checkType has refused it
            }
            if (type != null && !AllowedCalls.constructor(type, args.size())) {
                String hint = Range.isAssignableFrom(type) ? ': write a range as from..to' : ''
                refuse('new ' + c.type.nameWithoutPackage + '(...) with ' + args.size() + (args.size() == 1 ? ' argument' : ' arguments') +
                        ' is not among the calls a sandboxed script may make' + hint, c)
            }
        }

        private static String denied(String name, boolean property) {
            String why = AllowList.DENIED.get(name) ?: 'it prints to the host'
            (property ? '.' + name : name + '()') + ' is not allowed in a sandboxed script (' + why + ')' +
                    (property ? '; for a map\'s key write m[\'' + name + '\']' : '')
        }

        private void refuse(String what, ASTNode node) {
            SandboxGate.refuse(source, what, node)
        }
    }
}
