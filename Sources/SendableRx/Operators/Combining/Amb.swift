// SendableRx — `amb`.

import Synchronization

extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first, disposing the other.
    ///
    /// ```
    /// self:        ----1-2-|
    /// right:       --a-b---|
    /// amb(right):  --a-b---|
    /// ```
    ///
    /// The losing sequence's subscription is disposed before the winner's first event is sent on, as in RxSwift.
    ///
    /// - Parameter right: The competing sequence.
    /// - Returns: The sequence that reacted first.
    @inlinable
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        let left = asObservable()
        let right = right.asObservable()
        return .producer { observer, cancel in
            let sink = AmbSink(observer: observer, cancel: cancel)
            sink.run(left, right)
            return (sink, NoSink.shared)
        }
    }
}

extension Observable {
    /// Mirrors whichever source sends an event first, disposing the others.
    ///
    /// - Parameter sequence: The competing sources.
    /// - Returns: The sequence that reacted first; with no sources, a sequence that never emits.
    @inlinable
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { $0.amb($1) }
    }
}

/// The state of one `amb` subscription: which side won (an atomic, decided once) and the two sides' subscriptions.
///
/// No lock on the event path: before the decision both sides race for it with one compare-and-exchange; after it
/// only the winner's events pass, and they come serialized from its one source.
@usableFromInline
// @unchecked Sendable: restated from Sink; `sides` is touched only under `lock`.
final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    /// 0 while undecided, then the winning side (1 left, 2 right).
    @usableFromInline let choice = Atomic<Int>(0)
    @usableFromInline let lock = Lock()
    /// The left side, linked to the right one through `nextSibling`; taken by ``dispose()``. Typed by the
    /// non-generic base class, so that the unspecialised deinit and `dispose()` look no metadata up.
    @usableFromInline @exclusivity(unchecked) var sides: InnerSubscription?

    @inlinable
    override init(observer: AnyObserver<Element>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    /// Subscribes to `left`, then to `right`.
    @inlinable
    func run(_ left: Observable<Element>, _ right: Observable<Element>) {
        let leftSide = AmbSide(sink: self, side: 1)
        let rightSide = AmbSide(sink: self, side: 2)
        leftSide.nextSibling = rightSide
        lock.withLock { sides = leftSide }
        leftSide.setSubscription(left.subscribe(AnyObserver(eventHandler: leftSide.on)))
        rightSide.setSubscription(right.subscribe(AnyObserver(eventHandler: rightSide.on)))
    }

    /// `side` sent an event before any decision: it wins unless the other side won meanwhile; the loser's
    /// subscription is disposed. Returns whether `side` is the winner.
    @inlinable
    func decide(_ side: Int) -> Bool {
        let (exchanged, winner) = choice.compareExchange(expected: 0, desired: side, ordering: .acquiringAndReleasing)
        guard exchanged else { return winner == side }
        let loser = lock.withLock { () -> InnerSubscription? in
            guard let left = sides else { return nil }
            return side == 1 ? left.nextSibling : left
        }
        loser?.dispose()
        return true
    }

    /// Stops forwarding and disposes both sides.
    @usableFromInline
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        let left = lock.withLock { () -> InnerSubscription? in
            let left = sides
            sides = nil
            return left
        }
        left?.dispose()
        left?.nextSibling?.dispose()
    }
}

/// The observer and subscription of one side of an ``AmbSink``.
@usableFromInline
// @unchecked Sendable: restated from InnerSubscription; the sink reference and side are immutable.
final class AmbSide<Element>: InnerSubscription, @unchecked Sendable {
    @usableFromInline let sink: AmbSink<Element>
    @usableFromInline let side: Int

    @inlinable
    init(sink: AmbSink<Element>, side: Int) {
        self.sink = sink
        self.side = side
        super.init()
    }

    @inlinable
    func on(_ event: Event<Element>) {
        let choice = sink.choice.load(ordering: .acquiring)
        if choice != side {
            guard choice == 0, sink.decide(side) else { return }
        }
        sink.forwardOn(event)
        if event.isStopEvent {
            sink.dispose()
        }
    }
}
