// SendableRxCocoa tests — marble tests of map, compactMap, scan, filter, distinctUntilChanged (four forms), skip,
// take and startWith on drivers and signals (TestScheduler mock: elements of a converted source arrive one tick
// after the source sent them).

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class TransformingAndFilteringTests: RxTestCase {
    /// Runs `body` with a TestScheduler mock in place.
    private func mocked(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    func testMap() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).map { $0 * 10 } }
            XCTAssertEqual(observer.events, [.next(211, 10), .next(221, 20), .completed(231)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        }
    }

    func testMapOnASignalChangesTheElementType() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let signal: Signal<String> = source.asSignal(onErrorJustReturn: 0).map { "#\($0)" }
            XCTAssertEqual(scheduler.start { signal }.events, [.next(211, "#1"), .next(221, "#2")])
        }
    }

    func testCompactMap() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let observer = scheduler.start {
                source.asDriver(onErrorJustReturn: 0).compactMap { $0 % 2 == 1 ? "odd \($0)" : nil }
            }
            XCTAssertEqual(observer.events, [.next(211, "odd 1"), .next(231, "odd 3"), .completed(241)])
        }
    }

    func testScan() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).scan(100) { $0 + $1 } }
            XCTAssertEqual(observer.events, [.next(211, 101), .next(221, 103), .next(231, 106)])
        }
    }

    /// An error upstream becomes the fallback element, which the operators after the conversion see like any other.
    func testScanSeesTheFallbackElement() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 50).scan(0) { $0 + $1 } }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 51), .completed(221)])
        }
    }

    func testFilter() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(240)])
            let observer = scheduler.start { source.asSignal(onErrorJustReturn: 0).filter { $0.isMultiple(of: 2) } }
            XCTAssertEqual(observer.events, [.next(221, 2), .next(231, 4), .completed(241)])
        }
    }

    func testDistinctUntilChanged() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
            ])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).distinctUntilChanged() }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 2), .next(251, 1), .completed(261)])
        }
    }

    func testDistinctUntilChangedWithAKeySelector() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "cc"), .next(240, "dd")])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: "").distinctUntilChanged { $0.count } }
            XCTAssertEqual(observer.events, [.next(211, "a"), .next(231, "cc")])
        }
    }

    func testDistinctUntilChangedWithAComparer() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, -1), .next(230, 2), .next(240, -2)])
            let observer = scheduler.start {
                source.asDriver(onErrorJustReturn: 0).distinctUntilChanged { abs($0) == abs($1) }
            }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 2)])
        }
    }

    func testDistinctUntilChangedWithAKeySelectorAndAComparer() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, "a1"), .next(220, "A2"), .next(230, "b3")])
            let observer = scheduler.start {
                source.asSignal(onErrorJustReturn: "").distinctUntilChanged({ $0.prefix(1) }, comparer: {
                    $0.lowercased() == $1.lowercased()
                })
            }
            XCTAssertEqual(observer.events, [.next(211, "a1"), .next(231, "b3")])
        }
    }

    func testSkip() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).skip(2) }
            XCTAssertEqual(observer.events, [.next(231, 3), .next(241, 4)])
        }
    }

    func testSkipZeroAndNegativeDropNothing() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1)])
            XCTAssertEqual(scheduler.start { source.asDriver(onErrorJustReturn: 0).skip(0) }.events, [.next(211, 1)])
        }
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1)])
            XCTAssertEqual(scheduler.start { source.asDriver(onErrorJustReturn: 0).skip(-3) }.events, [.next(211, 1)])
        }
    }

    /// `take` completes with its last element and disposes the source subscription at that moment.
    func testTake() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).take(2) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(221)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 221)])
        }
    }

    func testTakeZeroCompletesAtOnce() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1)])
            let observer = scheduler.start { source.asSignal(onErrorJustReturn: 0).take(0) }
            XCTAssertEqual(observer.events, [.completed(200)])
        }
    }

    /// The start element is sent synchronously on subscription; the source's elements follow, one tick late.
    func testStartWith() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).startWith(0) }
            XCTAssertEqual(observer.events, [.next(200, 0), .next(211, 1), .completed(221)])
        }
    }

    /// A Driver built with `startWith` replays the latest element, the start element included.
    func testStartWithIsReplayedToALateSubscriberOfADriver() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(250, 1)])
            let driver = source.asDriver(onErrorJustReturn: 0).startWith(0)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.asObservable().subscribe(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(200, 0), .next(251, 1)])
            XCTAssertEqual(late.events, [.next(220, 0), .next(251, 1)])
        }
    }
}
