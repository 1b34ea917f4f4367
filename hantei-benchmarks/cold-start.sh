#!/usr/bin/env bash
# What a JVM's first bit sets cost with the Vector API loops and without them: for each of the
# turned rectangle, the fan and the circle, JVMS fresh JVMs (default 3) with the module and
# -Dhantei.vector=true, then as many with the module and the loops off, each building the bit
# set of 1,000,000 seeded points CALLS times (default 4) and printing each call's milliseconds
# (io.hantei.bench.ColdStart). The figures of docs/benchmarks.md, "The vector loops' first second".
#   src/jmh/cold-start.sh [JVMS] [CALLS]
# Needs target/benchmarks.jar (./mvnw -B -q -Pbench package -Dmaven.test.skip=true).
set -euo pipefail
cd "$(dirname "$0")/../.."
jvms="${1:-3}"
calls="${2:-4}"
for shape in rect fan circle; do
  for loops in true false; do
    for ((i = 1; i <= jvms; i++)); do
      printf '%-6s vector loops %-5s JVM %d: ' "$shape" "$loops" "$i"
      # standard error without the JVM's note on the incubating module, so that an error still shows
      java --add-modules=jdk.incubator.vector -Dhantei.vector="$loops" -cp target/benchmarks.jar \
        io.hantei.bench.ColdStart "$shape" 1000000 "$calls" 2> >(grep -v '^WARNING: Using incubator modules' >&2)
    done
  done
done
