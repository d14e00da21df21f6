// SendableRx — the pending action of a drain that reschedules itself.

/// Holds the disposable of the one pending action of an operator that reschedules itself — a sequence emitting
/// element by element, `observe(on:)` draining its queue, `delay`, periodic emulation — so that disposing the
/// slot cancels it.
///
/// Such an operator has at most one action pending: the next one is scheduled only from the running one. The
/// scheduler may run an action before `schedule` returns, and that action may schedule the next one; so each
/// scheduling takes a ticket first (``begin()``), and ``keep(_:ticket:)`` stores the returned disposable only if
/// no later scheduling has started meanwhile (otherwise the action has already run and its disposable is
/// released). One object per subscription replaces the box, closure and group entry per step of a general
/// recursive schedule.
@usableFromInline
// @unchecked Sendable: `generation`, `current` and `disposed` are touched only under `lock`; the disposables are
// called outside it.
final class ScheduledActionSlot: Disposable, @unchecked Sendable {
    private let lock = Lock()
    @exclusivity(unchecked) private var generation: UInt64 = 0
    @exclusivity(unchecked) private var current: (any Disposable)?
    @exclusivity(unchecked) private var disposed = false

    @usableFromInline
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the slot has been disposed.
    @usableFromInline
    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Takes the ticket of a scheduling that is about to start.
    @usableFromInline
    func begin() -> UInt64 {
        lock.withLock {
            generation &+= 1
            return generation
        }
    }

    /// Stores what the scheduling with `ticket` returned: disposed at once if the slot is disposed, released if a
    /// later scheduling has begun (the action has run), otherwise kept in place of the previous (running) one.
    @usableFromInline
    func keep(_ disposable: any Disposable, ticket: UInt64) {
        let (keep, previous) = lock.withLock { () -> (Bool, (any Disposable)?) in
            if disposed { return (false, nil) }
            if generation != ticket { return (true, nil) }
            let previous = current.take()
            current = disposable
            return (true, previous)
        }
        // Released outside the lock: the previous action is the one running now, or one that has run.
        _ = previous
        if !keep {
            disposable.dispose()
        }
    }

    /// Cancels the pending action, and every action scheduled later.
    @usableFromInline
    func dispose() {
        let pending = lock.withLock { () -> (any Disposable)? in
            disposed = true
            return current.take()
        }
        pending?.dispose()
    }
}
