// SendableRx — creating `Infallible`s.

extension Infallible {
    /// An infallible that emits `element` and completes.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element))
    }

    /// An infallible that emits `element` and completes, on `scheduler`.
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(.just(element, scheduler: scheduler))
    }

    /// An infallible that never emits.
    public static func never() -> Infallible<Element> {
        Infallible(.never())
    }

    /// An infallible that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(.empty())
    }

    /// An infallible that calls `factory` for each subscription and subscribes to what it returns.
    ///
    /// - Parameter factory: Makes the infallible for a subscription. As in RxSwift it may throw, but should
    ///   not: the error would end the sequence with it, breaking the infallible's promise.
    /// - Returns: The deferred infallible.
    public static func deferred(_ factory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(.deferred { try factory().asObservable() })
    }

    /// An infallible that emits the given elements, then completes.
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(elements, scheduler: scheduler))
    }

    /// An infallible that emits the elements of `array`, then completes.
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.from(array, scheduler: scheduler))
    }

    /// An infallible that emits the elements of `sequence`, then completes.
    public static func from<Source: Swift.Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(.from(sequence, scheduler: scheduler))
    }

    /// An infallible that emits `element` forever.
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(.repeatElement(element, scheduler: scheduler))
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// An infallible that emits `0`, `1`, `2`, … every `period`.
    ///
    /// - Parameters:
    ///   - period: The time between elements; a negative period counts as zero (an element per scheduler
    ///     tick), as in RxSwift.
    ///   - scheduler: The scheduler that times the elements.
    /// - Returns: The infallible; it never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element> {
        Infallible(.interval(period.notNegative, scheduler: scheduler))
    }

    /// An infallible that emits `0` after `dueTime` (and then every `period`, if given).
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element; a negative one counts as zero.
    ///   - period: The time between later elements, or `nil` for a single element; a negative period counts as
    ///     zero, as in RxSwift.
    ///   - scheduler: The scheduler that times the elements.
    /// - Returns: The infallible.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Infallible<Element> {
        Infallible(.timer(dueTime.notNegative, period: period?.notNegative, scheduler: scheduler))
    }
}
