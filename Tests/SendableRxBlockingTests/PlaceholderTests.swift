// SendableRxBlocking tests — replaced by the blocking work.
import XCTest

final class BlockingPlaceholderTests: XCTestCase {
    func testModuleLinks() {
        XCTAssertTrue(true)
    }
}
