// SendableRx — `toArray`.

extension ObservableType {
    /// Collects all elements into an array, emitted as a `Single` when the source completes.
    ///
    /// ```
    /// source:     -1-2-3-|
    /// toArray():  -------([1, 2, 3])
    /// ```
    ///
    /// - Returns: A `Single` of every element, in order; it fails if the source fails.
    public func toArray() -> Single<[Element]> {
        let source = asObservable()
        return Single(raw: .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var elements: [Element] = []
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    elements.append(element)
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    sink.forwardOn(.next(elements))
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        })
    }
}
