// SendableRx — the shared engine of `merge`, `flatMap`, `concatMap` and `merge(maxConcurrent:)`.

/// Subscribes to inner sequences as the outer sequence produces them — all at once, or at most
/// `maxConcurrent` at a time with the rest queued — and merges their elements.
///
/// Completes when the outer sequence and every inner sequence have completed; any error ends everything.
/// Queued inner sequences are subscribed through the current-thread trampoline, so a long run of inner
/// sequences that complete synchronously does not grow the stack.
// @unchecked Sendable: restated from SerializingOperatorSink; `active`, `pending`, `outerStopped`, `inners` and
// `innersDisposed` are touched only under the sink's lock.
final class MergeSink<Outer, Element>: InnerTrackingSink<Outer, Element>, @unchecked Sendable {
    let maxConcurrent: Int
    /// The subscription to the outer sequence; `nil` for the static `merge` of an array, which has none.
    let outerSubscription: SingleAssignmentDisposable?
    @exclusivity(unchecked) var active = 0
    /// The inner sequences waiting for their turn, each an `Observable<Element>`. Typed `AnyObject`, so that the
    /// queue's operations are compiled for one concrete type rather than run unspecialised for every element type.
    @exclusivity(unchecked) var pending = Queue<AnyObject>(capacity: 2)
    @exclusivity(unchecked) var outerStopped = false
    /// The live inner subscriptions (each a ``HigherOrderInner``, knowing its index here). A plain list of class
    /// references rather than a `CompositeDisposable`: no existential copies and no second lock per inner sequence.
    /// Typed `AnyObject` for the same reason as `pending`, and so that the sink's deinit looks up no metadata.
    @exclusivity(unchecked) var inners: ContiguousArray<AnyObject> = []
    @exclusivity(unchecked) var innersDisposed = false

    init(
        maxConcurrent: Int,
        outer: Bool,
        transform: @escaping (Outer) throws -> Observable<Element>,
        downstream: Downstream<Element>,
        cancel: SinkDisposer
    ) {
        self.maxConcurrent = maxConcurrent
        self.outerSubscription = outer ? SingleAssignmentDisposable() : nil
        super.init(transform: transform, downstream: downstream, cancel: cancel)
    }

    /// Subscribes to the outer sequence; returns the outer subscription (the sink's ``dispose()`` ends the inner
    /// ones).
    func run(_ outer: Observable<Outer>) -> any Disposable {
        // Built with `outer: true`.
        let subscription = outerSubscription.unsafelyUnwrapped
        subscription.setDisposable(outer.subscribe(downstream: self))
        return subscription
    }

    /// The outer sequence completed: completes the result when no inner sequence is left, or ends the outer
    /// subscription.
    override func outerCompleted() {
        var done = false
        sendCompleted(if: {
            outerStopped = true
            done = active == 0 && pending.isEmpty
            return done
        })
        if !done {
            outerSubscription?.dispose()
        }
    }

    /// Subscribes to every source at once, in order, as RxSwift's static `merge` does; returns the disposable of
    /// every subscription. Once a source has failed synchronously, the later ones are not subscribed.
    func run(sources: [Observable<Element>]) -> any Disposable {
        lock.withLock { inners.reserveCapacity(sources.count) }
        for source in sources {
            outerNext(source)
        }
        sendCompleted(if: {
            outerStopped = true
            return active == 0 && pending.isEmpty
        })
        return NoSink.shared
    }

    /// Subscribes to `inner` now or queues it; after the result has terminated, does neither.
    override func outerNext(_ inner: Observable<Element>) {
        // Queues no event, so the lock alone serves (an event is queued only while a delivery is in progress, which
        // delivers it).
        let subscribeNow = lock.withLock { () -> Bool in
            if isTerminated { return false }
            if active < maxConcurrent {
                active += 1
                return true
            }
            pending.enqueue(inner)
            return false
        }
        if subscribeNow {
            subscribeInner(inner)
        }
    }

    func subscribeInner(_ inner: Observable<Element>) {
        let observer = HigherOrderInner(sink: self)
        let added = lock.withLock { () -> Bool in
            if innersDisposed { return false }
            observer.index = inners.count
            inners.append(observer)
            return true
        }
        guard added else { return }
        observer.setSubscription(inner.subscribe(downstream: observer))
    }

    /// An inner sequence completed: subscribes the next queued one, or completes when nothing is left.
    /// Ends a completed inner subscription (as RxSwift's group removal does) and subscribes the next queued
    /// inner sequence, if any.
    override func innerCompleted(_ observer: HigherOrderInner<Outer, Element>) {
        // The inner subscription ends first (as RxSwift's group removal does); then one critical section removes it
        // from the list and decides what comes next.
        observer.dispose()
        var next: AnyObject?
        let completes = lock.withLock { () -> Bool in
            let index = observer.index
            if index < inners.count && inners[index] === observer {
                let last = inners.removeLast()
                if index < inners.count {
                    inners[index] = last
                    unsafeDowncast(last, to: HigherOrderInner<Outer, Element>.self).index = index
                }
            }
            if let queued = pending.dequeue() {
                next = queued
                return false
            }
            active -= 1
            return outerStopped && active == 0
        }
        if completes {
            sendCompleted()
        } else if let next {
            let inner = unsafeDowncast(next, to: Observable<Element>.self)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribeInner(inner)
                return Disposables.create()
            }
        }
    }

    /// Stops forwarding, then disposes the outer subscription and every inner one, in that order (as RxSwift's
    /// disposable group does).
    override func dispose() {
        super.dispose()
        // While `run` is still subscribing (merging an array of sources), the inner subscriptions made so far are
        // kept until `run` hands them over; the SinkDisposer then disposes the sink again.
        guard isSetUp else { return }
        outerSubscription?.dispose()
        let inners = lock.withLock { () -> ContiguousArray<AnyObject> in
            innersDisposed = true
            let inners = self.inners
            self.inners = []
            return inners
        }
        for inner in inners {
            unsafeDowncast(inner, to: HigherOrderInner<Outer, Element>.self).dispose()
        }
    }
}
