// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

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
/// leaves, later subscribers follow in subscription order (see ``SubjectObserverList``). A subscription refers to
/// its entry by key, not by reference, so once the subject has let go of an entry (after its terminal event, or
/// `dispose()`), nothing keeps the observer alive — not even an undisposed subscription the observer captured.
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
        @usableFromInline let observers: ContiguousArray<Entry?>

        @inlinable
        init(event: Event<Element>, observers: ContiguousArray<Entry?>) {
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
    /// Whether a delivery is in progress and whether events wait in `queue` (see ``SubjectDeliveryState``). Atomic
    /// so that the deliverer can end a delivery with nothing queued without taking the lock again.
    @usableFromInline let delivery = Atomic<UInt8>(SubjectDeliveryState.idle)
    /// Whether a terminal event was accepted; it was `.error(stopError!)` when `stopError` is set, else `.completed`.
    @usableFromInline @exclusivity(unchecked) var stopped: Bool
    @usableFromInline @exclusivity(unchecked) var stopError: (any Error)?
    @usableFromInline @exclusivity(unchecked) var disposed: Bool
    /// The observers the terminal event goes to, from its acceptance until its delivery ended, so that disposing
    /// one of their subscriptions meanwhile still turns it off.
    @usableFromInline @exclusivity(unchecked) var stopRecipients: SubjectObserverList<Element>
    /// `PublishSubject`: a terminal event sent after `dispose()` is still recorded (and given to later
    /// subscribers), as RxSwift's `PublishSubject` does.
    @usableFromInline let recordsTerminalAfterDispose: Bool
    /// `BehaviorSubject`: the observers registered at the terminal event still count for `hasObservers` until their
    /// subscriptions are disposed, as RxSwift's `BehaviorSubject` keeps them registered. (Only their keys are kept:
    /// holding the observers would keep every observer that captures the subject alive in a cycle.)
    @usableFromInline let countsObserversAfterStop: Bool
    /// The keys of those observers, while their subscriptions are not disposed.
    @usableFromInline @exclusivity(unchecked) var lingeringKeys: SubjectKeySet

    /// Sets the state up here rather than in property initialisers, so the client specialises it too.
    @inlinable
    init(recordsTerminalAfterDispose: Bool = false, countsObserversAfterStop: Bool = false) {
        observers = SubjectObserverList()
        queue = Queue(capacity: 2)
        stopped = false
        stopError = nil
        disposed = false
        stopRecipients = SubjectObserverList()
        self.recordsTerminalAfterDispose = recordsTerminalAfterDispose
        self.countsObserversAfterStop = countsObserversAfterStop
        lingeringKeys = SubjectKeySet()
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
        lock.withLock { !observers.isEmpty || lingeringKeys.count > 0 }
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

    /// Accepts an event unless the subject has terminated or been disposed, and delivers it to the observers
    /// subscribed now.
    ///
    /// Fast path: when nothing is queued or being delivered, the event goes straight to the observers (one lock
    /// acquisition and two atomic exchanges, no queueing); otherwise it is queued behind the delivery in progress.
    ///
    /// - Parameter recordNext: Runs under the lock when an element is accepted, to update the subject's memory.
    ///   Must not call out.
    @inlinable @inline(__always)
    func send(_ event: Event<Element>, recordNext: (Element) -> Void) {
        let direct = lock.withLock { () -> ContiguousArray<Entry?>? in
            let taken: ContiguousArray<Entry?>
            if case .next(let element) = event {
                if stopped || disposed { return nil }
                recordNext(element)
                taken = observers.entries
            } else {
                if stopped || (disposed && !recordsTerminalAfterDispose) { return nil }
                stopped = true
                stopError = event.error
                taken = takeStopRecipients()
            }
            if startDelivery() {
                return taken
            }
            queue.enqueue(Delivery(event: event, observers: taken))
            return markQueued() ? nil : []
        }
        guard let direct else { return }
        // Empty when the caller became the deliverer of a queue whose previous deliverer just finished: its event
        // is queued then, and broadcasting it here would also end its stop recipients too early.
        if !direct.isEmpty {
            broadcastEvent(event, to: direct)
        }
        deliver()
    }

    /// `AsyncSubject`'s `send`: an element is only recorded; completion broadcasts the last element (if any) and
    /// then completion to the same observers; an error is broadcast as it is.
    ///
    /// - Parameters:
    ///   - recordNext: Runs under the lock when an element is accepted. Must not call out.
    ///   - last: Runs under the lock at completion and returns the last element. Must not call out.
    @inlinable
    func sendLastOnCompletion(
        _ event: Event<Element>,
        recordNext: (Element) -> Void,
        last: () -> Element?
    ) {
        let direct = lock.withLock { () -> (ContiguousArray<Entry?>, Element?)? in
            if stopped || disposed { return nil }
            if case .next(let element) = event {
                recordNext(element)
                return nil
            }
            stopped = true
            stopError = event.error
            let element = event.isCompleted ? last() : nil
            let taken = takeStopRecipients()
            if startDelivery() {
                return (taken, element)
            }
            if let element {
                queue.enqueue(Delivery(event: .next(element), observers: taken))
            }
            queue.enqueue(Delivery(event: event, observers: taken))
            return markQueued() ? nil : ([], nil)
        }
        guard let direct else { return }
        if let element = direct.1 {
            broadcastEvent(.next(element), to: direct.0)
        }
        if !direct.0.isEmpty || direct.1 != nil {
            broadcastEvent(event, to: direct.0)
        }
        deliver()
    }

    /// Makes the caller the deliverer if no delivery is in progress (then nothing is queued either). Call under
    /// `lock`.
    @inlinable
    func startDelivery() -> Bool {
        delivery.compareExchange(
            expected: SubjectDeliveryState.idle, desired: SubjectDeliveryState.delivering, ordering: .acquiring
        ).exchanged
    }

    /// Tells the deliverer that something was queued; returns `false` when its delivery ended meanwhile, in which
    /// case the caller is now the deliverer and delivers the queue. Call under `lock`, after queueing.
    @inlinable
    func markQueued() -> Bool {
        var current = delivery.load(ordering: .relaxed)
        while current != SubjectDeliveryState.queued {
            let (exchanged, original) = delivery.compareExchange(
                expected: current, desired: SubjectDeliveryState.queued, ordering: .acquiringAndReleasing
            )
            if exchanged {
                return current != SubjectDeliveryState.idle
            }
            current = original
        }
        return true
    }

    /// Unregisters every observer for the terminal event and returns them, also kept as the stop recipients.
    /// Call under `lock`.
    @inlinable
    func takeStopRecipients() -> ContiguousArray<Entry?> {
        stopRecipients = observers
        if countsObserversAfterStop {
            lingeringKeys = observers.keys
        }
        observers.removeAll()
        return stopRecipients.entries
    }

    /// Gives `event` to each of `entries` still subscribed; after a terminal event, lets go of its recipients.
    @inlinable @inline(__always)
    func broadcastEvent(_ event: Event<Element>, to entries: ContiguousArray<Entry?>) {
        broadcastToEntries(event, to: entries, lock: lock)
        if event.isStopEvent {
            let released = lock.withLock { () -> SubjectObserverList<Element> in
                let released = stopRecipients
                stopRecipients = SubjectObserverList()
                return released
            }
            _ = released
        }
    }

    /// Delivers queued entries until the queue is empty, then ends the delivery.
    ///
    /// With nothing queued (the common case) this is one atomic exchange; the lock is taken only to dequeue.
    @inlinable
    func deliver() {
        while true {
            if delivery.compareExchange(
                expected: SubjectDeliveryState.delivering, desired: SubjectDeliveryState.idle,
                ordering: .acquiringAndReleasing
            ).exchanged {
                return
            }
            let next = lock.withLock { () -> Delivery? in
                if let next = queue.dequeue() {
                    return next
                }
                // Only the deliverer changes the state outside the lock, so a plain store is safe here; a sender
                // queueing from now on marks it `queued` again.
                delivery.store(SubjectDeliveryState.delivering, ordering: .relaxed)
                return nil
            }
            if let next {
                broadcastEvent(next.event, to: next.observers)
            }
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
        let (elements, stop, key) = lock.withLock { () -> (SubjectReplay<Element>, Event<Element>?, UInt64) in
            if let stopEvent {
                return (replay(stopEvent), stopEvent, 0)
            }
            if disposed {
                return (.nothing, .error(RxError.disposed(object: owner)), 0)
            }
            let elements = replay(nil)
            if elements.count > 0 {
                entry.state.store(SubjectEntryState.replaying, ordering: .relaxed)
            }
            return (elements, nil, observers.insert(entry))
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
        // A closure without captures (so no context to allocate).
        return SubjectSubscription(owner: self, key: key) { core, key in
            unsafeDowncast(core, to: SubjectCore<Element>.self).unsubscribe(key)
        }
    }

    /// Turns off and unregisters the entry with `key`.
    @inlinable
    func unsubscribe(_ key: UInt64) {
        // The removed entry is released after the lock, so no observer's deinit runs under it. Removing copies the
        // array only if a delivery in progress still holds it.
        let removed = lock.withLock { () -> Entry? in
            if let removed = observers.remove(key: key) {
                removed.deactivate()
                return removed
            }
            stopRecipients.entry(forKey: key)?.deactivate()
            _ = lingeringKeys.remove(key: key)
            return nil
        }
        _ = removed
    }

    /// Marks the core disposed: drops observers and queued deliveries, and stops accepting events.
    @inlinable
    func dispose() {
        let (removed, dropped) = lock.withLock { () -> (ContiguousArray<Entry?>, Queue<Delivery>) in
            disposed = true
            stopped = false
            stopError = nil
            let dropped = queue
            queue = Queue(capacity: 2)
            let removed = observers.entries
            observers.removeAll()
            for case let entry? in removed {
                entry.deactivate()
            }
            for case let entry? in stopRecipients.entries {
                entry.deactivate()
            }
            lingeringKeys = SubjectKeySet()
            return (removed, dropped)
        }
        _ = removed
        _ = dropped
    }
}

/// Gives `event` to each of `entries` still subscribed; an entry still being replayed to keeps it for later.
///
/// - Parameter lock: The lock of the entries' owner, which guards their held events.
@inlinable @inline(__always)
func broadcastToEntries<Element>(
    _ event: Event<Element>,
    to entries: ContiguousArray<SubjectObserverEntry<Element>?>,
    lock: borrowing Lock
) {
    for case let entry? in entries {
        switch entry.state.load(ordering: .acquiring) {
        case SubjectEntryState.live:
            entry.observer.on(event)
        case SubjectEntryState.replaying:
            if lock.withLock({ entry.holdIfReplaying(event) }) {
                entry.observer.on(event)
            }
        default:
            continue
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
        let held = lock.withLock { entry.takeHeldOrGoLive() }
        guard let held else { return }
        for event in held {
            guard entry.isActive else { break }
            entry.observer.on(event)
        }
    }
}

/// The registered observers of a subject or shared sequence, in the order RxSwift delivers to them.
///
/// RxSwift keeps observers in a bag with one inline slot, filled by the first subscriber and reused by the next
/// one once its occupant leaves, followed by a list in subscription order; events go to the inline slot first.
/// So after the first observer leaves, the next subscriber is served before everyone else. This list keeps that
/// order: `entries[0]` is the inline slot (`nil` while it is free), the later slots follow in subscription order.
/// It also hands out the keys by which subscriptions find their entries.
///
/// Removing an observer empties its slot (`nil`) rather than shifting the ones after it, and finds the slot by a
/// binary search over the keys, which increase from slot 1 on; the list is compacted once most slots are empty.
/// So subscribing and unsubscribing cost O(log n) amortised, also with many observers (RxSwift's bag: a
/// dictionary), and a delivery's snapshot is the `entries` array itself, skipping the empty slots.
@usableFromInline
package struct SubjectObserverList<Element> {
    /// The slots: the inline slot first, then the later subscribers in subscription order; `nil` where an
    /// observer left.
    @usableFromInline package var entries: ContiguousArray<SubjectObserverEntry<Element>?>
    /// The key of each slot's observer; see ``SubjectKeySet``.
    @usableFromInline var keys: SubjectKeySet
    @usableFromInline var lastKey: UInt64

    @inlinable
    package init() {
        entries = []
        keys = SubjectKeySet()
        lastKey = 0
    }

    @inlinable var isEmpty: Bool { keys.count == 0 }

    /// Registers `entry` under a new key (never 0) and returns the key.
    @inlinable
    package mutating func insert(_ entry: SubjectObserverEntry<Element>) -> UInt64 {
        lastKey &+= 1
        let key = lastKey
        entry.key = key
        if entries.isEmpty {
            // Room for a few observers at once: a second subscriber (a shared sequence's usual case) then costs
            // no reallocation of both arrays.
            entries.reserveCapacity(4)
            keys.keys.reserveCapacity(4)
        }
        if entries.isEmpty || entries[0] != nil {
            entries.append(entry)
            keys.keys.append(key)
        } else {
            entries[0] = entry
            keys.keys[0] = key
        }
        keys.count += 1
        return key
    }

    /// The registered entry with `key`, if any.
    @inlinable
    func entry(forKey key: UInt64) -> SubjectObserverEntry<Element>? {
        guard let slot = keys.slot(of: key) else { return nil }
        return entries[slot]
    }

    /// Removes the entry with `key`; returns it, or `nil` when it is not registered.
    @inlinable
    package mutating func remove(key: UInt64) -> SubjectObserverEntry<Element>? {
        guard let slot = keys.slot(of: key) else { return nil }
        let removed = entries[slot]
        entries[slot] = nil
        keys.remove(slot: slot)
        if keys.count == 0 {
            removeAll()
        } else if keys.removedCount > 16 && keys.removedCount > keys.count {
            compact()
        }
        return removed
    }

    /// Drops the empty slots after the inline slot.
    @inlinable
    mutating func compact() {
        var write = 1
        for read in 1..<entries.count where entries[read] != nil {
            if write != read {
                entries[write] = entries[read]
                keys.keys[write] = keys.keys[read]
            }
            write += 1
        }
        entries.removeLast(entries.count - write)
        keys.keys.removeLast(keys.keys.count - write)
        keys.removedCount = 0
    }

    @inlinable
    mutating func removeAll() {
        entries = []
        keys = SubjectKeySet()
    }
}

/// The keys of a subject's registered observers, slot by slot (see ``SubjectObserverList``); after a
/// `BehaviorSubject`'s terminal event, the keys of the observers that still count for `hasObservers`.
///
/// `keys[0]` is the inline slot's key (0 while it is free); from slot 1 on the keys increase. A slot whose observer
/// left keeps its key with ``removedBit`` set, so the order stays searchable.
@usableFromInline
struct SubjectKeySet {
    @usableFromInline var keys: ContiguousArray<UInt64>
    /// How many slots hold a registered key.
    @usableFromInline var count: Int
    /// How many slots after the inline slot are empty.
    @usableFromInline var removedCount: Int

    @inlinable static var removedBit: UInt64 { 1 << 63 }

    @inlinable
    init() {
        keys = []
        count = 0
        removedCount = 0
    }

    /// The slot holding `key`, if it is registered.
    @inlinable
    func slot(of key: UInt64) -> Int? {
        let total = keys.count
        if total == 0 { return nil }
        if keys[0] == key { return 0 }
        var low = 1
        var high = total
        while low < high {
            let middle = low &+ (high &- low) / 2
            if keys[middle] & ~SubjectKeySet.removedBit < key {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        return low < total && keys[low] == key ? low : nil
    }

    /// Marks `slot`'s key removed.
    @inlinable
    mutating func remove(slot: Int) {
        if slot == 0 {
            keys[0] = 0
        } else {
            keys[slot] |= SubjectKeySet.removedBit
            removedCount += 1
        }
        count -= 1
    }

    /// Removes `key` if it is registered; returns whether it was.
    @inlinable
    mutating func remove(key: UInt64) -> Bool {
        guard let slot = slot(of: key) else { return false }
        remove(slot: slot)
        if count == 0 {
            self = SubjectKeySet()
        }
        return true
    }
}

/// The delivery states of a ``SubjectCore``.
///
/// A sender that finds the core `idle` (under the lock) becomes the deliverer and delivers its event directly. A
/// sender that finds a delivery in progress queues its event and marks the state `queued`. The deliverer, done with
/// an event, changes `delivering` back to `idle` with one atomic exchange; finding `queued` instead, it dequeues
/// under the lock and delivers, and sets `delivering` again once the queue is empty.
@usableFromInline
enum SubjectDeliveryState {
    /// No delivery in progress, nothing queued.
    @inlinable static var idle: UInt8 { 0 }
    /// A delivery in progress; nothing queued since the deliverer last looked.
    @inlinable static var delivering: UInt8 { 1 }
    /// A delivery in progress, and events may be queued.
    @inlinable static var queued: UInt8 { 2 }
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
// @unchecked Sendable: `observer` is immutable and called by one thread at a time (the owner's deliverer, or the
// subscribing thread while the entry is replaying); `state` is atomic; `held` and `key` are touched only under the
// owner's lock.
package final class SubjectObserverEntry<Element>: @unchecked Sendable {
    @usableFromInline package let observer: AnyObserver<Element>
    @usableFromInline let state = Atomic<UInt8>(0)
    /// Events delivered while the entry was replaying, in order. Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) var held: ContiguousArray<Event<Element>>
    /// The key its subscription finds it by (0 until registered). Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) var key: UInt64

    @inlinable
    package init(_ observer: AnyObserver<Element>) {
        self.observer = observer
        held = []
        key = 0
    }

    @inlinable
    var isActive: Bool {
        state.load(ordering: .acquiring) != SubjectEntryState.off
    }

    @inlinable
    func deactivate() {
        state.store(SubjectEntryState.off, ordering: .releasing)
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

    /// Takes the held events, or — when there are none — makes the entry live (unless its subscription was
    /// disposed meanwhile) and returns `nil`. Call under the owner's lock.
    @inlinable
    func takeHeldOrGoLive() -> ContiguousArray<Event<Element>>? {
        if held.isEmpty {
            _ = state.compareExchange(
                expected: SubjectEntryState.replaying, desired: SubjectEntryState.live, ordering: .acquiringAndReleasing
            )
            return nil
        }
        let taken = held
        held = []
        return taken
    }
}

/// One observer's subscription to a subject or shared sequence. Not generic, and holding no observer: disposing it
/// through `any Disposable` runs the `unsubscribe` function — created, and specialised, where the subscription was
/// made — with the owner and the entry's key.
///
/// The owner is held weakly, as in RxSwift: a subscription kept in a bag does not keep the subject (or the shared
/// sequence's connection, and through it the source and its operators' closures) alive. Otherwise handlers that
/// capture the bag's owner would keep it alive through the subscription, even after the subject is gone or the
/// shared sequence has ended.
@usableFromInline
// @unchecked Sendable: `owner` is set in init and then read and cleared only by the one `dispose()` that wins the
// `disposed` exchange (a weak reference may be read while its object is released elsewhere).
final class SubjectSubscription: Disposable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) weak var owner: AnyObject?
    @usableFromInline let key: UInt64
    @usableFromInline let unsubscribe: (_ owner: AnyObject, _ key: UInt64) -> Void

    @inlinable
    init(owner: AnyObject, key: UInt64, unsubscribe: @escaping (_ owner: AnyObject, _ key: UInt64) -> Void) {
        self.owner = owner
        self.key = key
        self.unsubscribe = unsubscribe
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        guard let owner else { return }
        self.owner = nil
        unsubscribe(owner, key)
    }
}
