// SendableRxCocoa — `Driver`: state for the UI.

import SendableRx

/// A ``SharedSequence`` for state that drives the UI: it never fails, delivers on the main thread, and
/// replays its latest element to each new subscriber.
///
/// - It never fails: an error upstream is replaced as the conversion to `Driver` says (`asDriver(onErrorJustReturn:)`
///   and friends), and then the driver completes.
/// - It delivers its events on ``SharingScheduler/make`` — the main thread outside tests.
/// - Its subscribers share one subscription to the source, made by the first of them and disposed when the last
///   one leaves; while that subscription lasts, a new subscriber first gets the latest element
///   (`share(replay: 1, scope: .whileConnected)`).
///
/// Subscribe with `drive`, on the main thread.
///
/// ```swift
/// let isValid: Driver<Bool> = username
///     .map { $0.count >= 3 }
///     .asDriver(onErrorJustReturn: false)
/// isValid.drive(onNext: { submitButton.isEnabled = $0 }).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of ``Driver``: events on ``SharingScheduler/make``, shared with a replay of the latest element
/// while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol, Sendable {
    /// The scheduler a new driver delivers on: ``SharingScheduler/make``'s.
    @inlinable
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns the driver itself.
    ///
    /// - Returns: This sequence as a ``Driver``.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
