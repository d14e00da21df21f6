// SendableRx — the sink behind `flatMap` of `Single` and `Maybe` (and their `flatMapMaybe`/`flatMapCompletable`).

import Synchronization

extension Observable {
    /// Subscribes to the sequence `selector` makes of the element of `source`, a `Single` or `Maybe` (at most one
    /// element, which every trait constructor guarantees), and passes its events on; the events and disposals are
    /// those of RxSwift's `flatMap`, without a merge's queue and inner-subscription list.
    @inlinable
    static func traitFlatMap<Source>(
        _ source: Observable<Source>,
        _ selector: @escaping (Source) throws -> Observable<Element>
    ) -> Observable<Element> {
        .producer { observer, cancel in
            let sink = TraitFlatMapSink(selector: selector, observer: observer, cancel: cancel)
            sink.setOuterSubscription(source.subscribe(AnyObserver(eventHandler: sink.onOuter)))
            return (sink, sink)
        }
    }
}

/// The per-subscription state of a trait's `flatMap`: the subscription to the trait, then the one to the sequence
/// made of its element.
///
/// As with RxSwift's `flatMap`, the trait's subscription is disposed when it completes while the inner sequence goes
/// on (and after the result's completion when nothing goes on), the inner one when it completes, and the result
/// completes once both have; disposing disposes the trait's subscription, then the inner one. A subscription that
/// returns after its sequence has completed is disposed at once.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; `outer`, `inner`, `outerDisposed`,
// `innerDisposed` and `innerStarted` are touched only under `lock`; `active` and `isStopped` are atomic.
final class TraitFlatMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let selector: (Source) throws -> Observable<Result>
    @usableFromInline let lock = Lock()
    /// The sequences not completed yet: the trait and, once subscribed, the inner sequence.
    @usableFromInline let active = Atomic<Int>(1)
    @usableFromInline let isStopped = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var outer: (any Disposable)?
    @usableFromInline @exclusivity(unchecked) var inner: (any Disposable)?
    @usableFromInline @exclusivity(unchecked) var outerDisposed = false
    @usableFromInline @exclusivity(unchecked) var innerDisposed = false
    @usableFromInline @exclusivity(unchecked) var innerStarted = false

    @inlinable
    init(selector: @escaping (Source) throws -> Observable<Result>, observer: AnyObserver<Result>, cancel: SinkDisposer) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    /// Keeps the trait's subscription, or disposes it when the trait has completed (or the sink was disposed).
    @inlinable
    func setOuterSubscription(_ subscription: any Disposable) {
        let disposeNow = lock.withLock { () -> Bool in
            if outerDisposed { return true }
            outer = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    @inlinable
    func disposeOuter() {
        let subscription = lock.withLock { () -> (any Disposable)? in
            outerDisposed = true
            return outer.take()
        }
        subscription?.dispose()
    }

    @inlinable
    func disposeInner() {
        let subscription = lock.withLock { () -> (any Disposable)? in
            innerDisposed = true
            return inner.take()
        }
        subscription?.dispose()
    }

    /// Passes the first terminal event on and disposes the subscription; later ones are ignored.
    @inlinable
    func sendTerminal(_ event: Event<Result>) {
        if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        forwardOn(event)
        dispose()
    }

    /// One sequence has completed; the last one completes the result.
    @inlinable
    func sequenceCompleted() {
        if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            sendTerminal(.completed)
        }
    }

    @inlinable
    func onOuter(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            let start = lock.withLock { () -> Bool in
                if innerStarted || outerDisposed { return false }
                innerStarted = true
                return true
            }
            guard start, !isDisposed else { return }
            let next: Observable<Result>
            do {
                next = try selector(element)
            } catch {
                sendTerminal(.error(error))
                return
            }
            active.add(1, ordering: .relaxed)
            let subscription = next.subscribe(AnyObserver(eventHandler: onInner))
            let disposeNow = lock.withLock { () -> Bool in
                if innerDisposed { return true }
                inner = subscription
                return false
            }
            if disposeNow {
                subscription.dispose()
            }
        case .error(let error):
            sendTerminal(.error(error))
        case .completed:
            // As RxSwift's flatMap: a completion that ends the result is passed on before the trait's subscription
            // is disposed; otherwise that subscription is disposed at once and the inner sequence goes on.
            if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                sendTerminal(.completed)
            } else {
                disposeOuter()
            }
        }
    }

    @inlinable
    func onInner(_ event: Event<Result>) {
        switch event {
        case .next(let element):
            if isStopped.load(ordering: .relaxed) { return }
            forwardOn(.next(element))
        case .error(let error):
            sendTerminal(.error(error))
        case .completed:
            disposeInner()
            sequenceCompleted()
        }
    }

    /// Stops forwarding, then disposes the trait's subscription and the inner one. While the producer is still
    /// setting up (a trait that finished synchronously), the subscriptions stay until the SinkDisposer disposes the
    /// sink again, as RxSwift's do.
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        disposeOuter()
        disposeInner()
    }
}
