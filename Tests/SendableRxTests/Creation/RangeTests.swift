// SendableRx tests — `range` (the negative-count precondition is tested in RangePreconditionTests).

import SendableRx
import SendableRxTest
import XCTest

final class RangeTests: RxTestCase {
    func testRangeValues() {
        var values: [Int] = []
        var completed = false
        _ = Observable.range(start: 5, count: 4).subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [5, 6, 7, 8])
        XCTAssertTrue(completed)
    }

    func testRangeNegativeStart() {
        var values: [Int] = []
        _ = Observable.range(start: -2, count: 3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [-2, -1, 0])
    }

    func testRangeWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testRangeCountZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 10, count: 0) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testRangeCountZeroWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 10, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testRangeUpToTheMaximum() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
    }

    func testRangeOtherIntegerType() {
        var values: [UInt8] = []
        _ = Observable<UInt8>.range(start: 253, count: 3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [253, 254, 255])
    }

    func testRangeDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }
}
