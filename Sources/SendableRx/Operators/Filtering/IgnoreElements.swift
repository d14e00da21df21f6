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
        return OperatorProducer { downstream, cancel in
            let sink = IgnoreElementsSink<Element>(downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }
}

/// The sink of `ignoreElements`.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class IgnoreElementsSink<Source>: OperatorSink<Source, Never>, @unchecked Sendable {
    override func next(_ element: Source) {}
}
