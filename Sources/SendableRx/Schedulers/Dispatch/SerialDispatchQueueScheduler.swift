// SendableRx — a scheduler on a serial DispatchQueue.

import Dispatch
import Foundation

/// Runs actions on a serial `DispatchQueue`, one at a time, in the order they were scheduled.
///
/// Every action is dispatched asynchronously, even when scheduled from the queue itself. Because the queue is
/// serial, ``ObservableType/observe(on:)`` takes a fast path with it: each event is handed straight to the
/// scheduler, with no extra queueing of its own. The queue is the scheduler's own, so actions (and
/// `observe(on:)` deliveries) scheduled while an earlier one is still waiting share its dispatch block: a burst of
/// them costs one wake-up of the queue, still in the order they were scheduled.
///
/// ```swift
/// let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
/// Observable.of(1, 2, 3)
///     .observe(on: scheduler)
///     .subscribe(onNext: { print($0) })   // on the scheduler's queue, in order
///     .disposed(by: disposeBag)
/// ```
///
/// `now` is the wall-clock `Date()`; relative and periodic actions run on dispatch timers with the leeway given
/// at initialisation.
///
/// (`@unchecked Sendable`: a non-final class cannot be checked; its only stored state is the immutable, `Sendable`
/// queue configuration, and its one subclass, ``MainScheduler``, adds only a queue and an atomic counter.)
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The time interval type of this scheduler, as in RxSwift.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler, as in RxSwift.
    public typealias Time = Date

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler that runs actions on `serialQueue`, which must be serial.
    ///
    /// - Parameters:
    ///   - serialQueue: A serial queue.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    ///   - ownsQueue: Whether only this scheduler submits work to `serialQueue` (then bursts of actions share
    ///     dispatch blocks); `false` for a queue others use too, such as the main queue.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), ownsQueue: Bool = false) {
        self.configuration = DispatchQueueConfiguration(
            queue: serialQueue, leeway: leeway, serial: true, ownsQueue: ownsQueue
        )
    }

    /// Creates a scheduler with a ready-made configuration (``MainScheduler``'s, which shares its timer queue).
    init(configuration: DispatchQueueConfiguration) {
        self.configuration = configuration
    }

    /// Creates a scheduler on a new serial queue that targets `queue`.
    ///
    /// `queue` may be concurrent: the scheduler's own queue, named `internalSerialQueueName`, serializes the
    /// actions and forwards them to `queue` for execution.
    ///
    /// - Parameters:
    ///   - queue: The queue that executes the work, serial or concurrent.
    ///   - internalSerialQueueName: The label of the internal serial queue.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    public init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway, serial: true, ownsQueue: true)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - serialQueueConfiguration: Called with the new queue before it is used, to configure it further
    ///     (for example with `setSpecific(key:value:)`). The queue belongs to the scheduler: a block submitted to
    ///     it directly is not ordered with the scheduler's actions (the scheduler runs a burst of actions in one
    ///     block); schedule on the scheduler instead.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway, ownsQueue: true)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the global queue that executes the work.
    ///   - internalSerialQueueName: The label of the internal serial queue.
    ///   - leeway: The leeway of relative and periodic timers; a negative one counts as zero.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules an action to run on the serial queue.
    ///
    /// - Parameters:
    ///   - state: The value passed to the action.
    ///   - action: The action; it runs once, on the queue, after every action scheduled before it.
    /// - Returns: A disposable that cancels the action if it has not started yet.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleInternal(state, action: action)
    }

    /// The scheduling strategy; ``MainScheduler`` overrides it to run at once when it can.
    func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `body` on the serial queue after everything scheduled before it, with no disposable to cancel it: the
    /// delivery path of `observe(on:)`, which cancels by disposing its sink. ``MainScheduler`` runs it at once
    /// when it can, as it does scheduled actions.
    @usableFromInline
    func perform(_ body: @escaping @Sendable () -> Void) {
        configuration.submit(body)
    }

    /// Runs `body` at once and returns `true` when ``perform(_:)`` would run it at once (``MainScheduler`` on the
    /// main thread with nothing queued); otherwise returns `false` without running it, and the caller goes through
    /// ``perform(_:)``. Lets `observe(on:)` deliver an event that needs no hop without allocating a closure for it.
    @usableFromInline
    func performInline(_ body: () -> Void) -> Bool {
        false
    }

    /// Schedules an action to run on the serial queue after `dueTime`.
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
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic action on the serial queue: first after `startAfter`, then every `period`.
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
