// SendableRxCocoa tests — marble tests of throttle, debounce and delay, timed by the strategy's scheduler.

import Dispatch
import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class TimeTests: RxTestCase {
    private func mocked(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    /// Elements arrive at 211, 213, 215 and 231: the first is sent at once, the latest of its window (3) when
    /// the window closes at 216, and 4 at once because its window has long closed.
    func testThrottleSendsTheLatestElementOfAWindowWhenItCloses() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([
                .next(210, 1), .next(212, 2), .next(214, 3), .next(230, 4), .completed(240),
            ])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).throttle(.seconds(5)) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(216, 3), .next(231, 4), .completed(241)])
        }
    }

    func testThrottleWithoutLatestDropsTheWindowsElements() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(214, 3), .next(230, 4)])
            let observer = scheduler.start {
                source.asSignal(onErrorJustReturn: 0).throttle(.seconds(5), latest: false)
            }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, 4)])
        }
    }

    func testDebounceSendsAnElementOnceTheSourceHasBeenQuiet() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(250)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).debounce(.seconds(5)) }
            XCTAssertEqual(observer.events, [.next(218, 2), .next(236, 3), .completed(251)])
        }
    }

    /// Completion of a debounced sequence sends the pending element first.
    func testDebounceSendsThePendingElementOnCompletion() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .completed(212)])
            let observer = scheduler.start { source.asSignal(onErrorJustReturn: 0).debounce(.seconds(5)) }
            XCTAssertEqual(observer.events, [.next(213, 1), .completed(213)])
        }
    }

    func testDelayShiftsEveryEvent() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).delay(.seconds(10)) }
            XCTAssertEqual(observer.events, [.next(221, 1), .next(231, 2), .completed(241)])
        }
    }

    /// The fallback element of an error is delayed like any element. The fallback and the completion arrive at the
    /// same tick (221); `delay` sends one event per scheduled action, so the completion, due at the same time as the
    /// fallback, goes out one tick after it on a TestScheduler (RxSwift's delay does the same).
    func testDelayShiftsTheFallbackElement() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1).delay(.seconds(5)) }
            XCTAssertEqual(observer.events, [.next(216, 1), .next(226, -1), .completed(227)])
        }
    }

    func testZeroDurationsAreAccepted() {
        mocked { scheduler in
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 0).throttle(.seconds(0)) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2)])
        }
    }
}
