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
