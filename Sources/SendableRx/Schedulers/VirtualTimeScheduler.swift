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
// @unchecked Sendable: all mutable state is in fields touched only under `lock`; subclasses must keep theirs likewise,
// and scheduled actions run only on the thread that drives the clock.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    /// The virtual time type.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual time interval type.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    // The state lives in lock-guarded fields rather than in a mutex over a generic state struct: this class is never
    // specialised (it is reached through `any SchedulerType`), and each access to a `Mutex<State<VirtualTime>>` looked
    // the state's generic metadata up.
    private let lock = Lock()
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var currentClock: VirtualTime
    @exclusivity(unchecked) private var queue: PriorityQueue<VirtualQueueEntry>
    /// The next scheduling sequence number; 64 bits wide on every platform, so that it cannot wrap.
    @exclusivity(unchecked) private var nextId: UInt64 = 0
    /// The item class for this scheduler's time type, looked up once rather than for every scheduled action.
    private let itemType = VirtualTimedItem<VirtualTime>.self
    /// For a converter that maps its times to integers in their order (the built-in ones): that mapping. Each queue
    /// entry then carries its time's key, and ordering the queue compares integers in the heap's own array instead of
    /// asking the converter about two items, which in this unspecialised code looked the generic item type up twice
    /// per comparison and read two objects scattered in memory.
    /// The keys are `Int64` whatever the width of `Int`: a date's key is its 64-bit pattern.
    private let orderKey: ((VirtualTime) -> Int64)?
    /// For a converter whose virtual time ends (``TestScheduler``'s ticks end at `Int.max`): whether a real time
    /// lies beyond its last virtual time, so that ``scheduleRelative(_:dueTime:action:)`` never runs an action due
    /// there instead of running it at the wrong time.
    private let isBeyondLastVirtualTime: ((RxTime) -> Bool)?

    /// Creates a virtual-time scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting virtual time.
    ///   - converter: Converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        let orderKey = Self.orderKeyMapping(of: converter)
        self.orderKey = orderKey
        if let bounded = converter as? any VirtualTimeBounded {
            self.isBeyondLastVirtualTime = { time in bounded.isBeyondLastVirtualTime(time) }
        } else {
            self.isBeyondLastVirtualTime = nil
        }
        if orderKey != nil {
            self.queue = PriorityQueue<VirtualQueueEntry> { lhs, rhs in
                lhs.key != rhs.key ? lhs.key < rhs.key : lhs.id < rhs.id
            }
        } else {
            self.queue = PriorityQueue<VirtualQueueEntry> { lhs, rhs in
                switch converter.compareVirtualTime(Self.time(of: lhs.item), Self.time(of: rhs.item)) {
                case .lessThan: return true
                case .greaterThan: return false
                case .equal: return lhs.id < rhs.id
                }
            }
        }
        self.currentClock = initialClock
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
        lock.withLock { currentClock }
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
    /// `.never` never runs the action (RxSwift schedules it at `Date.distantFuture`, which a scheduler run to the
    /// end reaches). So does a `dueTime` whose end the virtual clock cannot represent — on a `TestScheduler`, a
    /// tick beyond `Int.max`, as for `.seconds(Int.max)`: RxSwift stops the program there. A ``HistoricalScheduler``
    /// represents any finite date, so there `.seconds(Int.max)` runs the action about 292 billion years later, as
    /// in RxSwift.
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
        let seconds = dueTime.secondsValue
        let time = now.addingTimeInterval(seconds)
        // Only a wait can end beyond the last virtual time: "now" is the clock itself, even at the last tick.
        if seconds > 0, let isBeyondLastVirtualTime, isBeyondLastVirtualTime(time) {
            return Disposables.create()
        }
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
        // Held as the non-generic base, so that neither the queue nor the returned existential needs the generic
        // item's metadata.
        let item: VirtualSchedulerItem = itemType.init(time: time) { action(state) }
        let key = orderKey?(time) ?? 0
        lock.withLock {
            queue.enqueue(VirtualQueueEntry(key: key, id: nextId, item: item))
            nextId &+= 1
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
        let began = lock.withLock { () -> Bool in
            if running { return false }
            running = true
            return true
        }
        guard began else { return }
        while let next = takeNext() {
            next.invoke()
        }
        lock.withLock { running = false }
    }

    /// Runs every action scheduled up to and including `virtualTime`, then sets the clock to it.
    ///
    /// - Parameter virtualTime: The time to advance to.
    /// - Precondition: The scheduler is not running (as in RxSwift, calling this from inside a scheduled action
    ///   stops the program with a message).
    public func advanceTo(_ virtualTime: VirtualTime) {
        let began = lock.withLock { () -> Bool in
            if running { return false }
            running = true
            return true
        }
        precondition(began, "VirtualTimeScheduler.advanceTo: the scheduler is already running")
        while let next = takeNext(notAfter: virtualTime) {
            next.invoke()
        }
        lock.withLock {
            running = false
            currentClock = virtualTime
        }
    }

    /// Moves the clock forward by `virtualInterval` without running any action.
    ///
    /// - Parameter virtualInterval: The interval to move by.
    /// - Precondition: The interval does not move the clock backwards.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let moved = lock.withLock { () -> Bool in
            let sleepTo = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(sleepTo, currentClock) == .lessThan { return false }
            currentClock = sleepTo
            return true
        }
        precondition(moved, "VirtualTimeScheduler: can't sleep to the past")
    }

    /// Stops the run loop of ``start()`` or ``advanceTo(_:)`` after the current action.
    public func stop() {
        lock.withLock { running = false }
    }

    /// The virtual time of an item this scheduler queued.
    /// The converter's order keys as a function of this scheduler's time type, if it has them.
    private static func orderKeyMapping(of converter: Converter) -> ((VirtualTime) -> Int64)? {
        guard let keyed = converter as? any VirtualTimeOrderKeyed else { return nil }
        return orderKeyFunction(of: keyed) as? (VirtualTime) -> Int64
    }

    private static func orderKeyFunction<Keyed: VirtualTimeOrderKeyed>(of converter: Keyed) -> Any {
        { (time: Keyed.VirtualTimeUnit) -> Int64 in converter.orderKey(of: time) }
    }

    private static func time(of item: VirtualSchedulerItem) -> VirtualTime {
        unsafeDowncast(item, to: VirtualTimedItem<VirtualTime>.self).time
    }

    /// Removes and returns the next live action due no later than `limit`, moving the clock to its time.
    private func takeNext(notAfter limit: VirtualTime) -> VirtualSchedulerItem? {
        lock.withLock { () -> VirtualSchedulerItem? in
            guard running, let front = liveFront() else { return nil }
            let time = Self.time(of: front)
            if converter.compareVirtualTime(time, limit) == .greaterThan {
                return nil
            }
            return dequeue(front, at: time)
        }
    }

    /// Removes and returns the next live action, moving the clock to its time.
    private func takeNext() -> VirtualSchedulerItem? {
        lock.withLock { () -> VirtualSchedulerItem? in
            guard running, let front = liveFront() else { return nil }
            return dequeue(front, at: Self.time(of: front))
        }
    }

    /// The earliest action not disposed, after dropping the disposed ones before it. Call under `lock`.
    private func liveFront() -> VirtualSchedulerItem? {
        while let front = queue.peek()?.item {
            if !front.isDisposed {
                return front
            }
            _ = queue.dequeue()
        }
        return nil
    }

    /// Removes `front` from the queue and moves the clock to its `time` unless the clock is already later. Call
    /// under `lock`.
    private func dequeue(_ front: VirtualSchedulerItem, at time: VirtualTime) -> VirtualSchedulerItem {
        _ = queue.dequeue()
        if converter.compareVirtualTime(time, currentClock) == .greaterThan {
            currentClock = time
        }
        return front
    }
}

/// One action in a ``VirtualTimeScheduler``'s queue: its time's order key (when the converter has them, else 0), its
/// scheduling sequence number (which orders actions due at the same time) and the action.
struct VirtualQueueEntry {
    let key: Int64
    let id: UInt64
    let item: VirtualSchedulerItem
}

/// An action scheduled on a ``VirtualTimeScheduler``; the queue holds this non-generic base, so that its heap
/// operations are specialised in the library instead of looking the generic item's metadata up on every step.
// @unchecked Sendable: the action runs only on the thread that drives the virtual clock; `result` is written once
// before the `set` bit is published and then taken only by the one call that sees both the `set` and `disposed` bits
// first, as in SinkDisposer.
class VirtualSchedulerItem: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private final var action: (() -> any Disposable)?
    @exclusivity(unchecked) private final var result: (any Disposable)?
    private final let state = Atomic<Int>(0)

    init(action: @escaping () -> any Disposable) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    final func invoke() {
        guard let action = action.take() else { return }
        result = action()
        let previous = state.bitwiseOr(SinkDisposer.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedBit != 0 {
            result.take()?.dispose()
        }
    }

    final var isDisposed: Bool {
        state.load(ordering: .acquiring) & SinkDisposer.disposedBit != 0
    }

    final func dispose() {
        let previous = state.bitwiseOr(SinkDisposer.disposedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedBit == 0 && previous & SinkDisposer.setBit != 0 {
            result.take()?.dispose()
        }
    }
}

/// A ``VirtualSchedulerItem`` with its virtual time.
// @unchecked Sendable: restated from VirtualSchedulerItem; `time` is immutable.
final class VirtualTimedItem<Time>: VirtualSchedulerItem, @unchecked Sendable {
    let time: Time

    required init(time: Time, action: @escaping () -> any Disposable) {
        self.time = time
        super.init(action: action)
    }
}

/// A time converter whose virtual times map to integers that order them exactly as `compareVirtualTime` does: a
/// smaller key for an earlier time, the same key for equal times. ``VirtualTimeScheduler`` then orders its queue by
/// the keys. The built-in converters conform.
package protocol VirtualTimeOrderKeyed: VirtualTimeConverterType {
    /// The key of `time`: an `Int64` on every platform (a 32-bit `Int` cannot hold a date's bit pattern).
    func orderKey(of time: VirtualTimeUnit) -> Int64
}

/// A time converter whose virtual time has an end: real times after its last virtual time cannot be converted
/// without saturating. ``VirtualTimeScheduler/scheduleRelative(_:dueTime:action:)`` never runs an action due beyond
/// it. `TestScheduler`'s converter conforms (its ticks are `Int`s).
package protocol VirtualTimeBounded: VirtualTimeConverterType {
    /// Whether `time` is later than the last virtual time.
    func isBeyondLastVirtualTime(_ time: RxTime) -> Bool
}

extension HistoricalSchedulerTimeConverter: VirtualTimeOrderKeyed {
    /// The bits of the date's seconds since the reference date, flipped for negative values so that integer order
    /// is numeric order (`-0.0` is first made `+0.0`, which compares equal to it). Every date has a key, from
    /// `-infinity` to `+infinity`, `Date.distantPast` and `Date.distantFuture` included.
    package func orderKey(of time: RxTime) -> Int64 {
        let bits = Int64(bitPattern: (time.timeIntervalSinceReferenceDate + 0.0).bitPattern)
        return bits >= 0 ? bits : bits ^ Int64.max
    }
}
