package io.hantei

import spock.lang.Specification

/**
 * docs/depending.md's table of what each artifact brings, against the modules' pom.xml files
 * (ArchitectureSpec.receivedFrom walks them as Maven does, leaving out test, provided and
 * optional dependencies): the hantei jars of a row are exactly those the walk reaches, and its
 * other jars include every outside dependency a module on the way declares. The table's
 * transitive jars (what groovy-console or the JUnit Platform bring in turn) were measured with
 * mvn dependency:list; the walk does not read outside poms.
 */
class DependingSpec extends Specification {

    static final String PAGE = new File(ArchitectureSpec.ROOT, 'docs/depending.md').getText('UTF-8')

    /** The table's rows: the artifact depended on, the hantei jars and the other jars it names. */
    static List<Map> rows() {
        PAGE.readLines().findAll { it.startsWith('| ') && !it.startsWith('| you want') }.collect { line ->
            def cells = line.split(/\s*\|\s*/).drop(1)*.trim()
            def names = { String cell -> (cell =~ /`([^`]+)`/).collect { it[1] as String } }
            [want: cells[0], artifact: names(cells[1])[0], hantei: names(cells[2]) as Set, other: names(cells[3]) as Set,
             none: cells[3] == 'none']
        }
    }

    def "the table has a row for every artifact a user may take"() {
        expect:
        rows()*.artifact as Set == ['hantei-geom', 'hantei-render', 'hantei-levels', 'hantei-dsl', 'hantei-embed',
                                     'hantei-junit', 'hantei', 'hantei-spark', 'hantei-cli'] as Set
    }

    def "#row.artifact brings the hantei jars the table names, and its outside dependencies are in the table"() {
        given:
        def received = ArchitectureSpec.receivedFrom(row.artifact)
        def hantei = received.findAll { it == 'hantei' || it.startsWith('hantei-') } as Set
        def outside = received - hantei

        expect:
        hantei == row.hantei
        row.none ? outside.isEmpty() : row.other.containsAll(outside)

        where:
        row << rows()
    }

    def "the check notices a row that names a jar the artifact does not bring"() {
        given:
        def wrong = [artifact: 'hantei-geom', hantei: ['hantei-geom', 'hantei-render'] as Set]

        expect:
        (ArchitectureSpec.receivedFrom(wrong.artifact).findAll { it.startsWith('hantei') } as Set) != wrong.hantei
    }
}
