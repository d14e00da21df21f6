// SendableRx — a scheduler whose clock only moves when told to.

import Foundation
import Synchronization

/// A scheduler with a virtual clock: scheduled actions run, in time order, only when ``start()`` or
/// ``advanceTo(_:)`` moves the clock. The base of `TestScheduler` and ``HistoricalScheduler``.
///
/// Actions due at the same virtual time run in the order they were scheduled. Subclass it and override
/// ``adjustScheduledTime(_:)`` to change where actions scheduled "now" land.
///
/// The scheduler is `Sendable`, but it is meant to be driven from one thread: ``start()`` runs actions on
/// the calling thread.
// @unchecked Sendable: all mutable state is in `state` (a Mutex); subclasses must keep theirs likewise, and scheduled
// actions run only on the thread that drives the clock.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// The virtual time type.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual time interval type.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private struct State {
        var running = false
        var clock: VirtualTime
        var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
        var nextId = 0
    }

    private let converter: Converter
    private let state: RxMutex<State>

    /// Creates a virtual-time scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - converter: Converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        let queue = PriorityQueue<VirtualSchedulerItem<VirtualTime>> { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: return true
            case .greaterThan: return false
            case .equal: return lhs.id < rhs.id
            }
        }
        self.state = RxMutex(State(clock: initialClock, queue: queue))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The current time, converted to real time.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        state.withLock { $0.clock }
    }

    /// Schedules an action at the current virtual time (adjusted by ``adjustScheduledTime(_:)``).
    ///
    /// - Returns: A disposable that cancels the action.
    public func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules an action after a real-time interval, converted to virtual time.
    ///
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime {
            return Disposables.create()
        }
        let time = now.addingTimeInterval(dueTime.secondsValue)
        let absoluteTime = converter.convertToVirtualTime(time)
        let adjustedTime = adjustScheduledTime(absoluteTime)
        return scheduleAbsoluteVirtual(state, time: adjustedTime, action: action)
    }

    /// Schedules an action after a virtual time interval.
    ///
    /// - Returns: A disposable that cancels the action.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules an action at an absolute virtual time.
    ///
    /// - Returns: A disposable that cancels the action.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        let item = self.state.withLock { schedulerState -> VirtualSchedulerItem<VirtualTime> in
            let item = VirtualSchedulerItem(time: time, id: schedulerState.nextId) { action(state) }
            schedulerState.nextId += 1
            schedulerState.queue.enqueue(item)
            return item
        }
        return item
    }

    /// Adjusts the time of an action scheduled through ``schedule(_:action:)`` or
    /// ``scheduleRelative(_:dueTime:action:)``. The default returns `time` unchanged.
    ///
    /// - Parameter time: The requested virtual time.
    /// - Returns: The virtual time to schedule at.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled actions in time order, moving the clock to each, until none is left or ``stop()`` is
    /// called. Does nothing if the scheduler is already running.
    public func start() {
        let began = state.withLock { state -> Bool in
            if state.running { return false }
            state.running = true
            return true
        }
        guard began else { return }
        while let next = takeNext(notAfter: nil) {
            next.invoke()
        }
        state.withLock { $0.running = false }
    }

    /// Runs every action scheduled up to and including `virtualTime`, then sets the clock to it.
    ///
    /// - Parameter virtualTime: The time to advance to.
    /// - Precondition: The scheduler is not running (as in RxSwift, calling this from inside a scheduled action
    ///   stops the program with a message).
    public func advanceTo(_ virtualTime: VirtualTime) {
        let began = state.withLock { state -> Bool in
            if state.running { return false }
            state.running = true
            return true
        }
        precondition(began, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
        while let next = takeNext(notAfter: virtualTime) {
            next.invoke()
        }
        state.withLock { state in
            state.running = false
            state.clock = virtualTime
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any action.
    ///
    /// - Parameter virtualInterval: The interval to move by.
    /// - Precondition: The interval does not move the clock backwards.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let moved = state.withLock { state -> Bool in
            let sleepTo = converter.offsetVirtualTime(state.clock, offset: virtualInterval)
            if converter.compareVirtualTime(sleepTo, state.clock) == .lessThan { return false }
            state.clock = sleepTo
            return true
        }
        precondition(moved, "VirtualTimeScheduler: can't sleep to the past")
    }

    /// Stops the run loop of ``start()`` or ``advanceTo(_:)`` after the current action.
    public func stop() {
        state.withLock { $0.running = false }
    }

    /// Removes and returns the next live action due no later than `limit`, moving the clock to its time.
    private func takeNext(notAfter limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        state.withLock { state -> VirtualSchedulerItem<VirtualTime>? in
            guard state.running else { return nil }
            while let front = state.queue.peek() {
                if front.isDisposed {
                    _ = state.queue.dequeue()
                    continue
                }
                if let limit, converter.compareVirtualTime(front.time, limit) == .greaterThan {
                    return nil
                }
                _ = state.queue.dequeue()
                if converter.compareVirtualTime(front.time, state.clock) == .greaterThan {
                    state.clock = front.time
                }
                return front
            }
            return nil
        }
    }
}

/// An action scheduled on a ``VirtualTimeScheduler``.
// @unchecked Sendable: the action runs only on the thread that drives the virtual clock; dispose() from elsewhere
// only flips the SingleAssignmentDisposable.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let time: Time
    let id: Int
    private var action: (() -> any Disposable)?
    private let disposable = SingleAssignmentDisposable()

    init(time: Time, id: Int, action: @escaping () -> any Disposable) {
        self.time = time
        self.id = id
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
