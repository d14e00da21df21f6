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
        var newStorage = ContiguousArray<Element?>(
            repeating: nil, count: Swift.max(storage.count * 2, initialCapacity))
        for index in 0..<count {
            newStorage[index] = storage[(head + index) % storage.count]
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
