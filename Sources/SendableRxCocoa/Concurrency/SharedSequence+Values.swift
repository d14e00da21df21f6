// SendableRxCocoa — `values`: a Driver or Signal iterated with `for await`.

import SendableRx

extension SharedSequence where Element: Sendable {
    /// The elements of the sequence as an `AsyncStream`, as in RxCocoa: iterating subscribes, the stream ends
    /// when the sequence completes, and cancelling the iterating task disposes the subscription.
    ///
    /// The property belongs to the main actor, where a driver or signal delivers: reading it subscribes on the
    /// main thread (a `Driver`'s latest element is buffered at once). The stream buffers without limit.
    ///
    /// ```swift
    /// for await title in viewModel.title.values {
    ///     print(title)
    /// }
    /// ```
    ///
    /// Unlike RxCocoa, the elements must be `Sendable`: they cross from the event flow into the iterating task.
    @MainActor
    @inlinable
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let subscription = source.subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() }
            )
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    subscription.dispose()
                }
            }
        }
    }
}
