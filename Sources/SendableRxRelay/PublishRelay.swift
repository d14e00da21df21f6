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
    private let subject = PublishSubject<Element>()

    /// Creates a relay.
    public init() {}

    /// Passes an element on to the current observers.
    ///
    /// - Parameter event: The element.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes an observer to the elements accepted from now on.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an `Observable`.
    ///
    /// - Returns: An observable that never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the type says what a relay can emit — elements only.
    ///
    /// - Returns: An infallible that never terminates.
    public func asInfallible() -> Infallible<Element> {
        // The relay's subject is private and never receives an error, so the fallback is never used.
        subject.asObservable().asInfallible(onErrorFallbackTo: .never())
    }
}

extension PublishRelay: Sendable where Element: Sendable {}
