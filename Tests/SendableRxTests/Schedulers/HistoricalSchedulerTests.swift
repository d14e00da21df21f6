// SendableRx tests — VirtualTimeScheduler behaviour, exercised through HistoricalScheduler (a Date clock).

import Foundation
import SendableRx
import XCTest

private func date(_ seconds: TimeInterval) -> Date {
    Date(timeIntervalSince1970: seconds)
}

final class HistoricalSchedulerTests: RxTestCase {
    func testInitialClockDefaultsToTheEpochAndNowFollowsTheClock() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, date(0))
        XCTAssertEqual(scheduler.now, date(0))
        let custom = HistoricalScheduler(initialClock: date(1_000))
        XCTAssertEqual(custom.clock, date(1_000))
        XCTAssertEqual(custom.now, date(1_000))
    }

    func testStartRunsActionsInTimeOrderMovingTheClock() {
        let scheduler = HistoricalScheduler(initialClock: date(100))
        var log: [String] = []
        for (name, delay) in [("c", 30), ("a", 10), ("b", 20)] {
            _ = scheduler.scheduleRelative(name, dueTime: .seconds(delay)) { name in
                log.append("\(name)@\(scheduler.now.timeIntervalSince1970)")
                return Disposables.create()
            }
        }
        XCTAssertEqual(log, [], "nothing runs before the clock is started")
        scheduler.start()
        XCTAssertEqual(log, ["a@110.0", "b@120.0", "c@130.0"])
        XCTAssertEqual(scheduler.clock, date(130))
    }

    func testSubMillisecondAndMillisecondDueTimes() {
        let scheduler = HistoricalScheduler()
        var times: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1_500)) { _ in
            times.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .microseconds(250_000)) { _ in
            times.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [0.25, 1.5])
    }

    func testScheduleRunsAtTheCurrentTimeWithoutProcessingDelay() {
        let scheduler = HistoricalScheduler(initialClock: date(50))
        var ranAt: Date?
        _ = scheduler.schedule(()) { _ in
            ranAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, date(50))
        XCTAssertEqual(scheduler.clock, date(50))
    }

    func testActionsScheduledForTheSameTimeRunInSchedulingOrder() {
        let scheduler = HistoricalScheduler()
        var log: [Int] = []
        for index in 0..<20 {
            _ = scheduler.scheduleAbsoluteVirtual(index, time: date(5)) { index in
                log.append(index)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, Array(0..<20))
    }

    func testActionsScheduledDuringARunForTheSameTimeRunAfterThoseAlreadyQueued() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(5)) { _ in
            log.append("first")
            _ = scheduler.schedule(()) { _ in
                log.append("scheduled by first")
                return Disposables.create()
            }
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(5)) { _ in
            log.append("second")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["first", "second", "scheduled by first"])
        XCTAssertEqual(scheduler.clock, date(5))
    }

    func testDisposedActionsDoNotRun() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        var cancelledLater: (any Disposable)?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.append("at 5")
            cancelledLater?.dispose()
            return Disposables.create()
        }
        cancelledLater = scheduler.scheduleRelative((), dueTime: .seconds(7)) { _ in
            log.append("cancelled at 5")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            log.append("at 20")
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log, ["at 5", "at 20"])
        XCTAssertEqual(scheduler.clock, date(20))
    }

    func testDisposingAScheduledItemAfterItRanDisposesWhatItReturned() {
        let scheduler = HistoricalScheduler()
        let result = CountingDisposable()
        let item = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in result }
        scheduler.start()
        XCTAssertEqual(result.disposeCount, 0)
        item.dispose()
        XCTAssertEqual(result.disposeCount, 1)
    }

    func testAdvanceToRunsDueActionsInclusiveAndSetsTheClock() {
        let scheduler = HistoricalScheduler()
        var log: [TimeInterval] = []
        for seconds in [5, 10, 15, 20] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: date(TimeInterval(seconds))) { _ in
                log.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(10))
        XCTAssertEqual(log, [5, 10])
        XCTAssertEqual(scheduler.clock, date(10))
        scheduler.advanceTo(date(12))
        XCTAssertEqual(log, [5, 10])
        XCTAssertEqual(scheduler.clock, date(12), "the clock moves to the target even with nothing to run")
        scheduler.start()
        XCTAssertEqual(log, [5, 10, 15, 20])
        XCTAssertEqual(scheduler.clock, date(20))
    }

    func testSleepMovesTheClockWithoutRunningActions() {
        let scheduler = HistoricalScheduler()
        var ranAt: [TimeInterval] = []
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(3)) { _ in
            ranAt.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(30)) { _ in
            ranAt.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        scheduler.sleep(10)
        XCTAssertEqual(scheduler.clock, date(10))
        XCTAssertEqual(ranAt, [])
        scheduler.sleep(0)
        XCTAssertEqual(scheduler.clock, date(10))
        scheduler.start()
        XCTAssertEqual(ranAt, [10, 30], "an overdue action runs at the current time; the clock never goes back")
    }

    func testStopEndsTheRunAfterTheCurrentActionAndStartResumes() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            log.append("1")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            log.append("2 stops")
            scheduler.stop()
            log.append("2 continues")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            log.append("3")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["1", "2 stops", "2 continues"])
        XCTAssertEqual(scheduler.clock, date(2))
        scheduler.start()
        XCTAssertEqual(log, ["1", "2 stops", "2 continues", "3"])
        XCTAssertEqual(scheduler.clock, date(3))
    }

    func testStopDuringAdvanceToStillMovesTheClockToTheTarget() {
        let scheduler = HistoricalScheduler()
        var log: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            log.append(1)
            scheduler.stop()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            log.append(2)
            return Disposables.create()
        }
        scheduler.advanceTo(date(5))
        XCTAssertEqual(log, [1])
        XCTAssertEqual(scheduler.clock, date(5), "as in RxSwift, advanceTo sets the clock to the target at the end")
        scheduler.start()
        XCTAssertEqual(log, [1, 2])
        XCTAssertEqual(scheduler.clock, date(5))
    }

    func testStartWhileRunningIsIgnored() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            log.append("outer start")
            scheduler.start()
            log.append("outer end")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            log.append("second")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["outer start", "outer end", "second"])
    }

    func testANegativeDueTimeRunsAtTheCurrentTimeWithoutMovingTheClockBack() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        var log: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            log.append("+1 at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
            log.append("-5 at \(scheduler.now.timeIntervalSince1970)")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log, ["-5 at 10.0", "+1 at 11.0"])
    }

    func testAnActionCanScheduleFurtherActionsThatRunInTheSameStart() {
        let scheduler = HistoricalScheduler()
        var times: [TimeInterval] = []
        func chain(_ remaining: Int) {
            _ = scheduler.scheduleRelative(remaining, dueTime: .seconds(3)) { remaining in
                times.append(scheduler.now.timeIntervalSince1970)
                if remaining > 1 { chain(remaining - 1) }
                return Disposables.create()
            }
        }
        chain(4)
        scheduler.start()
        XCTAssertEqual(times, [3, 6, 9, 12])
    }

    func testScheduleRelativeVirtualUsesVirtualIntervals() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        var ranAt: Date?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2.5) { _ in
            ranAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, date(12.5))
    }

    func testObservableTimerOnAHistoricalScheduler() {
        let scheduler = HistoricalScheduler(initialClock: date(1_000))
        var events: [String] = []
        let subscription = Observable<Int>.timer(.seconds(60), scheduler: scheduler)
            .subscribe(
                onNext: { events.append("next \($0) at \(scheduler.now.timeIntervalSince1970)") },
                onCompleted: { events.append("completed at \(scheduler.now.timeIntervalSince1970)") }
            )
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(events, ["next 0 at 1060.0", "completed at 1060.0"])
    }

    func testManyActionsRunSortedByTimeThenSchedulingOrderSkippingDisposedOnes() {
        let scheduler = HistoricalScheduler()
        var seed: UInt64 = 42
        func nextRandom() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        var expected: [(time: Int, index: Int)] = []
        var ran: [(time: Int, index: Int)] = []
        for index in 0..<1_000 {
            let time = nextRandom() % 50
            let item = scheduler.scheduleAbsoluteVirtual(index, time: date(TimeInterval(time))) { index in
                ran.append((Int(scheduler.now.timeIntervalSince1970), index))
                return Disposables.create()
            }
            if index % 7 == 3 {
                item.dispose()
            } else {
                expected.append((time, index))
            }
        }
        scheduler.start()
        expected.sort { ($0.time, $0.index) < ($1.time, $1.index) }
        XCTAssertEqual(ran.map(\.index), expected.map(\.index))
        XCTAssertEqual(ran.map(\.time), expected.map(\.time))
    }

    func testDatesEitherSideOfTheReferenceDateRunInTimeOrder() {
        // The queue orders dates by a key derived from their seconds since 2001; negative, zero (of either sign),
        // tiny and huge values must keep the order `<` gives them, with ties in scheduling order.
        let scheduler = HistoricalScheduler(initialClock: .distantPast)
        let seconds: [TimeInterval] = [
            5, -5, 0, -0.0, -1e-300, 1e-300, -1e9, 1e9, -2.5, 2.5, 0, -5, .greatestFiniteMagnitude / 2,
            -.greatestFiniteMagnitude / 2,
        ]
        var ran: [Int] = []
        for (index, value) in seconds.enumerated() {
            _ = scheduler.scheduleAbsoluteVirtual(index, time: Date(timeIntervalSinceReferenceDate: value)) { index in
                ran.append(index)
                return Disposables.create()
            }
        }
        scheduler.start()
        let expected = seconds.indices.sorted { lhs, rhs in
            seconds[lhs] != seconds[rhs] ? seconds[lhs] < seconds[rhs] : lhs < rhs
        }
        XCTAssertEqual(ran, expected)
        XCTAssertEqual(ran.firstIndex(of: 2)! + 1, ran.firstIndex(of: 3)!, "0 and -0 are the same time")
    }
}
