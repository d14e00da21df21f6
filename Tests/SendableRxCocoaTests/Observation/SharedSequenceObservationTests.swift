// SendableRxCocoa tests — Drivers and Signals with the Observation framework: `Driver.observe { model.x }` on a
// mocked sharing scheduler (exact virtual times), and `drive(model, \.x)` / `emit(to: model, \.x)` setting
// main-actor properties (this file compiles in Swift 6 mode with zero warnings: the compiler checks isolation).

import Observation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

@MainActor @Observable
final class BasketModel {
    var count = 0
    var label = ""
    var note: String?
}

/// XCTest runs every test on the main thread; the bodies assume the main actor (a `@MainActor` test class cannot be
/// discovered by XCTest on Linux).
final class SharedSequenceObservationTests: RxTestCase {
    func testDriverObserveEmitsTheCurrentValueThenEachChangeOnTheMockedScheduler() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let model = BasketModel()
            SharingScheduler.mock(scheduler: scheduler) {
                scheduler.scheduleAt(300) { model.count = 1 }
                scheduler.scheduleAt(400) {
                    model.count = 2
                    model.count = 3
                }
                let res = scheduler.start { Driver.observe { model.count }.asObservable() }
                // The read runs one tick after the subscription or the change (on the test scheduler), and the
                // driver's hop to its scheduler adds one more tick; two changes before a read give one element.
                XCTAssertEqual(res.events, [.next(202, 0), .next(302, 1), .next(402, 3)])
            }
        }
    }

    func testDriverObserveSharesOneTrackingAndReplaysTheLatestValue() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let model = BasketModel()
            SharingScheduler.mock(scheduler: scheduler) {
                var reads = 0
                let driver = Driver.observe { () -> Int in
                    reads += 1
                    return model.count
                }
                let first = scheduler.createObserver(Int.self)
                let second = scheduler.createObserver(Int.self)
                var subscriptions: [any Disposable] = []
                scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
                scheduler.scheduleAt(250) { subscriptions.append(driver.asObservable().subscribe(second)) }
                scheduler.scheduleAt(300) { model.count = 5 }
                scheduler.scheduleAt(500) { subscriptions.forEach { $0.dispose() } }
                scheduler.scheduleAt(600) { model.count = 6 }
                scheduler.start()
                XCTAssertEqual(first.events, [.next(202, 0), .next(302, 5)])
                XCTAssertEqual(second.events, [.next(250, 0), .next(302, 5)])
                // One tracking for both subscribers, and none after the last one left.
                XCTAssertEqual(reads, 2)
            }
        }
    }

    func testDriveSetsTheModelPropertyAndHoldsTheModelWeakly() {
        MainActor.assumeIsolated {
            let relay = BehaviorRelay(value: "a")
            var model: BasketModel? = BasketModel()
            weak let weakModel = model
            let subscription = relay.asDriver().drive(model!, \.label)
            XCTAssertTrue(runMainLoop(until: { model?.label == "a" }))
            relay.accept("b")
            XCTAssertTrue(runMainLoop(until: { model?.label == "b" }))
            model = nil
            XCTAssertNil(weakModel, "the binding must not keep the model alive")
            relay.accept("c")
            drainMainQueue()
            subscription.dispose()
        }
    }

    func testDriveAndEmitSetOptionalProperties() {
        MainActor.assumeIsolated {
            let model = BasketModel()
            let titles = PublishRelay<String>()
            let bag = DisposeBag()
            titles.asDriver(onErrorJustReturn: "").drive(model, \.note).disposed(by: bag)
            titles.accept("driven")
            XCTAssertTrue(runMainLoop(until: { model.note == "driven" }))

            let signalModel = BasketModel()
            titles.asSignal().emit(to: signalModel, \.note).disposed(by: bag)
            titles.accept("emitted")
            XCTAssertTrue(runMainLoop(until: { signalModel.note == "emitted" }))
        }
    }

    func testEmitSetsTheModelPropertyForEachElement() {
        MainActor.assumeIsolated {
            let model = BasketModel()
            let taps = PublishRelay<Int>()
            let subscription = taps.asSignal().emit(to: model, \.count)
            taps.accept(1)
            taps.accept(2)
            XCTAssertTrue(runMainLoop(until: { model.count == 2 }))
            subscription.dispose()
            taps.accept(3)
            drainMainQueue()
            XCTAssertEqual(model.count, 2, "nothing is set after dispose")
        }
    }

    func testObservedModelDrivesAnotherModel() {
        MainActor.assumeIsolated {
            let scheduler = TestScheduler(initialClock: 0)
            let source = BasketModel()
            let target = BasketModel()
            SharingScheduler.mock(scheduler: scheduler) {
                let subscription = Driver.observe { source.count }.map { "\($0) items" }.drive(target, \.label)
                scheduler.advanceTo(10)
                XCTAssertEqual(target.label, "0 items")
                scheduler.scheduleAt(20) { source.count = 4 }
                scheduler.advanceTo(30)
                XCTAssertEqual(target.label, "4 items")
                subscription.dispose()
            }
        }
    }
}
