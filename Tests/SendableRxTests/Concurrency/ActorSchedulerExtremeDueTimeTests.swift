// SendableRx tests — ActorScheduler with extreme due times: `.seconds(Int.max)` (a common "never" in RxSwift code) used
// to be multiplied into Int64 nanoseconds through a Double and stop the program; now a due time of 2^62 ns or more
// never comes and never reaches the clock (whose Duration arithmetic would overflow), zero and negative ones run at
// once, and every other one reaches the clock as its exact nanoseconds, beyond 32 bits included.

import Foundation
import SendableRx
import Synchronization
import XCTest

/// A clock that records what it is asked to sleep for and wakes at once.
private struct RecordingClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    let sleeps: SharedState<[Duration]>
    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        sleeps.mutate { $0.append(deadline.offset) }
    }
}

final class ActorSchedulerExtremeDueTimeTests: RxTestCase {
    func testDueTimesReachTheClockAsTheirExactNanoseconds() async {
        let sleeps = SharedState<[Duration]>([])
        let scheduler = ActorScheduler(Probe(), clock: RecordingClock(sleeps: sleeps))
        let ran = SharedCounter()
        let dueTimes: [RxTimeInterval] = [
            .microseconds(3), .nanoseconds(3_000_000_000), .seconds(3_000_000_000),
            .milliseconds(4_000_000_000), .seconds(4_611_686_017),
        ]
        for dueTime in dueTimes {
            _ = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                ran.increment()
                return Disposables.create()
            }
        }
        let allRan = await pollUntil { ran.value == dueTimes.count }
        XCTAssertTrue(allRan)
        XCTAssertEqual(
            Set(sleeps.value),
            [
                .nanoseconds(3_000), .seconds(3), .seconds(3_000_000_000), .seconds(4_000_000),
                .nanoseconds(4_611_686_017_000_000_000),
            ],
            "no rounding through Double (3 µs is 3,000 ns, not 2,999), and beyond 2^31 ns exactly"
        )
    }

    func testADueTimeNoProgramReachesNeverComesAndNeverReachesTheClock() async {
        let sleeps = SharedState<[Duration]>([])
        let scheduler = ActorScheduler(Probe(), clock: RecordingClock(sleeps: sleeps))
        let ran = SharedCounter()
        weak var released: Payload?
        do {
            let payload = Payload()
            released = payload
            let nevers: [RxTimeInterval] = [
                .never, .seconds(Int.max), .milliseconds(Int.max), .microseconds(Int.max), .nanoseconds(Int.max),
                .seconds(4_611_686_019),
            ]
            for dueTime in nevers {
                _ = scheduler.scheduleRelative(payload, dueTime: dueTime) { _ in
                    ran.increment()
                    return Disposables.create()
                }
            }
        }
        XCTAssertNil(released, "the actions are released at once")
        // A marker scheduled after them runs; they do not.
        let marker = SharedCounter()
        _ = scheduler.scheduleRelative((), dueTime: .nanoseconds(1)) { _ in
            marker.increment()
            return Disposables.create()
        }
        let markerRan = await pollUntil { marker.value == 1 }
        XCTAssertTrue(markerRan)
        XCTAssertEqual(ran.value, 0)
        XCTAssertEqual(sleeps.value, [.nanoseconds(1)], "only the marker slept on the clock")
    }

    func testSecondsIntMaxOnTheContinuousClockDoesNotCrashOrFire() async {
        // On the continuous clock itself, a sleep of .seconds(Int64.max) stops the program (Duration.components
        // overflows); the scheduler never asks for one.
        let scheduler = ActorScheduler(Probe())
        let ran = SharedCounter()
        let bag = DisposeBag()
        Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { _ in ran.increment() }).disposed(by: bag)
        Observable.just(1).delay(.milliseconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { _ in ran.increment() }).disposed(by: bag)
        Observable<Int>.interval(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onNext: { _ in ran.increment() }).disposed(by: bag)
        let timedOut = SharedCounter()
        Observable<Int>.never().timeout(.seconds(Int.max), scheduler: scheduler)
            .subscribe(onError: { _ in timedOut.increment() }).disposed(by: bag)
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertEqual(ran.value, 0)
        XCTAssertEqual(timedOut.value, 0)
    }

    func testZeroAndNegativeDueTimesRunAtOnceWithoutTheClock() async {
        let sleeps = SharedState<[Duration]>([])
        let scheduler = ActorScheduler(Probe(), clock: RecordingClock(sleeps: sleeps))
        let ran = SharedState<[Int]>([])
        let dueTimes: [RxTimeInterval] = [
            .seconds(0), .nanoseconds(-1), .seconds(-5), .seconds(Int.min), .milliseconds(Int.min),
        ]
        for (index, dueTime) in dueTimes.enumerated() {
            _ = scheduler.scheduleRelative(index, dueTime: dueTime) { index in
                ran.mutate { $0.append(index) }
                return Disposables.create()
            }
        }
        let allRan = await pollUntil { ran.value.count == dueTimes.count }
        XCTAssertTrue(allRan)
        XCTAssertEqual(ran.value, [0, 1, 2, 3, 4], "in scheduling order, as schedule(_:action:) runs them")
        XCTAssertEqual(sleeps.value, [])
    }
}

private final class Payload: Sendable {}
