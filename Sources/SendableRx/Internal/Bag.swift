// SendableRx — an insertion-ordered keyed collection used by composite disposables.

/// A key handed out by ``Bag`` when an element is inserted; it removes exactly that element.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection with amortised O(log n) removal by key, in any order.
///
/// Keys grow monotonically, so the key array stays sorted and removal can binary search. A removed element leaves
/// a hole — its key marked with ``removedBit``, its value slot `nil` — instead of shifting the elements after it.
/// Holes at the front are skipped by moving `head` (removal in insertion order, the common case, never compacts);
/// removing the last element shortens the arrays, taking the holes just before it too (insert-then-remove, the
/// other common case, never leaves a hole); holes elsewhere are squeezed out in one pass once they outnumber the
/// elements. So removing every element, in any order, costs O(n log n) in all rather than O(n²).
/// Not thread-safe: owners keep it inside a lock.
@usableFromInline
struct Bag<Element> {
    /// The keys, increasing; a hole's key has ``removedBit`` set.
    @usableFromInline var keys: ContiguousArray<UInt64> = []
    /// The elements, slot by slot with `keys`; `nil` in a hole.
    @usableFromInline var slots: ContiguousArray<Element?> = []
    /// Every slot before `head` is a hole.
    @usableFromInline var head = 0
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var liveCount = 0

    @inlinable static var removedBit: UInt64 { 1 << 63 }

    @inlinable init() {}

    @inlinable var count: Int { liveCount }
    @inlinable var isEmpty: Bool { liveCount == 0 }

    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey &+= 1
        keys.append(key)
        slots.append(element)
        liveCount &+= 1
        return BagKey(rawValue: key)
    }

    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        var low = head
        var high = keys.count
        while low < high {
            let middle = low &+ (high &- low) / 2
            if keys[middle] & ~Bag.removedBit < key.rawValue {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        guard low < keys.count && keys[low] == key.rawValue else { return nil }
        keys[low] |= Bag.removedBit
        let removed = slots[low].take()
        liveCount &-= 1
        if low == keys.count &- 1 {
            // The last slot: it goes, and the holes before it with it (each was one insertion, so this is
            // amortised O(1)); the last slot is therefore always an element.
            repeat {
                keys.removeLast()
                slots.removeLast()
            } while (keys.last ?? 0) & Bag.removedBit != 0
            if liveCount == 0 {
                head = 0
                if keys.capacity > 64 {
                    keys = []
                    slots = []
                }
            }
        } else {
            if low == head {
                while keys[head] & Bag.removedBit != 0 { head &+= 1 }
            }
            squeezeIfSparse()
        }
        return removed
    }

    /// Drops the holes once they outnumber the elements.
    @inlinable
    mutating func squeezeIfSparse() {
        let total = keys.count
        guard total > 32 && liveCount &* 2 < total else { return }
        var write = 0
        for read in head..<total where keys[read] & Bag.removedBit == 0 {
            keys[write] = keys[read]
            slots.swapAt(write, read)
            write &+= 1
        }
        keys.removeLast(total &- write)
        slots.removeLast(total &- write)
        head = 0
    }

    /// Calls `body` with each element, in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for index in head..<slots.count {
            if let element = slots[index] { try body(element) }
        }
    }
}
