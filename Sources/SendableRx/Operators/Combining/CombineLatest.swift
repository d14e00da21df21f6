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
                makeSink: { CombineLatestSink(arity: $0, observer: observer, cancel: cancel) },
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
            let sink = CombineLatestSink<Element>(arity: sources.count, observer: observer, cancel: cancel)
            let slots = sources.indices.map { CombineLatestSource(sources[$0], sink: sink, index: $0) }
            sink.start(sources: slots) { try resultSelector(slots.map { $0.value! }) }
            for (slot, source) in Swift.zip(slots, sources) {
                slot.subscribe(source)
            }
            if sources.isEmpty {
                sink.sendLocked { sink.combination() }
                sink.locked { sink.enqueue(.completed) }
            }
            return (sink, Disposables.create())
        }
    }

    /// Combines the latest elements of the sources into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements, in source order. An empty collection emits `[]` and
    ///   completes at once.
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

/// The typed side of a `combineLatest` or `zip` sink: makes the slot object for one source, subscribes it, and reads
/// an element back from it. The parameter-pack forms reach their slots through it.
@usableFromInline
protocol SourceSlots: AnyObject {
    /// The slot for source `index`, which will be subscribed to `source`.
    func makeSlot<Value>(for source: Observable<Value>, index: Int) -> InnerSubscription

    /// Subscribes `slot`, made by ``makeSlot(for:index:)`` for `source`, to it.
    func subscribe<Value>(_ slot: InnerSubscription, to source: Observable<Value>)

    /// The element `slot` contributes to the next combination.
    static func element<Value>(of slot: InnerSubscription, as type: Value.Type) -> Value
}

/// Runs one `combineLatest` or `zip` subscription over typed sources (the parameter-pack forms).
@inlinable
func subscribeSlots<each Value, Element, Sink: MultiSourceSink<Element> & SourceSlots>(
    _ source: repeat Observable<each Value>,
    makeSink: (_ arity: Int) -> Sink,
    resultSelector: @escaping (repeat each Value) throws -> Element
) -> SinkAndSubscription {
    var arity = 0
    for _ in repeat each source { arity += 1 }
    let sink = makeSink(arity)
    // Typed slots kept as `InnerSubscription`: capturing a tuple of a pack in a closure crashes the 6.3 compiler.
    var slots: [InnerSubscription] = []
    slots.reserveCapacity(arity)
    for source in repeat each source {
        slots.append(sink.makeSlot(for: source, index: slots.count))
    }
    sink.start(sources: slots) {
        var cursor = SlotCursor(slots)
        return try resultSelector(repeat Sink.element(of: cursor.next(), as: (each Value).self))
    }
    var index = 0
    for source in repeat each source {
        sink.subscribe(slots[index], to: source)
        index += 1
    }
    return (sink, Disposables.create())
}

/// One source of a `combineLatest` subscription: its latest element, its subscription, and its observer.
@usableFromInline
// @unchecked Sendable: `value` is touched only inside the sink's `locked`; the rest is restated from
// InnerSubscription.
final class CombineLatestSource<Value, Element>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: CombineLatestSink<Element>
    @usableFromInline let index: Int
    // The latest element is not kept in a `Value?` field: this class's deinit runs unspecialised, and destroying a
    // `Value?` there looked up the `Optional<Value>` metadata each time (a third of a microsecond per source).
    // Plain values of up to 16 bytes are kept in `inlineBits`; others in a one-element allocation. Neither needs a
    // lookup to tear down.
    @usableFromInline @exclusivity(unchecked) var inlineBits: (UInt64, UInt64) = (0, 0)
    @usableFromInline let storage: UnsafeMutablePointer<Value>?
    @usableFromInline @exclusivity(unchecked) var hasValue = false

    /// The slot for `source` (which it does not subscribe to yet).
    @inlinable
    init(_ source: Observable<Value>, sink: CombineLatestSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
        self.storage = Self.storesInline ? nil : .allocate(capacity: 1)
        super.init()
    }

    deinit {
        if let storage {
            if hasValue {
                storage.deinitialize(count: 1)
            }
            storage.deallocate()
        }
    }

    /// Whether elements are kept in `inlineBits`: plain (trivially copyable) values that fit.
    @inlinable
    static var storesInline: Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.size <= 16 && MemoryLayout<Value>.alignment <= 8
    }

    /// The latest element, if the source has sent one. Read it under the sink's lock.
    @inlinable
    var value: Value? {
        guard hasValue else { return nil }
        if let storage { return storage.pointee }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Value.self) }
    }

    /// Keeps `value` as the latest element. Call under the sink's lock.
    @inlinable
    func store(_ value: Value) {
        if let storage {
            if hasValue {
                storage.pointee = value
            } else {
                storage.initialize(to: value)
            }
        } else {
            withUnsafeMutableBytes(of: &inlineBits) { $0.storeBytes(of: value, as: Value.self) }
        }
        hasValue = true
    }

    @inlinable
    func on(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            sink.sendLocked {
                self.store(value)
                return sink.stored(at: index)
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

/// Reads typed slots back from a type-erased array, in order; a pack expansion over it evaluates left to right.
@usableFromInline
struct SlotCursor {
    @usableFromInline let slots: [InnerSubscription]
    @usableFromInline var index = 0

    @inlinable
    init(_ slots: [InnerSubscription]) {
        self.slots = slots
    }

    /// The next slot.
    @inlinable
    mutating func next() -> InnerSubscription {
        defer { index += 1 }
        return slots[index]
    }
}

/// The state shared by `combineLatest` and `zip` subscriptions: the sources (disposed with the sink) and the
/// closure that combines their elements. `combine` reads the sources, which hold the sink: disposing the sink
/// drops both, which breaks that cycle.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink; `firstSource` (and the sources' sibling links) and `combine`
// are set before any source is subscribed and then touched only under its lock.
class MultiSourceSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let arity: Int
    /// The first source; each links to the next, so the written-out forms need no array per subscription.
    @usableFromInline @exclusivity(unchecked) var firstSource: InnerSubscription?
    @usableFromInline @exclusivity(unchecked) var combine: (() throws -> Element)?
    @usableFromInline @exclusivity(unchecked) var isDone: SourceFlags
    @usableFromInline @exclusivity(unchecked) var doneCount = 0

    @inlinable
    init(arity: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.arity = arity
        self.isDone = SourceFlags(count: arity)
        self.combine = nil
        self.firstSource = nil
        super.init(observer: observer, cancel: cancel)
    }

    /// Takes the sources, linking each to the next, and the combining closure; call before subscribing any source.
    @inlinable
    final func start(sources: [InnerSubscription], combine: @escaping () throws -> Element) {
        for index in sources.indices.dropLast() {
            sources[index].nextSibling = sources[index + 1]
        }
        firstSource = sources.first
        self.combine = combine
    }

    /// Takes the first of the sources, already linked each to the next, and the combining closure; call before
    /// subscribing any source.
    @inlinable
    final func start(first: InnerSubscription, combine: @escaping () throws -> Element) {
        firstSource = first
        self.combine = combine
    }

    /// Sends the combination of the sources' current elements (or the error the closure throws).
    @inlinable
    final func emitCombination() {
        if let event = combination() {
            enqueue(event)
        }
    }

    /// The combination of the sources' current elements as an event (or the error the closure throws); `nil`
    /// once the sink is disposed.
    @inlinable
    final func combination() -> Event<Element>? {
        guard let combine else { return nil }
        do {
            return .next(try combine())
        } catch {
            return .error(error)
        }
    }

    /// Source `index` completed: the result completes once every source has.
    @inlinable
    final func completed(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            enqueue(.completed)
        }
    }

    /// Whether every source other than `index` has completed.
    @inlinable
    final func allOthersDone(except index: Int) -> Bool {
        for other in 0..<arity where other != index && !isDone[other] {
            return false
        }
        return true
    }

    @usableFromInline
    override func dispose() {
        super.dispose()
        // This runs unspecialised (it is reached through `any Disposable`), so it builds no value whose type
        // involves `Element`: each one would cost a generic metadata lookup.
        var source: InnerSubscription?
        // Plain assignments, not `swap`: a generic call over `Optional<() throws -> Element>` would look its
        // metadata up.
        var combine: (() throws -> Element)? = nil
        lock.withLock {
            source = firstSource
            firstSource = nil
            combine = self.combine
            self.combine = nil
        }
        while let current = source {
            source = current.nextSibling
            current.dispose()
        }
        _ = combine
    }
}

/// One flag per source: a bit mask up to 64 sources, an array beyond.
@usableFromInline
struct SourceFlags {
    @usableFromInline var bits: UInt64 = 0
    @usableFromInline var overflow: [Bool]

    @inlinable
    init(count: Int) {
        overflow = count > 64 ? Array(repeating: false, count: count) : []
    }

    @inlinable
    subscript(index: Int) -> Bool {
        get { overflow.isEmpty ? bits & (1 << UInt64(index)) != 0 : overflow[index] }
        set {
            if overflow.isEmpty {
                if newValue { bits |= 1 << UInt64(index) } else { bits &= ~(1 << UInt64(index)) }
            } else {
                overflow[index] = newValue
            }
        }
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
    override init(arity: Int, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.hasValue = SourceFlags(count: arity)
        super.init(arity: arity, observer: observer, cancel: cancel)
    }

    /// Source `index` stored a new element: returns the event to send, if any.
    @inlinable
    final func stored(at index: Int) -> Event<Element>? {
        if valueCount == arity {
            return combination()
        }
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
            if valueCount == arity {
                return combination()
            }
        }
        if allOthersDone(except: index) {
            return .completed
        }
        return nil
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
