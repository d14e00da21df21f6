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
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element> where Source.Element == Element {
        Observable.amb(asObservable(), right.asObservable())
    }
}

extension Observable {
    /// Mirrors whichever source sends an event first, disposing the others.
    ///
    /// - Parameter sequence: The competing sources.
    /// - Returns: The sequence that reacted first; with no sources, a sequence that never emits.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { amb($0, $1) }
    }

    /// The observable of `amb`: `left` and `right` race.
    static func amb(_ left: Observable<Element>, _ right: Observable<Element>) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = AmbSink(downstream: downstream, cancel: cancel)
            sink.run(left, right)
            return (sink, NoSink.shared)
        }
    }
}

/// The state of one `amb` subscription: which side won (an atomic, decided once) and the two sides' subscriptions.
///
/// No lock on the event path: before the decision both sides race for it with one compare-and-exchange; after it
/// only the winner's events pass, and they come serialized from its one source. The sides are the downstreams of
/// the two sources; the sink itself is no source's downstream.
// @unchecked Sendable: restated from OperatorSink; `left` and `right` are touched only under `lock`.
final class AmbSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    /// 0 while undecided, then the winning side (1 left, 2 right).
    let choice = Atomic<Int>(0)
    let lock = Lock()
    /// The two sides (each an ``AmbSide``), taken by ``dispose()``. Typed `AnyObject`, so that the unspecialised
    /// deinit looks no metadata up.
    @exclusivity(unchecked) var left: AnyObject?
    @exclusivity(unchecked) var right: AnyObject?

    /// Subscribes to `left`, then to `right`.
    func run(_ left: Observable<Element>, _ right: Observable<Element>) {
        let leftSide = AmbSide(sink: self, side: 1)
        let rightSide = AmbSide(sink: self, side: 2)
        lock.withLock {
            self.left = leftSide
            self.right = rightSide
        }
        leftSide.setSubscription(left.subscribe(downstream: leftSide))
        rightSide.setSubscription(right.subscribe(downstream: rightSide))
    }

    /// `side` sent an event before any decision: it wins unless the other side won meanwhile; the loser's
    /// subscription is disposed. Returns whether `side` is the winner.
    func decide(_ side: Int) -> Bool {
        let (exchanged, winner) = choice.compareExchange(expected: 0, desired: side, ordering: .acquiringAndReleasing)
        guard exchanged else { return winner == side }
        let loser = lock.withLock { () -> AnyObject? in
            side == 1 ? right : left
        }
        if let loser {
            unsafeDowncast(loser, to: AmbSide<Element>.self).dispose()
        }
        return true
    }

    /// Stops forwarding and disposes both sides.
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        let (left, right) = lock.withLock { () -> (AnyObject?, AnyObject?) in
            let sides = (self.left, self.right)
            self.left = nil
            self.right = nil
            return sides
        }
        if let left {
            unsafeDowncast(left, to: AmbSide<Element>.self).dispose()
        }
        if let right {
            unsafeDowncast(right, to: AmbSide<Element>.self).dispose()
        }
    }
}

/// The downstream and subscription of one side of an ``AmbSink``.
// @unchecked Sendable: restated from InnerDownstream; the sink reference and side are immutable.
final class AmbSide<Element>: InnerDownstream<Element>, @unchecked Sendable {
    let sink: AmbSink<Element>
    let side: Int

    init(sink: AmbSink<Element>, side: Int) {
        self.sink = sink
        self.side = side
        super.init()
    }

    /// Whether this side's events pass: it has won, or wins now.
    func wins() -> Bool {
        let choice = sink.choice.load(ordering: .acquiring)
        if choice != side {
            guard choice == 0, sink.decide(side) else { return false }
        }
        return true
    }

    override func next(_ element: Element) {
        guard wins() else { return }
        sink.forwardNext(element)
    }

    override func error(_ error: any Error) {
        guard wins() else { return }
        sink.forwardErrorAndDispose(error)
    }

    override func completed() {
        guard wins() else { return }
        sink.forwardCompletedAndDispose()
    }
}
