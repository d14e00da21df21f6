// SendableRxRelay — `ReplayRelay`.

import SendableRx

/// A relay that remembers the latest elements (a fixed number of them, or all) and replays them to each new
/// subscriber. Unlike a subject, a relay never terminates: it has no error or completion, only ``accept(_:)``.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbound()``. `Sendable` when its element is; elements
/// accepted from several threads at once are delivered one at a time.
///
/// ```swift
/// let relay = ReplayRelay<Int>.create(bufferSize: 2)
/// relay.accept(1); relay.accept(2); relay.accept(3)
/// relay.subscribe(onNext: { print($0) }).disposed(by: bag)   // prints 2, 3
/// ```
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline let subject: ReplaySubject<Element>

    @inlinable
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays the latest `bufferSize` elements to each new subscriber.
    ///
    /// - Parameter bufferSize: How many elements to replay; 0 replays nothing.
    /// - Returns: The relay.
    /// - Precondition: `bufferSize` is not negative (as for `ReplaySubject.create(bufferSize:)`).
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it has accepted to each new subscriber.
    ///
    /// - Returns: The relay.
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Stores an element in the replay buffer and passes it on to the current observers.
    ///
    /// - Parameter event: The element.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes an observer: it gets the buffered elements first, then every element accepted from now on.
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
    /// - Returns: An observable that starts with the buffered elements and never terminates.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the type says what a relay can emit — elements only.
    ///
    /// - Returns: An infallible that starts with the buffered elements and never terminates.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        // The relay's subject never receives an error, so it needs no guard against one.
        Infallible(relaySubject: subject)
    }
}

extension ReplayRelay: Sendable where Element: Sendable {}
