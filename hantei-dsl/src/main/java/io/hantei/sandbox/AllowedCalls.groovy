package io.hantei.sandbox

import groovy.transform.CompileStatic
import org.codehaus.groovy.runtime.InvokerHelper

import java.lang.reflect.Constructor
import java.lang.reflect.Method
import java.lang.reflect.Modifier
import java.util.regex.Matcher
import java.util.regex.Pattern

/**
 * The methods a sandboxed script may call: allowed by name on each kind of receiver, every
 * other call refused, whatever its class. A name is on the list because hit rules use it
 * (the examples, the README and the pages under docs/, the words); its cost is one of:
 * <ul>
 *   <li>{@link Cost#SMALL}: its result is a yes or no, a number, an element, or a value no larger
 *       than what it is given (a part of a text or a list, a copy, a sort);</li>
 *   <li>{@link Cost#STEPS}: it calls a closure of the script for each element, whose own checks
 *       count time and memory (what it collects is the closures' results);</li>
 *   <li>{@link Cost#WEIGHED}: its result's size depends on its arguments or on the text of its
 *       values, and {@link SizedCalls} weighs it against the budget before it runs
 *       (every such name is in {@link SizedCalls#METHODS}).</li>
 * </ul>
 * The shapes and the DSL's own classes ({@code io.hantei.*}) may be called with any of their
 * public methods, less the names {@link AllowList#DENIED} refuses everywhere. Static calls are
 * allowed by class ({@link #STATICS}), constructors by class and number of arguments
 * ({@link #CONSTRUCTORS}).
 *
 * <p>{@link SandboxTransformer} refuses at compile time a call the receiver's kind does not allow
 * where the receiver's type is plain from the code (a literal, a String variable);
 * {@link RuntimeGuard#callee} refuses the rest as the call is made. A name the receiver does not
 * have at all is left to Groovy ({@link #refused}), whose error the DSL answers with the fix.
 */
@CompileStatic
final class AllowedCalls {

    private AllowedCalls() {
    }

    /** What a call may cost, by what it makes. */
    static enum Cost {
        SMALL, STEPS, WEIGHED
    }

    /** The kinds of receiver, each with the names allowed on it. */
    static enum Kind {
        ANY(Object), TEXT(CharSequence), NUMBER(Number), BOOLEAN(Boolean), CHARACTER(Character), COLLECTION(Collection),
        RANGE(Range), MAP(Map), ENTRY(Map.Entry), ITERATOR(Iterator), CLOSURE(Closure), MATCHER(Matcher),
        PATTERN(Pattern), OPTIONAL(Optional), RANDOM(Random), JOINER(StringJoiner), COMPARATOR(Comparator),
        EXCEPTION(Throwable), ARRAY(Object[])

        final Class<?> type

        Kind(Class<?> type) {
            this.type = type
        }
    }

    private static final Map<Kind, Map<String, Cost>> TABLE = table()

    private static void allow(Map<Kind, Map<String, Cost>> table, Kind kind, Cost cost, String names) {
        Map<String, Cost> m = table.get(kind)
        if (m == null) {
            m = new HashMap<String, Cost>()
            table.put(kind, m)
        }
        for (String n : names.trim().split(/\s+/)) {
            m.put(n, SizedCalls.METHODS.contains(n) ? Cost.WEIGHED : cost)
        }
    }

    private static Map<Kind, Map<String, Cost>> table() {
        Map<Kind, Map<String, Cost>> t = new EnumMap<Kind, Map<String, Cost>>(Kind)
        // every value: comparing, testing, its text (weighed)
        allow(t, Kind.ANY, Cost.SMALL, 'equals hashCode compareTo isCase asBoolean is toString asType inspect')
        allow(t, Kind.TEXT, Cost.SMALL, '''length size isEmpty isBlank charAt codePointAt substring subSequence contains
            startsWith endsWith indexOf lastIndexOf equalsIgnoreCase compareToIgnoreCase contentEquals trim strip
            stripLeading stripTrailing toUpperCase toLowerCase capitalize uncapitalize reverse take drop takeRight
            dropRight takeWhile dropWhile matches find toInteger toLong toDouble toFloat toBigDecimal toBigInteger
            toBoolean toCharacter isNumber isInteger isLong isDouble isFloat isBigDecimal isBigInteger isAllWhitespace
            next previous minus normalize denormalize deleteCharAt delete setCharAt tr''')
        allow(t, Kind.TEXT, Cost.STEPS, 'each eachWithIndex eachLine eachMatch any every count')
        allow(t, Kind.TEXT, Cost.WEIGHED, '''center split tokenize readLines findAll toList toSet collect replace
            replaceAll replaceFirst plus concat append insert leftShift setLength ensureCapacity expand expandLine''')
        allow(t, Kind.NUMBER, Cost.SMALL, '''intValue longValue doubleValue floatValue shortValue byteValue abs negate
            signum bitwiseNegate isNaN isInfinite toInteger toLong toDouble toFloat intdiv mod
            remainder minus max min scale precision stripTrailingZeros unscaledValue and or xor not bitLength bitCount
            testBit sqrt gcd modPow modInverse next previous ulp toPlainString toEngineeringString''') // at most 100 000 digits each
        allow(t, Kind.NUMBER, Cost.STEPS, 'upto downto times step')
        allow(t, Kind.NUMBER, Cost.WEIGHED, '''plus div power pow round trunc setScale toBigDecimal toBigInteger
            movePointLeft movePointRight scaleByPowerOfTen divide
            divideToIntegralValue divideAndRemainder shiftLeft shiftRight leftShift rightShift setBit clearBit flipBit''')
        allow(t, Kind.BOOLEAN, Cost.SMALL, 'booleanValue and or xor implies')
        allow(t, Kind.CHARACTER, Cost.SMALL, '''charValue isDigit isLetter isLetterOrDigit isUpperCase isLowerCase
            isWhitespace toUpperCase toLowerCase next previous''')
        allow(t, Kind.COLLECTION, Cost.SMALL, '''size isEmpty contains containsAll get set add remove removeAt
            removeElement removeAll retainAll clear indexOf lastIndexOf subList first last head tail init take drop
            takeRight dropRight reverse sort toSorted unique toUnique max min minus intersect disjoint iterator
            listIterator push pop peek poll offer addFirst addLast removeFirst removeLast getFirst getLast peekFirst
            peekLast pollFirst pollLast offerFirst offerLast ceiling floor higher lower headSet tailSet subSet
            descendingIterator asImmutable asUnmodifiable shuffle shuffled swap indices''')
        allow(t, Kind.COLLECTION, Cost.STEPS, '''each eachWithIndex reverseEach find findIndexOf findLastIndexOf
            findIndexValues findResult findResults grep any every count countBy groupBy inject collectEntries
            collectMany removeIf split withIndex indexed average sum''')
        allow(t, Kind.COLLECTION, Cost.WEIGHED, 'collect findAll join plus addAll flatten toList toSet leftShift sum')
        allow(t, Kind.RANGE, Cost.SMALL, 'getFrom getTo from to isReverse containsWithinBounds')
        allow(t, Kind.RANGE, Cost.WEIGHED, 'step by')
        allow(t, Kind.MAP, Cost.SMALL, '''size isEmpty get put putIfAbsent getOrDefault containsKey
            containsValue keySet values entrySet remove clear subMap minus firstKey lastKey firstEntry lastEntry
            headMap tailMap ceilingKey floorKey higherKey lowerKey ceilingEntry floorEntry higherEntry lowerEntry
            take drop asImmutable asUnmodifiable min max sort''')
        allow(t, Kind.MAP, Cost.STEPS, '''each eachWithIndex find findResult findResults any every count countBy
            groupBy inject collectEntries collectMany computeIfAbsent computeIfPresent compute merge''')
        allow(t, Kind.MAP, Cost.SMALL, 'putAll') // the entries it is given, once
        allow(t, Kind.MAP, Cost.WEIGHED, 'collect findAll plus leftShift')
        allow(t, Kind.ENTRY, Cost.SMALL, 'getKey getValue setValue key value')
        allow(t, Kind.ITERATOR, Cost.SMALL, 'hasNext next remove hasPrevious previous nextIndex previousIndex')
        allow(t, Kind.CLOSURE, Cost.STEPS, '''call curry rcurry ncurry memoize memoizeAtMost leftShift rightShift
            getMaximumNumberOfParameters maximumNumberOfParameters''')
        allow(t, Kind.MATCHER, Cost.SMALL, 'find matches lookingAt group groupCount start end size hasGroup reset')
        allow(t, Kind.MATCHER, Cost.STEPS, 'each any every')
        allow(t, Kind.PATTERN, Cost.SMALL, 'matcher matches pattern')
        allow(t, Kind.OPTIONAL, Cost.SMALL, 'isPresent isEmpty get orElse orElseThrow')
        allow(t, Kind.OPTIONAL, Cost.STEPS, 'orElseGet map flatMap filter ifPresent ifPresentOrElse')
        allow(t, Kind.RANDOM, Cost.SMALL, 'nextInt nextLong nextDouble nextFloat nextBoolean nextGaussian setSeed')
        allow(t, Kind.JOINER, Cost.SMALL, 'length setEmptyValue add') // add: the text it is given, once
        allow(t, Kind.COMPARATOR, Cost.SMALL, 'compare reversed')
        allow(t, Kind.COMPARATOR, Cost.STEPS, 'thenComparing')
        allow(t, Kind.EXCEPTION, Cost.SMALL, 'getMessage message getLocalizedMessage localizedMessage getCause cause')
        allow(t, Kind.ARRAY, Cost.SMALL, 'size length contains first last iterator max min reverse sort toList toSet')
        allow(t, Kind.ARRAY, Cost.STEPS, 'each eachWithIndex any every find count sum')
        allow(t, Kind.ARRAY, Cost.WEIGHED, 'collect findAll join')
        t
    }

    /** The names and costs allowed on a kind of receiver. */
    static Map<String, Cost> allowed(Kind kind) {
        Collections.unmodifiableMap(TABLE.get(kind))
    }

    /** Every name some kind of value allows (the specs check it against the names refused everywhere). */
    static final Set<String> NAMES = Collections.unmodifiableSet(TABLE.values().collectMany { it.keySet() } as Set<String>)

    /** The kinds a class of receiver belongs to (a range is a collection too; every value is ANY). */
    static List<Kind> kinds(Class<?> type) {
        List<Kind> kinds = []
        for (Kind k : Kind.values()) {
            if (k == Kind.ARRAY ? type.isArray() : k.type.isAssignableFrom(type)) {
                kinds.add(k)
            }
        }
        kinds
    }

    private static final String HANTEI = 'io.hantei.'

    /** The classes of hantei's own: the shapes, the DSL's objects, the script (whose base class is the DSL's). */
    static boolean hantei(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.superclass) {
            if (c.name.startsWith(HANTEI)) {
                return true
            }
        }
        type.interfaces.any { Class<?> i -> i.name.startsWith(HANTEI) }
    }

    private static final ClassValue<Set<String>> BY_CLASS = new ClassValue<Set<String>>() {
        @Override
        protected Set<String> computeValue(Class<?> type) {
            Set<String> names = new HashSet<String>()
            for (Kind k : kinds(type)) {
                names.addAll(TABLE.get(k).keySet())
            }
            if (hantei(type)) {
                for (Method m : type.methods) {
                    if (!AllowList.DENIED.containsKey(m.name) && m.declaringClass != Object && m.declaringClass != GroovyObject) {
                        names.add(m.name)
                    }
                }
            }
            names.removeAll(AllowList.DENIED.keySet())
            Collections.unmodifiableSet(names)
        }
    }

    /** Whether {@code name} may be called on an object of this class. */
    static boolean method(Class<?> type, String name) {
        BY_CLASS.get(type).contains(name)
    }

    /**
     * Whether a call of {@code name} on an object of this class is refused: it is not allowed,
     * and the class has such a method (its own or one Groovy adds). A name the class does not
     * have at all is left to Groovy, whose error for it is answered with the fix (an unknown
     * method, did you mean ...).
     */
    static boolean refused(Class<?> type, String name) {
        !method(type, name) && (AllowList.DENIED.containsKey(name) || has(type, name))
    }

    /** Whether objects of this class have a method of that name, their own or one Groovy adds to them. */
    static boolean has(Class<?> type, String name) {
        InvokerHelper.getMetaClass(type).respondsTo(type, name) || type.methods.any { Method m -> m.name == name }
    }

    /**
     * Whether {@code .name} may be read on an object of this class: a map's key, any property of
     * hantei's own objects, else a property whose getter ({@code getName}, {@code isName}) or name is
     * allowed as a method.
     */
    static boolean property(Class<?> type, String name) {
        if (Map.isAssignableFrom(type) || hantei(type) && !AllowList.DENIED.containsKey(name)) {
            return true
        }
        if (type.isArray() && name == 'length') {
            return true
        }
        String cap = name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)).toString() + name.substring(1)
        method(type, name) || method(type, 'get' + cap) || method(type, 'is' + cap)
    }

    /** The packages whose classes' public methods a script may call on their objects. */
    private static final List<String> HANTEI_PACKAGES = ['io/hantei/geom/', 'io/hantei/dsl/', 'io/hantei/index/', 'io/hantei/tiled/']

    /** The public method names of hantei's own classes, read once from where this class was loaded. */
    @Lazy
    private static volatile Set<String> hanteiNames = readHanteiNames()

    /** Whether {@code name} is a public method of one of hantei's own classes (a shape's, the DSL's). */
    static boolean hanteiName(String name) {
        hanteiNames.contains(name) && !AllowList.DENIED.containsKey(name)
    }

    private static Set<String> readHanteiNames() {
        Set<String> names = new HashSet<String>()
        ClassLoader loader = AllowedCalls.classLoader
        for (String entry : classFiles()) {
            if (entry.contains('$')) {
                continue
            }
            try {
                Class<?> c = Class.forName(entry.substring(0, entry.length() - 6).replace('/', '.'), false, loader)
                if (Modifier.isPublic(c.modifiers)) {
                    for (Method m : c.methods) {
                        names.add(m.name)
                    }
                }
            } catch (Throwable ignored) {
                // a class that does not load here (a part of hantei this JVM lacks) has no objects a script can reach
            }
        }
        Collections.unmodifiableSet(names)
    }

    /** The class files of {@link #HANTEI_PACKAGES}, as paths {@code io/hantei/geom/Fan.class}, in a jar or a folder. */
    private static List<String> classFiles() {
        List<String> files = []
        URL location = AllowedCalls.protectionDomain?.codeSource?.location
        if (location == null) {
            return files
        }
        java.nio.file.Path root = java.nio.file.Path.of(location.toURI())
        if (java.nio.file.Files.isDirectory(root)) {
            for (String pkg : HANTEI_PACKAGES) {
                java.nio.file.Path dir = root.resolve(pkg)
                if (java.nio.file.Files.isDirectory(dir)) {
                    dir.toFile().eachFile { File f -> if (f.name.endsWith('.class')) { files.add(pkg + f.name) } }
                }
            }
        } else {
            new java.util.jar.JarFile(root.toFile()).withCloseable { java.util.jar.JarFile jar ->
                for (java.util.jar.JarEntry e : Collections.list(jar.entries())) {
                    String n = e.name
                    if (n.endsWith('.class') && HANTEI_PACKAGES.any { String pkg -> n.startsWith(pkg) && n.indexOf('/', pkg.length()) < 0 }) {
                        files.add(n)
                    }
                }
            }
        }
        files
    }

    /** Whether reading {@code .name} of an object of this class is refused: not allowed, and the class has such a property. */
    static boolean refusedProperty(Class<?> type, String name) {
        if (property(type, name)) {
            return false
        }
        String cap = name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)).toString() + name.substring(1)
        AllowList.DENIED.containsKey(name) || InvokerHelper.getMetaClass(type).getMetaProperty(name) != null ||
                has(type, 'get' + cap) || has(type, 'is' + cap)
    }

    /** The kind a message names for a class: {@code a list}, {@code text}, {@code a number}. */
    static String describe(Class<?> type) {
        List<Kind> ks = kinds(type)
        Kind k = ks.size() > 1 ? ks[ks.size() - 1] : Kind.ANY
        switch (k) {
            case Kind.TEXT: return 'text (' + AllowList.show(type) + ')'
            case Kind.NUMBER: return 'a number (' + AllowList.show(type) + ')'
            case Kind.RANGE: return 'a range'
            case Kind.COLLECTION: return 'a collection (' + AllowList.show(type) + ')'
            case Kind.MAP: return 'a map (' + AllowList.show(type) + ')'
            default: return AllowList.show(type)
        }
    }

    // ------------------------------------------------------------------ static calls

    /**
     * Static methods a script may call, by class: all of {@code Math}'s, the parsing and
     * comparing of the number classes, and the small helpers of the collections. The shapes' and
     * the DSL's factories are all allowed. {@link SizedCalls} weighs {@code String.format},
     * {@code String.join}, {@code String.valueOf} and the numbers' {@code valueOf}.
     */
    static final Map<String, Set<String>> STATICS = ([
            'java.lang.Math'       : ['*'],
            'java.lang.StrictMath' : ['*'],
            'java.lang.Integer'    : '''parseInt valueOf compare max min sum signum abs toString toHexString toBinaryString
                    MAX_VALUE MIN_VALUE''',
            'java.lang.Long'       : 'parseLong valueOf compare max min sum signum abs toString toHexString MAX_VALUE MIN_VALUE',
            'java.lang.Short'      : 'parseShort valueOf compare toString MAX_VALUE MIN_VALUE',
            'java.lang.Byte'       : 'parseByte valueOf compare toString MAX_VALUE MIN_VALUE',
            'java.lang.Double'     : '''parseDouble valueOf compare max min sum isNaN isInfinite isFinite toString
                    MAX_VALUE MIN_VALUE MIN_NORMAL POSITIVE_INFINITY NEGATIVE_INFINITY NaN''',
            'java.lang.Float'      : '''parseFloat valueOf compare max min sum isNaN isInfinite isFinite toString
                    MAX_VALUE MIN_VALUE POSITIVE_INFINITY NEGATIVE_INFINITY NaN''',
            'java.lang.Boolean'    : 'parseBoolean valueOf compare logicalAnd logicalOr logicalXor toString TRUE FALSE',
            'java.lang.Character'  : '''isDigit isLetter isLetterOrDigit isUpperCase isLowerCase isWhitespace toUpperCase
                    toLowerCase valueOf compare getNumericValue toString''',
            'java.lang.String'     : 'valueOf format join',
            'java.math.BigDecimal' : 'valueOf ONE ZERO TEN',
            'java.math.BigInteger' : 'valueOf ONE ZERO TWO TEN',
            'java.math.RoundingMode': 'valueOf values HALF_UP HALF_DOWN HALF_EVEN UP DOWN CEILING FLOOR UNNECESSARY',
            'java.math.MathContext': 'DECIMAL32 DECIMAL64 DECIMAL128 UNLIMITED',
            'java.util.Collections': '''emptyList emptyMap emptySet singletonList singleton singletonMap unmodifiableList
                    unmodifiableMap unmodifiableSet unmodifiableCollection sort reverse max min shuffle swap frequency
                    disjoint binarySearch reverseOrder''',
            'java.util.Objects'    : 'equals hash hashCode isNull nonNull requireNonNull requireNonNullElse toString compare',
            'java.util.Comparator' : 'comparing comparingDouble comparingInt comparingLong naturalOrder reverseOrder',
            'java.util.Optional'   : 'of ofNullable empty',
            'java.util.List'       : 'of copyOf',
            'java.util.Set'        : 'of copyOf',
            'java.util.Map'        : 'of copyOf entry',
            'java.util.regex.Pattern': 'compile matches quote',
    ] as Map<String, Object>).collectEntries { String c, Object names ->
        [(c): Collections.unmodifiableSet((names instanceof String ? ((String) names).trim().split(/\s+/).toList() : (List<String>) names) as Set<String>)]
    } as Map<String, Set<String>>

    /** Whether {@code Owner.name} (a static method, or a static field when {@code property}) may be used. */
    static boolean staticMember(Class<?> owner, String name, boolean property) {
        if (!AllowList.staticMember(owner, name, property)) {
            return false
        }
        if (owner.name.startsWith(HANTEI)) {
            return true
        }
        Set<String> names = STATICS.get(owner.name)
        names != null && (names.contains('*') || names.contains(name) ||
                property && names.contains('get' + (name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)).toString() + name.substring(1))))
    }

    // ------------------------------------------------------------------ constructors

    /**
     * The constructors a script may call, by class and number of arguments. Left out on purpose:
     * a map's or a set's load factor (a tiny one makes the table grow to the heap's size on the
     * first puts), ranges (write {@code a..b}, which is checked), arrays.
     */
    static final Map<String, Set<Integer>> CONSTRUCTORS = ([
            'java.lang.Object': [0], 'java.lang.String': [0, 1], 'java.lang.StringBuilder': [0, 1],
            'java.util.ArrayList': [0, 1], 'java.util.LinkedList': [0, 1], 'java.util.HashMap': [0, 1],
            'java.util.LinkedHashMap': [0, 1], 'java.util.TreeMap': [0, 1], 'java.util.HashSet': [0, 1],
            'java.util.LinkedHashSet': [0, 1], 'java.util.TreeSet': [0, 1], 'java.util.ArrayDeque': [0, 1],
            'java.util.PriorityQueue': [0, 1, 2], 'java.util.StringJoiner': [1, 3], 'java.util.Random': [0, 1],
            'java.math.BigDecimal': [1, 2], 'java.math.BigInteger': [1, 2], 'java.math.MathContext': [1, 2],
            'java.lang.Integer': [1], 'java.lang.Long': [1], 'java.lang.Double': [1], 'java.lang.Float': [1],
            'java.lang.Short': [1], 'java.lang.Byte': [1], 'java.lang.Boolean': [1], 'java.lang.Character': [1],
            'groovy.lang.Tuple2': [2],
    ] as Map<String, List<Integer>>).collectEntries { String c, List<Integer> n -> [(c): Collections.unmodifiableSet(n as Set<Integer>)] }
            as Map<String, Set<Integer>>

    /** Whether {@code new type(...)} with this many arguments is allowed: listed, an exception's (up to two), or hantei's own. */
    static boolean constructor(Class<?> type, int arguments) {
        Set<Integer> counts = CONSTRUCTORS.get(type.name)
        if (counts != null) {
            return counts.contains(arguments)
        }
        if (Exception.isAssignableFrom(type)) {
            return arguments <= 2
        }
        type.name.startsWith(HANTEI) && type.constructors.any { Constructor<?> c ->
            Modifier.isPublic(c.modifiers) && (c.parameterCount == arguments || c.varArgs)
        }
    }
}
