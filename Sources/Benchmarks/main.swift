// SendableRx — benchmarks. Run with `swift run -c release Benchmarks [filter] [--json]`.

import SendableRx

let arguments = CommandLine.arguments.dropFirst()
let filter = arguments.first { !$0.hasPrefix("--") }
let json = arguments.contains("--json")

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
