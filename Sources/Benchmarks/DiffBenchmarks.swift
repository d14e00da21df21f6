// SendableRx — Benchmarks (SendableRxDiff)

import SendableRxDiff

/// An item of the benchmark lists.
private struct DiffBenchItem: IdentifiableType, Equatable {
    let id: Int
    var value: Int

    var identity: Int { id }
}

private typealias DiffBenchSection = AnimatableSectionModel<Int, DiffBenchItem>

/// SplitMix64, so that every run diffs the same snapshots.
private struct DiffBenchRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builds `sections` × `itemsPerSection` items and a copy in which about 10% of the items changed: 3% deleted,
/// 3% inserted, 2% updated and 2% moved to a random position of a random section.
private func makeDiffBenchSnapshots(
    sections: Int,
    itemsPerSection: Int
) -> (initial: [DiffBenchSection], final: [DiffBenchSection]) {
    var random = DiffBenchRandom(seed: 0xD1FF)
    var nextID = 0
    var lists = [[DiffBenchItem]]()
    for _ in 0..<sections {
        var items = [DiffBenchItem]()
        items.reserveCapacity(itemsPerSection)
        for _ in 0..<itemsPerSection {
            items.append(DiffBenchItem(id: nextID, value: 0))
            nextID += 1
        }
        lists.append(items)
    }
    let initial = lists.enumerated().map { DiffBenchSection(model: $0.offset, items: $0.element) }
    let changesPerKind = max(1, sections * itemsPerSection / 100)
    func randomPosition(insertion: Bool) -> (section: Int, item: Int)? {
        let section = Int.random(in: 0..<sections, using: &random)
        let count = lists[section].count + (insertion ? 1 : 0)
        return count > 0 ? (section, Int.random(in: 0..<count, using: &random)) : nil
    }
    for _ in 0..<(3 * changesPerKind) {
        if let position = randomPosition(insertion: false) {
            lists[position.section].remove(at: position.item)
        }
    }
    for _ in 0..<(3 * changesPerKind) {
        if let position = randomPosition(insertion: true) {
            lists[position.section].insert(DiffBenchItem(id: nextID, value: 0), at: position.item)
            nextID += 1
        }
    }
    for _ in 0..<(2 * changesPerKind) {
        if let position = randomPosition(insertion: false) {
            lists[position.section][position.item].value += 1
        }
    }
    for _ in 0..<(2 * changesPerKind) {
        if let source = randomPosition(insertion: false) {
            let item = lists[source.section].remove(at: source.item)
            if let destination = randomPosition(insertion: true) {
                lists[destination.section].insert(item, at: destination.item)
            }
        }
    }
    let final = lists.enumerated().map { DiffBenchSection(model: $0.offset, items: $0.element) }
    return (initial, final)
}

private func diffBenchMilliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

/// Runs the SendableRxDiff benchmarks and prints a table of results.
///
/// Workloads: `diff.10x1000` diffs 10 sections × 1,000 items with 10% random changes; `diff.scaling.1k`, `.10k` and
/// `.100k` diff 10 sections with 1,000, 10,000 and 100,000 items in total, to show that the time per item stays
/// nearly constant.
///
/// - Parameter filter: When not `nil`, only workloads whose name contains it run.
func runDiffBenchmarks(filter: String?) {
    let workloads: [(name: String, sections: Int, itemsPerSection: Int, runs: Int)] = [
        ("diff.10x1000", 10, 1_000, 21),
        ("diff.scaling.1k", 10, 100, 51),
        ("diff.scaling.10k", 10, 1_000, 21),
        ("diff.scaling.100k", 10, 10_000, 11),
    ]
    let clock = ContinuousClock()
    var checksum = 0
    var baselineNanosecondsPerItem: Double?
    print("SendableRxDiff — Diff.differencesForSectionedView, 10% random changes")
    print(diffBenchRow(["workload", "items", "runs", "best ms", "median ms", "ns/item", "vs 1k", "dict ns/item"]))
    for workload in workloads where filter.map({ workload.name.contains($0) }) ?? true {
        let (initial, final) = makeDiffBenchSnapshots(
            sections: workload.sections,
            itemsPerSection: workload.itemsPerSection
        )
        let items = initial.reduce(0) { $0 + $1.items.count }
        var times = [Double]()
        var dictionaryTimes = [Double]()
        for _ in 0..<workload.runs {
            let dictionaryElapsed = clock.measure {
                checksum &+= diffBenchDictionaryReference(initial: initial, final: final)
            }
            dictionaryTimes.append(diffBenchMilliseconds(dictionaryElapsed))
            let elapsed = clock.measure {
                do {
                    let changesets = try Diff.differencesForSectionedView(
                        initialSections: initial,
                        finalSections: final
                    )
                    checksum &+= changesets.reduce(0) { $0 + $1.movedItems.count + $1.insertedItems.count }
                } catch {
                    print("\(workload.name): unexpected error \(error)")
                }
            }
            times.append(diffBenchMilliseconds(elapsed))
        }
        times.sort()
        let best = times[0]
        let median = times[times.count / 2]
        let nanosecondsPerItem = best * 1e6 / Double(items)
        let dictionaryNanosecondsPerItem = (dictionaryTimes.min() ?? 0) * 1e6 / Double(items)
        var growth = ""
        if workload.name.hasPrefix("diff.scaling") {
            let baseline = baselineNanosecondsPerItem ?? nanosecondsPerItem
            baselineNanosecondsPerItem = baseline
            growth = "×" + diffBenchFormat(nanosecondsPerItem / baseline, decimals: 2)
        }
        print(
            diffBenchRow([
                workload.name, "\(items)", "\(workload.runs)", diffBenchFormat(best, decimals: 3),
                diffBenchFormat(median, decimals: 3), diffBenchFormat(nanosecondsPerItem, decimals: 1), growth,
                diffBenchFormat(dictionaryNanosecondsPerItem, decimals: 1),
            ])
        )
    }
    print("dict ns/item: reference cost of a Dictionary with one insert and one lookup per item (cache effects)")
    print("(checksum \(checksum))")
}

/// The minimum hashing work of any identity-matching diff: one insert per initial item and one lookup per final item.
private func diffBenchDictionaryReference(initial: [DiffBenchSection], final: [DiffBenchSection]) -> Int {
    var positions = [Int: Int](minimumCapacity: initial.reduce(0) { $0 + $1.items.count })
    for (offset, item) in initial.lazy.flatMap(\.items).enumerated() {
        positions[item.id] = offset
    }
    var found = 0
    for section in final {
        for item in section.items where positions[item.id] != nil {
            found += 1
        }
    }
    return found
}

/// Formats a non-negative number with a fixed number of decimals, without Foundation.
private func diffBenchFormat(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals {
        scale *= 10
    }
    let scaled = Int(value * scale + 0.5)
    let whole = scaled / Int(scale)
    guard decimals > 0 else { return "\(whole)" }
    let fraction = String(scaled % Int(scale))
    return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// One line of the results table: the first cell left-aligned, the others right-aligned.
private func diffBenchRow(_ cells: [String]) -> String {
    let widths = [19, 8, 6, 10, 11, 9, 7, 14]
    var line = ""
    for (column, text) in cells.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[column] - text.count))
        line += column == 0 ? text + padding : padding + text
    }
    return line
}
