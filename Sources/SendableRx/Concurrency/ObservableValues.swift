// SendableRx — Observable → async: `values`.

/// How ``ObservableValues`` buffers elements that arrive faster than the consuming task takes them.
public enum ValuesBufferingPolicy: Sendable {
    /// Keep every element (the default).
    case unbounded
    /// Keep at most this many elements, dropping the oldest buffered ones to make room for new ones.
    case bufferingNewest(Int)
    /// Keep at most this many elements, dropping new ones while the buffer is full.
    case bufferingOldest(Int)
}

/// The elements of an observable as an `AsyncSequence`.
///
/// Iterating subscribes (each iterator has its own subscription); the sequence yields elements in order, ends
/// when the observable completes, and throws its error. Cancelling the consuming task, or dropping the
/// iterator, disposes the subscription.
///
/// ```swift
/// for try await value in observable.values {
///     print(value)
/// }
/// ```
public struct ObservableValues<Element: Sendable>: AsyncSequence {
    /// The failure type.
    public typealias Failure = any Error

    private let source: Observable<Element>
    private let policy: ValuesBufferingPolicy

    init(source: Observable<Element>, policy: ValuesBufferingPolicy) {
        self.source = source
        self.policy = policy
    }

    /// Subscribes to the observable and returns an iterator over its elements.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> Iterator {
        let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream(
            bufferingPolicy: Self.streamPolicy(policy)
        )
        let subscription = source.subscribe(AnyObserver<Element> { event in
            switch event {
            case .next(let element):
                continuation.yield(element)
            case .error(let error):
                continuation.finish(throwing: error)
            case .completed:
                continuation.finish()
            }
        })
        continuation.onTermination = { _ in
            subscription.dispose()
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    private static func streamPolicy(
        _ policy: ValuesBufferingPolicy
    ) -> AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy {
        switch policy {
        case .unbounded: return .unbounded
        case .bufferingNewest(let limit): return .bufferingNewest(limit)
        case .bufferingOldest(let limit): return .bufferingOldest(limit)
        }
    }

    /// The iterator of ``ObservableValues``.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncThrowingStream<Element, any Error>.Iterator

        /// The next element, `nil` at completion.
        ///
        /// - Throws: The observable's error.
        public mutating func next() async throws -> Element? {
            try await base.next()
        }

        /// The next element, `nil` at completion, running in the caller's isolation.
        ///
        /// - Throws: The observable's error.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Element? {
            try await base.next(isolation: actor)
        }
    }
}

/// The elements of an ``Infallible`` as a non-throwing `AsyncSequence`; see ``ObservableValues``.
public struct InfallibleValues<Element: Sendable>: AsyncSequence {
    /// The failure type: none.
    public typealias Failure = Never

    private let source: Observable<Element>
    private let policy: ValuesBufferingPolicy

    init(source: Observable<Element>, policy: ValuesBufferingPolicy) {
        self.source = source
        self.policy = policy
    }

    /// Subscribes to the infallible and returns an iterator over its elements.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> Iterator {
        let bufferingPolicy: AsyncStream<Element>.Continuation.BufferingPolicy
        switch policy {
        case .unbounded: bufferingPolicy = .unbounded
        case .bufferingNewest(let limit): bufferingPolicy = .bufferingNewest(limit)
        case .bufferingOldest(let limit): bufferingPolicy = .bufferingOldest(limit)
        }
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: bufferingPolicy)
        let subscription = source.subscribe(AnyObserver<Element> { event in
            switch event {
            case .next(let element):
                continuation.yield(element)
            case .error, .completed:
                continuation.finish()
            }
        })
        continuation.onTermination = { _ in
            subscription.dispose()
        }
        return Iterator(base: stream.makeAsyncIterator())
    }

    /// The iterator of ``InfallibleValues``.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Element>.Iterator

        /// The next element, `nil` at completion.
        public mutating func next() async -> Element? {
            await base.next()
        }

        /// The next element, `nil` at completion, running in the caller's isolation.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            await base.next(isolation: actor)
        }
    }
}

extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncSequence` with an unbounded buffer. Iteration subscribes; see
    /// ``ObservableValues``.
    public var values: ObservableValues<Element> {
        ObservableValues(source: asObservable(), policy: .unbounded)
    }

    /// The elements as an `AsyncSequence` with the given buffering policy. Iteration subscribes; see
    /// ``ObservableValues``.
    ///
    /// - Parameter bufferingPolicy: What to keep when elements arrive faster than they are consumed.
    /// - Returns: The sequence.
    public func values(bufferingPolicy: ValuesBufferingPolicy) -> ObservableValues<Element> {
        ObservableValues(source: asObservable(), policy: bufferingPolicy)
    }
}

extension Infallible where Element: Sendable {
    /// The elements as a non-throwing `AsyncSequence` with an unbounded buffer.
    public var values: InfallibleValues<Element> {
        InfallibleValues(source: asObservable(), policy: .unbounded)
    }

    /// The elements as a non-throwing `AsyncSequence` with the given buffering policy.
    ///
    /// - Parameter bufferingPolicy: What to keep when elements arrive faster than they are consumed.
    /// - Returns: The sequence.
    public func values(bufferingPolicy: ValuesBufferingPolicy) -> InfallibleValues<Element> {
        InfallibleValues(source: asObservable(), policy: bufferingPolicy)
    }
}
