#!/usr/bin/env bash
# Runs every benchmark scenario and prints one table.
#
# Builds the benchmarks twice in release mode: as they are (.build) and with the core's trace hooks
# compiled out (-DRAC_TRACE_HOOKS_OFF, .build-hooks-off), which scenario 3 measures against. Then
# runs rac-benchmarks, passing it the second build, then rac-benchmarks-interpreter (the posts'
# Objective-C through the interpreter against the Swift translations, and scenario 1 written in
# Objective-C against the compiled scenario 1). Flags go through to
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
echo "The Objective-C interpreter against the Swift translations (posts' examples, scenario 1):"
quick=false
for argument in "$@"; do [ "$argument" = "--quick" ] && quick=true; done
repetitions=200
scenario1=(--n 100000 --s1-repetitions 5 --callgrind-n 4000)
if $quick; then repetitions=30; scenario1=(--n 20000 --s1-repetitions 3 --callgrind-n 1000); fi
"$bin/rac-benchmarks-interpreter" --repetitions "$repetitions" "${scenario1[@]}"

# Goal 5 of issue 14: the loops a user waits on, timed on the tool itself (release build; the
# median of three runs, in seconds — wall-clock, so compare figures from one run).
echo
echo "The loops a user waits on (rac-walkthrough, release; median of 3 runs):"
main="$(cd "$here/.." && pwd)"
swift build -c release --package-path "$main" --product rac-walkthrough >&2
tool="$(swift build -c release --package-path "$main" --show-bin-path)/rac-walkthrough"
median() {
  local times=()
  for _ in 1 2 3; do
    local start end
    start=$(date +%s.%N)
    "$tool" "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}
printf '| %-44s | %8s | %s |\n' "loop" "seconds" "target"
printf '| %-44s | %8.2f | %s |\n' "verify (all walkthroughs)" "$(median verify)" "< 5 s"
printf '| %-44s | %8.2f | %s |\n' "verify (all walkthroughs, --jobs 1)" "$(median verify --jobs 1)" "—"
printf '| %-44s | %8.2f | %s |\n' "verify collect-v2 (every schedule, twice)" "$(median verify collect-v2)" "—"
printf '| %-44s | %8.2f | %s |\n' "trace contact-form --format html" "$(median trace contact-form --format html)" "< 1.5 s"
printf '| %-44s | %8.2f | %s |\n' "explore collect-v2 (reduced)" "$(median explore collect-v2)" "—"
printf '| %-44s | %8.2f | %s |\n' "explore collect-v2 --all-schedules" "$(median explore collect-v2 --all-schedules)" "—"
printf '| %-44s | %8.2f | %s |\n' "step contact-form, first stop (whole replay)" "$(median step contact-form)" "< 1 s"
# The README's test command, once (debug build, built first so that only the run is timed); not
# in a --quick run.
if ! $quick; then
  swift build --package-path "$main" --build-tests >&2
  test_start=$(date +%s.%N)
  test_status=passed
  swift test --package-path "$main" --parallel >/dev/null 2>&1 || test_status=FAILED
  test_end=$(date +%s.%N)
  printf '| %-44s | %8.2f | %s |\n' "swift test --parallel (debug, one run, $test_status)" \
    "$(awk -v a="$test_start" -v b="$test_end" 'BEGIN { printf "%.3f", b - a }')" "< 60 s"
fi

# Goal 4 of issue 14: explore by partial-order reduction. The schedules each search runs are
# counts (they do not depend on the machine); the reduced search must find the same outputs
# (ScheduleExplorationTests compares them) with at most a tenth of the runs on collect-v2, and
# cover the migration-v2 walkthroughs completely within a minute each.
echo
echo "Partial-order reduction (issue 14, goal 4):"
first_line() { "$tool" explore "$@" 2>/dev/null | sed -n 1p; }
count() { sed -E 's/^[^:]*: (all )?([0-9]+) schedule.*/\2/'; }
printf '| %-44s | %10s | %10s | %s |\n' "walkthrough" "reduced" "all" "target"
for name in collect-v2 collect-v3; do
  reduced=$(first_line "$name" | count)
  all=$(first_line "$name" --all-schedules | count)
  verdict="met"
  [ "$name" = collect-v2 ] && { [ $((reduced * 10)) -le "$all" ] || verdict="NOT met"; }
  target="—"
  [ "$name" = collect-v2 ] && target="≤ a tenth: $verdict"
  printf '| %-44s | %10s | %10s | %s |\n' "explore $name: schedules run" "$reduced" "$all" "$target"
done
for name in migration-v2 migration-v2-no-multicast; do
  line=$(first_line "$name")
  seconds=$(median explore "$name")
  covered="NOT met (sampled)"
  case "$line" in *"every order covered"*) covered="met" ;; esac
  printf '| %-44s | %10s | %10s | %s |\n' "explore $name: every order, seconds" "$seconds" "> 20,000" "exhaustive within 60 s: $covered"
done

# Issue 35: `rac-walkthrough dap`'s round trip as an editor makes it, on contact-form (the release
# tool built above): launch, a breakpoint, then next + stackTrace + scopes + variables per step.
echo
"$bin/rac-benchmarks-dap" --tool "$tool" --walkthrough contact-form --round-trips "$($quick && echo 50 || echo 300)"
