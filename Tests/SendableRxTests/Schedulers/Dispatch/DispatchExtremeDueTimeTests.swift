// SendableRx tests — the dispatch schedulers (serial, concurrent, main; the one-timer deadline queue behind their
// scheduleRelative, and their dispatch-timer schedulePeriodic) with due times no program reaches: `.never`,
// `.seconds(Int.max)`, `.milliseconds(Int.max)`, `.nanoseconds(Int.max)` (292 years), which once went through
// `DispatchTime + DispatchTimeInterval` and `uptimeNanoseconds` and back. They never run, and release the action at
// once; zero and negative due times run at once; a negative leeway (which libdispatch's timer API cannot take) counts
// as zero. The waits here only check that nothing fires early, never how long anything takes.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

private final class Payload: Sendable {}

private let neverReached: [RxTimeInterval] = [
    .never, .seconds(Int.max), .milliseconds(Int.max), .microseconds(Int.max), .nanoseconds(Int.max),
    .seconds(5_000_000_000),
]

final class DispatchExtremeDueTimeTests: RxTestCase {
    private func schedulers() -> [(String, any SchedulerType)] {
        [
            ("serial", SerialDispatchQueueScheduler(qos: .userInitiated)),
            ("concurrent", ConcurrentDispatchQueueScheduler(qos: .userInitiated)),
            ("serial on a queue", SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "test.q")),
            ("main", MainScheduler.instance),
            ("concurrent main", ConcurrentMainScheduler.instance),
        ]
    }

    func testADueTimeNoProgramReachesNeverRunsAndReleasesTheActionAtOnce() {
        let ran = Atomic<Int>(0)
        for (name, scheduler) in schedulers() {
            for dueTime in neverReached {
                weak var released: Payload?
                let disposable: any Disposable
                do {
                    let payload = Payload()
                    released = payload
                    disposable = scheduler.scheduleRelative(payload, dueTime: dueTime) { _ in
                        ran.wrappingAdd(1, ordering: .relaxed)
                        return Disposables.create()
                    }
                }
                XCTAssertNil(released, "\(name), \(dueTime): nothing to wait for, so nothing is held")
                disposable.dispose()
            }
        }
        Thread.sleep(forTimeInterval: 0.05)
        settleMainQueue()
        XCTAssertEqual(ran.load(ordering: .relaxed), 0)
    }

    func testZeroAndNegativeDueTimesRunAtOnce() {
        for (name, scheduler) in schedulers() where name != "main" && name != "concurrent main" {
            let dueTimes: [RxTimeInterval] = [.seconds(0), .nanoseconds(-1), .seconds(-5), .seconds(Int.min), .milliseconds(Int.min)]
            for dueTime in dueTimes {
                let done = DispatchSemaphore(value: 0)
                _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    done.signal()
                    return Disposables.create()
                }
                XCTAssertEqual(done.wait(timeout: .now() + 5), .success, "\(name), \(dueTime)")
            }
        }
    }

    func testAHugeDueTimeDoesNotHoldBackAnEarlierOne() {
        // The huge one used to enter the deadline heap at DispatchTime.distantFuture; now it never enters it, and the
        // short one behind it runs as usual.
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = DispatchSemaphore(value: 0)
        let never = scheduler.scheduleRelative((), dueTime: .seconds(Int.max)) { _ in
            XCTFail("a due time of Int.max seconds came")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        never.dispose()
    }

    func testPeriodicWithAStartNoProgramReachesNeverRunsAndReleasesTheAction() {
        let ran = Atomic<Int>(0)
        for (name, scheduler) in schedulers() {
            weak var released: Payload?
            let disposable: any Disposable
            do {
                let payload = Payload()
                released = payload
                disposable = scheduler.schedulePeriodic(payload, startAfter: .seconds(Int.max), period: .seconds(1)) {
                    ran.wrappingAdd(1, ordering: .relaxed)
                    return $0
                }
            }
            XCTAssertNil(released, name)
            disposable.dispose()
        }
        XCTAssertEqual(ran.load(ordering: .relaxed), 0)
        settleMainQueue()
    }

    func testPeriodicWithAPeriodNoProgramReachesRunsOnce() {
        for period in [RxTimeInterval.seconds(Int.max), .milliseconds(Int.max), .never] {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            let ticks = EventLog<Int>()
            let first = DispatchSemaphore(value: 0)
            let disposable = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: period) { count in
                ticks.append(count)
                first.signal()
                return count + 1
            }
            XCTAssertEqual(first.wait(timeout: .now() + 5), .success, "\(period)")
            Thread.sleep(forTimeInterval: 0.03)
            XCTAssertEqual(ticks.values, [0], "\(period): one run, then none")
            disposable.dispose()
        }
    }

    func testTimerIntervalAndDelayWithHugeSpansOnADispatchScheduler() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let log = EventLog<String>()
        let bag = DisposeBag()
        Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { log.append("timer \($0)") }).disposed(by: bag)
        Observable<Int>.timer(.milliseconds(Int.max), period: .seconds(1), scheduler: scheduler)
            .subscribe(onNext: { log.append("periodic \($0)") }).disposed(by: bag)
        Observable<Int>.interval(.nanoseconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { log.append("interval \($0)") }).disposed(by: bag)
        Observable.just(1).delay(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { log.append("delay \($0)") }, onCompleted: { log.append("delay completed") })
            .disposed(by: bag)
        Observable.just(1).delaySubscription(.never, scheduler: scheduler)
            .subscribe(onNext: { log.append("delaySubscription \($0)") }).disposed(by: bag)
        let done = DispatchSemaphore(value: 0)
        Observable.just(2).timeout(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { log.append("timeout \($0)") }, onCompleted: { done.signal() }).disposed(by: bag)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        Thread.sleep(forTimeInterval: 0.03)
        XCTAssertEqual(log.values, ["timeout 2"])
    }

    func testANegativeLeewayCountsAsZero() {
        let serial = SerialDispatchQueueScheduler(qos: .userInitiated, leeway: .seconds(-1))
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .userInitiated, leeway: .milliseconds(Int.min))
        for scheduler in [serial, concurrent] as [any SchedulerType] {
            let done = DispatchSemaphore(value: 0)
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2)) { _ in
                done.signal()
                return Disposables.create()
            }
            let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(2), period: .seconds(60)) { _ in
                done.signal()
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
            periodic.dispose()
        }
    }
}
