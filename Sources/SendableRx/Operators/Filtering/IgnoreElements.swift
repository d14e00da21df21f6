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
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = IgnoreElementsSink<Element>(observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The sink of `ignoreElements`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class IgnoreElementsSink<Source>: Sink<Never>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Never>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
