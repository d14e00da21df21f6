// SendableRx tests — helpers shared by the higher-order, combining, error-handling, sharing and using tests.

import Dispatch
import Foundation
import SendableRx
import SendableRxTest
import Synchronization
import XCTest

/// An `Equatable` error for the operators-II marble tests.
enum OpsError: Error, Equatable {
    case first
    case second
}

/// Watches one downstream observer fed from several threads: counts events, detects overlapping `on` calls and
/// events after a terminal event.
final class EventGrammarProbe<Element>: Sendable {
    let inFlight = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let afterTerminal = Atomic<Int>(0)
    let nexts = Atomic<Int>(0)
    let completions = Atomic<Int>(0)
    let errors = Atomic<Int>(0)
    private let terminated = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    func on(_ event: Event<Element>) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlaps.add(1, ordering: .relaxed)
        }
        if terminated.load(ordering: .sequentiallyConsistent) {
            afterTerminal.add(1, ordering: .relaxed)
        }
        switch event {
        case .next:
            nexts.add(1, ordering: .relaxed)
            // Widen the window in which an overlapping call would be seen.
            if nexts.load(ordering: .relaxed) % 64 == 0 { sched_yield() }
        case .error:
            errors.add(1, ordering: .relaxed)
            terminated.store(true, ordering: .sequentiallyConsistent)
        case .completed:
            completions.add(1, ordering: .relaxed)
            terminated.store(true, ordering: .sequentiallyConsistent)
        }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
        if event.isStopEvent { done.signal() }
    }

    var observer: AnyObserver<Element> {
        AnyObserver(eventHandler: { self.on($0) })
    }

    /// Waits for the terminal event; false on timeout.
    func waitForTerminal(seconds: Double = 20) -> Bool {
        done.wait(timeout: .now() + seconds) == .success
    }

    func assertClean(nexts expected: Int?, completions: Int = 1, errors: Int = 0,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "overlapping observer calls", file: file, line: line)
        XCTAssertEqual(afterTerminal.load(ordering: .relaxed), 0, "events after terminal", file: file, line: line)
        if let expected {
            XCTAssertEqual(nexts.load(ordering: .relaxed), expected, "element count", file: file, line: line)
        }
        XCTAssertEqual(self.completions.load(ordering: .relaxed), completions, "completions", file: file, line: line)
        XCTAssertEqual(self.errors.load(ordering: .relaxed), errors, "errors", file: file, line: line)
    }
}

/// A resource for `using` tests that records, in virtual time, when it was created and disposed.
final class OpsVirtualResource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: used only on the thread that drives the TestScheduler.
    let scheduler: TestScheduler
    let createdAt: Int
    private(set) var disposedAt: [Int] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.createdAt = scheduler.clock
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}

/// Starts `count` threads that run `body(index)` at (nearly) the same moment, and waits for all of them.
/// Returns false (after failing the test) if they do not all finish within `seconds`.
@discardableResult
func opsRunConcurrently(_ count: Int, seconds: Double = 20, _ name: String = "concurrent work",
                     file: StaticString = #filePath, line: UInt = #line,
                     _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    for index in 0..<count {
        Thread.detachNewThread {
            ready.signal()
            go.wait()
            body(index)
            finished.signal()
        }
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    for _ in 0..<count {
        if finished.wait(timeout: .now() + seconds) != .success {
            XCTFail("\(name): deadlock suspected (threads did not finish within \(seconds)s)", file: file, line: line)
            return false
        }
    }
    return true
}

/// A shareable atomic counter (an `Atomic` wrapped in a class so that escaping closures can capture it).
final class OpsCounter: Sendable {
    let atomic: Atomic<Int>
    init(_ value: Int = 0) { atomic = Atomic(value) }
    var value: Int { atomic.load(ordering: .sequentiallyConsistent) }
    @discardableResult
    func increment() -> Int { atomic.add(1, ordering: .sequentiallyConsistent).newValue }
}
