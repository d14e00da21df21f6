// SendableRx — live-object accounting.

import Synchronization

/// The process-wide count of live SendableRx objects (sinks, subscriptions, scheduled items, disposables).
@usableFromInline
let resourceCount = Atomic<Int32>(0)

/// Live-object accounting, used by tests to prove that nothing leaks.
///
/// Every sink, subscription, scheduled item and library disposable increments ``total`` when it is
/// created and decrements it when it is released. A test records `Resources.total` before it runs and
/// checks that it is back to that value at the end.
///
/// The counter is process-wide: tests that run in parallel disturb each other's readings, so read it
/// from tests that run serially (XCTest runs its tests one at a time; in Swift Testing use
/// `.serialized` suites and do not mix them with parallel suites that subscribe).
public enum Resources {
    /// The number of live SendableRx objects.
    public static var total: Int32 {
        resourceCount.load(ordering: .relaxed)
    }

    /// Increments ``total`` and returns the new value. Custom resources may call it to take part in leak checks.
    @inlinable
    @discardableResult
    public static func incrementTotal() -> Int32 {
        resourceCount.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Decrements ``total`` and returns the new value.
    @inlinable
    @discardableResult
    public static func decrementTotal() -> Int32 {
        resourceCount.wrappingSubtract(1, ordering: .relaxed).newValue
    }
}
