// SendableRx — `AsyncSubject`.

import Synchronization

/// A subject that emits only its last element, and only when it completes.
///
/// Observers get the last element followed by completion — also when they subscribe after completion. An
/// error is passed on without an element. `Sendable` when its element is.
public final class AsyncSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer side's type: the subject itself.
    public typealias Observer = AsyncSubject<Element>

    private let core = SubjectCore<Element>()
    /// The last element; touched only inside `core`'s lock (the deliveries and replay closures run there).
    private let last: RxMutex<UncheckedBox<Element?>>

    /// Creates a subject.
    public init() {
        last = RxMutex(UncheckedBox(nil))
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subject has observers.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { core.isDisposed }

    /// Remembers an element; on completion passes on the last element and completion.
    ///
    /// - Parameter event: The event.
    public func on(_ event: Event<Element>) {
        core.send(event) { event in
            switch event {
            case .next(let element):
                self.last.withLock { $0 = UncheckedBox(element) }
                return []
            case .error:
                self.last.withLock { $0 = UncheckedBox(nil) }
                return nil
            case .completed:
                if let element = self.last.withLock({ $0 }).value {
                    return [.next(element), .completed]
                }
                return [.completed]
            }
        }
    }

    /// Subscribes an observer; after completion it gets the last element and completion at once.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that removes the observer.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        core.subscribe(AnyObserver(observer), owner: self) { stopEvent in
            guard let stopEvent else { return [] }
            if stopEvent.isCompleted, let element = self.last.withLock({ $0 }).value {
                return [.next(element), .completed]
            }
            return [stopEvent]
        }
    }

    /// The subject as an ``Observable``.
    ///
    /// - Returns: An observable that subscribes to this subject.
    public func asObservable() -> Observable<Element> {
        Observable { self.subscribe($0) }
    }

    /// Returns the subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Removes every observer and refuses new subscribers.
    public func dispose() {
        core.dispose()
    }
}

extension AsyncSubject: Sendable where Element: Sendable {}
