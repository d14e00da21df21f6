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
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.asObservable().subscribe(AnyObserver<Element> { event in
            switch event {
            case .next:
                self.locked { self.enqueue(event) }
            case .error:
                self.locked { self.enqueue(event) }
            case .completed:
                self.group.remove(for: key)
                let next = self.locked { () -> Inner? in
                    if let next = self.pending.dequeue() {
                        return next
                    }
                    self.active -= 1
                    if self.outerStopped && self.active == 0 {
                        self.enqueue(.completed)
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
        }))
    }
}
