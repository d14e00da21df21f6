// SendableRx — `compactMap`.

extension ObservableType {
    /// Transforms each element and passes on the non-`nil` results.
    ///
    /// ```
    /// source:                  -"1"-"x"-"3"-|
    /// compactMap { Int($0) }:  -1-------3---|
    /// ```
    ///
    /// An error thrown by `transform` is sent as an `error` event and the source subscription is disposed.
    ///
    /// - Parameter transform: Converts each element, or returns `nil` to drop it.
    /// - Returns: The sequence of non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class CompactMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable
    init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let result: Result?
            do {
                result = try transform(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if let result {
                forwardOn(.next(result))
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
