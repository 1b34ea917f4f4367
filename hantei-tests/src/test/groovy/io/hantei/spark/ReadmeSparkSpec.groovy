package io.hantei.spark

import io.hantei.Readme

import org.apache.spark.sql.SparkSession
import spock.lang.Specification
import spock.lang.TempDir

import java.nio.file.Files
import java.nio.file.Path

/**
 * The README's Spark job, run as it says: its CountDetections.java compiled with javac, the DSL
 * tour as level.groovy, the eval section's play-test as positions.parquet, and what it printed
 * compared with what the README shows after its spark-submit line.
 */
class ReadmeSparkSpec extends Specification {

    @TempDir
    Path dir

    def "the README's Spark job prints what the README shows"() {
        given: 'the job, compiled as the README writes it'
        String job = Readme.allBlocks().find { it[0] == 'java' && it[1] == 'CountDetections.java' }[2]
        Readme.JavaRun compiled = Readme.javac(job, dir, 'CountDetections', 'CountDetections.java', false)
        assert compiled.javac == 0: compiled.diagnostics

        and: "the DSL tour, and the eval section's play-test written as Parquet"
        Path level = Files.writeString(dir.resolve('level.groovy'), Readme.blocks('groovy')[0])
        String session = Readme.blocks('text').find { it.startsWith('$ cat playtest.csv') }
        List<String> csvLines = session.readLines().drop(1).takeWhile { !it.startsWith('$ ') }
        Path csv = Files.writeString(dir.resolve('playtest.csv'), csvLines.join('\n') + '\n')
        SparkSession spark = LocalSpark.session()
        Path parquet = dir.resolve('positions.parquet')
        spark.read().option('header', 'true').option('comment', '#')
                .schema('t INT, player STRING, px DOUBLE, py DOUBLE, hp INT').csv(csv.toString())
                .withColumnRenamed('px', 'x').withColumnRenamed('py', 'y')
                .write().parquet(parquet.toString())

        and: 'what the README shows after spark-submit'
        List<String> shown = Readme.blocks('text').find { it.startsWith('$ spark-submit') }.readLines()
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
