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

    @usableFromInline let core: SubjectCore<Element>
    /// Subscribes an observer to this subject. A closure that captures nothing, written in the inlinable
    /// initialiser, so that a subscription made through an `Observable<Element>` reference (an operator's source)
    /// runs code specialised in the client module rather than the unspecialised override.
    @usableFromInline let subscribeHandler: (BehaviorSubject<Element>, AnyObserver<Element>) -> any Disposable
    /// The latest element.
    // nonisolated(unsafe): read and written only under `core`'s lock (inside `core.send`, `core.subscribe` and
    // `core.withLock` closures).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var latest: Element

    /// Creates a subject holding `value`.
    ///
    /// - Parameter value: The initial element.
    @inlinable
    public init(value: Element) {
        core = SubjectCore(countsObserversAfterStop: true)
        latest = value
        subscribeHandler = { subject, observer in
            subject.core.subscribe(observer, owner: subject) { stop in stop == nil ? .one(subject.latest) : .nothing }
        }
        super.init()
    }

    /// The latest element.
    ///
    /// - Returns: The latest element (also after completion).
    /// - Throws: The error the subject failed with, or ``RxError/disposed(object:)`` after ``dispose()``.
    @inlinable
    public func value() throws -> Element {
        let (element, stop, disposed) = core.withLock { (latest, core.stopError, core.disposed) }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if let stop {
            throw stop
        }
        return element
    }

    /// Whether the subject has observers.
    @inlinable
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element and passes the event on to the current observers. Ignored after a terminal event or
    /// disposal.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { element in
            self.latest = element
        }
    }

    /// Subscribes an observer: it gets the latest element at once (or only the terminal event, after one), then
    /// the events sent from now on.
    ///
    /// - Parameter observer: The observer, type-erased by ``Observable/subscribe(_:)``.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(self, observer)
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer and refuses new ones; ``value()`` throws afterwards.
    @inlinable
    public func dispose() {
        core.dispose()
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock, and a closure that captures nothing) or a `var` touched only under the core's lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
