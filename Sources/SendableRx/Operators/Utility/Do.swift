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
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return OperatorProducer { downstream, cancel in
            onSubscribe?()
            let sink = DoSink(handlers: handlers, downstream: downstream, cancel: cancel)
            let subscription = source.subscribe(downstream: sink)
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
struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((any Swift.Error) throws -> Void)?
    let afterError: ((any Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class DoSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.handlers = handlers
        super.init(downstream: downstream, cancel: cancel)
    }

    override func next(_ element: Element) {
        do {
            try handlers.onNext?(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(element)
        do {
            try handlers.afterNext?(element)
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func error(_ error: any Error) {
        do {
            try handlers.onError?(error)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if !isDisposed {
            downstream.error(error)
        }
        // After a terminal event nothing more may follow (RxSwift would forward an error thrown here).
        try? handlers.afterError?(error)
        dispose()
    }

    override func completed() {
        do {
            try handlers.onCompleted?()
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if !isDisposed {
            downstream.completed()
        }
        // After a terminal event nothing more may follow (RxSwift would forward an error thrown here).
        try? handlers.afterCompleted?()
        dispose()
    }
}
