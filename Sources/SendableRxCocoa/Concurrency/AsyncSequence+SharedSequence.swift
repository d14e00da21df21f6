// SendableRxCocoa — an `AsyncSequence` as a Driver or Signal.

import SendableRx

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// The non-throwing sequence as a ``Driver``: each connection iterates it in a new task, its elements are
    /// delivered on the driver's scheduler and shared with a replay of one element; its end completes the driver.
    /// Disposing the last subscription cancels the task.
    ///
    /// ```swift
    /// let ticks: Driver<Int> = AsyncStream { continuation in … }.asDriver()
    /// ```
    ///
    /// A single-pass sequence such as an `AsyncStream` can be iterated only once: a driver made from one gives
    /// its elements to the first connection only.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asInfallible().asDriver()
    }

    /// The non-throwing sequence as a ``Signal``: each connection iterates it in a new task, its elements are
    /// delivered on the signal's scheduler and shared without replay; its end completes the signal.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asInfallible().asSignal()
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The sequence as a ``Driver`` that ends with `onErrorJustReturn` instead of failing; see `asDriver()`.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error thrown by the sequence, before
    ///   completion.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asObservable().asDriver(onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Signal`` that ends with `onErrorJustReturn` instead of failing; see `asSignal()`.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error thrown by the sequence, before
    ///   completion.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asObservable().asSignal(onErrorJustReturn: onErrorJustReturn)
    }
}
