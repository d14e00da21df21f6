// SendableRxCocoa tests — conversions to Signal (the three error strategies, Infallible) and back.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class SignalConversionTests: RxTestCase {
    func testOnErrorJustReturnSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
            let observer = scheduler.start { source.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(231, -1), .completed(231)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        }
    }

    func testOnErrorSignalWithContinuesWithTheFallbackSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
            let fallbackSource = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
            let observer = scheduler.start {
                source.asSignal(onErrorSignalWith: fallbackSource.asSignal(onErrorJustReturn: 0))
            }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(241, 20)])
            XCTAssertEqual(fallbackSource.subscriptions, [Subscription(231, 1000)])
        }
    }

    func testOnErrorRecoverGetsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var recovered: [String] = []
            let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError("x"))])
            let observer = scheduler.start {
                source.asSignal(onErrorRecover: { error in
                    recovered.append("\(error)")
                    return Signal.empty()
                })
            }
            XCTAssertEqual(observer.events, [.completed(232)])
            XCTAssertEqual(recovered, ["TestError(x)"])
        }
    }

    func testInfallibleAsSignal() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let observer = scheduler.start { source.asInfallible(onErrorJustReturn: 0).asSignal() }
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(231)])
        }
    }

    func testSignalBackToObservableAndInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal.of(1, 2).asSignal()
            XCTAssertEqual(scheduler.start { signal.asObservable() }.events, [.next(201, 1), .next(202, 2), .completed(203)])
            let scheduler2 = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler2) {
                let infallible = Signal.of(3).asInfallible()
                let observer = scheduler2.createObserver(Int.self)
                scheduler2.scheduleAt(200) {
                    _ = infallible.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
                }
                scheduler2.start()
                XCTAssertEqual(observer.events, [.next(201, 3), .completed(202)])
            }
        }
    }
}
