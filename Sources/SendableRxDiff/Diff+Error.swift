// SendableRx — SendableRxDiff

extension Diff {
    /// The reasons why two snapshots cannot be diffed.
    ///
    /// The payloads carry the offending values so that they can be inspected or logged. They are typed `Any`, as in
    /// RxDataSources; cast them to your section or item type.
    public enum Error: Swift.Error, CustomDebugStringConvertible {
        /// Two items with the same identity appear in one snapshot (in the same section or in different sections).
        ///
        /// - Parameter item: One of the items whose identity is duplicated.
        case duplicateItem(item: Any)

        /// Two sections with the same identity appear in one snapshot.
        ///
        /// - Parameter section: One of the sections whose identity is duplicated.
        case duplicateSection(section: Any)

        /// A section type's `init(original:items:)` did not keep the identity of `original` or did not use exactly
        /// the items it was given.
        ///
        /// - Parameters:
        ///   - section: The section that was passed as `original`.
        ///   - neededTypeOfItem: The item type of the section type.
        case invalidInitializationOfSectionModel(section: Any, neededTypeOfItem: Any.Type)

        /// A description of the error that includes the offending value.
        public var debugDescription: String {
            switch self {
            case let .duplicateItem(item):
                return "Duplicate item \(item)"
            case let .duplicateSection(section):
                return "Duplicate section \(section)"
            case let .invalidInitializationOfSectionModel(section, neededTypeOfItem):
                return "init(original:items:) of \(type(of: section)) must keep the identity of the original "
                    + "section and exactly the given items of type \(neededTypeOfItem); section: \(section)"
            }
        }
    }
}

// Invariant for `@unchecked Sendable`: payloads are copies of the caller's values taken when the error is thrown, never
// mutated by this module and meant for diagnostics only; payloads of reference types with unsynchronized mutable state
// are the caller's responsibility (the `Any` payloads are required for source compatibility with RxDataSources).
extension Diff.Error: @unchecked Sendable {}
