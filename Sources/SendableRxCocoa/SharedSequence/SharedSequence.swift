// SendableRxCocoa — `SharedSequence`, the trait behind `Driver` and `Signal`.

import SendableRx

/// A sequence that never fails, delivers its events on its sharing strategy's scheduler, and shares one
/// subscription to its source among all of its subscribers.
///
/// `SharedSequence` is the builder of ``Driver`` and ``Signal``: the strategy says on which scheduler events
/// arrive (the main thread, unless a test replaces it with ``SharingScheduler/mock(scheduler:action:)``) and how
/// subscribers share the source (``DriverSharingStrategy`` replays the latest element to late subscribers,
/// ``SignalSharingStrategy`` does not).
///
/// The type admits no error: a sequence that can fail becomes a `SharedSequence` only through a conversion that
/// says what replaces the error — `asDriver(onErrorJustReturn:)`, `asDriver(onErrorDriveWith:)`,
/// `asDriver(onErrorRecover:)` and their `asSignal` counterparts — and its subscription methods (`drive`,
/// `emit`) have no error handler.
///
/// Like RxCocoa's, a `SharedSequence` is an `ObservableConvertibleType`, not an
/// `ObservableType`: subscribe with `drive`/`emit`, or call ``asObservable()`` first.
///
/// ```swift
/// let title: Driver<String> = model.name
///     .map { "Hello, \($0)" }
///     .asDriver(onErrorJustReturn: "Hello")
/// title.drive(onNext: { label.text = $0 }).disposed(by: bag)
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline
    let source: Observable<Element>

    /// Wraps `source`, shared with the strategy's sharing behaviour.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is: for sources that need no sharing (`just`, `of`, `never`, …) or are already
    /// shared.
    @inlinable
    init(unshared source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain observable, which never fails.
    ///
    /// - Returns: The observable behind this sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    ///
    /// - Returns: This sequence.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The sequence as an `Infallible`, whose type also says that it cannot fail.
    ///
    /// - Returns: An infallible with the same elements.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        source.asInfallible(onErrorFallbackTo: .empty())
    }
}

/// How a ``SharedSequence`` delivers and shares its events.
///
/// ``DriverSharingStrategy`` and ``SignalSharingStrategy`` are the two strategies RxCocoa users know; a custom
/// strategy must keep the trait's guarantees (never fail, deliver on ``scheduler``).
public protocol SharingStrategyProtocol {
    /// The scheduler on which the sequence delivers its events.
    static var scheduler: any SchedulerType { get }

    /// Makes `source` shared among its subscribers.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The sequence as a ``SharedSequence``.
    ///
    /// - Returns: The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as a plain observable, which never fails.
    ///
    /// - Returns: The observable behind the shared sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
