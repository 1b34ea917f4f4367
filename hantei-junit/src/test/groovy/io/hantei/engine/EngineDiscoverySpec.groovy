package io.hantei.engine

import org.junit.platform.engine.TestDescriptor
import org.junit.platform.engine.TestTag
import org.junit.platform.engine.UniqueId
import org.junit.platform.engine.discovery.DiscoverySelectors
import org.junit.platform.engine.support.descriptor.ClassSource
import org.junit.platform.engine.support.descriptor.FilePosition
import org.junit.platform.engine.support.descriptor.FileSource
import org.junit.platform.testkit.engine.EngineDiscoveryResults
import org.junit.platform.testkit.engine.EngineTestKit
import spock.lang.Specification
import spock.lang.TempDir

/** What the hantei engine lists before it runs anything: the tree, its names, sources and tags, for every kind of selector. */
class EngineDiscoverySpec extends Specification {

    @TempDir
    File dir

    static final String GUARD = '''\
        def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
        rule('guard sees player') { p -> p in guard }
        rule('near guard') { p -> p.x < 200 }

        check('guard sees player', tags: ['smoke', 'vision']) {
            hit 150, 130
            miss 100, 320
        }

        check('near guard') {
            hit 50, 50
        }
        '''.stripIndent()

    File level(String path, String text = GUARD) {
        File f = new File(dir, path)
        f.parentFile.mkdirs()
        f.text = text
        f
    }

    EngineTestKit.Builder kit() {
        EngineTestKit.engine('hantei').configurationParameter('hantei.levels', dir.path)
    }

    /** The tree below the engine, as 'type name' lines indented by depth. */
    static List<String> tree(TestDescriptor root) {
        List<String> lines = []
        Closure walk
        walk = { TestDescriptor d, int depth ->
            lines.add('  ' * depth + d.type.name().toLowerCase() + ' ' + d.displayName)
            d.children.each { walk(it, depth + 1) }
        }
        root.children.each { walk(it, 0) }
        lines
    }

    def "a script file is a container named by its path, with a container per check named by the check"() {
        given:
        File script = level('guard.groovy')

        when:
        EngineDiscoveryResults r = kit().selectors(DiscoverySelectors.selectFile(script)).discover()
        TestDescriptor container = r.engineDescriptor.children[0]
        List<TestDescriptor> checks = container.children as List

        then:
        tree(r.engineDescriptor) == ['container ' + script.absolutePath,
                                     '  container guard sees player',
                                     '  container near guard']
        container.uniqueId == UniqueId.forEngine('hantei').append('script', script.absolutePath)
        container.source.get() == FileSource.from(script)
        checks*.source*.get() == [FileSource.from(script, FilePosition.from(5)), FileSource.from(script, FilePosition.from(10))]
        checks*.uniqueId*.lastSegment*.value == ['guard sees player', 'near guard']
    }

    def "a check's tags are its test tags"() {
        when:
        def checks = kit().selectors(DiscoverySelectors.selectFile(level('guard.groovy'))).discover().engineDescriptor.children[0].children as List

        then:
        checks*.tags == [[TestTag.create('smoke'), TestTag.create('vision')] as Set, [] as Set]
    }

    def "a directory gives every .groovy under it, recursively, in path order, and nothing else"() {
        given:
        level('b.groovy')
        level('rooms/east/a.groovy')
        level('a.groovy')
        level('notes.txt', 'not a script')

        expect:
        kit().selectors(DiscoverySelectors.selectDirectory(dir)).discover().engineDescriptor.children*.displayName ==
                ['a.groovy', 'b.groovy', 'rooms/east/a.groovy'].collect { new File(dir, it).absolutePath }
    }

    def "a classpath root (an IDE's whole module) gives the scripts of the levels folder (hantei.levels)"() {
        given:
        level('guard.groovy')
        level('rooms/hall.groovy')

        expect:
        kit().selectors(DiscoverySelectors.selectClasspathRoots([new File(System.getProperty('basedir', 'hantei-junit'), 'target/test-classes').absoluteFile.toPath()] as Set)[0])
                .discover().engineDescriptor.children*.displayName ==
                [new File(dir, 'guard.groovy').absolutePath, new File(dir, 'rooms/hall.groovy').absolutePath]
    }

    def "#cls.simpleName gives them inside a container whose source is that class, where Surefire reports tests"() {
        given:
        level('guard.groovy')
        level('rooms/hall.groovy')

        when:
        def found = kit().selectors(DiscoverySelectors.selectClass(cls)).discover().engineDescriptor.children as List

        then:
        found*.displayName == [cls.simpleName]
        found[0].source.get() == ClassSource.from(cls)
        found[0].uniqueId == UniqueId.forEngine('hantei').append('class', cls.name)
        found[0].children*.displayName == [new File(dir, 'guard.groovy').absolutePath, new File(dir, 'rooms/hall.groovy').absolutePath]

        where:
        cls << [LevelChecks, ExampleLevelsTest]
    }

    def "a check found through the class re-runs by its unique id"() {
        given:
        File script = level('guard.groovy')
        UniqueId id = UniqueId.forEngine('hantei').append('class', ExampleLevelsTest.name).append('script', script.absolutePath)
                .append('check', 'near guard')

        expect:
        tree(kit().selectors(DiscoverySelectors.selectUniqueId(id)).discover().engineDescriptor) ==
                ['container ExampleLevelsTest', '  container ' + script.absolutePath, '    container near guard']
    }

    def "a package is a folder of the levels folder"() {
        given:
        level('guard.groovy')
        level('rooms/east/hall.groovy')

        expect:
        kit().selectors(DiscoverySelectors.selectPackage('rooms.east')).discover().engineDescriptor.children*.displayName ==
                [new File(dir, 'rooms/east/hall.groovy').absolutePath]
    }

    def "the classes of other engines' tests, other files and folders without scripts give nothing"() {
        given:
        level('guard.groovy')
        new File(dir, 'empty').mkdirs()

        expect:
        kit().selectors(selector == 'an empty folder' ? DiscoverySelectors.selectDirectory(new File(dir, 'empty')) : selector).discover().engineDescriptor.children.isEmpty()

        where:
        selector << [DiscoverySelectors.selectClass(EngineDiscoverySpec),
                     DiscoverySelectors.selectFile(new File('pom.xml').absoluteFile),
                     'an empty folder',
                     DiscoverySelectors.selectPackage('no.such')]
    }

    def "the unique id of a check selects that check alone, the id of a script all its checks"() {
        given:
        File script = level('guard.groovy')
        UniqueId scriptId = UniqueId.forEngine('hantei').append('script', script.absolutePath)

        expect:
        tree(kit().selectors(DiscoverySelectors.selectUniqueId(scriptId.append('check', 'near guard'))).discover().engineDescriptor) ==
                ['container ' + script.absolutePath, '  container near guard']
        tree(kit().selectors(DiscoverySelectors.selectUniqueId(scriptId)).discover().engineDescriptor).size() == 3
    }

    def "two checks of one rule get ids of their own"() {
        given:
        File script = level('twice.groovy', GUARD + "check('near guard') { miss 300, 300 }\n")

        expect:
        kit().selectors(DiscoverySelectors.selectFile(script)).discover().engineDescriptor.children[0].children*.uniqueId*.lastSegment*.value ==
                ['guard sees player', 'near guard', 'near guard#2']
    }

    def "a tag that is not a word is a compile error with its line"() {
        given:
        File script = level('tags.groovy', "rule('r') { p -> true }\ncheck('r', tags: ['a b']) { hit 1, 1 }\n")

        when:
        def results = kit().selectors(DiscoverySelectors.selectFile(script)).execute()

        then:
        def failed = results.containerEvents().failed().list()
        failed.size() == 1
        failed[0].testDescriptor.displayName == script.absolutePath
        failed[0].payload.get().throwable.get().message ==
                script.absolutePath + ":2: check: tags must be words written out, like tags: ['smoke', 'level-1'], but 'a b' is not one (letters, digits, - _ . : only)"
    }
}
