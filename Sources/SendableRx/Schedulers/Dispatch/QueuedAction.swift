// SendableRx — the disposable of an action handed to a dispatch or operation queue, and the job that runs it.

import Synchronization

// @unchecked Sendable: `result` is written by `run(_:)` before it publishes the `ran` bit (release) and then taken
// only by the one call that sees both the `ran` and `disposed` bits first (acquire) — the protocol of
// SingleAssignmentDisposable; the queue calls `run(_:)` once.
/// The disposable of one action scheduled on a queue: disposing it before the queue runs the action skips the
/// action; disposing it afterwards disposes what the action returned.
///
/// The obvious construction takes a `SingleAssignmentDisposable`, a closure binding the action to its state and a
/// closure capturing both for the queue. Here the job handed to the queue (``job(_:_:)``) is one closure context
/// holding the state, the action and this object, so a scheduled action costs two allocations. The class is not
/// generic: the schedulers create it in unspecialised generic code, where every value whose type is built from the
/// state's type (an optional state, a generic class, a tuple) costs a run-time metadata lookup — four of them per
/// action, about 1,700 instructions, when it held the state and the action in optional fields of its own. A closure
/// context capturing the state needs only the state's own metadata, which the caller has.
final class QueuedAction: Cancelable, @unchecked Sendable {
    private static var ranBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let flags = Atomic<Int>(0)
    /// Not checked for exclusive access at run time: `run(_:)` and `dispose()` reach it only as described above.
    @exclusivity(unchecked) private var result: (any Disposable)?

    init() {
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// A new queued action for `action(state)` and the job that runs it through ``run(_:)``; the queue runs the
    /// job once and releases it, and with it the state and the action.
    static func job<State>(
        _ state: State,
        _ action: @escaping (State) -> any Disposable
    ) -> (queued: QueuedAction, job: @Sendable () -> Void) {
        let queued = QueuedAction()
        // nonisolated(unsafe): the state moves into the job, which the queue runs once, on one thread; nothing
        // else uses it.
        nonisolated(unsafe) let state = state
        // nonisolated(unsafe): the action moves into the job the same way, and only the job calls it.
        nonisolated(unsafe) let action = action
        return (queued, { queued.run { action(state) } })
    }

    var isDisposed: Bool {
        flags.load(ordering: .acquiring) & QueuedAction.disposedBit != 0
    }

    /// Runs `work` unless the disposable was disposed first. The queue calls it once.
    func run(_ work: () -> any Disposable) {
        guard !isDisposed else { return }
        result = work()
        let previous = flags.bitwiseOr(QueuedAction.ranBit, ordering: .acquiringAndReleasing).oldValue
        if previous & QueuedAction.disposedBit != 0 {
            result.take()?.dispose()
        }
    }

    func dispose() {
        let previous = flags.bitwiseOr(QueuedAction.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & QueuedAction.disposedBit == 0 && previous & QueuedAction.ranBit != 0 {
            result.take()?.dispose()
        }
    }
}
