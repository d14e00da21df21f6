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
// @unchecked Sendable: every stored `var` is read and written only inside `lock.withLock`, and observers run only
// on the single delivering thread, outside the lock.
final class SubjectCore<Element>: @unchecked Sendable {
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

    // The state lives in stored properties guarded by a `Lock` over `Void` rather than in a mutex over a generic
    // state struct: the core's deinit runs unspecialised (as every generic class's does), and destroying a
    // `Mutex<State<Element>>` there looked up four generic metadata records per subject. None of these fields'
    // layouts depends on `Element` (the terminal event is kept as `stopped` + `stopError`), so destroying them
    // needs no lookup.
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var observers: ContiguousArray<Entry>
    @usableFromInline @exclusivity(unchecked) var queue: Queue<Delivery>
    @usableFromInline @exclusivity(unchecked) var delivering: Bool
    /// Whether a terminal event was accepted; it was `.error(stopError!)` when `stopError` is set, else `.completed`.
    @usableFromInline @exclusivity(unchecked) var stopped: Bool
    @usableFromInline @exclusivity(unchecked) var stopError: (any Error)?
    @usableFromInline @exclusivity(unchecked) var disposed: Bool

    /// Sets the state up here rather than in property initialisers, so the client specialises it too.
    @inlinable init() {
        observers = []
        queue = Queue(capacity: 2)
        delivering = false
        stopped = false
        stopError = nil
        disposed = false
    }

    /// The accepted terminal event, if any. Read it under `lock`.
    @inlinable
    var stopEvent: Event<Element>? {
        guard stopped else { return nil }
        if let stopError { return .error(stopError) }
        return .completed
    }

    @inlinable
    var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    @inlinable
    var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Runs `body` under the subject's lock; `body` may read the core's state and must not call out.
    @inlinable
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// Takes the observers for an accepted event; a terminal event also unregisters them. Call under `lock`.
    @inlinable
    func takeObservers(for event: Event<Element>) -> ContiguousArray<Entry> {
        let observers = self.observers
        if event.isStopEvent {
            self.observers = []
        }
        return observers
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
        let direct = lock.withLock { () -> ContiguousArray<Entry>? in
            if disposed || stopped { return nil }
            if event.isStopEvent {
                stopped = true
                stopError = event.error
            }
            let replacement = accept?(event)
            if replacement == nil && !delivering && queue.isEmpty {
                delivering = true
                return takeObservers(for: event)
            }
            for delivery in replacement ?? [event] {
                let observers = takeObservers(for: delivery)
                queue.enqueue(.broadcast(delivery, observers))
            }
            if delivering { return nil }
            delivering = true
            return []
        }
        guard let direct else { return }
        for entry in direct where entry.isActive {
            entry.observer.on(event)
        }
        deliver()
    }

    /// Delivers queued entries until the queue is empty, then ends the delivery.
    @inlinable
    func deliver() {
        while true {
            let next = lock.withLock { () -> Delivery? in
                guard let delivery = queue.dequeue() else {
                    delivering = false
                    return nil
                }
                return delivery
            }
            guard let next else { return }
            switch next {
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
        let (inserted, mustDeliver) = lock.withLock { () -> (Bool, Bool) in
            var events: [Event<Element>] = []
            var inserted = false
            if disposed {
                events.append(.error(RxError.disposed(object: owner)))
            } else {
                let stopEvent = self.stopEvent
                if let replay {
                    events = replay(stopEvent)
                } else if let stopEvent {
                    events.append(stopEvent)
                }
                if stopEvent == nil {
                    observers.append(entry)
                    inserted = true
                }
            }
            if events.isEmpty {
                return (inserted, false)
            }
            queue.enqueue(.replay(entry, events))
            if delivering {
                return (inserted, false)
            }
            delivering = true
            return (inserted, true)
        }
        if mustDeliver {
            deliver()
        }
        // Closures without captures (so no context to allocate), picked by `inserted`.
        if inserted {
            return SubjectSubscription(core: self, entry: entry) { core, entry in
                let entry = unsafeDowncast(entry, to: Entry.self)
                entry.deactivate()
                unsafeDowncast(core, to: SubjectCore<Element>.self).unsubscribe(entry)
            }
        }
        return SubjectSubscription(core: self, entry: entry) { _, entry in
            unsafeDowncast(entry, to: Entry.self).deactivate()
        }
    }

    /// Unregisters an observer's entry.
    @inlinable
    func unsubscribe(_ entry: Entry) {
        // The removed entry is released after the lock, so no observer's deinit runs under it. Removing copies the
        // array only if a delivery in progress still holds it.
        let removed = lock.withLock { () -> Entry? in
            guard let index = observers.firstIndex(where: { $0 === entry }) else { return nil }
            return observers.remove(at: index)
        }
        _ = removed
    }

    /// Marks the core disposed: drops observers and queued deliveries, and stops accepting events.
    @inlinable
    func dispose() {
        let (removed, dropped) = lock.withLock { () -> (ContiguousArray<Entry>, Queue<Delivery>) in
            disposed = true
            stopped = false
            stopError = nil
            let dropped = queue
            queue = Queue(capacity: 2)
            let removed = observers
            observers = []
            for entry in removed {
                entry.deactivate()
            }
            return (removed, dropped)
        }
        _ = removed
        _ = dropped
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
/// `unsubscribe` function, which was created — and specialised — where the subscription was made, with the subject's
/// core and the observer's entry.
@usableFromInline
// @unchecked Sendable: `core` and `entry` are set in init and then read and cleared only by the one `dispose()` that
// wins the `disposed` exchange.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var core: AnyObject?
    @usableFromInline @exclusivity(unchecked) var entry: AnyObject?
    @usableFromInline let unsubscribe: (_ core: AnyObject, _ entry: AnyObject) -> Void

    @inlinable
    init(core: AnyObject, entry: AnyObject, unsubscribe: @escaping (_ core: AnyObject, _ entry: AnyObject) -> Void) {
        self.core = core
        self.entry = entry
        self.unsubscribe = unsubscribe
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        if let core = core.take(), let entry = entry.take() {
            unsubscribe(core, entry)
        }
    }
}
