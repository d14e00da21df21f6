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
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var remaining = count
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    guard remaining > 0 else { return }
                    remaining -= 1
                    sink.forwardOn(.next(value))
                    if remaining == 0 {
                        sink.forwardOn(.completed)
                        sink.dispose()
                    }
                case .error, .completed:
                    sink.forwardOn(event)
                    sink.dispose()
                }
            })
            return (sink, subscription)
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
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "takeLast(_:): count can't be negative (\(count))")
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var elements = Queue<Element>(capacity: Swift.max(Swift.min(count, 64), 1))
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    guard count > 0 else { return }
                    elements.enqueue(value)
                    if elements.count > count {
                        _ = elements.dequeue()
                    }
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    while let element = elements.dequeue() {
                        sink.forwardOn(.next(element))
                    }
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }
}
