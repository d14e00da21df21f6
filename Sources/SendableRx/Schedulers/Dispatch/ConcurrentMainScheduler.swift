// SendableRx — the main-thread scheduler for work that may start at once.

import Dispatch
import Foundation

/// Runs actions on the main thread: at once when scheduled from the main thread, otherwise dispatched to the
/// main queue.
///
/// Unlike ``MainScheduler/instance`` it does not wait for earlier dispatched actions, so it suits
/// ``ObservableType/subscribe(on:)``, where only "on the main thread" matters, not order with other work.
/// Relative and periodic scheduling are those of ``MainScheduler``.
public final class ConcurrentMainScheduler: SchedulerType {
    /// The time interval type of this scheduler, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler, as in RxSwift.
    public typealias Time = Date

    private let mainScheduler: MainScheduler
    private let mainQueue: DispatchQueue

    private init(mainScheduler: MainScheduler) {
        self.mainQueue = DispatchQueue.main
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs the action at once on the main thread, or dispatches it to the main queue from any other thread.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action.
    /// - Returns: The action's disposable when it ran at once; otherwise a disposable that cancels it if it has
    ///   not started yet.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if runsOnMainQueue() {
            return action(state)
        }
        // The action and its state, carried to the main queue by a job with the object that is its disposable.
        let (queued, job) = QueuedAction.job(state, action)
        mainQueue.async(execute: job)
        return queued
    }

    /// Schedules an action on the main queue after `dueTime`, as ``MainScheduler`` does: a `dueTime` of `.never`, or
    /// of 2^62 nanoseconds (about 146 years) or more, such as `.seconds(Int.max)`, never comes, and the action is
    /// released at once.
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
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic action on the main queue: first after `startAfter`, then every `period`.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The action; it returns the state for the next run.
    /// - Returns: A disposable that stops the timer.
    /// - Precondition: `period` is not negative (Dispatch cannot repeat a negative interval).
    ///   A zero period repeats as fast as the queue runs the action. A `startAfter` that never comes never runs the
    ///   action; a `period` that never comes runs it once.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
