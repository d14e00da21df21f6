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
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(transform: @escaping (Source) throws -> Result, observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let result: Result
            do {
                result = try transform(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next(result))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
