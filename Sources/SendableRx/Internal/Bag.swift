// SendableRx — an insertion-ordered keyed collection used by composite disposables.

/// A key handed out by ``Bag`` when an element is inserted; it removes exactly that element.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection with amortised O(log n) removal by key, in any order.
///
/// Keys grow monotonically, so the entries stay sorted by key and removal can binary search. A removed element
/// leaves a hole — its entry's key marked with ``removedBit``, its element `nil` — instead of shifting the entries
/// after it. Holes at the front are skipped by moving `head` (removal in insertion order, the common case, never
/// compacts); removing the last entry shortens the array, taking the holes just before it too (insert-then-remove,
/// the other common case, never leaves a hole and needs no search); holes elsewhere are squeezed out in one pass
/// once they outnumber the elements. So removing every element, in any order, costs O(n log n) in all rather than
/// O(n²). Keys and elements share one array of entries: one append per insertion, one uniqueness check per change.
/// Not thread-safe: owners keep it inside a lock.
@usableFromInline
struct Bag<Element> {
    /// One inserted element and its key.
    @usableFromInline
    struct Entry {
        /// The key; ``Bag/removedBit`` set once the element has been removed.
        @usableFromInline var key: UInt64
        /// The element; `nil` once removed.
        @usableFromInline var element: Element?

        @inlinable init(key: UInt64, element: Element) {
            self.key = key
            self.element = element
        }
    }

    /// The entries, by increasing key.
    @usableFromInline var entries: ContiguousArray<Entry> = []
    /// Every entry before `head` is a hole.
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
        entries.append(Entry(key: key, element: element))
        liveCount &+= 1
        return BagKey(rawValue: key)
    }

    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        let total = entries.count
        // The last entry is never a hole, so the most recent insertion is found without a search.
        if total > 0 && entries[total &- 1].key == key.rawValue {
            let removed = entries.removeLast().element
            liveCount &-= 1
            dropTrailingHoles()
            return removed
        }
        var low = head
        var high = total
        while low < high {
            let middle = low &+ (high &- low) / 2
            if entries[middle].key & ~Bag.removedBit < key.rawValue {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        guard low < total && entries[low].key == key.rawValue else { return nil }
        let removed = entries.withUnsafeMutableBufferPointer { buffer -> Element? in
            buffer[low].key |= Bag.removedBit
            return buffer[low].element.take()
        }
        liveCount &-= 1
        if low == head {
            while entries[head].key & Bag.removedBit != 0 { head &+= 1 }
        }
        squeezeIfSparse()
        return removed
    }

    /// After the last entry went: drops the holes that now end the array (each was one insertion, so this is
    /// amortised O(1)), so that the last entry is again an element; an emptied bag lets a large buffer go.
    @inlinable
    mutating func dropTrailingHoles() {
        while let last = entries.last, last.key & Bag.removedBit != 0 {
            entries.removeLast()
        }
        if liveCount == 0 {
            head = 0
            if entries.capacity > 64 {
                entries = []
            }
        }
    }

    /// Drops the holes once they outnumber the elements.
    @inlinable
    mutating func squeezeIfSparse() {
        let total = entries.count
        guard total > 32 && liveCount &* 2 < total else { return }
        var write = 0
        for read in head..<total where entries[read].key & Bag.removedBit == 0 {
            entries.swapAt(write, read)
            write &+= 1
        }
        entries.removeLast(total &- write)
        head = 0
    }

    /// Calls `body` with each element, in insertion order.
    @inlinable
    func forEach(_ body: (Element) throws -> Void) rethrows {
        for index in head..<entries.count {
            if let element = entries[index].element { try body(element) }
        }
    }
}
