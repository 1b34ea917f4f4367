#!/usr/bin/env bash
# Runs the JMH benchmarks (src/jmh/java) and writes docs/benchmarks.md.
#
#   src/jmh/run-benchmarks.sh                 the full suite as annotated (2 forks, 5 x 1 s warm-up,
#                                             5 x 1 s measurement), then 5 rounds of the paired
#                                             targets (src/jmh/README.md): about 85 minutes on 2 cores
#   src/jmh/run-benchmarks.sh --out target/smoke.md -f 1 -wi 1 -i 1 -w 1s -r 1s 'Fan'
#                                             a smoke run of the matching benchmarks, report elsewhere
#
#   src/jmh/run-benchmarks.sh --merge -f 1 -wi 3 -i 5 'PolygonBench|CapsuleBench|EllipseBench'
#                                             some classes, their tables merged into docs/benchmarks.md
#
# Options: --out FILE (default docs/benchmarks.md); --merge (keep the tables of the classes not
# run from the report already there, src/jmh/README.md); --pairs N (rounds of the paired
# targets, 5 by default, 0 for none); every other argument goes to JMH as
# `java -jar target/benchmarks.jar` takes it (-h lists them). Run it on a quiet machine: the
# report records the load average before and after the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
./mvnw -B -q -Pbench package -Dmaven.test.skip=true
java --add-modules=jdk.incubator.vector -cp target/benchmarks.jar io.hantei.bench.Agreement
quoted=""
if [ "$#" -gt 0 ]; then
    printf -v quoted ' %q' "$@"
fi
HANTEI_BENCH_COMMAND="src/jmh/run-benchmarks.sh$quoted" \
    exec java --add-modules=jdk.incubator.vector -cp target/benchmarks.jar io.hantei.bench.Report "$@"
