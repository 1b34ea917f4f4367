#!/usr/bin/env bash
# Makes the generated part of docs/benchmarks.md again from the data files in benchmarks/, and
# keeps the text written by hand around it (hantei-benchmarks/README.md). Needs only a JDK 17: java runs
# io.hantei.bench.BenchmarkData as a single source file, nothing is built.
#
#   hantei-benchmarks/benchmarks-page.sh                  the runs of the machine the page shows now
#   hantei-benchmarks/benchmarks-page.sh --machine NAME   the runs of benchmarks/NAME/ instead
#   hantei-benchmarks/benchmarks-page.sh --check          changes nothing; fails if the page is not what the data give
#
# Options: --machine NAME, --data DIR (default benchmarks), --out FILE (default
# docs/benchmarks.md), --check; paths are taken from the repository's root.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=bench-lib.sh
source "$here/bench-lib.sh"
source_file="$(bench_data_source)"
cd "$(bench_root)"
exec java "$source_file" page "$@"
