// SendableRx — operators shared by `Single`, `Maybe` and `Completable`.

import Dispatch

extension PrimitiveSequence {
    /// A trait that calls `observableFactory` for each subscription and subscribes to what it returns.
    ///
    /// - Parameter observableFactory: Creates the trait for each subscription; an error it throws fails it.
    /// - Returns: The deferred trait.
    public static func deferred(
        _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// Shifts the result later by `dueTime`; an error is passed on at once.
    ///
    /// - Parameters:
    ///   - dueTime: The delay; a negative one counts as zero, as in RxSwift.
    ///   - scheduler: The scheduler that runs the delayed delivery.
    /// - Returns: The delayed trait.
    public func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime.notNegative, scheduler: scheduler))
    }

    /// Subscribes to the trait only after `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before subscribing; a negative one counts as zero, as in RxSwift.
    ///   - scheduler: The scheduler that times the delay.
    /// - Returns: The trait with a delayed subscription.
    public func delaySubscription(
        _ dueTime: RxTimeInterval,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime.notNegative, scheduler: scheduler))
    }

    /// Continues with the trait `handler` returns when this one fails.
    ///
    /// - Parameter handler: Maps the error to the trait to continue with.
    /// - Returns: The trait with errors handled.
    public func `catch`(
        _ handler: @escaping (any Swift.Error) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Resubscribes whenever the trait fails, indefinitely.
    ///
    /// - Returns: A trait that never fails.
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Subscribes up to `maxAttemptCount` times in all, until the trait succeeds.
    ///
    /// `retry(0)` never subscribes: a `Single` then fails with ``RxError/noElements``, a `Maybe` or a
    /// `Completable` completes at once (as in RxSwift, where it is an empty sequence of attempts).
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions.
    /// - Returns: The trait; it fails with the last attempt's error.
    /// - Precondition: `maxAttemptCount` is not negative (a negative count stops the program with a message).
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes each time the trigger emits after a failure; see `ObservableType.retry(when:)`.
    ///
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger sequence.
    /// - Returns: The retried trait.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes each time the trigger emits after a failure of any error type.
    ///
    /// - Parameter notificationHandler: Maps the sequence of errors to the trigger sequence.
    /// - Returns: The retried trait.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<any Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Fails with ``RxError/timeout`` if the trait has not finished within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait; a negative one counts as zero, as in RxSwift.
    ///   - scheduler: The scheduler that times the wait.
    /// - Returns: The trait, or a timeout error.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime.notNegative, scheduler: scheduler))
    }

    /// Switches to `other` if the trait has not finished within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest allowed wait; a negative one counts as zero, as in RxSwift.
    ///   - other: The trait to switch to on a timeout.
    ///   - scheduler: The scheduler that times the wait.
    /// - Returns: The trait, switching to `other` on a timeout.
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: any SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime.notNegative, other: other.source, scheduler: scheduler))
    }

    /// Prints every event and the subscription lifecycle; see `ObservableType.debug(_:trimOutput:file:line:function:)`.
    ///
    /// - Returns: The same trait, with logging.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// Creates a resource for each subscription and disposes it when the subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - primitiveSequenceFactory: Builds the trait that uses the resource.
    /// - Returns: The trait.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }
}

extension DispatchTimeInterval {
    /// The interval, or zero when it is negative: RxSwift's traits treat a negative time as no time at all.
    @usableFromInline
    var notNegative: DispatchTimeInterval {
        isNegative ? .nanoseconds(0) : self
    }
}
