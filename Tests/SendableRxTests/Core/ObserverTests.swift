// SendableRx tests — AnyObserver, the ObserverType conveniences, mapObserver, and a user class adopting ObserverType.

import SendableRx
import SendableRxTest
import XCTest

/// An observer written by a user: records every event it is given.
private final class RecordingObserver<Element>: ObserverType {
    var events: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(event)
    }
}

final class ObserverTests: RxTestCase {
    func testEventHandlerInitForwardsEveryEvent() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int>(eventHandler: { events.append($0) })
        observer.on(.next(1))
        observer.on(.next(2))
        observer.on(.completed)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testAnyObserverItselfDoesNotEnforceGrammar() {
        // AnyObserver is a plain forwarder, as in RxSwift; the grammar is enforced by sinks and AnonymousObserver.
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int>(eventHandler: { events.append($0) })
        observer.onCompleted()
        observer.onNext(1)
        XCTAssertEqual(events, [.completed, .next(1)])
    }

    func testWrappingInitForwardsToTheWrappedObserver() {
        let recorder = RecordingObserver<String>()
        let observer = AnyObserver(recorder)
        observer.onNext("a")
        observer.onError(EquatableError.first)
        XCTAssertEqual(recorder.events, [.next("a"), .error(EquatableError.first)])
    }

    func testWrappingAnAnyObserverKeepsForwarding() {
        var events: [Event<Int>] = []
        let inner = AnyObserver<Int>(eventHandler: { events.append($0) })
        let outer = AnyObserver(inner)
        outer.onNext(7)
        XCTAssertEqual(events, [.next(7)])
    }

    func testAsObserver() {
        let recorder = RecordingObserver<Int>()
        let erased: AnyObserver<Int> = recorder.asObserver()
        erased.onNext(1)
        erased.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .completed])

        var events: [Event<Int>] = []
        let anyObserver = AnyObserver<Int>(eventHandler: { events.append($0) })
        anyObserver.asObserver().onNext(9)
        XCTAssertEqual(events, [.next(9)])
    }

    func testObserverTypeConveniences() {
        let recorder = RecordingObserver<Int>()
        recorder.onNext(1)
        recorder.onError(TestError("x"))
        recorder.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .error(TestError("x")), .completed])
    }

    func testMapObserverTransformsElements() {
        let recorder = RecordingObserver<Int>()
        let stringObserver: AnyObserver<String> = recorder.mapObserver { $0.count }
        stringObserver.onNext("abc")
        stringObserver.onNext("")
        stringObserver.onCompleted()
        XCTAssertEqual(recorder.events, [.next(3), .next(0), .completed])
    }

    func testMapObserverPassesErrorsThrough() {
        let recorder = RecordingObserver<Int>()
        let stringObserver: AnyObserver<String> = recorder.mapObserver { $0.count }
        stringObserver.onError(EquatableError.second)
        XCTAssertEqual(recorder.events, [.error(EquatableError.second)])
    }

    func testMapObserverThrowingTransformSendsError() {
        let recorder = RecordingObserver<Int>()
        let parser: AnyObserver<String> = recorder.mapObserver { text in
            guard let value = Int(text) else { throw EquatableError.first }
            return value
        }
        parser.onNext("12")
        parser.onNext("not a number")
        XCTAssertEqual(recorder.events, [.next(12), .error(EquatableError.first)])
    }

    func testUserObserverSubscribedToAnObservable() {
        let recorder = RecordingObserver<Int>()
        let subscription = Observable.of(1, 2, 3).subscribe(recorder)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
        subscription.dispose()
    }

    func testUserObserverOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, EquatableError.first)])
        let recorder = RecordingObserver<Int>()
        scheduler.scheduleAt(200) { _ = xs.subscribe(recorder) }
        scheduler.start()
        XCTAssertEqual(recorder.events, [.next(2), .error(EquatableError.first)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200)])
    }
}
