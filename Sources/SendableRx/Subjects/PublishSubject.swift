// SendableRx — `PublishSubject`.

import Synchronization

/// A subject that passes each event on to the observers subscribed at that moment.
///
/// Late subscribers see only later events; after a terminal event they get the terminal event at once, and
/// after ``dispose()`` subscribing fails with ``RxError/disposed(object:)``.
///
/// `PublishSubject` is `Sendable` when its element is. Unlike RxSwift, it may be fed from several threads at
/// once: events are delivered to observers one at a time, in the order they were accepted, never while a lock
/// is held; an event sent while another is being delivered (from another thread, or re-entrantly from an
/// observer) is queued and delivered right after it.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// subject.subscribe(onNext: { print($0) }).disposed(by: bag)
/// subject.onNext(1)   // prints 1
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = PublishSubject<Element>

    @usableFromInline let core: SubjectCore<Element>
    /// Subscribes an observer to this subject. A closure that captures nothing, written in the inlinable
    /// initialiser, so that a subscription made through an `Observable<Element>` reference (an operator's source)
    /// runs code specialised in the client module rather than the unspecialised override.
    @usableFromInline let subscribeHandler: (PublishSubject<Element>, AnyObserver<Element>) -> any Disposable

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        core = SubjectCore(recordsTerminalAfterDispose: true)
        subscribeHandler = { subject, observer in
            subject.core.subscribe(observer, owner: subject) { _ in .nothing }
        }
        super.init()
    }

    /// Whether the subject has observers.
    @inlinable
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    @inlinable
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Passes an event on to the current observers. Ignored after a terminal event; after ``dispose()`` elements
    /// are ignored, and a terminal event is only remembered for later subscribers, as in RxSwift.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.send(event) { _ in }
    }

    /// Subscribes an observer to the events sent from now on.
    ///
    /// After a terminal event the observer gets it at once; after ``dispose()`` (and no terminal event since) it
    /// gets ``RxError/disposed(object:)``.
    ///
    /// - Parameter observer: The observer, type-erased by ``Observable/subscribe(_:)``.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    override func subscribe(erased observer: AnyObserver<Element>) -> any Disposable {
        subscribeHandler(self, observer)
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer and refuses new ones.
    @inlinable
    public func dispose() {
        core.dispose()
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock, and a closure that captures nothing) or a `var` touched only under the core's lock.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
