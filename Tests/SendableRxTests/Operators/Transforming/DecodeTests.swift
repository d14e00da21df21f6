// SendableRx tests — `decode(type:decoder:)` with `JSONDecoder`.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

private struct Point: Decodable, Equatable {
    let x: Int
    let y: Int
}

final class DecodeTests: RxTestCase {
    private func json(_ text: String) -> Data { Data(text.utf8) }

    func testDecodeValidData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#)), .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDecodeInvalidDataErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json("not json")), .next(230, json(#"{"x":3,"y":4}"#)),
            .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(res.events.first, .next(210, Point(x: 1, y: 2)))
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertTrue(res.events.last?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDecodeMissingKeyErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1}"#)), .completed(300)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        guard case .keyNotFound(let key, _)? = res.events.first?.value.error as? DecodingError else {
            return XCTFail("expected keyNotFound, got \(res.events)")
        }
        XCTAssertEqual(key.stringValue, "y")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testDecodeEmptyErrorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250, Data.self)])
        let failing = scheduler.createHotObservable([.error(260, operatorError, Data.self)])
        let never = scheduler.createHotObservable([Recorded<Event<Data>>]())
        let observers = (0..<3).map { _ in scheduler.createObserver(Point.self) }
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            for (source, observer) in zip([empty, failing, never], observers) {
                subscriptions.append(source.decode(type: Point.self, decoder: JSONDecoder()).subscribe(observer))
            }
        }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.completed(250)])
        XCTAssertEqual(observers[1].events, [.error(260, operatorError)])
        XCTAssertEqual(observers[2].events, [])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func testDecodeDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#)), .completed(300),
        ])
        let res = scheduler.start(disposed: 215) { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
