package io.hantei.embed

import spock.lang.Specification

import java.lang.reflect.Method
import java.lang.reflect.Modifier
import java.lang.reflect.ParameterizedType
import java.lang.reflect.Type

/** The embedding API is plain Java: no Groovy type in any public signature, no GroovyObject. */
class EmbedApiSpec extends Specification {

    static final List<Class<?>> API = [RuleSet, Options, Hits, Problem, Problem.Kind, CheckExample, CheckOutcome, CheckReport,
                                       HanteiException, CompileException, EvaluationException]

    static boolean groovy(Type t) {
        if (t instanceof Class) {
            Class c = (Class) t
            return c.isArray() ? groovy(c.componentType) : c.name.startsWith('groovy.') || c.name.startsWith('org.codehaus.groovy.') ||
                    c.name.startsWith('org.apache.groovy.')
        }
        t instanceof ParameterizedType && (groovy(((ParameterizedType) t).rawType) ||
                ((ParameterizedType) t).actualTypeArguments.any { groovy(it) })
    }

    def "#api.simpleName names no Groovy type in its public signatures and is not a GroovyObject"() {
        given:
        List<Method> methods = api.methods.findAll { Modifier.isPublic(it.modifiers) && it.declaringClass.name.startsWith('io.hantei') }

        expect:
        !GroovyObject.isAssignableFrom(api)
        methods.every { m -> !groovy(m.genericReturnType) && !m.genericParameterTypes.any { groovy(it) } }
        api.constructors.every { c -> !c.genericParameterTypes.any { groovy(it) } }

        where:
        api << API
    }

    def "the classes behind the API are not public, but the JSR-223 factory, which the JDK finds by name"() {
        expect:
        ['embed.ScriptRuleSet', 'embed.Instance', 'embed.Limited', 'dsl.ShapeRuleFinder'].every {
            !Modifier.isPublic(Class.forName('io.hantei.' + it).modifiers)
        }
        Modifier.isPublic(HanteiScriptEngineFactory.modifiers)
    }
}
