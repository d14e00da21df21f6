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
    @inlinable
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
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return .producer { observer, cancel in
            onSubscribe?()
            let sink = DoSink(handlers: handlers, observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            onSubscribed?()
            guard let onDispose else {
                return (sink, subscription)
            }
            let allSubscriptions = Disposables.create {
                subscription.dispose()
                onDispose()
            }
            return (sink, allSubscriptions)
        }
    }
}

/// The event handlers of one `do`.
@usableFromInline
struct DoHandlers<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((any Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((any Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?

    @inlinable
    init(
        onNext: ((Element) throws -> Void)?,
        afterNext: ((Element) throws -> Void)?,
        onError: ((any Swift.Error) throws -> Void)?,
        afterError: ((any Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?,
        afterCompleted: (() throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

/// The sink of `do`.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let handlers: DoHandlers<Element>

    @inlinable
    init(handlers: DoHandlers<Element>, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.handlers = handlers
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        do {
            switch event {
            case .next(let element): try handlers.onNext?(element)
            case .error(let error): try handlers.onError?(error)
            case .completed: try handlers.onCompleted?()
            }
        } catch {
            forwardOn(.error(error))
            dispose()
            return
        }
        forwardOn(event)
        do {
            switch event {
            case .next(let element): try handlers.afterNext?(element)
            case .error(let error): try handlers.afterError?(error)
            case .completed: try handlers.afterCompleted?()
            }
        } catch {
            // After a terminal event nothing more may follow (RxSwift would forward this error).
            if !event.isStopEvent {
                forwardOn(.error(error))
                dispose()
                return
            }
        }
        if event.isStopEvent {
            dispose()
        }
    }
}
