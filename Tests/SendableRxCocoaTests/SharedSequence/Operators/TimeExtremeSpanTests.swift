// SendableRxCocoa tests — the time operators of Driver and Signal with `.seconds(Int.max)` (a common "never" in RxSwift
// code) and other spans no program reaches: on the main scheduler they neither stop the program nor fire (the due time
// once went through DispatchTime arithmetic and back); on a mocked TestScheduler run to the end they never fire, and
// `.nanoseconds(Int.max)` (9.2 s) comes at its exact tick.

import Dispatch
import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class TimeExtremeSpanTests: RxTestCase {
    func testOnTheMainSchedulerHugeSpansNeitherCrashNorFire() {
        var log: [String] = []
        let bag = DisposeBag()
        let relay = PublishRelay<Int>()
        Driver<Int>.timer(.seconds(Int.max), period: .seconds(1))
            .drive(onNext: { log.append("timer \($0)") }).disposed(by: bag)
        Signal<Int>.interval(.milliseconds(Int.max))
            .emit(onNext: { log.append("interval \($0)") }).disposed(by: bag)
        Driver.just(1).delay(.seconds(Int.max))
            .drive(onNext: { log.append("delay \($0)") }).disposed(by: bag)
        relay.asSignal().debounce(.seconds(Int.max))
            .emit(onNext: { log.append("debounce \($0)") }).disposed(by: bag)
        relay.asSignal().throttle(.nanoseconds(Int.max))
            .emit(onNext: { log.append("throttle \($0)") }).disposed(by: bag)
        relay.accept(1)
        relay.accept(2)
        drainMainQueue(for: 0.03)
        XCTAssertEqual(log, ["throttle 1"])
    }

    func testOnAMockedTestSchedulerRunToTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            var events: [Recorded<Event<String>>] = []
            let bag = DisposeBag()
            func record<Element>(_ name: String, _ driver: Driver<Element>) {
                driver.drive(
                    onNext: { events.append(.next(scheduler.clock, "\(name) \($0)")) },
                    onCompleted: { events.append(.next(scheduler.clock, "\(name) completed")) }
                ).disposed(by: bag)
            }
            scheduler.scheduleAt(200) {
                record("timer", Driver<Int>.timer(.seconds(Int.max), period: .seconds(1)))
                record("delay", source.asDriver(onErrorJustReturn: 0).delay(.seconds(Int.max)))
                record("debounce", source.asDriver(onErrorJustReturn: 0).debounce(.seconds(Int.max)))
                record("throttle", source.asDriver(onErrorJustReturn: 0).throttle(.nanoseconds(Int.max)))
            }
            scheduler.start()
            // throttle: 1 at once, 2 when its 9,223,372,037-tick window closes, and the completion after it.
            XCTAssertEqual(events, [
                .next(211, "throttle 1"),
                .next(251, "debounce 2"), .next(251, "debounce completed"),
                .next(211 + 9_223_372_037, "throttle 2"), .next(211 + 9_223_372_037, "throttle completed"),
            ])
        }
    }
}
