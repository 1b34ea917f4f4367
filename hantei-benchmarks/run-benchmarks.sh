#!/usr/bin/env bash
# Runs the JMH benchmarks (hantei-benchmarks/src/main/java), keeps the run as a data file and makes the tables of
# docs/benchmarks.md again from the data files (hantei-benchmarks/README.md).
#
#   hantei-benchmarks/run-benchmarks.sh                 the full suite as annotated (2 forks, 5 x 1 s warm-up,
#                                             5 x 1 s measurement), then 5 rounds of the paired
#                                             targets (hantei-benchmarks/README.md): about 85 minutes on 2 cores
#   hantei-benchmarks/run-benchmarks.sh -f 1 -wi 3 -i 5 'PolygonBench|CapsuleBench|EllipseBench'
#                                             some classes: the page takes their tables from this run
#                                             and every other table from the run that last measured it
#   hantei-benchmarks/run-benchmarks.sh --data target/bench-data --out target/smoke.md --pairs 0 \
#       -f 1 -wi 1 -i 1 -w 1s -r 1s 'FanBench'
#                                             a smoke run, kept and shown outside benchmarks/ and docs/
#
# Every run writes benchmarks/<machine>/<UTC date-time>.csv (a new file each time; --data DIR
# puts it under DIR/<machine>/ instead). The machine's name is HANTEI_MACHINE, else the host
# name: give one machine the same name on every run, or its runs will not be compared. Then the
# page is made again from that machine's files: --out FILE, or docs/benchmarks.md if it shows
# this machine's runs (hantei-benchmarks/benchmarks-page.sh --machine NAME switches it).
#
# Options: --data DIR, --out FILE, --pairs N (rounds of the paired targets, 5 by default, 0 for
# none); every other argument goes to JMH as `java -jar benchmarks.jar` takes it (-h lists
# them). Run it on a quiet machine: the data file records the load average before and after.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
root="$(bench_root)"
cd "$root"
./mvnw -B -q -Pbench package -pl hantei-benchmarks -am -Dmaven.test.skip=true
jar="$(bench_jar)"
java --add-modules=jdk.incubator.vector -cp "$jar" io.hantei.bench.Agreement
quoted=""
if [ "$#" -gt 0 ]; then
    printf -v quoted ' %q' "$@"
fi
HANTEI_BENCH_COMMAND="$(realpath --relative-to="$root" "$here/run-benchmarks.sh")$quoted" \
    exec java --add-modules=jdk.incubator.vector -cp "$jar" io.hantei.bench.Report "$@"
