#!/usr/bin/env bash
# What a JVM's first bit sets cost with the Vector API loops and without them: for each of the
# turned rectangle, the fan and the circle, JVMS fresh JVMs (default 3) with the module and
# -Dhantei.vector=true, then as many with the module and the loops off, each building the bit
# set of 1,000,000 seeded points CALLS times (default 4) and printing each call's milliseconds
# (io.hantei.bench.ColdStart). The figures of docs/benchmark-history.md, "The vector loops' first
# second". Keeps the run as benchmarks/<machine>/<UTC date-time>-cold-start.csv (hantei-benchmarks/README.md):
# one line per call: benchmark <shape>.<vector|scalar>, params call=<n> run=<JVM>, time in ms; then
# makes the page again.
#   hantei-benchmarks/cold-start.sh [JVMS] [CALLS]
# Needs the benchmarks jar (./mvnw -B -q -Pbench package -pl hantei-benchmarks -am -Dmaven.test.skip=true).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
root="$(bench_root)"
cd "$root"
jar="$(bench_jar)"
jvms="${1:-3}"
calls="${2:-4}"
started="$(bench_now)"
load_before="$(bench_load)"
rows="$(mktemp)"
trap 'rm -f "$rows"' EXIT
echo "benchmark,params,metric,score,unit,label" > "$rows"
for shape in rect fan circle; do
  for loops in true false; do
    for ((i = 1; i <= jvms; i++)); do
      printf '%-6s vector loops %-5s JVM %d: ' "$shape" "$loops" "$i"
      # standard error without the JVM's note on the incubating module, so that an error still shows
      line="$(java --add-modules=jdk.incubator.vector -Dhantei.vector="$loops" -cp "$jar" \
        io.hantei.bench.ColdStart "$shape" 1000000 "$calls" 2> >(grep -v '^WARNING: Using incubator modules' >&2))"
      echo "$line"
      kind=$([[ $loops == true ]] && echo vector || echo scalar)
      echo "$line" | awk -v b="$shape.$kind" -v run="$i" '{
        for (c = 1; c <= NF && $c != "ms"; c++)
          printf "%s,call=%d run=%d,time,%s,ms,bit set of a million points in a fresh JVM\n", b, c, run, $c
      }' >> "$rows"
    done
  done
done
bench_record cold-start "The vector loops' first calls in a fresh JVM" \
  "$(realpath --relative-to="$root" "$here/cold-start.sh")${1:+ $1}${2:+ $2}" "$started" "$load_before" "$rows"
"$here/benchmarks-page.sh"
