#!/usr/bin/env bash
# What SendableRx costs the app that uses it, against RxSwift 6.10.2: build time and code size per use.
#
# Generates the same synthetic app twice (Scripts/build-cost/generate.py: screens of fifteen everyday chains each,
# Swift 5 language mode) at two sizes, one app against RxSwift (../shared/reference/RxSwift-6.10.2) and one against
# the SendableRx checkout this runs from, all as executables of one scratch package so that both libraries are built
# once, in release mode, before anything is timed. Then, for each app, touches its sources and times the rebuild of
# the app's own code (release, then debug; the best of REPS runs), and strips each release executable. Prints, per
# library, the rebuild times at both sizes, the time and stripped bytes per screen (the slope between the two sizes,
# so that the library itself, linked into both, cancels out) and the ratios SendableRx / RxSwift.
#
# Usage, from the project root: Scripts/build-cost/run.sh [SMALL LARGE]    (default 20 40 screens)
# BUILD_COST_DIR: the scratch package (default $TMPDIR/build-cost); BUILD_COST_REPS: timed rebuilds per app (default
# 3: a debug rebuild of a few seconds moves by up to 2x from run to run, so the best of several is the figure);
# BUILD_COST_LIBRARY=1 also times a clean release build of each library alone; BUILD_COST_SWIFTFLAGS: extra flags
# for the apps' compiler (for profiling, e.g. "-Xfrontend -debug-time-function-bodies").
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PROJECT=${PROJECT:-$(pwd)}
RX=${RX:-$(cd "$here/../../../shared/reference/RxSwift-6.10.2" && pwd)}
small=${1:-20}; large=${2:-40}
reps=${BUILD_COST_REPS:-3}
[ -f "$PROJECT/Package.swift" ] || { echo "run this from the SendableRx project root (or set PROJECT)" >&2; exit 2; }
[ "$large" -gt "$small" ] || { echo "the second size must be larger than the first" >&2; exit 2; }
work=${BUILD_COST_DIR:-${TMPDIR:-/tmp}/build-cost}
mkdir -p "$work/Sources"
project_id=$(basename "$PROJECT" | tr 'A-Z' 'a-z')
rx_id=$(basename "$RX")

targets=""
for size in "$small" "$large"; do
  python3 "$here/generate.py" "$work/Sources/RxApp$size" "$size" RxSwift
  python3 "$here/generate.py" "$work/Sources/SendableRxApp$size" "$size" SendableRx
  targets="$targets
    .executableTarget(name: \"RxApp$size\", dependencies: [.product(name: \"RxSwift\", package: \"$rx_id\")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: \"SendableRxApp$size\", dependencies: [.product(name: \"SendableRx\", package: \"$project_id\")],
      swiftSettings: [.swiftLanguageMode(.v5)]),"
done
cat > "$work/Package.swift" <<PKG
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "BuildCost",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "$PROJECT"), .package(path: "$RX")],
  targets: [$targets
  ])
PKG

cd "$work"
flags=()
for flag in ${BUILD_COST_SWIFTFLAGS:-}; do flags+=(-Xswiftc "$flag"); done

# Seconds taken by one rebuild of an app's own code: its sources touched, everything else up to date.
rebuild() {
  local configuration=$1 app=$2 best="" start end took
  for _ in $(seq "$reps"); do
    touch Sources/"$app"/*.swift
    start=$(date +%s.%N)
    swift build -c "$configuration" --product "$app" ${flags[@]+"${flags[@]}"} >"$work/$app-$configuration.log" 2>&1 \
      || { grep -E "error" "$work/$app-$configuration.log" | sort -u | head -20 >&2; exit 1; }
    end=$(date +%s.%N)
    took=$(python3 -c "print(round($end - $start, 2))")
    if [ -z "$best" ] || python3 -c "import sys; sys.exit(0 if $took < $best else 1)"; then best=$took; fi
  done
  echo "$best"
}

results="$work/results.tsv"
: > "$results"
for configuration in release debug; do
  echo "building both libraries and every app ($configuration)..." >&2
  swift build -c "$configuration" ${flags[@]+"${flags[@]}"} >"$work/build-$configuration.log" 2>&1 \
    || { grep -E "error" "$work/build-$configuration.log" | sort -u | head -20 >&2; exit 1; }
  bin=$(swift build -c "$configuration" --show-bin-path)
  for library in Rx SendableRx; do
    for size in "$small" "$large"; do
      app="${library}App$size"
      seconds=$(rebuild "$configuration" "$app")
      bytes=0
      if [ "$configuration" = release ]; then
        strip -o "$work/$app.stripped" "$bin/$app"
        bytes=$(stat -c %s "$work/$app.stripped")
      fi
      printf '%s\t%s\t%s\t%s\t%s\n' "$configuration" "$library" "$size" "$seconds" "$bytes" >> "$results"
      echo "  $app ($configuration): ${seconds} s, $bytes bytes stripped" >&2
    done
  done
done

if [ "${BUILD_COST_LIBRARY:-0}" = 1 ]; then
  for library in Rx SendableRx; do
    scratch="$work/.library-$library"
    rm -rf "$scratch"
    if [ "$library" = Rx ]; then package="$RX" target=RxSwift; else package="$PROJECT" target=SendableRx; fi
    start=$(date +%s.%N)
    swift build -c release --package-path "$package" --scratch-path "$scratch" --target "$target" >/dev/null 2>&1
    end=$(date +%s.%N)
    printf 'library\t%s\t0\t%s\t0\n' "$library" "$(python3 -c "print(round($end - $start, 2))")" >> "$results"
    rm -rf "$scratch"
  done
fi

python3 - "$results" "$small" "$large" <<'PY'
import sys
rows = [line.rstrip('\n').split('\t') for line in open(sys.argv[1]) if line.strip()]
small, large = int(sys.argv[2]), int(sys.argv[3])
data = {(c, l, int(s)): (float(t), int(b)) for c, l, s, t, b in rows}
def ratio(a, b):
    return f"{a / b:.2f}x" if b > 0 else "n/a"
print(f"| {'measure':<52} | {'RxSwift 6.10.2':>14} | {'SendableRx':>12} | {'ratio':>7} |")
print(f"| {'-' * 52} | {'-' * 13}: | {'-' * 11}: | {'-' * 6}: |")
for configuration in ("release", "debug"):
    for size in (small, large):
        rx, srx = data[(configuration, "Rx", size)][0], data[(configuration, "SendableRx", size)][0]
        print(f"| {f'app rebuilt, {configuration}, {size} screens (s)':<52} | {rx:>14.2f} | {srx:>12.2f} | {ratio(srx, rx):>7} |")
    per = [(data[(configuration, l, large)][0] - data[(configuration, l, small)][0]) / (large - small) for l in ("Rx", "SendableRx")]
    print(f"| {f'app rebuilt, {configuration}, per screen (s)':<52} | {per[0]:>14.3f} | {per[1]:>12.3f} | {ratio(per[1], per[0]):>7} |")
per = [(data[("release", l, large)][1] - data[("release", l, small)][1]) / (large - small) for l in ("Rx", "SendableRx")]
print(f"| {'stripped release code per screen (KB)':<52} | {per[0] / 1024:>14.1f} | {per[1] / 1024:>12.1f} | {ratio(per[1], per[0]):>7} |")
for size in (small, large):
    rx, srx = data[("release", "Rx", size)][1], data[("release", "SendableRx", size)][1]
    print(f"| {f'stripped release executable, {size} screens (KB)':<52} | {rx / 1024:>14.0f} | {srx / 1024:>12.0f} | {ratio(srx, rx):>7} |")
if ("library", "Rx", 0) in data:
    rx, srx = data[("library", "Rx", 0)][0], data[("library", "SendableRx", 0)][0]
    print(f"| {'library alone, clean release build (s)':<52} | {rx:>14.2f} | {srx:>12.2f} | {ratio(srx, rx):>7} |")
PY
