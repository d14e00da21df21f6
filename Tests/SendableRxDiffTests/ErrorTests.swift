// SendableRx — SendableRxDiffTests

import SendableRxDiff
import Testing

/// A section type whose `init(original:items:)` drops the last item.
private struct DroppingSection: AnimatableSectionModelType {
    var identity: String
    var items: [Row]

    init(identity: String, items: [Row]) {
        self.identity = identity
        self.items = items
    }

    init(original: DroppingSection, items: [Row]) {
        self.init(identity: original.identity, items: Array(items.dropLast()))
    }
}

/// A section type whose `init(original:items:)` changes the identity.
private struct RenamingSection: AnimatableSectionModelType {
    var identity: String
    var items: [Row]

    init(identity: String, items: [Row]) {
        self.identity = identity
        self.items = items
    }

    init(original: RenamingSection, items: [Row]) {
        self.init(identity: original.identity + "'", items: items)
    }
}

private func row(_ id: String) -> Row {
    Row(id: id, value: 0)
}

@Suite("Errors")
struct ErrorTests {
    @Test func duplicateItemInInitialSections() {
        let initial = [section("A", "a1", "x"), section("B", "x")]
        #expect {
            try Diff.differencesForSectionedView(initialSections: initial, finalSections: [section("A")])
        } throws: { error in
            guard case let .duplicateItem(item) = error as? Diff.Error else { return false }
            return (item as? Row)?.id == "x"
        }
    }

    @Test func duplicateItemInFinalSections() {
        let final = [section("A", "a1", "y", "y")]
        #expect {
            try Diff.differencesForSectionedView(initialSections: [section("A", "a1")], finalSections: final)
        } throws: { error in
            guard case let .duplicateItem(item) = error as? Diff.Error else { return false }
            return (item as? Row)?.id == "y" && (error as? Diff.Error)?.debugDescription.contains("y") == true
        }
    }

    @Test(arguments: [false, true])
    func duplicateSection(inFinal: Bool) {
        let unique = [section("A", "a1"), section("B", "b1")]
        let duplicated = [section("A", "a1"), section("A", "b1")]
        #expect {
            try Diff.differencesForSectionedView(
                initialSections: inFinal ? unique : duplicated,
                finalSections: inFinal ? duplicated : unique
            )
        } throws: { error in
            guard case let .duplicateSection(section) = error as? Diff.Error else { return false }
            return (section as? TestSection)?.identity == "A"
        }
    }

    @Test func initializerThatDropsItems() {
        let initial = [DroppingSection(identity: "A", items: [row("a1"), row("a2"), row("a3")])]
        let final = [DroppingSection(identity: "A", items: [row("a1"), row("a3")])]
        #expect {
            try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        } throws: { error in
            guard case let .invalidInitializationOfSectionModel(section, itemType) = error as? Diff.Error else {
                return false
            }
            return (section as? DroppingSection)?.identity == "A" && itemType == Row.self
        }
    }

    @Test func initializerThatChangesTheIdentity() {
        let initial = [RenamingSection(identity: "A", items: [row("a1")])]
        let final = [
            RenamingSection(identity: "N", items: [row("n1"), row("a1")]),
            RenamingSection(identity: "A", items: []),
        ]
        #expect {
            try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        } throws: { error in
            guard case .invalidInitializationOfSectionModel = error as? Diff.Error else { return false }
            return (error as? Diff.Error)?.debugDescription.contains("init(original:items:)") == true
        }
    }
}
