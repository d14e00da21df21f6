// SendableRx — the scheduler protocols.

import Dispatch
import Foundation

/// A time interval used by schedulers and time-based operators: `.seconds(1)`, `.milliseconds(300)`, …
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time used by schedulers.
public typealias RxTime = Date

/// A scheduler that runs actions as soon as it can.
///
/// Schedulers are `Sendable`: operators capture them and use them from any thread. The actions are
/// ordinary closures, as in RxSwift; a scheduler runs each action once, and the Rx contract keeps the
/// actions of one subscription serialized.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules an action to run as soon as possible.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action; it returns a disposable for whatever it started.
    /// - Returns: A disposable that cancels the action if it has not run yet, or disposes what it returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
}

/// A scheduler with a notion of time: relative and periodic scheduling.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules an action to run after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - dueTime: The delay before the action runs.
    ///   - action: The action.
    /// - Returns: A disposable that cancels the action.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable

    /// Schedules a periodic action: first after `startAfter`, then every `period`.
    ///
    /// The default implementation emulates periodic scheduling with recursive relative scheduling; ticks
    /// that fall due while the action is still running are run one after another, never concurrently.
    ///
    /// A zero `period` runs the action as fast as the scheduler can. A negative `period` is up to the scheduler:
    /// the default implementation treats it as zero, the dispatch schedulers stop the program
    /// (`Observable.timer(_:period:scheduler:)` rejects it before it gets here).
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The action; it returns the state for the next run.
    /// - Returns: A disposable that stops the periodic runs.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable
}

extension SchedulerType {
    /// Emulates periodic scheduling with recursive relative scheduling.
    ///
    /// A zero or negative `period` is not rejected: each run schedules the next one at once, so the action runs
    /// as fast as the scheduler allows (every tick on a `TestScheduler`).
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first run.
    ///   - period: The interval between runs.
    ///   - action: The action; it returns the state for the next run.
    /// - Returns: A disposable that stops the periodic runs.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> any Disposable {
        SchedulePeriodicRecursive(
            scheduler: self, startAfter: startAfter, period: period, action: action, state: state
        ).start()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinite.
    @usableFromInline
    var secondsValue: TimeInterval {
        switch self {
        case .seconds(let value):
            return TimeInterval(value)
        case .milliseconds(let value):
            return TimeInterval(value) / 1_000
        case .microseconds(let value):
            return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value):
            return TimeInterval(value) / 1_000_000_000
        case .never:
            return .infinity
        @unknown default:
            return .infinity
        }
    }

    /// Whether the interval is negative.
    @usableFromInline
    var isNegative: Bool {
        secondsValue < 0
    }
}

extension Date {
    /// `self` moved by `interval`.
    @usableFromInline
    func adding(_ interval: RxTimeInterval) -> Date {
        addingTimeInterval(interval.secondsValue)
    }
}

extension DispatchTimeInterval {
    /// Whether the interval is zero or negative.
    @usableFromInline
    var isNowOrPast: Bool {
        secondsValue <= 0
    }
}
