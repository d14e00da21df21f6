#!/usr/bin/env bash
# Side by side with RxSwift (the project's copy of ../shared/tools/versus-rxswift, which also links RxRelay,
# RxBlocking, RxTest and RxCocoa and their SendableRx counterparts, and defaults to the broad suite, the folder
# Sources/Benchmarks/SideBySide; WORKLOADS may be one file or a folder of .swift files): the workloads built in
# release mode twice — against RxSwift 6.10.2 (../reference/RxSwift-6.10.2) and against the SendableRx checkout you
# run this from — each as a separate module, the way an app consumes a library; then run alternately ROUNDS times.
# Prints per workload the lowest median ns per unit of each side and the ratio SendableRx / RxSwift. To add workloads,
# copy Workloads.swift into the project (outside Sources/, e.g. Scripts/) and point WORKLOADS at the copy: both sides
# compile the same file, so write only API that RxSwift and SendableRx share. RxCocoa is built on Linux as a target of
# the scratch package from RxCocoa 6.10.2's trait and binding sources (Driver, Signal, SharedSequence,
# ControlProperty/ControlEvent, bind; filled in by Scripts/rxcocoa-on-linux/populate.sh), against SendableRxCocoa.
# Usage, from the project root: [WORKLOADS=FILE-OR-FOLDER] Scripts/versus-rxswift/run.sh [ROUNDS] [FILTER]
# VERSUS_REPS=N: timed runs per workload (default 7); VERSUS_PARALLEL=1: run both sides at the same time, one per core
# (half the wall time on a two-core machine; both sides see the same load).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PROJECT=${PROJECT:-$(pwd)}
RX=${RX:-$(cd "$here/../../../shared/reference/RxSwift-6.10.2" && pwd)}
WORKLOADS=${WORKLOADS:-$here/../../Sources/Benchmarks/SideBySide}
rounds=${1:-3}; filter=${2:-}
[ -f "$PROJECT/Package.swift" ] || { echo "run this from the SendableRx project root (or set PROJECT)" >&2; exit 2; }
work=${VERSUS_DIR:-${TMPDIR:-/tmp}/versus-rxswift-broad}
mkdir -p "$work/Sources/OnRxSwift" "$work/Sources/OnSendableRx"
"$here/../rxcocoa-on-linux/populate.sh" "$RX" "$work/Sources/RxCocoa"
for t in OnRxSwift OnSendableRx; do
  rm -f "$work/Sources/$t"/*.swift
  if [ -d "$WORKLOADS" ]; then cp "$WORKLOADS"/*.swift "$work/Sources/$t/"; else cp "$WORKLOADS" "$work/Sources/$t/Workloads.swift"; fi
  cp "$here/Extra.swift" "$work/Sources/$t/Extra.swift"
  cp "$here/Main.swift" "$work/Sources/$t/main.swift"
done
project_id=$(basename "$PROJECT" | tr 'A-Z' 'a-z')
cat > "$work/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "VersusRxSwift",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$PROJECT"), .package(path: "$RX")],
  targets: [
    .target(name: "RxCocoa", dependencies: [.product(name: "RxSwift", package: "$(basename "$RX")"),
      .product(name: "RxRelay", package: "$(basename "$RX")")],
      path: "Sources/RxCocoa", swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "OnRxSwift", dependencies: [.product(name: "RxSwift", package: "$(basename "$RX")"),
      .product(name: "RxRelay", package: "$(basename "$RX")"),
      .product(name: "RxBlocking", package: "$(basename "$RX")"), .product(name: "RxTest", package: "$(basename "$RX")"),
      "RxCocoa"],
      swiftSettings: [.define("RXSWIFT"), .swiftLanguageMode(.v5)]),
    .executableTarget(name: "OnSendableRx", dependencies: [.product(name: "SendableRx", package: "$project_id"),
      .product(name: "SendableRxRelay", package: "$project_id"),
      .product(name: "SendableRxBlocking", package: "$project_id"), .product(name: "SendableRxTest", package: "$project_id"),
      .product(name: "SendableRxCocoa", package: "$project_id")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ])
PKG
cd "$work"
swift build -c release >"$work/build.log" 2>&1 || { grep -E "error" "$work/build.log" | sort -u | head -20; exit 1; }
bin=$(swift build -c release --show-bin-path)
: > "$work/rx.tsv"; : > "$work/srx.tsv"
for r in $(seq "$rounds"); do
  if [ "${VERSUS_PARALLEL:-0}" = 1 ]; then
    # Both sides at once, each pinned to its own core (swapped every round): same machine state for both.
    a=$(( r % 2 )); b=$(( 1 - a ))
    taskset -c "$a" "$bin/OnRxSwift" $filter >> "$work/rx.tsv" &
    taskset -c "$b" "$bin/OnSendableRx" $filter >> "$work/srx.tsv" &
    wait
  else
    "$bin/OnRxSwift" $filter >> "$work/rx.tsv"
    "$bin/OnSendableRx" $filter >> "$work/srx.tsv"
  fi
done
python3 "$here/report.py" "$work/rx.tsv" "$work/srx.tsv"
