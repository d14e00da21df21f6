// SendableRx — `reduce`.

extension ObservableType {
    /// Folds all elements into an accumulator and emits `mapResult` of the final value when the source completes.
    ///
    /// ```
    /// source:                 -1-2-3-|
    /// reduce(0, accumulator: +, mapResult: { "\($0)" }):  -------("6"|)
    /// ```
    ///
    /// As in RxSwift 6, the result is an `Observable` (not a `Single`). An error thrown by `accumulator` or
    /// `mapResult` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the accumulator and an element.
    ///   - mapResult: Converts the final accumulator into the result.
    /// - Returns: A sequence with the single result.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            var accumulate = seed
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    do {
                        accumulate = try accumulator(accumulate, element)
                    } catch {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                    }
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    do {
                        let result = try mapResult(accumulate)
                        sink.forwardOn(.next(result))
                        sink.forwardOn(.completed)
                    } catch {
                        sink.forwardOn(.error(error))
                    }
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }

    /// Folds all elements into an accumulator and emits the final value when the source completes.
    ///
    /// ```
    /// source:               -1-2-3-|
    /// reduce(0, accumulator: +):  -------(6|)
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the accumulator and an element.
    /// - Returns: A sequence with the final accumulator value.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
