// SendableRx — `AsyncSubject`.

import Synchronization

/// A subject that emits only its last element, and only when it completes.
///
/// Observers get the last element followed by completion — also when they subscribe after completion. An
/// error is passed on without an element. `Sendable` when its element is.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = AsyncSubject<Element>

    @usableFromInline let core: SubjectCore
    /// Room for the last element, which it holds when `hasLast` is set; touched only under `core`'s lock. Memory of
    /// its own rather than an optional, so that neither recording an element nor the subject's unspecialised deinit
    /// looks up metadata for `Element?` (nor for a generic wrapper, whose methods would take its metadata).
    let last: UnsafeMutablePointer<Element>
    /// Whether `last` holds an element.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.record`, `core.sendCompleted` and
    // `core.subscribe` closures), and in deinit.
    @exclusivity(unchecked) nonisolated(unsafe) var hasLast: Bool

    /// Creates a subject.
    public override init() {
        core = SubjectCore()
        last = .allocate(capacity: 1)
        hasLast = false
        super.init(takingDownstreams: ())
    }

    deinit {
        if hasLast {
            last.deinitialize(count: 1)
        }
        last.deallocate()
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Remembers an element; on completion passes on the last element and completion.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        receive(event)
    }

    /// ``on(_:)``'s element, compiled once in this module.
    @usableFromInline
    func sendNext(_ element: Element) {
        core.record {
            if self.hasLast {
                self.last.pointee = element
            } else {
                self.last.initialize(to: element)
                self.hasLast = true
            }
        }
    }

    /// ``on(_:)``'s completion, compiled once in this module.
    @usableFromInline
    func sendCompleted() {
        core.sendCompleted(after: { room in
            guard self.hasLast else { return false }
            room.initialize(to: self.last.pointee)
            return true
        })
    }

    /// Subscribes an observer; after completion it gets the last element and completion at once.
    ///
    /// - Parameter downstream: The observer, as ``Observable/subscribe(_:)`` or an operator passes it.
    /// - Returns: A disposable that removes the observer.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        core.subscribe(downstream, owner: self) { termination, room in
            guard termination == .completed, hasLast else { return .nothing }
            room.initialize(to: last.pointee)
            return .one
        }
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Removes every observer and refuses new subscribers.
    public func dispose() {
        core.dispose()
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock), the room for the last element or a `var`, both touched only under the core's lock.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
