// SendableRx — `combineLatest` of any number of sources.

extension ObservableType {
    /// Combines the latest elements of the sources with `resultSelector` whenever any source emits, once every
    /// source has emitted at least once.
    ///
    /// ```
    /// a:                       -1---2-----|
    /// b:                       ---x---y---|
    /// combineLatest(a, b, +):  ---1x-2x-2y-|
    /// ```
    ///
    /// Takes any number of sources (RxSwift stops at eight). Completes when every source has completed, or when
    /// a source emits while every other source has already completed without a combination being possible. Any
    /// error ends the sequence. A source's subscription is disposed when it completes.
    ///
    /// - Parameters:
    ///   - source: The sources.
    ///   - resultSelector: Combines one latest element of each source. An error it throws is sent as an `error`
    ///     event.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        let sources = (repeat (each source).asObservable())
        return .producer { observer, cancel in
            subscribeCombineLatest(repeat each sources, observer: observer, cancel: cancel, resultSelector: resultSelector)
        }
    }

    /// Combines the latest elements of the sources into arrays, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return .producer { observer, cancel in
            let latest = sources.map { LatestValue(for: $0) }
            let sink = CombineLatestSink<Element>(arity: sources.count, observer: observer, cancel: cancel) {
                try resultSelector(latest.map { $0.value! })
            }
            var subscriptions: [any Disposable] = []
            subscriptions.reserveCapacity(sources.count)
            for (index, source) in sources.enumerated() {
                let slot = latest[index]
                subscriptions.append(sink.subscribeSource(source, index: index) { slot.value = $0 })
            }
            return (sink, sink.finishSubscribing(subscriptions))
        }
    }

    /// Combines the latest elements of the sources into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements, in source order.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of the sources into tuples whenever any source emits, once every source has
    /// emitted at least once.
    ///
    /// ```swift
    /// Observable.combineLatest(name, age)   // Observable<(String, Int)>
    /// ```
    ///
    /// - Parameter source: The sources.
    /// - Returns: The sequence of tuples of latest elements.
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source
    ) -> Observable<(repeat (each Source).Element)> {
        Observable<(repeat (each Source).Element)>.combineLatest(repeat each source) { (value: repeat (each Source).Element) in
            (repeat each value)
        }
    }
}

/// Runs one `combineLatest` subscription over typed sources.
@inlinable
func subscribeCombineLatest<each Value, Element>(
    _ source: repeat Observable<each Value>,
    observer: AnyObserver<Element>,
    cancel: SinkDisposer,
    resultSelector: @escaping (repeat each Value) throws -> Element
) -> SinkAndSubscription {
    // Typed slots kept as `AnyObject`: capturing a tuple of a pack in a closure crashes the 6.3 compiler.
    var slots: [AnyObject] = []
    for source in repeat each source {
        slots.append(LatestValue(for: source))
    }
    let sink = CombineLatestSink<Element>(arity: slots.count, observer: observer, cancel: cancel) {
        var cursor = SlotCursor(slots)
        return try resultSelector(repeat cursor.latest((each Value).self))
    }
    var subscriptions: [any Disposable] = []
    subscriptions.reserveCapacity(slots.count)
    for source in repeat each source {
        let index = subscriptions.count
        subscriptions.append(sink.subscribeSource(source, index: index, slot: slots[index]))
    }
    return (sink, sink.finishSubscribing(subscriptions))
}

/// The latest element of one `combineLatest` source; read and written only under the sink's lock.
@usableFromInline
// @unchecked Sendable: `value` is touched only inside the owning sink's `locked`.
final class LatestValue<Value>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var value: Value?

    /// An empty slot for the elements of `source`.
    @inlinable
    init(for source: Observable<Value>) {}
}

/// Reads typed slots back from a type-erased array, in order; a pack expansion over it evaluates left to right.
@usableFromInline
struct SlotCursor {
    @usableFromInline let slots: [AnyObject]
    @usableFromInline var index = 0

    @inlinable
    init(_ slots: [AnyObject]) {
        self.slots = slots
    }

    /// The next slot, which the caller knows has type `Slot`.
    @inlinable
    mutating func next<Slot: AnyObject>(_ type: Slot.Type) -> Slot {
        defer { index += 1 }
        return unsafeDowncast(slots[index], to: Slot.self)
    }

    /// The element in the next slot, a `LatestValue<Value>` that holds one.
    @inlinable
    mutating func latest<Value>(_ type: Value.Type) -> Value {
        next(LatestValue<Value>.self).value!
    }

    /// The oldest element of the next slot, a `ZipQueue<Value>` that holds one, removed from it.
    @inlinable
    mutating func dequeue<Value>(_ type: Value.Type) -> Value {
        next(ZipQueue<Value>.self).queue.dequeue()!
    }
}

/// The state of one `combineLatest` subscription: which sources have an element and which have completed. The
/// elements themselves live in typed ``LatestValue`` slots that `combine` reads.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; the tables are touched only under its lock.
final class CombineLatestSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let arity: Int
    @usableFromInline let combine: () throws -> Element
    @usableFromInline @exclusivity(unchecked) var hasValue: [Bool]
    @usableFromInline @exclusivity(unchecked) var valueCount = 0
    @usableFromInline @exclusivity(unchecked) var isDone: [Bool]
    @usableFromInline @exclusivity(unchecked) var doneCount = 0

    @inlinable
    init(arity: Int, observer: AnyObserver<Element>, cancel: SinkDisposer, combine: @escaping () throws -> Element) {
        self.arity = arity
        self.combine = combine
        self.hasValue = Array(repeating: false, count: arity)
        self.isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// Source `index` stored a new element in its slot.
    @inlinable
    final func stored(at index: Int) {
        if valueCount == arity {
            emitCombination()
            return
        }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
            if valueCount == arity {
                emitCombination()
                return
            }
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

    @inlinable
    final func emitCombination() {
        do {
            enqueue(.next(try combine()))
        } catch {
            enqueue(.error(error))
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

    /// Subscribes source `index`, whose slot is `slot` (a `LatestValue<Value>`).
    @inlinable
    final func subscribeSource<Value>(_ source: Observable<Value>, index: Int, slot: AnyObject) -> any Disposable {
        let slot = unsafeDowncast(slot, to: LatestValue<Value>.self)
        return subscribeSource(source, index: index) { slot.value = $0 }
    }

    /// Subscribes source `index`: its elements go to `store` and then ``stored(at:)``, under the lock.
    @inlinable
    final func subscribeSource<Value>(
        _ source: Observable<Value>, index: Int, store: @escaping (Value) -> Void
    ) -> any Disposable {
        subscribeSource(source, next: { store($0); self.stored(at: index) }, done: { self.completed(at: index) })
    }
}

extension SerializingSink {
    /// Subscribes to one source of `combineLatest` or `zip`: elements go to `next` and completion to `done`,
    /// both under the sink's lock; an error ends the result; a completing source's subscription is disposed
    /// before `done` runs.
    @inlinable
    final func subscribeSource<Value>(
        _ source: Observable<Value>, next: @escaping (Value) -> Void, done: @escaping () -> Void
    ) -> any Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(AnyObserver { event in
            switch event {
            case .next(let value):
                self.locked { next(value) }
            case .error(let error):
                self.locked { self.enqueue(.error(error)) }
            case .completed:
                subscription.dispose()
                self.locked { done() }
            }
        }))
        return subscription
    }

    /// Completes at once when there are no sources; otherwise combines the subscriptions.
    @inlinable
    final func finishSubscribing(_ subscriptions: [any Disposable]) -> any Disposable {
        if subscriptions.isEmpty {
            locked { enqueue(.completed) }
        }
        return Disposables.create(subscriptions)
    }
}
