// SendableRxTest — an observer that records events with their virtual times.

import SendableRx

/// Records every event it receives with the virtual time of its ``TestScheduler``.
///
/// Compare ``events`` with an expected array: `XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])`
/// or `#expect(observer.events == [.next(210, 1), .completed(300)])`.
public final class TestableObserver<Element>: ObserverType {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler

    /// The events received so far, with the virtual time of each.
    public var events: [Recorded<Event<Element>>] { recorded }

    @usableFromInline var recorded: [Recorded<Event<Element>>] = []

    @usableFromInline
    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records the event at the scheduler's current time.
    ///
    /// - Parameter event: The event.
    @inlinable
    public func on(_ event: Event<Element>) {
        recorded.append(Recorded(time: scheduler.clock, value: event))
    }
}
