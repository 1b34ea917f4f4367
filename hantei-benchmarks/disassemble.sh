#!/usr/bin/env bash
# Shows the machine code C2 made of one benchmark method, to check what a number means (is the
# loop branch-free? vectorised?). perfasm needs hardware counters, which a virtual machine
# often lacks, and hsdis; this needs neither: HotSpot prints the code as hex without hsdis,
# and objdump (binutils) disassembles it.
#
#   hantei-benchmarks/disassemble.sh FanBench limit [shuffled|fixed]
#
# Prints the disassembly of the last C2 compilation of io.hantei.bench.<Class>::<method> (into
# which the tests it calls are inlined), then a count of conditional jumps and of cmov/set.
# Needs the benchmarks jar (./mvnw -B -q -Pbench package -pl hantei-benchmarks -am -Dmaven.test.skip=true).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
cd "$(bench_root)"
jar="$(bench_jar)"
cls="$1"
method="$2"
order="${3:-shuffled}"
log="$(mktemp)"
bin="$(mktemp)"
trap 'rm -f "$log" "$bin"' EXIT
java -jar "$jar" "${cls}\.${method}\$" -p order="$order" -f 1 -wi 2 -i 1 -w 1s -r 1s \
    -jvmArgsAppend "-XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,io.hantei.bench.${cls}::${method}" \
    > "$log" 2>&1
start="$(grep -n 'C2-compiled nmethod' "$log" | tail -1 | cut -d: -f1)"
if [ -z "$start" ]; then
    echo "no C2 compilation of io.hantei.bench.${cls}::${method} was printed; see the JMH output:" >&2
    tail -20 "$log" >&2
    exit 1
fi
tail -n "+$start" "$log" | sed -n '/Verified Entry Point/,/\[Stub Code\]\|\[Exception Handler\]/p' \
    | grep -E '^\s*0x[0-9a-f]+: [0-9a-f]{4}' \
    | sed -E 's/^\s*0x[0-9a-f]+:\s*//; s/\|//g; s/ //g' | tr -d '\n' | xxd -r -p > "$bin"
objdump -D -b binary -mi386:x86-64 -M intel "$bin" | tail -n +8 | tee "$log.dis"
echo
echo "conditional jumps: $(grep -cE '\sj[a-z]+ ' "$log.dis" | tr -d ' ') (jmp included)," \
    "cmov/set: $(grep -cE '\s(cmov|set)[a-z]+ ' "$log.dis" | tr -d ' ')," \
    "packed double ops: $(grep -cE '\sv[a-z]+pd ' "$log.dis" | tr -d ' ')"
rm -f "$log.dis"
