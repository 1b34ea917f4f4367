package io.hantei.sandbox

import groovy.transform.CompileStatic

import java.lang.reflect.Field
import java.lang.reflect.Method
import java.lang.reflect.Modifier

/**
 * What a sandboxed script may name and call: the allow lists the compile-time checks
 * ({@link SandboxTransformer}) and the run-time checks ({@link RuntimeGuard}) share.
 * <ul>
 *   <li>{@link #TYPES}: the classes a script may write down (in {@code new}, casts, declarations,
 *       static calls): numbers, strings, collections, maths and the hantei shapes.</li>
 *   <li>{@link #receiver(Class)}: the objects a script may call methods on or read properties
 *       of, decided by the object's class at run time.</li>
 *   <li>{@link #DENIED}: method and property names refused on any object, because Groovy adds
 *       them to every object (reflection, metaprogramming, processes, the script's own binding)
 *       or because they make huge values in one library call.</li>
 * </ul>
 */
@CompileStatic
final class AllowList {

    private AllowList() {
    }

    /**
     * The DSL's package. The sandbox sits below the DSL (the DSL's pipeline uses it), so it names
     * the DSL's classes it lets through rather than importing them.
     */
    private static final String DSL = 'io.hantei.dsl.'

    /** The script base class: a sandboxed script may call its own methods. */
    private static final String SCRIPT_BASE = DSL + 'HanteiScript'

    /** Classes a sandboxed script may name. */
    static final Set<String> TYPES = ([
            // java.lang: values, maths, text, the exceptions a rule may throw or catch
            'java.lang.Object', 'java.lang.String', 'java.lang.CharSequence', 'java.lang.Number',
            'java.lang.Integer', 'java.lang.Long', 'java.lang.Short', 'java.lang.Byte', 'java.lang.Double',
            'java.lang.Float', 'java.lang.Boolean', 'java.lang.Character', 'java.lang.Math', 'java.lang.StrictMath',
            'java.lang.StringBuilder', 'java.lang.Comparable', 'java.lang.Iterable', 'java.lang.Void',
            'java.lang.Exception', 'java.lang.RuntimeException', 'java.lang.IllegalArgumentException',
            'java.lang.IllegalStateException', 'java.lang.ArithmeticException', 'java.lang.IndexOutOfBoundsException',
            'java.lang.ArrayIndexOutOfBoundsException', 'java.lang.NumberFormatException',
            'java.lang.UnsupportedOperationException', 'java.lang.NullPointerException', 'java.lang.ClassCastException',
            'java.math.BigDecimal', 'java.math.BigInteger', 'java.math.RoundingMode', 'java.math.MathContext',
            // java.util: collections and small helpers
            'java.util.List', 'java.util.ArrayList', 'java.util.LinkedList', 'java.util.Map', 'java.util.HashMap',
            'java.util.LinkedHashMap', 'java.util.TreeMap', 'java.util.SortedMap', 'java.util.NavigableMap',
            'java.util.Set', 'java.util.HashSet', 'java.util.LinkedHashSet', 'java.util.TreeSet', 'java.util.SortedSet',
            'java.util.NavigableSet', 'java.util.Collection', 'java.util.Collections', 'java.util.Iterator',
            'java.util.ListIterator', 'java.util.Map$Entry', 'java.util.Deque', 'java.util.ArrayDeque',
            'java.util.Queue', 'java.util.PriorityQueue', 'java.util.Comparator', 'java.util.Objects',
            'java.util.Optional', 'java.util.OptionalInt', 'java.util.OptionalLong', 'java.util.OptionalDouble',
            'java.util.StringJoiner', 'java.util.Random', 'java.util.NoSuchElementException',
            'java.util.regex.Pattern', 'java.util.regex.Matcher',
            // Groovy's own values
            'groovy.lang.Closure', 'groovy.lang.Range', 'groovy.lang.IntRange', 'groovy.lang.ObjectRange',
            'groovy.lang.GString', 'groovy.lang.Tuple2', 'groovy.transform.Field',
            // the DSL: the words, and what rule(...) returns
            DSL + 'Hantei', DSL + 'Rule', DSL + 'Zones', DSL + 'TiledLevel',
    ] as Set<String>).asImmutable()

    /**
     * Classes whose {@code a['key']} is a lookup of their own ({@code level['door']}: the object
     * named door), not Groovy's reading of a property by a computed name, which the sandbox
     * refuses on other objects than maps.
     */
    static final Set<String> TEXT_KEYS = ([DSL + 'TiledLevel'] as Set<String>).asImmutable()

    /** Packages whose public classes a script may name (the shapes). */
    static final List<String> PACKAGES = ['io.hantei.geom.'].asImmutable()

    /** Packages a script may import with a star. */
    static final Set<String> STAR_PACKAGES = (['io.hantei.geom.', 'java.util.', 'java.math.', 'java.lang.'] as Set<String>).asImmutable()

    /** Whether a class of this name may be named in a sandboxed script. */
    static boolean typeName(String name) {
        TYPES.contains(name) || PACKAGES.any { String p -> name.startsWith(p) && name.indexOf('.', p.length()) < 0 }
    }

    private static final String REFLECTION = 'reflection and class loading'
    private static final String META = 'it changes or bypasses how Groovy calls methods'
    private static final String SCRIPT = 'it reaches past the script\'s own values (its binding, closures\' owners, more code)'
    private static final String HOST = 'it reaches the host process'
    private static final String OUTSIDE = 'it reaches files or the network'
    private static final String WAIT = 'it blocks the thread'
    private static final String SIZE = 'it can make a huge value in one call: write it with * or a loop'
    private static final String SUBSCRIPT = 'write a[k] (or a[k] = v) instead'
    private static final String FILES = 'it writes a file: pictures are for ./hantei run --png'
    private static final String DELEGATE = 'it sends the calls a closure makes to another object, past the weighing of calls that make large values'

    /** Method and property names refused on every object, with why. */
    static final Map<String, String> DENIED = ([
            getClass: REFLECTION, 'class': REFLECTION, forName: REFLECTION, getClassLoader: REFLECTION,
            classLoader: REFLECTION, loadClass: REFLECTION, defineClass: REFLECTION, newInstance: REFLECTION,
            getDeclaredField: REFLECTION, getDeclaredFields: REFLECTION, getDeclaredMethod: REFLECTION,
            getDeclaredMethods: REFLECTION, getDeclaredConstructor: REFLECTION, getDeclaredConstructors: REFLECTION,
            getMethod: REFLECTION, getMethods: REFLECTION, getField: REFLECTION, getFields: REFLECTION,
            getConstructor: REFLECTION, getConstructors: REFLECTION, setAccessible: REFLECTION, invoke: REFLECTION,
            getMetaMethod: REFLECTION, getMetaProperty: REFLECTION, hasProperty: REFLECTION, respondsTo: REFLECTION,
            metaPropertyValues: REFLECTION, getMetaPropertyValues: REFLECTION, properties: REFLECTION,
            getProperties: REFLECTION, setProperties: REFLECTION, declaredFields: REFLECTION, declaredMethods: REFLECTION,
            metaClass: META, getMetaClass: META, setMetaClass: META, invokeMethod: META, getProperty: META,
            setProperty: META, mixin: META, use: META, asMetaClass: META,
            evaluate: SCRIPT, run: SCRIPT, binding: SCRIPT, getBinding: SCRIPT, setBinding: SCRIPT, owner: SCRIPT,
            getOwner: SCRIPT, delegate: SCRIPT, getDelegate: SCRIPT, setDelegate: SCRIPT, thisObject: SCRIPT,
            getThisObject: SCRIPT, rehydrate: SCRIPT, dehydrate: SCRIPT, directive: SCRIPT, setDirective: SCRIPT,
            execute: HOST, exit: HOST, halt: HOST, getRuntime: HOST, runtime: HOST, addShutdownHook: HOST,
            getenv: HOST, getInteger: HOST, getLong: HOST, getBoolean: HOST, printStackTrace: HOST, finalize: HOST,
            toURL: OUTSIDE, toURI: OUTSIDE,
            sleep: WAIT, wait: WAIT, notify: WAIT, notifyAll: WAIT,
            multiply: SIZE, repeat: SIZE, padLeft: SIZE, padRight: SIZE, subsequences: SIZE,
            permutations: SIZE, eachPermutation: SIZE, combinations: SIZE, eachCombination: SIZE,
            nCopies: SIZE, withDefault: SIZE, withLazyDefault: SIZE, withEagerDefault: SIZE,
            getAt: SUBSCRIPT, putAt: SUBSCRIPT,
            render: FILES,
            with: DELEGATE, tap: DELEGATE, identity: DELEGATE,
    ] as Map<String, String>).asImmutable()

    /** Names that print to the host's standard output when called on an object (not on the script). */
    static final Set<String> PRINTING = (['print', 'println', 'printf'] as Set<String>).asImmutable()

    /** Whether {@code name} is a public static method (or, for a property, a public static field or getter) of {@code c}. */
    static boolean staticMember(Class<?> c, String name, boolean property) {
        if (property) {
            for (Field f : c.fields) {
                if (f.name == name && Modifier.isStatic(f.modifiers)) {
                    return true
                }
            }
            String cap = name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)).toString() + name.substring(1)
            return c.methods.any { Method m -> Modifier.isStatic(m.modifiers) && m.parameterCount == 0 && (m.name == 'get' + cap || m.name == 'is' + cap) }
        }
        c.methods.any { Method m -> Modifier.isStatic(m.modifiers) && m.name == name }
    }

    private static final ClassValue<Boolean> RECEIVERS = new ClassValue<Boolean>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            AllowList.allowedReceiver(type)
        }
    }

    /**
     * Whether a sandboxed script may call methods on (or read properties of) an object of this
     * class: the allowed value types, the shapes, the script itself and its closures, any
     * collection, map, iterator, number, text or exception, and arrays of those. Not allowed,
     * among all else: Class, ClassLoader, MetaClass, Binding, Thread, files, streams, sockets.
     */
    static boolean receiver(Class<?> type) {
        RECEIVERS.get(type)
    }

    private static final List<Class<?>> RECEIVER_KINDS = [CharSequence, Number, Boolean, Character, Collection, Map,
                                                          Map.Entry, Iterator, Comparator, Closure, Throwable,
                                                          io.hantei.geom.Shape, Optional, Random,
                                                          StringJoiner] as List<Class<?>>

    private static boolean allowedReceiver(Class<?> type) {
        if (type.isArray()) {
            return type.componentType.isPrimitive() || receiver(type.componentType)
        }
        if (typeName(type.name) || type.name in [DSL + 'Judgement', DSL + 'CheckBlock']) {
            return true
        }
        for (Class<?> c = type; c != null; c = c.superclass) {
            if (c.name == SCRIPT_BASE) {
                return true
            }
        }
        RECEIVER_KINDS.any { Class<?> k -> k.isAssignableFrom(type) }
    }

    /** How a class is named in messages: {@code java.io.File}, {@code int[]}. */
    static String show(Class<?> c) {
        c.isArray() ? show(c.componentType) + '[]' : c.name
    }
}
