// SendableRx — SendableRxDiff

/// One batch of updates that turns a sectioned list from ``originalSections`` into ``finalSections``.
///
/// The indices follow the conventions of `UITableView.performBatchUpdates(_:completion:)`: deletions, updates and
/// move sources refer to positions in ``originalSections``; insertions and move destinations refer to positions in
/// ``finalSections``. `Diff.differencesForSectionedView(initialSections:finalSections:)` returns several changesets
/// that must be applied one after another, each in its own batch update.
public struct Changeset<Section: SectionModelType> {
    /// The type of the items of the sections.
    public typealias Item = Section.Item

    /// Whether the view should reload all data instead of applying the individual changes.
    public let reloadData: Bool

    /// The sections before this changeset is applied.
    public let originalSections: [Section]

    /// The sections after this changeset is applied.
    public let finalSections: [Section]

    /// Indices, in ``finalSections``, of inserted sections.
    public let insertedSections: [Int]

    /// Indices, in ``originalSections``, of deleted sections.
    public let deletedSections: [Int]

    /// Moved sections: sources are indices in ``originalSections``, destinations indices in ``finalSections``.
    public let movedSections: [(from: Int, to: Int)]

    /// Indices, in ``originalSections``, of sections to reload.
    public let updatedSections: [Int]

    /// Positions, in ``finalSections``, of inserted items.
    public let insertedItems: [ItemPath]

    /// Positions, in ``originalSections``, of deleted items.
    public let deletedItems: [ItemPath]

    /// Moved items: sources are positions in ``originalSections``, destinations positions in ``finalSections``.
    public let movedItems: [(from: ItemPath, to: ItemPath)]

    /// Positions, in ``originalSections``, of items to reload because their content changed.
    public let updatedItems: [ItemPath]

    /// Creates a changeset.
    ///
    /// - Parameters:
    ///   - reloadData: Whether the view should reload all data.
    ///   - originalSections: The sections before the changeset is applied.
    ///   - finalSections: The sections after the changeset is applied.
    ///   - insertedSections: Indices, in `finalSections`, of inserted sections.
    ///   - deletedSections: Indices, in `originalSections`, of deleted sections.
    ///   - movedSections: Moved sections, from indices in `originalSections` to indices in `finalSections`.
    ///   - updatedSections: Indices, in `originalSections`, of sections to reload.
    ///   - insertedItems: Positions, in `finalSections`, of inserted items.
    ///   - deletedItems: Positions, in `originalSections`, of deleted items.
    ///   - movedItems: Moved items, from positions in `originalSections` to positions in `finalSections`.
    ///   - updatedItems: Positions, in `originalSections`, of items to reload.
    public init(
        reloadData: Bool = false,
        originalSections: [Section] = [],
        finalSections: [Section] = [],
        insertedSections: [Int] = [],
        deletedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        insertedItems: [ItemPath] = [],
        deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.reloadData = reloadData
        self.originalSections = originalSections
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// A changeset that loads `sections` from scratch, with ``reloadData`` set to `true`.
    ///
    /// Use it for the first snapshot shown by a view, before any animated update.
    ///
    /// - Parameter sections: The sections to display.
    /// - Returns: A changeset whose ``finalSections`` are `sections` and that asks for a full reload.
    public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
        Changeset(reloadData: true, finalSections: sections, insertedSections: Array(sections.indices))
    }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: CustomDebugStringConvertible {
    /// A multi-line summary of the changes, omitting the section contents.
    public var debugDescription: String {
        func list<T>(_ values: [T], _ format: (T) -> String) -> String {
            "[" + values.map(format).joined(separator: ", ") + "]"
        }
        var lines = [String]()
        lines.append("reloadData: \(reloadData)")
        lines.append("sections: \(originalSections.count) -> \(finalSections.count)")
        lines.append("insertedSections: \(insertedSections)")
        lines.append("deletedSections: \(deletedSections)")
        lines.append("movedSections: " + list(movedSections) { "\($0.from) -> \($0.to)" })
        lines.append("updatedSections: \(updatedSections)")
        lines.append("insertedItems: " + list(insertedItems) { $0.debugDescription })
        lines.append("deletedItems: " + list(deletedItems) { $0.debugDescription })
        lines.append("movedItems: " + list(movedItems) { "\($0.from.debugDescription) -> \($0.to.debugDescription)" })
        lines.append("updatedItems: " + list(updatedItems) { $0.debugDescription })
        return "Changeset(\n    " + lines.joined(separator: "\n    ") + "\n)"
    }
}
