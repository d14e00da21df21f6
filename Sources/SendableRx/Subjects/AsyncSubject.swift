// SendableRx — `AsyncSubject`.

import Synchronization

/// A subject that emits only its last element, and only when it completes.
///
/// Observers get the last element followed by completion — also when they subscribe after completion. An
/// error is passed on without an element. `Sendable` when its element is.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = AsyncSubject<Element>

    @usableFromInline let core: SubjectCore<Element>
    /// Subscribes an observer to this subject. A closure that captures nothing, written in the inlinable
    /// initialiser, so that a subscription made through an `Observable<Element>` reference (an operator's source)
    /// runs code specialised in the client module rather than the unspecialised override.
    @usableFromInline let subscribeHandler: (AsyncSubject<Element>, AnyObserver<Element>) -> any Disposable
    /// The last element (none or one); touched only under `core`'s lock. An array rather than an optional, so that
    /// the subject's unspecialised deinit needs no metadata lookup for `Element?`.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.send` and `core.subscribe`).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var last: ContiguousArray<Element>

    /// Creates a subject.
    @inlinable
    public override init() {
        core = SubjectCore()
        last = []
        subscribeHandler = { subject, observer in
            subject.core.subscribe(observer, owner: subject) { stop in
                if let stop, stop.isCompleted, let element = subject.last.first {
                    return .one(element)
                }
                return .nothing
             }
        }
        super.init()
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
    /// - Parameter observer: The observer, type-erased by ``Observable/subscribe(_:)``.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(self, observer)
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

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock, and a closure that captures nothing) or a `var` touched only under the core's lock.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
