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
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = ScanSink(seed: seed, accumulator: accumulator, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
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
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `accumulate` is touched only
// in the serialized event flow.
final class ScanSink<Source, Accumulate>: OperatorSink<Source, Accumulate>, @unchecked Sendable {
    let accumulator: (inout Accumulate, Source) throws -> Void
    @exclusivity(unchecked) var accumulate: Accumulate

    init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        downstream: Downstream<Accumulate>,
        cancel: SinkDisposer
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Source) {
        do {
            try accumulator(&accumulate, element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(accumulate)
    }
}
