// SendableRx — the per-thread trampoline.

import Synchronization

/// Schedules actions on the current thread, queueing them behind the action that is already running there.
///
/// The first action scheduled on a thread runs at once; while it runs, further actions are queued and run
/// in order after it returns. This "trampoline" turns recursion into iteration: a subscription chain or a
/// recursive schedule of any depth runs in constant stack space. Every producer subscription runs inside
/// such a loop, which is why `subscribe` on a thread with no loop running returns only after synchronous
/// emissions have finished.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether scheduling on this thread would run the action at once (no trampoline loop is running on the
    /// current thread).
    public static var isScheduleRequired: Bool {
        !(TrampolineState.existing?.isRunning ?? false)
    }

    /// Runs the action at once if no trampoline loop runs on this thread, otherwise queues it.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action.
    /// - Returns: The action's disposable when it ran at once; otherwise a disposable that removes it from
    ///   the queue.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            let item = CurrentThreadScheduledItem { action(state) }
            trampoline.queue.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        defer {
            trampoline.isRunning = false
            trampoline.queue.removeAll()
        }
        let disposable = action(state)
        while let next = trampoline.queue.dequeue() {
            if !next.isDisposed {
                next.invoke()
            }
        }
        return disposable
    }
}

/// An action queued on a thread's trampoline.
// @unchecked Sendable: the action is invoked only by the trampoline loop of the thread that queued it; dispose()
// from another thread only marks the item and releases the action's result through SingleAssignmentDisposable.
final class CurrentThreadScheduledItem: Cancelable, @unchecked Sendable {
    private var action: (() -> any Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> any Disposable) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func invoke() {
        guard let action else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    var isDisposed: Bool {
        disposable.isDisposed
    }

    func dispose() {
        disposable.dispose()
    }
}
