// SendableRx — observers.

/// A receiver of sequence events.
///
/// Conform your own types by implementing ``on(_:)``. The library never calls `on` concurrently for one
/// subscription: events to an observer are serialized.
public protocol ObserverType<Element> {
    /// The type of elements the observer receives.
    associatedtype Element

    /// Receives an event.
    ///
    /// - Parameter event: The event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a `next` event.
    ///
    /// - Parameter element: The element.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a `completed` event.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends an `error` event.
    ///
    /// - Parameter error: The error.
    @inlinable
    public func onError(_ error: any Swift.Error) {
        on(.error(error))
    }
}
