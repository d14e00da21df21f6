// SendableRxCocoa — time operators on shared sequences: `throttle`, `debounce`, `delay`, timed by the strategy's
// scheduler.

import SendableRx

extension SharedSequenceConvertibleType {
    /// Sends an element, then ignores the elements of the next `dueTime`; with `latest`, the last element ignored
    /// in that window is sent when it closes.
    ///
    /// ```
    /// source:                 -1-2-3-------4-|
    /// throttle(3, latest):    -1---3-------4-|
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The length of the window after each sent element.
    ///   - latest: Whether to send the latest element of a window when it closes; `true` by default.
    /// - Returns: The throttled sequence.
    /// - Precondition: `dueTime` is not negative.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        requireNonNegative(dueTime, "throttle(_:latest:): the due time")
        return SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Sends an element only once `dueTime` has passed without another element.
    ///
    /// ```
    /// source:        -1-2-----3-|
    /// debounce(3):   -------2---(3|)
    /// ```
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced sequence.
    /// - Precondition: `dueTime` is not negative.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        requireNonNegative(dueTime, "debounce(_:): the due time")
        return SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Sends every event `dueTime` later.
    ///
    /// - Parameter dueTime: The delay.
    /// - Returns: The delayed sequence.
    /// - Precondition: `dueTime` is not negative.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        requireNonNegative(dueTime, "delay(_:): the due time")
        return SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
