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

    @usableFromInline let core: SubjectCore
    /// The replay buffer, oldest first; `nil` until the first element is recorded, and after ``dispose()``.
    ///
    /// An ``ReplayElementRing`` of the element type, shared copy-on-write with the replays in progress: a new
    /// subscriber's replay holds the buffer while it runs, and the subject, finding it held, records into a copy. So
    /// taking a snapshot for a replay costs one reference, and a snapshot never changes. It is typed by its
    /// non-generic base: checking a generic class reference for uniqueness would run the standard library's generic
    /// code unspecialised.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.sendNext`, `core.subscribe` and
    // `core.withLock` closures).
    @exclusivity(unchecked) nonisolated(unsafe) var buffer: ReplayRingStorage?
    /// How many elements the buffer keeps (`Int.max`: all of them).
    let limit: Int

    init(limit: Int) {
        core = SubjectCore()
        buffer = nil
        self.limit = limit
        super.init(takingDownstreams: ())
    }

    /// A subject that replays the latest `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; 0 replays nothing (only the terminal event). A huge
    ///   size (`Int.max`) behaves like ``createUnbounded()``: storage grows as elements arrive, not up front.
    /// - Returns: The subject.
    /// - Precondition: `bufferSize` is not negative.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize can't be negative (\(bufferSize))")
        return ReplaySubject(limit: bufferSize)
    }

    /// A subject that replays every element.
    ///
    /// - Returns: The subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: .max)
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element in the replay buffer and passes the event on to the current observers. Ignored after a
    /// terminal event or disposal.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        receive(event)
    }

    /// ``on(_:)``'s element, compiled once in this module.
    @usableFromInline
    func sendNext(_ element: Element) {
        core.sendNext(element, recording: { self.record(element) })
    }

    /// Adds `element` to the buffer, dropping the oldest element when the buffer is full. Call under `core`'s lock.
    func record(_ element: Element) {
        guard limit > 0 else { return }
        if buffer == nil {
            buffer = ReplayElementRing<Element>(capacity: Swift.min(limit, 64))
        } else if !isKnownUniquelyReferenced(&buffer) {
            // A new subscriber is being replayed this buffer: it stays as it is, and the subject goes on with a copy.
            buffer = unsafeDowncast(buffer.unsafelyUnwrapped, to: ReplayElementRing<Element>.self).copy()
        }
        // Unretained: the subject holds the buffer, under the lock.
        Unmanaged.passUnretained(buffer.unsafelyUnwrapped)._withUnsafeGuaranteedRef { buffer in
            unsafeDowncast(buffer, to: ReplayElementRing<Element>.self).append(element, limit: limit)
        }
    }

    /// Subscribes an observer: it gets the buffered elements at once, then the terminal event if there was one,
    /// or else the events sent from now on.
    ///
    /// - Parameter downstream: The observer, as ``Observable/subscribe(_:)`` or an operator passes it.
    /// - Returns: A disposable that removes the observer.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        core.subscribe(downstream, owner: self) { _, _ in
            guard let buffer, buffer.count > 0 else { return .nothing }
            return .buffer(buffer)
        }
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer, clears the buffer and refuses new subscribers.
    public func dispose() {
        core.dispose()
        // The old buffer is released after the lock, so no element's deinit runs under it.
        let dropped = core.withLock { () -> ReplayRingStorage? in
            let dropped = buffer
            buffer = nil
            return dropped
        }
        _ = dropped
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock) or a `var` touched only under the core's lock.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}

