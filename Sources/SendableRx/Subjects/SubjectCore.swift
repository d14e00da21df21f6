// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

/// The observers of a subject and the queue through which its events are delivered.
///
/// An event is accepted under the mutex together with a snapshot of the observers subscribed at that moment.
/// The first thread to find no delivery in progress becomes the deliverer and delivers — with the mutex
/// released — first its own event, then whatever was accepted meanwhile, one entry at a time. Observers
/// therefore see events one at a time, in acceptance order; an observer sees exactly the events accepted while
/// it was subscribed (what a new subscriber is replayed goes through the same queue, after the events accepted
/// before it); and an observer whose subscription is disposed gets nothing more, even from a delivery already
/// in progress. No observer runs under the lock.
@usableFromInline
final class SubjectCore<Element>: Sendable {
    /// One registered observer; `active` turns off when its subscription is disposed.
    @usableFromInline
    typealias Entry = SubjectObserverEntry<Element>

    /// One entry of the delivery queue: an event for the observers subscribed when it was accepted, or events for
    /// one new observer.
    @usableFromInline
    enum Delivery {
        case broadcast(Event<Element>, ContiguousArray<Entry>)
        case replay(Entry, [Event<Element>])
    }

    @usableFromInline
    struct State {
        @usableFromInline var observers: ContiguousArray<Entry> = []
        @usableFromInline var queue = Queue<Delivery>(capacity: 2)
        @usableFromInline var delivering = false
        @usableFromInline var stopEvent: Event<Element>?
        @usableFromInline var isDisposed = false

        @inlinable init() {}

        /// Takes the observers for an accepted event; a terminal event also unregisters them.
        @inlinable
        mutating func takeObservers(for event: Event<Element>) -> ContiguousArray<Entry> {
            let observers = self.observers
            if event.isStopEvent {
                self.observers = []
            }
            return observers
        }
    }

    /// The boxed state. Observers and events are handed over to the core (the Rx contract: a sender gives up
    /// the event, a subscriber gives up its observer), and used by one delivering thread at a time; the box only
    /// lets these non-`Sendable` values into the mutex.
    @usableFromInline let state: RxMutex<UncheckedBox<State>>

    /// Sets the state up here rather than in a property initialiser, so the client specialises it too.
    @inlinable init() {
        state = RxMutex(UncheckedBox(State()))
    }

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
    /// returns events, those instead — to the observers subscribed now.
    ///
    /// Fast path: when nothing is queued or being delivered, the event goes straight to the observers (two lock
    /// acquisitions, no queueing); otherwise it is queued behind the delivery in progress.
    ///
    /// - Parameter accept: Runs under the lock when the event is accepted; updates the subject's memory and
    ///   returns `nil` to broadcast the event itself, or the events to broadcast instead. Must not call out.
    @inlinable
    func send(_ event: Event<Element>, accept: ((Event<Element>) -> [Event<Element>]?)? = nil) {
        let boxedEvent = UncheckedBox(event)
        let boxedAccept = UncheckedBox(accept)
        let direct = state.withLock { state -> UncheckedBox<ContiguousArray<Entry>?> in
            if state.value.isDisposed || state.value.stopEvent != nil { return UncheckedBox(nil) }
            let event = boxedEvent.value
            if event.isStopEvent {
                state.value.stopEvent = event
            }
            let replacement = boxedAccept.value?(event)
            if replacement == nil && !state.value.delivering && state.value.queue.isEmpty {
                state.value.delivering = true
                return UncheckedBox(state.value.takeObservers(for: event))
            }
            for delivery in replacement ?? [event] {
                let observers = state.value.takeObservers(for: delivery)
                state.value.queue.enqueue(.broadcast(delivery, observers))
            }
            if state.value.delivering { return UncheckedBox(nil) }
            state.value.delivering = true
            return UncheckedBox([])
        }
        guard let observers = direct.value else { return }
        for entry in observers where entry.isActive {
            entry.observer.on(event)
        }
        deliver()
    }

    /// Delivers queued entries until the queue is empty, then ends the delivery.
    @inlinable
    func deliver() {
        while true {
            let next = state.withLock { state -> UncheckedBox<Delivery?> in
                guard let delivery = state.value.queue.dequeue() else {
                    state.value.delivering = false
                    return UncheckedBox(nil)
                }
                return UncheckedBox(delivery)
            }
            guard let delivery = next.value else { return }
            switch delivery {
            case .broadcast(let event, let observers):
                for entry in observers where entry.isActive {
                    entry.observer.on(event)
                }
            case .replay(let entry, let events):
                for event in events where entry.isActive {
                    entry.observer.on(event)
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
        let entry = Entry(observer)
        let boxedReplay = UncheckedBox(replay)
        let ownerIdentity = UncheckedBox(owner)
        let outcome = state.withLock { state -> UncheckedBox<(inserted: Bool, mustDeliver: Bool)> in
            var events: [Event<Element>] = []
            var inserted = false
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
                    state.value.observers.append(entry)
                    inserted = true
                }
            }
            if events.isEmpty {
                return UncheckedBox((inserted, false))
            }
            state.value.queue.enqueue(.replay(entry, events))
            if state.value.delivering {
                return UncheckedBox((inserted, false))
            }
            state.value.delivering = true
            return UncheckedBox((inserted, true))
        }
        if outcome.value.mustDeliver {
            deliver()
        }
        let inserted = outcome.value.inserted
        return SubjectSubscription {
            entry.deactivate()
            if inserted {
                self.unsubscribe(entry)
            }
        }
    }

    @inlinable
    func unsubscribe(_ entry: Entry) {
        // The removed entry is released after the lock, so no observer's deinit runs under it. Removing copies the
        // array only if a delivery in progress still holds it.
        let removed = state.withLock { state -> UncheckedBox<Entry?> in
            guard let index = state.value.observers.firstIndex(where: { $0 === entry }) else { return UncheckedBox(nil) }
            return UncheckedBox(state.value.observers.remove(at: index))
        }
        _ = removed
    }


    @inlinable
    func dispose() {
        let removed = state.withLock { state -> UncheckedBox<ContiguousArray<Entry>> in
            state.value.isDisposed = true
            state.value.stopEvent = nil
            state.value.queue.removeAll()
            let removed = state.value.observers
            state.value.observers = []
            for entry in removed {
                entry.deactivate()
            }
            return UncheckedBox(removed)
        }
        _ = removed
    }
}

/// A registered observer of a subject and whether its subscription is still active.
@usableFromInline
// @unchecked Sendable: `observer` is immutable and called only by the subject's single deliverer; `active` is atomic.
final class SubjectObserverEntry<Element>: @unchecked Sendable {
    @usableFromInline let observer: AnyObserver<Element>
    @usableFromInline let active = Atomic(true)

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }

    @inlinable
    var isActive: Bool {
        active.load(ordering: .acquiring)
    }

    @inlinable
    func deactivate() {
        active.store(false, ordering: .releasing)
    }
}

/// One observer's subscription to a subject. Not generic: disposing it through `any Disposable` runs the
/// `unsubscribe` closure, which was created — and specialised — where the subscription was made.
@usableFromInline
final class SubjectSubscription: Disposable {
    @usableFromInline let unsubscribe: RxMutex<(@Sendable () -> Void)?>

    @inlinable
    init(_ unsubscribe: @escaping @Sendable () -> Void) {
        self.unsubscribe = RxMutex(unsubscribe)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func dispose() {
        let action = unsubscribe.withLock { action -> (@Sendable () -> Void)? in
            let taken = action
            action = nil
            return taken
        }
        action?()
    }
}
