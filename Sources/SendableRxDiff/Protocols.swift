// SendableRx — SendableRxDiff

/// A section of a sectioned list: a value that owns an ordered array of items.
///
/// Conforming types describe one section of a table or collection view. The diffing algorithm builds intermediate
/// snapshots through ``init(original:items:)``, so that initializer must keep everything about `original` except its
/// items, which it must replace with exactly the items it is given.
public protocol SectionModelType {
    /// The type of the items in the section.
    associatedtype Item

    /// The items of the section, in display order.
    var items: [Item] { get }

    /// Creates a copy of a section with different items.
    ///
    /// - Parameters:
    ///   - original: The section whose non-item properties (header, identity, …) the new section keeps.
    ///   - items: The items of the new section, in display order. The new section's ``items`` must equal them.
    init(original: Self, items: [Item])
}

/// A value with a stable identity that survives changes to its content.
///
/// Two values with the same ``identity`` represent the same logical element (for example the same row of a list),
/// possibly with different content. The diffing algorithm matches elements of two snapshots by identity.
public protocol IdentifiableType {
    /// The type of the identity.
    associatedtype Identity: Hashable

    /// The identity of the value; unique within a snapshot.
    var identity: Identity { get }
}

/// A section that can be animated: it has an identity and its items are identifiable and comparable.
///
/// `Diff.differencesForSectionedView(initialSections:finalSections:)` requires this protocol. Items are matched by
/// identity; an item whose identity is unchanged but which is not `==` to its previous value is reported as updated.
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType & Equatable {}
