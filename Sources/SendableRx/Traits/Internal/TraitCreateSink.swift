// SendableRx — the sink behind `create(subscribe:)` of `Single`, `Maybe`, `Completable` and `Infallible`.

import Synchronization

/// The per-subscription state of a trait's `create`: the function handed to the user's subscribe function is a
/// method of this sink, so a trait event goes straight to the observer with the observable's grammar enforced,
/// without an intermediate observer or closure.
///
/// Each method sends what RxSwift's trait `create` sends (`success` is an element followed by completion) and
/// ignores everything after the first terminal event; the subscription is disposed after it.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `isStopped` is atomic.
final class TraitCreateSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Passes an element on unless a terminal event came first.
    @inlinable
    func sendNext(_ element: Element) {
        if isStopped.load(ordering: .relaxed) { return }
        forwardOn(.next(element))
    }

    /// Passes the first terminal event on and disposes the subscription; later ones are ignored.
    @inlinable
    func sendTerminal(_ event: Event<Element>) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardOn(event)
        dispose()
    }

    /// The observer of `Single.create`.
    @inlinable
    func onSingle(_ event: SingleEvent<Element>) {
        switch event {
        case .success(let element):
            sendNext(element)
            sendTerminal(.completed)
        case .failure(let error):
            sendTerminal(.error(error))
        }
    }

    /// The observer of `Maybe.create`.
    @inlinable
    func onMaybe(_ event: MaybeEvent<Element>) {
        switch event {
        case .success(let element):
            sendNext(element)
            sendTerminal(.completed)
        case .error(let error):
            sendTerminal(.error(error))
        case .completed:
            sendTerminal(.completed)
        }
    }

    /// The observer of `Completable.create`.
    @inlinable
    func onCompletable(_ event: CompletableEvent) {
        switch event {
        case .error(let error):
            sendTerminal(.error(error))
        case .completed:
            sendTerminal(.completed)
        }
    }

    /// The observer of `Infallible.create`.
    @inlinable
    func onInfallible(_ event: InfallibleEvent<Element>) {
        switch event {
        case .next(let element):
            sendNext(element)
        case .completed:
            sendTerminal(.completed)
        }
    }
}
