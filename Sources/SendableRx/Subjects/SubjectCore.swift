// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

/// The observers of a subject and the queue through which its events are delivered.
///
/// `send` turns an accepted event into deliveries and queues them under the mutex; the first thread to find
/// no delivery in progress becomes the deliverer and delivers queued entries one at a time, each broadcast to
/// a snapshot of the observers taken when it leaves the queue, with the mutex released. Observers therefore
/// see events one at a time, in acceptance order, and no observer runs under the lock. What a new subscriber
/// is replayed goes through the same queue, so it never overlaps or overtakes a broadcast.
@usableFromInline
final class SubjectCore<Element>: Sendable {
    /// One entry of the delivery queue: an event for every observer, or events for one new observer.
    @usableFromInline
    enum Delivery {
        case broadcast(Event<Element>)
        case replay(AnyObserver<Element>, [Event<Element>])
    }

    @usableFromInline
    struct State {
        @usableFromInline var observers = Bag<AnyObserver<Element>>()
        @usableFromInline var snapshot: ContiguousArray<AnyObserver<Element>>? = []
        @usableFromInline var queue = Queue<Delivery>(capacity: 2)
        @usableFromInline var delivering = false
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init() {}
    }

    /// The boxed state. Observers and events are handed over to the core (the Rx contract: a sender gives up
    /// the event, a subscriber gives up its observer), and used by one delivering thread at a time; the box only
    /// lets these non-`Sendable` values into the mutex.
    @usableFromInline let state = Mutex(UncheckedBox(State()))

    @inlinable init() {}

    @inlinable
    var hasObservers: Bool {
        state.withLock { !$0.value.observers.isEmpty }
    }

    @inlinable
    var isDisposed: Bool {
        state.withLock { $0.value.isDisposed }
    }

    /// Runs `body` under the subject's lock with its state. `body` must not call out.
    @inlinable
    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            let boxedBody = UncheckedBox(body)
            return state.withLock { boxed in
                UncheckedBox(boxedBody.value(&boxed.value))
            }.value
        }
    }

    /// Accepts an event unless the subject has terminated or been disposed, and delivers it — or, when `accept`
    /// returns events, those instead.
    ///
    /// Fast path: when nothing is queued or being delivered, the event goes straight to a snapshot of the
    /// observers (two lock acquisitions, no queueing); otherwise it is queued behind the delivery in progress.
    ///
    /// - Parameter accept: Runs under the lock when the event is accepted; updates the subject's memory and
    ///   returns `nil` to broadcast the event itself, or the events to broadcast instead. Must not call out.
    @inlinable
    func send(_ event: Event<Element>, accept: ((Event<Element>) -> [Event<Element>]?)? = nil) {
        let boxedEvent = UncheckedBox(event)
        let boxedAccept = UncheckedBox(accept)
        let direct = state.withLock { state -> UncheckedBox<ContiguousArray<AnyObserver<Element>>?> in
            if state.value.isDisposed || state.value.stopEvent != nil { return UncheckedBox(nil) }
            let event = boxedEvent.value
            if event.isStopEvent {
                state.value.stopEvent = event
            }
            let replacement = boxedAccept.value?(event)
            if replacement == nil && !state.value.delivering && state.value.queue.isEmpty {
                state.value.delivering = true
                let observers = state.value.snapshot ?? ContiguousArray(state.value.observers.values)
                if event.isStopEvent {
                    _ = state.value.observers.removeAll()
                    state.value.snapshot = []
                } else {
                    state.value.snapshot = observers
                }
                return UncheckedBox(observers)
            }
            if let replacement {
                for delivery in replacement {
                    state.value.queue.enqueue(.broadcast(delivery))
                }
            } else {
                state.value.queue.enqueue(.broadcast(event))
            }
            if state.value.delivering || state.value.queue.isEmpty { return UncheckedBox(nil) }
            state.value.delivering = true
            return UncheckedBox([])
        }
        guard let observers = direct.value else { return }
        for observer in observers {
            observer.on(event)
        }
        deliver()
    }

    @inlinable
    func deliver() {
        while true {
            let next = state.withLock { state -> UncheckedBox<(Delivery, ContiguousArray<AnyObserver<Element>>)?> in
                guard let delivery = state.value.queue.dequeue() else {
                    state.value.delivering = false
                    return UncheckedBox(nil)
                }
                guard case .broadcast(let event) = delivery else {
                    return UncheckedBox((delivery, []))
                }
                let observers = state.value.snapshot ?? ContiguousArray(state.value.observers.values)
                if event.isStopEvent {
                    _ = state.value.observers.removeAll()
                    state.value.snapshot = []
                } else {
                    state.value.snapshot = observers
                }
                return UncheckedBox((delivery, observers))
            }
            guard let (delivery, observers) = next.value else { return }
            switch delivery {
            case .broadcast(let event):
                for observer in observers {
                    observer.on(event)
                }
            case .replay(let observer, let events):
                for event in events {
                    observer.on(event)
                }
            }
        }
    }

    /// Adds an observer. `replay` runs under the lock with the terminal event (if any) and returns the events
    /// the new observer gets first; a terminated subject does not register the observer, and a disposed one
    /// answers with ``RxError/disposed(object:)``.
    @inlinable
    func subscribe(
        _ observer: AnyObserver<Element>,
        owner: AnyObject,
        replay: ((Event<Element>?) -> [Event<Element>])? = nil
    ) -> any Disposable {
        let boxedObserver = UncheckedBox(observer)
        let boxedReplay = UncheckedBox(replay)
        let ownerIdentity = UncheckedBox(owner)
        let outcome = state.withLock { state -> UncheckedBox<(key: BagKey?, mustDeliver: Bool)> in
            var events: [Event<Element>] = []
            var key: BagKey?
            if state.value.isDisposed {
                events.append(.error(RxError.disposed(object: ownerIdentity.value)))
            } else {
                let stopEvent = state.value.stopEvent
                if let replay = boxedReplay.value {
                    events = replay(stopEvent)
                } else if let stopEvent {
                    events.append(stopEvent)
                }
                if stopEvent == nil {
                    key = state.value.observers.insert(boxedObserver.value)
                    state.value.snapshot = nil
                }
            }
            if events.isEmpty {
                return UncheckedBox((key, false))
            }
            state.value.queue.enqueue(.replay(boxedObserver.value, events))
            if state.value.delivering {
                return UncheckedBox((key, false))
            }
            state.value.delivering = true
            return UncheckedBox((key, true))
        }
        if outcome.value.mustDeliver {
            deliver()
        }
        guard let key = outcome.value.key else { return Disposables.create() }
        return SubjectSubscription(core: self, key: key)
    }

    @inlinable
    func unsubscribe(_ key: BagKey) {
        let removed = state.withLock { state -> UncheckedBox<AnyObserver<Element>?> in
            let removed = state.value.observers.removeKey(key)
            if removed != nil {
                state.value.snapshot = nil
            }
            return UncheckedBox(removed)
        }
        _ = removed
    }

    @inlinable
    func dispose() {
        let removed = state.withLock { state -> UncheckedBox<[AnyObserver<Element>]> in
            state.value.isDisposed = true
            state.value.stopEvent = nil
            state.value.snapshot = []
            state.value.queue.removeAll()
            return UncheckedBox(state.value.observers.removeAll())
        }
        _ = removed
    }
}

/// Removes one observer from a subject, once.
@usableFromInline
final class SubjectSubscription<Element>: Disposable {
    @usableFromInline let core: Mutex<SubjectCore<Element>?>
    @usableFromInline let key: BagKey

    @inlinable
    init(core: SubjectCore<Element>, key: BagKey) {
        self.core = Mutex(core)
        self.key = key
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func dispose() {
        let taken = core.withLock { core -> SubjectCore<Element>? in
            let taken = core
            core = nil
            return taken
        }
        taken?.unsubscribe(key)
    }
}
