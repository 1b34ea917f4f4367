package io.hantei.spark

import io.hantei.Readme

import org.apache.spark.sql.SparkSession
import spock.lang.Requires
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * docs/spark.md's job, run as it says: its CountDetections.java compiled with javac, the README's
 * DSL tour as level.groovy, docs/eval.md's play-test as positions.parquet, and what it printed
 * compared with what docs/spark.md shows after its spark-submit line.
 */
@Requires({ LocalSpark.RUNS_HERE }) // Spark 4.0 needs JDK 17 to 22 (LocalSpark)
class ReadmeSparkSpec extends Specification {

    @TempDir
    Path dir

    def "docs/spark.md's job prints what the page shows"() {
        given: 'the job, compiled as docs/spark.md writes it'
        String job = Readme.allBlocks('docs/spark.md').find { it[0] == 'java' && it[1] == 'CountDetections.java' }[2]
        Readme.JavaRun compiled = Readme.javac(job, dir, 'CountDetections', 'CountDetections.java', false)
        assert compiled.javac == 0: compiled.diagnostics

        and: "the README's DSL tour, and docs/eval.md's play-test written as Parquet"
        Path level = Files.writeString(dir.resolve('level.groovy'), Readme.tour())
        String session = Readme.blocks('text', Readme.page('docs/eval.md')).find { it.startsWith('$ cat playtest.csv') }
        List<String> csvLines = session.readLines().drop(1).takeWhile { !it.startsWith('$ ') }
        Path csv = Files.writeString(dir.resolve('playtest.csv'), csvLines.join('\n') + '\n')
        SparkSession spark = LocalSpark.session()
        Path parquet = dir.resolve('positions.parquet')
        spark.read().option('header', 'true').option('comment', '#')
                .schema('t INT, player STRING, px DOUBLE, py DOUBLE, hp INT').csv(csv.toString())
                .withColumnRenamed('px', 'x').withColumnRenamed('py', 'y')
                .write().parquet(parquet.toString())

        and: 'what docs/spark.md shows after spark-submit'
        List<String> shown = Readme.blocks('text', Readme.page('docs/spark.md')).find { it.startsWith('$ spark-submit') }.readLines()
        String command = shown[0]

        when:
        def printed = new ByteArrayOutputStream()
        PrintStream before = System.out
        System.out = new PrintStream(printed, true, 'UTF-8')
        try {
            def loader = new URLClassLoader([dir.toUri().toURL()] as URL[], ReadmeSparkSpec.classLoader)
            loader.loadClass('CountDetections').getMethod('main', String[]).invoke(null, [[level.toString(), parquet.toString()] as String[]] as Object[])
        } finally {
            System.out = before
        }

        then:
        command.endsWith('--class CountDetections detections.jar level.groovy positions.parquet')
        printed.toString('UTF-8').readLines() == shown.drop(1)
        shown.size() > 1
    }
}
