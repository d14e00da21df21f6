// SendableRx — an action handed to a dispatch or operation queue, which is also the disposable that cancels it.

import Synchronization

// @unchecked Sendable: `input` and `action` are written in `init` and taken only by `run()`, which its queue calls
// once; `result` is written by `run()` before it publishes the `ran` bit (release) and then taken only by the one
// call that sees both the `ran` and `disposed` bits first (acquire) — the protocol of SingleAssignmentDisposable.
/// One action scheduled on a queue, with its state, and the disposable its scheduler returns: disposing it before
/// the queue runs it skips the action; disposing it afterwards disposes what the action returned.
///
/// One object where the obvious construction takes three (a `SingleAssignmentDisposable`, a closure binding the
/// action to its state, and a closure capturing both for the queue): the block handed to the queue captures only
/// this object, so it needs no context of its own. Every allocation counts twice here, because the queue's thread
/// frees what the scheduling thread allocated. Holding the state and the action in separate fields (not as a pair)
/// keeps the layout free of run-time tuple metadata in the unspecialised generic code that creates it.
final class QueuedAction<State>: Cancelable, @unchecked Sendable {
    private static var ranBit: Int { 1 }
    private static var disposedBit: Int { 2 }

    private let flags = Atomic<Int>(0)
    private var input: State?
    private var action: ((State) -> any Disposable)?
    private var result: (any Disposable)?

    init(_ input: State, _ action: @escaping (State) -> any Disposable) {
        self.input = input
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        flags.load(ordering: .acquiring) & QueuedAction.disposedBit != 0
    }

    /// Runs the action unless the disposable was disposed first. The queue calls it once; the state and the
    /// action are released either way.
    func run() {
        guard let action = action.take(), let input = input.take(), !isDisposed else { return }
        result = action(input)
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
