// SendableRx tests — the leak-checking base class of the behaviour suite.

import Foundation
import SendableRx
import XCTest

/// An `XCTestCase` that records `Resources.total` before each test and fails if it is not back to that
/// value afterwards (waiting briefly for objects released on other threads).
///
/// XCTest runs test methods one at a time, so the process-wide counter is not disturbed by other tests.
/// The behaviour suite also checks the counter around every single table entry (see `leakChecked`), so
/// that a leak names the operator that caused it.
class RxTestCase: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != resourcesAtStart && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(
            Resources.total, resourcesAtStart,
            "Resources.total is not back to its start value: something leaked"
        )
        super.tearDown()
    }
}
