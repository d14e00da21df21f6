// SendableRx — `concat`.

import Synchronization

extension ObservableType {
    /// Emits this sequence's elements, then, once it completes, `second`'s.
    ///
    /// ```
    /// self:          -1-2-|
    /// second:             -3-|
    /// concat(second): -1-2--3-|
    /// ```
    ///
    /// - Parameter second: The sequence to continue with.
    /// - Returns: The concatenated sequence.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }
}

extension Observable {
    /// Emits the elements of each sequence in turn, subscribing to the next when the previous completes.
    ///
    /// The sequence is iterated lazily, one source at a time, so it may be long or generated on demand;
    /// sources that complete synchronously do not grow the stack.
    ///
    /// - Parameter sequence: The sources.
    /// - Returns: The concatenated sequence; it fails as soon as a source fails.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        .producer { observer, cancel in
            let sink = ConcatSink(sources: sequence.makeIterator(), observer: observer, cancel: cancel)
            return (sink, sink.run())
        }
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The concatenated sequence.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Emits the elements of each sequence in turn.
    ///
    /// - Parameter sources: The sources.
    /// - Returns: The concatenated sequence.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

/// Subscribes to one source after another. Moving to the next source is iterative: a source that completes
/// while the next subscription is being made only records that another move is due.
// @unchecked Sendable: restated from Sink; the iterator and the move counters are touched only under `lock` or by
// the single thread that holds `moving`.
final class ConcatSink<Iterator: IteratorProtocol>: Sink<Iterator.Element.Element>, @unchecked Sendable
where Iterator.Element: ObservableConvertibleType {
    typealias Element = Iterator.Element.Element

    private var sources: Iterator
    private let current = SerialDisposable()
    private let lock = Lock()
    private var moving = false
    private var pendingMoves = 0

    init(sources: Iterator, observer: AnyObserver<Element>, cancel: any Cancelable) {
        self.sources = sources
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> any Disposable {
        moveNext()
        return current
    }

    private func moveNext() {
        let mustRun = lock.withLock { () -> Bool in
            if moving {
                pendingMoves += 1
                return false
            }
            moving = true
            return true
        }
        guard mustRun else { return }
        while true {
            if isDisposed { return }
            if let source = sources.next() {
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                subscription.setDisposable(source.asObservable().subscribe(AnyObserver<Element> { event in
                    switch event {
                    case .next:
                        self.forwardOn(event)
                    case .error:
                        self.forwardOn(event)
                        self.dispose()
                    case .completed:
                        self.moveNext()
                    }
                }))
            } else {
                forwardOn(.completed)
                dispose()
                return
            }
            let again = lock.withLock { () -> Bool in
                if pendingMoves > 0 {
                    pendingMoves -= 1
                    return true
                }
                moving = false
                return false
            }
            if !again { return }
        }
    }
}
