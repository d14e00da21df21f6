// SendableRxCocoa tests — marble tests of flatMap, flatMapLatest, flatMapFirst, concatMap, switchLatest, merge()
// and merge(maxConcurrent:), including inner sequences of another sharing strategy.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class HigherOrderTests: RxTestCase {
    private func mocked(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    func testFlatMapLatestDisposesThePreviousInnerSequence() {
        mocked { scheduler in
            let outer = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(300)])
            let innerA = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
            let innerB = scheduler.createHotObservable([.next(240, 10), .next(250, 11), .completed(260)])
            let observer = scheduler.start {
                outer.asDriver(onErrorJustReturn: "").flatMapLatest { key in
                    (key == "a" ? innerA : innerB).asDriver(onErrorJustReturn: -1)
                }
            }
            XCTAssertEqual(observer.events, [.next(216, 1), .next(241, 10), .next(251, 11), .completed(301)])
            XCTAssertEqual(innerA.subscriptions, [Subscription(211, 231)])
            XCTAssertEqual(innerB.subscriptions, [Subscription(231, 260)])
            XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        }
    }

    /// A Driver mapped to Signals is a Signal: the result has the inner sequences' strategy.
    func testFlatMapLatestToAnotherSharingStrategy() {
        mocked { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let inner = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
            let signal: Signal<String> = outer.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
                inner.asSignal(onErrorJustReturn: "").map { "\(value)\($0)" }
            }
            let first = scheduler.createObserver(String.self)
            let late = scheduler.createObserver(String.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(225) { subscriptions.append(signal.asObservable().subscribe(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(221, "1x"), .next(241, "2y")])
            // A Signal replays nothing: the late subscriber sees only what comes after it.
            XCTAssertEqual(late.events, [.next(241, "2y")])
        }
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        mocked { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
            let inners = [
                1: scheduler.createHotObservable([.next(215, 10), .completed(225)]),
                2: scheduler.createHotObservable([.next(222, 20)]),
                3: scheduler.createHotObservable([.next(245, 30), .completed(250)]),
            ]
            let observer = scheduler.start {
                outer.asDriver(onErrorJustReturn: 0).flatMapFirst { inners[$0]!.asDriver(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(observer.events, [.next(216, 10), .next(246, 30)])
            XCTAssertEqual(inners[1]!.subscriptions, [Subscription(211, 225)])
            XCTAssertEqual(inners[2]!.subscriptions, [])
            XCTAssertEqual(inners[3]!.subscriptions, [Subscription(241, 250)])
        }
    }

    func testFlatMapMergesEveryInnerSequence() {
        mocked { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let inners = [
                1: scheduler.createHotObservable([.next(215, 10), .next(235, 11), .completed(240)]),
                2: scheduler.createHotObservable([.next(225, 20), .completed(250)]),
            ]
            let observer = scheduler.start {
                outer.asSignal(onErrorJustReturn: 0).flatMap { inners[$0]!.asSignal(onErrorJustReturn: -1) }
            }
            XCTAssertEqual(observer.events, [.next(216, 10), .next(226, 20), .next(236, 11), .completed(251)])
        }
    }

    func testConcatMapSubscribesToTheNextInnerSequenceWhenThePreviousCompletes() {
        mocked { scheduler in
            let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let inners = [
                1: scheduler.createColdObservable([.next(5, 10), .completed(20)]),
                2: scheduler.createColdObservable([.next(5, 20), .completed(10)]),
            ]
            let observer = scheduler.start {
                outer.asDriver(onErrorJustReturn: 0).concatMap { inners[$0]!.asDriver(onErrorJustReturn: -1) }
            }
            // Inner 1 runs from 211 (element delivered at 217, completion at 232); inner 2 starts at 232.
            XCTAssertEqual(observer.events, [.next(217, 10), .next(238, 20), .completed(243)])
            XCTAssertEqual(inners[1]!.subscriptions, [Subscription(211, 231)])
            XCTAssertEqual(inners[2]!.subscriptions, [Subscription(232, 242)])
        }
    }

    func testSwitchLatest() {
        mocked { scheduler in
            let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
            let second = scheduler.createHotObservable([.next(245, 3), .completed(260)])
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(230, second.asDriver(onErrorJustReturn: -1)),
                .completed(240),
            ])
            let observer = scheduler.start { outer.asDriver(onErrorJustReturn: Driver.empty()).switchLatest() }
            XCTAssertEqual(observer.events, [.next(216, 1), .next(246, 3), .completed(261)])
            XCTAssertEqual(first.subscriptions, [Subscription(211, 231)])
            XCTAssertEqual(second.subscriptions, [Subscription(231, 260)])
        }
    }

    func testMergeOfInnerSequences() {
        mocked { scheduler in
            let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(236)])
            let second = scheduler.createHotObservable([.next(225, 3), .completed(240)])
            let outer = scheduler.createHotObservable([
                .next(210, first.asSignal(onErrorJustReturn: -1)),
                .next(220, second.asSignal(onErrorJustReturn: -1)),
                .completed(230),
            ])
            let observer = scheduler.start { outer.asSignal(onErrorJustReturn: Signal.empty()).merge() }
            XCTAssertEqual(observer.events, [.next(216, 1), .next(226, 3), .next(236, 2), .completed(241)])
        }
    }

    func testMergeWithMaxConcurrentQueuesTheOthers() {
        mocked { scheduler in
            let first = scheduler.createColdObservable([.next(5, 1), .completed(10)])
            let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(212, second.asDriver(onErrorJustReturn: -1)),
            ])
            let observer = scheduler.start { outer.asDriver(onErrorJustReturn: Driver.empty()).merge(maxConcurrent: 1) }
            // The second waits for the first to complete (delivered at 222) before it is subscribed to.
            XCTAssertEqual(observer.events, [.next(217, 1), .next(228, 2)])
            XCTAssertEqual(first.subscriptions, [Subscription(211, 221)])
            XCTAssertEqual(second.subscriptions, [Subscription(222, 232)])
        }
    }
}
