// SendableRx — scheduling on a DispatchQueue, shared by the dispatch-based schedulers.

import Dispatch
import Foundation

/// Immediate, relative and periodic scheduling on one `DispatchQueue`, with a timer leeway.
///
/// The schedulers built on it run every action on `queue`. Actions are ordinary (non-`Sendable`) closures, as
/// in RxSwift; each is carried to the queue in an ``UncheckedBox`` and run there exactly once (or, for
/// periodic work, by one timer whose handler dispatch never runs concurrently with itself).
struct DispatchQueueConfiguration: Sendable {
    /// The queue that runs the actions.
    let queue: DispatchQueue
    /// The leeway of relative and periodic timers.
    let leeway: DispatchTimeInterval

    /// Runs `action(state)` asynchronously on the queue unless the returned disposable is disposed first.
    func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let cancel = SingleAssignmentDisposable()
        // UncheckedBox: the state and action are handed over to the queue, which reads them exactly once, in the
        // block below; the caller never touches them again, and the Rx contract serializes a subscription's actions.
        let work = UncheckedBox((state: state, action: action))
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.action(work.value.state))
        }
        return cancel
    }

    /// Runs `action(state)` on the queue after `dueTime`; disposing first cancels the timer.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime {
            return Disposables.create()
        }
        let deadline = DispatchTime.now() + dueTime
        let result = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        // UncheckedBox: a dispatch source is a thread-safe object; the only call made through this box is
        // `cancel()`, which libdispatch allows from any thread.
        let timerBox = UncheckedBox(timer)
        let cancelTimer = Disposables.create { timerBox.value.cancel() }
        // UncheckedBox: the one-shot timer's handler is the only reader of the state and action; it runs at most
        // once, on the queue, and cancels the timer right after, so the action runs exactly once or never.
        let work = UncheckedBox((state: state, action: action))
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            // One-shot: cancel the timer (releasing this handler once it returns) before running the action.
            cancelTimer.dispose()
            // If `result` was disposed meanwhile, `insert` disposes the action's disposable at once.
            _ = result.insert(work.value.action(work.value.state))
        }
        timer.resume()
        // If `result` was disposed meanwhile, `insert` cancels the timer at once.
        _ = result.insert(cancelTimer)
        return result
    }

    /// Runs `action` on the queue first after `startAfter`, then every `period`, threading the state through;
    /// disposing cancels the timer.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        precondition(!period.isNegative, "schedulePeriodic: the period must not be negative (got \(period))")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: period, leeway: leeway)
        // UncheckedBox: a dispatch source is a thread-safe object; the only call made through this box is
        // `cancel()`, which libdispatch allows from any thread.
        let timerBox = UncheckedBox(timer)
        let cancelTimer = Disposables.create { timerBox.value.cancel() }
        // The handler owns the running state. Dispatch never runs a source's event handler concurrently with
        // itself, so the state and the (non-Sendable) action are used by one thread at a time, in tick order.
        var current = state
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            current = action(current)
        }
        timer.resume()
        return cancelTimer
    }
}
