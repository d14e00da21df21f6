// SendableRx — `scan`.

extension ObservableType {
    /// Emits each intermediate result of folding the elements into an accumulator, mutated in place.
    ///
    /// ```
    /// source:                          -1-2-3-|
    /// scan(into: 0) { $0 += $1 }:      -1-3-6-|
    /// ```
    ///
    /// Each subscription starts again from `seed`. An error thrown by `accumulator` is sent as an `error`
    /// event and the source subscription is disposed.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Folds an element into the accumulator.
    /// - Returns: The sequence of accumulator values.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }

    /// Emits each intermediate result of folding the elements into an accumulator.
    ///
    /// ```
    /// source:                 -1-2-3-|
    /// scan(0) { $0 + $1 }:    -1-3-6-|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: Combines the accumulator and an element into the next accumulator.
    /// - Returns: The sequence of accumulator values.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, @unchecked Sendable {
    @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate

    @inlinable
    init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        observer: AnyObserver<Accumulate>,
        cancel: SinkDisposer
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next(accumulate))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
