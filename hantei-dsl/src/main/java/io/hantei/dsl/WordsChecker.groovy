package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.sandbox.SourceVisitor
import io.hantei.dsl.Words.Word
import org.codehaus.groovy.ast.ASTNode
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.DynamicVariable
import org.codehaus.groovy.ast.expr.ArgumentListExpression
import org.codehaus.groovy.ast.expr.BinaryExpression
import org.codehaus.groovy.ast.expr.VariableExpression
import org.codehaus.groovy.syntax.Types
import org.codehaus.groovy.ast.expr.ClassExpression
import org.codehaus.groovy.ast.expr.ConstantExpression
import org.codehaus.groovy.ast.expr.Expression
import org.codehaus.groovy.ast.expr.ListExpression
import org.codehaus.groovy.ast.expr.MapEntryExpression
import org.codehaus.groovy.ast.expr.MapExpression
import org.codehaus.groovy.ast.expr.MethodCallExpression
import org.codehaus.groovy.ast.expr.StaticMethodCallExpression
import org.codehaus.groovy.ast.expr.TupleExpression
import org.codehaus.groovy.ast.expr.UnaryMinusExpression
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer
import org.codehaus.groovy.control.messages.SyntaxErrorMessage
import org.codehaus.groovy.syntax.SyntaxException

/**
 * Checks the calls of the shape words before a script runs, from their rows in {@link Words}:
 * an unknown argument, a missing one, positional arguments, and a literal value that the word
 * would refuse ({@code at: 'tower'}, {@code len: '200'}, {@code len: -5}, {@code anchor: 'centre'})
 * are compile errors with their line, and every error in the file is reported at once. The messages are the run-time
 * ones, word for word: a literal value is checked by the very code that reads it at run time.
 * What is not written literally ({@code fan(opts)}, {@code at: spot}) is left to run time.
 * The picture words are checked the same way: the options of {@code render} and
 * {@code heatMap}, and the ending of a file name written literally ({@code render 'level.jpg'}).
 */
@CompileStatic
class WordsChecker extends CompilationCustomizer {

    WordsChecker() {
        super(CompilePhase.CANONICALIZATION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        new Visitor(source).visitClass(classNode)
    }

    private static final class Visitor extends SourceVisitor {

        Visitor(SourceUnit source) {
            super(source)
        }

        @Override
        void visitStaticMethodCallExpression(StaticMethodCallExpression call) {
            if (call.ownerType.name == Hantei.name) {
                checkCall(call.method, call.arguments, call)
            }
            super.visitStaticMethodCallExpression(call)
        }

        @Override
        void visitMethodCallExpression(MethodCallExpression call) {
            boolean ours = call.implicitThis ||
                    (call.objectExpression instanceof ClassExpression && call.objectExpression.type.name == Hantei.name)
            if (ours && call.methodAsString != null) {
                checkCall(call.methodAsString, call.arguments, call)
            }
            super.visitMethodCallExpression(call)
        }

        private void checkCall(String name, Expression arguments, ASTNode call) {
            List<Expression> args = arguments instanceof TupleExpression ? ((TupleExpression) arguments).expressions
                    : [arguments]
            Word picture = Words.PICTURES.get(name)
            if (picture != null) {
                checkPictureCall(picture, args, call)
                return
            }
            Word word = Words.ALL.get(name)
            if (word == null) {
                return
            }
            if (args.size() == 1 && args[0] instanceof MapExpression) {
                checkMap(word, (MapExpression) args[0], call)
            } else if (args.size() != 1 || literal(args[0]) != NOT_LITERAL || args[0] instanceof ListExpression) {
                // no arguments, several, or one literal that is not a map: never named arguments
                error(Words.positional(word), call)
            }
        }

        /** {@code render 'level.png', size: 800}: the options, and a literal file name's ending. */
        private void checkPictureCall(Word word, List<Expression> args, ASTNode call) {
            List<Expression> rest = args
            if (!args.isEmpty() && args[0] instanceof MapExpression) {
                checkMap(word, (MapExpression) args[0], call)
                rest = args.subList(1, args.size())
            }
            if (word.is(Words.RENDER) && rest.size() == 1) {
                Object file = literal(rest[0])
                if (file instanceof String) {
                    try {
                        ScriptPictures.checkFileName((String) file)
                    } catch (IllegalArgumentException e) {
                        error(e.message, rest[0])
                    }
                }
            }
        }

        private void checkMap(Word word, MapExpression map, ASTNode call) {
            Set<String> given = new HashSet<>()
            boolean allKnown = true
            for (MapEntryExpression entry : map.mapEntryExpressions) {
                Object key = literal(entry.keyExpression)
                if (!(key instanceof String)) {
                    allKnown = false // a spread *:opts or a computed key: run time will tell
                    continue
                }
                String k = (String) key
                given.add(k)
                if (!word.keys.contains(k)) {
                    error(Words.unknownKey(word, k), entry.keyExpression)
                    continue
                }
                Object value = literal(entry.valueExpression)
                if (value != NOT_LITERAL) {
                    try {
                        Args.checkValue(word, k, value)
                    } catch (IllegalArgumentException e) {
                        error(e.message, entry.valueExpression)
                    }
                }
            }
            List<String> missing = word.requiredKeys.findAll { !given.contains(it) }
            if (allKnown && missing && given.every { word.keys.contains(it) }) {
                error(Words.missingKeys(word, missing), call)
            }
        }

        private void error(String message, ASTNode node) {
            source.errorCollector.addErrorAndContinue(new SyntaxErrorMessage(new SyntaxException(message,
                    node.lineNumber, node.columnNumber, node.lastLineNumber, node.lastColumnNumber), source))
        }
    }

    /**
     * {@code hit [20, 20]}, which Groovy reads as an index into a property {@code hit} that a
     * check's block does not have: an error with its column, before the script runs. Its own
     * step, run before the sandbox rewrites indexes (ScriptCompiler), so that it reads them as
     * written; {@code hit} and {@code miss} the script declares as variables are left alone.
     */
    static final class IndexedHit extends CompilationCustomizer {

        IndexedHit() {
            super(CompilePhase.CANONICALIZATION)
        }

        @Override
        void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
            new IndexVisitor(source).visitClass(classNode)
        }
    }

    private static final class IndexVisitor extends SourceVisitor {

        IndexVisitor(SourceUnit source) {
            super(source)
        }

        @Override
        void visitBinaryExpression(BinaryExpression b) {
            if (b.operation.type == Types.LEFT_SQUARE_BRACKET && b.leftExpression instanceof VariableExpression) {
                VariableExpression v = (VariableExpression) b.leftExpression
                if ((v.name == 'hit' || v.name == 'miss') && v.accessedVariable instanceof DynamicVariable) {
                    Expression index = b.rightExpression
                    List<Expression> items = index instanceof ListExpression ? ((ListExpression) index).expressions : [index]
                    String written = '[' + items.collect { it.text }.join(', ') + ']'
                    source.errorCollector.addErrorAndContinue(new SyntaxErrorMessage(new Pinpointed(
                            Mistakes.indexed(v.name, written, items.collect { it.text }.join(', ')), v), source))
                }
            }
            super.visitBinaryExpression(b)
        }
    }

    /** A mistake whose column matters: {@link ScriptCompiler} shows it with the script line and a caret. */
    static final class Pinpointed extends SyntaxException {
        Pinpointed(String message, ASTNode node) {
            super(message, node.lineNumber, node.columnNumber, node.lastLineNumber, node.lastColumnNumber)
        }
    }

    private static final Object NOT_LITERAL = new Object()

    /** The value of an expression made only of constants, lists and maps; else NOT_LITERAL. */
    private static Object literal(Expression e) {
        if (e instanceof ConstantExpression) {
            return ((ConstantExpression) e).value
        }
        if (e instanceof UnaryMinusExpression) {
            Object v = literal(((UnaryMinusExpression) e).expression)
            if (v instanceof Integer) {
                return -((Integer) v)
            }
            if (v instanceof Long) {
                return -((Long) v)
            }
            if (v instanceof BigDecimal) {
                return ((BigDecimal) v).negate()
            }
            if (v instanceof BigInteger) {
                return ((BigInteger) v).negate()
            }
            if (v instanceof Double) {
                return -((Double) v)
            }
            return NOT_LITERAL
        }
        if (e instanceof ListExpression && !(e instanceof ArgumentListExpression)) {
            List<Object> list = []
            for (Expression x : ((ListExpression) e).expressions) {
                Object v = literal(x)
                if (v == NOT_LITERAL) {
                    return NOT_LITERAL
                }
                list.add(v)
            }
            return list
        }
        if (e instanceof MapExpression) {
            Map<Object, Object> map = new LinkedHashMap<>()
            for (MapEntryExpression entry : ((MapExpression) e).mapEntryExpressions) {
                Object k = literal(entry.keyExpression)
                Object v = literal(entry.valueExpression)
                if (k == NOT_LITERAL || v == NOT_LITERAL) {
                    return NOT_LITERAL
                }
                map.put(k, v)
            }
            return map
        }
        NOT_LITERAL
    }
}
