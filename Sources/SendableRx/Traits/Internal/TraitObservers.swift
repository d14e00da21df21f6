// SendableRx — the observers behind the `subscribe` forms of `Single`, `Maybe` and `Completable`.

import Synchronization

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
final class TraitCallbackObserver<Element>: Downstream<Element>, @unchecked Sendable {
    let onSuccess: ((Element) -> Void)?
    let onError: ((any Swift.Error) -> Void)?
    let onCompleted: (() -> Void)?
    let disposed: (any Cancelable)?
    let completionIsFailure: Bool
    let callStack: [String]
    let isStopped = Atomic<Bool>(false)

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
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    override func next(_ element: Element) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        onSuccess?(element)
        disposed?.dispose()
    }

    override func error(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        fail(error)
        disposed?.dispose()
    }

    override func completed() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        if completionIsFailure {
            fail(RxError.noElements)
        } else {
            onCompleted?()
        }
        disposed?.dispose()
    }

    func fail(_ error: any Swift.Error) {
        if let onError {
            onError(error)
        } else {
            Hooks.reportUnhandledError(callStack, error)
        }
    }
}

/// The observer behind `Single`'s `subscribe(_:)`: the first event, as a `SingleEvent`; a completion without an
/// element is a failure with ``RxError/noElements``.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class SingleResultObserver<Element>: Downstream<Element>, @unchecked Sendable {
    let handler: (SingleEvent<Element>) -> Void
    let isStopped = Atomic<Bool>(false)

    init(_ handler: @escaping (SingleEvent<Element>) -> Void) {
        self.handler = handler
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    override func next(_ element: Element) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.success(element))
    }

    override func error(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.failure(error))
    }

    override func completed() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.failure(RxError.noElements))
    }
}

/// The observer behind `Maybe`'s `subscribe(_:)`: the first event, as a `MaybeEvent`.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class MaybeResultObserver<Element>: Downstream<Element>, @unchecked Sendable {
    let handler: (MaybeEvent<Element>) -> Void
    let isStopped = Atomic<Bool>(false)

    init(_ handler: @escaping (MaybeEvent<Element>) -> Void) {
        self.handler = handler
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    override func next(_ element: Element) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.success(element))
    }

    override func error(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.error(error))
    }

    override func completed() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.completed)
    }
}

/// The observer behind `Completable`'s `subscribe(_:)`: the terminal event, as a `CompletableEvent`.
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class CompletableResultObserver: Downstream<Never>, @unchecked Sendable {
    let handler: (CompletableEvent) -> Void
    let isStopped = Atomic<Bool>(false)

    init(_ handler: @escaping (CompletableEvent) -> Void) {
        self.handler = handler
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    override func error(_ error: any Error) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.error(error))
    }

    override func completed() {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        handler(.completed)
    }
}
