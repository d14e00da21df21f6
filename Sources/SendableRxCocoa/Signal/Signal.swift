// SendableRxCocoa — `Signal`: events for the UI.

import SendableRx

/// A ``SharedSequence`` for events (taps, notifications, navigation): it never fails, delivers on the main
/// thread, and replays nothing to new subscribers.
///
/// - It never fails: an error upstream is replaced as the conversion to `Signal` says (`asSignal(onErrorJustReturn:)`
///   and friends), and then the signal completes.
/// - It delivers its events on ``SharingScheduler/make`` — the main thread outside tests.
/// - Its subscribers share one subscription to the source, made by the first of them and disposed when the last
///   one leaves; a new subscriber gets only the elements that come after it subscribed
///   (`share(scope: .whileConnected)`).
///
/// Subscribe with `emit`.
///
/// ```swift
/// let submitted: Signal<Void> = submitTaps.asSignal()
/// submitted.emit(onNext: { print("submit") }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of ``Signal``: events on ``SharingScheduler/make``, shared without replay while connected.
public struct SignalSharingStrategy: SharingStrategyProtocol, Sendable {
    /// The scheduler a new signal delivers on: ``SharingScheduler/make``'s.
    @inlinable
    public static var scheduler: any SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` with `share(scope: .whileConnected)`.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns the signal itself.
    ///
    /// - Returns: This sequence as a ``Signal``.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
