// SendableRx tests — CurrentThreadScheduler: the per-thread trampoline.

import Foundation
import SendableRx
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    func testIsScheduleRequiredOutsideAndInsideAnAction() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        var insideNested: Bool?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                insideNested = CurrentThreadScheduler.isScheduleRequired
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(inside, false)
        XCTAssertEqual(insideNested, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testFirstActionRunsSynchronouslyWithItsState() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule("state") { state in
            log.append("ran with \(state)")
            return Disposables.create()
        }
        log.append("returned")
        XCTAssertEqual(log, ["ran with state", "returned"])
    }

    func testNestedActionsRunAfterTheCurrentOneReturnsInFifoOrder() {
        var log: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = scheduler.schedule(1) { value in
                log.append("a\(value)")
                _ = scheduler.schedule(()) { _ in
                    log.append("c (queued by a)")
                    return Disposables.create()
                }
                log.append("a end")
                return Disposables.create()
            }
            _ = scheduler.schedule(2) { value in
                log.append("b\(value)")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        log.append("returned")
        XCTAssertEqual(log, ["outer start", "outer end", "a1", "a end", "b2", "c (queued by a)", "returned"])
    }

    func testADisposedQueuedActionDoesNotRun() {
        var log: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule(()) { _ in
            let cancelled = scheduler.schedule(()) { _ in
                log.append("cancelled ran")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("kept ran")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, ["kept ran"])
    }

    func testAQueuedActionCanCancelALaterQueuedAction() {
        var log: [String] = []
        let scheduler = CurrentThreadScheduler.instance
        _ = scheduler.schedule(()) { _ in
            var second: (any Disposable)?
            _ = scheduler.schedule(()) { _ in
                log.append("first")
                second?.dispose()
                return Disposables.create()
            }
            second = scheduler.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log, ["first"])
    }

    func testTheReturnedDisposablesDisposeWhatTheActionsReturned() {
        let outerResult = CountingDisposable()
        let queuedResult = CountingDisposable()
        var queued: (any Disposable)?
        let scheduler = CurrentThreadScheduler.instance
        let outer = scheduler.schedule(()) { _ in
            queued = scheduler.schedule(()) { _ in queuedResult }
            return outerResult
        }
        XCTAssertEqual(outerResult.disposeCount, 0)
        XCTAssertEqual(queuedResult.disposeCount, 0)
        outer.dispose()
        XCTAssertEqual(outerResult.disposeCount, 1)
        queued?.dispose()
        queued?.dispose()
        XCTAssertEqual(queuedResult.disposeCount, 1)
    }

    func testTheTrampolineIsPerThread() {
        let log = EventLog<String>()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("main action start")
            runOnNewThread {
                log.append("other thread required: \(CurrentThreadScheduler.isScheduleRequired)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("other thread action, required: \(CurrentThreadScheduler.isScheduleRequired)")
                    return Disposables.create()
                }
                log.append("other thread schedule returned")
            }
            log.append("main action end, required: \(CurrentThreadScheduler.isScheduleRequired)")
            return Disposables.create()
        }
        XCTAssertEqual(log.values, [
            "main action start",
            "other thread required: true",
            "other thread action, required: false",
            "other thread schedule returned",
            "main action end, required: false",
        ])
    }

    func testTheTrampolineIsReusableAfterItDrains() {
        var log: [Int] = []
        for round in 0..<3 {
            _ = CurrentThreadScheduler.instance.schedule(round) { value in
                _ = CurrentThreadScheduler.instance.schedule(value * 10) { nested in
                    log.append(nested)
                    return Disposables.create()
                }
                log.append(value)
                return Disposables.create()
            }
        }
        XCTAssertEqual(log, [0, 0, 1, 10, 2, 20])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testQueuedActionsDoNotLeakWhenDisposed() {
        var ran = 0
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            for _ in 0..<100 {
                CurrentThreadScheduler.instance.schedule(()) { _ in
                    ran += 1
                    return Disposables.create()
                }.dispose()
            }
            return Disposables.create()
        }
        XCTAssertEqual(ran, 0)
    }

    func testQueueKeepsFifoOrderWhileGrowingAndWrappingAround() {
        // Breadth-first numbering: item n schedules items 2n+1 and 2n+2, so FIFO order visits 0, 1, 2, 3, …
        // while the queue both wraps around and grows.
        var visited: [Int] = []
        let limit = 5_000
        let scheduler = CurrentThreadScheduler.instance
        func scheduleItem(_ number: Int) {
            _ = scheduler.schedule(number) { number in
                visited.append(number)
                for child in [2 * number + 1, 2 * number + 2] where child < limit {
                    scheduleItem(child)
                }
                return Disposables.create()
            }
        }
        scheduleItem(0)
        XCTAssertEqual(visited, Array(0..<limit))
    }
}
