#!/usr/bin/env bash
# Runs the compatibility scenarios of Tests/RxSwiftCompatibilityTests against RxSwift 6.10.2 and against this
# checkout of SendableRx, and shows where their transcripts differ.
#
#   Scripts/rxswift-compat/run.sh            build both, run both, print the diff (exit 1 if they differ)
#   Scripts/rxswift-compat/run.sh --record   also write RxSwift's transcript, one file per group, to
#                                            Tests/RxSwiftCompatibilityTests/Transcripts/<group>.txt, which
#                                            `swift test` compares SendableRx with
#   FILTER=zip Scripts/rxswift-compat/run.sh only the scenarios whose name contains "zip"
#
# Needs the RxSwift sources (RX=..., default ../shared/reference/RxSwift-6.10.2); the cocoa scenarios run against an
# RxCocoa module built from its RxCocoa-reference/ trait and binding sources (Scripts/rxcocoa-on-linux). Debug builds in
# ${COMPAT_DIR:-/tmp/rxswift-compat}; set COMPAT_DIR to run several copies at once.
set -euo pipefail
project=$(cd "$(dirname "$0")/../.." && pwd)
rx=${RX:-$project/../shared/reference/RxSwift-6.10.2}
[ -d "$rx/Sources/RxSwift" ] || { echo "RxSwift sources not found at $rx (set RX=...)" >&2; exit 2; }
rx=$(cd "$rx" && pwd)
work=${COMPAT_DIR:-/tmp/rxswift-compat}
record=0
[ "${1:-}" = "--record" ] && record=1

mkdir -p "$work/Sources/OnRxSwift" "$work/Sources/OnSendableRx"
for target in OnRxSwift OnSendableRx; do
    rm -f "$work/Sources/$target"/*.swift
    cp "$project"/Tests/RxSwiftCompatibilityTests/Support/*.swift "$work/Sources/$target/"
    cp "$project"/Tests/RxSwiftCompatibilityTests/Scenarios/*.swift "$work/Sources/$target/"
    cp "$project/Scripts/rxswift-compat/main.swift" "$work/Sources/$target/main.swift"
done
# RxCocoa 6.10.2's traits and bindings, built from the reference's sources for the cocoa scenarios.
"$project/Scripts/rxcocoa-on-linux/populate.sh" "$rx" "$work/Sources/RxCocoa"
cat > "$work/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "RxSwiftCompat",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$project"), .package(path: "$rx")],
    targets: [
        .target(
            name: "RxCocoa",
            dependencies: [
                .product(name: "RxSwift", package: "$(basename "$rx")"),
                .product(name: "RxRelay", package: "$(basename "$rx")"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "OnRxSwift",
            dependencies: [
                "RxCocoa",
                .product(name: "RxSwift", package: "$(basename "$rx")"),
                .product(name: "RxRelay", package: "$(basename "$rx")"),
                .product(name: "RxBlocking", package: "$(basename "$rx")"),
                .product(name: "RxTest", package: "$(basename "$rx")"),
            ],
            swiftSettings: [.define("RXSWIFT"), .swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "OnSendableRx",
            dependencies: [
                .product(name: "SendableRx", package: "$(basename "$project")"),
                .product(name: "SendableRxRelay", package: "$(basename "$project")"),
                .product(name: "SendableRxBlocking", package: "$(basename "$project")"),
                .product(name: "SendableRxTest", package: "$(basename "$project")"),
                .product(name: "SendableRxCocoa", package: "$(basename "$project")"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ])
PKG
cd "$work"
if ! swift build > "$work/build.log" 2>&1; then
    grep -E "error:" "$work/build.log" | sort -u | head -40 >&2
    exit 2
fi
bin=$(swift build --show-bin-path)
filter=${FILTER:-}
# RxSwift's debug build prints a warning block ("⚠️ Reentrancy anomaly was detected." ... blank line) to stdout
# when a scenario sends an event while another is being delivered; it is not part of the behaviour compared.
"$bin/OnRxSwift" $filter | awk '/^⚠️/ { skipping = 1 } skipping && /^$/ { skipping = 0; next } !skipping' \
    > "$work/rxswift.txt"
"$bin/OnSendableRx" $filter > "$work/sendablerx.txt"
if [ "$record" = 1 ]; then
    [ -z "$filter" ] || { echo "--record writes the whole transcript: run it without FILTER" >&2; exit 2; }
    transcripts="$project/Tests/RxSwiftCompatibilityTests/Transcripts"
    rm -f "$transcripts"/*.txt
    awk -v dir="$transcripts" '/^## / { split(substr($0, 4), parts, "/"); file = dir "/" parts[1] ".txt" } { print > file }' \
        "$work/rxswift.txt"
    echo "recorded $(grep -c '^## ' "$work/rxswift.txt") scenarios"
fi
if diff -u --label RxSwift --label SendableRx "$work/rxswift.txt" "$work/sendablerx.txt"; then
    echo "all $(grep -c '^## ' "$work/rxswift.txt") scenarios match"
else
    exit 1
fi
