package io.hantei.bench;

import io.hantei.spark.HanteiSpark;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How fast {@code <prefix>_hits} runs on one core: Spark in local mode with one worker thread,
 * the points of {@code hantei-benchmarks/spark-throughput.sh} read from Parquet, each query timed after a
 * warm-up. Prints, per run, the seconds of the query that sums the hits (every point through
 * every rule) and of the same scan with a built-in expression in place of the function (what
 * Spark itself costs), then the hits, to check against {@code ./hantei eval}.
 * <pre>java SPARK_OPTIONS -cp ... io.hantei.bench.SparkThroughput level.groovy points.csv points.parquet RUNS</pre>
 */
public final class SparkThroughput {

    private SparkThroughput() {
    }

    public static void main(String[] args) {
        Path level = Path.of(args[0]);
        String csv = args[1];
        String parquet = args[2];
        int runs = Integer.parseInt(args[3]);
        SparkSession spark = SparkSession.builder().master("local[1]").appName("hantei-throughput")
                .config("spark.ui.enabled", "false").config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1").getOrCreate();
        spark.sparkContext().setLogLevel("WARN");
        if (!Files.isDirectory(Path.of(parquet))) {
            spark.read().option("header", "true").schema("x DOUBLE, y DOUBLE").csv(csv).write().parquet(parquet);
        }
        spark.read().parquet(parquet).createOrReplaceTempView("points");
        HanteiSpark.register(spark, "level", level);
        String hits = "SELECT count(*), sum(size(level_hits(x, y))) FROM points";
        String scan = "SELECT count(*), sum(CASE WHEN x * x + y * y <= 250000 THEN 1 ELSE 0 END) FROM points";
        Row answer = spark.sql(hits).collectAsList().get(0); // warm-up: compiles the script, JITs the path
        spark.sql(scan).collectAsList();
        for (int i = 1; i <= runs; i++) {
            long t0 = System.nanoTime();
            spark.sql(hits).collectAsList();
            long t1 = System.nanoTime();
            spark.sql(scan).collectAsList();
            long t2 = System.nanoTime();
            System.out.printf("run %d: level_hits %.3f s, scan alone %.3f s%n", i, (t1 - t0) / 1e9, (t2 - t1) / 1e9);
        }
        System.out.println("points " + answer.getLong(0) + ", hits " + answer.getLong(1));
        spark.stop();
    }
}
