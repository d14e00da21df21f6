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
/// After a terminal event a new subscriber gets only the terminal event. `Sendable` when its element is;
/// events from several threads are delivered one at a time, as with ``PublishSubject``.
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    private let core = SubjectCore<Element>()
    /// The latest element; read and written only under `core`'s lock or this mutex (see `value()`).
    private let latest: RxMutex<UncheckedBox<Element>>

    /// Creates a subject holding `value`.
    ///
    /// - Parameter value: The initial element.
    public init(value: Element) {
        latest = RxMutex(UncheckedBox(value))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// The latest element.
    ///
    /// - Returns: The latest element (also after completion).
    /// - Throws: The error the subject failed with, or ``RxError/disposed(object:)`` after ``dispose()``.
    public func value() throws -> Element {
        let (element, stop, disposed) = core.withLock {
            (latest.withLock { $0 }, core.stopError, core.disposed)
        }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if let stop {
            throw stop
        }
        return element.value
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Stores an element and passes the event on to the current observers.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        core.send(event) { event in
            if case .next(let element) = event {
                self.latest.withLock { $0 = UncheckedBox(element) }
            }
            return nil
        }
    }

    /// Subscribes an observer: it gets the latest element first (or only the terminal event, after one).
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { stopEvent in
            if let stopEvent { return [stopEvent] }
            return [.next(self.latest.withLock { $0 }.value)]
        }
    }

    /// The subject as an ``Observable``.
    ///
    /// - Returns: An observable that subscribes to this subject.
    public func asObservable() -> Observable<Element> {
        Observable { self.subscribe($0) }
    }

    /// Returns the subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Removes every observer and refuses new ones; ``value()`` throws afterwards.
    public func dispose() {
        core.dispose()
    }
}

extension BehaviorSubject: Sendable where Element: Sendable {}
