// SendableRx — benchmarks. Run with `swift run -c release Benchmarks [filter] [--json]`.

import Foundation
import SendableRx

let arguments = CommandLine.arguments.dropFirst()
let filter = arguments.first { !$0.hasPrefix("--") }
let json = arguments.contains("--json")

if arguments.contains("--list") {
    for workload in Workloads.all {
        print(workload.name, workload.units)
    }
    exit(0)
}

if arguments.contains("--once") {
    // One untimed run of the Rx side of the workload named exactly `filter` (none if no name matches): used by
    // Scripts/allocations.sh, which counts the heap allocations of such a run under valgrind.
    for workload in Workloads.all where workload.name == filter {
        blackHole &+= workload.rx()
    }
    exit(0)
}

var harness = Harness(filter: filter)
harness.run(Workloads.all)
if json {
    print(harness.jsonReport())
} else {
    print(harness.tableReport())
}
if !json {
    runDiffBenchmarks(filter: filter)
}
