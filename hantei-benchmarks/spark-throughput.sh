#!/usr/bin/env bash
# Throughput per core: ./hantei eval against level_hits in Spark with one worker thread, on the
# level and points of hantei-benchmarks/eval-end-to-end.sh (run that first, or this makes them), POINTS
# points (default 4,000,000; more points spread eval's start-up over more of them). eval is
# timed end to end RUNS times (default 5); Spark's query is timed in one session after a
# warm-up (io.hantei.bench.SparkThroughput), beside the same scan with a built-in expression.
# Prints both bests and their ratio; checks that both counted the same hits. Keeps the run as
# benchmarks/<machine>/<UTC date-time>-spark-throughput.csv (hantei-benchmarks/README.md) and makes the page
# again.
#   hantei-benchmarks/spark-throughput.sh [RUNS] [POINTS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
root="$(bench_root)"
runs="${1:-5}"
points="${2:-4000000}"
dir="$root/target/spark-bench"
mkdir -p "$dir"
[[ -s "$root/target/eval-bench/level.groovy" ]] || "$root/hantei-benchmarks/eval-end-to-end.sh" 1 > /dev/null
cp "$root/target/eval-bench/level.groovy" "$dir/level.groovy"
if [[ ! -s "$dir/points-$points.csv" ]]; then
  awk -v n="$points" 'BEGIN { srand(7); print "x,y"; for (i = 0; i < n; i++) printf "%.2f,%.2f\n", rand() * 800, rand() * 800 }' \
    > "$dir/points-$points.csv"
fi
cd "$root"
# hantei-spark and what it needs (Spark is provided: its jars come with the compile scope)
./mvnw -B -q -o package -pl hantei-spark -am -Dmaven.test.skip=true \
  dependency:build-classpath -Dmdep.outputFile=target/spark-classpath -DincludeScope=compile > /dev/null
cp "$root/hantei-spark/target/spark-classpath" "$dir/classpath"
spark_jar="$(ls "$root"/hantei-spark/target/hantei-spark-*.jar | grep -v -- -tests.jar | head -1)"
mkdir -p "$dir/classes"
javac -d "$dir/classes" -cp "$spark_jar:$(cat "$dir/classpath")" "$root/hantei-benchmarks/src/main/java/io/hantei/bench/SparkThroughput.java"
spark_options=$(sed -n "s:.*<spark.jvm.options>\(.*\)</spark.jvm.options>.*:\1:p" pom.xml)
"$root/hantei" eval "$dir/level.groovy" "$dir/points-$points.csv" > "$dir/eval.out" 2> /dev/null
head -2 "$dir/points-$points.csv" > "$dir/one-point.csv"
started="$(bench_now)"
load_before="$(bench_load)"
: > "$dir/eval.times"
: > "$dir/start.times"
for ((i = 1; i <= runs; i++)); do
  /usr/bin/time -f '%e' -o "$dir/run.time" "$root/hantei" eval "$dir/level.groovy" "$dir/points-$points.csv" > /dev/null 2> /dev/null
  cat "$dir/run.time" >> "$dir/eval.times"
  /usr/bin/time -f '%e' -o "$dir/start.time" "$root/hantei" eval "$dir/level.groovy" "$dir/one-point.csv" > /dev/null 2> /dev/null
  cat "$dir/start.time" >> "$dir/start.times"
  echo "eval run $i: $(cat "$dir/run.time") s; of one point (the start-up): $(cat "$dir/start.time") s"
done
# shellcheck disable=SC2086
java $spark_options -cp "$dir/classes:$spark_jar:$(cat "$dir/classpath")" io.hantei.bench.SparkThroughput \
  "$dir/level.groovy" "$dir/points-$points.csv" "$dir/points-$points.parquet" "$runs" 2> "$dir/spark.err" | tee "$dir/spark.out"
eval_hits=$(($(wc -l < "$dir/eval.out") - 1))
spark_hits=$(awk '/^points/ { print $4 }' "$dir/spark.out")
[[ "$eval_hits" == "$spark_hits" ]] || { echo "eval found $eval_hits hits, Spark $spark_hits" >&2; exit 1; }
be=$(sort -n "$dir/eval.times" | head -1)
b1=$(sort -n "$dir/start.times" | head -1)
bs=$(awk '/^run/ { print $4 }' "$dir/spark.out" | sort -n | head -1)
bscan=$(awk '/^run/ { print $8 }' "$dir/spark.out" | sort -n | head -1)
echo "best of $runs on $points points, one core: eval $be s end to end ($b1 s of it the start-up: one point), level_hits $bs s" \
  "(the scan alone $bscan s); level_hits / eval $(awk -v a="$bs" -v b="$be" 'BEGIN { printf "%.2f", a / b }')," \
  "level_hits / eval without its start-up $(awk -v a="$bs" -v b="$be" -v c="$b1" 'BEGIN { printf "%.2f", a / (b - c) }')" \
  "(issue 20 asks at most 2); $eval_hits hits each"
{
  echo "benchmark,params,metric,score,unit,label"
  awk -v p="$points" '{ printf "eval,points=%s run=%d,wall,%s,s,./hantei eval level.groovy points.csv (end to end)\n", p, NR, $1 }' "$dir/eval.times"
  awk '{ printf "eval-one-point,points=1 run=%d,wall,%s,s,./hantei eval of one point (its start-up)\n", NR, $1 }' "$dir/start.times"
  awk -v p="$points" '/^run/ {
    sub(":", "", $2)
    printf "level_hits,points=%s run=%s,time,%s,s,level_hits(x y) over the Parquet file in Spark local[1]\n", p, $2, $4
    printf "scan,points=%s run=%s,time,%s,s,the same scan with a built-in expression\n", p, $2, $8
  }' "$dir/spark.out"
} > "$dir/rows.csv"
bench_record spark-throughput "Spark: level_hits on one core against ./hantei eval" \
  "$(realpath --relative-to="$root" "$here/spark-throughput.sh") $runs $points" "$started" "$load_before" "$dir/rows.csv"
"$here/benchmarks-page.sh"
