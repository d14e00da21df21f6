// SendableRx — `ReplaySubject`.

import Synchronization

/// A subject that remembers the latest `bufferSize` elements (or all of them) and replays them to each new
/// subscriber, followed by the terminal event if there was one.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbounded()``. A new subscriber is replayed to at once,
/// inside `subscribe` — also when it subscribes from inside another observer's handler. `Sendable` when its
/// element is; events from several threads are delivered one at a time, as with ``PublishSubject``.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = ReplaySubject<Element>

    @usableFromInline let core: SubjectCore<Element>
    /// Subscribes an observer to this subject. A closure that captures nothing, written in the inlinable
    /// initialiser, so that a subscription made through an `Observable<Element>` reference (an operator's source)
    /// runs code specialised in the client module rather than the unspecialised override.
    @usableFromInline let subscribeHandler: (ReplaySubject<Element>, AnyObserver<Element>) -> any Disposable
    /// The replay buffer, oldest first.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.send`, `core.subscribe` and
    // `core.withLock` closures).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var buffer: Queue<Element>
    /// How many elements the buffer keeps (`Int.max`: all of them).
    @usableFromInline let limit: Int

    @inlinable
    init(limit: Int) {
        core = SubjectCore()
        buffer = Queue(capacity: limit)
        self.limit = limit
        subscribeHandler = { subject, observer in
            subject.core.subscribe(observer, owner: subject) { _ in subject.buffer.isEmpty ? .nothing : .ring(subject.buffer) }
        }
        super.init()
    }

    /// A subject that replays the latest `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; 0 replays nothing (only the terminal event). A huge
    ///   size (`Int.max`) behaves like ``createUnbounded()``: storage grows as elements arrive, not up front.
    /// - Returns: The subject.
    /// - Precondition: `bufferSize` is not negative.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize can't be negative (\(bufferSize))")
        return ReplaySubject(limit: bufferSize)
    }

    /// A subject that replays every element.
    ///
    /// - Returns: The subject.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: .max)
    }

    /// Whether the subject has observers.
    @inlinable
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element in the replay buffer and passes the event on to the current observers. Ignored after a
    /// terminal event or disposal.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { element in
            guard self.limit > 0 else { return }
            let count = self.buffer.count
            if count >= self.limit && count == self.buffer.storage.count {
                // Full: the new element takes the oldest one's slot (one store, instead of a dequeue that empties
                // the slot and an enqueue that fills it again).
                let head = self.buffer.head
                self.buffer.storage[head] = element
                self.buffer.head = head &+ 1 == count ? 0 : head &+ 1
                return
            }
            if count >= self.limit {
                _ = self.buffer.dequeue()
            }
            self.buffer.enqueue(element)
        }
    }

    /// Subscribes an observer: it gets the buffered elements at once, then the terminal event if there was one,
    /// or else the events sent from now on.
    ///
    /// - Parameter observer: The observer, type-erased by ``Observable/subscribe(_:)``.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(self, observer)
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer, clears the buffer and refuses new subscribers.
    @inlinable
    public func dispose() {
        core.dispose()
        // The old buffer is released after the lock, so no element's deinit runs under it.
        let dropped = core.withLock { () -> Queue<Element> in
            let dropped = buffer
            buffer = Queue(capacity: 1)
            return dropped
        }
        _ = dropped
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock, and a closure that captures nothing) or a `var` touched only under the core's lock.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
