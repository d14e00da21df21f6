// SendableRxCocoa tests — SectionedViewDataSourceType: a conforming data source, read by index path.

import Foundation
import SendableRxCocoa
import XCTest

/// A data source of two sections of strings, as a list view would hold.
private struct FruitDataSource: SectionedViewDataSourceType {
    let sections: [[String]]

    func model(at indexPath: IndexPath) throws -> Any {
        // Section and item as the two indexes (UIKit's `section`/`item` accessors are not on every platform).
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            sections[indexPath[0]].indices.contains(indexPath[1])
        else { throw TestError("no model at \(indexPath)") }
        return sections[indexPath[0]][indexPath[1]]
    }
}

final class SectionedViewDataSourceTypeTests: RxTestCase {
    func testModelAtAnIndexPath() throws {
        let dataSource: any SectionedViewDataSourceType = FruitDataSource(sections: [["apple", "pear"], ["fig"]])
        XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [0, 1])) as? String, "pear")
        XCTAssertEqual(try dataSource.model(at: IndexPath(indexes: [1, 0])) as? String, "fig")
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(indexes: [1, 3])))
    }
}
