// SendableRx — scheduling on a DispatchQueue, shared by the dispatch-based schedulers.

import Dispatch
import Foundation
import Synchronization

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
    /// The one-shot deadlines of ``scheduleRelative(_:dueTime:action:)``, served by one timer source.
    let timers: DispatchTimerQueue
    /// For a serial queue that only its scheduler submits to: the jobs waiting for it, run a batch per block.
    let drain: SerialQueueDrain?

    /// A configuration for `queue`; `serial` tells whether actions that fall due together may run one after the
    /// other in one block (a serial queue) or each need their own block (a concurrent queue); `ownsQueue`, for a
    /// serial queue, that nothing but the scheduler submits work to it, so that its jobs may share blocks.
    init(queue: DispatchQueue, leeway: DispatchTimeInterval, serial: Bool, ownsQueue: Bool = false) {
        self.queue = queue
        self.leeway = leeway.asTimerLeeway
        self.timers = DispatchTimerQueue(queue: queue, leeway: leeway, runsInline: serial)
        self.drain = serial && ownsQueue ? SerialQueueDrain(queue: queue) : nil
    }

    /// A serial queue that others submit to as well (no drain of its own), with an existing timer queue for it.
    init(sharedSerialQueue queue: DispatchQueue, timers: DispatchTimerQueue) {
        self.queue = queue
        self.leeway = .nanoseconds(0)
        self.timers = timers
        self.drain = nil
    }

    /// Runs `job` on the queue after everything submitted before it (on a concurrent queue: starts it after).
    func submit(_ job: @escaping @Sendable () -> Void) {
        if let drain {
            drain.submit(job)
        } else {
            queue.async(execute: job)
        }
    }

    /// Runs `action(state)` asynchronously on the queue unless the returned disposable is disposed first.
    func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let (queued, job) = QueuedAction.job(state, action)
        submit(job)
        return queued
    }

    /// Runs `action(state)` on the queue after `dueTime`; disposing first cancels it. A `dueTime` of `.never`, or
    /// too long for any program to reach (``DispatchTimeInterval/longestRealTimeWait``, about 146 years, or more:
    /// `.seconds(Int.max)`), releases the action at once: it never runs.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        guard let wait = dueTime.realTimeWait else {
            return Disposables.create()
        }
        // A deadline that has already come runs as soon as the queue allows, which is what `async` does without
        // creating, arming and cancelling a timer source (`delay` reschedules for "now" once per queued element).
        if wait <= 0 {
            return schedule(state, action: action)
        }
        return timers.schedule(afterNanoseconds: wait) { action(state) }
    }

    /// Runs `action` on the queue first after `startAfter`, then every `period`, threading the state through;
    /// disposing cancels the timer.
    ///
    /// A `startAfter` that is never reached (as in ``scheduleRelative(_:dueTime:action:)``) releases the action at
    /// once; a `period` that is never reached runs it once, after `startAfter`.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        precondition(!period.isNegative, "schedulePeriodic: the period must not be negative (got \(period))")
        guard startAfter.realTimeWait != nil else {
            return Disposables.create()
        }
        let repeating = period.realTimeWait == nil ? DispatchTimeInterval.never : period
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: DispatchTime.now() + startAfter, repeating: repeating, leeway: leeway)
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

extension DispatchTimeInterval {
    /// The interval as the leeway of a dispatch timer: a negative leeway, which libdispatch's timer API cannot take
    /// (it stops the program), counts as zero.
    var asTimerLeeway: DispatchTimeInterval {
        isNegative ? .nanoseconds(0) : self
    }
}
