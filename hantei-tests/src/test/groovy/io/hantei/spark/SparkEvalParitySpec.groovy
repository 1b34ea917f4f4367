package io.hantei.spark

import io.hantei.cli.Main
import org.apache.spark.sql.Row
import org.apache.spark.sql.SparkSession
import spock.lang.Shared
import spock.lang.Requires
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * The same million points through {@code ./hantei eval} (a CSV file) and through
 * {@code parity_hits} (the same points written as Parquet): the same hits, row for row.
 */
@Requires({ LocalSpark.RUNS_HERE }) // Spark 4.0 needs JDK 17 to 22 (LocalSpark)
class SparkEvalParitySpec extends Specification {

    static final int POINTS = 1_000_000

    @Shared
    SparkSession spark = LocalSpark.session()

    @Shared
    @TempDir
    Path dir

    /**
     * Points over the level, one in eight moved onto a corner, an edge or the rim of a shape
     * (where an answer is most easily wrong), with their ids.
     */
    static void writePoints(Path csv) {
        double[][] edges = [[10, 10], [50, 90], [10, 50], [30, 90], [120, 220], [130, 200], [100, 100], [200, 80],
                            [300, 300], [0, 300], [120, 190], [110, 200], [100, 300], [273.2050807568877, 200]]
        Random random = new Random(20261126)
        Files.newBufferedWriter(csv).withCloseable { w ->
            w.write('id,x,y\n')
            for (int i = 0; i < POINTS; i++) {
                double x, y
                if (i % 8 == 0) {
                    double[] e = edges[random.nextInt(edges.length)]
                    x = e[0]
                    y = e[1]
                    if (random.nextBoolean()) { // the ulp beside it
                        x = random.nextBoolean() ? Math.nextUp(x) : Math.nextDown(x)
                    }
                } else {
                    x = -20 + 360 * random.nextDouble()
                    y = -20 + 360 * random.nextDouble()
                }
                w.write(i + ',' + x + ',' + y + '\n')
            }
        }
    }

    def "a million points as Parquet through level_hits get the hits ./hantei eval writes for them as CSV"() {
        given:
        Path level = Files.writeString(dir.resolve('level.groovy'), HanteiSparkSpec.LEVEL)
        Path csv = dir.resolve('points.csv')
        writePoints(csv)
        Path parquet = dir.resolve('points.parquet')
        spark.read().schema('id BIGINT, x DOUBLE, y DOUBLE').option('header', 'true').csv(csv.toString())
                .write().parquet(parquet.toString())

        when: './hantei eval over the CSV: id,x,y,rule for each hit'
        StringWriter out = new StringWriter(), err = new StringWriter()
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(err, true))
                .execute('eval', level.toString(), csv.toString())
        List<String> evalHits = out.toString().readLines().drop(1).collect { String line ->
            List<String> f = line.split(',', -1) as List<String>
            f[0] + ',' + f[3]
        }

        and: 'the Parquet file through parity_hits, one row per point and rule, in the same order'
        HanteiSpark.register(spark, 'parity', level)
        def table = spark.read().parquet(parquet.toString())
        long rows = table.count()
        List<String> sparkHits = table.selectExpr('id', 'parity_hits(x, y) AS hits')
                .selectExpr('id', 'posexplode(hits) AS (n, rule)')
                .orderBy('id', 'n')
                .collectAsList().collect { Row r -> r.getLong(0) + ',' + r.getString(2) }

        then:
        code == 0
        err.toString().contains("eval: ${String.format('%,d', POINTS)} points".toString()) || err.toString().contains("eval: $POINTS points")
        rows == POINTS
        sparkHits.size() == evalHits.size()
        sparkHits == evalHits

        and: 'every rule hit many points, so the comparison compared something'
        Map<String, Integer> perRule = evalHits.countBy { it.substring(it.indexOf(',') + 1) }
        perRule.keySet() == ['guard sees player', 'at the door', 'presses the button', 'near the coin'] as Set
        perRule.values().every { it > 5_000 }
    }
}
