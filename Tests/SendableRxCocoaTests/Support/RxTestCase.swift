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

/// A counter that may be incremented from any thread.
final class LockedCounter: Sendable {
    private let count = RxMutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

/// A flag written on one thread and read on another.
final class LockedFlag: Sendable {
    private let flag = RxMutex(false)
    var value: Bool { flag.withLock { $0 } }
    func set(_ newValue: Bool) { flag.withLock { $0 = newValue } }
}

/// A thread-safe list of values.
final class LockedList<Value: Sendable>: Sendable {
    private let entries = RxMutex<[Value]>([])
    var values: [Value] { entries.withLock { $0 } }
    func append(_ value: Value) { entries.withLock { $0.append(value) } }
}

/// A disposable carried between threads in a test.
struct UncheckedDisposable: Sendable {
    let disposable: any Disposable
    init(_ disposable: any Disposable) { self.disposable = disposable }
}

/// Hands a non-`Sendable` value (a signal, an observer) to exactly one other thread.
// @unchecked Sendable: each test that uses it moves the value to one other thread and does not touch it meanwhile.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A value behind a lock, updated from any thread.
final class RxMutexBox<Value: Sendable>: Sendable {
    private let storage: RxMutex<Value>
    init(_ value: Value) { storage = RxMutex(value) }
    var value: Value { storage.withLock { $0 } }
    @discardableResult
    func update<Result: Sendable>(_ body: (inout Value) -> Result) -> Result { storage.withLock { body(&$0) } }
}
