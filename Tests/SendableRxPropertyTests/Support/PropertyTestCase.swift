// SendableRx tests — the leak-checking base class of the property tests.

import Foundation
import SendableRx
import XCTest

/// An `XCTestCase` that records `Resources.total` before each test and fails if it is not back to that
/// value afterwards (waiting briefly for objects released on other threads).
///
/// XCTest runs test methods one at a time, so the process-wide counter is not disturbed by other XCTest
/// methods. Swift Testing suites in this target run in parallel and never read the counter.
class PropertyTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(
            Resources.total, startResourceCount,
            "Resources.total is not back to its start value: something leaked"
        )
        super.tearDown()
    }
}
