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
/// Counting is on in debug builds of the library (what `swift build` and `swift test` make) and in any build
/// with the package trait `TraceResources` (`swift build -c release --traits TraceResources`, or
/// `traits: ["TraceResources"]` on the package dependency). In other release builds the counter is compiled
/// out, as RxSwift compiles its `Resources` out without `TRACE_RESOURCES`: ``total`` then stays 0, so leak
/// checks pass without checking anything, and creating and releasing objects costs nothing extra — in
/// the creating benchmarks the counter's atomic add, and what it keeps the optimiser from removing, was 20–55 %
/// of the time.
///
/// The counter is process-wide: tests that run in parallel disturb each other's readings, so read it
/// from tests that run serially (XCTest runs its tests one at a time; in Swift Testing use
/// `.serialized` suites and do not mix them with parallel suites that subscribe).
public enum Resources {
    /// Whether this build of the library counts live objects (debug builds and the `TraceResources` trait).
    public static var isCounting: Bool {
        #if DEBUG || SENDABLERX_TRACE_RESOURCES
            true
        #else
            false
        #endif
    }

    /// The number of live SendableRx objects; always 0 when ``isCounting`` is false.
    public static var total: Int32 {
        resourceCount.load(ordering: .relaxed)
    }

    /// Increments ``total`` and returns the new value. Custom resources may call it to take part in leak checks.
    @inlinable
    @discardableResult
    public static func incrementTotal() -> Int32 {
        #if DEBUG || SENDABLERX_TRACE_RESOURCES
            resourceCount.wrappingAdd(1, ordering: .relaxed).newValue
        #else
            0
        #endif
    }

    /// Decrements ``total`` and returns the new value.
    @inlinable
    @discardableResult
    public static func decrementTotal() -> Int32 {
        #if DEBUG || SENDABLERX_TRACE_RESOURCES
            resourceCount.wrappingSubtract(1, ordering: .relaxed).newValue
        #else
            0
        #endif
    }
}
