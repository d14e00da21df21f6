// SendableRx tests — TestScheduler: start's default times, scheduleAt, advanceTo, sleep, stop,
// simulated processing delay and the tick resolution.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class TestSchedulerTests: RxTestCase {
    func testDefaults() {
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartCreatesAt100SubscribesAt200DisposesAt1000() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start { () -> Observable<Int> in
            log.append("created \(scheduler.clock)")
            return Observable.create { observer in
                log.append("subscribed \(scheduler.clock)")
                return Disposables.create { log.append("disposed \(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log, ["created 100", "subscribed 200", "disposed 1000"])
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testStartWithDisposedOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start(disposed: 500) { () -> Observable<Int> in
            log.append("created \(scheduler.clock)")
            return Observable.create { _ in
                log.append("subscribed \(scheduler.clock)")
                return Disposables.create { log.append("disposed \(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log, ["created 100", "subscribed 200", "disposed 500"])
    }

    func testStartWithCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        _ = scheduler.start(created: 10, subscribed: 20, disposed: 30) { () -> Observable<Int> in
            log.append("created \(scheduler.clock)")
            return Observable.create { _ in
                log.append("subscribed \(scheduler.clock)")
                return Disposables.create { log.append("disposed \(scheduler.clock)") }
            }
        }
        XCTAssertEqual(log, ["created 10", "subscribed 20", "disposed 30"])
    }

    func testScheduleAtRunsInTimeOrderThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(300) { log.append("c \(scheduler.clock)") }
        scheduler.scheduleAt(100) { log.append("a \(scheduler.clock)") }
        scheduler.scheduleAt(200) { log.append("b1 \(scheduler.clock)") }
        scheduler.scheduleAt(200) { log.append("b2 \(scheduler.clock)") }
        XCTAssertEqual(log, [])
        scheduler.start()
        XCTAssertEqual(log, ["a 100", "b1 200", "b2 200", "c 300"])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testScheduleAtFromInsideAnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            log.append("outer \(scheduler.clock)")
            scheduler.scheduleAt(150) { log.append("inner \(scheduler.clock)") }
        }
        scheduler.scheduleAt(200) { log.append("last \(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["outer 100", "inner 150", "last 200"])
    }

    func testInitialClock() {
        let scheduler = TestScheduler(initialClock: 42)
        XCTAssertEqual(scheduler.clock, 42)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 42))
    }

    func testAdvanceTo() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        scheduler.scheduleAt(20) { log.append(scheduler.clock) }
        scheduler.scheduleAt(30) { log.append(scheduler.clock) }

        scheduler.advanceTo(20)
        XCTAssertEqual(log, [10, 20], "actions up to and including the target time run")
        XCTAssertEqual(scheduler.clock, 20)

        scheduler.advanceTo(25)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 25, "the clock moves to the target even with nothing to run")

        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testAdvanceToDrivesAHotObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.advanceTo(215)
        XCTAssertEqual(observer.events, [.next(210, 1)])
        scheduler.advanceTo(300)
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testSleepMovesTheClockWithoutRunningActions() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(50) { log.append(scheduler.clock) }
        scheduler.sleep(100)
        XCTAssertEqual(scheduler.clock, 100)
        XCTAssertEqual(log, [])
        // An action due in the past runs when the scheduler is started; the clock does not go back.
        scheduler.start()
        XCTAssertEqual(log, [100])
        XCTAssertEqual(scheduler.clock, 100)
    }

    func testSleepInsideAnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            scheduler.sleep(20)
            log.append("slept to \(scheduler.clock)")
        }
        scheduler.scheduleAt(20) { log.append("due 20 ran at \(scheduler.clock)") }
        scheduler.scheduleAt(40) { log.append("due 40 ran at \(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(log, ["slept to 30", "due 20 ran at 30", "due 40 ran at 40"])
    }

    func testStop() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        scheduler.scheduleAt(20) {
            log.append(scheduler.clock)
            scheduler.stop()
        }
        scheduler.scheduleAt(30) { log.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(log, [10, 20], "nothing runs after stop")
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30], "start resumes the remaining actions")
    }

    func testScheduleNowWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [101])
    }

    func testScheduleNowWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [100])
    }

    func testJustWithAndWithoutProcessingDelay() {
        let delayed = TestScheduler(initialClock: 0)
        let delayedRes = delayed.start { Observable.just(1, scheduler: delayed) }
        XCTAssertEqual(delayedRes.events, [.next(201, 1), .completed(202)])

        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let immediateRes = immediate.start { Observable.just(1, scheduler: immediate) }
        XCTAssertEqual(immediateRes.events, [.next(200, 1), .completed(200)])
    }

    func testScheduleRelative() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [105])
    }

    func testResolutionConvertsSecondsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
            ranAt.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [3, 10])
    }

    func testResolutionWithInterval() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let res = scheduler.start(disposed: 235) { Observable<Int>.interval(.seconds(1), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testDisposingAScheduledActionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let scheduled = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.scheduleAt(5) { scheduled.dispose() }
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, 5)
    }

    func testCreateObserverRecordsWithClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { observer.onNext("a") }
        scheduler.scheduleAt(20) { observer.onError(EquatableError.first) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, "a"), .error(20, EquatableError.first)])
    }
}
