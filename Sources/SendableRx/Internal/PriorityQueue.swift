// SendableRx — a binary heap used by the virtual-time scheduler.

/// A binary min-heap ordered by `hasHigherPriority`. (Disposed actions are not removed from the middle: the
/// scheduler drops them when they reach the front.)
struct PriorityQueue<Element: AnyObject> {
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
        bubbleUp(elements.count - 1)
    }

    mutating func dequeue() -> Element? {
        guard let front = peek() else { return nil }
        removeAt(0)
        return front
    }

    private mutating func removeAt(_ index: Int) {
        let last = elements.count - 1
        if index != last {
            elements.swapAt(index, last)
        }
        elements.removeLast()
        if index < elements.count {
            bubbleUp(index)
            bubbleDown(index)
        }
    }

    private mutating func bubbleUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func bubbleDown(_ start: Int) {
        var parent = start
        while true {
            let left = parent * 2 + 1
            let right = left + 1
            var highest = parent
            if left < elements.count && hasHigherPriority(elements[left], elements[highest]) { highest = left }
            if right < elements.count && hasHigherPriority(elements[right], elements[highest]) { highest = right }
            if highest == parent { return }
            elements.swapAt(parent, highest)
            parent = highest
        }
    }
}
