// SendableRx tests — shared helpers for the disposable, scheduler and producer tests.

import Foundation
import SendableRx
import Synchronization

/// A disposable that counts how often `dispose()` is called (it does not guard against repeats, so a
/// count above 1 reveals a double disposal by its owner).
final class CountingDisposable: Disposable {
    private let counter = Atomic<Int>(0)

    /// The number of `dispose()` calls so far.
    var disposeCount: Int { counter.load(ordering: .acquiring) }

    func dispose() {
        counter.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }
}

/// A thread-safe counter.
final class AtomicCounter: Sendable {
    private let counter = Atomic<Int>(0)

    var value: Int { counter.load(ordering: .acquiring) }

    @discardableResult
    func increment() -> Int {
        counter.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    }
}

/// A thread-safe, append-only log of values.
final class EventLog<Value: Sendable>: Sendable {
    private let entries = RxMutex<[Value]>([])

    var values: [Value] { entries.withLock { $0 } }

    func append(_ value: Value) {
        entries.withLock { $0.append(value) }
    }
}

/// A slot written once by one thread and read by another.
final class SendableSlot<Value: Sendable>: Sendable {
    private let storage = RxMutex<Value?>(nil)

    var value: Value? { storage.withLock { $0 } }

    func set(_ value: Value) {
        storage.withLock { $0 = value }
    }
}

/// Hands a non-`Sendable` value (an `AnyObserver`) to exactly one other thread.
// @unchecked Sendable: each test that uses it moves the wrapped value to one other thread and never touches it
// again on the sending side, so the value is never used from two threads at once.
struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Runs `body` on a new thread with a default-size stack and waits for it to finish.
func runOnNewThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    done.wait()
}
