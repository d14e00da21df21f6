// SendableRx — isolation-aware subscription.

extension ObservableType where Element: Sendable {
    /// Subscribes handlers that run isolated to `isolation` — pass `#isolation` to use the caller's actor.
    ///
    /// From actor-isolated code (a `@MainActor` view model, an actor's method) the handlers may read and write
    /// that actor's state directly: every event is delivered on that actor, in order, one at a time, and so is
    /// `onDisposed`. With a `nil` isolation (nonisolated code), this is the plain `subscribe`.
    ///
    /// ```swift
    /// @MainActor final class ViewModel {
    ///     var title = ""
    ///     func bind(_ titles: Observable<String>) -> any Disposable {
    ///         titles.subscribe(isolation: #isolation, onNext: { self.title = $0 })
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor the handlers belong to; `#isolation` for the caller's.
    ///   - onNext: Called on the actor for each element.
    ///   - onError: Called on the actor when the sequence fails.
    ///   - onCompleted: Called on the actor when the sequence completes.
    ///   - onDisposed: Called on the actor once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription; events not yet delivered are dropped.
    public func subscribe(
        isolation: isolated (any Actor)?,
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        guard let isolation else {
            return subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        }
        let scheduler = ActorScheduler(isolation)
        let source = asObservable()
        // The handlers belong to `isolation` (they were formed in its context); they travel inside actions that
        // `scheduler` runs on that same actor, and nowhere else.
        let handlers = UncheckedBox((onNext, onError, onCompleted, onDisposed))
        let delivered = source.producerHop(to: scheduler)
        let subscription = delivered.subscribe(
            onNext: { handlers.value.0?($0) },
            onError: { error in
                if let onError = handlers.value.1 {
                    onError(error)
                } else {
                    Hooks.reportUnhandledError([], error)
                }
            },
            onCompleted: { handlers.value.2?() },
            onDisposed: {
                guard let onDisposed = handlers.value.3 else { return }
                _ = scheduler.schedule(()) { _ in
                    onDisposed()
                    return Disposables.create()
                }
            }
        )
        return subscription
    }
}

extension Observable {
    /// Delivers every event through `scheduler`, in order; disposal drops events not yet delivered.
    func producerHop(to scheduler: ActorScheduler) -> Observable<Element> {
        let source = self
        return .producer { observer, cancel in
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                _ = scheduler.schedule(event) { event in
                    sink.forwardOn(event)
                    if event.isStopEvent {
                        sink.dispose()
                    }
                    return Disposables.create()
                }
            })
            return (sink, subscription)
        }
    }
}
