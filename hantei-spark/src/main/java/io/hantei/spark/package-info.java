/**
 * Hit rules as Spark SQL functions: {@link io.hantei.spark.HanteiSpark#register} compiles a level
 * script once on the driver to validate it, ships its source to the executors, and registers
 * {@code <prefix>_hits(x, y)}, {@code <prefix>_rule(name, x, y)} and {@code <prefix>_zones(x, y)}.
 * Spark is a provided dependency: nothing here loads unless a Spark job calls it, and only this
 * package names Spark's classes (ARCHITECTURE.md).
 */
package io.hantei.spark;
