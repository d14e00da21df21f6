// SendableRx — subscribing to a sequence of sources one after another: the engine of `concat`, `catch(sequence:)`
// and `retry`.

/// Subscribes to the sources of a sequence one after another: on the completion of each (`concat`) or on its
/// failure (`catch(sequence:)`, `retry`). The other terminal event ends the result.
///
/// Moving to the next source is iterative: a source that terminates while the next subscription is being made only
/// records that another move is due, so any number of synchronous sources runs in constant stack space. When the
/// sequence runs out, the result completes — or, when moving on failures, fails with the last error.
// @unchecked Sendable: restated from Sink; the iterator, the last error and the move counters are touched only under
// `lock` or by the single thread that holds `moving`.
final class SourceSequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element.Element>, @unchecked Sendable
where Iterator.Element: ObservableConvertibleType {
    typealias Element = Iterator.Element.Element

    /// Which terminal event of a source moves on to the next source.
    enum MoveOn {
        case completion
        case failure
    }

    private var sources: Iterator
    private let moveOn: MoveOn
    private let current = SerialDisposable()
    private let lock = Lock()
    private var moving = false
    private var pendingMoves = 0
    private var lastError: (any Error)?

    init(sources: Iterator, moveOn: MoveOn, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.sources = sources
        self.moveOn = moveOn
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
            guard let source = sources.next() else {
                let error = lock.withLock { lastError }
                forwardOn(error.map { .error($0) } ?? .completed)
                dispose()
                return
            }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.asObservable().subscribe(AnyObserver<Element>(eventHandler: on)))
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

    private func on(_ event: Event<Element>) {
        switch (event, moveOn) {
        case (.next, _):
            forwardOn(event)
        case (.completed, .completion):
            moveNext()
        case (.error(let error), .failure):
            lock.withLock { lastError = error }
            moveNext()
        case (.error, .completion), (.completed, .failure):
            forwardOn(event)
            dispose()
        }
    }
}
