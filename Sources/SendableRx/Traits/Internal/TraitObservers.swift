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
@usableFromInline
// @unchecked Sendable: the handlers run only in the subscription's serialized event flow; `isStopped` is atomic and
// `disposed` runs its action once.
final class TraitCallbackObserver<Element>: @unchecked Sendable {
    @usableFromInline let onSuccess: ((Element) -> Void)?
    @usableFromInline let onError: ((any Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let disposed: (any Cancelable)?
    @usableFromInline let completionIsFailure: Bool
    @usableFromInline let callStack: [String]
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
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
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        switch event {
        case .next(let element):
            onSuccess?(element)
        case .error(let error):
            fail(error)
        case .completed:
            if completionIsFailure {
                fail(RxError.noElements)
            } else {
                onCompleted?()
            }
        }
        disposed?.dispose()
    }

    @inlinable
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
@usableFromInline
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class SingleResultObserver<Element>: @unchecked Sendable {
    @usableFromInline let handler: (SingleEvent<Element>) -> Void
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    init(_ handler: @escaping (SingleEvent<Element>) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        switch event {
        case .next(let element): handler(.success(element))
        case .error(let error): handler(.failure(error))
        case .completed: handler(.failure(RxError.noElements))
        }
    }
}

/// The observer behind `Maybe`'s `subscribe(_:)`: the first event, as a `MaybeEvent`.
@usableFromInline
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class MaybeResultObserver<Element>: @unchecked Sendable {
    @usableFromInline let handler: (MaybeEvent<Element>) -> Void
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    init(_ handler: @escaping (MaybeEvent<Element>) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        switch event {
        case .next(let element): handler(.success(element))
        case .error(let error): handler(.error(error))
        case .completed: handler(.completed)
        }
    }
}

/// The observer behind `Completable`'s `subscribe(_:)`: the terminal event, as a `CompletableEvent`.
@usableFromInline
// @unchecked Sendable: the handler runs only in the subscription's serialized event flow; `isStopped` is atomic.
final class CompletableResultObserver: @unchecked Sendable {
    @usableFromInline let handler: (CompletableEvent) -> Void
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    init(_ handler: @escaping (CompletableEvent) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    @inlinable
    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            handler(.error(error))
        case .completed:
            if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            handler(.completed)
        }
    }
}
