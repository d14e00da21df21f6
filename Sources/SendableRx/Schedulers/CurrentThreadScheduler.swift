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
        return trampoline.runLoop { action(state) }
    }

    /// Runs `body` at once inside a trampoline loop when none is running on this thread (running the loop until
    /// the queue is empty), otherwise runs it directly: the entry point of every producer subscription.
    @usableFromInline
    static func trampolined(_ body: () -> any Disposable) -> any Disposable {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            return body()
        }
        return trampoline.runLoop(body)
    }

    /// Queues a repeating step at the back of this thread's trampoline queue, running the loop at once if none is
    /// running. The step runs once per turn until it returns `false`; each turn it is queued again behind what
    /// was queued while it ran, as a recursive schedule would queue its next action.
    @usableFromInline
    static func enqueueSteps(_ steps: TrampolineSteps) {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            trampoline.queue.enqueue(steps)
            return
        }
        _ = trampoline.runLoop {
            if steps.run() {
                trampoline.queue.enqueue(steps)
            }
            return Disposables.create()
        }
    }
}

/// An entry of a thread's trampoline queue.
protocol TrampolineEntry: AnyObject {
    /// Runs the entry unless it was disposed; returns whether to queue it again at the back.
    func run() -> Bool
}

extension TrampolineState {
    /// Marks the trampoline running, runs `first`, then every queued entry in order, and marks it idle again.
    func runLoop(_ first: () -> any Disposable) -> any Disposable {
        isRunning = true
        defer {
            isRunning = false
            queue.removeAll()
        }
        let disposable = first()
        while let next = queue.dequeue() {
            if next.run() {
                queue.enqueue(next)
            }
        }
        return disposable
    }
}

/// An action queued on a thread's trampoline by ``CurrentThreadScheduler/schedule(_:action:)``.
// @unchecked Sendable: the action is invoked only by the trampoline loop of the thread that queued it; `result` is
// written once before the `set` bit is published and then touched only by the one call that sees both the `set` and
// `disposed` bits first, as in SinkDisposer.
final class CurrentThreadScheduledItem: TrampolineEntry, Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private var action: (() -> any Disposable)?
    @exclusivity(unchecked) private var result: (any Disposable)?
    private let state = Atomic<Int>(0)

    init(_ action: @escaping () -> any Disposable) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func run() -> Bool {
        guard !isDisposed, let action = action.take() else { return false }
        result = action()
        let previous = state.bitwiseOr(SinkDisposer.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedBit != 0 {
            result.take()?.dispose()
        }
        return false
    }

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & SinkDisposer.disposedBit != 0
    }

    func dispose() {
        let previous = state.bitwiseOr(SinkDisposer.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedBit == 0 && previous & SinkDisposer.setBit != 0 {
            result.take()?.dispose()
        }
    }
}

/// A step that a sink runs once per trampoline turn — one element of `of`, `range`, `generate`, … — queued again
/// after each turn while it returns `true`. One object serves the whole sequence, so the steps allocate nothing.
@usableFromInline
// @unchecked Sendable: never shared; created, queued and run on one thread's trampoline.
final class TrampolineSteps: TrampolineEntry, @unchecked Sendable {
    @usableFromInline let step: () -> Bool

    /// Creates the steps; `step` emits one event and returns whether there is more to do.
    @usableFromInline
    init(_ step: @escaping () -> Bool) {
        self.step = step
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func run() -> Bool {
        step()
    }
}
