// SendableRx — `ignoreElements`.

extension ObservableType {
    /// Drops every element and passes on only the terminal event.
    ///
    /// ```
    /// source:            -1-2-3-|
    /// ignoreElements():  -------|
    /// ```
    ///
    /// As in RxSwift 6, the result is an `Observable<Never>`.
    ///
    /// - Returns: A sequence with only the source's terminal event.
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next:
                    break
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
