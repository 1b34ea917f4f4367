package io.hantei.geom

import java.lang.reflect.Constructor
import java.lang.reflect.Executable
import java.lang.reflect.Field
import java.lang.reflect.GenericArrayType
import java.lang.reflect.Method
import java.lang.reflect.Modifier
import java.lang.reflect.ParameterizedType
import java.lang.reflect.Type
import java.lang.reflect.TypeVariable
import java.lang.reflect.WildcardType
import java.nio.charset.StandardCharsets
import java.util.regex.Pattern

import spock.lang.Shared
import spock.lang.Specification

/**
 * Rules about the code rather than the geometry: the Java core never depends on Groovy, so that
 * engines and tools can use it alone, and no {@code float} appears in its API (docs/geometry.md §1).
 * Each rule is first shown to catch a violation, so that a passing check means something.
 */
class ArchitectureSpec extends Specification {

    /** An import of Groovy, in any of its package roots (groovy.*, Groovy 2-3, Groovy 4+). */
    static final Pattern GROOVY_IMPORT =
            ~/(?m)^\s*import\s+(static\s+)?(groovy|org\.codehaus\.groovy|org\.apache\.groovy)\./

    /** A reference to a Groovy class, as javac writes it into a class file's constant pool. */
    static final List<String> GROOVY_INTERNAL_NAMES = ['Lgroovy/', 'Lorg/codehaus/groovy/', 'Lorg/apache/groovy/',
                                                       'groovy/lang/', 'org/codehaus/groovy/', 'org/apache/groovy/']

    @Shared
    File javaRoot = new File(System.getProperty('basedir', '.'), 'src/main/java')

    @Shared
    List<File> javaFiles = javaRoot.exists()
            ? javaRoot.listFiles().collectMany { collectJava(it) }.sort()
            : []

    static List<File> collectJava(File f) {
        if (f.isDirectory()) {
            return f.listFiles().collectMany { collectJava(it) }
        }
        f.name.endsWith('.java') ? [f] : []
    }

    String className(File javaFile) {
        javaRoot.toPath().relativize(javaFile.toPath()).toString()
                .replace(File.separatorChar, '.' as char)
                .replaceAll(/\.java$/, '')
    }

    // ---------------------------------------------------------------- the core never imports Groovy

    def "the import check catches #sample"() {
        expect:
        (sample =~ GROOVY_IMPORT).find() == caught

        where:
        sample                                                || caught
        'import groovy.lang.Closure;'                         || true
        'import static groovy.lang.Closure.DELEGATE_FIRST;'   || true
        '  import org.codehaus.groovy.runtime.InvokerHelper;' || true
        'import org.apache.groovy.util.Maps;'                 || true
        'import java.util.List;'                              || false
        '// a Groovy DSL sits on top; it imports groovy.lang' || false
        'import io.hantei.groovyish.Thing;'                   || false
    }

    def "src/main/java holds the Java core (so the next checks are not vacuous)"() {
        expect:
        javaFiles.size() >= 10
        javaFiles*.name.containsAll(['Rect.java', 'Circle.java', 'Angles.java', 'Vec2.java'])
    }

    def "no .java file under src/main/java imports Groovy"() {
        when:
        def offenders = javaFiles.findAll { (it.getText('UTF-8') =~ GROOVY_IMPORT).find() }

        then:
        offenders.isEmpty()
    }

    def "the class-file check sees a Groovy reference in a Groovy-compiled class and none in a Java one"() {
        expect:
        refersToGroovy(ArchitectureSpec)   // this spec is Groovy, compiled against groovy.lang
        !refersToGroovy(String)
    }

    def "no class compiled from src/main/java refers to a Groovy class, not even by a fully qualified name"() {
        given:
        def classes = javaFiles.findAll { it.name != 'package-info.java' && it.name != 'module-info.java' }
                .collect { Class.forName(className(it), false, getClass().classLoader) }
        def compiled = classes.collectMany { withCompanions(it) }

        expect: "every top-level class and its nested and anonymous classes"
        compiled.size() >= classes.size()
        compiled.findAll { refersToGroovy(it) }.isEmpty()
    }

    /** The class and every class file javac wrote beside it for it (Outer$Inner, Outer$1). */
    static List<Class<?>> withCompanions(Class<?> top) {
        def dir = new File(top.protectionDomain.codeSource.location.toURI())
        def packageDir = new File(dir, top.package.name.replace('.', File.separator))
        def names = packageDir.list().findAll { it == top.simpleName + '.class' || it.startsWith(top.simpleName + '$') }
        names.collect { Class.forName(top.package.name + '.' + it - ~/\.class$/, false, top.classLoader) }
    }

    /** Whether the class file's constant pool names a Groovy class. */
    static boolean refersToGroovy(Class<?> c) {
        def resource = c.getResourceAsStream(c.name.substring(c.name.lastIndexOf('.') + 1) + '.class')
        assert resource != null: "no class file for $c"
        String bytes = new String(resource.withCloseable { it.readAllBytes() }, StandardCharsets.ISO_8859_1)
        GROOVY_INTERNAL_NAMES.any { bytes.contains(it) }
    }

    // ---------------------------------------------------------------- no float in the API

    /** A class that breaks the rule in every way the check must notice. */
    @SuppressWarnings('unused')
    static class FloatyExample {
        public float speed
        public FloatyExample(float[] samples) {}
        public float angle() { 0f }
        public void turn(double by, Float scale) {}
        public List<Float> history() { [] }
        public <T extends Float> void clamp(T value) {}
        public void ok(double x, List<Double> xs) {}
        protected void hidden(float f) {}
        private void secret(float f) {}
    }

    def "the float check finds #expected in a class that uses float"() {
        expect:
        floatsIn(FloatyExample) as Set == expected as Set

        where:
        expected = ['field speed', 'constructor FloatyExample', 'method angle', 'method turn', 'method history',
                    'method clamp', 'method hidden']
    }

    def "no public or protected signature of io.hantei.geom mentions float or Float (#cls.simpleName)"() {
        expect:
        floatsIn(cls).isEmpty()

        where:
        cls << publicGeomClasses()
    }

    def "the float check covers every public class of io.hantei.geom"() {
        expect:
        publicGeomClasses()*.simpleName.containsAll(['Shape', 'Vec2', 'Rect', 'PixelRect', 'RotatedRect', 'Fan', 'Circle', 'Angles'])
    }

    /** Public top-level classes of io.hantei.geom and their public nested classes. */
    static List<Class<?>> publicGeomClasses() {
        File dir = new File(System.getProperty('basedir', '.'), 'src/main/java/io/hantei/geom')
        def tops = dir.listFiles().findAll { it.name.endsWith('.java') && it.name != 'package-info.java' }
                .collect { Class.forName('io.hantei.geom.' + it.name - ~/\.java$/) }
        tops.collectMany { withNested(it) }.findAll { Modifier.isPublic(it.modifiers) }.sort { it.name }
    }

    static List<Class<?>> withNested(Class<?> c) {
        [c] + (Modifier.isPublic(c.modifiers) ? c.declaredClasses.collectMany { withNested(it) } : [])
    }

    /** The members of c visible outside its package (public or protected) whose types mention float. */
    static List<String> floatsIn(Class<?> c) {
        def visible = { int m -> Modifier.isPublic(m) || Modifier.isProtected(m) }
        def found = []
        c.declaredFields.findAll { visible(it.modifiers) && !it.synthetic }.each { Field f ->
            if (mentionsFloat(f.genericType)) {
                found << "field ${f.name}".toString()
            }
        }
        (c.declaredConstructors as List<Executable>).plus(c.declaredMethods as List<Executable>)
                .findAll { visible(it.modifiers) && !it.synthetic && !(it instanceof Method && it.bridge) }
                .each { Executable e ->
                    def types = e.genericParameterTypes as List<Type>
                    if (e instanceof Method) {
                        types << e.genericReturnType
                    }
                    types.addAll(e.typeParameters as List<Type>)
                    if (types.any { mentionsFloat(it) }) {
                        found << "${e instanceof Constructor ? 'constructor' : 'method'} ${e instanceof Constructor ? c.simpleName : e.name}".toString()
                    }
                }
        found
    }

    static boolean mentionsFloat(Type t, Set<Type> seen = [] as Set) {
        if (!seen.add(t)) {
            return false
        }
        // instanceof, not switch: Groovy's `case Class:` on a Class value tests assignability
        if (t instanceof Class) {
            Class k = (Class) t
            return k == Float.TYPE || k == Float || (k.isArray() && mentionsFloat(k.componentType, seen))
        }
        if (t instanceof ParameterizedType) {
            return ((ParameterizedType) t).actualTypeArguments.any { mentionsFloat(it, seen) }
        }
        if (t instanceof GenericArrayType) {
            return mentionsFloat(((GenericArrayType) t).genericComponentType, seen)
        }
        if (t instanceof WildcardType) {
            def w = (WildcardType) t
            return (w.upperBounds + w.lowerBounds).any { mentionsFloat(it, seen) }
        }
        if (t instanceof TypeVariable) {
            return ((TypeVariable) t).bounds.any { mentionsFloat(it, seen) }
        }
        false
    }
}
