// SendableRxCocoa tests — the base class that checks for leaks, and helpers that turn the main run loop.

import Foundation
import SendableRx
import XCTest

/// An `XCTestCase` that records `Resources.total` before each test and fails if it is not back to that value
/// afterwards. While it waits, it turns the main run loop, so that work dispatched to the main queue (deliveries
/// of `MainScheduler`, `onDisposed` handlers hopping to the main actor) can finish and release what it holds.
///
/// XCTest runs test methods one at a time on the main thread, so the process-wide counter is not disturbed by
/// other tests.
class RxTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        let deadline = Date().addingTimeInterval(3)
        while Resources.total != startResourceCount && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(
            Resources.total, startResourceCount,
            "Resources.total is not back to its start value: something leaked"
        )
        super.tearDown()
    }
}

/// Turns the main run loop until `condition` holds or `timeout` seconds have passed; returns whether it holds.
/// Must be called on the main thread.
@discardableResult
func runMainLoop(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    }
    return true
}

/// Turns the main run loop for `seconds`, running whatever the main queue holds.
func drainMainQueue(for seconds: TimeInterval = 0.05) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

/// A plain error for failing sources.
struct TestError: Error, Equatable, CustomStringConvertible {
    let tag: String
    init(_ tag: String = "test") { self.tag = tag }
    var description: String { "TestError(\(tag))" }
}

/// A class instance for the `with:` forms, which hold their object weakly.
final class Owner {
    let name: String
    init(_ name: String) { self.name = name }
}
