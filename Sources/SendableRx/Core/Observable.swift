// SendableRx — the observable class: what every operator returns and what subjects and connectable observables are.

/// A push-based sequence of elements: the type every operator returns.
///
/// As in RxSwift, `Observable` is a class. An observable has identity (`===`, `ObjectIdentifier`, `weak`
/// references and `AnyObject` constraints work), and the subjects (``PublishSubject``, ``BehaviorSubject``,
/// ``ReplaySubject``, ``AsyncSubject``) and ``ConnectableObservable`` are subclasses of it, so they go wherever an
/// `Observable<Element>` is expected. The class is `public`, not `open`: to write an observable of your own, build it
/// with ``create(_:)`` or conform a type to ``ObservableType``.
///
/// An `Observable` is not `Sendable`: operator closures are ordinary closures that may capture local state,
/// as in RxSwift. Build and subscribe a chain in one isolation domain (a freshly built chain can be moved
/// into a `Task`); to keep one in a `Sendable` type, an actor or a global, use ``SendableObservable``. Subjects
/// are `Sendable` when their element is.
public class Observable<Element>: ObservableType {
    /// Counts the observable in ``Resources/total``, as RxSwift counts its observables.
    ///
    /// This is the initialiser of the observables that take `AnyObserver`s (`subscribe(erased:)`): inlined into the
    /// client, it keeps an adapter, specialised there, that turns a downstream into an `AnyObserver`.
    @inlinable
    init() {
        observerForwarding = anyObserverForwarding(to:)
        Resources.incrementTotal()
    }

    /// Counts the observable in ``Resources/total``: the initialiser of the observables that take downstreams
    /// themselves (they override ``subscribe(downstream:)``).
    @usableFromInline
    init(takingDownstreams: Void) {
        observerForwarding = nil
        Resources.incrementTotal()
    }

    /// Turns a downstream into an `AnyObserver`, for the observables that take `AnyObserver`s; specialised in the
    /// module that created the observable.
    @usableFromInline let observerForwarding: ((Downstream<Element>) -> AnyObserver<Element>)?

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes an observer to the sequence.
    ///
    /// - Parameter observer: The observer to receive events.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscribe(downstream: forwardingDownstream(to: AnyObserver(observer)))
    }

    /// Subscribes a downstream: the entry point of every subscription. Observables that take downstreams override
    /// it; for the others, this passes `subscribe(erased:)` the downstream's own observer or an adapter.
    @usableFromInline
    func subscribe(downstream: Downstream<Element>) -> any Disposable {
        if let observer = downstream.forwardedObserver {
            return subscribe(erased: observer)
        }
        guard let observerForwarding else {
            preconditionFailure("Observable<\(Element.self)> takes downstreams but does not override subscribe(downstream:)")
        }
        return subscribe(erased: observerForwarding(downstream))
    }

    /// Subscribes a type-erased observer: the one method every subclass overrides.
    ///
    /// The public, generic ``subscribe(_:)`` erases the observer where it is called (where its type is known, so
    /// erasing costs nothing) and calls this. A subclass keeps the code that depends on the element type in
    /// closures made by inlinable entry points, so that code is specialised in the client module even though this
    /// call is dispatched dynamically.
    @usableFromInline
    func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        // No instance of `Observable` itself exists: its initialiser is internal and every subclass in this module
        // (the operators' producers, the subjects, `ConnectableObservable`) overrides this method.
        preconditionFailure("Observable<\(Element.self)> has no subscribe(erased:) of its own; subclasses override it")
    }

    /// Returns `self`, as in RxSwift: a subject or a connectable observable is already an `Observable`.
    @inlinable
    public final func asObservable() -> Observable<Element> {
        self
    }
}

/// Another name for ``Observable``, for files that also import the Observation framework, whose `Observable`
/// protocol shares the name.
public typealias RxObservable<Element> = Observable<Element>

/// An observable whose subscriptions are made by a closure, as they are: no trampoline, no grammar enforcement. For
/// sources that already keep the grammar (subjects, test observables, operators built on another observable).
@usableFromInline
final class ClosureObservable<Element>: Observable<Element> {
    @usableFromInline let handler: (AnyObserver<Element>) -> any Disposable

    @inlinable
    init(_ handler: @escaping (AnyObserver<Element>) -> any Disposable) {
        self.handler = handler
        super.init()
    }

    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        handler(observer)
    }
}

/// An observable that keeps a value and subscribes observers with a closure that gets the value: one allocation
/// where a capturing closure would need two. The closure captures nothing; it is written in an inlinable entry
/// point, so its body is specialised in the client module.
@usableFromInline
final class ValueObservable<Element, Value>: Observable<Element> {
    @usableFromInline let value: Value
    @usableFromInline let handler: (Value, AnyObserver<Element>) -> any Disposable

    @inlinable
    init(_ value: Value, _ handler: @escaping (Value, AnyObserver<Element>) -> any Disposable) {
        self.value = value
        self.handler = handler
        super.init()
    }

    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        handler(value, observer)
    }
}

extension Observable {
    /// An observable whose subscriptions are made by `handler`, with no trampoline and no grammar enforcement of
    /// its own: for sources that already keep the grammar (subjects, test observables, operators).
    @inlinable
    package static func passing(_ handler: @escaping (AnyObserver<Element>) -> any Disposable) -> Observable<Element> {
        ClosureObservable(handler)
    }

    /// An observable that keeps `value` and subscribes each observer with `handler(value, observer)`; `handler`
    /// should capture nothing (it then costs no allocation).
    @inlinable
    static func keeping<Value>(
        _ value: Value,
        _ handler: @escaping (Value, AnyObserver<Element>) -> any Disposable
    ) -> Observable<Element> {
        ValueObservable(value, handler)
    }
}
