// SendableRxTest — observables that replay recorded events and record their subscriptions.

import SendableRx

/// An observable created by ``TestScheduler`` from recorded events; it records when it was subscribed to
/// and unsubscribed from.
///
/// A *hot* test observable (``TestScheduler/createHotObservable(_:)``) sends each event at its absolute time
/// to whoever is subscribed then. A *cold* one (``TestScheduler/createColdObservable(_:)``) sends the events
/// to each subscriber at times relative to that subscription.
///
/// Test observables belong to the thread that drives their scheduler; they are not `Sendable`.
public final class TestableObservable<Element>: ObservableType {
    @usableFromInline
    enum Temperature {
        case hot
        case cold
    }

    /// The scheduler the events are sent on.
    public let testScheduler: TestScheduler

    /// The subscriptions so far, with their subscribe and unsubscribe times.
    public var subscriptions: [Subscription] { recordedSubscriptions }

    @usableFromInline var recordedSubscriptions: [Subscription] = []

    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]

    @usableFromInline let temperature: Temperature
    // The subscribed observers of a hot observable, in RxTest's order — the subjects' observer list: a first slot,
    // taken by the next subscriber whenever it is free, then the others in subscription order. The class's code is
    // inlinable, so that your test module specialises it for your element type: a hot event, a cold subscription's
    // events and the subscription bookkeeping then need no run-time generic metadata lookups.
    @usableFromInline var hotObservers = SubjectObserverList<Element>()

    @inlinable
    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], temperature: Temperature) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.temperature = temperature
        guard temperature == .hot else { return }
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                // The observers subscribed when the event falls due get it; who subscribes meanwhile gets the next
                // one. (One unsubscribed meanwhile is still called, as in RxTest; the subscription's own sink drops
                // the event.)
                let current = self.hotObservers.entries
                for case let entry? in current {
                    entry.observer.on(recorded.value)
                }
            }
        }
    }

    /// Subscribes an observer and records the subscription time.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription and records the time.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        recordedSubscriptions.append(Subscription(testScheduler.clock))
        let index = recordedSubscriptions.count - 1
        switch temperature {
        case .hot:
            let key = hotObservers.insert(SubjectObserverEntry(AnyObserver(observer)))
            return Disposables.create { [weak self] in
                guard let self, self.hotObservers.remove(key: key) != nil else { return }
                self.recordUnsubscription(at: index)
            }
        case .cold:
            let state = ColdSubscriptionState()
            for recorded in recordedEvents {
                _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    if !state.isDisposed {
                        observer.on(recorded.value)
                    }
                    return Disposables.create()
                }
            }
            return Disposables.create { [weak self] in
                guard !state.isDisposed else { return }
                state.isDisposed = true
                self?.recordUnsubscription(at: index)
            }
        }
    }

    @usableFromInline
    func recordUnsubscription(at index: Int) {
        let existing = recordedSubscriptions[index]
        recordedSubscriptions[index] = Subscription(existing.subscribe, testScheduler.clock)
    }
}

/// Whether one subscription to a cold test observable has ended.
@usableFromInline
final class ColdSubscriptionState {
    @usableFromInline var isDisposed = false

    @inlinable
    init() {}
}
