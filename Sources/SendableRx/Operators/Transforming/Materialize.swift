// SendableRx — `materialize` and `dematerialize`.

extension ObservableType {
    /// Turns every event, terminal ones included, into an element; then completes.
    ///
    /// ```
    /// source:         -1-2-#
    /// materialize():  -next(1)-next(2)-(error|)
    /// ```
    ///
    /// - Returns: A sequence of the source's events, which never fails.
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = MaterializeSink<Element>(observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns materialized events back into events: the inverse of ``materialize()``.
    ///
    /// ```
    /// source:           -next(1)-next(2)-error(e)-
    /// dematerialize():  -1-2-#
    /// ```
    ///
    /// - Returns: The sequence the events describe.
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = DematerializeSink<Element>(observer: observer, cancel: cancel)
            return (sink, source.subscribe(AnyObserver(eventHandler: sink.on)))
        }
    }
}

/// The sink of `materialize`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class MaterializeSink<Element>: Sink<Event<Element>>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Event<Element>>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardAndDispose(.completed)
        }
    }
}

/// The sink of `dematerialize`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Source.Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let inner = element.event
            forwardOn(inner)
            if inner.isStopEvent {
                dispose()
            }
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            forwardAndDispose(.completed)
        }
    }
}
