// SendableRx — `retry(when:)`.

extension ObservableType {
    /// Resubscribes to this sequence each time the trigger sequence emits, after a failure.
    ///
    /// `notificationHandler` receives the sequence of errors (as their concrete type `Error`; an error of
    /// another type fails the result at once) and returns a trigger. Each trigger element resubscribes to the
    /// source; the trigger's completion completes the result and its error fails it.
    ///
    /// ```swift
    /// download.retry { errors in
    ///     errors.enumerated().flatMap { attempt, error in
    ///         attempt < 3 ? Observable<Int>.timer(.seconds(1 << attempt), scheduler: scheduler)
    ///                     : Observable.error(error)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger sequence.
    /// - Returns: The retried sequence.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryWhen(errorType: Error.self, notificationHandler)
    }

    @inlinable
    func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        errorType: Failure.Type,
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = RetryWhenSink<Element, TriggerObservable.Element, Failure>(
                source: source, observer: observer, cancel: cancel
            )
            // As in RxSwift, the trigger is converted with `asObservable()`: a test observable's subscription ends at
            // its terminal event.
            let triggerSubscription = notificationHandler(sink.errors.asObservable()).asObservable()
                .subscribe(sink.notifier)
            sink.subscribeSource()
            return (sink, Disposables.create(sink.current, triggerSubscription))
        }
    }

    /// Resubscribes each time the trigger emits, after a failure of any error type.
    ///
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger sequence.
    /// - Returns: The retried sequence.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryWhen(errorType: (any Swift.Error).self, notificationHandler)
    }

    /// Resubscribes each time the trigger emits. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes each time the trigger emits, after a failure of any error type. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// The sink of `retry(when:)`. The trigger is subscribed once, into `notifier`; after each failure the attempt that
/// failed listens to `notifier` until the retry it causes, as in RxSwift, so a trigger that completes while the
/// source is healthy ends the result only at the next failure.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; the subjects and `current`
// are thread-safe.
final class RetryWhenSink<Element, TriggerElement, Failure: Swift.Error>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let errors = PublishSubject<Failure>()
    @usableFromInline let notifier = PublishSubject<TriggerElement>()
    /// The current attempt's subscriptions.
    @usableFromInline let current = SerialDisposable()

    @inlinable
    init(source: Observable<Element>, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.source = source
        super.init(observer: observer, cancel: cancel)
    }

    /// Starts an attempt: subscribes to the source.
    @inlinable
    func subscribeSource() {
        let attempt = RetryWhenAttempt(sink: self)
        current.disposable = attempt
        attempt.sourceSubscription.setDisposable(source.subscribe(AnyObserver(eventHandler: attempt.on)))
    }
}

/// One subscription to the source of `retry(when:)`, and after its failure the listener to the trigger.
@usableFromInline
// @unchecked Sendable: the sink is only used for serialized forwarding; the disposables are thread-safe.
final class RetryWhenAttempt<Element, TriggerElement, Failure: Swift.Error>: Disposable, @unchecked Sendable {
    @usableFromInline let sink: RetryWhenSink<Element, TriggerElement, Failure>
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let listener = SingleAssignmentDisposable()

    @inlinable
    init(sink: RetryWhenSink<Element, TriggerElement, Failure>) {
        self.sink = sink
    }

    @usableFromInline
    func dispose() {
        sourceSubscription.dispose()
        listener.dispose()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next, .completed:
            sink.forwardSerialized(event)
        case .error(let error):
            guard let typed = error as? Failure else {
                sink.forwardSerialized(event)
                return
            }
            sourceSubscription.dispose()
            listener.setDisposable(sink.notifier.subscribe(AnyObserver(eventHandler: onTrigger)))
            sink.errors.on(.next(typed))
        }
    }

    @inlinable
    func onTrigger(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            _ = CurrentThreadScheduler.instance.schedule(sink) { sink in
                sink.subscribeSource()
                return Disposables.create()
            }
        case .error(let error):
            sink.forwardSerialized(.error(error))
        case .completed:
            sink.forwardSerialized(.completed)
        }
    }
}
