package io.hantei

import com.tngtech.archunit.base.DescribedPredicate
import com.tngtech.archunit.core.domain.JavaClass
import com.tngtech.archunit.core.domain.JavaClasses
import com.tngtech.archunit.core.importer.ClassFileImporter
import com.tngtech.archunit.core.importer.ImportOption
import com.tngtech.archunit.lang.ArchRule
import com.tngtech.archunit.library.dependencies.SliceAssignment
import com.tngtech.archunit.library.dependencies.SliceIdentifier
import com.tngtech.archunit.library.dependencies.Slices
import groovy.xml.XmlSlurper
import groovy.xml.slurpersupport.GPathResult
import spock.lang.Shared
import spock.lang.Specification

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

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices

/**
 * Rules about the code rather than the geometry, read from the compiled main classes:
 * <ul>
 * <li>the packages inside a module are layered: geom and json depend on no other hantei package,
 *     index only on geom, tiled only on geom, index and json, sandbox never on dsl; no two top-level packages depend on each other,
 *     directly or round a cycle (between modules, Maven's module graph keeps the layers);</li>
 * <li>the core (geom, index, render, and the Java of every module without Groovy) never depends on
 *     Groovy, nor do json and tiled (the levels' readers); no module's Java calls that module's
 *     Groovy, so that every module compiles its Java, then its Groovy, with no stubs;</li>
 * <li>an embedder that depends only on io.hantei:hantei needs nothing more: the modules' pom.xml
 *     files give the command line's libraries to hantei-cli alone, and no class outside
 *     io.hantei.cli uses a class that comes neither from the JDK nor from a dependency an
 *     embedder receives;</li>
 * <li>no {@code float} appears in the API of io.hantei.geom.</li>
 * </ul>
 * Each rule is first shown to catch a violation, so that a passing check means something.
 */
class ArchitectureSpec extends Specification {

    /** The repository's root: the folder of mvnw and the modules' folders. */
    static final File ROOT = new File(System.getProperty('hantei.root', '.'))

    /** The modules that ship (hantei-tests and the benchmarks test and measure, and are not deployed). */
    static List<File> shippedModules() {
        ROOT.listFiles().findAll { new File(it, 'pom.xml').file && it.name.startsWith('hantei-') &&
                !(it.name in ['hantei-tests', 'hantei-benchmarks']) }.sort { it.name }
    }

    /** The folder of a package's sources, in whichever module holds it. */
    static File sourcesOf(String pkg) {
        def found = shippedModules().collect { new File(it, "src/main/java/io/hantei/$pkg") }.findAll { it.directory }
        assert found.size() == 1: "io.hantei.$pkg is in ${found.size()} modules"
        found[0]
    }

    /** The main classes of hantei, as compiled (not the tests). */
    @Shared
    JavaClasses classes = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(NOT_FROM_TEST_JARS)
            .importPackages('io.hantei')

    /** The modules' test jars (their shared test helpers) hold tests too: leave them out. */
    static final ImportOption NOT_FROM_TEST_JARS = { location -> !location.contains('-tests.jar') } as ImportOption

    static final List<String> GROOVY_PACKAGES = ['groovy..', 'org.codehaus.groovy..', 'org.apache.groovy..', 'groovyjarjar..']

    // ---------------------------------------------------------------- the package graph is layered

    /** The top-level hantei package of a class ({@code geom} for io.hantei.geom.shapes.X), or null. */
    static String topLevel(JavaClass c) {
        def m = c.packageName =~ /^io\.hantei\.(\w+)/
        m.find() ? m.group(1) : null
    }

    /** Classes of io.hantei.{@code pkg} may depend on hantei's own packages {@code allowed} and on nothing else of hantei. */
    static ArchRule dependsWithinHanteiOnlyOn(String pkg, List<String> allowed) {
        def otherHantei = new DescribedPredicate<JavaClass>("belong to a hantei package other than ${([pkg] + allowed).join(', ')}") {
            @Override
            boolean test(JavaClass c) {
                String top = topLevel(c.baseComponentType)
                top != null && !(top in [pkg] + allowed)
            }
        }
        noClasses().that().resideInAPackage('io.hantei.' + pkg + '..')
                .should().dependOnClassesThat(otherHantei)
                .because(allowed ? "io.hantei.$pkg builds on ${allowed.collect { 'io.hantei.' + it }.join(' and ')} only"
                                 : "io.hantei.$pkg is the bottom layer")
    }

    def "the layer check catches a package that depends on one it may not"() {
        expect: 'index depends on geom, so a rule that allows it nothing fails'
        dependsWithinHanteiOnlyOn('index', []).evaluate(classes).hasViolation()
        dependsWithinHanteiOnlyOn('dsl', ['geom']).evaluate(classes).hasViolation()

        and: 'tiled reads its JSON files through json, and cli its JSON Lines points'
        dependsWithinHanteiOnlyOn('tiled', ['geom', 'index']).evaluate(classes).hasViolation()
        dependsWithinHanteiOnlyOn('cli', ['geom', 'index', 'render', 'tiled', 'dsl', 'sandbox', 'embed', 'engine', 'spark'])
                .evaluate(classes).hasViolation()
    }

    def "io.hantei.#pkg depends within hantei on #layers only"() {
        expect:
        dependsWithinHanteiOnlyOn(pkg, allowed).check(classes)

        where:
        // the layers inside a module; between modules, each module's dependencies keep them
        pkg       | allowed
        'geom'    | []
        'json'    | []
        'index'   | ['geom']
        'tiled'   | ['geom', 'index', 'json']
        'sandbox' | ['geom']

        layers = allowed ? allowed.join(' and ') : 'itself'
    }

    static ArchRule noCycles() {
        slices().matching('io.hantei.(*)..').should().beFreeOfCycles()
                .because('no two packages of hantei may depend on each other, directly or round a cycle')
    }

    def "the cycle check sees the eleven top-level packages as slices"() {
        expect:
        Slices.matching('io.hantei.(*)..').transform(classes).collect { it.getNamePart(1) } as Set ==
                ['geom', 'json', 'index', 'render', 'tiled', 'dsl', 'sandbox', 'embed', 'engine', 'cli', 'spark'] as Set
    }

    def "the cycle check catches two slices that depend on each other"() {
        given: 'each class its own slice'
        def eachClass = new SliceAssignment() {
            @Override
            SliceIdentifier getIdentifierOf(JavaClass c) { SliceIdentifier.of(c.simpleName) }

            @Override
            String getDescription() { 'each class' }
        }

        expect:
        slices().assignedFrom(eachClass).should().beFreeOfCycles()
                .evaluate(new ClassFileImporter().importClasses(CycleA, CycleB)).hasViolation()
    }

    /** Two classes that use each other: a cycle, when each is a slice. */
    static class CycleA { CycleB b }
    static class CycleB { CycleA a }

    def "no two top-level packages of hantei depend on each other, directly or round a cycle"() {
        expect:
        noCycles().check(classes)
    }

    // ---------------------------------------------------------------- one pipeline from script text to rules

    /** Outside the command line, only the one pipeline may build a compiler configuration. */
    static ArchRule oneCompilerConfiguration(String pipeline) {
        noClasses().that().resideOutsideOfPackage('io.hantei.cli..').and().doNotHaveFullyQualifiedName(pipeline)
                .should().callConstructor(org.codehaus.groovy.control.CompilerConfiguration, org.codehaus.groovy.control.CompilerConfiguration)
                .orShould().callConstructor(org.codehaus.groovy.control.CompilerConfiguration)
                .orShould().callConstructor(org.codehaus.groovy.control.CompilerConfiguration, Properties)
                .because('every hantei script compiles through io.hantei.dsl.ScriptCompiler (ARCHITECTURE.md, "The one pipeline")')
    }

    def "the compiler-configuration check catches a second place that builds one"() {
        expect: 'naming another class as the pipeline leaves ScriptCompiler in breach'
        oneCompilerConfiguration('io.hantei.dsl.HanteiScript').evaluate(classes).hasViolation()
    }

    def "outside the command line, only ScriptCompiler builds a compiler configuration"() {
        expect:
        oneCompilerConfiguration('io.hantei.dsl.ScriptCompiler').check(classes)
    }

    // ---------------------------------------------------------------- an embedder needs only what it receives

    /** A module's pom.xml, by artifactId (io.hantei:hantei is the folder hantei-all). */
    static GPathResult modulePom(String artifactId) {
        new XmlSlurper().parse(new File(ROOT, (artifactId == 'hantei' ? 'hantei-all' : artifactId) + '/pom.xml'))
    }

    /** The command line's libraries: a project that depends on hantei must not receive them. */
    static final List<String> COMMAND_LINE_ONLY = ['groovy-console', 'picocli', 'progressbar']

    /** What a dependency brings with it, where hantei's classes use that too. */
    static final Map<String, List<String>> TRANSITIVE = ['junit-platform-engine': ['junit-platform-commons', 'opentest4j']]

    /**
     * The artifactIds a project receives when it depends on the module {@code artifactId}: the
     * hantei modules it leads to and their own dependencies, neither optional, test nor provided,
     * with what those bring ({@link #TRANSITIVE}).
     */
    static List<String> receivedFrom(String artifactId) {
        Set<String> seen = [] as LinkedHashSet
        List<String> todo = [artifactId]
        List<String> external = []
        while (todo) {
            String next = todo.remove(0)
            if (!seen.add(next)) {
                continue
            }
            modulePom(next).dependencies.dependency.findAll {
                it.optional.text() != 'true' && !(it.scope.text() in ['test', 'provided', 'system'])
            }.each {
                (it.groupId.text() == 'io.hantei' ? todo : external) << it.artifactId.text()
            }
        }
        (seen as List) + external + external.collectMany { TRANSITIVE.get(it) ?: [] }
    }

    /** What a level project or an embedder receives with the one dependency io.hantei:hantei. */
    static List<String> receivedByEmbedders() {
        receivedFrom('hantei')
    }

    def "the dependency walk follows the modules: the command line brings its libraries"() {
        expect:
        receivedFrom('hantei-cli').containsAll(COMMAND_LINE_ONLY + ['hantei-embed', 'hantei-geom', 'groovy'])
    }

    def "hantei-geom depends on nothing at all, not even for its tests beyond the shared test libraries"() {
        expect:
        receivedFrom('hantei-geom') == ['hantei-geom']
        modulePom('hantei-geom').dependencies.dependency.size() == 0
    }

    def "io.hantei:hantei brings Groovy, its JSR-223 engine and the JUnit Platform's engine support, and none of the command line's libraries"() {
        expect:
        receivedByEmbedders().containsAll(['hantei-embed', 'hantei-junit', 'hantei-dsl', 'hantei-levels', 'hantei-render',
                                           'hantei-geom', 'groovy', 'groovy-jsr223', 'junit-platform-engine'])
        receivedByEmbedders().intersect(COMMAND_LINE_ONLY + ['hantei-cli', 'hantei-spark']).isEmpty()
    }

    /** Classes outside {@code pkg} that use the JUnit Platform or opentest4j. */
    static ArchRule junitPlatformOnlyIn(String pkg) {
        noClasses().that().resideOutsideOfPackage("io.hantei.${pkg}..")
                .should().dependOnClassesThat().resideInAnyPackage('org.junit.platform..', 'org.opentest4j..')
                .because('an embedder that runs no level checks in a build may exclude junit-platform-engine (ARCHITECTURE.md)')
    }

    def "the JUnit Platform check catches the engine, which uses it"() {
        expect:
        junitPlatformOnlyIn('dsl').evaluate(classes).hasViolation()
    }

    def "only io.hantei.engine uses the JUnit Platform, so an embedder may exclude it"() {
        expect:
        junitPlatformOnlyIn('engine').check(classes)
    }

    /** Where each class was loaded from, by name: a jar or directory, {@code jrt:} for the JDK's own, empty if nowhere. */
    static final Map<String, Optional<String>> LOCATIONS = [:].asSynchronized()

    static Optional<String> locationOf(String className) {
        LOCATIONS.computeIfAbsent(className) {
            try {
                def source = Class.forName(className, false, ArchitectureSpec.classLoader).protectionDomain.codeSource
                Optional.of(source?.location?.toString() ?: 'jrt:')
            } catch (ClassNotFoundException | LinkageError ignored) {
                Optional.<String> empty()
            }
        }
    }

    /** A class that is not hantei's, not the JDK's, and not in the jar of one of {@code artifactIds}. */
    static DescribedPredicate<JavaClass> outside(List<String> artifactIds) {
        new DescribedPredicate<JavaClass>("come neither from the JDK nor from hantei nor from ${artifactIds.join(', ')}") {
            @Override
            boolean test(JavaClass c) {
                JavaClass base = c.baseComponentType
                if (base.primitive || base.packageName.startsWith('io.hantei')) {
                    return false
                }
                Optional<String> location = locationOf(base.name)
                if (!location.present) {
                    return true   // not even on the build's class path
                }
                String where = location.get()
                String jar = where.substring(where.lastIndexOf('/') + 1)
                !(where.startsWith('jrt:') || artifactIds.any { jar ==~ /${Pattern.quote(it)}-\d.*\.jar/ })
            }
        }
    }

    def "the check catches the command line, which uses its optional libraries"() {
        when:
        def report = noClasses().that().resideInAPackage('io.hantei.cli..')
                .should().dependOnClassesThat(outside(receivedByEmbedders()))
                .evaluate(classes).failureReport.details.join('\n')

        then:
        ['picocli.CommandLine', 'me.tongfei.progressbar.', 'groovy.console.ui.Console'].every { report.contains(it) }
    }

    def "no class outside io.hantei.cli and io.hantei.spark uses a class an embedder does not receive"() {
        expect:
        noClasses().that().resideOutsideOfPackages('io.hantei.cli..', 'io.hantei.spark..')
                .should().dependOnClassesThat(outside(receivedByEmbedders()))
                .because('a project that depends on io.hantei:hantei receives only those')
                .check(classes)
    }

    /** Classes outside {@code pkg} that use Spark or Scala, which only a Spark job has. */
    static ArchRule sparkOnlyIn(String pkg) {
        noClasses().that().resideOutsideOfPackage("io.hantei.${pkg}..")
                .should().dependOnClassesThat().resideInAnyPackage('org.apache.spark..', 'scala..')
                .because('Spark is provided: a project that depends on io.hantei:hantei does not receive it (ARCHITECTURE.md)')
    }

    def "the Spark check catches io.hantei.spark, which uses Spark"() {
        expect:
        sparkOnlyIn('embed').evaluate(classes).hasViolation()
    }

    def "only io.hantei.spark uses Spark or Scala"() {
        expect:
        sparkOnlyIn('spark').check(classes)
    }

    def "hantei-spark has Spark provided, so no one receives a Spark jar from hantei"() {
        given:
        def spark = modulePom('hantei-spark').dependencies.dependency.findAll { it.groupId.text() == 'org.apache.spark' }

        expect:
        spark*.artifactId*.text() == ['spark-sql_2.13']
        spark*.scope*.text() == ['provided']
        !receivedFrom('hantei-spark').any { it.startsWith('spark') || it.startsWith('scala') }
    }

    def "io.hantei.spark uses nothing an embedder lacks but Spark and Scala"() {
        expect:
        noClasses().that().resideInAPackage('io.hantei.spark..')
                .should().dependOnClassesThat(outside(receivedByEmbedders() + ['spark-sql_2.13', 'spark-sql-api_2.13',
                        'spark-catalyst_2.13', 'spark-core_2.13', 'scala-library']))
                .check(classes)
    }

    /** Groovy's JSON classes: the command line's results only (JSON is read by io.hantei.json). */
    static ArchRule jsonOnlyIn(List<String> packages) {
        noClasses().that().resideOutsideOfPackages(packages.collect { "io.hantei.${it}..".toString() } as String[])
                .should().dependOnClassesThat().resideInAPackage('groovy.json..')
                .because('groovy-json writes the command line\'s results, nothing else; hantei reads JSON with io.hantei.json')
    }

    def "the JSON check catches the command line, which writes JSON"() {
        expect:
        jsonOnlyIn(['json', 'tiled']).evaluate(classes).hasViolation()
    }

    def "only io.hantei.cli uses groovy-json"() {
        expect:
        jsonOnlyIn(['cli']).check(classes)
    }

    /** Every type named by the public and protected members of the public classes of a package. */
    static Set<Class<?>> apiTypes(String pkg) {
        Set<Class<?>> found = [] as Set
        def visible = { int m -> Modifier.isPublic(m) || Modifier.isProtected(m) }
        File dir = sourcesOf(pkg)
        def tops = dir.listFiles().findAll { it.name.endsWith('.java') && it.name != 'package-info.java' }
                .collect { Class.forName("io.hantei.${pkg}." + (it.name - ~/\.java$/)) }
                .findAll { Modifier.isPublic(it.modifiers) }
        tops.collectMany { withNested(it) }.findAll { Modifier.isPublic(it.modifiers) }.each { Class<?> c ->
            found << c.superclass
            found.addAll(c.interfaces as List)
            c.declaredFields.findAll { visible(it.modifiers) }.each { found << it.type }
            (c.declaredConstructors as List<Executable>).plus(c.declaredMethods as List<Executable>)
                    .findAll { visible(it.modifiers) && !it.synthetic }.each { Executable e ->
                found.addAll(e.parameterTypes as List)
                found.addAll(e.exceptionTypes as List)
                if (e instanceof Method) {
                    found << e.returnType
                }
            }
        }
        found.findAll { it != null }
    }

    def "the public API of io.hantei.tiled names no Groovy type"() {
        given:
        def types = apiTypes('tiled')

        expect: 'the check sees the API (load takes a Path, shape() returns a Shape)'
        types.containsAll([java.nio.file.Path, io.hantei.geom.Shape])
        types.findAll { t -> GROOVY_PACKAGES.any { t.name.startsWith(it - '..') } }.isEmpty()
    }

    // ---------------------------------------------------------------- the core never depends on Groovy

    // ArchUnit reads every hantei class of geom, index and render; the checks further down read
    // the sources and class files of the modules that receive no Groovy at all.

    def "the core (geom, index, render) depends on no Groovy class"() {
        expect:
        noClasses().that().resideInAnyPackage('io.hantei.geom..', 'io.hantei.index..', 'io.hantei.render..')
                .should().dependOnClassesThat().resideInAnyPackage(GROOVY_PACKAGES as String[])
                .because('the Java core has no dependencies')
                .check(classes)
    }

    def "the levels' readers (json, tiled) depend on no Groovy class, so they can live in a module without Groovy"() {
        expect:
        noClasses().that().resideInAnyPackage('io.hantei.json..', 'io.hantei.tiled..')
                .should().dependOnClassesThat().resideInAnyPackage(GROOVY_PACKAGES as String[])
                .because('hantei-levels reads Tiled maps without Groovy (ARCHITECTURE.md)')
                .check(classes)
    }

    /** The module that holds each top-level hantei package ({@code dsl}: {@code hantei-dsl}). */
    @Shared
    Map<String, String> moduleOfPackage = shippedModules().collectEntries { File m ->
        (new File(m, 'src/main/java/io/hantei').listFiles()?.findAll { it.directory } ?: []).collectEntries { [(it.name): m.name] }
    }

    /** The language a class was compiled from, by its source file's name: {@code java}, {@code groovy}, or null. */
    static String sourceLanguage(JavaClass c) {
        String file = c.source.flatMap { it.fileName }.orElse('')
        file.endsWith('.java') ? 'java' : file.endsWith('.groovy') ? 'groovy' : null
    }

    /**
     * Where a class compiled from {@code from} calls one compiled from {@code to} in the same
     * module, as "Caller -> Called" lines.
     */
    List<String> callsWithinModules(String from, String to) {
        classes.findAll { topLevel(it) != null && sourceLanguage(it) == from }.collectMany { JavaClass c ->
            String module = moduleOfPackage[topLevel(c)]
            c.directDependenciesFromSelf*.targetClass*.baseComponentType.findAll { JavaClass d ->
                topLevel(d) != null && moduleOfPackage[topLevel(d)] == module && sourceLanguage(d) == to
            }.collect { c.name + ' -> ' + it.name }
        }.unique()
    }

    def "the module check knows every package's module, and sees the DSL's Groovy call its Java"() {
        expect:
        moduleOfPackage.subMap(['geom', 'index', 'dsl', 'sandbox', 'embed', 'engine', 'cli']) ==
                [geom: 'hantei-geom', index: 'hantei-geom', dsl: 'hantei-dsl', sandbox: 'hantei-dsl', embed: 'hantei-embed',
                 engine: 'hantei-junit', cli: 'hantei-cli']
        callsWithinModules('groovy', 'java').any { it.startsWith('io.hantei.dsl.CheckFinder') && it.endsWith('.CheckOutline') }
    }

    def "no module's Java calls that module's Groovy, so each compiles its Java, then its Groovy, with no stubs"() {
        expect:
        callsWithinModules('java', 'groovy') == []
    }

    def "the Groovy check catches the DSL, which is Groovy"() {
        expect:
        noClasses().that().resideInAPackage('io.hantei.dsl..')
                .should().dependOnClassesThat().resideInAnyPackage(GROOVY_PACKAGES as String[])
                .evaluate(classes).hasViolation()
    }

    /** An import of Groovy, in any of its package roots (groovy.*, Groovy 2-3, Groovy 4+). */
    static final Pattern GROOVY_IMPORT =
            ~/(?m)^\s*import\s+(static\s+)?(groovy|org\.codehaus\.groovy|org\.apache\.groovy)\./

    /** A reference to a Groovy class, as javac writes it into a class file's constant pool. */
    static final List<String> GROOVY_INTERNAL_NAMES = ['Lgroovy/', 'Lorg/codehaus/groovy/', 'Lorg/apache/groovy/',
                                                       'groovy/lang/', 'org/codehaus/groovy/', 'org/apache/groovy/']

    /** The src/main/java of every module that receives no Groovy (hantei-geom, -render, -levels, ...). */
    @Shared
    List<File> javaRoots = shippedModules().findAll { !('groovy' in receivedFrom(it.name)) }
            .collect { new File(it, 'src/main/java') }.findAll { it.directory }

    @Shared
    List<File> javaFiles = javaRoots.collectMany { root -> root.listFiles().collectMany { collectJava(it) } }.sort()

    static List<File> collectJava(File f) {
        if (f.isDirectory()) {
            return f.listFiles().collectMany { collectJava(it) }
        }
        f.name.endsWith('.java') ? [f] : []
    }

    String className(File javaFile) {
        File root = javaRoots.find { javaFile.toPath().startsWith(it.toPath()) }
        root.toPath().relativize(javaFile.toPath()).toString()
                .replace(File.separatorChar, '.' as char)
                .replaceAll(/\.java$/, '')
    }

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

    def "the modules without Groovy hold the Java core and the levels' readers (so the next checks are not vacuous)"() {
        expect:
        javaRoots.collect { it.parentFile.parentFile.parentFile.name } == ['hantei-geom', 'hantei-levels', 'hantei-render']
        javaFiles*.name.containsAll(['Rect.java', 'Circle.java', 'Angles.java', 'Vec2.java', 'TiledMap.java', 'SvgRenderer.java'])
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

    /** The class and every class file javac wrote beside it for it (Outer$Inner, Outer$1), from a folder or a jar. */
    static List<Class<?>> withCompanions(Class<?> top) {
        def where = new File(top.protectionDomain.codeSource.location.toURI())
        String prefix = top.package.name.replace('.', '/') + '/'
        List<String> files = where.directory
                ? new File(where, prefix).list() as List<String>
                : new java.util.jar.JarFile(where).withCloseable { jar ->
                    jar.entries().toList()*.name.findAll { it.startsWith(prefix) && it.indexOf('/', prefix.length()) < 0 }
                            .collect { it.substring(prefix.length()) }
                }
        def names = files.findAll { it == top.simpleName + '.class' || it.startsWith(top.simpleName + '$') }
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
        File dir = sourcesOf('geom')
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
