// SendableRxCocoa — any observable to a shared sequence of a chosen strategy, with what replaces an error.

import SendableRx

extension ObservableConvertibleType {
    /// Converts the sequence to a ``SharedSequence`` of strategy `S` that ends with `onErrorJustReturn` instead
    /// of failing.
    ///
    /// The events are observed on the strategy's scheduler (`observe(on:)`), an error is replaced by
    /// `onErrorJustReturn` followed by completion, and the result is shared as the strategy says.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy (``DriverSharingStrategy``, ``SignalSharingStrategy`` or your own).
    ///   - onErrorJustReturn: The element sent in place of an error, before completion.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// Converts the sequence to a ``SharedSequence`` of strategy `S` that continues with `onErrorDriveWith`
    /// instead of failing.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy.
    ///   - onErrorDriveWith: The sequence whose events follow an error.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorDriveWith: SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        let fallback = onErrorDriveWith.asObservable()
        return SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in fallback })
    }

    /// Converts the sequence to a ``SharedSequence`` of strategy `S` that continues with what `onErrorRecover`
    /// makes of an error.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy.
    ///   - onErrorRecover: Maps the error to the sequence whose events follow it.
    /// - Returns: The shared sequence.
    @inlinable
    public func asSharedSequence<S: SharingStrategyProtocol>(
        sharingStrategy: S.Type = S.self,
        onErrorRecover: @escaping (_ error: any Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
