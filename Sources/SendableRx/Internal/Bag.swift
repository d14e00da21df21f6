// SendableRx — an insertion-ordered keyed collection used by subjects and composite disposables.

/// A key handed out by ``Bag`` when an element is inserted; it removes exactly that element.
@usableFromInline
struct BagKey: Hashable, Sendable {
    @usableFromInline let rawValue: UInt64

    @inlinable init(rawValue: UInt64) { self.rawValue = rawValue }
}

/// An insertion-ordered collection with O(log n) removal by key.
///
/// Keys grow monotonically, so the backing array stays sorted by key and removal can binary search.
/// Not thread-safe: owners keep it inside a `Mutex`.
@usableFromInline
struct Bag<Element> {
    @usableFromInline var entries: ContiguousArray<(key: BagKey, value: Element)> = []
    @usableFromInline var nextKey: UInt64 = 0

    @inlinable init() {}

    @inlinable var count: Int { entries.count }
    @inlinable var isEmpty: Bool { entries.isEmpty }

    @inlinable
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        entries.append((key, element))
        return key
    }

    @inlinable
    mutating func removeKey(_ key: BagKey) -> Element? {
        var low = 0
        var high = entries.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let midKey = entries[mid].key.rawValue
            if midKey == key.rawValue {
                return entries.remove(at: mid).value
            } else if midKey < key.rawValue {
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return nil
    }

    @inlinable
    mutating func removeAll() -> [Element] {
        let values = entries.map(\.value)
        entries.removeAll()
        return values
    }

    @inlinable
    var values: [Element] { entries.map(\.value) }
}
