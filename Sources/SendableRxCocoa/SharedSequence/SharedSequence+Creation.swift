// SendableRxCocoa — creating shared sequences: `just`, `empty`, `never`, `deferred`, `of`, `from`, `interval`,
// `timer`.

import SendableRx

extension SharedSequence {
    /// A sequence that completes at once, on the strategy's scheduler.
    ///
    /// On a `TestScheduler` mock subscribed at 200: `completed(201)`.
    ///
    /// - Returns: The empty sequence.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends an event.
    ///
    /// - Returns: The silent sequence.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.never())
    }

    /// A sequence of the one `element`, then completion, sent on the strategy's scheduler.
    ///
    /// Each subscriber gets its own element. On a `TestScheduler` mock subscribed at 200:
    /// `next(201, element), completed(201)`.
    ///
    /// - Parameter element: The element.
    /// - Returns: The one-element sequence.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence made by `observableFactory` for each connection.
    ///
    /// The result is shared with the strategy's sharing behaviour: the factory runs when the first subscriber
    /// arrives, and again after every subscriber has left and a new one comes.
    ///
    /// - Parameter observableFactory: Makes the sequence to subscribe to.
    /// - Returns: The deferred sequence.
    public static func deferred(
        _ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence of `elements` in order, then completion, each sent by its own action on the strategy's
    /// scheduler.
    ///
    /// On a `TestScheduler` mock subscribed at 200, `of(1, 2)` sends `next(201, 1), next(202, 2), completed(203)`.
    ///
    /// - Parameter elements: The elements.
    /// - Returns: The sequence of the elements.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array` in order, then completion, each sent by its own action on the
    /// strategy's scheduler.
    ///
    /// On a `TestScheduler` mock subscribed at 200, `from([20])` sends `next(201, 20), completed(202)`.
    ///
    /// - Parameter array: The elements.
    /// - Returns: The sequence of the elements.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence` in order, then completion, each sent by its own action on the
    /// strategy's scheduler. The sequence is iterated anew for each subscriber.
    ///
    /// - Parameter sequence: The elements.
    /// - Returns: The sequence of the elements.
    public static func from<Source: Swift.Sequence>(
        _ sequence: Source
    ) -> SharedSequence<SharingStrategy, Element> where Source.Element == Element {
        SharedSequence(unshared: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the wrapped value, if any, then completion, sent on the strategy's scheduler.
    ///
    /// - Parameter optional: The element, or `nil` for a sequence that only completes.
    /// - Returns: The sequence.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(unshared: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A sequence of 0, 1, 2, … one element each `period`, timed by the strategy's scheduler, shared among its
    /// subscribers.
    ///
    /// ```
    /// interval(10) subscribed at 200:  ----------0---------1---------2-…   (210, 220, 230, …)
    /// ```
    ///
    /// - Parameter period: The interval between elements.
    /// - Returns: The sequence of counts.
    /// - Precondition: `period` is not negative (a `Driver` cannot report the bad argument as an error).
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        requireNonNegative(period, "\(Self.self).interval: the period")
        return SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of 0 after `dueTime`, then 1, 2, … one element each `period`, timed by the strategy's
    /// scheduler, shared among its subscribers.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The interval between later elements.
    /// - Returns: The sequence of counts.
    /// - Precondition: `period` is not negative.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        requireNonNegative(period, "\(Self.self).timer: the period")
        return SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
