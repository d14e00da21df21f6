// SendableRxCocoa — `SectionedViewDataSourceType`: the model behind a sectioned list, by index path.

import Foundation

/// A data source of a sectioned list (a table or collection view) that gives access to its model.
///
/// Platform-neutral, as in RxCocoa: data sources such as RxDataSources' conform to it, so that code reading the
/// model at a selected index path ports unchanged.
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`.
    ///
    /// - Parameter indexPath: The section and item of the model.
    /// - Returns: The model.
    /// - Throws: When the data source has no model at `indexPath`, for example before any sections are bound.
    func model(at indexPath: IndexPath) throws -> Any
}
