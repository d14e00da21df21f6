// SendableRx — `do`.

extension ObservableType {
    /// Runs side effects for the events and the subscription lifecycle, passing events on unchanged.
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is passed on; `afterNext`, `afterError` and
    /// `afterCompleted` after. `onSubscribe` runs before subscribing to the source, `onSubscribed` after, and
    /// `onDispose` when the subscription is disposed (also after termination). An error thrown by an event
    /// handler is sent as an `error` event and the source subscription is disposed — except from `afterError`
    /// and `afterCompleted`, which run after the terminal event: their errors are dropped so that nothing follows
    /// the terminal event (RxSwift forwards them).
    ///
    /// - Parameters:
    ///   - onNext: Before each element is passed on.
    ///   - afterNext: After each element is passed on.
    ///   - onError: Before the error is passed on.
    ///   - afterError: After the error is passed on.
    ///   - onCompleted: Before completion is passed on.
    ///   - afterCompleted: After completion is passed on.
    ///   - onSubscribe: Before the source is subscribed to.
    ///   - onSubscribed: After the source is subscribed to.
    ///   - onDispose: When the subscription is disposed.
    /// - Returns: The same sequence, with the side effects.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((any Swift.Error) throws -> Void)? = nil,
        afterError: ((any Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            onSubscribe?()
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                } catch {
                    sink.forwardOn(.error(error))
                    sink.dispose()
                    return
                }
                sink.forwardOn(event)
                do {
                    switch event {
                    case .next(let element): try afterNext?(element)
                    case .error(let error): try afterError?(error)
                    case .completed: try afterCompleted?()
                    }
                } catch {
                    // After a terminal event nothing more may follow (RxSwift would forward this error).
                    if !event.isStopEvent {
                        sink.forwardOn(.error(error))
                        sink.dispose()
                        return
                    }
                }
                if event.isStopEvent {
                    sink.dispose()
                }
            })
            onSubscribed?()
            let allSubscriptions = Disposables.create {
                subscription.dispose()
                onDispose?()
            }
            return (sink, allSubscriptions)
        }
    }
}
