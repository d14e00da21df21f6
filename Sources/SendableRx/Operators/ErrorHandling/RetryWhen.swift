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
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryWhen(errorType: Error.self, notificationHandler)
    }

    func retryWhen<TriggerObservable: ObservableType, Failure: Swift.Error>(
        errorType: Failure.Type,
        _ notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer { downstream, cancel in
            let sink = RetryWhenSink<Element, TriggerObservable.Element, Failure>(
                source: source, downstream: downstream, cancel: cancel
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
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retryWhen(errorType: (any Swift.Error).self, notificationHandler)
    }

    /// Resubscribes each time the trigger emits. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes each time the trigger emits, after a failure of any error type. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// The sink of `retry(when:)`. The trigger is subscribed once, into `notifier`; after each failure the attempt that
/// failed listens to `notifier` until the retry it causes, as in RxSwift, so a trigger that completes while the
/// source is healthy ends the result only at the next failure.
///
/// The sink takes no events itself (its input type is `Never`): each attempt is the downstream of its subscription
/// to the source and sends into the sink.
final class RetryWhenSink<Element, TriggerElement, Failure: Swift.Error>:
    // @unchecked Sendable: restated from SerializingOperatorSink, whose comment names the invariant; the subjects and
    // `current` are thread-safe.
    SerializingOperatorSink<Never, Element>, @unchecked Sendable
{
    let source: Observable<Element>
    let errors = PublishSubject<Failure>()
    let notifier = PublishSubject<TriggerElement>()
    /// The current attempt's subscriptions.
    let current = SerialDisposable()

    init(source: Observable<Element>, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.source = source
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Starts an attempt: subscribes to the source.
    func subscribeSource() {
        let attempt = RetryWhenAttempt(sink: self)
        current.disposable = attempt
        attempt.sourceSubscription.setDisposable(source.subscribe(downstream: attempt))
    }
}

/// One subscription to the source of `retry(when:)` (the attempt is its downstream), and after its failure the
/// listener to the trigger (through a ``RetryWhenTriggerListener``).
final class RetryWhenAttempt<Element, TriggerElement, Failure: Swift.Error>:
    // @unchecked Sendable: restated from Downstream; the sink is only used for serialized forwarding, and the
    // disposables are thread-safe.
    Downstream<Element>, Disposable, @unchecked Sendable
{
    let sink: RetryWhenSink<Element, TriggerElement, Failure>
    let sourceSubscription = SingleAssignmentDisposable()
    let listener = SingleAssignmentDisposable()

    init(sink: RetryWhenSink<Element, TriggerElement, Failure>) {
        self.sink = sink
    }

    func dispose() {
        sourceSubscription.dispose()
        listener.dispose()
    }

    override func next(_ element: Element) {
        sink.sendNext(element)
    }

    override func completed() {
        sink.sendCompleted()
    }

    override func error(_ error: any Error) {
        guard let typed = error as? Failure else {
            sink.sendError(error)
            return
        }
        sourceSubscription.dispose()
        listener.setDisposable(sink.notifier.subscribe(downstream: RetryWhenTriggerListener(sink: sink)))
        sink.errors.on(.next(typed))
    }
}

/// The listener of a failed `retry(when:)` attempt to the trigger: each trigger element starts the next attempt.
final class RetryWhenTriggerListener<Element, TriggerElement, Failure: Swift.Error>:
    // @unchecked Sendable: restated from Downstream, whose comment names the invariant.
    Downstream<TriggerElement>, @unchecked Sendable
{
    let sink: RetryWhenSink<Element, TriggerElement, Failure>

    init(sink: RetryWhenSink<Element, TriggerElement, Failure>) {
        self.sink = sink
    }

    override func next(_ element: TriggerElement) {
        _ = CurrentThreadScheduler.instance.schedule(sink) { sink in
            sink.subscribeSource()
            return Disposables.create()
        }
    }

    override func error(_ error: any Error) {
        sink.sendError(error)
    }

    override func completed() {
        sink.sendCompleted()
    }
}
