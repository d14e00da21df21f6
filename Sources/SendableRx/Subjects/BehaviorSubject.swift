// SendableRx — `BehaviorSubject`.

import Synchronization

/// A subject that remembers its latest element and gives it to each new subscriber first.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// subject.subscribe(onNext: { print($0) })   // prints 0
/// subject.onNext(1)                          // prints 1
/// try subject.value()                        // 1
/// ```
///
/// After a terminal event a new subscriber gets only the terminal event. As in RxSwift, observers subscribed
/// when the subject terminated still count for ``hasObservers`` until their subscriptions are disposed (they get
/// no more events). `Sendable` when its element is; events from several threads are delivered one at a time, as
/// with ``PublishSubject``.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    @usableFromInline let core: SubjectCore
    /// The latest element.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.sendNext`, `core.subscribe` and
    // `core.withLock` closures).
    @exclusivity(unchecked) nonisolated(unsafe) var latest: Element

    /// Creates a subject holding `value`.
    ///
    /// - Parameter value: The initial element.
    public init(value: Element) {
        core = SubjectCore(countsObserversAfterStop: true)
        latest = value
        super.init(takingDownstreams: ())
    }

    /// The latest element.
    ///
    /// - Returns: The latest element (also after completion).
    /// - Throws: The error the subject failed with, or ``RxError/disposed(object:)`` after ``dispose()``.
    public func value() throws -> Element {
        // The flags come out through locals: a tuple holding the element would look up the tuple's metadata.
        var stop: (any Error)?
        var disposed = false
        let element = core.withLock { () -> Element in
            stop = core.stopError
            disposed = core.disposed
            return latest
        }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if let stop {
            throw stop
        }
        return element
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element and passes the event on to the current observers. Ignored after a terminal event or
    /// disposal.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        receive(event)
    }

    /// ``on(_:)``'s element, compiled once in this module.
    @usableFromInline
    func sendNext(_ element: Element) {
        core.sendNext(element, recording: { self.latest = element })
    }

    /// Subscribes an observer: it gets the latest element at once (or only the terminal event, after one), then
    /// the events sent from now on.
    ///
    /// - Parameter downstream: The observer, as ``Observable/subscribe(_:)`` or an operator passes it.
    /// - Returns: A disposable that removes the observer.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        core.subscribe(downstream, owner: self) { termination, room in
            guard termination == .running else { return .nothing }
            room.initialize(to: latest)
            return .one
        }
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer and refuses new ones; ``value()`` throws afterwards.
    public func dispose() {
        core.dispose()
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock) or a `var` touched only under the core's lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
