// SendableRx — `retry`.

extension ObservableType {
    /// Resubscribes to this sequence whenever it fails, indefinitely.
    ///
    /// ```
    /// source (cold):  -1-#
    /// retry():        -1--1--1-…
    /// ```
    ///
    /// Resubscription is iterative, so a source that fails synchronously can be retried any number of times
    /// without growing the stack.
    ///
    /// - Returns: A sequence that never fails.
    public func retry() -> Observable<Element> {
        Observable.catch(sequence: InfiniteSequence(repeating: asObservable()))
    }

    /// Subscribes to this sequence up to `maxAttemptCount` times in all, until it completes.
    ///
    /// ```
    /// source (cold):  -1-#
    /// retry(2):       -1--1-#
    /// ```
    ///
    /// `retry(0)` completes at once without subscribing; `retry(1)` subscribes once.
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions.
    /// - Returns: The sequence; it fails with the last attempt's error.
    /// - Precondition: `maxAttemptCount` is not negative (a negative count stops the program with a message).
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount can't be negative (\(maxAttemptCount))")
        return Observable.catch(sequence: repeatElement(asObservable(), count: maxAttemptCount))
    }
}

/// An endless sequence of one value.
struct InfiniteSequence<Element>: Sequence, IteratorProtocol {
    let repeating: Element

    mutating func next() -> Element? {
        repeating
    }
}

/// Subscribes to one source after another while they fail. Moving on is iterative, as in `concat`.
// @unchecked Sendable: restated from Sink; the iterator, the last error and the move counters are touched only
// under `lock` or by the single thread that holds `moving`.
final class CatchSequenceSink<Iterator: IteratorProtocol>: Sink<Iterator.Element.Element>, @unchecked Sendable
where Iterator.Element: ObservableConvertibleType {
    typealias Element = Iterator.Element.Element

    private var sources: Iterator
    private let current = SerialDisposable()
    private let lock = Lock()
    private var moving = false
    private var pendingMoves = 0
    private var lastError: (any Error)?

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
                    case .completed:
                        self.forwardOn(event)
                        self.dispose()
                    case .error(let error):
                        self.lock.withLock { self.lastError = error }
                        self.moveNext()
                    }
                }))
            } else {
                let error = lock.withLock { lastError }
                if let error {
                    forwardOn(.error(error))
                } else {
                    forwardOn(.completed)
                }
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
