// SendableRx — scheduling operators and timers of the traits.

extension PrimitiveSequence {
    /// Delivers the result on `scheduler`. See `ObservableType.observe(on:)`.
    ///
    /// - Parameter scheduler: Where the result is delivered.
    /// - Returns: The trait, delivered on `scheduler`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Delivers the result on `scheduler`. Renamed to ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes (and disposes) on `scheduler`. See `ObservableType.subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the subscription is made.
    /// - Returns: The trait, subscribed on `scheduler`.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Subscribes on `scheduler`. Renamed to ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Continues with `handler`'s trait when this one fails. Renamed to `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(
        _ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// Resubscribes each time the trigger emits after a failure. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes each time the trigger emits after a failure of any error type. Renamed to `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// A trait that succeeds with `0` after `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay. A negative delay counts as zero; `.never` never fires.
    ///   - scheduler: The scheduler that times the delay.
    /// - Returns: The trait.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Delivers the events on `scheduler`. See `ObservableType.observe(on:)`.
    public func observe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`. See `ObservableType.subscribe(on:)`.
    public func subscribe(on scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }
}
