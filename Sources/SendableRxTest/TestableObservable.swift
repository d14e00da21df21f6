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
    enum Temperature {
        case hot
        case cold
    }

    /// The scheduler the events are sent on.
    public let testScheduler: TestScheduler

    /// The subscriptions so far, with their subscribe and unsubscribe times.
    public private(set) var subscriptions: [Subscription] = []

    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let temperature: Temperature
    private var hotObservers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], temperature: Temperature) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.temperature = temperature
        guard temperature == .hot else { return }
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let current = self.hotObservers.sorted { $0.key < $1.key }.map(\.value)
                for observer in current {
                    observer.on(recorded.value)
                }
            }
        }
    }

    /// Subscribes an observer and records the subscription time.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: A disposable that ends the subscription and records the time.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        switch temperature {
        case .hot:
            let key = nextKey
            nextKey += 1
            hotObservers[key] = AnyObserver(observer)
            return Disposables.create { [weak self] in
                guard let self, self.hotObservers.removeValue(forKey: key) != nil else { return }
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

    private func recordUnsubscription(at index: Int) {
        let existing = subscriptions[index]
        subscriptions[index] = Subscription(existing.subscribe, testScheduler.clock)
    }
}

private final class ColdSubscriptionState {
    var isDisposed = false
}
