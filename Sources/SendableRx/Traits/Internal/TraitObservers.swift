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
final class TraitCallbackObserver<Element>: StoppingObserver<Element>, @unchecked Sendable {
    let onSuccess: ((Element) -> Void)?
    let onError: ((any Swift.Error) -> Void)?
    let onCompleted: (() -> Void)?
    let disposed: (any Cancelable)?
    let completionIsFailure: Bool
    let callStack: [String]

    init(
        onSuccess: ((Element) -> Void)?, onError: ((any Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposed: (any Cancelable)?, completionIsFailure: Bool, callStack: [String]
    ) {
        self.onSuccess = onSuccess
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
        self.completionIsFailure = completionIsFailure
        self.callStack = callStack
        super.init()
    }

    override func next(_ element: Element) {
        guard stops() else { return }
        onSuccess?(element)
        disposed?.dispose()
    }

    override func error(_ error: any Error) {
        guard stops() else { return }
        handleError(error, with: onError, callStack: callStack)
        disposed?.dispose()
    }

    override func completed() {
        guard stops() else { return }
        if completionIsFailure {
            handleError(RxError.noElements, with: onError, callStack: callStack)
        } else {
            onCompleted?()
        }
        disposed?.dispose()
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

/// The observer behind `Single`'s `subscribe(_:)`: the first event, as a `SingleEvent`; a completion without an
/// element is a failure with ``RxError/noElements``.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class SingleResultObserver<Element>: StoppingObserver<Element>, @unchecked Sendable {
    let handler: (SingleEvent<Element>) -> Void

    init(_ handler: @escaping (SingleEvent<Element>) -> Void) {
        self.handler = handler
        super.init()
    }

    override func next(_ element: Element) {
        guard stops() else { return }
        handler(.success(element))
    }

    override func error(_ error: any Error) {
        guard stops() else { return }
        handler(.failure(error))
    }

    override func completed() {
        guard stops() else { return }
        handler(.failure(RxError.noElements))
    }
}

/// The observer behind `Maybe`'s `subscribe(_:)`: the first event, as a `MaybeEvent`.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class MaybeResultObserver<Element>: StoppingObserver<Element>, @unchecked Sendable {
    let handler: (MaybeEvent<Element>) -> Void

    init(_ handler: @escaping (MaybeEvent<Element>) -> Void) {
        self.handler = handler
        super.init()
    }

    override func next(_ element: Element) {
        guard stops() else { return }
        handler(.success(element))
    }

    override func error(_ error: any Error) {
        guard stops() else { return }
        handler(.error(error))
    }

    override func completed() {
        guard stops() else { return }
        handler(.completed)
    }
}

/// The observer behind `Completable`'s `subscribe(_:)`: the terminal event, as a `CompletableEvent`.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class CompletableResultObserver: StoppingObserver<Never>, @unchecked Sendable {
    let handler: (CompletableEvent) -> Void

    init(_ handler: @escaping (CompletableEvent) -> Void) {
        self.handler = handler
        super.init()
    }

    override func error(_ error: any Error) {
        guard stops() else { return }
        handler(.error(error))
    }

    override func completed() {
        guard stops() else { return }
        handler(.completed)
    }
}
