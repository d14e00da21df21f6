// SendableRxCocoa — conversions to `Driver`.

import SendableRx
import SendableRxRelay

extension ObservableConvertibleType {
    /// Converts the sequence to a ``Driver`` that ends with `onErrorJustReturn` instead of failing.
    ///
    /// The events are observed on the driver's scheduler (one tick later on a `TestScheduler` mock), an error is
    /// replaced by `onErrorJustReturn` and completion, and the driver is shared with a replay of one element.
    ///
    /// ```
    /// source:                            -1-2-X
    /// asDriver(onErrorJustReturn: 0):    --1-2-(0|)
    /// ```
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before completion.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Driver`` that continues with `onErrorDriveWith` instead of failing.
    ///
    /// - Parameter onErrorDriveWith: The driver whose events follow an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// Converts the sequence to a ``Driver`` that continues with what `onErrorRecover` makes of an error.
    ///
    /// - Parameter onErrorRecover: Maps the error to the driver whose events follow it.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: any Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension InfallibleType {
    /// Converts the infallible to a ``Driver``: its events observed on the driver's scheduler and shared with a
    /// replay of one element. No error strategy is needed: an infallible cannot fail.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension BehaviorRelay {
    /// Converts the relay to a ``Driver``: its current value and later values, observed on the driver's scheduler.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
