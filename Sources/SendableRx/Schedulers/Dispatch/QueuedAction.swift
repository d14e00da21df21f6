// SendableRx — an action handed to a dispatch or operation queue, which is also the disposable that cancels it.

import Synchronization

// @unchecked Sendable: `work` is written in `init` and taken only by `run()`, which its queue calls once; `result` is
// written by `run()` before it publishes the `ran` bit (release) and then taken only by the one call that sees both
// the `ran` and `disposed` bits first (acquire) — the protocol of SingleAssignmentDisposable.
/// One action scheduled on a queue, and the disposable its scheduler returns: disposing it before the queue runs it
/// skips the action; disposing it afterwards disposes what the action returned.
///
/// One object where the obvious construction takes three (a `SingleAssignmentDisposable`, a box for the action and
/// a closure capturing both): the block handed to the queue captures only this object, so it needs no context of
/// its own. Every allocation counts twice here, because the queue's thread frees what the scheduling thread
/// allocated.
final class QueuedAction: Cancelable, @unchecked Sendable {
    private static var ranBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let state = Atomic<Int>(0)
    private var work: (() -> any Disposable)?
    private var result: (any Disposable)?

    init(_ work: @escaping () -> any Disposable) {
        self.work = work
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & QueuedAction.disposedBit != 0
    }

    /// Runs the action unless the disposable was disposed first. The queue calls it once.
    func run() {
        guard let work = work.take(), !isDisposed else { return }
        result = work()
        let previous = state.bitwiseOr(QueuedAction.ranBit, ordering: .acquiringAndReleasing).oldValue
        if previous & QueuedAction.disposedBit != 0 {
            result.take()?.dispose()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(QueuedAction.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & QueuedAction.disposedBit == 0 && previous & QueuedAction.ranBit != 0 {
            result.take()?.dispose()
        }
    }
}
