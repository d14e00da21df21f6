// SendableRx — SendableRxDiffTests

import SendableRxDiff
import Testing

/// Diffs two snapshots, checks them with the list-view model and returns the changesets.
private func diff(
    _ initial: [TestSection],
    _ final: [TestSection],
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Changeset<TestSection>] {
    let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
    let problem = stageProblem(changesets) ?? verify(changesets, from: initial, to: final)
    #expect(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    return changesets
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(sectionIndex: section, itemIndex: item)
}

@Suite("Hand-picked cases")
struct HardCaseTests {
    @Test func identicalInputProducesNoChangesets() throws {
        let sections = [section("A", "a1", "a2"), section("B"), section("C", "c1")]
        #expect(try diff(sections, sections).isEmpty)
        #expect(try diff([], []).isEmpty)
    }

    @Test func onlyUpdates() throws {
        let initial = [section("A", "a1", "a2"), section("B", "b1")]
        let final = [section("A", "a1:1", "a2"), section("B", "b1:7")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 1)
        #expect(changesets.first?.updatedItems == [path(0, 0), path(1, 0)])
        #expect(changesets.first?.finalSections == final)
    }

    @Test func emptyToNonEmptyAndBack() throws {
        let full = [section("A", "a1", "a2"), section("B"), section("C", "c1")]
        let appear = try diff([], full)
        #expect(appear.count == 1)
        #expect(appear.first?.insertedSections == [0, 1, 2])
        #expect(appear.first?.insertedItems.isEmpty == true)
        let disappear = try diff(full, [])
        #expect(disappear.count == 1)
        #expect(disappear.first?.deletedSections == [0, 1, 2])
        #expect(disappear.first?.deletedItems.isEmpty == true)
    }

    @Test func movingAnItemIntoASectionThatIsItselfMoved() throws {
        let initial = [section("A", "a1", "a2"), section("B", "b1")]
        let final = [section("B", "b1", "a1"), section("A", "a2")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 2)
        #expect(changesets.first?.movedSections.count == 1)
        #expect(changesets.last?.movedItems.map(\.to) == [path(0, 1)])
        #expect(changesets.last?.movedItems.map(\.from) == [path(1, 0)])
    }

    @Test func deletingASectionWhileMovingItsItemsOut() throws {
        let initial = [section("A", "a1", "a2", "a3"), section("B", "b1")]
        let final = [section("B", "a3", "b1", "a1:5")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 2)
        #expect(changesets.first?.deletedSections == [0])
        #expect(changesets.first?.deletedItems.isEmpty == true)
        #expect(changesets.first?.updatedItems.isEmpty == true)
        #expect(changesets.last?.insertedItems == [path(0, 0), path(0, 2)])
    }

    @Test func movingItemsBetweenSectionsThatSwapPlaces() throws {
        let initial = [section("A", "a1", "a2", "a3"), section("B", "b1", "b2")]
        let final = [section("B", "b2", "a1:1"), section("A", "b1", "a3", "a2")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 3)
        #expect(changesets.first?.updatedItems == [path(0, 0)])
        #expect(changesets[1].movedSections.count == 1)
        #expect(changesets.last?.insertedItems.isEmpty == true)
    }

    @Test func movingItemsIntoAnInsertedSection() throws {
        let initial = [section("A", "a1", "a2"), section("D", "d1", "d2")]
        let final = [section("N", "n1", "a2", "d1", "n2"), section("A", "a1")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 3)
        // N arrives with its new items and d1 (whose section was deleted); a2 moves in afterwards.
        #expect(changesets[1].insertedSections == [0])
        #expect(changesets[1].finalSections.first?.items.map(\.id) == ["n1", "d1", "n2"])
        #expect(changesets.last?.movedItems.map(\.to) == [path(0, 1)])
    }

    @Test func reversingASectionUsesTheFewestMoves() throws {
        let initial = [section("A", "a1", "a2", "a3", "a4", "a5")]
        let final = [section("A", "a5", "a4", "a3", "a2", "a1")]
        let changesets = try diff(initial, final)
        #expect(changesets.count == 1)
        #expect(changesets.first?.movedItems.count == 4)
    }

    @Test func sectionHeaderChangesAreDeliveredInFinalSections() throws {
        var renamed = section("A", "a1")
        renamed.model.title = "Renamed"
        let changesets = try diff([section("A", "a1", "a2")], [renamed])
        #expect(changesets.count == 1)
        #expect(changesets.last?.finalSections.first?.model.title == "Renamed")
    }

    @Test func initialValueReloadsData() {
        let sections = [section("A", "a1"), section("B")]
        let changeset = Changeset.initialValue(sections)
        #expect(changeset.reloadData)
        #expect(changeset.finalSections == sections)
        #expect(changeset.insertedSections == [0, 1])
        #expect(changeset.debugDescription.contains("reloadData: true"))
    }

    @Test func standardTypesAndSectionModel() throws {
        let initial = [AnimatableSectionModel<String, Int>(model: "numbers", items: [1, 2, 3])]
        let final = [AnimatableSectionModel<String, Int>(model: "numbers", items: [3, 1, 4])]
        let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        #expect(changesets.map(\.deletedItems) == [[path(0, 1)], []])
        #expect(changesets.last?.finalSections == final)
        #expect(initial[0].identity == "numbers")
        #expect(initial[0].description == "numbers > [1, 2, 3]")
        let plain = SectionModel(model: "header", items: ["x", "y"])
        #expect(SectionModel(original: plain, items: ["z"]) == SectionModel(model: "header", items: ["z"]))
        #expect(IdentifiableValue(value: 42).identity == 42)
        #expect(path(1, 2).debugDescription == "(1, 2)")
    }
}
