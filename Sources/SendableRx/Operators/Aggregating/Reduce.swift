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
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ReduceSink(
                seed: seed, accumulator: accumulator, mapResult: mapResult, observer: observer, cancel: cancel
            )
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
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
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

/// The sink of `reduce`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `accumulate` is touched only in the
// serialized event flow.
final class ReduceSink<Element, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let accumulator: (Accumulate, Element) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate

    @inlinable
    init(
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        observer: AnyObserver<Result>,
        cancel: SinkDisposer
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                accumulate = try accumulator(accumulate, element)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try mapResult(accumulate)
                forwardOn(.next(result))
                forwardOn(.completed)
            } catch {
                forwardOn(.error(error))
            }
            dispose()
        }
    }
}
