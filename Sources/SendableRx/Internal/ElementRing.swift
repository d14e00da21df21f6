// SendableRx — a FIFO of elements for operators compiled once for every element type.

/// A growable first-in, first-out ring of values of a generic type, without `Optional` or a generic container.
///
/// ``Queue`` keeps its values in a `ContiguousArray<Element?>`; in code compiled once for every element type, each of
/// its operations looks up the generic metadata of those types. A ring reaches its values through a pointer typed
/// with `Element` alone, whose metadata the caller already has. The owner calls ``destroy()`` once, in its `deinit`
/// (or on a ring it has taken out of its state).
///
/// The per-element operations are always inlined: a call to a method of a generic struct that is not inlined passes
/// the struct's metadata, which unspecialised code looks up at every call.
struct ElementRing<Element> {
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private var head = 0
    /// The number of values held.
    private(set) var count = 0

    @inline(__always)
    init() {}

    /// Whether the ring holds no value.
    @inline(__always)
    var isEmpty: Bool {
        count == 0
    }

    /// Adds `element` after the others.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity {
            grow()
        }
        var index = head + count
        if index >= capacity {
            index -= capacity
        }
        (storage.unsafelyUnwrapped + index).initialize(to: element)
        count += 1
    }

    /// The oldest value; only while the ring is not empty.
    @inline(__always)
    var first: Element {
        (storage.unsafelyUnwrapped + head).pointee
    }

    /// Removes and returns the oldest value; only while the ring is not empty.
    @inline(__always)
    mutating func removeFirst() -> Element {
        let element = (storage.unsafelyUnwrapped + head).move()
        head += 1
        if head == capacity {
            head = 0
        }
        count -= 1
        return element
    }

    /// Empties the ring into an array, oldest value first.
    mutating func removeAllIntoArray() -> [Element] {
        let total = count
        if total == 0 {
            return []
        }
        return Array(unsafeUninitializedCapacity: total) { buffer, initializedCount in
            moveAll(to: buffer.baseAddress.unsafelyUnwrapped)
            initializedCount = total
        }
    }

    /// Empties the ring, releasing the values held; keeps the storage.
    @inline(__always)
    mutating func removeAll() {
        guard let storage, count > 0 else { return }
        let firstPart = Swift.min(count, capacity - head)
        (storage + head).deinitialize(count: firstPart)
        storage.deinitialize(count: count - firstPart)
        head = 0
        count = 0
    }

    /// Releases the values and the storage.
    @inline(__always)
    mutating func destroy() {
        removeAll()
        storage?.deallocate()
        storage = nil
        capacity = 0
    }

    /// Moves every value, oldest first, to the uninitialised memory at `destination`, leaving the ring empty.
    private mutating func moveAll(to destination: UnsafeMutablePointer<Element>) {
        let storage = storage.unsafelyUnwrapped
        let firstPart = Swift.min(count, capacity - head)
        destination.moveInitialize(from: storage + head, count: firstPart)
        (destination + firstPart).moveInitialize(from: storage, count: count - firstPart)
        head = 0
        count = 0
    }

    private mutating func grow() {
        let newCapacity = Swift.max(capacity * 2, 4)
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let held = count
        if let storage {
            moveAll(to: newStorage)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
        count = held
    }
}
