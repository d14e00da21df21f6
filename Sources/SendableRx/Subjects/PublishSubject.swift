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
public final class PublishSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = PublishSubject<Element>

    @usableFromInline let core: SubjectCore<Element>

    /// Creates a subject with no observers.
    @inlinable
    public init() {
        core = SubjectCore(recordsTerminalAfterDispose: true)
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
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
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { _ in .nothing }
    }

    /// The subject as an ``Observable``, for passing it where RxSwift code passed the subject itself.
    ///
    /// - Returns: An observable that subscribes to this subject.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable { self.subscribe($0) }
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

extension PublishSubject: Sendable where Element: Sendable {}
