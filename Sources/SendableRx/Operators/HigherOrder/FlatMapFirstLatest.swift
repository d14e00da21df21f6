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
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = FlatMapFirstSink<Source>(observer: observer, cancel: cancel)
            return (sink, sink.run(source, selector: selector))
        }
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
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = FlatMapLatestSink<Source>(observer: observer, cancel: cancel)
            return (sink, sink.run(source, selector: selector))
        }
    }

    /// Maps each element to an ``Infallible`` and mirrors only the most recent one, disposing the previous one; the
    /// result is an `Infallible`, as in RxSwift.
    ///
    /// Only the inner sequences are infallible: an error of this sequence, or one thrown by `selector`, is still
    /// passed on, as RxSwift passes it.
    ///
    /// - Parameter selector: Maps an element to an inner infallible.
    /// - Returns: The infallible of the latest inner sequence's elements.
    @inlinable
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
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

/// The state of one `flatMapFirst` subscription: the active inner sequence, if any, and whether the outer one has
/// completed.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `hasActive`, `outerStopped`, `active` and `innerDisposed` are
// touched only under its lock.
final class FlatMapFirstSink<Inner: ObservableConvertibleType>: SerializingSink<Inner.Element>, OuterSequenceSink,
    @unchecked Sendable  // the invariant is named in the comment above the class
{
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var hasActive = false
    @usableFromInline @exclusivity(unchecked) var outerStopped = false
    /// The active inner sequence's observer and subscription (one object, no disposable group). Typed by the
    /// non-generic base class, so that the sink's unspecialised deinit looks up no metadata.
    @usableFromInline @exclusivity(unchecked) var active: InnerSubscription?
    @usableFromInline @exclusivity(unchecked) var innerDisposed = false

    @inlinable
    override init(observer: AnyObserver<Inner.Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the outer sequence; returns its subscription (the sink's ``dispose()`` ends the inner one).
    @inlinable
    func run<Outer: ObservableType>(_ outer: Outer, selector: @escaping (Outer.Element) throws -> Inner)
        -> any Disposable
    {
        observeOuter(outer, into: outerSubscription, transform: selector)
        return outerSubscription
    }

    /// The selector is not called for elements that arrive while an inner sequence is active, as in RxSwift.
    @inlinable
    func acceptOuterElement() -> Bool {
        locked { () -> Bool in
            if hasActive || isTerminated { return false }
            hasActive = true
            return true
        }
    }

    /// The outer sequence completed: the result completes now, or with the active inner sequence.
    @inlinable
    func outerCompleted() {
        locked {
            outerStopped = true
            if !hasActive {
                enqueue(.completed)
            }
        }
        outerSubscription.dispose()
    }

    /// Subscribes to the inner sequence of an accepted element.
    @inlinable
    func outerNext(_ inner: Inner) {
        let observer = FlatMapFirstInnerObserver(sink: self)
        let added = lock.withLock { () -> Bool in
            if innerDisposed { return false }
            active = observer
            return true
        }
        guard added else { return }
        observer.setSubscription(inner.asObservable().subscribe(AnyObserver(eventHandler: observer.on)))
    }

    /// The active inner sequence completed: its subscription ends (as RxSwift's group removal does), then the
    /// result completes if the outer sequence has.
    @inlinable
    func innerCompleted(_ observer: InnerSubscription) {
        lock.withLock {
            if active === observer {
                active = nil
            }
        }
        observer.dispose()
        locked {
            hasActive = false
            if outerStopped {
                enqueue(.completed)
            }
        }
    }

    /// Stops forwarding, then disposes the outer subscription and the active inner one, in that order (as
    /// RxSwift's disposable group does).
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        outerSubscription.dispose()
        let inner = lock.withLock { () -> InnerSubscription? in
            innerDisposed = true
            let inner = active
            active = nil
            return inner
        }
        inner?.dispose()
    }
}

/// The observer and subscription of the active inner sequence of a ``FlatMapFirstSink``.
@usableFromInline
// @unchecked Sendable: restated from InnerSubscription; the sink reference is immutable.
final class FlatMapFirstInnerObserver<Inner: ObservableConvertibleType>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: FlatMapFirstSink<Inner>

    @inlinable
    init(sink: FlatMapFirstSink<Inner>) {
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

/// The state of one `flatMapLatest` subscription: the id and subscription of the latest inner sequence, whether
/// it is still running, and whether the outer sequence has completed.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `latest`, `hasLatest`, `outerStopped`, `current` and
// `innerDisposed` are touched only under its lock.
final class FlatMapLatestSink<Inner: ObservableConvertibleType>: SerializingSink<Inner.Element>, OuterSequenceSink,
    @unchecked Sendable  // the invariant is named in the comment above the class
{
    @usableFromInline let outerSubscription = SingleAssignmentDisposable()
    @usableFromInline @exclusivity(unchecked) var latest: UInt64 = 0
    @usableFromInline @exclusivity(unchecked) var hasLatest = false
    @usableFromInline @exclusivity(unchecked) var outerStopped = false
    @usableFromInline @exclusivity(unchecked) var current: (any Disposable)?
    @usableFromInline @exclusivity(unchecked) var innerDisposed = false

    @inlinable
    override init(observer: AnyObserver<Inner.Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to the outer sequence; returns its subscription (the inner one is disposed with the sink).
    @inlinable
    func run<Outer: ObservableType>(_ outer: Outer, selector: @escaping (Outer.Element) throws -> Inner)
        -> any Disposable
    {
        observeOuter(outer, into: outerSubscription, transform: selector)
        return outerSubscription
    }

    /// The outer sequence completed: its subscription ends before the completion is sent, as in RxSwift; the
    /// result completes now, or with the latest inner sequence.
    @inlinable
    func outerCompleted() {
        outerSubscription.dispose()
        locked {
            outerStopped = true
            if !hasLatest {
                enqueue(.completed)
            }
        }
    }

    /// Switches to `inner`: the previous inner subscription is disposed first and its later events ignored.
    @inlinable
    func outerNext(_ inner: Inner) {
        let (id, previous) = locked { () -> (UInt64, (any Disposable)?) in
            latest &+= 1
            hasLatest = true
            let previous = current
            current = nil
            return (latest, previous)
        }
        previous?.dispose()
        let subscription = inner.asObservable().subscribe(AnyObserver { event in
            if case .next = event {
                // Sent at once unless a delivery is in progress; dropped if this inner is stale.
                self.forwardSerialized(event, if: { self.latest == id })
                return
            }
            // An inner sequence that terminates is disposed before its terminal event is handled (if its
            // subscription is known yet), as in RxSwift.
            let subscription = self.lock.withLock { () -> (any Disposable)? in
                guard self.latest == id else { return nil }
                let subscription = self.current
                self.current = nil
                return subscription
            }
            subscription?.dispose()
            self.locked {
                guard self.latest == id else { return }
                switch event {
                case .next, .error:
                    self.enqueue(event)
                case .completed:
                    self.hasLatest = false
                    if self.outerStopped {
                        self.enqueue(.completed)
                    }
                }
            }
        })
        let keep = lock.withLock { () -> Bool in
            guard latest == id && hasLatest && !innerDisposed else { return false }
            current = subscription
            return true
        }
        if !keep {
            subscription.dispose()
        }
    }

    @usableFromInline
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
