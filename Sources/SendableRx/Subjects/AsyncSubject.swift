// SendableRx — `AsyncSubject`.

import Synchronization

/// A subject that emits only its last element, and only when it completes.
///
/// Observers get the last element followed by completion — also when they subscribe after completion. An
/// error is passed on without an element. `Sendable` when its element is.
public final class AsyncSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = AsyncSubject<Element>

    @usableFromInline let core: SubjectCore<Element>
    /// The last element (none or one); touched only under `core`'s lock. An array rather than an optional, so that
    /// the subject's unspecialised deinit needs no metadata lookup for `Element?`.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.send` and `core.subscribe`).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var last: ContiguousArray<Element>

    /// Creates a subject.
    @inlinable
    public init() {
        core = SubjectCore()
        last = []
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subject has observers.
    @inlinable
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool { core.isDisposed }

    /// Remembers an element; on completion passes on the last element and completion.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.sendLastOnCompletion(event, recordNext: { element in
            if self.last.isEmpty {
                self.last.append(element)
            } else {
                self.last[0] = element
            }
        }, last: { self.last.first })
    }

    /// Subscribes an observer; after completion it gets the last element and completion at once.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { stop in
            if let stop, stop.isCompleted, let element = self.last.first {
                return .one(element)
            }
            return .nothing
        }
    }

    /// The subject as an ``Observable``.
    ///
    /// - Returns: An observable that subscribes to this subject.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { self.subscribe($0) }
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Removes every observer and refuses new subscribers.
    @inlinable
    public func dispose() {
        core.dispose()
    }
}

extension AsyncSubject: Sendable where Element: Sendable {}
