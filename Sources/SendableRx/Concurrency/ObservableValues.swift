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
/// when the observable completes, and throws its error. Cancelling the consuming task disposes the subscription;
/// the elements already received are still yielded, then the loop throws `CancellationError` — unless the
/// observable had already terminated, as with a source that finishes during the subscription, whose end then
/// comes as usual (RxSwift's `values` behaves the same). Dropping the iterator disposes the subscription.
///
/// ```swift
/// for try await value in observable.values {
///     print(value)
/// }
/// ```
public struct ObservableValues<Element: Sendable>: AsyncSequence {
    /// The failure type.
    public typealias Failure = any Error

    @usableFromInline let source: Observable<Element>
    @usableFromInline let policy: ValuesBufferingPolicy

    @inlinable
    init(source: Observable<Element>, policy: ValuesBufferingPolicy) {
        self.source = source
        self.policy = policy
    }

    /// Subscribes to the observable and returns an iterator over its elements.
    ///
    /// - Returns: The iterator.
    @inlinable
    public func makeAsyncIterator() -> Iterator {
        Iterator(ValuesChannel.subscribe(source, policy: policy, failing: true))
    }

    /// The iterator of ``ObservableValues``.
    public struct Iterator: AsyncIteratorProtocol {
        @usableFromInline var consumer: ValuesConsumer<Element>

        @inlinable
        init(_ channel: ValuesChannel<Element>) {
            consumer = ValuesConsumer(channel)
        }

        /// The next element, `nil` at completion.
        ///
        /// - Throws: The observable's error.
        @inlinable
        public mutating func next() async throws -> Element? {
            try await consumer.next(isolation: nil)
        }

        /// The next element, `nil` at completion, running in the caller's isolation.
        ///
        /// - Throws: The observable's error.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Element? {
            try await consumer.next(isolation: actor)
        }
    }
}

/// The elements of an ``Infallible`` as a non-throwing `AsyncSequence`; see ``ObservableValues``. Cancelling the
/// consuming task disposes the subscription; the elements already received are still yielded, then the loop
/// ends.
public struct InfallibleValues<Element: Sendable>: AsyncSequence {
    /// The failure type: none.
    public typealias Failure = Never

    @usableFromInline let source: Observable<Element>
    @usableFromInline let policy: ValuesBufferingPolicy

    @inlinable
    init(source: Observable<Element>, policy: ValuesBufferingPolicy) {
        self.source = source
        self.policy = policy
    }

    /// Subscribes to the infallible and returns an iterator over its elements.
    ///
    /// - Returns: The iterator.
    @inlinable
    public func makeAsyncIterator() -> Iterator {
        Iterator(ValuesChannel.subscribe(source, policy: policy, failing: false))
    }

    /// The iterator of ``InfallibleValues``.
    public struct Iterator: AsyncIteratorProtocol {
        @usableFromInline var consumer: ValuesConsumer<Element>

        @inlinable
        init(_ channel: ValuesChannel<Element>) {
            consumer = ValuesConsumer(channel)
        }

        /// The next element, `nil` at completion.
        @inlinable
        public mutating func next() async -> Element? {
            // The channel of an infallible never holds an error, so this does not throw.
            try? await consumer.next(isolation: nil)
        }

        /// The next element, `nil` at completion, running in the caller's isolation.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
            try? await consumer.next(isolation: actor)
        }
    }
}

/// The buffer between an observable's subscription and the task iterating its ``ObservableValues``.
///
/// The observer appends under a lock and wakes the waiting consumer, if any. With the unbounded policy the
/// consumer takes everything buffered at once and then serves it without the lock, so an element costs an
/// append and an array read rather than a lock round trip and a continuation per element (what an `AsyncStream`
/// pays). With a bounded policy it takes one element at a time, so the limit keeps applying to everything not yet
/// consumed, as with `AsyncStream`.
@usableFromInline
// @unchecked Sendable: every `var` is read and written only inside `lock.withLock`; elements are `Sendable`.
final class ValuesChannel<Element: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline let limit: Int
    @usableFromInline let keepNewest: Bool
    /// The buffer of the unbounded policy, handed to the consumer whole.
    @usableFromInline @exclusivity(unchecked) var buffer: ContiguousArray<Element> = []
    /// The buffer of the bounded policies, taken from one element at a time: a ring, so that neither dropping the
    /// oldest element nor taking one moves the others.
    @usableFromInline @exclusivity(unchecked) var ring = Queue<Element>(capacity: 16)
    /// Whether cancellation of the consuming task ends the sequence with `CancellationError` (an observable's
    /// values) rather than quietly (an infallible's).
    @usableFromInline let throwsOnCancellation: Bool
    /// Set by the terminal event, by cancellation and by dropping the iterator.
    @usableFromInline @exclusivity(unchecked) var ended = false
    /// The error to throw once the buffer is drained.
    @usableFromInline @exclusivity(unchecked) var failure: (any Error)?
    @usableFromInline @exclusivity(unchecked) var waiter: UnsafeContinuation<Void, Never>?
    @usableFromInline @exclusivity(unchecked) var subscription: (any Disposable)?

    @inlinable
    init(policy: ValuesBufferingPolicy, throwsOnCancellation: Bool) {
        self.throwsOnCancellation = throwsOnCancellation
        switch policy {
        case .unbounded:
            limit = Int.max
            keepNewest = false
        case .bufferingNewest(let count):
            limit = Swift.max(count, 0)
            keepNewest = true
        case .bufferingOldest(let count):
            limit = Swift.max(count, 0)
            keepNewest = false
        }
    }

    /// Whether the consumer may take the whole buffer at once.
    @inlinable
    var takesAll: Bool { limit == Int.max }

    /// Whether elements are waiting to be taken. Read it under `lock`.
    @inlinable
    var hasBuffered: Bool { takesAll ? !buffer.isEmpty : !ring.isEmpty }

    /// Subscribes a new channel to `source`. With `failing` false an error ends the sequence like completion.
    @inlinable
    static func subscribe(
        _ source: Observable<Element>, policy: ValuesBufferingPolicy, failing: Bool
    ) -> ValuesChannel<Element> {
        let channel = ValuesChannel(policy: policy, throwsOnCancellation: failing)
        let subscription = source.subscribe(AnyObserver<Element> { event in
            switch event {
            case .next(let element):
                channel.send(element)
            case .error(let error):
                channel.end(failing ? error : nil)
            case .completed:
                channel.end(nil)
            }
        })
        let disposeNow = channel.lock.withLock { () -> Bool in
            if channel.ended { return true }
            channel.subscription = subscription
            return false
        }
        if disposeNow {
            subscription.dispose()
        }
        return channel
    }

    @inlinable
    func send(_ element: Element) {
        let waiter = lock.withLock { () -> UnsafeContinuation<Void, Never>? in
            if ended { return nil }
            if takesAll {
                buffer.append(element)
            } else if ring.count < limit || (self.waiter != nil && ring.isEmpty) {
                ring.enqueue(element)
            } else if keepNewest && limit > 0 {
                _ = ring.dequeue()
                ring.enqueue(element)
            } else {
                return nil
            }
            return self.waiter.take()
        }
        waiter?.resume()
    }

    /// Ends the sequence after the buffered elements: with `error` thrown, or `nil` for completion. Disposes the
    /// subscription.
    @inlinable
    func end(_ error: (any Error)?) {
        let (waiter, subscription) = lock.withLock {
            () -> (UnsafeContinuation<Void, Never>?, (any Disposable)?) in
            if ended { return (nil, nil) }
            ended = true
            failure = error
            return (self.waiter.take(), self.subscription.take())
        }
        subscription?.dispose()
        waiter?.resume()
    }

    /// The consuming task was cancelled: disposes the subscription and ends the sequence after the elements
    /// already buffered — with `CancellationError` for an observable's values — unless the observable had
    /// already terminated, whose end is kept.
    @inlinable
    func cancelByTask() {
        let (waiter, subscription) = lock.withLock {
            () -> (UnsafeContinuation<Void, Never>?, (any Disposable)?) in
            if ended { return (nil, nil) }
            ended = true
            failure = throwsOnCancellation ? CancellationError() : nil
            return (self.waiter.take(), self.subscription.take())
        }
        subscription?.dispose()
        waiter?.resume()
    }

    /// Ends the sequence now, dropping what is buffered, and disposes the subscription: the iterator was
    /// dropped.
    @inlinable
    func cancel() {
        let (waiter, subscription, dropped, droppedRing) = lock.withLock {
            () -> (UnsafeContinuation<Void, Never>?, (any Disposable)?, ContiguousArray<Element>, Queue<Element>) in
            ended = true
            failure = nil
            let dropped = (buffer, ring)
            buffer = []
            ring = Queue(capacity: 16)
            return (self.waiter.take(), self.subscription.take(), dropped.0, dropped.1)
        }
        _ = dropped
        _ = droppedRing
        subscription?.dispose()
        waiter?.resume()
    }
}

/// Cancels its channel when the iterator holding it is dropped.
@usableFromInline
final class ValuesChannelOwner<Element: Sendable>: Sendable {
    @usableFromInline let channel: ValuesChannel<Element>

    @inlinable
    init(_ channel: ValuesChannel<Element>) {
        self.channel = channel
    }

    deinit {
        channel.cancel()
    }
}

/// The consuming side of a ``ValuesChannel``: elements taken from it and not yet returned, and the channel's owner.
@usableFromInline
struct ValuesConsumer<Element: Sendable> {
    @usableFromInline let owner: ValuesChannelOwner<Element>
    @usableFromInline var taken: ContiguousArray<Element> = []
    @usableFromInline var index = 0

    @inlinable
    init(_ channel: ValuesChannel<Element>) {
        owner = ValuesChannelOwner(channel)
    }

    @inlinable
    mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
        if index < taken.count {
            defer { index += 1 }
            return taken[index]
        }
        return try await refill(isolation: actor)
    }

    /// Takes the next elements from the channel, waiting for them if there are none.
    @inlinable
    mutating func refill(isolation actor: isolated (any Actor)?) async throws -> Element? {
        let channel = owner.channel
        taken.removeAll(keepingCapacity: true)
        index = 0
        if Task.isCancelled {
            channel.cancelByTask()
        }
        while true {
            var failure: (any Error)?
            let outcome = channel.lock.withLock { () -> Int in
                if channel.hasBuffered {
                    if channel.takesAll {
                        swap(&taken, &channel.buffer)
                    } else if let element = channel.ring.dequeue() {
                        taken.append(element)
                    }
                    return 0
                }
                if channel.ended {
                    failure = channel.failure.take()
                    return 1
                }
                return 2
            }
            switch outcome {
            case 0:
                index = 1
                return taken[0]
            case 1:
                if let failure { throw failure }
                return nil
            default:
                await withTaskCancellationHandler {
                    await withUnsafeContinuation(isolation: actor) { (continuation: UnsafeContinuation<Void, Never>) in
                        let resumeNow = channel.lock.withLock { () -> Bool in
                            if channel.ended || channel.hasBuffered { return true }
                            channel.waiter = continuation
                            return false
                        }
                        if resumeNow {
                            continuation.resume()
                        }
                    }
                } onCancel: {
                    channel.cancelByTask()
                }
            }
        }
    }
}

extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncSequence` with an unbounded buffer. Iteration subscribes; see
    /// ``ObservableValues``.
    @inlinable
    public var values: ObservableValues<Element> {
        ObservableValues(source: asObservable(), policy: .unbounded)
    }

    /// The elements as an `AsyncSequence` with the given buffering policy. Iteration subscribes; see
    /// ``ObservableValues``.
    ///
    /// - Parameter bufferingPolicy: What to keep when elements arrive faster than they are consumed.
    /// - Returns: The sequence.
    @inlinable
    public func values(bufferingPolicy: ValuesBufferingPolicy) -> ObservableValues<Element> {
        ObservableValues(source: asObservable(), policy: bufferingPolicy)
    }
}

extension InfallibleType where Element: Sendable {
    /// The elements as a non-throwing `AsyncSequence` with an unbounded buffer.
    @inlinable
    public var values: InfallibleValues<Element> {
        InfallibleValues(source: asObservable(), policy: .unbounded)
    }

    /// The elements as a non-throwing `AsyncSequence` with the given buffering policy.
    ///
    /// - Parameter bufferingPolicy: What to keep when elements arrive faster than they are consumed.
    /// - Returns: The sequence.
    @inlinable
    public func values(bufferingPolicy: ValuesBufferingPolicy) -> InfallibleValues<Element> {
        InfallibleValues(source: asObservable(), policy: bufferingPolicy)
    }
}
