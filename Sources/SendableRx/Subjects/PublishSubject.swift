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

    @usableFromInline let core: SubjectCore

    /// Creates a subject with no observers.
    public override init() {
        core = SubjectCore(recordsTerminalAfterDispose: true)
        super.init(takingDownstreams: ())
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Passes an event on to the current observers. Ignored after a terminal event; after ``dispose()`` elements
    /// are ignored, and a terminal event is only remembered for later subscribers, as in RxSwift.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        receive(event)
    }

    /// ``on(_:)``'s element, compiled once in this module.
    @usableFromInline
    func sendNext(_ element: Element) {
        core.sendNext(element, recording: {})
    }

    /// Subscribes an observer to the events sent from now on.
    ///
    /// After a terminal event the observer gets it at once; after ``dispose()`` (and no terminal event since) it
    /// gets ``RxError/disposed(object:)``.
    ///
    /// - Parameter downstream: The observer, as ``Observable/subscribe(_:)`` or an operator passes it.
    /// - Returns: A disposable that removes the observer.
    override func subscribe(downstream: Downstream<Element>) -> any Disposable {
        core.subscribe(downstream, owner: self) { _, _ in .nothing }
    }

    /// Returns the subject as an observer.
    @inlinable
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer and refuses new ones.
    public func dispose() {
        core.dispose()
    }
}

// @unchecked Sendable: `Observable` is not `Sendable` (its other subclasses hold ordinary closures), so the
// compiler cannot check this subclass. Every stored property is a `let` of a `Sendable` type (the core, which keeps
// its state under its lock) or a `var` touched only under the core's lock.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
