// SendableRx — `zip` of any number of sources.

extension ObservableType {
    /// Combines the sources' elements pairwise in order — the first of each, then the second of each, … —
    /// with `resultSelector`.
    ///
    /// ```
    /// a:                 -1---2---3-|
    /// b:                 ---x---y---|
    /// zip(a, b, +):      ---1x--2y--|
    /// ```
    ///
    /// Takes any number of sources (RxSwift stops at eight). Completes when every source has completed, or when
    /// a source emits and every other source has completed with nothing left to pair. Any error ends the
    /// sequence. A source's subscription is disposed when it completes.
    ///
    /// - Parameters:
    ///   - source: The sources.
    ///   - resultSelector: Combines one element of each source. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        let sources = (repeat (each source).asObservable())
        return .producer { observer, cancel in
            subscribeSlots(
                repeat each sources,
                makeSink: { ZipSink(arity: $0, observer: observer, cancel: cancel) },
                resultSelector: resultSelector
            )
        }
    }

    /// Combines the sources' elements pairwise in order into arrays, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return .producer { observer, cancel in
            let sink = ZipSink<Element>(arity: sources.count, observer: observer, cancel: cancel)
            let slots = sources.indices.map { ZipSource(sources[$0], sink: sink, index: $0) }
            sink.start(sources: slots) { try resultSelector(slots.map { $0.queue.dequeue()! }) }
            for (slot, source) in Swift.zip(slots, sources) {
                slot.subscribe(source)
            }
            return (sink, Disposables.create())
        }
    }

    /// Combines the sources' elements pairwise in order into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays, in source order.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements pairwise in order into tuples.
    ///
    /// ```swift
    /// Observable.zip(requests, responses)   // Observable<(Request, Response)>
    /// ```
    ///
    /// - Parameter source: The sources.
    /// - Returns: The sequence of tuples.
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source
    ) -> Observable<(repeat (each Source).Element)> {
        Observable<(repeat (each Source).Element)>.zip(repeat each source) { (value: repeat (each Source).Element) in
            (repeat each value)
        }
    }
}

/// The state of one `zip` subscription.
/// One source of a `zip` subscription: its queued elements, its subscription, and its observer.
@usableFromInline
// @unchecked Sendable: `queue` is touched only inside the sink's `locked`; the rest is restated from
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
            sink.locked {
                queue.enqueue(value)
                sink.queuedElement(at: index)
            }
        case .error(let error):
            sink.locked { sink.enqueue(.error(error)) }
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

    @inlinable
    override init(arity: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.queued = Array(repeating: 0, count: arity)
        self.emptyCount = arity
        super.init(arity: arity, observer: observer, cancel: cancel)
    }

    /// Source `index` queued a new element.
    @inlinable
    final func queuedElement(at index: Int) {
        queued[index] += 1
        if queued[index] == 1 {
            emptyCount -= 1
        }
        if emptyCount == 0 {
            for slot in 0..<arity {
                queued[slot] -= 1
                if queued[slot] == 0 { emptyCount += 1 }
            }
            emitCombination()
            return
        }
        if allOthersDone(except: index) {
            enqueue(.completed)
        }
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
