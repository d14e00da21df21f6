// SendableRx — the type-erased observer.

/// A type-erased observer: forwards every event to a closure or to a wrapped observer.
///
/// `AnyObserver` is not `Sendable`: it may wrap closures that capture local state. Share a subject (which
/// is `Sendable` when its element is) rather than its observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    /// Creates an observer that forwards events to `eventHandler`.
    ///
    /// - Parameter eventHandler: Receives every event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards events to `observer`.
    ///
    /// - Parameter observer: The observer to wrap.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.observer = observer.on
        }
    }

    /// Forwards the event.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

extension ObserverType {
    /// Erases the observer's type.
    ///
    /// - Returns: An ``AnyObserver`` forwarding to this observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer of `Result` that transforms each element with `transform` and forwards it here.
    ///
    /// An error thrown by `transform` is forwarded as an `error` event.
    ///
    /// - Parameter transform: Converts incoming elements to this observer's element type.
    /// - Returns: The transforming observer.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
