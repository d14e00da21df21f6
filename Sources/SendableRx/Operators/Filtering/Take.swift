// SendableRx — `take(_:)` and `takeLast(_:)`.

extension ObservableType {
    /// Passes on the first `count` elements, then completes.
    ///
    /// ```
    /// source:    -1-2-3-4-|
    /// take(2):   -1-(2|)
    /// ```
    ///
    /// `take(0)` completes at once without subscribing to the source; `take(Int.max)` mirrors the source.
    ///
    /// - Parameter count: How many elements to pass on.
    /// - Returns: The sequence of the first `count` elements.
    /// - Precondition: `count` is not negative (as in RxSwift, a negative count stops the program with a message).
    public func take(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "take(_:): count can't be negative (\(count))")
        if count == 0 {
            return .empty()
        }
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = TakeCountSink(count: count, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }

    /// Passes on the last `count` elements when the source completes.
    ///
    /// ```
    /// source:       -1-2-3-|
    /// takeLast(2):  -------(2)(3)|
    /// ```
    ///
    /// `takeLast(0)` emits nothing but the terminal event; a count above the number of elements emits them all.
    ///
    /// - Parameter count: How many elements to keep.
    /// - Returns: The sequence of the last `count` elements.
    /// - Precondition: `count` is not negative (as in RxSwift, a negative count stops the program with a message).
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count can't be negative (\(count))")
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The sink of `take(_:)`: counts down the elements still to pass on.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `remaining` is touched only
// in the serialized event flow.
final class TakeCountSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    @exclusivity(unchecked) var remaining: Int

    init(count: Int, downstream: Downstream<Element>, cancel: SinkDisposer) {
        remaining = count
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        guard remaining > 0 else { return }
        remaining -= 1
        forwardNext(element)
        if remaining == 0 {
            forwardCompletedAndDispose()
        }
    }
}

/// The sink of `takeLast(_:)`: keeps the last `count` elements in a ring buffer until completion.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `elements` is touched only in the
// serialized event flow.
final class TakeLastSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let count: Int
    @usableFromInline @exclusivity(unchecked) var elements: Queue<Element>

    @inlinable
    init(count: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.count = count
        elements = Queue(capacity: Swift.max(Swift.min(count, 64), 1))
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            guard count > 0 else { return }
            if elements.count == count {
                _ = elements.dequeue()
            }
            elements.enqueue(value)
        case .error:
            elements.removeAll()
            forwardAndDispose(event)
        case .completed:
            while let element = elements.dequeue() {
                forwardOn(.next(element))
            }
            forwardAndDispose(.completed)
        }
    }
}
