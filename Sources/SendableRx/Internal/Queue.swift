// SendableRx — a FIFO ring buffer.

/// A growable FIFO queue backed by a ring buffer; amortised O(1) enqueue and dequeue.
@usableFromInline
struct Queue<Element> {
    @usableFromInline var storage: ContiguousArray<Element?>
    @usableFromInline var head = 0
    @usableFromInline var count = 0
    @usableFromInline let initialCapacity: Int

    /// An empty queue; storage for `capacity` elements is allocated by the first `enqueue`, so a queue that is
    /// never used costs no allocation.
    @inlinable
    init(capacity: Int = 4) {
        storage = []
        // A replay buffer may ask for a huge capacity (`Int.max`); storage grows by doubling beyond 64 anyway.
        initialCapacity = Swift.min(Swift.max(capacity, 1), 64)
    }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    @inlinable
    func peek() -> Element? {
        count > 0 ? storage[head] : nil
    }

    @inlinable
    mutating func grow() {
        // Built by appending into reserved capacity: `init(repeating:count:)` allocates through an unspecialised
        // standard-library path that looks the storage class's metadata up on every call.
        let capacity = Swift.max(storage.count * 2, initialCapacity)
        var newStorage = ContiguousArray<Element?>()
        newStorage.reserveCapacity(capacity)
        for index in 0..<count {
            newStorage.append(storage[(head + index) % storage.count])
        }
        while newStorage.count < capacity {
            newStorage.append(nil)
        }
        storage = newStorage
        head = 0
    }

    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    @inlinable
    var elements: [Element] {
        (0..<count).map { storage[(head + $0) % storage.count]! }
    }
}
