// SendableRxCocoa — conversions to `Signal`.

import SendableRx
import SendableRxRelay

extension ObservableConvertibleType {
    /// Converts the sequence to a ``Signal`` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// The events are observed on the signal's scheduler (one tick later on a `TestScheduler` mock), an error is
    /// replaced by `onErrorJustReturn` and completion, and the signal is shared without replay.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before completion.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Signal`` that continues with `onErrorSignalWith` instead of failing.
    ///
    /// - Parameter onErrorSignalWith: The signal whose events follow an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// Converts the sequence to a ``Signal`` that continues with what `onErrorRecover` makes of an error.
    ///
    /// - Parameter onErrorRecover: Maps the error to the signal whose events follow it.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: any Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension InfallibleType {
    /// Converts the infallible to a ``Signal``: its events observed on the signal's scheduler and shared without
    /// replay. No error strategy is needed: an infallible cannot fail.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// Converts the relay to a ``Signal``: the elements accepted from now on, observed on the signal's scheduler.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
