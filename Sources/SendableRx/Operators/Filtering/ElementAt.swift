// SendableRx — `element(at:)`.

extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```
    /// source:         -a-b-c-|
    /// element(at: 1): ---(b|)
    /// ```
    ///
    /// If the source completes before reaching `index`, the sequence fails with
    /// ``RxError/argumentOutOfRange``.
    ///
    /// - Parameter index: The zero-based index.
    /// - Returns: A sequence with the one element.
    /// - Precondition: `index` is not negative (as in RxSwift, a negative index stops the program with a message).
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "element(at:): index can't be negative (\(index))")
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var remaining = index
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let value):
                    if remaining == 0 {
                        sink.forwardOn(.next(value))
                        sink.forwardOn(.completed)
                        sink.dispose()
                    }
                    remaining -= 1
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    sink.forwardOn(.error(RxError.argumentOutOfRange))
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Emits only the element at `index`. Renamed to ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}
