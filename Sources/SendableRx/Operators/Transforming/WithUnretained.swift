// SendableRx — `withUnretained`.

extension ObservableType {
    /// Pairs each element with `object` through `resultSelector`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameters:
    ///   - object: The object to pass along; held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The sequence of combined values.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return .producer { [weak object] observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { [weak object] event in
                switch event {
                case .next(let element):
                    guard let object else {
                        sink.forwardOn(.completed)
                        sink.dispose()
                        return
                    }
                    sink.forwardOn(.next(resultSelector(object, element)))
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Pairs each element with `object`, without retaining `object`.
    ///
    /// Once `object` has been deallocated, the next element completes the sequence instead.
    ///
    /// - Parameter object: The object to pass along; held weakly.
    /// - Returns: The sequence of `(object, element)` pairs.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}
