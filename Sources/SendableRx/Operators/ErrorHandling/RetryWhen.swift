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

    private func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        errorType: Error.Type,
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = SerializingSink<Element>(observer: observer, cancel: cancel)
            let errors = PublishSubject<Error>()
            // The trigger is subscribed once, into `notifier`; after each failure a listener is attached to
            // `notifier` until the retry it causes, as in RxSwift. A trigger that completes while the source is
            // healthy therefore ends the result only at the next failure.
            let notifier = PublishSubject<TriggerObservable.Element>()
            let current = SerialDisposable()
            // As in RxSwift, the trigger is converted with `asObservable()`: a test observable's subscription ends at
            // its terminal event.
            let triggerSubscription = notificationHandler(errors.asObservable()).asObservable().subscribe(notifier)

            func subscribeSource() {
                let sourceSubscription = SingleAssignmentDisposable()
                let listener = SingleAssignmentDisposable()
                current.disposable = Disposables.create(sourceSubscription, listener)
                sourceSubscription.setDisposable(source.subscribe(AnyObserver<Element> { event in
                    switch event {
                    case .next, .completed:
                        sink.locked { sink.enqueue(event) }
                    case .error(let error):
                        guard let typed = error as? Error else {
                            sink.locked { sink.enqueue(.error(error)) }
                            return
                        }
                        sourceSubscription.dispose()
                        listener.setDisposable(notifier.subscribe(AnyObserver<TriggerObservable.Element> { event in
                            switch event {
                            case .next:
                                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                                    subscribeSource()
                                    return Disposables.create()
                                }
                            case .error(let error):
                                sink.locked { sink.enqueue(.error(error)) }
                            case .completed:
                                sink.locked { sink.enqueue(.completed) }
                            }
                        }))
                        errors.on(.next(typed))
                    }
                }))
            }

            subscribeSource()
            return (sink, Disposables.create(current, triggerSubscription))
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
}
