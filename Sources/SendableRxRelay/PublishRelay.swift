// SendableRxRelay — `PublishRelay`.

import SendableRx

/// A relay that passes each element on to the observers subscribed at that moment. Unlike a subject, a relay
/// never terminates: it has no error or completion, only ``accept(_:)``.
///
/// `Sendable` when its element is; elements accepted from several threads at once are delivered one at a time.
///
/// ```swift
/// let relay = PublishRelay<String>()
/// relay.subscribe(onNext: { print($0) }).disposed(by: bag)
/// relay.accept("hello")   // prints hello
/// ```
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject: PublishSubject<Element>

    /// Creates a relay.
    @inlinable
    public init() {
        subject = PublishSubject()
    }

    /// Passes an element on to the current observers.
    ///
    /// - Parameter event: The element.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes an observer to the elements accepted from now on.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    ///
    /// - Returns: An observable that never terminates.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the type says what a relay can emit — elements only.
    ///
    /// - Returns: An infallible that never terminates.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        // The relay's subject never receives an error, so it needs no guard against one.
        Infallible(relaySubject: subject)
    }
}

extension PublishRelay: Sendable where Element: Sendable {}
