// SendableRx — `ReplaySubject`.

import Synchronization

/// A subject that remembers the latest `bufferSize` elements (or all of them) and replays them to each new
/// subscriber, followed by the terminal event if there was one.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbounded()``. `Sendable` when its element is; events
/// from several threads are delivered one at a time, as with ``PublishSubject``.
public final class ReplaySubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = ReplaySubject<Element>

    private let core = SubjectCore<Element>()
    /// The replay buffer; touched only inside `core`'s lock (the deliveries and replay closures run there).
    private let buffer: RxMutex<UncheckedBox<ReplayBuffer<Element>>>

    private init(buffer: ReplayBuffer<Element>) {
        self.buffer = RxMutex(UncheckedBox(buffer))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// A subject that replays the latest `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to replay; 1 uses a single-slot buffer, larger sizes a ring
    ///   buffer, and 0 replays nothing (only the terminal event). A huge size (`Int.max`) behaves like
    ///   ``createUnbounded()``: storage grows as elements arrive, not up front.
    /// - Returns: The subject.
    /// - Precondition: `bufferSize` is not negative.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:): bufferSize can't be negative (\(bufferSize))")
        switch bufferSize {
        case 1:
            return ReplaySubject(buffer: .one(nil))
        default:
            return ReplaySubject(buffer: .ring(Queue(capacity: Swift.max(bufferSize, 1)), limit: bufferSize))
        }
    }

    /// A subject that replays every element.
    ///
    /// - Returns: The subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(buffer: .ring(Queue(capacity: 8), limit: nil))
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element in the replay buffer and passes the event on to the current observers.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        core.send(event) { event in
            if case .next(let element) = event {
                self.buffer.withLock { $0.value.append(element) }
            }
            return nil
        }
    }

    /// Subscribes an observer: it gets the buffered elements first, then the terminal event if there was one.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { stopEvent in
            var events = self.buffer.withLock { UncheckedBox($0.value.elements) }.value.map { Event.next($0) }
            if let stopEvent {
                events.append(stopEvent)
            }
            return events
        }
    }

    /// The subject as an ``Observable``.
    ///
    /// - Returns: An observable that subscribes to this subject.
    public func asObservable() -> Observable<Element> {
        Observable { self.subscribe($0) }
    }

    /// Returns the subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Removes every observer, clears the buffer and refuses new subscribers.
    public func dispose() {
        core.dispose()
        buffer.withLock { $0.value.removeAll() }
    }
}

extension ReplaySubject: Sendable where Element: Sendable {}

/// The replay buffer: one slot for size 1, a ring buffer otherwise (unbounded when `limit` is `nil`).
enum ReplayBuffer<Element> {
    case one(Element?)
    case ring(Queue<Element>, limit: Int?)

    mutating func append(_ element: Element) {
        switch self {
        case .one:
            self = .one(element)
        case .ring(var queue, let limit):
            if limit == 0 { return }
            self = .one(nil)
            queue.enqueue(element)
            if let limit, queue.count > limit {
                _ = queue.dequeue()
            }
            self = .ring(queue, limit: limit)
        }
    }

    var elements: [Element] {
        switch self {
        case .one(let element):
            return element.map { [$0] } ?? []
        case .ring(let queue, _):
            return queue.elements
        }
    }

    mutating func removeAll() {
        switch self {
        case .one:
            self = .one(nil)
        case .ring(_, let limit):
            self = .ring(Queue(capacity: 1), limit: limit)
        }
    }
}
