# Sourced by the runner scripts beside it (not run on its own): where the repository is, and
# how a script's measurements become a data file of benchmarks/<machine>/ (hantei-benchmarks/README.md).
# The scripts find the repository root themselves, so they keep working wherever the build puts
# this folder.

# The repository's root: the nearest folder at or above this file's that holds mvnw.
bench_root() {
  local dir
  dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  while [[ ! -f "$dir/mvnw" ]]; do
    [[ "$dir" != / ]] || { echo "no mvnw above $(dirname "${BASH_SOURCE[0]}"): where is the repository?" >&2; return 1; }
    dir="$(dirname "$dir")"
  done
  printf '%s\n' "$dir"
}

# The source of io.hantei.bench.BenchmarkData (the data files and the page), which java runs as
# a single source file: no build needed.
bench_data_source() {
  local root found
  root="$(bench_root)"
  found="$(find "$root" \( -name target -o -name .git \) -prune -o -path '*/io/hantei/bench/BenchmarkData.java' -print | head -1)"
  [[ -n "$found" ]] || { echo "BenchmarkData.java not found under $root" >&2; return 1; }
  printf '%s\n' "$found"
}

# The benchmarks jar the bench profile built (the newest, wherever the build put it).
bench_jar() {
  local root jar
  root="$(bench_root)"
  jar="$(ls -t "$root"/target/benchmarks.jar "$root"/*/target/benchmarks.jar 2> /dev/null | head -1 || true)"
  [[ -n "$jar" ]] || { echo "no benchmarks.jar: build it with ./mvnw -B -q -Pbench package -pl hantei-benchmarks -am -Dmaven.test.skip=true" >&2; return 1; }
  printf '%s\n' "$jar"
}

# The time now as the data files write it, and the load average now.
bench_now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
bench_load() { awk '{ printf "%s, %s, %s", $1, $2, $3 }' /proc/loadavg 2> /dev/null || echo unknown; }

# bench_record SUITE TITLE COMMAND STARTED LOAD_BEFORE ROWS: the rows a script measured
# (benchmark,params,metric,score,unit,label) and this machine's description, as a new data
# file benchmarks/<machine>/<UTC date-time>-SUITE.csv (BENCH_DATA overrides benchmarks/).
bench_record() {
  local root
  root="$(bench_root)"
  (cd "$root" && java "$(bench_data_source)" record --suite "$1" --title "$2" --command "$3" --started "$4" \
    --load-before "$5" --data "${BENCH_DATA:-benchmarks}" "$6")
}
