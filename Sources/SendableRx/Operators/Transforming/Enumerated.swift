// SendableRx — `enumerated`.

extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```
    /// source:        -a-b-c-|
    /// enumerated():  -(0,a)-(1,b)-(2,c)-|
    /// ```
    ///
    /// - Returns: The sequence of `(index, element)` pairs.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var index = 0
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let (next, overflow) = index.addingReportingOverflow(1)
                    if overflow {
                        sink.forwardOn(.error(RxError.overflow))
                        sink.dispose()
                        return
                    }
                    sink.forwardOn(.next((index, element)))
                    index = next
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
}
