// SendableRx — SendableRxDiffTests

import SendableRxDiff

/// A small, fast, seedable generator (SplitMix64) so that failing random cases can be reproduced from their seed.
struct SplitMix64: RandomNumberGenerator {
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

/// An item with an identity and a content value; changing the value makes it "updated".
struct Row: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    let id: String
    var value: Int

    var identity: String { id }
    var description: String { value == 0 ? id : "\(id):\(value)" }
}

/// A section header with an identity and a title that can change without changing the identity.
struct Header: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
    let id: String
    var title: String

    var identity: String { id }
    var description: String { id }
}

typealias TestSection = AnimatableSectionModel<Header, Row>

/// Builds a section from a compact description: `section("A", "a1", "a2:3")` has items `a1` (value 0) and `a2`
/// (value 3).
func section(_ id: String, _ items: String...) -> TestSection {
    let rows = items.map { spec -> Row in
        let parts = spec.split(separator: ":")
        return Row(id: String(parts[0]), value: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
    return TestSection(model: Header(id: id, title: id), items: rows)
}

/// A failure of the list-view model: the changeset asked for something a batch update cannot do.
struct BatchUpdateError: Error, CustomStringConvertible {
    let description: String
}

/// A model of a batch-updating list view (UITableView / UICollectionView `performBatchUpdates` semantics).
///
/// Deletions, reloads and move sources use indices before the batch; insertions and move destinations use indices
/// after it. Elements that are neither deleted, moved nor inserted keep their relative order and fill the remaining
/// positions. Inserted elements and reloaded items are read from the data source, i.e. the changeset's
/// `finalSections`; everything else is what the view displayed before.
struct ListViewModel<Section: AnimatableSectionModelType> {
    typealias Item = Section.Item

    struct Cell {
        var item: Item
        var needsReload = false
    }

    struct ViewSection {
        var identity: Section.Identity
        var cells: [Cell]
    }

    private(set) var sections: [ViewSection]

    init(_ sections: [Section]) {
        self.sections = sections.map { ViewSection(identity: $0.identity, cells: $0.items.map { Cell(item: $0) }) }
    }

    /// Whether the displayed sections have the identities and items of `expected`.
    func matches(_ expected: [Section]) -> Bool {
        sections.count == expected.count
            && zip(sections, expected).allSatisfy { shown, wanted in
                shown.identity == wanted.identity && shown.cells.map(\.item) == wanted.items
            }
    }

    private func fail(_ message: String) -> BatchUpdateError {
        BatchUpdateError(description: message)
    }

    mutating func apply(_ changeset: Changeset<Section>) throws(BatchUpdateError) {
        guard !changeset.reloadData else {
            self = ListViewModel(changeset.finalSections)
            return
        }
        guard matches(changeset.originalSections) else { throw fail("originalSections differ from the view") }
        let old = sections
        let data = changeset.finalSections

        // Removals, in old coordinates.
        var sectionRemoved = [Bool](repeating: false, count: old.count)
        var deletedSection = [Bool](repeating: false, count: old.count)
        for index in changeset.deletedSections + changeset.movedSections.map(\.from) {
            guard old.indices.contains(index), !sectionRemoved[index] else { throw fail("bad old section \(index)") }
            sectionRemoved[index] = true
        }
        for index in changeset.deletedSections {
            deletedSection[index] = true
        }
        var cells = old.map(\.cells)
        var cellRemoved = old.map { [Bool](repeating: false, count: $0.cells.count) }
        func removeCell(_ path: ItemPath) throws(BatchUpdateError) -> Cell {
            guard old.indices.contains(path.sectionIndex), !deletedSection[path.sectionIndex],
                cells[path.sectionIndex].indices.contains(path.itemIndex),
                !cellRemoved[path.sectionIndex][path.itemIndex]
            else { throw fail("bad old item \(path)") }
            cellRemoved[path.sectionIndex][path.itemIndex] = true
            return cells[path.sectionIndex][path.itemIndex]
        }
        for path in changeset.deletedItems {
            _ = try removeCell(path)
        }
        var movedCells = [Cell]()
        for move in changeset.movedItems {
            movedCells.append(try removeCell(move.from))
        }
        for path in changeset.updatedItems {
            guard old.indices.contains(path.sectionIndex), !deletedSection[path.sectionIndex],
                cells[path.sectionIndex].indices.contains(path.itemIndex),
                !cellRemoved[path.sectionIndex][path.itemIndex]
            else { throw fail("bad updated item \(path)") }
            cells[path.sectionIndex][path.itemIndex].needsReload = true
        }
        let remainingCells = cells.indices.map { section in
            cells[section].indices.filter { !cellRemoved[section][$0] }.map { cells[section][$0] }
        }

        // Sections, in new coordinates.
        let newCount = old.count - changeset.deletedSections.count + changeset.insertedSections.count
        var newSections = [ViewSection?](repeating: nil, count: newCount)
        var insertedSection = [Bool](repeating: false, count: newCount)
        for index in changeset.insertedSections {
            guard newSections.indices.contains(index), newSections[index] == nil, data.indices.contains(index)
            else { throw fail("bad inserted section \(index)") }
            let cells = data[index].items.map { Cell(item: $0) }
            newSections[index] = ViewSection(identity: data[index].identity, cells: cells)
            insertedSection[index] = true
        }
        for move in changeset.movedSections {
            guard newSections.indices.contains(move.to), newSections[move.to] == nil
            else { throw fail("bad section move destination \(move.to)") }
            newSections[move.to] = ViewSection(identity: old[move.from].identity, cells: remainingCells[move.from])
        }
        var untouched = old.indices.filter { !sectionRemoved[$0] }.makeIterator()
        for index in newSections.indices where newSections[index] == nil {
            guard let source = untouched.next() else { throw fail("too few sections") }
            newSections[index] = ViewSection(identity: old[source].identity, cells: remainingCells[source])
        }
        guard untouched.next() == nil else { throw fail("too many sections") }
        var result = newSections.map { $0! }

        // Items, in new coordinates.
        var arrivals = [Int: [(index: Int, cell: Cell)]]()
        for path in changeset.insertedItems {
            guard data.indices.contains(path.sectionIndex),
                data[path.sectionIndex].items.indices.contains(path.itemIndex)
            else { throw fail("bad inserted item \(path)") }
            let cell = Cell(item: data[path.sectionIndex].items[path.itemIndex])
            arrivals[path.sectionIndex, default: []].append((path.itemIndex, cell))
        }
        for (move, cell) in zip(changeset.movedItems, movedCells) {
            arrivals[move.to.sectionIndex, default: []].append((move.to.itemIndex, cell))
        }
        for (sectionIndex, incoming) in arrivals {
            guard result.indices.contains(sectionIndex), !insertedSection[sectionIndex]
            else { throw fail("items arrive in bad section \(sectionIndex)") }
            var slots = [Cell?](repeating: nil, count: result[sectionIndex].cells.count + incoming.count)
            for (index, cell) in incoming {
                guard slots.indices.contains(index), slots[index] == nil
                else { throw fail("bad item destination (\(sectionIndex), \(index))") }
                slots[index] = cell
            }
            var staying = result[sectionIndex].cells.makeIterator()
            for index in slots.indices where slots[index] == nil {
                slots[index] = staying.next()
            }
            result[sectionIndex].cells = slots.map { $0! }
        }

        // Reloads read the data source at the item's new position.
        for sectionIndex in result.indices {
            for itemIndex in result[sectionIndex].cells.indices
            where result[sectionIndex].cells[itemIndex].needsReload {
                guard data.indices.contains(sectionIndex), data[sectionIndex].items.indices.contains(itemIndex)
                else { throw fail("reloaded item outside data") }
                result[sectionIndex].cells[itemIndex] = Cell(item: data[sectionIndex].items[itemIndex])
            }
        }
        sections = result
        guard matches(data) else { throw fail("view differs from the changeset's finalSections") }
    }
}

/// Applies `changesets` in order to a view showing `initial`, and checks the result against `final`.
///
/// - Returns: `nil` on success, otherwise a description of the first problem.
func verify(
    _ changesets: [Changeset<TestSection>],
    from initial: [TestSection],
    to final: [TestSection]
) -> String? {
    var view = ListViewModel(initial)
    for (offset, changeset) in changesets.enumerated() {
        do {
            try view.apply(changeset)
        } catch {
            return "changeset \(offset): \(error)\n\(changeset.debugDescription)"
        }
    }
    guard view.matches(final) else { return "the view does not show the final sections" }
    if let last = changesets.last, last.finalSections != final {
        return "the last changeset's finalSections differ from the final sections"
    }
    return nil
}
