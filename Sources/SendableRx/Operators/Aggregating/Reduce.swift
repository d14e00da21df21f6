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
        return OperatorProducer { downstream, cancel in
            let sink = ReduceSink(
                seed: seed, accumulator: accumulator, mapResult: mapResult, downstream: downstream, cancel: cancel
            )
            return (sink, source.subscribe(downstream: sink))
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
        reduce(seed, accumulator: accumulator, mapResult: identity)
    }
}

/// The sink of `reduce`.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `accumulate` is touched only in
// the serialized event flow.
final class ReduceSink<Element, Accumulate, Result>: OperatorSink<Element, Result>, @unchecked Sendable {
    let accumulator: (Accumulate, Element) throws -> Accumulate
    let mapResult: (Accumulate) throws -> Result
    @exclusivity(unchecked) var accumulate: Accumulate

    init(
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        downstream: Downstream<Result>,
        cancel: SinkDisposer
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        do {
            accumulate = try accumulator(accumulate, element)
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func completed() {
        let result: Result
        do {
            result = try mapResult(accumulate)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(result)
        forwardCompletedAndDispose()
    }
}
