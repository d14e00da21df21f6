// SendableRxCocoa — `ControlEvent`: the type of a UI element's events.

import SendableRx

/// A type that is a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The events as a ``ControlEvent``.
    ///
    /// - Returns: The control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI element (taps, edits, value changes): no initial value, never fails, delivered on the main
/// thread, completes when the element goes away.
///
/// The initialiser subscribes to `events` on the main thread (`subscribe(on: ConcurrentMainScheduler.instance)`);
/// the rest of the contract is the implementor's promise about `events`. SendableRxCocoa ships no UIKit or AppKit
/// extensions: on every platform you build control events from your own sources, for example a relay fed by a
/// view's action.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// let submit = ControlEvent(events: taps)
/// submit.asSignal().emit(onNext: { print("tapped") }).disposed(by: bag)
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    @usableFromInline
    let events: Observable<PropertyType>

    /// Creates a control event from `events`, subscribed to on the main thread.
    ///
    /// - Parameter events: The events; they must never fail and must arrive on the main thread.
    @inlinable
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes an observer to the events.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an observable.
    ///
    /// - Returns: The observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    ///
    /// - Returns: This control event.
    @inlinable
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`; an error from a misbehaving source ends it with completion.
    ///
    /// - Returns: The infallible.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        events.asInfallible(onErrorFallbackTo: .empty())
    }

    /// The events as a ``Driver``: observed on the main thread and shared with a replay of one element.
    ///
    /// A control event cannot fail; if its source fails anyway, DEBUG builds stop the program and release builds
    /// complete the driver.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            controlSourceFailed("Driver", error)
            return Driver.empty()
        }
    }

    /// The events as a ``Signal``: observed on the main thread and shared without replay.
    ///
    /// A control event cannot fail; if its source fails anyway, DEBUG builds stop the program and release builds
    /// complete the signal.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSignal { error in
            controlSourceFailed("Signal", error)
            return Signal.empty()
        }
    }
}

/// Reports an error from the source of a control property or event, which promised never to fail: a programmer
/// error that stops DEBUG builds; release builds go on (the caller completes the sequence).
@usableFromInline
func controlSourceFailed(_ trait: String, _ error: any Swift.Error) {
    #if DEBUG
    fatalError("A \(trait) made from a control property or event received an error from a source that must not fail: \(error)")
    #else
    print("SendableRxCocoa: a \(trait) made from a control property or event received an error: \(error)")
    #endif
}
