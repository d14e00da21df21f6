// SendableRx tests — recorded events and subscriptions compared directly with Swift Testing's #expect.

import SendableRx
import SendableRxTest
import Testing

/// A plain struct error: neither Equatable nor CustomStringConvertible.
private struct SomeError: Error {}

/// Another error type, to show that different types never compare equal.
private struct OtherError: Error {}

@Suite(.serialized)
struct SwiftTestingSupportTests {
    @Test func recordedEventsAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        // `Observable.create { xs.subscribe($0) }` is what `xs.asObservable()` is in RxSwift: it disposes the
        // subscription when the source completes.
        let observer = scheduler.start { Observable<Int>.create { xs.subscribe($0) } }
        #expect(observer.events == [.next(210, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func coldObservableOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let observer = scheduler.start(disposed: 215) { xs }
        #expect(observer.events == [.next(210, "a")])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func errorEventsCompareByTypeAndDescription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, SomeError())])
        let observer = scheduler.start { xs }
        #expect(observer.events == [.next(210, 1), .error(230, SomeError())])
        #expect(observer.events != [.next(210, 1), .error(230, OtherError())])
        #expect(observer.events != [.next(210, 1), .error(231, SomeError())])
    }

    @Test func singleRecordedValues() {
        #expect(Recorded<Event<Int>>.error(230, SomeError()) == .error(230, SomeError()))
        #expect(Recorded<Event<Int>>.error(230, SomeError()) != .error(230, OtherError()))
        #expect(Recorded<Event<Int>>.next(1, 1).debugDescription == "next(1) @ 1")
        #expect(Subscription(200, 300).debugDescription == "(200 : 300)")
    }

    @Test(arguments: [(0, 201), (5, 206), (20, 221)])
    func justOnSchedulerWithDifferentClocks(offset: Int, expected: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 100 + offset, subscribed: 200 + offset, disposed: 1000) {
            Observable.just(offset, scheduler: scheduler)
        }
        #expect(observer.events == [.next(expected, offset), .completed(expected + 1)])
    }
}
