// SendableRx — the `subscribe` forms.

import Synchronization

extension ObservableType {
    /// Subscribes an event handler to the sequence.
    ///
    /// The handler receives every event up to and including the first terminal event.
    ///
    /// - Parameter on: Receives each event.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
        let observer = AnonymousObserver(on)
        return asObservable().subscribe(AnyObserver(eventHandler: observer.on))
    }

    /// Subscribes element, error, completion and disposal handlers to the sequence.
    ///
    /// After an error or completion the subscription is disposed, so `onDisposed` runs after `onError` or
    /// `onCompleted`; it also runs when the returned disposable is disposed first. An error with no `onError`
    /// handler goes to ``Hooks/defaultErrorHandler``.
    ///
    /// ```swift
    /// Observable.of(1, 2, 3)
    ///     .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    ///     .disposed(by: disposeBag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onError: Called when the sequence fails.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed, for whatever reason.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((any Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> any Disposable {
        let disposed = onDisposed.map { Disposables.create(with: $0) }
        let observer = CallbackObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposed: disposed,
            callStack: Hooks.subscriptionCallStack()
        )
        let subscription = asObservable().subscribe(downstream: observer)
        // Without `onDisposed` there is nothing to run on disposal: the subscription itself is the result.
        guard let disposed else { return subscription }
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes handlers that receive `object` as their first argument, without retaining it.
    ///
    /// Once `object` has been deallocated, the handlers are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to each handler; held weakly.
    ///   - onNext: Called for each element.
    ///   - onError: Called when the sequence fails.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription is disposed.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, any Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> any Disposable {
        subscribe(
            onNext: calling(onNext, withWeak: object),
            onError: calling(onError, withWeak: object),
            onCompleted: calling(onCompleted, withWeak: object),
            onDisposed: calling(onDisposed, withWeak: object)
        )
    }
}

/// The base of the observers behind the `subscribe` forms: the flag that ends their subscription's events for them
/// (set by the terminal event, or by a trait's first event), counted in ``Resources/total``.
// @unchecked Sendable: restated from Downstream, whose comment names the invariant; `isStopped` is atomic.
class StoppingObserver<Element>: Downstream<Element>, @unchecked Sendable {
    let isStopped = Atomic<Bool>(false)

    override init() {
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Sets the stop flag; returns whether this call set it, so that the event it came with is handled.
    final func stops() -> Bool {
        !isStopped.exchange(true, ordering: .acquiringAndReleasing)
    }
}

/// Gives `error` to `onError`, or, without one, to `Hooks`' default error handler with the subscription's
/// `callStack`.
func handleError(_ error: any Error, with onError: ((any Swift.Error) -> Void)?, callStack: [String]) {
    if let onError {
        onError(error)
    } else {
        Hooks.reportUnhandledError(callStack, error)
    }
}

/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`: the handlers and the grammar guard in
/// one object. An error without `onError` goes to `Hooks`' default error handler. (``TraitCallbackObserver``, its
/// subclass, serves the traits' `subscribe` forms.)
// @unchecked Sendable: the handlers run only in the subscription's serialized event flow; `isStopped` is atomic.
class CallbackObserver<Element>: StoppingObserver<Element>, @unchecked Sendable {
    let onNext: ((Element) -> Void)?
    let onError: ((any Swift.Error) -> Void)?
    let onCompleted: (() -> Void)?
    let disposed: (any Cancelable)?
    let callStack: [String]

    init(
        onNext: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposed: (any Cancelable)?, callStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
        self.callStack = callStack
        super.init()
    }

    override func next(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        onNext?(element)
    }

    override final func error(_ error: any Error) {
        guard stops() else { return }
        handleError(error, with: onError, callStack: callStack)
        disposed?.dispose()
    }

    override func completed() {
        guard stops() else { return }
        onCompleted?()
        disposed?.dispose()
    }
}

@inlinable
func calling<Object: AnyObject, Value>(_ body: ((Object, Value) -> Void)?, withWeak object: Object) -> (Value) -> Void {
    { [weak object] value in
        if let object, let body { body(object, value) }
    }
}

/// The form of ``calling(_:withWeak:)`` for handlers without a value (`onCompleted`, `onDisposed`).
@inlinable
func calling<Object: AnyObject>(_ body: ((Object) -> Void)?, withWeak object: Object) -> () -> Void {
    { [weak object] in
        if let object, let body { body(object) }
    }
}
