package io.hantei.dsl

import groovy.transform.CompileStatic
import io.hantei.geom.PixelRect
import io.hantei.geom.Shape

/**
 * The mistakes of a designer's first hour that Groovy would answer in its own words (a
 * {@code MissingMethodException} naming the script's class), answered with the fix instead:
 * <ul>
 *   <li>an unknown or misspelt word, {@code circel(at: [50, 50], r: 5)}:
 *       {@code unknown word 'circel' — did you mean 'circle'? words: rect, pixelRect, fan, ...};</li>
 *   <li>a word with arguments it does not take, {@code rule('door')}:
 *       {@code rule is written rule('name') { p -> ... } but was given ('door')};</li>
 *   <li>an unknown method or property of a shape, {@code guard.contain(p)}:
 *       {@code a Fan has no method 'contain' — did you mean 'contains'? its methods: ...};</li>
 *   <li>{@code hit [20, 20]}, which Groovy reads as an index (when {@link WordsChecker} could
 *       not tell before the run).</li>
 * </ul>
 * The word lists come from {@link Words}, as do {@code ./hantei words} and the IDE files.
 * {@link #token} says which name on the script line the message is about, so the error can
 * name its column ({@link ScriptError#located}).
 */
@CompileStatic
final class Mistakes {

    private Mistakes() {
    }

    /** The message for a mistake this class knows, or null. */
    static String message(Throwable t) {
        if (t instanceof MissingMethodException) {
            return missingMethod((MissingMethodException) t)
        }
        if (t instanceof MissingPropertyException) {
            return missingProperty((MissingPropertyException) t)
        }
        null
    }

    /** The name in the script the mistake is about ({@code circel}, {@code contain}, {@code hit}), or null. */
    static String token(Throwable t) {
        if (message(t) == null) {
            return null
        }
        t instanceof MissingMethodException ? ((MissingMethodException) t).method : ((MissingPropertyException) t).property
    }

    private static String missingMethod(MissingMethodException e) {
        Class<?> type = e.type
        String name = e.method
        if (type == null || name == null) {
            return null
        }
        boolean inScript = HanteiScript.isAssignableFrom(type)
        boolean inCheck = type == CheckBlock
        if (inScript || inCheck) {
            String misused = Words.misused(name, e.arguments)
            if (misused == null) {
                // a method the script has (its own, or Groovy's println) given other arguments: Groovy's words say which
                return respondsTo(type, name) ? null : Words.unknownWord(name, inCheck)
            }
            return misused
        }
        if (ours(type)) {
            List<String> methods = Words.methodsOf(type)
            if (methods.contains(name)) {
                return type.simpleName + '.' + name + ' does not take ' + given(e.arguments) + ' — methods of ' +
                        article(type) + type.simpleName + ': ' + methods.join(', ')
            }
            return unknownMember(type, 'method', name)
        }
        null
    }

    private static String missingProperty(MissingPropertyException e) {
        if (e.type == CheckBlock && (e.property == 'hit' || e.property == 'miss')) {
            return indexed(e.property, '[x, y]', 'x, y')
        }
        if (e.type != null && e.property != null && ours(e.type)) {
            return unknownMember(e.type, 'property', e.property)
        }
        null
    }

    /** Whether the class, or Groovy for every object, has a method of that name. */
    private static boolean respondsTo(Class<?> type, String name) {
        GroovySystem.metaClassRegistry.getMetaClass(type).methods.any { MetaMethod m -> m.name == name }
    }

    /** Whether values of the type are the DSL's own: shapes, pixel rectangles, zones, a Tiled level. */
    private static boolean ours(Class<?> type) {
        Shape.isAssignableFrom(type) || type == PixelRect || type == Zones || type == TiledLevel
    }

    /** {@code "a Fan has no method 'contain' — did you mean 'contains'? its methods: ..."} */
    private static String unknownMember(Class<?> type, String member, String name) {
        List<String> methods = Words.methodsOf(type)
        String near = Words.closest(name, methods)
        article(type) + type.simpleName + ' has no ' + member + " '" + name + "'" +
                (near == null ? ' —' : " — did you mean '" + near + "'?") + ' its methods: ' + methods.join(', ')
    }

    private static String article(Class<?> type) {
        type.simpleName ==~ /(?i)[aeiou].*/ ? 'an ' : 'a '
    }

    /**
     * {@code hit [20, 20]}: {@code "hit [20, 20] is read by Groovy as an index, hit[20, 20] — write hit 20, 20 or hit([20, 20])"}.
     * {@code list} is the list as written, {@code items} its items.
     */
    static String indexed(String word, String list, String items) {
        word + ' ' + list + ' is read by Groovy as an index, ' + word + list + ' — write ' + word + ' ' + items +
                ' or ' + word + '(' + list + ')'
    }

    /**
     * The radians rule: angles given to a word look like radians when every one of them is not a
     * whole number and lies strictly between -2π and 2π ({@code dir: 0.52, range: 1.05}). Whole
     * numbers (0, 30, 360, also 1 or 6) never do: a designer writes degrees as whole numbers, and
     * radians are almost never whole. One whole angle among them ({@code dir: 0, range: 1.05})
     * is taken as degrees.
     */
    static boolean looksLikeRadians(Collection<Double> angles) {
        !angles.isEmpty() && angles.every { Double a -> a != Math.rint(a) && Math.abs(a) < 2 * Math.PI }
    }

    /**
     * {@code "fan: dir 0.52 and range 1.05 look like radians, but angles are degrees — for
     * radians write dir: Math.toDegrees(0.52), range: Math.toDegrees(1.05)"}.
     */
    static String radians(String word, Map<String, Double> angles) {
        List<String> given = angles.collect { k, v -> k + ' ' + v }
        word + ': ' + given.join(' and ') + (angles.size() == 1 ? ' looks' : ' look') + ' like radians, but angles are degrees' +
                ' — for radians write ' + angles.collect { k, v -> k + ': Math.toDegrees(' + v + ')' }.join(', ')
    }

    private static String given(Object[] arguments) {
        '(' + (arguments == null ? '' : arguments.collect { Object a -> a instanceof Closure ? '{ ... }' : Args.show(a) }.join(', ')) + ')'
    }
}
