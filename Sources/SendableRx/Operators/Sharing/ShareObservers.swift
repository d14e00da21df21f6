// SendableRx — the registered observers of `share(replay: 0 or 1, scope: .whileConnected)`.

import Synchronization

/// The states of a ``ShareEntry``.
enum ShareEntryState {
    /// Subscribed and receiving events directly.
    static var live: UInt8 { 0 }
    /// Subscribed, still being replayed to; events for it wait in the entry's `held` list.
    static var replaying: UInt8 { 1 }
    /// Unsubscribed; gets nothing more.
    static var off: UInt8 { 2 }
}

/// A registered observer of a shared sequence and the state of its subscription: the part that does not depend on
/// the element type, so that the list of entries and the loop that delivers an element to them are compiled for one
/// concrete type instead of running unspecialised for every element type. Every entry is a ``ShareObserverEntry``.
// @unchecked Sendable: `state` is atomic; `key` is touched only under the owner's lock.
class ShareEntry: @unchecked Sendable {
    let state = Atomic<UInt8>(0)
    /// The key its subscription finds it by (0 until registered). Guarded by the owner's lock.
    @exclusivity(unchecked) final var key: UInt64 = 0

    final var isActive: Bool {
        state.load(ordering: .acquiring) != ShareEntryState.off
    }

    final func deactivate() {
        state.store(ShareEntryState.off, ordering: .releasing)
    }
}

/// A registered observer of a shared sequence: its downstream and the events held for it while it is replayed to.
// @unchecked Sendable: `downstream` is immutable and called by one thread at a time (the connection's deliverer, or
// the subscribing thread while the entry is replaying); `held` is touched only under the owner's lock; the rest is
// restated from ShareEntry.
final class ShareObserverEntry<Element>: ShareEntry, @unchecked Sendable {
    let downstream: Downstream<Element>
    /// Events delivered while the entry was replaying, in order. Guarded by the owner's lock.
    @exclusivity(unchecked) var held: ContiguousArray<Event<Element>>

    init(_ downstream: Downstream<Element>) {
        self.downstream = downstream
        held = []
    }

    /// Passes `event` to the downstream.
    func deliver(_ event: Event<Element>) {
        switch event {
        case .next(let element): downstream.next(element)
        case .error(let error): downstream.error(error)
        case .completed: downstream.completed()
        }
    }

    /// Keeps `event` for later if the entry is replaying; returns whether the caller should deliver it now (the
    /// entry went live meanwhile). Call under the owner's lock.
    func holdIfReplaying(_ event: Event<Element>) -> Bool {
        switch state.load(ordering: .acquiring) {
        case ShareEntryState.replaying:
            held.append(event)
            return false
        case ShareEntryState.live:
            return true
        default:
            return false
        }
    }

    /// Takes the held events, or — when there are none — makes the entry live (unless its subscription was
    /// disposed meanwhile) and returns `nil`. Call under the owner's lock.
    func takeHeldOrGoLive() -> ContiguousArray<Event<Element>>? {
        if held.isEmpty {
            _ = state.compareExchange(
                expected: ShareEntryState.replaying, desired: ShareEntryState.live, ordering: .acquiringAndReleasing
            )
            return nil
        }
        let taken = held
        held = []
        return taken
    }
}

/// The registered observers of a shared sequence, in the order RxSwift delivers to them: the order of the subjects'
/// `SubjectObserverList`, which describes it, over entries typed by their non-generic base.
///
/// `entries[0]` is the inline slot (`nil` while it is free), reused by the next subscriber once its occupant leaves;
/// the later slots follow in subscription order. Removing an observer empties its slot, found by a binary search over
/// the keys; the list is compacted once most slots are empty.
struct ShareObserverList {
    /// The slots: the inline slot first, then the later subscribers in subscription order; `nil` where an
    /// observer left.
    var entries: ContiguousArray<ShareEntry?>
    /// The key of each slot's observer; see ``SubjectKeySet``.
    var keys: SubjectKeySet
    var lastKey: UInt64

    init() {
        entries = []
        keys = SubjectKeySet()
        lastKey = 0
    }

    var isEmpty: Bool { keys.count == 0 }

    /// Registers `entry` under a new key (never 0) and returns the key.
    mutating func insert(_ entry: ShareEntry) -> UInt64 {
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
    func entry(forKey key: UInt64) -> ShareEntry? {
        guard let slot = keys.slot(of: key) else { return nil }
        return entries[slot]
    }

    /// Removes the entry with `key`; returns it, or `nil` when it is not registered.
    mutating func remove(key: UInt64) -> ShareEntry? {
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

    mutating func removeAll() {
        entries = []
        keys = SubjectKeySet()
    }
}
