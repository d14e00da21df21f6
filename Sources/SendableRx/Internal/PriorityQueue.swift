// SendableRx — a binary heap used by the virtual-time scheduler.

/// A binary min-heap ordered by `hasHigherPriority`, which must be a strict total order (the scheduler breaks ties
/// between equal times by scheduling order). Disposed actions are not removed from the middle: the scheduler drops
/// them when they reach the front.
///
/// Sifting moves a hole instead of swapping pairs: each level costs one comparison against the element being placed
/// and one move, with no retain and release of the elements passed over (a queue of 10,000 pending actions is
/// thirteen levels deep).
struct PriorityQueue<Element> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var isEmpty: Bool { elements.isEmpty }
    var count: Int { elements.count }

    func peek() -> Element? { elements.first }

    mutating func enqueue(_ element: Element) {
        elements.append(element)
        let isHigher = hasHigherPriority
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var hole = buffer.count - 1
            let placed = (base + hole).move()
            while hole > 0 {
                let parent = (hole - 1) / 2
                guard isHigher(placed, base[parent]) else { break }
                (base + hole).moveInitialize(from: base + parent, count: 1)
                hole = parent
            }
            (base + hole).initialize(to: placed)
        }
    }

    mutating func dequeue() -> Element? {
        guard let last = elements.popLast() else { return nil }
        if elements.isEmpty { return last }
        let isHigher = hasHigherPriority
        return elements.withUnsafeMutableBufferPointer { buffer -> Element in
            // The front leaves; `last` goes where the hole stops on its way down.
            let base = buffer.baseAddress!
            let count = buffer.count
            let front = base.move()
            var hole = 0
            while true {
                let left = hole * 2 + 1
                if left >= count { break }
                var child = left
                if left + 1 < count && isHigher(base[left + 1], base[left]) {
                    child = left + 1
                }
                guard isHigher(base[child], last) else { break }
                (base + hole).moveInitialize(from: base + child, count: 1)
                hole = child
            }
            (base + hole).initialize(to: last)
            return front
        }
    }
}
