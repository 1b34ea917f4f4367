package io.hantei.engine

import groovy.xml.XmlSlurper
import io.hantei.Readme
import org.junit.platform.engine.discovery.DiscoverySelectors
import org.junit.platform.testkit.engine.EngineTestKit
import spock.lang.Specification
import spock.lang.TempDir

/**
 * docs/level-checks.md, "Level checks in your build": its pom names what exists, and the failure
 * and report it quotes are what the engine gives. (Building a level project with Maven in a
 * spec is too slow; the pom was run by hand, as the page says.)
 */
class ReadmeLevelsSpec extends Specification {

    static List<String> blocks(String lang) {
        Readme.blocks(lang, Readme.section('docs/level-checks.md', 'Level checks in your build'))
    }

    @TempDir
    File dir

    def "the pom is well-formed, puts hantei in test scope and has Surefire look for the class the engine answers"() {
        when:
        def pom = new XmlSlurper().parseText(blocks('xml')[0])
        String include = pom.build.plugins.plugin.find { it.artifactId.text() == 'maven-surefire-plugin' }.configuration.includes.include.text()

        then:
        pom.dependencies.dependency.collect { [it.groupId.text(), it.artifactId.text(), it.scope.text()] } == [['io.hantei', 'hantei', 'test']]
        pom.dependencies.dependency.version.text() == new XmlSlurper().parse(Readme.file('pom.xml')).version.text()
        pom.build.plugins.plugin.find { it.artifactId.text() == 'maven-surefire-plugin' }.version.text() ==~ /3\.5\.\d+/
        include == LevelChecks.name.replace('.', '/') + '.class'
        blocks('java')[0].trim() == 'public class LevelsTest extends ' + LevelChecks.name + ' {}'
    }

    def "the failure and the report cases it quotes are the engine's"() {
        given:
        new File(dir, 'guard.groovy').text = '''\
            def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')

            rule('guard sees player') { p -> p in guard }

            check('guard sees player', tags: ['smoke']) {
                hit 150, 130
                miss 100, 320
            }
            '''.stripIndent()
        new File(dir, 'rooms').mkdirs()
        new File(dir, 'rooms/door.groovy').text = '''\
            def door = rect(at: [0, 0], size: [40, 80], name: 'door')

            rule('player at the door') { p -> p in door }

            check('player at the door') {
                hit 20, 40
                hit 60, 40      // wrong on purpose: outside the door
            }
            '''.stripIndent()

        when:
        def r = EngineTestKit.engine('hantei').configurationParameter('hantei.levels', dir.path)
                .selectors(DiscoverySelectors.selectClass(LevelChecks)).execute()
        String message = r.testEvents().failed().list()[0].payload.get().throwable.get().message
        String quoted = blocks('text')[0]
        def cases = (blocks('xml')[1] =~ /name="([^"]+)" classname="([^"]+)"/).collect { [it[2], it[1]] }

        then:
        quoted.contains(message.replace(dir.path + '/', 'src/test/levels/'))
        cases.collect { it*.replace('&apos;', "'") } ==
                r.testEvents().finished().list()*.testDescriptor.collect { [it.parent.get().displayName, it.displayName] }
    }
}
