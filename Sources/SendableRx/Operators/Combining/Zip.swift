// SendableRx — `zip` of any number of sources.

extension ObservableType {
    /// Combines the elements of nine or more sources pairwise, in order, with `resultSelector` (RxSwift stops at
    /// eight; two to eight sources take the written-out forms).
    ///
    /// ```
    /// a:                 -1---2---3-|
    /// b:                 ---x---y---|
    /// zip(a, b, +):      ---1x--2y--|
    /// ```
    ///
    /// Completes when every source has completed; an error from any source ends it. Each source's subscription
    /// ends at its own completion.
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
    ///   - resultSelector: Combines one element of each source. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<
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
                makeSink: {
                    ZipSink(arity: $0, completesEarly: false, combine: $1, observer: observer, cancel: cancel)
                },
                resultSelector: resultSelector
            )
        }
    }

    /// Combines the sources' elements pairwise in order into arrays, with `resultSelector`.
    ///
    /// Completes when every source has completed, and also — as RxSwift's collection form does — as soon as a
    /// source emits while every other source has completed and some source has nothing queued to pair. An error
    /// from any source ends it. Each source's subscription ends at its own completion.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once, without calling
    ///   `resultSelector`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return .producer { observer, cancel in
            let references = SourceReferences<[SourceReference]>()
            let sink = ZipSink<Element>(
                arity: sources.count, completesEarly: true,
                combine: { owner, decide in
                    let values = owner.lock.withLock { () -> [Collection.Element.Element]? in
                        guard !owner.sourcesReleased, decide() else { return nil }
                        return references.value.unsafelyUnwrapped.map { reference in
                            reference._withUnsafeGuaranteedRef {
                                ZipSink<Element>.element(of: $0, as: Collection.Element.Element.self)
                            }
                        }
                    }
                    guard let values else { return nil }
                    return try resultSelector(values)
                },
                observer: observer, cancel: cancel
            )
            let slots = sources.indices.map { ZipSource(sources[$0], sink: sink, index: $0) }
            references.value = slots.map { SourceReference.passUnretained($0) }
            sink.start(sources: slots)
            for (slot, source) in Swift.zip(slots, sources) {
                slot.subscribe(source)
            }
            if sources.isEmpty {
                sink.locked { sink.enqueue(.completed) }
            }
            return (sink, Disposables.create())
        }
    }

    /// Combines the sources' elements pairwise in order into arrays.
    ///
    /// Completes as ``zip(_:resultSelector:)`` (the collection form) does.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays, in source order. An empty collection completes at once.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the elements of nine or more sources pairwise, in order, into tuples (two to eight sources take
    /// the written-out forms).
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
    /// - Returns: The sequence of tuples.
    @inlinable
    public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType,
        O6: ObservableType, O7: ObservableType, O8: ObservableType, O9: ObservableType, each Rest: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        _ source8: O8, _ source9: O9, _ rest: repeat each Rest
    ) -> Observable<(
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element, O9.Element,
        repeat (each Rest).Element
    )> {
        .zip(
            source1, source2, source3, source4, source5, source6, source7, source8, source9, repeat each rest
        ) { (a, b, c, d, e, f, g, h, i, rest: repeat (each Rest).Element) in
            (a, b, c, d, e, f, g, h, i, repeat each rest)
        }
    }
}

/// One source of a `zip` subscription: its queued elements, its subscription, and its observer.
@usableFromInline
// @unchecked Sendable: `queue` is touched only under the sink's lock; the rest is restated from
// InnerSubscription.
final class ZipSource<Value, Element>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: ZipSink<Element>
    @usableFromInline let index: Int
    @usableFromInline @exclusivity(unchecked) var queue = Queue<Value>(capacity: 2)

    /// The slot for `source` (which it does not subscribe to yet).
    @inlinable
    init(_ source: Observable<Value>, sink: ZipSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
        super.init()
    }

    @inlinable
    func on(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            sink.combineNext {
                queue.enqueue(value)
                return sink.queuedElement(at: index)
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

/// The state of one `zip` subscription: how many elements each source has queued and which sources have
/// completed. The elements live in the typed ``ZipSource`` objects that `combine` dequeues from.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; the counts are touched only under its lock.
final class ZipSink<Element>: MultiSourceSink<Element>, SourceSlots, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var queued: [Int]
    @usableFromInline @exclusivity(unchecked) var emptyCount: Int
    /// Whether an element that cannot be paired, because every other source has completed and one has nothing
    /// queued, completes the result (RxSwift's collection form) or waits for the last source to complete (its
    /// written-out forms).
    @usableFromInline let completesEarly: Bool

    @inlinable
    init(
        arity: Int, completesEarly: Bool, combine: @escaping Combine, observer: AnyObserver<Element>,
        cancel: SinkDisposer
    ) {
        self.queued = Array(repeating: 0, count: arity)
        self.emptyCount = arity
        self.completesEarly = completesEarly
        super.init(arity: arity, combine: combine, observer: observer, cancel: cancel)
    }

    /// Source `index` queued a new element: whether every source now has one to pair (the combination then
    /// dequeues them). Call under the lock.
    @inlinable
    final func queuedElement(at index: Int) -> Bool {
        queued[index] += 1
        if queued[index] == 1 {
            emptyCount -= 1
        }
        if emptyCount == 0 {
            for slot in 0..<arity {
                queued[slot] -= 1
                if queued[slot] == 0 { emptyCount += 1 }
            }
            return true
        }
        if completesEarly && allOthersDone(except: index) {
            finish(nil)
        }
        return false
    }

    @inlinable
    final func makeSlot<Value>(for source: Observable<Value>, index: Int) -> InnerSubscription {
        ZipSource(source, sink: self, index: index)
    }

    @inlinable
    final func subscribe<Value>(_ slot: InnerSubscription, to source: Observable<Value>) {
        unsafeDowncast(slot, to: ZipSource<Value, Element>.self).subscribe(source)
    }

    @inlinable
    static func element<Value>(of slot: InnerSubscription, as type: Value.Type) -> Value {
        unsafeDowncast(slot, to: ZipSource<Value, Element>.self).queue.dequeue()!
    }
}
