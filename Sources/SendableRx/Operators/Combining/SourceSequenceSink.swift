// SendableRx — subscribing to a sequence of sources one after another: the engine of `concat`, `catch(sequence:)`
// and `retry`.

/// Which terminal event of a source moves a ``SourceSequenceSink`` on to the next source.
enum SourceSequenceMove {
    case completion
    case failure
}

final class SourceSequenceSink<Iterator: IteratorProtocol>:
    // @unchecked Sendable: restated from OperatorSink; the iterator, the last error and the move counters are touched
    // only under `lock` or by the single thread that holds `moving`.
    OperatorSink<Iterator.Element.Element, Iterator.Element.Element>, @unchecked Sendable
where Iterator.Element: ObservableConvertibleType {
    typealias Element = Iterator.Element.Element

    @exclusivity(unchecked) var sources: Iterator
    let moveOn: SourceSequenceMove
    let current = SerialDisposable()
    let lock = Lock()
    @exclusivity(unchecked) var moving = false
    @exclusivity(unchecked) var pendingMoves = 0
    @exclusivity(unchecked) var lastError: (any Error)?

    init(sources: Iterator, moveOn: SourceSequenceMove, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.sources = sources
        self.moveOn = moveOn
        super.init(downstream: downstream, cancel: cancel)
    }

    func run() -> any Disposable {
        moveNext()
        return current
    }

    func moveNext() {
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
            guard let source = sources.next() else {
                if let error = lock.withLock({ lastError }) {
                    forwardErrorAndDispose(error)
                } else {
                    forwardCompletedAndDispose()
                }
                return
            }
            // One object is the source's subscription, set once (the serial disposable ends the previous one).
            let subscription = InnerSubscription()
            current.disposable = subscription
            subscription.setSubscription(source.asObservable().subscribe(downstream: self))
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

    override func next(_ element: Element) {
        forwardNext(element)
    }

    override func completed() {
        if moveOn == .completion {
            moveNext()
        } else {
            forwardCompletedAndDispose()
        }
    }

    override func error(_ error: any Error) {
        if moveOn == .failure {
            lock.withLock { lastError = error }
            moveNext()
        } else {
            forwardErrorAndDispose(error)
        }
    }
}
