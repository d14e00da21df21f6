// SendableRx — the observer list and serialized delivery shared by the subjects.

import Synchronization

/// The observers of a subject and the queue through which its events are delivered.
///
/// `send` queues the event under the mutex; the first sender to find no delivery in progress becomes the
/// deliverer and delivers queued events one at a time, each to a snapshot of the observers taken when the
/// event leaves the queue, with the mutex released. Observers therefore see events one at a time, in
/// acceptance order, and no observer runs under the lock.
final class SubjectCore<Element>: Sendable {
    /// A stored observer or event. The subject hands these over to the core, which uses each from one delivering
    /// thread at a time; the box only lets them into the Mutex-protected state.
    typealias Boxed<Value> = UncheckedBox<Value>

    private struct State {
        var observers = Bag<AnyObserver<Element>>()
        var snapshot: ContiguousArray<AnyObserver<Element>>? = []
        var queue = Queue<Event<Element>>(capacity: 2)
        var delivering = false
        var stopEvent: Event<Element>?
        var isDisposed = false
    }

    private let state = Mutex(Boxed(State()))

    var hasObservers: Bool {
        state.withLock { !$0.value.observers.isEmpty }
    }

    var isDisposed: Bool {
        state.withLock { $0.value.isDisposed }
    }

    /// The terminal event, once one has been accepted.
    var stopEvent: Event<Element>? {
        state.withLock { Boxed($0.value.stopEvent) }.value
    }

    /// Queues `event` and delivers it (and anything queued behind it) unless another delivery is in progress.
    ///
    /// - Parameter accept: Runs under the lock when the event is accepted, before it is queued (used by
    ///   subjects that remember values). Must not call out.
    func send(_ event: Event<Element>, accept: ((Event<Element>) -> Void)? = nil) {
        let boxedEvent = Boxed(event)
        let boxedAccept = Boxed(accept)
        let mustDeliver = state.withLock { boxed -> Bool in
            if boxed.value.isDisposed || boxed.value.stopEvent != nil { return false }
            boxedAccept.value?(boxedEvent.value)
            if boxedEvent.value.isStopEvent {
                boxed.value.stopEvent = boxedEvent.value
            }
            boxed.value.queue.enqueue(boxedEvent.value)
            if boxed.value.delivering { return false }
            boxed.value.delivering = true
            return true
        }
        if mustDeliver {
            deliver()
        }
    }

    private func deliver() {
        while true {
            let next = state.withLock { boxed -> Boxed<(Event<Element>, ContiguousArray<AnyObserver<Element>>)?> in
                guard let event = boxed.value.queue.dequeue() else {
                    boxed.value.delivering = false
                    return Boxed(nil)
                }
                let observers = boxed.value.snapshot ?? ContiguousArray(boxed.value.observers.values)
                if event.isStopEvent {
                    _ = boxed.value.observers.removeAll()
                    boxed.value.snapshot = []
                } else {
                    boxed.value.snapshot = observers
                }
                return Boxed((event, observers))
            }
            guard let (event, observers) = next.value else { return }
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Adds an observer, first replaying `replay` to it; a terminated or disposed subject answers at once.
    func subscribe(_ observer: AnyObserver<Element>, owner: AnyObject, replay: [Element]) -> any Disposable {
        let boxedObserver = Boxed(observer)
        let outcome = state.withLock { boxed -> Boxed<(key: BagKey?, stop: Event<Element>?)> in
            if boxed.value.isDisposed {
                return Boxed((nil, .error(RxError.disposed(object: owner))))
            }
            if let stopEvent = boxed.value.stopEvent {
                return Boxed((nil, stopEvent))
            }
            let key = boxed.value.observers.insert(boxedObserver.value)
            boxed.value.snapshot = nil
            return Boxed((key, nil))
        }
        for element in replay {
            observer.on(.next(element))
        }
        if let stop = outcome.value.stop {
            observer.on(stop)
            return Disposables.create()
        }
        guard let key = outcome.value.key else { return Disposables.create() }
        return SubjectSubscription(core: self, key: key)
    }

    func unsubscribe(_ key: BagKey) {
        let removed = state.withLock { boxed -> Boxed<AnyObserver<Element>?> in
            let removed = boxed.value.observers.removeKey(key)
            if removed != nil {
                boxed.value.snapshot = nil
            }
            return Boxed(removed)
        }
        _ = removed
    }

    func dispose() {
        let removed = state.withLock { boxed -> Boxed<[AnyObserver<Element>]> in
            boxed.value.isDisposed = true
            boxed.value.stopEvent = nil
            boxed.value.snapshot = []
            boxed.value.queue.removeAll()
            return Boxed(boxed.value.observers.removeAll())
        }
        _ = removed
    }
}

/// Removes one observer from a subject, once.
private final class SubjectSubscription<Element>: Disposable {
    private let core: Mutex<SubjectCore<Element>?>
    private let key: BagKey

    init(core: SubjectCore<Element>, key: BagKey) {
        self.core = Mutex(core)
        self.key = key
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func dispose() {
        let taken = core.withLock { core -> SubjectCore<Element>? in
            let taken = core
            core = nil
            return taken
        }
        taken?.unsubscribe(key)
    }
}
