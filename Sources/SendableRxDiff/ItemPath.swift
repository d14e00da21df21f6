// SendableRx — SendableRxDiff

/// The position of an item in a sectioned list: a section index and an item index within that section.
///
/// It is the platform-independent counterpart of an `IndexPath` with a section and a row (or item).
public struct ItemPath: Hashable, Sendable, CustomDebugStringConvertible {
    /// The index of the section.
    public let sectionIndex: Int

    /// The index of the item within its section.
    public let itemIndex: Int

    /// Creates an item path.
    ///
    /// - Parameters:
    ///   - sectionIndex: The index of the section.
    ///   - itemIndex: The index of the item within its section.
    @inlinable
    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }

    /// A compact representation such as `(2, 5)`.
    public var debugDescription: String { "(\(sectionIndex), \(itemIndex))" }
}
