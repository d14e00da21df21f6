// SendableRx — the `Infallible` trait.

/// A type that is an ``Infallible``: a sequence that can never fail.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A sequence of elements that completes or goes on forever, but never fails.
///
/// The type admits no error: its `create` has no error event, its operators take closures that cannot throw,
/// and its `subscribe` has no `onError` handler. Build one with `create(subscribe:)`, its static factories,
/// or from any observable with `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)` or
/// `asInfallible(onErrorRecover:)`.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps an observable that never fails.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The infallible as a plain observable.
    ///
    /// - Returns: An observable that never fails.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// The event of an ``Infallible``: an element or completion.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// Completion.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}
extension InfallibleEvent: Equatable where Element: Equatable {}

extension InfallibleEvent: EventConvertible {
    /// The event as an observable's ``Event``: `.next` or `.completed`.
    @inlinable
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}

extension Infallible {
    /// The observer of an infallible created with `create(subscribe:)`.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an infallible from a subscribe function that sends elements and completion — never an error.
    ///
    /// - Parameter subscribe: Called for each subscription with the function that sends events.
    /// - Returns: The infallible.
    @inlinable
    public static func create(
        subscribe: @escaping (@escaping InfallibleObserver) -> any Disposable
    ) -> Infallible<Element> {
        // Through `Observable.create`, whose observer enforces the grammar (nothing after the first terminal
        // event); the event is taken apart here, compiled for the element type.
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        })
    }
}

extension InfallibleType {
    /// Subscribes element, completion and disposal handlers. There is no error handler: an infallible cannot
    /// fail.
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onNext: Called for each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed
        )
    }

    /// Subscribes an event handler: it receives `.next` for each element and `.completed` at the end.
    ///
    /// An error, which only a closure that broke the infallible's promise can cause (see `do(onNext:…)`), is
    /// a programmer error: it stops the program in DEBUG builds and is printed in release builds, as in RxSwift.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                infallibleFailed(error)
            }
        }
    }
}

extension ObservableConvertibleType {
    /// Converts the sequence to an ``Infallible`` that ends with `element` instead of failing.
    ///
    /// - Parameter element: The element to emit, followed by completion, in place of an error.
    /// - Returns: The infallible.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// Converts the sequence to an ``Infallible`` that continues with `infallible` instead of failing.
    ///
    /// - Parameter infallible: The sequence to continue with in place of an error.
    /// - Returns: The infallible.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// Converts the sequence to an ``Infallible`` that continues with what `onErrorRecover` makes of the error.
    ///
    /// - Parameter onErrorRecover: Maps the error to the sequence to continue with.
    /// - Returns: The infallible.
    public func asInfallible(onErrorRecover: @escaping (any Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

/// Reports an error that reached an infallible's event handler: a programmer error (see `subscribe(_:)`).
@usableFromInline
func infallibleFailed(_ error: any Swift.Error) {
    bindingErrorInDebug("Infallible failed with \(error); an infallible must never fail")
}
