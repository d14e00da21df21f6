// SendableRx — `combineLatest` of any number of sources.

extension ObservableType {
    /// Combines the latest elements of nine or more sources with `resultSelector` whenever one emits, once each has
    /// emitted (RxSwift stops at eight; two to eight sources take the written-out forms).
    ///
    /// ```
    /// a:                       -1---2-----|
    /// b:                       ---x---y---|
    /// combineLatest(a, b, +):  ---1x-2x-2y-|
    /// ```
    ///
    /// Completes when every source has completed, or when a source emits while all the others have completed and
    /// some never emitted; an error from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    ///   - resultSelector: Combines one latest element of each source. An error it throws is sent as an `error`
    ///     event.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8, _ source9: O9, _ rest: repeat each Rest,
        resultSelector: @escaping (
            O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element,
            O9.Element, repeat (each Rest).Element
        ) throws -> Element
    ) -> Observable<Element> {
        let head = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
            source9.asObservable()
        )
        let rest = (repeat (each rest).asObservable())
        return .producer { observer, cancel in
            subscribeSlots(
                head.0, head.1, head.2, head.3, head.4, head.5, head.6, head.7, head.8, repeat each rest,
                makeSink: { CombineLatestSink(arity: $0, combine: $1, observer: observer, cancel: cancel) },
                resultSelector: resultSelector
            )
        }
    }

    /// Combines the latest elements of the sources into arrays, with `resultSelector`.
    ///
    /// Completes as the written-out forms do.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The sequence of combinations. An empty collection emits `resultSelector([])` and completes at
    ///   once (or fails with the error it throws), as in RxSwift.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return .producer { observer, cancel in
            let references = SourceReferences<[SourceReference]>()
            let sink = CombineLatestSink<Element>(
                arity: sources.count,
                combine: { owner, decide in
                    let values = owner.lock.withLock { () -> [Collection.Element.Element]? in
                        guard !owner.sourcesReleased, decide() else { return nil }
                        return references.value.unsafelyUnwrapped.map { reference in
                            reference._withUnsafeGuaranteedRef {
                                CombineLatestSink<Element>.element(of: $0, as: Collection.Element.Element.self)
                            }
                        }
                    }
                    guard let values else { return nil }
                    return try resultSelector(values)
                },
                observer: observer, cancel: cancel
            )
            let slots = sources.indices.map { CombineLatestSource(sources[$0], sink: sink, index: $0) }
            references.value = slots.map { SourceReference.passUnretained($0) }
            sink.start(sources: slots)
            for (slot, source) in Swift.zip(slots, sources) {
                slot.subscribe(source)
            }
            if sources.isEmpty {
                let event: Event<Element>
                do {
                    event = .next(try resultSelector([]))
                } catch {
                    event = .error(error)
                }
                sink.locked {
                    sink.enqueue(event)
                    sink.enqueue(.completed)
                }
            }
            return (sink, Disposables.create())
        }
    }

    /// Combines the latest elements of the sources into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements, in source order. An empty collection emits `[]` and
    ///   completes at once.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of nine or more sources into tuples whenever one emits, once each has emitted
    /// (two to eight sources take the written-out forms).
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - source3: The third source.
    ///   - source4: The fourth source.
    ///   - source5: The fifth source.
    ///   - source6: The sixth source.
    ///   - source7: The seventh source.
    ///   - source8: The eighth source.
    ///   - source9: The ninth source.
    ///   - rest: Any further sources.
    /// - Returns: The sequence of tuples of latest elements.
    @inlinable
    public static func combineLatest<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8, _ source9: O9, _ rest: repeat each Rest
    ) -> Observable<(
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, O9.Element,
        repeat (each Rest).Element
    )> {
        .combineLatest(
            source1, source2, source3, source4, source5, source6, source7, source8, source9, repeat each rest
        ) { (a, b, c, d, e, f, g, h, i, rest: repeat (each Rest).Element) in
            (a, b, c, d, e, f, g, h, i, repeat each rest)
        }
    }
}

/// Runs one `combineLatest` or `zip` subscription over typed sources (the parameter-pack forms).
@inlinable
func subscribeSlots<each Value, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source: repeat Observable<each Value>,
    makeSink: (_ arity: Int, _ combine: @escaping MultiSourceSink<Element>.Combine) -> Sink,
    resultSelector: @escaping (repeat each Value) throws -> Element
) -> SinkAndSubscription {
    var arity = 0
    for _ in repeat each source { arity += 1 }
    // The combining closure reads the sources through unretained references (no cycle to break); they are alive
    // until the sink releases them, which is checked under the lock first.
    let references = SourceReferences<[SourceReference]>()
    let sink = makeSink(arity) { owner, decide in
        let values = owner.lock.withLock { () -> (repeat each Value)? in
            guard !owner.sourcesReleased, decide() else { return nil }
            var cursor = references.value.unsafelyUnwrapped.makeIterator()
            return (repeat Sink.element(
                of: cursor.next().unsafelyUnwrapped.takeUnretainedValue(), as: (each Value).self
            ))
        }
        guard let values else { return nil }
        return try resultSelector(repeat each values)
    }
    // Typed slots kept as `InnerSubscription`: capturing a tuple of a pack in a closure crashes the 6.3 compiler.
    var slots: [InnerSubscription] = []
    slots.reserveCapacity(arity)
    for source in repeat each source {
        slots.append(sink.makeSlot(for: source, index: slots.count))
    }
    references.value = slots.map { SourceReference.passUnretained($0) }
    sink.start(sources: slots)
    var index = 0
    for source in repeat each source {
        sink.subscribe(slots[index], to: source)
        index += 1
    }
    return (sink, Disposables.create())
}

/// One source of a `combineLatest` subscription: its latest element, its subscription, and its observer.
@usableFromInline
// @unchecked Sendable: `value` is touched only under the sink's lock; the rest is restated from
// InnerSubscription.
final class CombineLatestSource<Value, Element>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: CombineLatestSink<Element>
    @usableFromInline let index: Int
    /// The latest element, kept so that this class's unspecialised deinit looks up no metadata (see
    /// ``LatestValue``).
    @usableFromInline @exclusivity(unchecked) var latest: LatestValue<Value>

    /// The slot for `source` (which it does not subscribe to yet).
    @inlinable
    init(_ source: Observable<Value>, sink: CombineLatestSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
        self.latest = LatestValue()
        super.init()
    }

    deinit {
        latest.release()
    }

    /// The latest element, if the source has sent one. Read it under the sink's lock.
    @inlinable
    var value: Value? {
        latest.value
    }

    /// Keeps `value` as the latest element. Call under the sink's lock.
    @inlinable
    func store(_ value: Value) {
        latest.store(value)
    }

    @inlinable
    func on(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            sink.combineNext {
                self.store(value)
                return sink.stored(at: index)
            }
        case .error(let error):
            dispose()
            sink.locked { sink.finish(error) }
        case .completed:
            dispose()
            sink.locked { sink.completed(at: index) }
        }
    }

    /// Subscribes to `source`.
    @inlinable
    func subscribe(_ source: Observable<Value>) {
        setSubscription(source.subscribe(AnyObserver(eventHandler: on)))
    }
}

/// The state of one `combineLatest` subscription: which sources have an element and which have completed. The
/// elements themselves live in the typed ``CombineLatestSource`` objects that `combine` reads.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; the flags and counts are touched only under its lock.
final class CombineLatestSink<Element>: MultiSourceSink<Element>, SourceSlots, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var hasValue: SourceFlags
    @usableFromInline @exclusivity(unchecked) var valueCount = 0

    @inlinable
    override init(arity: Int, combine: @escaping Combine, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.hasValue = SourceFlags(count: arity)
        super.init(arity: arity, combine: combine, observer: observer, cancel: cancel)
    }

    /// Source `index` stored a new element: whether a combination is due. Completes the sequence when every other
    /// source has completed and one of them never emitted. Call under the lock.
    @inlinable
    final func stored(at index: Int) -> Bool {
        if valueCount == arity {
            return true
        }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
            if valueCount == arity {
                return true
            }
        }
        if allOthersDone(except: index) {
            finish(nil)
        }
        return false
    }

    @inlinable
    final func makeSlot<Value>(for source: Observable<Value>, index: Int) -> InnerSubscription {
        CombineLatestSource(source, sink: self, index: index)
    }

    @inlinable
    final func subscribe<Value>(_ slot: InnerSubscription, to source: Observable<Value>) {
        unsafeDowncast(slot, to: CombineLatestSource<Value, Element>.self).subscribe(source)
    }

    @inlinable
    static func element<Value>(of slot: InnerSubscription, as type: Value.Type) -> Value {
        unsafeDowncast(slot, to: CombineLatestSource<Value, Element>.self).value!
    }
}
