// SendableRx — the machinery behind `observe`: read a value under Observation tracking, read it again on a
// scheduler after each change.

import Observation
import Synchronization

/// Where `observe` reads its value: the first time, and after each change.
struct ObservationScheduling: Sendable {
    /// Runs the first read, when the subscription is made.
    let first: @Sendable (_ read: @escaping () -> Void) -> any Disposable
    /// Runs a read after a change. It must not run the read inside the call: the change handler is called
    /// from the property's `willSet`, before the new value is stored.
    let afterChange: @Sendable (_ read: @escaping () -> Void) -> any Disposable

    /// Reads on `scheduler`: the first time with `schedule`, after a change with a zero-delay
    /// `scheduleRelative`, which no scheduler runs inside the call (`MainScheduler` dispatches to the main queue).
    static func on(_ scheduler: any SchedulerType) -> ObservationScheduling {
        if scheduler is MainScheduler {
            return .main
        }
        return ObservationScheduling(
            first: { read in
                scheduler.schedule(()) { _ in
                    read()
                    return Disposables.create()
                }
            },
            afterChange: { read in
                scheduler.scheduleRelative((), dueTime: .nanoseconds(0)) { _ in
                    read()
                    return Disposables.create()
                }
            }
        )
    }

    /// Reads on the main thread: at once when subscribed there (and nothing is waiting on the main queue),
    /// after a change in a later turn of the main queue.
    static let main = ObservationScheduling(
        first: { read in
            MainScheduler.instance.schedule(()) { _ in
                read()
                return Disposables.create()
            }
        },
        afterChange: { read in
            MainScheduler.asyncInstance.schedule(()) { _ in
                read()
                return Disposables.create()
            }
        }
    )

    /// Reads on `actor`, always in a later job of the actor, in order.
    static func isolated(to actor: any Actor) -> ObservationScheduling {
        let scheduler = ActorScheduler(actor)
        let read: @Sendable (_ read: @escaping () -> Void) -> any Disposable = { read in
            scheduler.schedule(()) { _ in
                read()
                return Disposables.create()
            }
        }
        return ObservationScheduling(first: read, afterChange: read)
    }
}

extension Observable {
    /// The observable behind every `observe` form: each subscription reads `value` under Observation tracking
    /// where `scheduling` says, emits what it read, and reads again after the next change of anything it read.
    static func observationTracking(
        _ scheduling: ObservationScheduling,
        _ value: @escaping () throws -> Element
    ) -> Observable<Element> {
        .producer { observer, cancel in
            let sink = ObservationTrackingSink(observer: observer, cancel: cancel, value: value, scheduling: scheduling)
            let subscription = sink.start()
            return (sink, subscription)
        }
    }
}

/// What the change handler reaches: the sink, through an ``ObservationChangeTrigger`` that lets go of it when
/// the subscription ends.
protocol ObservationChangeTarget: AnyObject, Sendable {
    /// A property read by the last evaluation is about to change.
    func trackedValueWillChange()
}

/// The one object the Observation registrar keeps for a subscription: every change handler the sink installs
/// captures it. It holds the sink until the subscription ends, and nothing afterwards, so a handler still
/// registered with a model after disposal (the registrar keeps it until the property next changes) keeps
/// nothing of the subscription alive.
final class ObservationChangeTrigger: Disposable, Sendable {
    private struct State {
        var target: (any ObservationChangeTarget)?
        /// The read scheduled last; disposed when the subscription ends.
        var pendingRead: (any Disposable)?
        var isDisposed = false
    }

    private let state = RxMutex(State())

    /// Connects the trigger to its sink.
    func attach(_ target: any ObservationChangeTarget) {
        state.withLock { $0.target = target }
    }

    /// Called by the Observation registrar, on the thread that changes the model, inside `willSet`.
    func changed() {
        let target = state.withLock { $0.target }
        target?.trackedValueWillChange()
    }

    /// Keeps the disposable of a scheduled read, to cancel it if the subscription ends first.
    ///
    /// A read that this one replaces is not disposed: it has run already, or it runs and finds the subscription
    /// ended, or (when a read and a change race on two threads) it is a read that must still happen.
    func setPendingRead(_ read: any Disposable) {
        let disposeNow = state.withLock { state -> Bool in
            if state.isDisposed { return true }
            state.pendingRead = read
            return false
        }
        if disposeNow {
            read.dispose()
        }
    }

    /// Ends the subscription's tracking: later changes reach nothing, and the scheduled read is cancelled.
    func dispose() {
        let (target, read) = state.withLock { state -> ((any ObservationChangeTarget)?, (any Disposable)?) in
            state.isDisposed = true
            return (state.target.take(), state.pendingRead.take())
        }
        read?.dispose()
        _ = target
    }
}

/// The sink of `observe`.
// @unchecked Sendable: restated from Sink. `value` runs only in reads scheduled through `scheduling`, which the
// `turn` state machine keeps from overlapping; `trackedValueWillChange` (any thread) touches only the Sendable
// trigger and scheduling closures.
final class ObservationTrackingSink<Element>: Sink<Element>, ObservationChangeTarget, @unchecked Sendable {
    private let value: () throws -> Element
    private let scheduling: ObservationScheduling
    private let trigger = ObservationChangeTrigger()
    /// 0: no read running; 1: a read is running; 2: a read is running and another was requested meanwhile.
    private let turn = Atomic<Int>(0)

    init(
        observer: AnyObserver<Element>,
        cancel: SinkDisposer,
        value: @escaping () throws -> Element,
        scheduling: ObservationScheduling
    ) {
        self.value = value
        self.scheduling = scheduling
        super.init(observer: observer, cancel: cancel)
        trigger.attach(self)
    }

    /// Schedules the first read; returns the subscription, which ends the tracking.
    func start() -> any Disposable {
        trigger.setPendingRead(scheduling.first { self.read() })
        return trigger
    }

    func trackedValueWillChange() {
        if isDisposed { return }
        trigger.setPendingRead(scheduling.afterChange { self.read() })
    }

    /// Reads the value and emits it. If a read is already running (on a concurrent scheduler), that read runs
    /// once more instead, so that the observer's events never overlap.
    private func read() {
        while true {
            let current = turn.load(ordering: .acquiring)
            if turn.compareExchange(
                expected: current, desired: current == 0 ? 1 : 2, ordering: .acquiringAndReleasing
            ).exchanged {
                if current != 0 { return }
                break
            }
        }
        while true {
            readOnce()
            if turn.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged {
                return
            }
            turn.store(1, ordering: .releasing)
        }
    }

    /// Reads the value under Observation tracking and emits it (or its error, which ends the subscription).
    private func readOnce() {
        if isDisposed { return }
        let trigger = self.trigger
        let result = withObservationTracking {
            Result { try value() }
        } onChange: {
            trigger.changed()
        }
        switch result {
        case .success(let element):
            forwardOn(.next(element))
        case .failure(let error):
            forwardAndDispose(.error(error))
        }
    }
}
