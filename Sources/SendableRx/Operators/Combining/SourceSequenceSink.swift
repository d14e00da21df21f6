// SendableRx — subscribing to a sequence of sources one after another: the engine of `concat`, `catch(sequence:)`
// and `retry`.

/// Which terminal event of a source moves a ``SourceSequenceSink`` on to the next source.
@usableFromInline
enum SourceSequenceMove {
    case completion
    case failure
}

/// Subscribes to the sources of a sequence one after another: on the completion of each (`concat`) or on its
/// failure (`catch(sequence:)`, `retry`). The other terminal event ends the result.
///
/// Moving to the next source is iterative: a source that terminates while the next subscription is being made only
/// records that another move is due, so any number of synchronous sources runs in constant stack space. When the
/// sequence runs out, the result completes — or, when moving on failures, fails with the last error.
@usableFromInline
// @unchecked Sendable: restated from Sink; the iterator, the last error and the move counters are touched only under
// `lock` or by the single thread that holds `moving`.
final class SourceSequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element.Element>, @unchecked Sendable
where Iterator.Element: ObservableConvertibleType {
    @usableFromInline typealias Element = Iterator.Element.Element

    @usableFromInline @exclusivity(unchecked) var sources: Iterator
    @usableFromInline let moveOn: SourceSequenceMove
    @usableFromInline let current = SerialDisposable()
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var moving = false
    @usableFromInline @exclusivity(unchecked) var pendingMoves = 0
    @usableFromInline @exclusivity(unchecked) var lastError: (any Error)?

    @inlinable
    init(sources: Iterator, moveOn: SourceSequenceMove, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.sources = sources
        self.moveOn = moveOn
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func run() -> any Disposable {
        moveNext()
        return current
    }

    @inlinable
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
                let error = lock.withLock { lastError }
                if let error {
                    forwardOn(.error(error))
                } else {
                    forwardOn(.completed)
                }
                dispose()
                return
            }
            // One object is the source's subscription, set once (the serial disposable ends the previous one).
            let subscription = InnerSubscription()
            current.disposable = subscription
            subscription.setSubscription(source.asObservable().subscribe(AnyObserver<Element>(eventHandler: on)))
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

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            if moveOn == .completion {
                moveNext()
            } else {
                forwardOn(event)
                dispose()
            }
        case .error(let error):
            if moveOn == .failure {
                lock.withLock { lastError = error }
                moveNext()
            } else {
                forwardOn(event)
                dispose()
            }
        }
    }
}
