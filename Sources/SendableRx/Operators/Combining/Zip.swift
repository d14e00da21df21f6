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
            subscribeZip(repeat each sources, observer: observer, cancel: cancel, resultSelector: resultSelector)
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
            let queues = sources.map { ZipQueue(for: $0) }
            let sink = ZipSink<Element>(arity: sources.count, observer: observer, cancel: cancel) {
                try resultSelector(queues.map { $0.queue.dequeue()! })
            }
            var subscriptions: [any Disposable] = []
            subscriptions.reserveCapacity(sources.count)
            for (index, source) in sources.enumerated() {
                let slot = queues[index]
                subscriptions.append(sink.subscribeSource(source, index: index) { slot.queue.enqueue($0) })
            }
            return (sink, sink.finishSubscribing(subscriptions))
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
/// Runs one `zip` subscription over typed sources.
@inlinable
func subscribeZip<each Value, Element>(
    _ source: repeat Observable<each Value>,
    observer: AnyObserver<Element>,
    cancel: SinkDisposer,
    resultSelector: @escaping (repeat each Value) throws -> Element
) -> SinkAndSubscription {
    // Typed slots kept as `AnyObject`: capturing a tuple of a pack in a closure crashes the 6.3 compiler.
    var slots: [AnyObject] = []
    for source in repeat each source {
        slots.append(ZipQueue(for: source))
    }
    let sink = ZipSink<Element>(arity: slots.count, observer: observer, cancel: cancel) {
        var cursor = SlotCursor(slots)
        return try resultSelector(repeat cursor.dequeue((each Value).self))
    }
    var subscriptions: [any Disposable] = []
    subscriptions.reserveCapacity(slots.count)
    for source in repeat each source {
        let index = subscriptions.count
        subscriptions.append(sink.subscribeSource(source, index: index, slot: slots[index]))
    }
    return (sink, sink.finishSubscribing(subscriptions))
}

/// The queued elements of one `zip` source; read and written only under the sink's lock.
@usableFromInline
// @unchecked Sendable: `queue` is touched only inside the owning sink's `locked`.
final class ZipQueue<Value>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var queue = Queue<Value>(capacity: 2)

    /// An empty queue for the elements of `source`.
    @inlinable
    init(for source: Observable<Value>) {}
}

/// The state of one `zip` subscription: how many elements each source has queued and which sources have
/// completed. The elements live in typed ``ZipQueue`` slots that `combine` dequeues from.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; the counts and completion table are touched only under its lock.
final class ZipSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let arity: Int
    @usableFromInline let combine: () throws -> Element
    @usableFromInline @exclusivity(unchecked) var queued: [Int]
    @usableFromInline @exclusivity(unchecked) var emptyCount: Int
    @usableFromInline @exclusivity(unchecked) var isDone: [Bool]
    @usableFromInline @exclusivity(unchecked) var doneCount = 0

    @inlinable
    init(arity: Int, observer: AnyObserver<Element>, cancel: SinkDisposer, combine: @escaping () throws -> Element) {
        self.arity = arity
        self.combine = combine
        self.queued = Array(repeating: 0, count: arity)
        self.emptyCount = arity
        self.isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Source `index` queued a new element in its slot.
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
            do {
                enqueue(.next(try combine()))
            } catch {
                enqueue(.error(error))
            }
            return
        }
        var allOthersDone = true
        for other in 0..<arity where other != index && !isDone[other] {
            allOthersDone = false
            break
        }
        if allOthersDone {
            enqueue(.completed)
        }
    }

    /// Source `index` completed.
    @inlinable
    final func completed(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            enqueue(.completed)
        }
    }

    /// Subscribes source `index`, whose slot is `slot` (a `ZipQueue<Value>`).
    @inlinable
    final func subscribeSource<Value>(_ source: Observable<Value>, index: Int, slot: AnyObject) -> any Disposable {
        let slot = unsafeDowncast(slot, to: ZipQueue<Value>.self)
        return subscribeSource(source, index: index) { slot.queue.enqueue($0) }
    }

    /// Subscribes source `index`: its elements go to `store` and then ``queuedElement(at:)``, under the lock.
    @inlinable
    final func subscribeSource<Value>(
        _ source: Observable<Value>, index: Int, store: @escaping (Value) -> Void
    ) -> any Disposable {
        subscribeSource(source, next: { store($0); self.queuedElement(at: index) }, done: { self.completed(at: index) })
    }
}
