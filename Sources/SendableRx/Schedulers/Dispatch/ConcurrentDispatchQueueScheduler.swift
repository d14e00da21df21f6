// SendableRx — a scheduler on a (possibly concurrent) DispatchQueue.

import Dispatch
import Foundation

/// Runs actions on a `DispatchQueue` that may be concurrent: separate actions may run at the same time, on
/// different threads.
///
/// Use it for independent background work, for example with ``ObservableType/subscribe(on:)``. With
/// ``ObservableType/observe(on:)`` the events of one subscription still reach the observer one at a time and in
/// order: the operator serializes them itself.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// loadThumbnails()
///     .subscribe(on: background)
///     .observe(on: MainScheduler.instance)
///     .subscribe(onNext: show)
/// ```
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    /// The time interval type of this scheduler, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler, as in RxSwift.
    public typealias Time = Date

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    let configuration: DispatchQueueConfiguration
    /// Whether the queue is known to be concurrent: one the scheduler made itself (`init(qos:)`).
    let ownsConcurrentQueue: Bool

    /// Creates a scheduler that runs actions on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue, serial or concurrent.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    public convenience init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: queue, leeway: leeway, ownsConcurrentQueue: false)
    }

    private init(queue: DispatchQueue, leeway: DispatchTimeInterval, ownsConcurrentQueue: Bool) {
        self.configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway, serial: false)
        self.ownsConcurrentQueue = ownsConcurrentQueue
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the new queue.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(label: "rx.queues.concurrent.\(qos.qosClass)", qos: qos, attributes: [.concurrent]),
            leeway: leeway, ownsConcurrentQueue: true
        )
    }

    /// Schedules an action to run on the queue.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action; it runs once, on the queue, possibly alongside other actions.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules an action to run on the queue after `dueTime`.
    ///
    /// A zero or negative `dueTime` dispatches the action to the queue at once, without a timer. A `dueTime` of
    /// `.never`, or of 2^62 nanoseconds (about 146 years) or more — `.seconds(Int.max)`, a common "never" in RxSwift
    /// code — never comes: the action is released at once and never runs.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - dueTime: The delay before the action runs.
    ///   - action: The action.
    /// - Returns: A disposable that cancels the pending timer.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic action on the queue: first after `startAfter`, then every `period`. Runs never
    /// overlap: a dispatch timer does not start its handler again before the previous run has returned.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The action; it returns the state for the next run.
    /// - Returns: A disposable that stops the timer.
    /// - Precondition: `period` is not negative (Dispatch cannot repeat a negative interval).
    ///   A zero period repeats as fast as the queue runs the action. A `startAfter` that never comes (as in
    ///   ``scheduleRelative(_:dueTime:action:)``) never runs the action; a `period` that never comes runs it once.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
