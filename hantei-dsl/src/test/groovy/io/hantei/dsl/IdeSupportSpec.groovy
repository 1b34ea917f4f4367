package io.hantei.dsl

import spock.lang.Specification

/**
 * The IDE files come from the word table and cannot drift from it: the copies in
 * src/main/resources (which the jar carries) are IdeSupport's output, and read as IntelliJ and
 * Eclipse would run them, they offer every word with exactly its arguments.
 */
class IdeSupportSpec extends Specification {

    static final String REGENERATE = 'write them anew (after ./hantei has built): java -cp "$(cat hantei-cli/target/hantei-runtime.classpath)" io.hantei.dsl.IdeSupport hantei-dsl/src/main/resources'

    def "#path in src/main/resources, and on the class path, is IdeSupport's output"() {
        expect:
        assert new File(System.getProperty('basedir', 'hantei-dsl') + '/src/main/resources', path).getText('UTF-8') == generated: REGENERATE
        getClass().getResource('/' + path).getText('UTF-8') == generated

        where:
        path             | generated
        IdeSupport.GDSL  | IdeSupport.gdsl()
        IdeSupport.DSLD  | IdeSupport.dsld()
    }

    /** Runs an IDE file with every call it makes recorded: method(...) calls by name, with their arguments. */
    static Map<String, List<Map>> methods(String text) {
        Map<String, List<Map>> found = [:].withDefault { [] }
        def binding = new Binding()
        def shell = new GroovyShell(binding)
        Script script = shell.parse(text)
        script.metaClass.methodMissing = { String name, args ->
            Object[] a = args as Object[]
            switch (name) {
                case 'method':
                    Map m = a[0] as Map
                    found[m.name as String] << m
                    return null
                case 'parameter':
                    return a[0]
                case ['contributor', 'contribute']:
                    Closure c = a[-1] as Closure
                    c.delegate = script
                    c.resolveStrategy = Closure.DELEGATE_FIRST
                    c.call()
                    return null
                case ['enclosingCall']:
                    return true
                default: // context, scopes and pointcuts
                    return [name: name, args: a.toList(), and: { other -> other }]
            }
        }
        script.metaClass.propertyMissing = { String name, value -> null }
        script.run()
        found
    }

    def "the GDSL file offers each word with its named arguments, required ones said so"() {
        when:
        def found = methods(IdeSupport.gdsl())

        then:
        Words.ALL.values().every { w ->
            found[w.name].size() == 1 &&
                    found[w.name][0].namedParams*.name == w.keys &&
                    found[w.name][0].namedParams*.doc == w.params.collect { (it.required ? 'required: ' : 'optional: ') + it.kind.description }
        }
        found.fan[0].type == 'io.hantei.geom.Fan'
        found.render[0].namedParams*.name == ['size', 'view']
        found.keySet() == (Words.NAMES + ['hit', 'miss']) as Set
        found.check*.namedParams*.name == [['tags'], ['tags']]
        found.hit*.params == [[x: 'java.lang.Number', y: 'java.lang.Number'], [examples: 'java.lang.Object[]']]
    }

    def "the DSLD file offers each word with its required and optional arguments"() {
        when:
        def found = methods(IdeSupport.dsld())

        then:
        Words.ALL.values().every { w ->
            found[w.name].size() == 1 &&
                    (found[w.name][0].namedParams as Map).keySet() as List == w.requiredKeys &&
                    (found[w.name][0].optionalParams as Map).keySet() as List == w.keys - w.requiredKeys
        }
        found.fan[0].namedParams == [at: 'java.util.List', dir: 'java.lang.Number', range: 'java.lang.Number', len: 'java.lang.Number']
        found.keySet() == (Words.NAMES + ['hit', 'miss']) as Set
        found.check*.optionalParams == [[tags: 'java.util.List'], [tags: 'java.util.List']]
    }
}
