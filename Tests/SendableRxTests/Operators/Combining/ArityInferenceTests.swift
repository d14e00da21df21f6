// SendableRx tests — type inference of the parameter-pack `combineLatest` and `zip`, spelled as RxSwift users spell them.

import SendableRx
import SendableRxTest
import XCTest

final class ArityInferenceTests: RxTestCase {
    func testCombineLatestTwoWithSelectorAndTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(310)])
        let summed = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(summed.events, [.next(220, "1x"), .next(230, "2x"), .next(240, "2y"), .completed(310)])

        let tuples = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.combineLatest(Observable.just(1), Observable.just("a")).map { "\($0.0)-\($0.1)" }
        }
        XCTAssertEqual(tuples.events, [.next(1200, "1-a"), .completed(1200)])
    }

    func testCombineLatestEightAndNine() {
        let values = (0..<9).map { Observable.just($0) }
        var eight: [Int] = []
        _ = Observable.combineLatest(
            values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7]
        ) { a, b, c, d, e, f, g, h in [a, b, c, d, e, f, g, h].reduce(0, +) }
        .subscribe(onNext: { eight.append($0) })
        XCTAssertEqual(eight, [28])

        var nine: [String] = []
        _ = Observable.combineLatest(
            values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7], values[8]
        )
        .subscribe(onNext: { tuple in nine.append("\(tuple.0)\(tuple.8)") })
        XCTAssertEqual(nine, ["08"])
    }

    func testFourWithOperatorChain() {
        var sums: [Int] = []
        let a = Observable.just(1), b = Observable.just(2), c = Observable.just(3), d = Observable.just(4)
        _ = Observable.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 }.subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [10])
    }

    func testZipTwoThreeAndCollection() {
        var pairs: [String] = []
        _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b"))
            .subscribe(onNext: { pairs.append("\($0.0)\($0.1)") })
        XCTAssertEqual(pairs, ["1a", "2b"])

        var sums: [Int] = []
        _ = Observable.zip(Observable.of(1, 2), Observable.of(10, 20), Observable.of(100, 200)) { $0 + $1 + $2 }
            .subscribe(onNext: { sums.append($0) })
        XCTAssertEqual(sums, [111, 222])

        var arrays: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(3, 4)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 3], [2, 4]])

        var latest: [[Int]] = []
        _ = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe(onNext: { latest.append($0) })
        XCTAssertEqual(latest, [[1, 2]])
    }

    func testMergeOrderMatchesRxSwiftTrampoline() {
        var log: [Int] = []
        _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, [1, 3, 2, 4])
    }

    func testShareReplayAndFlatMap() {
        var log: [Int] = []
        let shared = Observable.of(1, 2, 3).share(replay: 1)
        _ = shared.flatMap { value in Observable.of(value * 10, value * 100) }.subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log.sorted(), [10, 20, 30, 100, 200, 300])
    }
}
