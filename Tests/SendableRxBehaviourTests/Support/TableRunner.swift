// SendableRx tests — drives the table: each entry on its own thread (deadlock watchdog) with a leak check.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

/// A value shared between the thread of a check and the test's thread.
final class SharedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    var value: Value { storage.withLock { $0 } }

    func set(_ value: Value) { storage.withLock { $0 = value } }

    func mutate(_ body: (inout Value) -> Void) { storage.withLock { body(&$0) } }
}

/// Runs `body` on a fresh thread and waits at most `seconds` for it. A check that hangs (a deadlock in an
/// operator) is reported as a problem instead of hanging the suite; its thread is abandoned.
func runWatched(seconds: Double = 20, _ body: @escaping @Sendable () -> [String]) -> [String] {
    let result = SharedValue<[String]?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.set(body())
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else {
        return ["did not finish within \(seconds) s: deadlock or endless loop suspected"]
    }
    return result.value ?? []
}

/// Runs `body` and reports a problem if `Resources.total` is not back to its value from before, waiting up to
/// `settle` seconds for objects released on other threads.
func leakChecked(settle: Double = 0, _ body: () -> [String]) -> [String] {
    let before = Resources.total
    var problems = body()
    let deadline = Date().addingTimeInterval(settle)
    while Resources.total != before && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.002)
    }
    let after = Resources.total
    if after != before {
        problems.append("leak: Resources.total went from \(before) to \(after)")
    }
    return problems
}

extension XCTestCase {
    /// Runs `check` for every entry in `entries` (each on a watched thread, with a leak check around it) and
    /// fails the test once per problem, naming the entry. Also fails if `entries` is empty, so that a filter
    /// that selects nothing does not pass silently.
    func checkEntries(
        _ entries: [Entry],
        _ property: String,
        settle: Double = 0,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ check: @escaping @Sendable (Entry) -> [String]
    ) {
        XCTAssertFalse(entries.isEmpty, "no table entry is checked for \(property)", file: file, line: line)
        for entry in entries {
            let problems = runWatched { leakChecked(settle: settle) { check(entry) } }
            for problem in problems {
                XCTFail("\(entry.key) — \(property): \(problem)", file: file, line: line)
            }
        }
    }
}

/// The table entries of one role.
func entries(_ role: Role) -> [Entry] {
    operatorTable.filter { $0.role == role }
}

/// Starts `count` threads that run `body(index)` at the same moment (each spins until all are running) and
/// waits up to `seconds` for all of them; false if they did not all finish.
func runConcurrently(_ count: Int, seconds: Double = 20, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let running = SharedCounter()
    for index in 0..<count {
        Thread.detachNewThread {
            ready.signal()
            go.wait()
            running.increment()
            while running.value < count { sched_yield() }
            body(index)
            finished.signal()
        }
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { go.signal() }
    for _ in 0..<count where finished.wait(timeout: .now() + seconds) != .success {
        return false
    }
    return true
}

/// A counter shared between threads.
final class SharedCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
    func increment() { count.add(1, ordering: .sequentiallyConsistent) }
}

/// An observer for results delivered from several threads: counts events, and detects overlapping calls
/// (an atomic "inside" counter), events after a terminal event and events after dispose.
final class ConcurrentProbe: Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let nextCount = Atomic<Int>(0)
    private let terminalCount = Atomic<Int>(0)
    private let afterTerminalCount = Atomic<Int>(0)
    private let terminated = Atomic<Bool>(false)
    private let lastTerminal = Mutex<String?>(nil)

    func on(_ event: Event<String>) {
        if inside.add(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
        if terminated.load(ordering: .sequentiallyConsistent) {
            afterTerminalCount.add(1, ordering: .relaxed)
        }
        switch event {
        case .next:
            // Stay inside a little longer (for the first elements only, to bound the run time), so that an
            // overlapping call from another thread is seen.
            if nextCount.add(1, ordering: .relaxed).newValue <= 600 {
                for _ in 0..<4096 where inside.load(ordering: .relaxed) > 1 { break }
            }
        case .error, .completed:
            terminalCount.add(1, ordering: .relaxed)
            terminated.store(true, ordering: .sequentiallyConsistent)
            lastTerminal.withLock { $0 = render(event) }
        }
        inside.subtract(1, ordering: .sequentiallyConsistent)
    }

    var observer: AnyObserver<String> {
        AnyObserver { self.on($0) }
    }

    var nexts: Int { nextCount.load(ordering: .relaxed) }
    var terminal: String? { lastTerminal.withLock { $0 } }
    var isTerminated: Bool { terminated.load(ordering: .sequentiallyConsistent) }

    /// Overlapping calls, several terminal events, events after the terminal event.
    var problems: [String] {
        var problems: [String] = []
        let overlaps = overlapCount.load(ordering: .relaxed)
        if overlaps > 0 { problems.append("\(overlaps) observer calls overlapped another call") }
        let terminals = terminalCount.load(ordering: .relaxed)
        if terminals > 1 { problems.append("\(terminals) terminal events") }
        let late = afterTerminalCount.load(ordering: .relaxed)
        if late > 0 { problems.append("\(late) events after the terminal event") }
        return problems
    }
}
