// SendableRx tests — `from(array)` and `from(sequence)`, on the default trampoline and on a TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

/// A sequence that counts how many times it was iterated.
private final class CountingSequence: Sequence {
    var iterations = 0
    let values: [Int]
    init(_ values: [Int]) { self.values = values }

    func makeIterator() -> IndexingIterator<[Int]> {
        iterations += 1
        return values.makeIterator()
    }
}

final class FromTests: RxTestCase {
    func testFromArrayIsSynchronousAndOrdered() {
        var log: [String] = []
        _ = Observable.from([3, 1, 2]).subscribe(
            onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["3", "1", "2", "completed", "returned"])
    }

    func testFromArrayWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([1, 2, 3], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromEmptyArray() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([]) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func testFromSequenceIsSynchronousAndOrdered() {
        var values: [Int] = []
        var completed = false
        _ = Observable.from(stride(from: 10, to: 0, by: -3)).subscribe(
            onNext: { values.append($0) }, onCompleted: { completed = true }
        )
        XCTAssertEqual(values, [10, 7, 4, 1])
        XCTAssertTrue(completed)
    }

    func testFromSequenceWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(1...3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromSequenceIsIteratedPerSubscription() {
        let sequence = CountingSequence([1, 2])
        let source = Observable.from(sequence)
        XCTAssertEqual(sequence.iterations, 0)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(sequence.iterations, 2)
        XCTAssertEqual(values, [1, 2, 1, 2])
    }

    func testFromSequenceDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(1...100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1)])
    }
}
