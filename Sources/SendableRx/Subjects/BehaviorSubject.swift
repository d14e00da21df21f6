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
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    @usableFromInline let core: SubjectCore<Element>
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
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
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
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { stop in
            stop == nil ? .one(self.latest) : .nothing
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
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer and refuses new ones; ``value()`` throws afterwards.
    @inlinable
    public func dispose() {
        core.dispose()
    }
}

extension BehaviorSubject: Sendable where Element: Sendable {}
