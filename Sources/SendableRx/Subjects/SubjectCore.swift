// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

/// What a subject broadcasts for an event it accepted.
@usableFromInline
enum SubjectBroadcast<Element> {
    /// The event itself.
    case event
    /// Nothing (an `AsyncSubject` keeps its elements until completion).
    case nothing
    /// The element, then completion, to the same observers (an `AsyncSubject` completing).
    case elementThenCompleted(Element)
}

/// What a new subscriber of a subject is replayed before it joins (or, after termination, before the terminal
/// event): a snapshot taken under the subject's lock.
@usableFromInline
enum SubjectReplay<Element> {
    case nothing
    case one(Element)
    case ring(Queue<Element>)

    /// The number of elements.
    @inlinable
    var count: Int {
        switch self {
        case .nothing: return 0
        case .one: return 1
        case .ring(let queue): return queue.count
        }
    }

    /// The element at `index` (0 is the oldest).
    @inlinable
    func element(at index: Int) -> Element {
        switch self {
        case .nothing:
            preconditionFailure("SubjectReplay.nothing has no elements")
        case .one(let element):
            return element
        case .ring(let queue):
            return queue.storage[(queue.head + index) % queue.storage.count]!
        }
    }
}

/// The observers of a subject and the queue through which its events are delivered.
///
/// An event is accepted under the lock together with a snapshot of the observers subscribed at that moment.
/// The first thread to find no delivery in progress becomes the deliverer and delivers — with the lock
/// released — first its own event, then whatever was accepted meanwhile, one entry at a time. Observers
/// therefore see the subject's events one at a time, in acceptance order, and an observer whose subscription is
/// disposed gets nothing more, even from a delivery already in progress. No observer runs under the lock.
///
/// A new subscriber is not an event: as in RxSwift it gets what the subject replays (and, after termination, the
/// terminal event) at once, inside `subscribe`, on the subscribing thread — also when it subscribes from inside
/// a delivery. Events accepted while it is still being replayed to wait in its entry and follow the replay.
///
/// Observers are kept in RxSwift's order: the first slot is reused by the next subscriber once its occupant
/// leaves, later subscribers follow in subscription order (see ``SubjectObserverList``).
@usableFromInline
// @unchecked Sendable: every stored `var` is read and written only inside `lock.withLock`, and observers run only
// on the single delivering thread (or, for a replay, the subscribing thread while the entry is replaying), outside
// the lock.
final class SubjectCore<Element>: @unchecked Sendable {
    /// One registered observer.
    @usableFromInline
    typealias Entry = SubjectObserverEntry<Element>

    /// One entry of the delivery queue: an event for the observers subscribed when it was accepted.
    @usableFromInline
    struct Delivery {
        @usableFromInline let event: Event<Element>
        @usableFromInline let observers: ContiguousArray<Entry>

        @inlinable
        init(event: Event<Element>, observers: ContiguousArray<Entry>) {
            self.event = event
            self.observers = observers
        }
    }

    // The state lives in stored properties guarded by a `Lock` over `Void` rather than in a mutex over a generic
    // state struct: the core's deinit runs unspecialised (as every generic class's does), and destroying a
    // `Mutex<State<Element>>` there looked up four generic metadata records per subject. None of these fields'
    // layouts depends on `Element` (the terminal event is kept as `stopped` + `stopError`), so destroying them
    // needs no lookup.
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var observers: SubjectObserverList<Element>
    @usableFromInline @exclusivity(unchecked) var queue: Queue<Delivery>
    @usableFromInline @exclusivity(unchecked) var delivering: Bool
    /// Whether a terminal event was accepted; it was `.error(stopError!)` when `stopError` is set, else `.completed`.
    @usableFromInline @exclusivity(unchecked) var stopped: Bool
    @usableFromInline @exclusivity(unchecked) var stopError: (any Error)?
    @usableFromInline @exclusivity(unchecked) var disposed: Bool
    /// How many observers stay counted by `hasObservers` after the terminal event (a `BehaviorSubject` keeps its
    /// observers registered until they unsubscribe, as RxSwift's does); the entries themselves are released.
    @usableFromInline @exclusivity(unchecked) var lingering: Int
    /// Tells lingering entries of this round from those of a round that `dispose()` ended.
    @usableFromInline @exclusivity(unchecked) var lingerRound: UInt64
    /// Entries that `dispose()` removed while a delivery was in progress; the deliverer finishes them when it ends.
    @usableFromInline @exclusivity(unchecked) var finishAfterDelivery: ContiguousArray<Entry>
    /// `PublishSubject`: a terminal event sent after `dispose()` is still recorded (and given to later
    /// subscribers), as RxSwift's `PublishSubject` does.
    @usableFromInline let recordsTerminalAfterDispose: Bool
    /// `BehaviorSubject`: observers stay counted by `hasObservers` after the terminal event.
    @usableFromInline let countsObserversAfterStop: Bool

    /// Sets the state up here rather than in property initialisers, so the client specialises it too.
    @inlinable
    init(recordsTerminalAfterDispose: Bool = false, countsObserversAfterStop: Bool = false) {
        observers = SubjectObserverList()
        queue = Queue(capacity: 2)
        delivering = false
        stopped = false
        stopError = nil
        disposed = false
        lingering = 0
        lingerRound = 1
        finishAfterDelivery = []
        self.recordsTerminalAfterDispose = recordsTerminalAfterDispose
        self.countsObserversAfterStop = countsObserversAfterStop
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
        lock.withLock { !observers.isEmpty || lingering > 0 }
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
    func takeObservers(stopping: Bool) -> ContiguousArray<Entry> {
        let taken = observers.entries
        if stopping {
            if countsObserversAfterStop {
                for entry in taken {
                    entry.lingerRound = lingerRound
                }
                lingering += taken.count
            }
            observers.removeAll()
        }
        return taken
    }

    /// Accepts an event unless the subject has terminated or been disposed, and delivers what `record` says to
    /// broadcast to the observers subscribed now.
    ///
    /// Fast path: when nothing is queued or being delivered, the event goes straight to the observers (two lock
    /// acquisitions, no queueing); otherwise it is queued behind the delivery in progress.
    ///
    /// - Parameter record: Runs under the lock when the event is accepted; updates the subject's memory and says
    ///   what to broadcast. Must not call out.
    @inlinable
    func send(_ event: Event<Element>, record: (Event<Element>) -> SubjectBroadcast<Element>) {
        let isStop = event.isStopEvent
        let direct = lock.withLock { () -> (ContiguousArray<Entry>, SubjectBroadcast<Element>)? in
            if stopped { return nil }
            if disposed && !(isStop && recordsTerminalAfterDispose) { return nil }
            if isStop {
                stopped = true
                stopError = event.error
            }
            let broadcast = record(event)
            if case .nothing = broadcast { return nil }
            let taken = takeObservers(stopping: isStop)
            if !delivering && queue.isEmpty {
                delivering = true
                return (taken, broadcast)
            }
            switch broadcast {
            case .event, .nothing:
                queue.enqueue(Delivery(event: event, observers: taken))
            case .elementThenCompleted(let element):
                queue.enqueue(Delivery(event: .next(element), observers: taken))
                queue.enqueue(Delivery(event: .completed, observers: taken))
            }
            if delivering { return nil }
            delivering = true
            return ([], .nothing)
        }
        guard let direct else { return }
        switch direct.1 {
        case .event:
            broadcastEvent(event, to: direct.0)
        case .nothing:
            break
        case .elementThenCompleted(let element):
            broadcastEvent(.next(element), to: direct.0)
            broadcastEvent(.completed, to: direct.0)
        }
        deliver()
    }

    /// Gives `event` to each of `entries` still subscribed.
    @inlinable
    func broadcastEvent(_ event: Event<Element>, to entries: ContiguousArray<Entry>) {
        broadcastToEntries(event, to: entries, lock: lock)
    }

    /// Delivers queued entries until the queue is empty, then ends the delivery (and finishes the entries that
    /// `dispose()` left to it).
    @inlinable
    func deliver() {
        var finishing = ContiguousArray<Entry>()
        while true {
            let next = lock.withLock { () -> Delivery? in
                guard let delivery = queue.dequeue() else {
                    delivering = false
                    if !finishAfterDelivery.isEmpty {
                        finishing = finishAfterDelivery
                        finishAfterDelivery = []
                    }
                    return nil
                }
                return delivery
            }
            guard let next else { break }
            broadcastEvent(next.event, to: next.observers)
        }
        for entry in finishing {
            entry.finish()
        }
    }

    /// Adds an observer and gives it, at once, what `replay` says plus the terminal event if there was one.
    ///
    /// `replay` runs under the lock with the terminal event (if any) and returns the elements the new observer
    /// gets first. A terminated subject does not register the observer; a disposed one answers with
    /// ``RxError/disposed(object:)``.
    @inlinable
    func subscribe(
        _ observer: AnyObserver<Element>,
        owner: AnyObject,
        replay: (Event<Element>?) -> SubjectReplay<Element>
    ) -> any Disposable {
        let entry = Entry(observer)
        let (elements, stop) = lock.withLock { () -> (SubjectReplay<Element>, Event<Element>?) in
            if let stopEvent {
                return (replay(stopEvent), stopEvent)
            }
            if disposed {
                return (.nothing, .error(RxError.disposed(object: owner)))
            }
            let elements = replay(nil)
            if elements.count > 0 {
                entry.state.store(SubjectEntryState.replaying, ordering: .relaxed)
            }
            observers.insert(entry)
            return (elements, nil)
        }
        if let stop {
            for index in 0..<elements.count {
                observer.on(.next(elements.element(at: index)))
            }
            observer.on(stop)
            return Disposables.create()
        }
        if elements.count > 0 {
            replayToEntry(elements, to: entry, lock: lock)
        }
        // Closures without captures (so no context to allocate).
        return SubjectSubscription(core: self, entry: entry) { core, entry in
            let entry = unsafeDowncast(entry, to: Entry.self)
            entry.deactivate()
            unsafeDowncast(core, to: SubjectCore<Element>.self).unsubscribe(entry)
        }
    }

    /// Unregisters an observer's entry.
    @inlinable
    func unsubscribe(_ entry: Entry) {
        // The removed entry is released after the lock, so no observer's deinit runs under it. Removing copies the
        // array only if a delivery in progress still holds it.
        let removed = lock.withLock { () -> Entry? in
            if let removed = observers.remove(entry) {
                return removed
            }
            if entry.lingerRound == lingerRound {
                entry.lingerRound = 0
                lingering -= 1
            }
            return nil
        }
        _ = removed
    }

    /// Marks the core disposed: drops observers and queued deliveries, and stops accepting events.
    @inlinable
    func dispose() {
        let (finishNow, dropped) = lock.withLock { () -> (ContiguousArray<Entry>, Queue<Delivery>) in
            disposed = true
            stopped = false
            stopError = nil
            lingering = 0
            lingerRound &+= 1
            let dropped = queue
            queue = Queue(capacity: 2)
            var finishNow = ContiguousArray<Entry>()
            for entry in observers.entries {
                // A replaying entry is finished by its replaying thread, a delivered-to one by the deliverer.
                if entry.state.exchange(SubjectEntryState.off, ordering: .acquiringAndReleasing)
                    == SubjectEntryState.replaying
                {
                    continue
                }
                if delivering {
                    finishAfterDelivery.append(entry)
                } else {
                    finishNow.append(entry)
                }
            }
            observers.removeAll()
            return (finishNow, dropped)
        }
        for entry in finishNow {
            entry.finish()
        }
        _ = dropped
    }
}

/// Gives `event` to each of `entries` still subscribed; an entry still being replayed to keeps it for later.
///
/// - Parameter lock: The lock of the entries' owner, which guards their held events.
@inlinable
func broadcastToEntries<Element>(
    _ event: Event<Element>,
    to entries: ContiguousArray<SubjectObserverEntry<Element>>,
    lock: borrowing Lock
) {
    let isStop = event.isStopEvent
    for entry in entries {
        switch entry.state.load(ordering: .acquiring) {
        case SubjectEntryState.live:
            entry.observer.on(event)
        case SubjectEntryState.replaying:
            guard lock.withLock({ entry.holdIfReplaying(event) }) else { continue }
            entry.observer.on(event)
        default:
            continue
        }
        if isStop {
            entry.finish()
        }
    }
}

/// Replays `elements` to a registered entry in the replaying state, then the events held for it meanwhile, and
/// makes it live.
///
/// - Parameter lock: The lock of the entry's owner, which guards its held events.
@inlinable
func replayToEntry<Element>(_ elements: SubjectReplay<Element>, to entry: SubjectObserverEntry<Element>, lock: borrowing Lock) {
    for index in 0..<elements.count {
        guard entry.isActive else { break }
        entry.observer.on(.next(elements.element(at: index)))
    }
    while true {
        let (held, ended) = lock.withLock { entry.takeHeldOrGoLive() }
        if ended {
            // Disposed while replaying, so never live: nobody else has called the observer, nobody will.
            entry.finish()
            return
        }
        if held.isEmpty { return }
        for event in held {
            guard entry.isActive else { break }
            entry.observer.on(event)
            if event.isStopEvent {
                entry.finish()
                return
            }
        }
    }
}

/// The registered observers of a subject or shared sequence, in the order RxSwift delivers to them.
///
/// RxSwift keeps observers in a bag with one inline slot, filled by the first subscriber and reused by the next
/// one once its occupant leaves, followed by a list in subscription order; events go to the inline slot first.
/// So after the first observer leaves, the next subscriber is served before everyone else. This list keeps that
/// order: `entries[0]` is the inline slot's occupant when `firstSlotTaken`.
@usableFromInline
struct SubjectObserverList<Element> {
    @usableFromInline var entries: ContiguousArray<SubjectObserverEntry<Element>>
    @usableFromInline var firstSlotTaken: Bool

    @inlinable
    init() {
        entries = []
        firstSlotTaken = false
    }

    @inlinable var isEmpty: Bool { entries.isEmpty }

    @inlinable var count: Int { entries.count }

    @inlinable
    mutating func insert(_ entry: SubjectObserverEntry<Element>) {
        if firstSlotTaken {
            entries.append(entry)
        } else {
            entries.insert(entry, at: 0)
            firstSlotTaken = true
        }
    }

    /// Removes `entry`; returns it, or `nil` when it was not registered.
    @inlinable
    mutating func remove(_ entry: SubjectObserverEntry<Element>) -> SubjectObserverEntry<Element>? {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return nil }
        if index == 0 && firstSlotTaken {
            firstSlotTaken = false
        }
        return entries.remove(at: index)
    }

    @inlinable
    mutating func removeAll() {
        entries = []
        firstSlotTaken = false
    }
}

/// The states of a ``SubjectObserverEntry``.
@usableFromInline
enum SubjectEntryState {
    /// Subscribed and receiving events directly.
    @inlinable static var live: UInt8 { 0 }
    /// Subscribed, still being replayed to; events for it wait in the entry's `held` list.
    @inlinable static var replaying: UInt8 { 1 }
    /// Unsubscribed; gets nothing more.
    @inlinable static var off: UInt8 { 2 }
}

/// A registered observer of a subject or shared sequence and the state of its subscription.
@usableFromInline
// @unchecked Sendable: `observer` is called — and replaced by `finish()` — by one thread at a time: the owner's
// deliverer, the subscribing thread while the entry is replaying, or the owner once neither can reach the entry any
// more; `state` is atomic; `held` and `lingerRound` are touched only under the owner's lock.
final class SubjectObserverEntry<Element>: @unchecked Sendable {
    /// The observer; replaced by a no-op once the entry can get nothing more, so that a subscription kept
    /// undisposed does not keep the observer (often a closure capturing that subscription) alive.
    @usableFromInline @exclusivity(unchecked) var observer: AnyObserver<Element>
    @usableFromInline let state = Atomic<UInt8>(0)
    /// Events delivered while the entry was replaying, in order. Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) var held: ContiguousArray<Event<Element>>
    /// The owner's linger round while the entry is counted as a lingering observer, else 0. Guarded by the
    /// owner's lock.
    @usableFromInline @exclusivity(unchecked) var lingerRound: UInt64

    @inlinable
    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
        held = []
        lingerRound = 0
    }

    @inlinable
    var isActive: Bool {
        state.load(ordering: .acquiring) != SubjectEntryState.off
    }

    @inlinable
    func deactivate() {
        state.store(SubjectEntryState.off, ordering: .releasing)
    }

    /// Turns the entry off and drops its observer. Only the thread that may call the observer (see the type's
    /// invariant) calls this, after the entry's last event or once nobody else can reach it.
    @inlinable
    func finish() {
        state.store(SubjectEntryState.off, ordering: .releasing)
        observer = AnyObserver { _ in }
    }

    /// Keeps `event` for later if the entry is replaying; returns whether the caller should deliver it now (the
    /// entry went live meanwhile). Call under the owner's lock.
    @inlinable
    func holdIfReplaying(_ event: Event<Element>) -> Bool {
        switch state.load(ordering: .acquiring) {
        case SubjectEntryState.replaying:
            held.append(event)
            return false
        case SubjectEntryState.live:
            return true
        default:
            return false
        }
    }

    /// Takes the held events; when there are none, makes the entry live and returns an empty list with `ended`
    /// false, or — if the subscription was disposed meanwhile, so the entry never went live — `ended` true. Call
    /// under the owner's lock.
    @inlinable
    func takeHeldOrGoLive() -> (held: ContiguousArray<Event<Element>>, ended: Bool) {
        if held.isEmpty {
            let (wentLive, _) = state.compareExchange(
                expected: SubjectEntryState.replaying, desired: SubjectEntryState.live, ordering: .acquiringAndReleasing
            )
            return ([], !wentLive)
        }
        let taken = held
        held = []
        return (taken, false)
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
