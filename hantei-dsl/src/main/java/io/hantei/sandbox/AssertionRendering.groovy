package io.hantei.sandbox

import groovy.transform.CompileStatic
import groovyjarjarasm.asm.ClassReader
import groovyjarjarasm.asm.ClassVisitor
import groovyjarjarasm.asm.ClassWriter
import groovyjarjarasm.asm.MethodVisitor
import groovyjarjarasm.asm.Opcodes
import org.codehaus.groovy.control.BytecodeProcessor

/**
 * A failed {@code assert} shows the values in its expression, written out whole: without a
 * message, each part's (Groovy's power assertion); with one, each variable's. A list that
 * holds one long text a thousand times would take gigabytes. Groovy writes the calls that
 * render them only as it generates a class, after the sandbox's other steps; so this last
 * step of a sandboxed compile sends them through {@link RuntimeGuard#assertion} and
 * {@link RuntimeGuard#toText}, which weigh the values' text first.
 */
@CompileStatic
final class AssertionRendering implements BytecodeProcessor {

    private static final String RENDERER = 'org/codehaus/groovy/runtime/powerassert/AssertionRenderer'
    private static final String INVOKER = 'org/codehaus/groovy/runtime/InvokerHelper'
    private static final String TO_STRING = '(Ljava/lang/Object;)Ljava/lang/String;'
    private static final String GUARD = 'io/hantei/sandbox/RuntimeGuard'

    @Override
    byte[] processBytecode(String name, byte[] original) {
        ClassReader reader = new ClassReader(original)
        ClassWriter writer = new ClassWriter(reader, 0)
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            MethodVisitor visitMethod(int access, String method, String descriptor, String signature, String[] exceptions) {
                new Rerouting(super.visitMethod(access, method, descriptor, signature, exceptions))
            }
        }, 0)
        writer.toByteArray()
    }

    /**
     * Sends {@code AssertionRenderer.render(text, recorder)} to {@code RuntimeGuard.assertion},
     * and {@code InvokerHelper.toString(value)} (a variable's value in an assertion's text) to
     * {@code RuntimeGuard.toText}.
     */
    private static final class Rerouting extends MethodVisitor {
        Rerouting(MethodVisitor next) {
            super(Opcodes.ASM9, next)
        }

        @Override
        void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            boolean isStatic = opcode == Opcodes.INVOKESTATIC
            if (isStatic && RENDERER.equals(owner) && 'render'.equals(name)) {
                super.visitMethodInsn(opcode, GUARD, 'assertion', descriptor, false)
            } else if (isStatic && INVOKER.equals(owner) && 'toString'.equals(name) && TO_STRING.equals(descriptor)) {
                super.visitMethodInsn(opcode, GUARD, 'toText', descriptor, false)
            } else {
                super.visitMethodInsn(opcode, owner, name, descriptor, isInterface)
            }
        }
    }
}
