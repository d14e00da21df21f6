// SendableRxCocoa tests — marble tests of merge (static forms), concat, zip and combineLatest (collections and two
// to eight sources, with and without a selector), withLatestFrom (both forms) and sample.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class CombiningTests: RxTestCase {
    private func mocked(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    // MARK: merge, concat

    func testStaticMergeForms() {
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let drivers = [a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]
            let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(231, 3), .completed(251)]
            XCTAssertEqual(scheduler.start { Driver.merge(drivers[0], drivers[1]) }.events, expected)
        }
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
            let signals = [a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)]
            XCTAssertEqual(scheduler.start { Signal.merge(signals) }.events, [.next(211, 1), .next(221, 2), .completed(251)])
        }
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .completed(240)])
            let sources = ContiguousArray([a.asDriver(onErrorJustReturn: 0)])
            XCTAssertEqual(scheduler.start { Driver.merge(sources) }.events, [.next(211, 1), .completed(241)])
        }
    }

    /// `concat` subscribes to the next sequence when the previous completes: each `just` needs its own tick.
    func testConcatOfACollection() {
        mocked { scheduler in
            let observer = scheduler.start { Driver.concat([Driver.just(1), Driver.just(2), Driver.of(3, 4)]) }
            XCTAssertEqual(observer.events, [
                .next(201, 1), .next(202, 2), .next(203, 3), .next(204, 4), .completed(205),
            ])
        }
    }

    func testConcatOfALazySequence() {
        mocked { scheduler in
            var made: [Int] = []
            let sequence = (1...3).lazy.map { value -> Signal<Int> in
                made.append(value)
                return Signal.just(value * 10)
            }
            let observer = scheduler.start { Signal.concat(AnySequence(sequence)) }
            XCTAssertEqual(observer.events, [.next(201, 10), .next(202, 20), .next(203, 30), .completed(203)])
            XCTAssertEqual(made, [1, 2, 3])
        }
    }

    // MARK: zip, combineLatest

    func testZipTwoWithASelectorAndAsTuples() {
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let b = scheduler.createHotObservable([.next(215, "x"), .next(235, "y"), .completed(250)])
            let da = a.asDriver(onErrorJustReturn: 0)
            let db = b.asDriver(onErrorJustReturn: "")
            let observer = scheduler.start { Driver.zip(da, db) { "\($0)\($1)" } }
            XCTAssertEqual(observer.events, [.next(216, "1x"), .next(236, "2y"), .completed(251)])
        }
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let b = scheduler.createHotObservable([.next(215, "x")])
            let tuples = Driver.zip(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: ""))
            let observer = scheduler.start { tuples.map { "\($0.0)\($0.1)" } }
            XCTAssertEqual(observer.events, [.next(216, "1x")])
        }
    }

    func testCombineLatestTwoWithASelectorAndAsTuples() {
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
            let b = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .completed(260)])
            let da = a.asSignal(onErrorJustReturn: 0)
            let db = b.asSignal(onErrorJustReturn: 0)
            let observer = scheduler.start { Signal.combineLatest(da, db) { $0 + $1 } }
            XCTAssertEqual(observer.events, [.next(221, 11), .next(231, 12), .next(251, 22), .completed(261)])
            let tuples: Signal<(Int, Int)> = Signal.combineLatest(da, db)
            _ = tuples
        }
    }

    /// Eight sources: the widest arity RxCocoa writes out.
    func testZipAndCombineLatestOfEightSources() {
        mocked { scheduler in
            let sources = (1...8).map { index in
                scheduler.createHotObservable([.next(200 + index, index), .next(300 + index, index * 10)])
                    .asDriver(onErrorJustReturn: 0)
            }
            let zipped = Driver.zip(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
            ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            let combined = Driver.combineLatest(
                sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
            ).map { $0.0 + $0.7 }
            let zipObserver = scheduler.createObserver(Int.self)
            let combineObserver = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(zipped.asObservable().subscribe(zipObserver))
                subscriptions.append(combined.asObservable().subscribe(combineObserver))
            }
            scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(zipObserver.events, [.next(209, 36), .next(309, 360)])
            // The first combination when the eighth source's element arrives; then one per new element.
            XCTAssertEqual(combineObserver.events, [
                .next(209, 9), .next(302, 18), .next(303, 18), .next(304, 18), .next(305, 18), .next(306, 18),
                .next(307, 18), .next(308, 18), .next(309, 90),
            ])
        }
    }

    func testZipAndCombineLatestOfThreeToSevenSources() {
        mocked { scheduler in
            let s = (1...7).map { index in Driver.just(index) }
            let observers = (3...7).map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions = [
                    Driver.zip(s[0], s[1], s[2]) { $0 + $1 + $2 }.asObservable().subscribe(observers[0]),
                    Driver.combineLatest(s[0], s[1], s[2], s[3]) { $0 + $1 + $2 + $3 }.asObservable()
                        .subscribe(observers[1]),
                    Driver.zip(s[0], s[1], s[2], s[3], s[4]).map { $0.0 + $0.4 }.asObservable().subscribe(observers[2]),
                    Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { $0.5 }.asObservable()
                        .subscribe(observers[3]),
                    Driver.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { $0 * $1 * $2 * $3 * $4 * $5 * $6 }
                        .asObservable().subscribe(observers[4]),
                ]
            }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(201, 6), .completed(201)])
            XCTAssertEqual(observers[1].events, [.next(201, 10), .completed(201)])
            XCTAssertEqual(observers[2].events, [.next(201, 6), .completed(201)])
            XCTAssertEqual(observers[3].events, [.next(201, 6), .completed(201)])
            XCTAssertEqual(observers[4].events, [.next(201, 5040), .completed(201)])
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testZipAndCombineLatestOfCollections() {
        mocked { scheduler in
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4)])
            let drivers = [a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]
            let zipped = Driver.zip(drivers)
            let zippedSum = Driver.zip(drivers) { $0.reduce(0, +) }
            let combined = Driver.combineLatest(drivers)
            let combinedSum = Driver.combineLatest(drivers) { $0.reduce(0, +) }
            let observers = (0..<4).map { _ in scheduler.createObserver(String.self) }
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions = [
                    zipped.map { "\($0)" }.asObservable().subscribe(observers[0]),
                    zippedSum.map { "\($0)" }.asObservable().subscribe(observers[1]),
                    combined.map { "\($0)" }.asObservable().subscribe(observers[2]),
                    combinedSum.map { "\($0)" }.asObservable().subscribe(observers[3]),
                ]
            }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(221, "[1, 2]"), .next(241, "[3, 4]")])
            XCTAssertEqual(observers[1].events, [.next(221, "3"), .next(241, "7")])
            XCTAssertEqual(observers[2].events, [.next(221, "[1, 2]"), .next(231, "[3, 2]"), .next(241, "[3, 4]")])
            XCTAssertEqual(observers[3].events, [.next(221, "3"), .next(231, "5"), .next(241, "7")])
        }
    }

    // MARK: withLatestFrom, sample

    func testWithLatestFromBothForms() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(205, "a"), .next(225, "b"), .next(235, "c"), .completed(250)])
            let second = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let driver = source.asDriver(onErrorJustReturn: "")
            let other = second.asDriver(onErrorJustReturn: 0)
            let combined = scheduler.createObserver(String.self)
            let latest = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(
                    driver.withLatestFrom(other) { "\($0)\($1)" }.asObservable().subscribe(combined)
                )
                subscriptions.append(driver.withLatestFrom(other).asObservable().subscribe(latest))
            }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(combined.events, [.next(226, "b1"), .next(236, "c2"), .completed(251)])
            XCTAssertEqual(latest.events, [.next(226, 1), .next(236, 2), .completed(251)])
        }
    }

    func testSampleSendsTheLatestNewElementOnEachSample() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
            let ticks = scheduler.createHotObservable([.next(225, ()), .next(230, ()), .next(250, ())])
            let observer = scheduler.start {
                source.asSignal(onErrorJustReturn: 0).sample(ticks.asSignal(onErrorJustReturn: ()))
            }
            XCTAssertEqual(observer.events, [.next(226, 2), .next(251, 3)])
        }
    }

    func testSampleWithADefaultValue() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1)])
            let ticks = scheduler.createHotObservable([.next(225, ()), .next(230, ())])
            let observer = scheduler.start {
                source.asDriver(onErrorJustReturn: 0).sample(ticks.asDriver(onErrorJustReturn: ()), defaultValue: -1)
            }
            XCTAssertEqual(observer.events, [.next(226, 1), .next(231, -1)])
        }
    }
}
