// SendableRx — a plain mutual-exclusion lock for operator state that lives in class properties.

import Synchronization

/// A non-recursive lock around state kept in the owner's stored properties.
///
/// Built on `RxMutex<Void>`; the owner's state is guarded by convention (touched only inside `withLock`), which
/// lets operators keep non-`Sendable` elements in their state without region-isolation transfers. Never call
/// out (observers, user closures, foreign `dispose()`) inside `withLock`.
@usableFromInline
struct Lock: ~Copyable, Sendable {
    @usableFromInline let mutex = RxMutex<Void>(())

    @inlinable
    init() {}

    /// Runs `body` while holding the lock and returns its result.
    @inlinable
    borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        mutex.withLock { _ in
            body()
        }
    }
}
