// SendableRx — the observers behind the `subscribe` forms of `Single`, `Maybe` and `Completable`.

/// The observer behind `subscribe(onSuccess:onFailure:onDisposed:)` of a `Single`,
/// `subscribe(onSuccess:onError:onCompleted:onDisposed:)` of a `Maybe` and `subscribe(onCompleted:onError:onDisposed:)`
/// of a `Completable`: the handlers and the stop flag in one object.
///
/// The first event ends the subscription: its handler runs, then `onDisposed`, through `disposed`, the disposable
/// the `subscribe` form also returns. That disposable, not this observer, is what the caller keeps: it lets go of
/// `onDisposed` once it has run, and the observer (with the other handlers) goes with the ended subscription, as
/// in RxSwift, so handlers that capture the owner of the bag holding the subscription do not keep it alive. A
/// completion without an element is a failure with ``RxError/noElements`` when `completionIsFailure` (a `Single`).
/// An error without an error handler goes to `Hooks`' default error handler.
// @unchecked Sendable: the handlers run only in the subscription's serialized event flow; `isStopped` is atomic and
// `disposed` runs its action once.
final class TraitCallbackObserver<Element>: CallbackObserver<Element>, @unchecked Sendable {
    let completionIsFailure: Bool

    init(
        onSuccess: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposed: (any Cancelable)?, completionIsFailure: Bool, callStack: [String]
    ) {
        self.completionIsFailure = completionIsFailure
        super.init(
            onNext: onSuccess, onError: onError, onCompleted: onCompleted, disposed: disposed, callStack: callStack
        )
    }

    override func next(_ element: Element) {
        guard stops() else { return }
        onNext?(element)
        disposed?.dispose()
    }

    override func completed() {
        if completionIsFailure {
            error(RxError.noElements)
        } else {
            super.completed()
        }
    }
}

/// Subscribes a ``TraitCallbackObserver`` to a trait's `source`: the `subscribe` form with handlers of `Single`,
/// `Maybe` and `Completable`. Its `onDisposed` runs through a disposable that the result also disposes.
///
/// - Parameter callStack: The subscription's call stack, taken by the `subscribe` form itself.
func subscribeTraitCallbacks<Element>(
    to source: Observable<Element>,
    onSuccess: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?, completionIsFailure: Bool, callStack: [String]
) -> any Disposable {
    let disposed = onDisposed.map { Disposables.create(with: $0) }
    let observer = TraitCallbackObserver(
        onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, disposed: disposed,
        completionIsFailure: completionIsFailure, callStack: callStack
    )
    let subscription = source.subscribe(downstream: observer)
    // Without `onDisposed` there is nothing to run on disposal: the subscription itself is the result.
    guard let disposed else { return subscription }
    return Disposables.create(subscription, disposed)
}

/// The event a trait's `subscribe(_:)` hands its handler: `SingleEvent`, `MaybeEvent` or `CompletableEvent`, made
/// from the first event of the trait's source.
protocol TraitResultEvent {
    /// The trait's element type.
    associatedtype Element
    /// The event for the source's element.
    static func element(_ element: Element) -> Self
    /// The event for the source's error.
    static func failure(_ error: any Error) -> Self
    /// The event for the source's completion without an element.
    static var completed: Self { get }
}

extension Result: TraitResultEvent where Failure == any Error {
    static func element(_ element: Success) -> Result { .success(element) }
    // `failure(_:)` is the case itself. A `Single` that completes without an element fails with `noElements`.
    static var completed: Result { .failure(RxError.noElements) }
}

extension MaybeEvent: TraitResultEvent {
    static func element(_ element: Element) -> MaybeEvent { .success(element) }
    static func failure(_ error: any Error) -> MaybeEvent { .error(error) }
    // `completed` is the case itself.
}

extension CompletableEvent: TraitResultEvent {
    static func element(_ element: Never) -> CompletableEvent {}
    static func failure(_ error: any Error) -> CompletableEvent { .error(error) }
    // `completed` is the case itself.
}

/// The observer behind the `subscribe(_:)` of `Single`, `Maybe` and `Completable`: the first event, as the trait's
/// event type.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class TraitResultObserver<Result: TraitResultEvent>: StoppingObserver<Result.Element>, @unchecked Sendable {
    let handler: (Result) -> Void

    init(_ handler: @escaping (Result) -> Void) {
        self.handler = handler
        super.init()
    }

    override func next(_ element: Result.Element) {
        guard stops() else { return }
        handler(.element(element))
    }

    override func error(_ error: any Error) {
        guard stops() else { return }
        handler(.failure(error))
    }

    override func completed() {
        guard stops() else { return }
        handler(.completed)
    }
}
