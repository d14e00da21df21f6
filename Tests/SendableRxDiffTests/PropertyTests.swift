// SendableRx — SendableRxDiffTests

import SendableRxDiff
import Testing

/// Builds a random pair of snapshots: a random initial list and a final list derived from it by random updates, item
/// moves (within and across sections, also out of sections deleted later and into sections inserted later), section
/// deletions, item deletions, section insertions, item insertions and section moves.
struct RandomCaseBuilder {
    typealias Draft = (header: Header, rows: [Row])

    private var rng: SplitMix64
    private var sectionCounter = 0
    private var itemCounter = 0

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &rng) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &rng)
    }

    /// A per-case rate of some kind of change; zero for 30% of the cases so that single kinds of change occur alone.
    private mutating func rate() -> Double {
        chance(0.3) ? 0 : Double.random(in: 0...0.4, using: &rng)
    }

    private mutating func newRow() -> Row {
        itemCounter += 1
        return Row(id: "i\(itemCounter)", value: 0)
    }

    private mutating func newSection(maxItems: Int) -> Draft {
        sectionCounter += 1
        let header = Header(id: "s\(sectionCounter)", title: "S\(sectionCounter)")
        var rows = [Row]()
        for _ in 0..<int(0...maxItems) {
            rows.append(newRow())
        }
        return (header, rows)
    }

    private mutating func moveItems(_ sections: inout [Draft], rate: Double) {
        let total = sections.reduce(0) { $0 + $1.rows.count }
        guard total > 0 else { return }
        for _ in 0..<int(0...Int(Double(total) * rate)) {
            let source = int(0...sections.count - 1)
            guard !sections[source].rows.isEmpty else { continue }
            let row = sections[source].rows.remove(at: int(0...sections[source].rows.count - 1))
            let destination = chance(0.5) ? source : int(0...sections.count - 1)
            sections[destination].rows.insert(row, at: int(0...sections[destination].rows.count))
        }
    }

    mutating func make() -> (initial: [TestSection], final: [TestSection]) {
        let large = chance(0.2)
        let maxSections = large ? 30 : 5
        let maxItems = large ? 30 : 6
        var sections = [Draft]()
        for _ in 0..<int(0...maxSections) {
            sections.append(newSection(maxItems: maxItems))
        }
        let initial = sections.map { TestSection(model: $0.header, items: $0.rows) }

        let updateRate = rate()
        for sectionIndex in sections.indices {
            if chance(updateRate / 2) {
                sections[sectionIndex].header.title += "'"
            }
            for itemIndex in sections[sectionIndex].rows.indices where chance(updateRate) {
                sections[sectionIndex].rows[itemIndex].value += 1
            }
        }
        moveItems(&sections, rate: rate())

        let sectionDeleteRate = rate()
        var survivors = [Draft]()
        for draft in sections where !chance(sectionDeleteRate) {
            survivors.append(draft)
        }
        sections = survivors

        let itemDeleteRate = rate()
        for sectionIndex in sections.indices {
            var rows = [Row]()
            for row in sections[sectionIndex].rows where !chance(itemDeleteRate) {
                rows.append(row)
            }
            sections[sectionIndex].rows = rows
        }

        let sectionInsertRate = rate()
        for _ in 0..<int(0...Int(Double(maxSections) * sectionInsertRate)) {
            let draft = newSection(maxItems: maxItems)
            sections.insert(draft, at: int(0...sections.count))
        }

        if !sections.isEmpty {
            let itemInsertRate = rate()
            for _ in 0..<int(0...Int(Double(maxSections * maxItems) * itemInsertRate / 2)) {
                let sectionIndex = int(0...sections.count - 1)
                let row = newRow()
                sections[sectionIndex].rows.insert(row, at: int(0...sections[sectionIndex].rows.count))
            }
            moveItems(&sections, rate: rate())
        }

        let sectionMoveRate = rate()
        for _ in 0..<int(0...Int(Double(sections.count) * sectionMoveRate)) {
            let draft = sections.remove(at: int(0...sections.count - 1))
            sections.insert(draft, at: int(0...sections.count))
        }
        return (initial, sections.map { TestSection(model: $0.header, items: $0.rows) })
    }
}

/// Checks that the changesets are non-empty and come in stage order: (1) deletions and updates, (2) section inserts
/// and moves, (3) item inserts and moves.
func stageProblem(_ changesets: [Changeset<TestSection>]) -> String? {
    var previousStage = 0
    for changeset in changesets {
        let stage1 = changeset.deletedSections.count + changeset.deletedItems.count + changeset.updatedItems.count
        let stage2 = changeset.insertedSections.count + changeset.movedSections.count
        let stage3 = changeset.insertedItems.count + changeset.movedItems.count
        let stages = [stage1, stage2, stage3].enumerated().filter { $0.element > 0 }.map { $0.offset + 1 }
        guard stages.count == 1, let stage = stages.first, stage > previousStage, !changeset.reloadData,
            changeset.updatedSections.isEmpty
        else { return "changesets are not staged: \(changesets.map(\.debugDescription))" }
        previousStage = stage
    }
    return nil
}

@Suite("Random snapshots")
struct PropertyTests {
    static let casesPerBatch = 1_000

    @Test("Changesets applied in order with batch-update semantics reach the final sections", arguments: 0..<10)
    func randomCases(batch: Int) throws {
        for offset in 0..<Self.casesPerBatch {
            let seed = 0x5EED_0000 + UInt64(batch * Self.casesPerBatch + offset)
            var builder = RandomCaseBuilder(seed: seed)
            let (initial, final) = builder.make()
            let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            let problem = stageProblem(changesets) ?? verify(changesets, from: initial, to: final)
            #expect(problem == nil, "seed \(seed): \(problem ?? "")\ninitial: \(initial)\nfinal: \(final)")
            if problem != nil {
                return
            }
        }
    }
}
