// SendableRx — `flatMapFirst`, `flatMapLatest` and `switchLatest`.

extension ObservableType {
    /// Maps each element to an inner sequence, ignoring elements that arrive while an inner sequence is active.
    ///
    /// ```
    /// source:                      -a-b----c--|
    /// flatMapFirst { inner($0) }:  --a1-a2---c1-c2|
    /// ```
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the elements of the inner sequences that were not skipped.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().flatMappingFirst(observing(selector))
    }

    /// Maps each element to an inner sequence and mirrors only the most recent inner sequence, disposing the
    /// previous one.
    ///
    /// ```
    /// source:                       -a---b------|
    /// flatMapLatest { inner($0) }:  --a1--b1-b2-|
    /// ```
    ///
    /// - Parameter selector: Maps an element to an inner sequence.
    /// - Returns: The sequence of the latest inner sequence's elements.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        asObservable().flatMappingLatest(observing(selector))
    }

    /// Maps each element to an ``Infallible`` and mirrors only the most recent one, disposing the previous one; the
    /// result is an `Infallible`, as in RxSwift.
    ///
    /// Only the inner sequences are infallible: an error of this sequence, or one thrown by `selector`, is still
    /// passed on, as RxSwift passes it.
    ///
    /// - Parameter selector: Maps an element to an inner infallible.
    /// - Returns: The infallible of the latest inner sequence's elements.
    public func flatMapLatest<Source: InfallibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Infallible<Source.Element> {
        let latest: Observable<Source.Element> = flatMapLatest(selector)
        return Infallible(latest)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors only the most recent inner sequence, disposing the previous one.
    ///
    /// - Returns: The sequence of the latest inner sequence's elements.
    public func switchLatest() -> Observable<Element.Element> {
        asObservable().flatMappingLatest(observing(identity))
    }
}

extension Observable {
    /// The observable of `flatMapFirst`.
    func flatMappingFirst<Inner>(_ transform: @escaping (Element) throws -> Observable<Inner>) -> Observable<Inner> {
        OperatorProducer { downstream, cancel in
            let sink = FlatMapFirstSink(transform: transform, downstream: downstream, cancel: cancel)
            return (sink, sink.run(self))
        }
    }

    /// The observable of `flatMapLatest` and `switchLatest`.
    func flatMappingLatest<Inner>(_ transform: @escaping (Element) throws -> Observable<Inner>) -> Observable<Inner> {
        OperatorProducer { downstream, cancel in
            let sink = FlatMapLatestSink(transform: transform, downstream: downstream, cancel: cancel)
            return (sink, sink.run(self))
        }
    }
}

/// The state of one `flatMapFirst` subscription: the active inner sequence, if any, and whether the outer one has
/// completed.
// @unchecked Sendable: restated from SerializingOperatorSink; `hasActive`, `outerStopped`, `active` and
// `innerDisposed` are touched only under its lock.
final class FlatMapFirstSink<Outer, Element>: InnerTrackingSink<Outer, Element>, @unchecked Sendable {
    let outerSubscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) var hasActive = false
    @exclusivity(unchecked) var outerStopped = false
    /// The active inner sequence's downstream and subscription (one ``HigherOrderInner``, no disposable group).
    /// Typed `AnyObject`, so that the sink's unspecialised deinit looks up no metadata.
    @exclusivity(unchecked) var active: AnyObject?
    @exclusivity(unchecked) var innerDisposed = false

    /// Subscribes to the outer sequence; returns its subscription (the sink's ``dispose()`` ends the inner one).
    func run(_ outer: Observable<Outer>) -> any Disposable {
        outerSubscription.setDisposable(outer.subscribe(downstream: self))
        return outerSubscription
    }

    /// The selector is not called for elements that arrive while an inner sequence is active, as in RxSwift.
    override func acceptOuterElement() -> Bool {
        // Queues no event, so the lock alone serves (an event is queued only while a delivery is in progress, which
        // delivers it).
        lock.withLock { () -> Bool in
            if hasActive || isTerminated { return false }
            hasActive = true
            return true
        }
    }

    /// The outer sequence completed: the result completes now, or with the active inner sequence.
    override func outerCompleted() {
        sendCompleted(if: {
            outerStopped = true
            return !hasActive
        })
        outerSubscription.dispose()
    }

    /// Subscribes to the inner sequence of an accepted element.
    override func outerNext(_ inner: Observable<Element>) {
        let observer = HigherOrderInner(sink: self)
        let added = lock.withLock { () -> Bool in
            if innerDisposed { return false }
            active = observer
            return true
        }
        guard added else { return }
        observer.setSubscription(inner.subscribe(downstream: observer))
    }

    /// The active inner sequence completed: its subscription ends (as RxSwift's group removal does), then the
    /// result completes if the outer sequence has.
    override func innerCompleted(_ observer: HigherOrderInner<Outer, Element>) {
        lock.withLock {
            if active === observer {
                active = nil
            }
        }
        observer.dispose()
        // Once the outer sequence has stopped, no other inner sequence can start: completing in a second critical
        // section sends what one would have (and builds no event when the result does not complete).
        let completes = lock.withLock { () -> Bool in
            hasActive = false
            return outerStopped
        }
        if completes {
            sendCompleted()
        }
    }

    /// Stops forwarding, then disposes the outer subscription and the active inner one, in that order (as
    /// RxSwift's disposable group does).
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        outerSubscription.dispose()
        let inner = lock.withLock { () -> AnyObject? in
            innerDisposed = true
            let inner = active
            active = nil
            return inner
        }
        if let inner {
            unsafeDowncast(inner, to: HigherOrderInner<Outer, Element>.self).dispose()
        }
    }
}

/// The state of one `flatMapLatest` subscription: the id and subscription of the latest inner sequence, whether
/// it is still running, and whether the outer sequence has completed.
// @unchecked Sendable: restated from SerializingOperatorSink; `latest`, `hasLatest`, `outerStopped`, `current` and
// `innerDisposed` are touched only under its lock.
final class FlatMapLatestSink<Outer, Element>: HigherOrderSink<Outer, Element>, @unchecked Sendable {
    let outerSubscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) var latest: UInt64 = 0
    @exclusivity(unchecked) var hasLatest = false
    @exclusivity(unchecked) var outerStopped = false
    @exclusivity(unchecked) var current: (any Disposable)?
    @exclusivity(unchecked) var innerDisposed = false

    /// Subscribes to the outer sequence; returns its subscription (the inner one is disposed with the sink).
    func run(_ outer: Observable<Outer>) -> any Disposable {
        outerSubscription.setDisposable(outer.subscribe(downstream: self))
        return outerSubscription
    }

    /// The outer sequence completed: its subscription ends before the completion is sent, as in RxSwift; the
    /// result completes now, or with the latest inner sequence.
    override func outerCompleted() {
        outerSubscription.dispose()
        sendCompleted(if: {
            outerStopped = true
            return !hasLatest
        })
    }

    /// Switches to `inner`: the previous inner subscription is disposed first and its later events ignored.
    override func outerNext(_ inner: Observable<Element>) {
        // Queues no event, so the lock alone serves (an event is queued only while a delivery is in progress, which
        // delivers it).
        let (id, previous) = lock.withLock { () -> (UInt64, (any Disposable)?) in
            latest &+= 1
            hasLatest = true
            let previous = current
            current = nil
            return (latest, previous)
        }
        previous?.dispose()
        let subscription = inner.subscribe(downstream: FlatMapLatestInner(sink: self, id: id))
        let keep = lock.withLock { () -> Bool in
            guard latest == id && hasLatest && !innerDisposed else { return false }
            current = subscription
            return true
        }
        if !keep {
            subscription.dispose()
        }
    }

    /// Inner sequence `id` terminates: unless a later inner sequence has replaced it, its subscription is disposed
    /// before its terminal event is handled (if the subscription is known yet), as in RxSwift.
    func endInner(_ id: UInt64) {
        let subscription = lock.withLock { () -> (any Disposable)? in
            guard latest == id else { return nil }
            let subscription = current
            current = nil
            return subscription
        }
        subscription?.dispose()
    }

    /// Inner sequence `id` failed: the result fails unless a later inner sequence has replaced it.
    func innerFailed(_ error: any Error, id: UInt64) {
        endInner(id)
        sendError(error, if: { latest == id })
    }

    /// Inner sequence `id` completed: unless a later inner sequence has replaced it, the result completes if the
    /// outer sequence has.
    func innerCompleted(id: UInt64) {
        endInner(id)
        // Once the outer sequence has stopped, no later inner sequence can start: completing in a second critical
        // section sends what one would have (and builds no event when the result does not complete).
        let completes = lock.withLock { () -> Bool in
            guard latest == id else { return false }
            hasLatest = false
            return outerStopped
        }
        if completes {
            sendCompleted()
        }
    }

    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        let inner = lock.withLock { () -> (any Disposable)? in
            innerDisposed = true
            let inner = current
            current = nil
            return inner
        }
        inner?.dispose()
    }
}

/// The downstream of one inner sequence of a ``FlatMapLatestSink``: its events count only while it is the latest.
// @unchecked Sendable: restated from Downstream; the sink reference and id are immutable.
final class FlatMapLatestInner<Outer, Element>: Downstream<Element>, @unchecked Sendable {
    let sink: FlatMapLatestSink<Outer, Element>
    let id: UInt64

    init(sink: FlatMapLatestSink<Outer, Element>, id: UInt64) {
        self.sink = sink
        self.id = id
    }

    override func next(_ element: Element) {
        // Sent at once unless a delivery is in progress; dropped if this inner sequence is stale.
        let sink = self.sink
        let id = self.id
        sink.sendNext(element, if: { sink.latest == id })
    }

    override func error(_ error: any Error) {
        sink.innerFailed(error, id: id)
    }

    override func completed() {
        sink.innerCompleted(id: id)
    }
}
