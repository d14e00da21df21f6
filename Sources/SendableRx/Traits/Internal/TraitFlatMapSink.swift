// SendableRx — the sink behind `flatMap` of `Single` and `Maybe` (and their `flatMapMaybe`/`flatMapCompletable`).

import Synchronization

extension Observable {
    /// Subscribes to the trait `selector` makes of the element of `source`, a `Single` or `Maybe` (at most one
    /// element, which every trait constructor guarantees), and passes its events on; the events and disposals are
    /// those of RxSwift's `flatMap`, without a merge's queue and inner-subscription list.
    ///
    /// `selector` is the user's own closure: the sink takes the trait's observable out of what it returns, so no
    /// closure is wrapped around it.
    static func traitFlatMap<Source, Trait>(
        _ source: Observable<Source>,
        _ selector: @escaping (Source) throws -> PrimitiveSequence<Trait, Element>
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = TraitFlatMapSink(selector: selector, downstream: downstream, cancel: cancel)
            sink.setOuterSubscription(source.subscribe(downstream: sink))
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
///
/// The sink is the downstream of the trait; the inner sequence's events come through a ``TraitFlatMapInner``.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; `outer`, `inner`,
// `outerDisposed`, `innerDisposed` and `innerStarted` are touched only under `lock`; `active` and `isStopped` are
// atomic.
final class TraitFlatMapSink<Source, Trait, Result>: StoppingOperatorSink<Source, Result>, @unchecked Sendable {
    let selector: (Source) throws -> PrimitiveSequence<Trait, Result>
    let lock = Lock()
    /// The sequences not completed yet: the trait and, once subscribed, the inner sequence.
    let active = Atomic<Int>(1)
    @exclusivity(unchecked) var outer: (any Disposable)?
    @exclusivity(unchecked) var inner: (any Disposable)?
    @exclusivity(unchecked) var outerDisposed = false
    @exclusivity(unchecked) var innerDisposed = false
    @exclusivity(unchecked) var innerStarted = false

    init(
        selector: @escaping (Source) throws -> PrimitiveSequence<Trait, Result>,
        downstream: Downstream<Result>,
        cancel: SinkDisposer
    ) {
        self.selector = selector
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Keeps the trait's subscription, or disposes it when the trait has completed (or the sink was disposed).
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

    func disposeOuter() {
        let subscription = lock.withLock { () -> (any Disposable)? in
            outerDisposed = true
            return outer.take()
        }
        subscription?.dispose()
    }

    func disposeInner() {
        let subscription = lock.withLock { () -> (any Disposable)? in
            innerDisposed = true
            return inner.take()
        }
        subscription?.dispose()
    }


    /// One sequence has completed; the last one completes the result.
    func sequenceCompleted() {
        if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            sendCompleted()
        }
    }

    override func next(_ element: Source) {
        let start = lock.withLock { () -> Bool in
            if innerStarted || outerDisposed { return false }
            innerStarted = true
            return true
        }
        guard start, !isDisposed else { return }
        let next: PrimitiveSequence<Trait, Result>
        do {
            next = try selector(element)
        } catch {
            sendError(error)
            return
        }
        active.add(1, ordering: .relaxed)
        let subscription = next.source.subscribe(downstream: SecondInputDownstream(sink: self))
        let disposeNow = lock.withLock { () -> Bool in
            if innerDisposed { return true }
            inner = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
    }

    override func error(_ error: any Error) {
        sendError(error)
    }

    override func completed() {
        // As RxSwift's flatMap: a completion that ends the result is passed on before the trait's subscription
        // is disposed; otherwise that subscription is disposed at once and the inner sequence goes on.
        if active.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            sendCompleted()
        } else {
            disposeOuter()
        }
    }

    func secondNext(_ element: Result) {
        if isStopped.load(ordering: .relaxed) { return }
        forwardNext(element)
    }

    func secondCompleted() {
        disposeInner()
        sequenceCompleted()
    }

    /// Stops forwarding, then disposes the trait's subscription and the inner one. While the producer is still
    /// setting up (a trait that finished synchronously), the subscriptions stay until the SinkDisposer disposes the
    /// sink again, as RxSwift's do.
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        disposeOuter()
        disposeInner()
    }
}

extension TraitFlatMapSink: SecondInputSink {
    func fail(_ error: any Error) {
        sendError(error)
    }
}
