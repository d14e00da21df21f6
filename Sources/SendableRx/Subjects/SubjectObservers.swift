// SendableRx — the observer list, entries and subscriptions shared by the subjects, `share(replay:)` and the test
// observables.

import Synchronization

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
///
/// The list is generic over its entry class, not over the element type: the subjects keep
/// ``SubjectDownstreamEntry``s, which are not generic, so their list is compiled once in this module and taking or
/// walking a snapshot looks up no generic metadata; `share(replay:)` and the test observables keep
/// ``SubjectObserverEntry``s (see ``SubjectObserverList``).
@usableFromInline
package struct SubjectEntryList<Entry: SubjectEntry> {
    /// The slots: the inline slot first, then the later subscribers in subscription order; `nil` where an
    /// observer left.
    @usableFromInline package var entries: ContiguousArray<Entry?>
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
    package mutating func insert(_ entry: Entry) -> UInt64 {
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
    func entry(forKey key: UInt64) -> Entry? {
        guard let slot = keys.slot(of: key) else { return nil }
        return entries[slot]
    }

    /// Removes the entry with `key`; returns it, or `nil` when it is not registered.
    @inlinable
    package mutating func remove(key: UInt64) -> Entry? {
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

/// The observer list of `share(replay:)` and the test observables, whose entries hold `AnyObserver`s.
@usableFromInline
package typealias SubjectObserverList<Element> = SubjectEntryList<SubjectObserverEntry<Element>>

/// The keys of a subject's registered observers, slot by slot (see ``SubjectEntryList``); after a
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

/// The states of a ``SubjectEntry``.
@usableFromInline
enum SubjectEntryState {
    /// Subscribed and receiving events directly.
    @inlinable static var live: UInt8 { 0 }
    /// Subscribed, still being replayed to; events for it wait in the entry's held list.
    @inlinable static var replaying: UInt8 { 1 }
    /// Unsubscribed; gets nothing more.
    @inlinable static var off: UInt8 { 2 }
}

/// A registered observer of a subject or shared sequence: the state of its subscription and its key. Subclasses
/// hold the observer itself.
@usableFromInline
// @unchecked Sendable: `state` is atomic; `key` is touched only under the owner's lock.
package class SubjectEntry: @unchecked Sendable {
    @usableFromInline final let state = Atomic<UInt8>(0)
    /// The key its subscription finds it by (0 until registered). Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) final var key: UInt64

    @inlinable
    init() {
        key = 0
    }

    @inlinable
    final var isActive: Bool {
        state.load(ordering: .acquiring) != SubjectEntryState.off
    }

    @inlinable
    final func deactivate() {
        state.store(SubjectEntryState.off, ordering: .releasing)
    }
}

/// A registered observer of a shared sequence or test observable, held as an `AnyObserver`.
@usableFromInline
// @unchecked Sendable: `observer` is immutable and called by one thread at a time (the owner's deliverer, or the
// subscribing thread while the entry is replaying); `state` is atomic; `held` and `key` are touched only under the
// owner's lock.
package final class SubjectObserverEntry<Element>: SubjectEntry, @unchecked Sendable {
    @usableFromInline package let observer: AnyObserver<Element>
    /// Events delivered while the entry was replaying, in order. Guarded by the owner's lock.
    @usableFromInline @exclusivity(unchecked) var held: ContiguousArray<Event<Element>>

    @inlinable
    package init(_ observer: AnyObserver<Element>) {
        self.observer = observer
        held = []
        super.init()
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

/// What a new subscriber of a shared sequence is replayed before it joins: a snapshot taken under the owner's lock.
@usableFromInline
enum SubjectReplay<Element> {
    case nothing
    case one(Element)

    /// The number of elements.
    @inlinable
    var count: Int {
        switch self {
        case .nothing: return 0
        case .one: return 1
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
        }
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

/// One observer's subscription to a subject or shared sequence. Not generic, and holding no observer: disposing it
/// through `any Disposable` runs the `unsubscribe` function — chosen where the subscription was made, and capturing
/// nothing — with the owner and the entry's key.
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
