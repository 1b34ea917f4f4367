package io.hantei.spark

import io.hantei.embed.CompileException
import org.apache.spark.SparkException
import org.apache.spark.sql.Row
import org.apache.spark.sql.SparkSession
import org.apache.spark.sql.types.DataTypes
import org.apache.spark.sql.types.StructType
import spock.lang.Shared
import spock.lang.Requires
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

import static org.apache.spark.sql.functions.call_function
import static org.apache.spark.sql.functions.col

/** A level's rules as Spark SQL functions, in local mode: answers, nulls, errors, prefixes. */
@Requires({ LocalSpark.RUNS_HERE }) // Spark 4.0 needs JDK 17 to 22 (LocalSpark)
class HanteiSparkSpec extends Specification {

    /** The DSL tour's shapes: rules answered by the index, by a formula in Java, and by a closure; and zones. */
    static final String LEVEL = '''\
def guard  = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
def door   = rect(at: [10, 10], size: [40, 80], name: 'door')
def button = rect(at: [200, 80], size: [120, 40], anchor: 'center', angle: 30, name: 'button')
def coin   = circle(at: [120, 200], r: 10, name: 'coin')
def rooms  = zones(door, coin, rect(at: [0, 0], size: [300, 300], name: 'hall'))
rule('guard sees player') { p -> p in guard }
rule('at the door') { p -> p in door }
rule('presses the button') { p -> p in button && !(p in guard) }
rule('near the coin') { x, y -> (x - 120) * (x - 120) + (y - 200) * (y - 200) <= 400 }
'''

    @Shared
    SparkSession spark = LocalSpark.session()

    @TempDir
    Path dir

    def setupSpec() {
        HanteiSpark.register(spark, 'level', LEVEL)
    }

    /** The rows of a query, each as a list of its values (arrays as lists). */
    List<List<Object>> rows(String sql) {
        spark.sql(sql).collectAsList().collect { Row r -> (0..<r.size()).collect { i -> plain(r.get(i)) } }
    }

    static Object plain(Object v) {
        v instanceof scala.collection.Seq ? scala.jdk.javaapi.CollectionConverters.asJava((scala.collection.Seq) v).collect() : v
    }

    def "register names the functions, the rules and the zones"() {
        when:
        def registered = HanteiSpark.register(spark, 'tour', LEVEL)

        then:
        registered.script() == 'tour.groovy'
        registered.functions() == ['tour_hits', 'tour_rule', 'tour_zones']
        registered.rules() == ['guard sees player', 'at the door', 'presses the button', 'near the coin']
        registered.zones() == ['door', 'coin', 'hall']
    }

    def "level_hits(#x, #y) is #expected"() {
        expect:
        rows("SELECT level_hits($x, $y)") == [[expected]]

        where:
        x     | y     || expected
        150   | 130   || ['guard sees player']
        10    | 10    || ['at the door']                         // the rect's corner: edges count
        9.999 | 10    || []
        200   | 80    || ['presses the button']                  // the turned rect's centre, outside the fan
        120   | 220   || ['near the coin']                       // on the circle of the closure rule
        120   | 220.1 || []
        130   | 200   || ['near the coin']
        500   | 500   || []
    }

    def "level_rule answers one rule, the same as level_hits"() {
        expect:
        rows("SELECT level_rule('at the door', 50, 90), level_rule('at the door', 50.000001, 90), " +
                "level_rule('guard sees player', 150, 130)") == [[true, false, true]]
    }

    def "level_zones(#x, #y) is #expected, in the order the script gave the zones"() {
        expect:
        rows("SELECT level_zones($x, $y)") == [[expected]]

        where:
        x   | y   || expected
        20  | 20  || ['door', 'hall']
        120 | 210 || ['coin', 'hall']
        300 | 300 || ['hall']
        301 | 0   || []
    }

    def "the DataFrame API calls the same functions, by name and in expressions"() {
        given:
        def points = spark.range(3).selectExpr('id', 'CAST(id * 70 + 10 AS DOUBLE) AS x', 'CAST(20 AS DOUBLE) AS y')

        when:
        def byName = points.select(col('id'), call_function('level_zones', col('x'), col('y')).as('zones'))
        def byExpression = points.selectExpr('id', "level_rule('at the door', x, y) AS door")

        then:
        byName.orderBy('id').collectAsList().collect { plain(it.get(1)) } == [['door', 'hall'], ['hall'], ['hall']]
        byExpression.orderBy('id').collectAsList().collect { it.getBoolean(1) } == [true, false, false]
    }

    def "a script without zones answers an empty array of zones"() {
        given:
        HanteiSpark.register(spark, 'bare', "rule('anywhere') { p -> true }")

        expect:
        rows('SELECT bare_zones(1, 2), bare_hits(1, 2)') == [[[], ['anywhere']]]
    }

    def "a null, NaN or infinite coordinate gives null from every function, not a failed job"() {
        given:
        def schema = new StructType().add('x', DataTypes.DoubleType, true).add('y', DataTypes.DoubleType, true)
        def points = [[null, 1d], [1d, null], [Double.NaN, 1d], [1d, Double.POSITIVE_INFINITY], [Double.NEGATIVE_INFINITY, 1d]]
        spark.createDataFrame(points.collect { org.apache.spark.sql.RowFactory.create(it as Object[]) }, schema)
                .createOrReplaceTempView('bad_points')

        expect:
        rows("SELECT level_hits(x, y), level_rule('at the door', x, y), level_zones(x, y) FROM bad_points") ==
                [[null, null, null]] * 5
        rows("SELECT level_rule(null, 20, 20)") == [[null]]
    }

    def "any numeric column is a coordinate: #type"() {
        expect:
        rows("SELECT level_hits(CAST(20 AS $type), CAST(20 AS $type)), level_zones(CAST(20 AS $type), CAST(20 AS $type))") ==
                [[['at the door'], ['door', 'hall']]]

        where:
        type << ['INT', 'BIGINT', 'SMALLINT', 'FLOAT', 'DOUBLE', 'DECIMAL(10, 3)']
    }

    def "#mistake fails the job with a message that says what to do"() {
        when:
        spark.sql(sql).collectAsList()

        then:
        def e = thrown(Exception)
        causes(e).any { it instanceof IllegalArgumentException && it.message == message }

        where:
        mistake          | sql                                           || message
        'a text column'  | "SELECT level_hits('20', 20)"                 || "level_hits: x must be a number but was String '20' — cast the column: level_hits(CAST(x AS DOUBLE), ...)"
        'an unknown rule' | "SELECT level_rule('at the dor', 20, 20)"    || "level_rule: level.groovy has no rule 'at the dor'; its rules: guard sees player, at the door, presses the button, near the coin"
    }

    /** The exception and its causes, outermost first. */
    static List<Throwable> causes(Throwable t) {
        List<Throwable> all = []
        for (Throwable c = t; c != null && !all.any { it.is(c) }; c = c.cause) {
            all << c
        }
        all
    }

    def "a script that does not compile fails register on the driver, with its line"() {
        when:
        HanteiSpark.register(spark, 'broken', "def door = rect(at: [10, 10], size: [40, 80])\ndef coin = circel(at: [1, 1], r: 2)\n")

        then:
        CompileException e = thrown()
        e.problems()*.toString().any { it.startsWith("broken.groovy:2:12: unknown word 'circel' — did you mean 'circle'?") }
    }

    def "a script the sandbox refuses fails register on the driver, and registers nothing"() {
        given:
        Path script = Files.writeString(dir.resolve('sneaky.groovy'), "def ok = 1\ndef f = new File('secret.txt')\nrule('r') { p -> true }\n")

        when:
        HanteiSpark.register(spark, 'sneaky', script)

        then:
        CompileException e = thrown()
        e.problems()*.toString() == ['sneaky.groovy:2: refused: java.io.File is not allowed in a sandboxed script']
        !spark.catalog().functionExists('sneaky_hits')
    }

    def "two scripts under two prefixes answer each their own rules in one query"() {
        given:
        HanteiSpark.register(spark, 'left', "rule('inside') { p -> p in rect(at: [0, 0], size: [10, 10]) }")
        HanteiSpark.register(spark, 'right', "rule('inside') { p -> p in rect(at: [100, 0], size: [10, 10]) }\nrule('far') { p -> true }")

        expect:
        rows('SELECT left_hits(5, 5), right_hits(5, 5), left_hits(105, 5), right_hits(105, 5)') ==
                [[['inside'], ['far'], [], ['inside', 'far']]]
    }

    def "registering a prefix again replaces its functions"() {
        given:
        HanteiSpark.register(spark, 'again', "rule('one') { p -> true }")
        HanteiSpark.register(spark, 'again', "rule('two') { p -> true }")

        expect:
        rows('SELECT again_hits(0, 0)') == [[['two']]]
    }

    def "a prefix must be an SQL name: #prefix"() {
        when:
        HanteiSpark.register(spark, prefix, "rule('r') { p -> true }")

        then:
        IllegalArgumentException e = thrown()
        e.message == "register: prefix must be an SQL name (a letter or _, then letters, digits and _), such as level, but was $shown"

        where:
        prefix    | shown
        null      | 'null'
        ''        | "''"
        'level-1' | "'level-1'"
        '1level'  | "'1level'"
        'a b'     | "'a b'"
    }

    def "a script file is named by its file, and reads the maps of its folder"() {
        given:
        Files.writeString(dir.resolve('zones.groovy'), "def hall = rect(at: [0, 0], size: [10, 10], name: 'hall')\n" +
                "def z = zones(hall)\nrule('in the hall') { p -> p in hall }\n")

        when:
        def registered = HanteiSpark.register(spark, 'file', dir.resolve('zones.groovy'))

        then:
        registered.script() == 'zones.groovy'
        rows('SELECT file_hits(10, 10), file_zones(10, 10)') == [[['in the hall'], ['hall']]]
    }

    def "the functions carry the script's source, not compiled classes, and compile it once per JVM"() {
        given:
        def source = "rule('r') { p -> p in circle(at: [0, 0], r: ${Math.PI}) }"
        def function = new LevelFunctions.Names(new LevelScript(source, 'ship.groovy', null), 'ship_hits', LevelFunctions.Names.Of.RULES)

        when: 'it travels as an executor receives it'
        def bytes = new ByteArrayOutputStream()
        new ObjectOutputStream(bytes).withCloseable { it.writeObject(function) }
        def received = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())).readObject() as LevelFunctions.Names
        int before = LevelScript.compiledCount()

        then: 'its bytes hold the source, and are too few for any compiled class'
        new String(bytes.toByteArray(), 'ISO-8859-1').contains(source)
        bytes.size() < source.length() + 1024

        and: 'the first call compiles it, later calls and other copies reuse it'
        received.call(3, 0) == ['r'] as String[]
        received.call(3.2, 0) == [] as String[]
        LevelScript.compiledCount() == before + 1
        function.call(0, 0) == ['r'] as String[]
        LevelScript.compiledCount() == before + 1
    }
}
