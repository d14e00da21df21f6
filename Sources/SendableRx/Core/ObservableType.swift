// SendableRx — the observable protocols.

/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType<Element> {
    /// The type of elements of the sequence.
    associatedtype Element

    /// The observable sequence this value stands for.
    ///
    /// - Returns: The observable sequence.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements: the central abstraction of Rx.
///
/// The only requirement is ``subscribe(_:)``. Every operator is an extension on this protocol, so your own
/// conforming types get all of them.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes an observer to the sequence.
    ///
    /// The sequence delivers `next* (error | completed)?` to the observer, one event at a time.
    ///
    /// - Parameter observer: The observer to receive events.
    /// - Returns: A disposable that cancels the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// Wraps the sequence in an ``Observable``.
    ///
    /// As in RxSwift, the wrapper is an ``Observable/create(_:)``: it enforces the event grammar on what this
    /// sequence sends and disposes the subscription after a terminal event. Each call makes a new wrapper. (An
    /// ``Observable`` — a subject or a connectable observable included — returns itself instead.)
    ///
    /// - Returns: An ``Observable`` that subscribes to this sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
