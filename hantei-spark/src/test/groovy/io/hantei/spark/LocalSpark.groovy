package io.hantei.spark

import org.apache.spark.sql.SparkSession

/**
 * The one Spark of the specs: local mode with two worker threads, no web UI, on loopback. Made
 * on first use and shared by every spec of this JVM (Spark allows one context per JVM); Spark
 * stops it when the JVM exits.
 */
final class LocalSpark {

    private LocalSpark() {
    }

    static synchronized SparkSession session() {
        SparkSession.builder()
                .master('local[2]')
                .appName('hantei-specs')
                .config('spark.ui.enabled', 'false')
                .config('spark.driver.host', '127.0.0.1')
                .config('spark.driver.bindAddress', '127.0.0.1')
                .config('spark.sql.shuffle.partitions', '2')
                .config('spark.sql.session.timeZone', 'UTC')
                .config('spark.sql.warehouse.dir', new File('target/spark-warehouse').absolutePath)
                .getOrCreate()
    }
}
