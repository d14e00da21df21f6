// SendableRx — the shared engine of `merge`, `flatMap`, `concatMap` and `merge(maxConcurrent:)`.

/// Subscribes to inner sequences as the outer sequence produces them — all at once, or at most
/// `maxConcurrent` at a time with the rest queued — and merges their elements.
///
/// Completes when the outer sequence and every inner sequence have completed; any error ends everything.
/// Queued inner sequences are subscribed through the current-thread trampoline, so a long run of inner
/// sequences that complete synchronously does not grow the stack.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `active`, `pending` and `outerStopped` are touched only under
// the sink's lock.
final class MergeSink<Inner: ObservableConvertibleType>: SerializingSink<Inner.Element>, @unchecked Sendable {
    @usableFromInline typealias Element = Inner.Element

    @usableFromInline let maxConcurrent: Int
    @usableFromInline let group = CompositeDisposable()
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var active = 0
    @usableFromInline @exclusivity(unchecked) var pending = Queue<Inner>(capacity: 2)
    @usableFromInline @exclusivity(unchecked) var outerStopped = false

    @inlinable
    init(maxConcurrent: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the outer sequence; returns the disposable of every subscription.
    @inlinable
    func run<Outer: ObservableType>(_ outer: Outer, transform: @escaping (Outer.Element) throws -> Inner)
        -> any Disposable
    {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(outer.subscribe(AnyObserver<Outer.Element> { event in
            switch event {
            case .next(let element):
                let inner: Inner
                do {
                    inner = try transform(element)
                } catch {
                    self.locked { self.enqueue(.error(error)) }
                    return
                }
                self.outerNext(inner)
            case .error(let error):
                self.locked { self.enqueue(.error(error)) }
            case .completed:
                let done = self.locked { () -> Bool in
                    self.outerStopped = true
                    if self.active == 0 && self.pending.isEmpty {
                        self.enqueue(.completed)
                        return true
                    }
                    return false
                }
                if !done {
                    self.outerSubscription.dispose()
                }
            }
        }))
        return group
    }

    /// Subscribes to every source at once, in order, as RxSwift's static `merge` does; returns the disposable of
    /// every subscription.
    @inlinable
    func run(sources: [Inner]) -> any Disposable {
        for source in sources {
            outerNext(source, evenIfTerminated: true)
        }
        locked {
            outerStopped = true
            if active == 0 && pending.isEmpty {
                enqueue(.completed)
            }
        }
        return group
    }

    /// Subscribes to `inner` now or queues it. `evenIfTerminated` subscribes even after an earlier source failed
    /// synchronously, as RxSwift's static `merge` does (the subscription is disposed again right away).
    @inlinable
    func outerNext(_ inner: Inner, evenIfTerminated: Bool = false) {
        let subscribeNow = locked { () -> Bool in
            if isTerminated && !evenIfTerminated { return false }
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
        guard let key = group.insert(observer) else { return }
        observer.key = key
        observer.setSubscription(inner.asObservable().subscribe(AnyObserver(eventHandler: observer.on)))
    }

    /// An inner sequence completed: subscribes the next queued one, or completes when nothing is left.
    @inlinable
    func innerCompleted(key: CompositeDisposable.DisposeKey?) {
        if let key {
            group.remove(for: key)
        }
        let next = locked { () -> Inner? in
            if let next = pending.dequeue() {
                return next
            }
            active -= 1
            if outerStopped && active == 0 {
                enqueue(.completed)
            }
            return nil
        }
        if let next {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribeInner(next)
                return Disposables.create()
            }
        }
    }
}

/// The observer and subscription of one inner sequence of a ``MergeSink``.
@usableFromInline
// @unchecked Sendable: `key` is written once, before the subscription that could read it is made; the rest is
// restated from InnerSubscription.
final class MergeInnerObserver<Inner: ObservableConvertibleType>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: MergeSink<Inner>
    @usableFromInline @exclusivity(unchecked) var key: CompositeDisposable.DisposeKey?

    @inlinable
    init(sink: MergeSink<Inner>) {
        self.sink = sink
        super.init()
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next, .error:
            sink.locked { sink.enqueue(event) }
        case .completed:
            sink.innerCompleted(key: key)
        }
    }
}
