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
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                sink.forwardOn(.next(event))
                if event.isStopEvent {
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
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
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let inner = element.event
                    sink.forwardOn(inner)
                    if inner.isStopEvent {
                        sink.dispose()
                    }
                case .error(let error):
                    sink.forwardOn(.error(error))
                    sink.dispose()
                case .completed:
                    sink.forwardOn(.completed)
                    sink.dispose()
                }
            })
            return (sink, subscription)
        }
    }
}
