// SendableRx — a ring of elements over memory of its own, for subject code compiled once for every element type.

/// A FIFO ring of elements over memory of its own: a `ReplaySubject`'s buffer, and the elements waiting in a
/// subject's delivery queue.
///
/// Rather than `Element?` slots (as ``Queue`` keeps), the ring holds its elements in memory it allocates, reached
/// through a pointer typed with `Element` alone. In code compiled once for every element type, adding or taking an
/// element then runs no container generic over the element type, each of whose operations would look up generic
/// metadata. The ring's bookkeeping lives in its non-generic base class, ``ReplayRingStorage``.
final class ReplayElementRing<Element>: ReplayRingStorage {
    /// Room for `capacity` elements; `count` of them, from `head` on (wrapping around), are initialised.
    private var storage: UnsafeMutablePointer<Element>

    /// An empty ring with room for `capacity` elements (at least one).
    override init(capacity: Int) {
        storage = .allocate(capacity: capacity)
        super.init(capacity: capacity)
    }

    deinit {
        let first = Swift.min(count, capacity &- head)
        (storage + head).deinitialize(count: first)
        storage.deinitialize(count: count &- first)
        storage.deallocate()
    }

    /// The element at `index` (0 is the oldest).
    func element(at index: Int) -> Element {
        storage[slot(index)]
    }

    /// The storage slot of the element at `index`.
    private func slot(_ index: Int) -> Int {
        let slot = head &+ index
        return slot >= capacity ? slot &- capacity : slot
    }

    /// Appends `element`, dropping the oldest element when `limit` elements are held already.
    func append(_ element: Element, limit: Int) {
        if count == limit {
            // Full (the room never grows beyond `limit`): the new element takes the oldest one's slot.
            storage[head] = element
            head = head &+ 1 == capacity ? 0 : head &+ 1
            return
        }
        if count == capacity {
            grow(limit: limit)
        }
        (storage + slot(count)).initialize(to: element)
        count &+= 1
    }

    /// Moves the oldest element to `target` (uninitialised memory) and removes it; only while the ring is not empty.
    func moveFirst(to target: UnsafeMutablePointer<Element>) {
        target.moveInitialize(from: storage + head, count: 1)
        head = head &+ 1 == capacity ? 0 : head &+ 1
        count &-= 1
    }

    /// Doubles the room, up to `limit` elements, and puts the elements at its start.
    private func grow(limit: Int) {
        let newCapacity = capacity > limit / 2 ? limit : capacity &* 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let first = Swift.min(count, capacity &- head)
        newStorage.moveInitialize(from: storage + head, count: first)
        (newStorage + first).moveInitialize(from: storage, count: count &- first)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
        head = 0
    }

    /// A copy of the ring, with the same room.
    func copy() -> ReplayElementRing<Element> {
        let copy = ReplayElementRing(capacity: capacity)
        let first = Swift.min(count, capacity &- head)
        copy.storage.initialize(from: storage + head, count: first)
        (copy.storage + first).initialize(from: storage, count: count &- first)
        copy.count = count
        return copy
    }
}

/// The part of an ``ReplayElementRing`` that does not depend on the element type: the ring's bookkeeping. Code that only
/// counts the elements, or checks the ring for uniqueness, uses this type, which is compiled once and specialised.
class ReplayRingStorage {
    /// How many elements the storage has room for.
    final var capacity: Int
    /// The slot of the oldest element.
    final var head: Int
    /// The number of elements.
    final var count: Int

    init(capacity: Int) {
        self.capacity = capacity
        head = 0
        count = 0
    }
}
