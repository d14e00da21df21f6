// SendableRx — an action handed to a dispatch or operation queue, which is also the disposable that cancels it.

import Synchronization

// @unchecked Sendable: `work` is written in `init` and taken only by `run()`, which its queue calls once; `result`
// is written by `run()` before it publishes the `ran` bit (release) and then taken only by the one call that sees
// both the `ran` and `disposed` bits first (acquire) — the protocol of SingleAssignmentDisposable.
/// One action scheduled on a queue, bound to its state, and the disposable its scheduler returns: disposing it
/// before the queue runs it skips the action; disposing it afterwards disposes what the action returned.
///
/// The obvious construction takes a `SingleAssignmentDisposable`, a closure binding the action to its state and a
/// closure capturing both for the queue; here the block handed to the queue captures only this object. The class
/// is not generic: the schedulers create it in unspecialised generic code, where every value whose type is built
/// from the state's type (an optional state, a generic class) costs a run-time metadata lookup — four of them per
/// action, about 1,700 instructions, when it held the state and the action in optional fields of its own. The
/// action bound to its state is one closure context instead, an allocation of about a tenth of that.
final class QueuedAction: Cancelable, @unchecked Sendable {
    private static var ranBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let flags = Atomic<Int>(0)
    private var work: (() -> any Disposable)?
    private var result: (any Disposable)?

    init<State>(_ input: State, _ action: @escaping (State) -> any Disposable) {
        self.work = { action(input) }
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        flags.load(ordering: .acquiring) & QueuedAction.disposedBit != 0
    }

    /// Runs the action unless the disposable was disposed first. The queue calls it once; the action and its
    /// state are released either way.
    func run() {
        guard let work = work.take(), !isDisposed else { return }
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
