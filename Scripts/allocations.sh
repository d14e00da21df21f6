#!/usr/bin/env bash
# SendableRx — heap allocations per unit of each benchmark workload, counted with valgrind.
#
# Usage: Scripts/allocations.sh [workload...]     (default: every workload)
#
# Runs `Benchmarks --once NAME` (one untimed run of the Rx side) under valgrind's memcheck, takes its "total heap
# usage: N allocs", subtracts the allocations of a run that does nothing (process start-up), and divides by the
# workload's units. The benchmark harness cannot count allocations in-process on Linux, so this is the number
# behind the "allocs/unit" figures quoted in Documentation.docc/Performance.md. Needs valgrind; takes a few
# minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
swift build -c release --product Benchmarks > /dev/null
binary=.build/release/Benchmarks

allocations() {
    valgrind --tool=memcheck --leak-check=no "$binary" --once "$1" 2>&1 > /dev/null \
        | sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

# Workload names and units, in table order, as the harness lists them.
declare -A units
names=()
while read -r name count; do
    units[$name]=$count
    names+=("$name")
done < <("$binary" --list)
[ $# -gt 0 ] && names=("$@")

baseline=$(allocations "none")
printf '%-40s %12s %14s\n' workload allocations "allocs/unit"
for name in "${names[@]}"; do
    [ -n "${units[$name]:-}" ] || { echo "no workload named $name" >&2; exit 1; }
    total=$(allocations "$name")
    printf '%-40s %12s %14s\n' "$name" "$((total - baseline))" \
        "$(awk -v t="$((total - baseline))" -v u="${units[$name]}" 'BEGIN { printf "%.3f", t / u }')"
done
