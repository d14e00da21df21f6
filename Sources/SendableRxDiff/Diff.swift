// SendableRx — SendableRxDiff

/// Computes the batch updates that turn one snapshot of a sectioned list into another.
public enum Diff {
    /// Computes staged changesets that animate a sectioned view from `initialSections` to `finalSections`.
    ///
    /// Sections and items are matched by identity. An item with the same identity in both snapshots that is not `==`
    /// to its previous value is reported as updated. The result contains up to three changesets; apply each one in
    /// its own batch update, in order:
    ///
    /// 1. deleted items and sections, and updated items (all indices relative to `initialSections`);
    /// 2. inserted sections (holding those of their items that do not exist yet) and moved sections;
    /// 3. inserted and moved items, including moves between sections.
    ///
    /// Stages without changes are omitted, so identical snapshots produce an empty array. Changes of a section's own
    /// content that keep its identity (a header title, for example) are not changes: ``Changeset/updatedSections`` is
    /// always empty, as in RxDataSources, and such content only appears in the returned snapshots. The
    /// ``Changeset/finalSections`` of each changeset is the snapshot to show after applying it; intermediate snapshots
    /// are built with ``SectionModelType/init(original:items:)``, and the last one is `finalSections`. Items of a
    /// deleted section that appear in the final snapshot are re-inserted in a later stage, because the view has
    /// destroyed them together with their section.
    ///
    /// The running time is O(n) for n items, plus O(k log k) for each section of k items whose item order changed
    /// (the items that keep their place form a longest increasing subsequence, which minimizes moves in a section).
    ///
    /// - Parameters:
    ///   - initialSections: The snapshot currently displayed.
    ///   - finalSections: The snapshot to display.
    /// - Returns: The changesets to apply in order; empty when the snapshots are identical.
    /// - Throws: ``Error/duplicateSection(section:)`` if two sections of one snapshot share an identity,
    ///   ``Error/duplicateItem(item:)`` if two items of one snapshot share an identity (in any sections), and
    ///   ``Error/invalidInitializationOfSectionModel(section:neededTypeOfItem:)`` if `init(original:items:)` does not
    ///   keep the identity of the original section and exactly the items it was given.
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        try SectionedDiffer(initial: initialSections, final: finalSections).changesets()
    }
}

/// The three-stage diff of two snapshots; see `Diff.differencesForSectionedView(initialSections:finalSections:)`.
///
/// Items are numbered by their position in the concatenation of all sections of a snapshot ("flat index"). One hash
/// map pass matches initial and final items by identity; every later step works on dense arrays of flat indices,
/// which keeps hashing to two operations per item. The type is inlinable so that clients get a version specialized
/// for their section type, which avoids the cost of generic dispatch on every hash and comparison.
@usableFromInline
struct SectionedDiffer<Section: AnimatableSectionModelType> {
    @usableFromInline typealias Item = Section.Item

    @usableFromInline let initial: [Section]
    @usableFromInline let final: [Section]
    @usableFromInline let initialItems: [[Item]]
    @usableFromInline let finalItems: [[Item]]
    @usableFromInline let initialSectionIndex: [Section.Identity: Int]
    @usableFromInline let finalSectionIndex: [Section.Identity: Int]
    /// For each initial item (by flat index), the flat index of the final item with its identity, or -1.
    @usableFromInline let finalIndexOfInitialItem: [Int]
    /// For each final item (by flat index), the flat index of the initial item with its identity, or -1.
    @usableFromInline let initialIndexOfFinalItem: [Int]
    /// The final items, concatenated.
    @usableFromInline let flatFinalItems: [Item]

    /// Indexes both snapshots, matches their items by identity and checks that identities are unique.
    ///
    /// - Parameters:
    ///   - initial: The snapshot currently displayed.
    ///   - final: The snapshot to display.
    /// - Throws: `Diff.Error.duplicateSection` or `Diff.Error.duplicateItem`.
    @inlinable
    init(initial: [Section], final: [Section]) throws {
        self.initial = initial
        self.final = final
        initialItems = initial.map(\.items)
        finalItems = final.map(\.items)
        initialSectionIndex = try Self.indexSections(initial)
        finalSectionIndex = try Self.indexSections(final)
        flatFinalItems = Array(finalItems.joined())
        let initialCount = initialItems.reduce(0) { $0 + $1.count }

        // Identity -> flat index in the initial snapshot, or -2 - (flat index) for items only in the final snapshot.
        var positions = [Item.Identity: Int](minimumCapacity: max(initialCount, flatFinalItems.count))
        var flatIndex = 0
        for items in initialItems {
            for item in items {
                if positions.updateValue(flatIndex, forKey: item.identity) != nil {
                    throw Diff.Error.duplicateItem(item: item)
                }
                flatIndex += 1
            }
        }
        var finalIndexOfInitialItem = [Int](repeating: -1, count: initialCount)
        var initialIndexOfFinalItem = [Int](repeating: -1, count: flatFinalItems.count)
        for (finalIndex, item) in flatFinalItems.enumerated() {
            let initialIndex = positions[item.identity, default: -2 - finalIndex]
            if initialIndex >= 0 {
                guard finalIndexOfInitialItem[initialIndex] < 0 else { throw Diff.Error.duplicateItem(item: item) }
                finalIndexOfInitialItem[initialIndex] = finalIndex
                initialIndexOfFinalItem[finalIndex] = initialIndex
            } else if positions.updateValue(-2 - finalIndex, forKey: item.identity) != nil {
                throw Diff.Error.duplicateItem(item: item)
            }
        }
        self.finalIndexOfInitialItem = finalIndexOfInitialItem
        self.initialIndexOfFinalItem = initialIndexOfFinalItem
    }

    @inlinable
    static func indexSections(_ sections: [Section]) throws -> [Section.Identity: Int] {
        var index = [Section.Identity: Int](minimumCapacity: sections.count)
        for (offset, section) in sections.enumerated() {
            if index.updateValue(offset, forKey: section.identity) != nil {
                throw Diff.Error.duplicateSection(section: section)
            }
        }
        return index
    }

    /// Builds a section with `init(original:items:)` and checks that it kept the identity and the items.
    @inlinable
    func makeSection(original: Section, items: [Item]) throws -> Section {
        let section = Section(original: original, items: items)
        let madeItems = section.items
        guard section.identity == original.identity, madeItems.count == items.count,
            zip(madeItems, items).allSatisfy({ $0.identity == $1.identity && $0 == $1 })
        else {
            throw Diff.Error.invalidInitializationOfSectionModel(section: original, neededTypeOfItem: Item.self)
        }
        return section
    }

    /// Computes the changesets of the three stages, omitting empty ones.
    @inlinable
    func changesets() throws -> [Changeset<Section>] {
        // Stage 1: delete sections and items that disappear, reload items whose content changed.
        var deletedSections = [Int]()
        var deletedItems = [ItemPath]()
        var updatedItems = [ItemPath]()
        var stage1Sections = [Section]()
        var stage1SectionOfInitialSection = [Int](repeating: -1, count: initial.count)
        // For each initial item (by flat index): its position after stage 1, or -1 if it does not exist any more.
        var stage1SectionOfInitialItem = [Int](repeating: -1, count: finalIndexOfInitialItem.count)
        var stage1IndexOfInitialItem = [Int](repeating: -1, count: finalIndexOfInitialItem.count)
        var flatIndex = 0
        for (sectionIndex, section) in initial.enumerated() {
            let items = initialItems[sectionIndex]
            defer { flatIndex += items.count }
            guard finalSectionIndex[section.identity] != nil else {
                deletedSections.append(sectionIndex)
                continue
            }
            let stage1Section = stage1Sections.count
            stage1SectionOfInitialSection[sectionIndex] = stage1Section
            var kept = [Item]()
            kept.reserveCapacity(items.count)
            var changed = false
            for (itemIndex, item) in items.enumerated() {
                let finalIndex = finalIndexOfInitialItem[flatIndex + itemIndex]
                guard finalIndex >= 0 else {
                    deletedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
                    changed = true
                    continue
                }
                let finalItem = flatFinalItems[finalIndex]
                if finalItem != item {
                    updatedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
                    changed = true
                }
                stage1SectionOfInitialItem[flatIndex + itemIndex] = stage1Section
                stage1IndexOfInitialItem[flatIndex + itemIndex] = kept.count
                kept.append(finalItem)
            }
            stage1Sections.append(changed ? try makeSection(original: section, items: kept) : section)
        }

        // Stage 2: insert new sections (with the items that do not exist yet) and move sections.
        var insertedSections = [Int]()
        var survivorOrigins = [Int]()
        var survivorDestinations = [Int]()
        var stage2Sections = [Section]()
        stage2Sections.reserveCapacity(final.count)
        var isInserted = [Bool](repeating: false, count: final.count)
        var finalIndexOfStage1Section = [Int](repeating: -1, count: stage1Sections.count)
        flatIndex = 0
        for (sectionIndex, section) in final.enumerated() {
            let items = finalItems[sectionIndex]
            defer { flatIndex += items.count }
            if let initialIndex = initialSectionIndex[section.identity] {
                let origin = stage1SectionOfInitialSection[initialIndex]
                survivorOrigins.append(origin)
                survivorDestinations.append(sectionIndex)
                finalIndexOfStage1Section[origin] = sectionIndex
                stage2Sections.append(stage1Sections[origin])
                continue
            }
            insertedSections.append(sectionIndex)
            isInserted[sectionIndex] = true
            var fresh = [Item]()
            for (itemIndex, item) in items.enumerated() {
                let initialIndex = initialIndexOfFinalItem[flatIndex + itemIndex]
                if initialIndex < 0 || stage1SectionOfInitialItem[initialIndex] < 0 {
                    fresh.append(item)
                }
            }
            stage2Sections.append(
                fresh.count == items.count ? section : try makeSection(original: section, items: fresh)
            )
        }
        var movedSections = [(from: Int, to: Int)]()
        let keptSections = longestIncreasingSubsequenceMask(survivorOrigins)
        for (offset, kept) in keptSections.enumerated() where !kept {
            movedSections.append((from: survivorOrigins[offset], to: survivorDestinations[offset]))
        }

        // Stage 3: insert items and move items, within and across sections. No section changes any more, so the
        // sections of stage 2 have the same indices as the final ones.
        var insertedItems = [ItemPath]()
        var movedItems = [(from: ItemPath, to: ItemPath)]()
        var origins = [Int]()
        var destinations = [Int]()
        flatIndex = 0
        for (sectionIndex, items) in finalItems.enumerated() {
            defer { flatIndex += items.count }
            origins.removeAll(keepingCapacity: true)
            destinations.removeAll(keepingCapacity: true)
            var freshCount = 0
            for itemIndex in items.indices {
                let initialIndex = initialIndexOfFinalItem[flatIndex + itemIndex]
                let stage1Section = initialIndex < 0 ? -1 : stage1SectionOfInitialItem[initialIndex]
                if stage1Section >= 0 {
                    let originSection = finalIndexOfStage1Section[stage1Section]
                    let originIndex = stage1IndexOfInitialItem[initialIndex]
                    if originSection == sectionIndex {
                        origins.append(originIndex)
                        destinations.append(itemIndex)
                    } else {
                        movedItems.append(
                            (
                                from: ItemPath(sectionIndex: originSection, itemIndex: originIndex),
                                to: ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                            )
                        )
                    }
                } else if isInserted[sectionIndex] {
                    // Already inserted together with its section in stage 2, in final order.
                    origins.append(freshCount)
                    destinations.append(itemIndex)
                    freshCount += 1
                } else {
                    insertedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
                }
            }
            let keptItems = longestIncreasingSubsequenceMask(origins)
            for (offset, kept) in keptItems.enumerated() where !kept {
                movedItems.append(
                    (
                        from: ItemPath(sectionIndex: sectionIndex, itemIndex: origins[offset]),
                        to: ItemPath(sectionIndex: sectionIndex, itemIndex: destinations[offset])
                    )
                )
            }
        }

        let hasStage1 = !deletedSections.isEmpty || !deletedItems.isEmpty || !updatedItems.isEmpty
        let hasStage2 = !insertedSections.isEmpty || !movedSections.isEmpty
        let hasStage3 = !insertedItems.isEmpty || !movedItems.isEmpty
        var result = [Changeset<Section>]()
        if hasStage1 {
            result.append(
                Changeset(
                    originalSections: initial,
                    finalSections: hasStage2 || hasStage3 ? stage1Sections : final,
                    deletedSections: deletedSections,
                    deletedItems: deletedItems,
                    updatedItems: updatedItems
                )
            )
        }
        if hasStage2 {
            result.append(
                Changeset(
                    originalSections: stage1Sections,
                    finalSections: hasStage3 ? stage2Sections : final,
                    insertedSections: insertedSections,
                    movedSections: movedSections
                )
            )
        }
        if hasStage3 {
            result.append(
                Changeset(
                    originalSections: stage2Sections,
                    finalSections: final,
                    insertedItems: insertedItems,
                    movedItems: movedItems
                )
            )
        }
        return result
    }
}
