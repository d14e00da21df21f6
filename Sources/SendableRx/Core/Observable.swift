// SendableRx — the type-erased observable.

/// A type-erased observable sequence: the type every operator returns.
///
/// Unlike RxSwift, `Observable` is a struct rather than a base class, so subjects and relays can be final,
/// compiler-checked `Sendable` classes. Where RxSwift code passed a subject as an `Observable<T>`, call
/// `asObservable()`.
///
/// An `Observable` is not `Sendable`: operator closures are ordinary closures that may capture local state,
/// as in RxSwift. Build and subscribe a chain in one isolation domain (a freshly built chain can be moved
/// into a `Task`).
public struct Observable<Element>: ObservableType {
    @usableFromInline
    let subscribeHandler: (AnyObserver<Element>) -> any Disposable

    /// Creates an observable that subscribes observers with `subscribeHandler`, with no grammar enforcement of
    /// its own: for sources that already keep the grammar (subjects, test observables, operators).
    @inlinable
    package init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    /// Subscribes an observer to the sequence.
    ///
    /// - Parameter observer: The observer to receive events.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribeHandler(AnyObserver(observer))
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}

/// Another name for ``Observable``, for files that also import the Observation framework, whose `Observable`
/// protocol shares the name.
public typealias RxObservable<Element> = Observable<Element>
