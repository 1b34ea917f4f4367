#!/usr/bin/env bash
# Times ./hantei eval end to end, in process and --isolated, and the same level written by hand
# in Java (io.hantei.bench.HandEval, issue 19's yardstick), on the same 1,000,000 points (the
# figures of docs/benchmark-history.md's end-to-end sections). Writes the level and the points
# (seeded) under target/eval-bench, checks that eval and the hand loop write the same bytes, then
# runs each command RUNS times in turn (default 5) with /usr/bin/time and prints each run's wall
# seconds and peak resident memory, then the medians and the bests. Keeps the run as
# benchmarks/<machine>/<UTC date-time>-eval-end-to-end.csv (hantei-benchmarks/README.md) and makes the page
# again.
#   hantei-benchmarks/eval-end-to-end.sh [RUNS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
root="$(bench_root)"
runs="${1:-5}"
dir="$root/target/eval-bench"
mkdir -p "$dir"
cat > "$dir/level.groovy" <<'LEVEL'
def guard = fan(at: [100, 100], dir: 30, range: 60, len: 200, name: 'guard')
def button = rect(at: [300, 300], size: [120, 40], name: 'button')
def door = rect(at: [600, 200], size: [80, 30], angle: 30, anchor: 'center', name: 'door')
def coin = circle(at: [500, 500], r: 25, name: 'coin')
rule('guard sees') { p -> p in guard }
rule('click') { p -> p in button && !(p in guard) }
rule('door') { p -> p in door }
rule('coin') { p -> p in coin }
LEVEL
if [[ ! -s "$dir/points.csv" ]]; then
  awk 'BEGIN { srand(7); print "x,y"; for (i = 0; i < 1000000; i++) printf "%.2f,%.2f\n", rand() * 800, rand() * 800 }' \
    > "$dir/points.csv"
fi
"$root/hantei" eval "$dir/level.groovy" "$dir/points.csv" > "$dir/eval.out" 2> /dev/null # builds if needed
mkdir -p "$dir/hand"
# the geometry alone: HandEval uses hantei-geom's classes, which ./hantei eval has just built
geom="$root/hantei-geom/target/classes"
javac -d "$dir/hand" -cp "$geom" "$root/hantei-benchmarks/src/main/java/io/hantei/bench/HandEval.java"
hand=(java -cp "$geom:$dir/hand" io.hantei.bench.HandEval "$dir/points.csv")
"${hand[@]}" > "$dir/hand.out" 2> /dev/null
cmp -s "$dir/eval.out" "$dir/hand.out" || { echo "eval and the hand loop wrote different hits" >&2; exit 1; }
started="$(bench_now)"
load_before="$(bench_load)"
for mode in in-process isolated hand; do : > "$dir/$mode.times"; done
for ((i = 1; i <= runs; i++)); do
  for mode in in-process isolated hand; do
    command=("$root/hantei" eval "$dir/level.groovy" "$dir/points.csv")
    [[ $mode == isolated ]] && command=("$root/hantei" eval --isolated "$dir/level.groovy" "$dir/points.csv")
    [[ $mode == hand ]] && command=("${hand[@]}")
    /usr/bin/time -f '%e %M' -o "$dir/run.time" "${command[@]}" > /dev/null 2> /dev/null
    cat "$dir/run.time" >> "$dir/$mode.times"
    echo "$mode run $i: $(cat "$dir/run.time" | awk '{ printf "%.2f s wall, %d MiB peak (the largest process)", $1, $2 / 1024 }')"
  done
done
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
best() { sort -n | head -1; }
a=$(awk '{ print $1 }' "$dir/isolated.times" | median)
b=$(awk '{ print $1 }' "$dir/in-process.times" | median)
h=$(awk '{ print $1 }' "$dir/hand.times" | median)
echo "median wall: in process $b s, isolated $a s, hand-written Java $h s, isolated / in process $(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')"
be=$(awk '{ print $1 }' "$dir/in-process.times" | best)
bh=$(awk '{ print $1 }' "$dir/hand.times" | best)
echo "best wall: in process $be s, hand-written Java $bh s, eval / hand $(awk -v a="$be" -v b="$bh" 'BEGIN { printf "%.2f", a / b }') (issue 19 asks at most 2)"
{
  echo "benchmark,params,metric,score,unit,label"
  for mode in in-process isolated hand; do
    case $mode in
      in-process) name=eval.in-process label='./hantei eval level.groovy points.csv' ;;
      isolated) name=eval.isolated label='./hantei eval --isolated level.groovy points.csv' ;;
      hand) name=hand-written-java label='the same level written by hand in Java (io.hantei.bench.HandEval)' ;;
    esac
    awk -v b="$name" -v l="$label" '{
      printf "%s,run=%d,wall,%s,s,%s\n", b, NR, $1, l
      printf "%s,run=%d,peak-rss,%.0f,MiB,%s\n", b, NR, $2 / 1024, l
    }' "$dir/$mode.times"
  done
} > "$dir/rows.csv"
bench_record eval-end-to-end "End to end: ./hantei eval against hand-written Java, 1,000,000 points" \
  "$(realpath --relative-to="$root" "$here/eval-end-to-end.sh") $runs" "$started" "$load_before" "$dir/rows.csv"
"$here/benchmarks-page.sh"
