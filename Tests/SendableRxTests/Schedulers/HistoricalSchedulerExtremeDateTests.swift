// SendableRx tests — HistoricalScheduler at the ends of time: its queue orders dates by their 64-bit pattern, which
// went through Int (and so trapped for almost any date where Int has 32 bits); Date.distantPast and Date.distantFuture
// sort before and after everything else; spans as large as `.seconds(Int.max)` are ordinary dates here (as in
// RxSwift), while `.never` never runs (RxSwift schedules it at Date.distantFuture).

import Foundation
import SendableRx
import XCTest

final class HistoricalSchedulerExtremeDateTests: RxTestCase {
    func testOrderKeysAre64BitPatternsInDateOrder() {
        let converter = HistoricalSchedulerTimeConverter()
        let one = converter.orderKey(of: Date(timeIntervalSinceReferenceDate: 1))
        XCTAssertEqual(one, 0x3FF0_0000_0000_0000, "1.0's bit pattern, far beyond Int32.max")
        XCTAssertEqual(converter.orderKey(of: Date(timeIntervalSinceReferenceDate: 0)), 0)
        XCTAssertEqual(converter.orderKey(of: Date(timeIntervalSinceReferenceDate: -0.0)), 0)
        let dates: [Date] = [
            Date(timeIntervalSinceReferenceDate: -.infinity), Date(timeIntervalSinceReferenceDate: -9.2e18),
            .distantPast, Date(timeIntervalSinceReferenceDate: -3e9), Date(timeIntervalSinceReferenceDate: -1),
            Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 1e-300),
            Date(timeIntervalSinceReferenceDate: 3e9), .distantFuture, Date(timeIntervalSinceReferenceDate: 9.2e18),
            Date(timeIntervalSinceReferenceDate: .infinity),
        ]
        let keys = dates.map(converter.orderKey(of:))
        XCTAssertEqual(keys, keys.sorted())
        XCTAssertEqual(Set(keys).count, keys.count)
        XCTAssertTrue(keys.allSatisfy { $0 > Int64(Int32.max) || $0 < Int64(Int32.min) || $0 == 0 })
    }

    func testDistantFutureRunsAfterEverythingAndDistantPastBeforeEverything() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 1_000))
        var ran: [String] = []
        func at(_ date: Date, _ name: String) {
            _ = scheduler.scheduleAbsoluteVirtual(name, time: date) { name in
                ran.append(name)
                return Disposables.create()
            }
        }
        at(.distantFuture, "distant future")
        at(Date(timeIntervalSince1970: 2_000), "2000")
        at(.distantPast, "distant past")
        at(Date(timeIntervalSince1970: 3e9), "3e9")
        at(Date(timeIntervalSince1970: -3e9), "-3e9")
        at(.distantFuture, "distant future again")
        scheduler.start()
        XCTAssertEqual(ran, ["distant past", "-3e9", "2000", "3e9", "distant future", "distant future again"])
        XCTAssertEqual(scheduler.clock, .distantFuture, "the clock never moves back, and ends at the latest")
    }

    func testSecondsIntMaxIsAnOrdinaryDateAndNeverNeverRuns() {
        // As in RxSwift: Int.max seconds after the clock is a date like any other; it runs last.
        let scheduler = HistoricalScheduler(initialClock: .distantFuture)
        var ran: [String] = []
        for (name, dueTime) in [
            ("Int.max s", RxTimeInterval.seconds(Int.max)), ("never", .never), ("Int.max ms", .milliseconds(Int.max)),
            ("Int.max ns", .nanoseconds(Int.max)), ("3e9 ns", .nanoseconds(3_000_000_000)), ("zero", .seconds(0)),
        ] {
            _ = scheduler.scheduleRelative(name, dueTime: dueTime) { name in
                ran.append("\(name) at \(scheduler.now.timeIntervalSince(.distantFuture))")
                return Disposables.create()
            }
        }
        scheduler.start()
        // (Int.max ns is 9,223,372,036.854775807 s; a date near Date.distantFuture keeps microseconds only.)
        XCTAssertEqual(ran, [
            "zero at 0.0", "3e9 ns at 3.0", "Int.max ns at 9223372036.854782", "Int.max ms at 9.223372036854776e+15",
            "Int.max s at 9.223372036854776e+18",
        ])
        XCTAssertEqual(scheduler.clock, Date.distantFuture.addingTimeInterval(TimeInterval(Int.max)))
    }

    func testHugeNegativeSpansRunFirstWithoutMovingTheClockBack() {
        let scheduler = HistoricalScheduler(initialClock: .distantPast)
        var ran: [String] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ran.append("one second at \(scheduler.now.timeIntervalSince(.distantPast))")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(Int.min)) { _ in
            ran.append("Int.min s at \(scheduler.now.timeIntervalSince(.distantPast))")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ran, ["Int.min s at 0.0", "one second at 1.0"])
    }

    func testTimersOnTheLastDates() {
        let scheduler = HistoricalScheduler(initialClock: .distantFuture)
        var events: [String] = []
        let bag = DisposeBag()
        Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { _ in events.append("timer at \(scheduler.now.timeIntervalSince(.distantFuture))") })
            .disposed(by: bag)
        Observable<Int>.timer(.never, scheduler: scheduler)
            .subscribe(onNext: { _ in events.append("never") })
            .disposed(by: bag)
        Observable.just(1).delay(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onCompleted: { events.append("delay completed") })
            .disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(events, ["timer at 9.223372036854776e+18", "delay completed"])
    }
}
