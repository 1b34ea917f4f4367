package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.ast.ASTNode
import org.codehaus.groovy.ast.AnnotatedNode
import org.codehaus.groovy.ast.AnnotationNode
import org.codehaus.groovy.ast.ClassNode
import org.codehaus.groovy.ast.ImportNode
import org.codehaus.groovy.ast.MethodNode
import org.codehaus.groovy.ast.ModuleNode
import org.codehaus.groovy.ast.Parameter
import org.codehaus.groovy.ast.expr.ClosureExpression
import org.codehaus.groovy.ast.expr.DeclarationExpression
import org.codehaus.groovy.classgen.GeneratorContext
import org.codehaus.groovy.control.CompilePhase
import org.codehaus.groovy.control.SourceUnit
import org.codehaus.groovy.control.customizers.CompilationCustomizer
import org.codehaus.groovy.control.messages.SyntaxErrorMessage
import org.codehaus.groovy.syntax.SyntaxException

/**
 * The first check of a sandboxed script, right after it is parsed and before Groovy runs any
 * annotation's code: annotations are where a script could make the compiler itself act
 * ({@code @Grab} downloads and loads code, {@code @ASTTest} runs code while compiling), so only
 * {@code @Field} is let through; and a script may not declare classes, whose constructors,
 * initialisers and overrides are code the run-time checks would not see the way they see a
 * script's. A refusal stops the compile at the end of this phase, so nothing later runs.
 */
@CompileStatic
class SandboxGate extends CompilationCustomizer {

    SandboxGate() {
        super(CompilePhase.CONVERSION)
    }

    @Override
    void call(SourceUnit source, GeneratorContext context, ClassNode classNode) {
        if (!classNode.isScript()) {
            String kind = classNode.isInterface() ? 'an interface' : classNode.isEnum() ? 'an enum' : 'a class'
            refuse(source, 'declaring ' + kind + (classNode.lineNumber > 0 && !classNode.name.contains('$') ?
                    ' (' + classNode.nameWithoutPackage + ')' : '') +
                    ' is not allowed in a sandboxed script: use closures, maps and the script\'s own methods', classNode)
            return
        }
        ModuleNode module = source.AST
        List<ImportNode> imports = []
        imports.addAll(module.imports)
        imports.addAll(module.starImports)
        imports.addAll(module.staticImports.values())
        imports.addAll(module.staticStarImports.values())
        for (ImportNode i : imports) {
            annotations(source, i, false)
        }
        if (module.package != null) {
            annotations(source, module.package, false)
        }
        new Visitor(source).visitClass(classNode)
    }

    private static void annotations(SourceUnit source, AnnotatedNode node, boolean fieldAllowed) {
        for (AnnotationNode a : node.annotations) {
            if (a.lineNumber < 1) {
                continue // added by the compiler (@Generated, the script's base class), not written in the script
            }
            if (a.getNodeMetaData(SandboxGate) != null) {
                continue // seen already (an import's annotation is listed twice)
            }
            a.putNodeMetaData(SandboxGate, Boolean.TRUE)
            String name = a.classNode.name
            boolean field = name == 'Field' || name == 'groovy.transform.Field'
            if (!(field && fieldAllowed)) {
                refuse(source, 'the annotation @' + name + ' is not allowed in a sandboxed script' +
                        (name.endsWith('Grab') || name.contains('Grab') ? ' (@Grab would download and load code)'
                                : field ? ' here (only on a script variable: @Field def x = ...)' : ' (only @Field is)'), a)
            }
        }
    }

    static void refuse(SourceUnit source, String what, ASTNode node) {
        source.errorCollector.addErrorAndContinue(new SyntaxErrorMessage(new SyntaxException('refused: ' + what,
                node.lineNumber, node.columnNumber, node.lastLineNumber, node.lastColumnNumber), source))
    }

    private static final class Visitor extends SourceVisitor {
        Visitor(SourceUnit source) {
            super(source)
        }

        @Override
        void visitAnnotations(AnnotatedNode node) {
            annotations(source, node, false)
        }

        @Override
        void visitDeclarationExpression(DeclarationExpression expression) {
            annotations(source, expression, true)
            expression.rightExpression.visit(this)
        }

        @Override
        protected void visitConstructorOrMethod(MethodNode node, boolean isConstructor) {
            for (Parameter p : node.parameters) {
                annotations(source, p, false)
            }
            super.visitConstructorOrMethod(node, isConstructor)
        }

        @Override
        void visitClosureExpression(ClosureExpression expression) {
            for (Parameter p : (expression.parameters ?: new Parameter[0])) {
                annotations(source, p, false)
            }
            super.visitClosureExpression(expression)
        }
    }
}
