// SendableRx tests — `generate`.

import SendableRx
import SendableRxTest
import XCTest

final class GenerateTests: RxTestCase {
    func testGenerateValues() {
        var values: [Int] = []
        var completed = false
        _ = Observable.generate(initialState: 1, condition: { $0 < 10 }, iterate: { $0 * 2 })
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(values, [1, 2, 4, 8])
        XCTAssertTrue(completed)
    }

    func testGenerateWithTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(
            res.events,
            [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)]
        )
    }

    func testConditionFalseAtStartCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var iterateCalls = 0
        let res = scheduler.start {
            Observable.generate(initialState: 5, condition: { $0 < 0 }, iterate: { value -> Int in
                iterateCalls += 1
                return value + 1
            })
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(iterateCalls, 0)
    }

    func testThrowingConditionSendsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { value in
                    if value == 2 { throw EquatableError.first }
                    return true
                },
                scheduler: scheduler,
                iterate: { $0 + 1 }
            )
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, EquatableError.first)])
    }

    func testThrowingIterateSendsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { _ in true },
                scheduler: scheduler,
                iterate: { value in
                    if value == 1 { throw EquatableError.second }
                    return value + 1
                }
            )
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .error(203, EquatableError.second)])
    }

    func testGenerateDisposedMidway() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler, iterate: { $0 + 1 })
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func testStateIsFreshForEachSubscription() {
        let source = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [0, 1, 2, 0, 1, 2])
    }
}
