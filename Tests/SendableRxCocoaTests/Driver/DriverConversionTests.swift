// SendableRxCocoa tests — conversions to Driver (the three error strategies, Infallible, BehaviorRelay) and back.

import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class DriverConversionTests: RxTestCase {
    func testOnErrorJustReturnSendsTheElementThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        }
    }

    func testOnErrorJustReturnPassesCompletionThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(observer.events, [.next(211, 1), .completed(221)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        }
    }

    func testOnErrorDriveWithContinuesWithTheFallbackDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
            let fallbackSource = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(250)])
            let fallback = fallbackSource.asDriver(onErrorJustReturn: 0)
            let observer = scheduler.start { source.asDriver(onErrorDriveWith: fallback) }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(241, 20), .completed(251)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(fallbackSource.subscriptions, [Subscription(231, 250)])
        }
    }

    func testOnErrorRecoverGetsTheErrorAndContinuesWithItsDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var recovered: [TestError] = []
            let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError("boom"))])
            let observer = scheduler.start {
                source.asDriver(onErrorRecover: { error in
                    recovered.append(error as! TestError)
                    return Driver.from([7, 8])
                })
            }
            // The fallback is subscribed to when the error is delivered (231); `from` sends on the next ticks.
            XCTAssertEqual(observer.events, [.next(211, 1), .next(232, 7), .next(233, 8), .completed(234)])
            XCTAssertEqual(recovered, [TestError("boom")])
        }
    }

    /// The fallback element is shared like any other: a subscriber arriving after the error-and-completion starts
    /// a new connection.
    func testOnErrorJustReturnOnAColdSourceFailingAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(0, TestError())])
            let observer = scheduler.start { source.asDriver(onErrorJustReturn: 42) }
            XCTAssertEqual(observer.events, [.next(201, 42), .completed(201)])
            XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])
        }
    }

    func testAsSharedSequenceWithAnExplicitStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let justReturn: Driver<Int> = source.asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0
            )
            XCTAssertEqual(scheduler.start { justReturn }.events, [.next(211, 1), .next(221, 0), .completed(221)])
            let scheduler2 = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler2) {
                let source2 = scheduler2.createHotObservable([.next(210, 1), .error(220, TestError())])
                let driveWith2: Signal<Int> = source2.asSharedSequence(onErrorDriveWith: Signal.just(9))
                XCTAssertEqual(scheduler2.start { driveWith2 }.events, [.next(211, 1), .next(222, 9), .completed(222)])
            }
            let scheduler3 = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler3) {
                let source3 = scheduler3.createHotObservable([.next(210, 1), .error(220, TestError())])
                let recover3: Signal<Int> = source3.asSharedSequence(onErrorRecover: { _ in Signal.just(8) })
                XCTAssertEqual(scheduler3.start { recover3 }.events, [.next(211, 1), .next(222, 8), .completed(222)])
            }
        }
    }

    func testInfallibleAsDriverNeedsNoErrorStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let driver = source.asInfallible(onErrorJustReturn: 0).asDriver()
            let observer = scheduler.start { driver }
            XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(231)])
        }
    }

    func testBehaviorRelayAsDriverStartsWithTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: "initial")
            let driver = relay.asDriver()
            scheduler.scheduleAt(210) { relay.accept("changed") }
            let observer = scheduler.start { driver }
            XCTAssertEqual(observer.events, [.next(201, "initial"), .next(211, "changed")])
            XCTAssertEqual(relay.value, "changed")
        }
    }

    func testDriverAsDriverIsItself() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.just(3)
            XCTAssertEqual(scheduler.start { driver.asDriver().asSharedSequence() }.events, [.next(201, 3), .completed(201)])
        }
    }

    func testDriverBackToObservableAndInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
            let driver = source.asDriver(onErrorJustReturn: -1)
            let infallible: Infallible<Int> = driver.asInfallible()
            let observable: Observable<Int> = driver.asObservable()
            let viaInfallible = scheduler.createObserver(Int.self)
            let viaObservable = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = infallible.subscribe(onNext: { viaInfallible.onNext($0) }, onCompleted: { viaInfallible.onCompleted() })
                _ = observable.subscribe(viaObservable)
            }
            scheduler.start()
            let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, -1), .completed(221)]
            XCTAssertEqual(viaInfallible.events, expected)
            XCTAssertEqual(viaObservable.events, expected)
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        }
    }
}
