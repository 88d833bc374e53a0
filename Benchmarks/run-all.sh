#!/usr/bin/env bash
# Runs every benchmark scenario and prints one table.
#
# Builds the benchmarks twice in release mode: as they are (.build) and with the core's trace hooks
# compiled out (-DRAC_TRACE_HOOKS_OFF, .build-hooks-off), which scenario 3 measures against. Then
# runs rac-benchmarks, passing it the second build, then rac-benchmarks-interpreter (the posts'
# Objective-C through the interpreter against the Swift translations). Flags go through to
# rac-benchmarks:
#   Benchmarks/run-all.sh --quick
#   Benchmarks/run-all.sh --n 200000 --width 10000
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

echo "[run-all] building (release)…" >&2
swift build -c release --package-path "$here" --scratch-path "$here/.build" >&2
echo "[run-all] building with the trace hooks compiled out (release, -DRAC_TRACE_HOOKS_OFF)…" >&2
swift build -c release --package-path "$here" --scratch-path "$here/.build-hooks-off" \
  --product rac-benchmarks -Xswiftc -DRAC_TRACE_HOOKS_OFF >&2

bin="$(swift build -c release --package-path "$here" --scratch-path "$here/.build" --show-bin-path)"
hooks_off_bin="$(swift build -c release --package-path "$here" --scratch-path "$here/.build-hooks-off" \
  --show-bin-path)"
"$bin/rac-benchmarks" --hooks-off-binary "$hooks_off_bin/rac-benchmarks" \
  --allocs-binary "$bin/rac-benchmarks-allocs" "$@"

echo
echo "The Objective-C interpreter against the Swift translations (posts' examples):"
repetitions=200
for argument in "$@"; do [ "$argument" = "--quick" ] && repetitions=30; done
"$bin/rac-benchmarks-interpreter" --repetitions "$repetitions"
