package io.hantei.spark

import org.apache.spark.sql.SparkSession

/**
 * The one Spark of the specs: local mode with two worker threads, no web UI, on loopback. Made
 * on first use and shared by every spec of this JVM (Spark allows one context per JVM); Spark
 * stops it when the JVM exits.
 */
final class LocalSpark {

    /**
     * Whether Spark 4.0 can run on this JVM: on JDK 17 to 22. From JDK 23 its Hadoop layer fails
     * at the first session (Hadoop calls {@code Subject.getSubject}, which those JDKs refuse
     * without a security manager), so the Spark specs are skipped there: {@code @Requires} names this.
     */
    static final boolean RUNS_HERE = Runtime.version().feature() <= 22

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
