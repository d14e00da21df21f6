// SendableRx — `map`.

extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:          -1-2-3-|
    /// map { $0 * 10 }: -10-20-30-|
    /// ```
    ///
    /// An error thrown by `transform` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter transform: Converts each element.
    /// - Returns: The sequence of transformed elements.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = MapSink(transform: transform, downstream: downstream, cancel: cancel)
            return (sink, source.subscribe(downstream: sink))
        }
    }
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class MapSink<Source, Result>: OperatorSink<Source, Result>, @unchecked Sendable {
    let transform: (Source) throws -> Result

    init(transform: @escaping (Source) throws -> Result, downstream: Downstream<Result>, cancel: SinkDisposer) {
        self.transform = transform
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Source) {
        let result: Result
        do {
            result = try transform(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(result)
    }
}
