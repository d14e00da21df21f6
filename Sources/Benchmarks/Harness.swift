// SendableRx — the benchmark harness: warm-up, repeated runs, best and median, a plain-loop floor.

import Foundation

/// One workload: the Rx version and, for the standard workloads, the same arithmetic as a plain Swift loop over
/// closures (the floor); the broad suite has no floor.
struct Workload: Sendable {
    let name: String
    let units: Int
    let unitName: String
    let rx: @Sendable () -> Int
    let plain: (@Sendable () -> Int)?
}

struct Measurement {
    let workload: Workload
    let best: Duration
    let median: Duration
    let plainMedian: Duration?
    /// Heap allocations per unit, or `nil`: the harness cannot count them in-process on Linux (glibc has no
    /// malloc hooks and Swift reserves the `malloc` symbol); `Scripts/allocations.sh` counts them under valgrind.
    let allocationsPerUnit: Double?

    var nanosecondsPerUnit: Double { median.nanoseconds / Double(workload.units) }
    var plainNanosecondsPerUnit: Double? { plainMedian.map { $0.nanoseconds / Double(workload.units) } }
    var ratioToPlain: Double? { plainNanosecondsPerUnit.map { nanosecondsPerUnit / max($0, 0.001) } }
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// Keeps results alive so the optimiser cannot drop the measured work.
nonisolated(unsafe) var blackHole = 0  // written only from the benchmark's single thread

struct Harness {
    let filter: String?
    /// Timed runs of a standard workload (with its floor) and of a broad-suite workload: three keep the whole
    /// table under three minutes; the side-by-side tool measures the broad suite more often.
    let repetitions = 5
    let broadRepetitions = 3
    var measurements: [Measurement] = []

    init(filter: String?) {
        self.filter = filter
    }

    mutating func run(_ workloads: [Workload]) {
        for workload in workloads where filter.map({ workload.name.contains($0) }) ?? true {
            measurements.append(measure(workload))
        }
    }

    private func time(_ body: () -> Int) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        blackHole &+= body()
        return clock.now - start
    }

    private func measure(_ workload: Workload) -> Measurement {
        blackHole &+= workload.rx()
        if let plain = workload.plain { blackHole &+= plain() }
        var rxTimes: [Duration] = []
        var plainTimes: [Duration] = []
        let runs = workload.plain == nil ? broadRepetitions : repetitions
        for _ in 0..<runs {
            rxTimes.append(time(workload.rx))
            if let plain = workload.plain { plainTimes.append(time(plain)) }
        }
        rxTimes.sort()
        plainTimes.sort()
        return Measurement(
            workload: workload, best: rxTimes[0], median: rxTimes[runs / 2],
            plainMedian: plainTimes.isEmpty ? nil : plainTimes[runs / 2],
            allocationsPerUnit: nil
        )
    }

    func tableReport() -> String {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        func format(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines = [
            pad("workload", 38) + pad("units", 10) + pad("best ms", 10) + pad("median ms", 11)
                + pad("ns/unit", 10) + pad("allocs/unit", 13) + pad("plain ns", 10) + "x plain"
        ]
        for item in measurements {
            let allocations = item.allocationsPerUnit.map { String(format: "%.2f", $0) } ?? "n/a"
            lines.append(
                pad(item.workload.name, 38) + pad("\(item.workload.units)", 10)
                    + pad(format(item.best.nanoseconds / 1e6), 10) + pad(format(item.median.nanoseconds / 1e6), 11)
                    + pad(format(item.nanosecondsPerUnit), 10) + pad(allocations, 13)
                    + pad(item.plainNanosecondsPerUnit.map(format) ?? "-", 10) + (item.ratioToPlain.map(format) ?? "-")
            )
        }
        return lines.joined(separator: "\n")
    }

    func jsonReport() -> String {
        let rows = measurements.map { item in
            """
                {"workload": "\(item.workload.name)", "units": \(item.workload.units), \
            "unit": "\(item.workload.unitName)", "bestNs": \(Int(item.best.nanoseconds)), \
            "medianNs": \(Int(item.median.nanoseconds)), "nsPerUnit": \(item.nanosecondsPerUnit), \
            "allocationsPerUnit": \(item.allocationsPerUnit.map { "\($0)" } ?? "null"), \
            "plainNsPerUnit": \(item.plainNanosecondsPerUnit.map { "\($0)" } ?? "null"), \
            "ratioToPlain": \(item.ratioToPlain.map { "\($0)" } ?? "null")}
            """
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]"
    }
}
