// SendableRx — a scheduler whose actions run isolated to an actor.

import Foundation
import Synchronization

/// A scheduler that runs its actions isolated to an actor — any `Actor`, or the main actor through
/// ``main`` — one at a time, in the order they were scheduled.
///
/// Use it like any scheduler, with `observe(on:)` and `subscribe(on:)`; inside its actions
/// `actor.assertIsolated()` holds. Relative scheduling sleeps on a Swift `Clock` (the continuous clock unless
/// another is given); periodic scheduling is emulated with relative scheduling. Disposing an action before it
/// runs cancels it.
///
/// ```swift
/// actor Store { var items: [Item] = [] }
/// let store = Store()
/// updates.observe(on: ActorScheduler(store)).subscribe(onNext: { … })
/// ```
public final class ActorScheduler: SchedulerType {
    /// The scheduler of the main actor.
    public static let main = ActorScheduler(MainActor.shared)

    private let actor: any Actor
    private let sleep: @Sendable (Duration) async throws -> Void
    private let queue = RxMutex(ActionQueue())

    /// Creates a scheduler for `actor`, sleeping on the continuous clock.
    ///
    /// - Parameter actor: The actor the actions run on.
    public convenience init(_ actor: any Actor) {
        self.init(actor, clock: ContinuousClock())
    }

    /// Creates a scheduler for `actor`, sleeping on `clock` for relative scheduling.
    ///
    /// - Parameters:
    ///   - actor: The actor the actions run on.
    ///   - clock: The clock relative delays are measured on.
    public init<C: Clock>(_ actor: any Actor, clock: C) where C.Duration == Duration {
        self.actor = actor
        self.sleep = { duration in try await clock.sleep(for: duration) }
    }

    /// The current time.
    public var now: RxTime {
        Date()
    }

    /// Runs the action on the actor after the actions already scheduled.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let item = ActorScheduledItem { action(state) }
        enqueue(item)
        return item
    }

    /// Runs the action on the actor after `dueTime`, then after the actions already scheduled.
    ///
    /// A zero or negative `dueTime` runs the action as ``schedule(_:action:)`` does. A `dueTime` of `.never`, or of
    /// 2^62 nanoseconds (about 146 years) or more — `.seconds(Int.max)`, `.milliseconds(Int.max)`, a common "never"
    /// in RxSwift code — never comes: the action is released at once without sleeping on the clock (whose
    /// `Duration` arithmetic would overflow for such spans).
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard let nanoseconds = dueTime.realTimeWait else {
            return Disposables.create()
        }
        if nanoseconds <= 0 {
            return schedule(state, action: action)
        }
        let item = ActorScheduledItem { action(state) }
        let sleep = self.sleep
        let task = Task {
            do {
                try await sleep(.nanoseconds(nanoseconds))
            } catch {
                return
            }
            self.enqueue(item)
        }
        return Disposables.create(item, Disposables.create { task.cancel() })
    }

    private func enqueue(_ item: ActorScheduledItem) {
        let startDrain = queue.withLock { queue -> Bool in
            queue.items.enqueue(item)
            if queue.draining { return false }
            queue.draining = true
            return true
        }
        if startDrain {
            let actor = self.actor
            Task {
                await ActorScheduler.drain(on: actor, self)
            }
        }
    }

    private static func drain(on actor: isolated any Actor, _ scheduler: ActorScheduler) {
        while let item = scheduler.queue.withLock({ queue -> ActorScheduledItem? in
            if let item = queue.items.dequeue() { return item }
            queue.draining = false
            return nil
        }) {
            item.invoke()
        }
    }
}

private struct ActionQueue {
    var items = Queue<ActorScheduledItem>(capacity: 8)
    var draining = false
}

/// An action scheduled on an ``ActorScheduler``.
// @unchecked Sendable: the action runs once, on the scheduler's actor, by the single drain loop; dispose() from any
// thread only flips the SingleAssignmentDisposable.
final class ActorScheduledItem: Cancelable, @unchecked Sendable {
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
        guard let action, !disposable.isDisposed else {
            self.action = nil
            return
        }
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
