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

    /// The interval in whole nanoseconds, computed in `Int64` whatever the width of `Int`, and saturated instead of
    /// overflowing: `.never` and anything longer than `Int64.max` nanoseconds (about 292 years, as
    /// `.seconds(Int.max)`) is `Int64.max`; anything shorter than `Int64.min` nanoseconds is `Int64.min`.
    package var saturatingNanoseconds: Int64 {
        func product(_ value: Int, _ nanosecondsPerUnit: Int64) -> Int64 {
            let (result, overflow) = Int64(value).multipliedReportingOverflow(by: nanosecondsPerUnit)
            return overflow ? (value < 0 ? .min : .max) : result
        }
        switch self {
        case .seconds(let value): return product(value, 1_000_000_000)
        case .milliseconds(let value): return product(value, 1_000_000)
        case .microseconds(let value): return product(value, 1_000)
        case .nanoseconds(let value): return Int64(value)
        case .never: return .max
        @unknown default: return .max
        }
    }

    /// The longest wait, in nanoseconds, that the real-time schedulers (the dispatch schedulers, `MainScheduler`,
    /// ``ActorScheduler``) count down: 2^62 ns, about 146 years. A due time at least this long — `.never`,
    /// `.seconds(Int.max)`, `.milliseconds(Int.max)` — is never reached: the action is released at once and never
    /// runs, which is what it would do in the lifetime of any program (and what RxSwift's dispatch timers do, where
    /// they do not crash). Well below `Int64.max`, so that adding it to a clock's reading cannot overflow.
    package static var longestRealTimeWait: Int64 { 1 << 62 }

    /// The interval as a real-time scheduler waits for it: `nil` when it is ``longestRealTimeWait`` or longer (the
    /// action never runs), otherwise its nanoseconds (zero or negative: due now).
    package var realTimeWait: Int64? {
        let nanoseconds = saturatingNanoseconds
        return nanoseconds < Self.longestRealTimeWait ? nanoseconds : nil
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
