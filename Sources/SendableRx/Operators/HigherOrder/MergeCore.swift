// SendableRx — the shared engine of `merge`, `flatMap`, `concatMap` and `merge(maxConcurrent:)`.

/// Subscribes to inner sequences as the outer sequence produces them — all at once, or at most
/// `maxConcurrent` at a time with the rest queued — and merges their elements.
///
/// Completes when the outer sequence and every inner sequence have completed; any error ends everything.
/// Queued inner sequences are subscribed through the current-thread trampoline, so a long run of inner
/// sequences that complete synchronously does not grow the stack.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `active`, `pending`, `outerStopped`, `inners` and
// `innersDisposed` are touched only under the sink's lock.
final class MergeSink<Inner: ObservableConvertibleType>: SerializingSink<Inner.Element>, OuterSequenceSink,
    @unchecked Sendable  // the invariant is named in the comment above the class
{
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline let maxConcurrent: Int
    /// The subscription to the outer sequence; `nil` for the static `merge` of an array, which has none.
    @usableFromInline let outerSubscription: SingleAssignmentDisposable?
    @usableFromInline @exclusivity(unchecked) var active = 0
    @usableFromInline @exclusivity(unchecked) var pending = Queue<Inner>(capacity: 2)
    @usableFromInline @exclusivity(unchecked) var outerStopped = false
    /// The live inner subscriptions, each knowing its index here. A plain list of class references rather than a
    /// `CompositeDisposable`: no existential copies and no second lock per inner sequence.
    /// Typed by the non-generic base class: the sink's deinit runs unspecialised, and an array of a generic
    /// element type made it look that type's metadata up.
    @usableFromInline @exclusivity(unchecked) var inners: ContiguousArray<InnerSubscription> = []
    @usableFromInline @exclusivity(unchecked) var innersDisposed = false

    @inlinable
    init(maxConcurrent: Int, outer: Bool, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.maxConcurrent = maxConcurrent
        self.outerSubscription = outer ? SingleAssignmentDisposable() : nil
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the outer sequence; returns the outer subscription (the sink's ``dispose()`` ends the inner
    /// ones).
    @inlinable
    func run<Outer: ObservableType>(_ outer: Outer, transform: @escaping (Outer.Element) throws -> Inner)
        -> any Disposable
    {
        // Built with `outer: true`.
        let subscription = outerSubscription.unsafelyUnwrapped
        observeOuter(outer, into: subscription, transform: transform)
        return subscription
    }

    /// The outer sequence completed: completes the result when no inner sequence is left, or ends the outer
    /// subscription.
    @inlinable
    func outerCompleted() {
        var done = false
        sendLocked { () -> Event<Element>? in
            outerStopped = true
            done = active == 0 && pending.isEmpty
            return done ? .completed : nil
        }
        if !done {
            outerSubscription?.dispose()
        }
    }

    /// Subscribes to every source at once, in order, as RxSwift's static `merge` does; returns the disposable of
    /// every subscription. Once a source has failed synchronously, the later ones are not subscribed.
    @inlinable
    func run(sources: [Inner]) -> any Disposable {
        lock.withLock { inners.reserveCapacity(sources.count) }
        for source in sources {
            outerNext(source)
        }
        sendLocked { () -> Event<Element>? in
            outerStopped = true
            return active == 0 && pending.isEmpty ? .completed : nil
        }
        return NoSink.shared
    }

    /// Subscribes to `inner` now or queues it; after the result has terminated, does neither.
    @inlinable
    func outerNext(_ inner: Inner) {
        let subscribeNow = locked { () -> Bool in
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

    @inlinable
    func subscribeInner(_ inner: Inner) {
        let observer = MergeInnerObserver(sink: self)
        let added = lock.withLock { () -> Bool in
            if innersDisposed { return false }
            observer.index = inners.count
            inners.append(observer)
            return true
        }
        guard added else { return }
        observer.setSubscription(inner.asObservable().subscribe(AnyObserver(eventHandler: observer.on)))
    }

    /// An inner sequence completed: subscribes the next queued one, or completes when nothing is left.
    /// Ends a completed inner subscription (as RxSwift's group removal does) and subscribes the next queued
    /// inner sequence, if any.
    @inlinable
    func innerCompleted(_ observer: MergeInnerObserver<Inner>) {
        // The inner subscription ends first (as RxSwift's group removal does); then one critical section removes it
        // from the list and decides what comes next.
        observer.dispose()
        var next: Inner?
        let completes = lock.withLock { () -> Bool in
            let index = observer.index
            if index < inners.count && inners[index] === observer {
                let last = inners.removeLast()
                if index < inners.count {
                    inners[index] = last
                    unsafeDowncast(last, to: MergeInnerObserver<Inner>.self).index = index
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
            sendLocked { .completed }
        } else if let next {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribeInner(next)
                return Disposables.create()
            }
        }
    }

    /// Stops forwarding, then disposes the outer subscription and every inner one, in that order (as RxSwift's
    /// disposable group does).
    @usableFromInline
    override func dispose() {
        super.dispose()
        // While `run` is still subscribing (merging an array of sources), the inner subscriptions made so far are
        // kept until `run` hands them over; the SinkDisposer then disposes the sink again.
        guard isSetUp else { return }
        outerSubscription?.dispose()
        let inners = lock.withLock { () -> ContiguousArray<InnerSubscription> in
            innersDisposed = true
            let inners = self.inners
            self.inners = []
            return inners
        }
        for inner in inners {
            inner.dispose()
        }
    }
}

/// The observer and subscription of one inner sequence of a ``MergeSink``.
@usableFromInline
// @unchecked Sendable: `index` is touched only under the sink's lock; the rest is
// restated from InnerSubscription.
final class MergeInnerObserver<Inner: ObservableConvertibleType>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: MergeSink<Inner>
    /// Where this observer sits in the sink's `inners`.
    @usableFromInline @exclusivity(unchecked) var index = 0

    @inlinable
    init(sink: MergeSink<Inner>) {
        self.sink = sink
        super.init()
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next, .error:
            sink.forwardSerialized(event)
        case .completed:
            sink.innerCompleted(self)
        }
    }
}
