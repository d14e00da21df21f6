// SendableRxRelay — `BehaviorRelay`.

import SendableRx

/// A relay that holds a current value and gives it to each new subscriber first. Unlike a subject, a relay
/// never terminates: it has no error or completion, only ``accept(_:)``.
///
/// `Sendable` when its element is; elements accepted from several threads at once are delivered one at a time.
///
/// ```swift
/// let relay = BehaviorRelay(value: 0)
/// relay.subscribe(onNext: { print($0) }).disposed(by: bag)   // prints 0
/// relay.accept(1)                                           // prints 1
/// relay.value                                               // 1
/// ```
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    ///
    /// - Parameter value: The initial value.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value: the latest element accepted, or the initial value.
    @inlinable
    public var value: Element {
        do {
            return try subject.value()
        } catch {
            // The relay's subject never receives a terminal event and is never disposed, so `value()` cannot
            // throw.
            behaviorRelaySubjectFailed(error)
        }
    }

    /// Makes `event` the current value and passes it on to the current observers.
    ///
    /// - Parameter event: The new value.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes an observer: it gets the current value first, then every value accepted from now on.
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
    /// - Returns: An observable that starts with the current value and never terminates.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`: the type says what a relay can emit — elements only.
    ///
    /// - Returns: An infallible that starts with the current value and never terminates.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        // The relay's subject never receives an error, so it needs no guard against one.
        Infallible(relaySubject: subject)
    }
}

extension BehaviorRelay: Sendable where Element: Sendable {}

/// Stops the program: a relay's subject failed, which cannot happen.
@usableFromInline
func behaviorRelaySubjectFailed(_ error: any Error) -> Never {
    fatalError("BehaviorRelay: the underlying subject failed unexpectedly: \(error)")
}
