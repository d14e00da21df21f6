// SendableRx tests — MainScheduler and ConcurrentMainScheduler, driven from XCTest's main thread (waits turn the
// main run loop, which runs the main dispatch queue).

import Dispatch
import Foundation
import SendableRx
import Testing
import XCTest

final class MainSchedulerTests: RxTestCase {
    func testTestsRunOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler()
    }

    func testInstanceRunsAtOnceOnTheMainThreadWhenNothingIsQueued() {
        let log = EventLog<String>()
        let inner = BooleanDisposable()
        let disposable = MainScheduler.instance.schedule(7) { value in
            log.append("ran \(value)")
            return inner
        }
        log.append("after schedule")
        XCTAssertEqual(log.values, ["ran 7", "after schedule"])
        disposable.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testInstanceQueuesAnActionScheduledWhileAnotherRuns() {
        let log = EventLog<String>()
        let done = expectation(description: "nested ran")
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.append("nested on main: \(Thread.isMainThread)")
                done.fulfill()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log.values, ["outer start", "outer end"])
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["outer start", "outer end", "nested on main: true"])
    }

    func testInstanceKeepsOrderBehindActionsDispatchedFromOtherThreads() {
        let scheduler = MainScheduler()
        let log = EventLog<String>()
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = scheduler.schedule(()) { _ in
                log.append("from background")
                done.fulfill()
                return Disposables.create()
            }
            scheduled.signal()
        }
        scheduled.wait()
        _ = scheduler.schedule(()) { _ in
            log.append("from main")
            done.fulfill()
            return Disposables.create()
        }
        XCTAssertEqual(log.values, [], "the main-thread action must wait behind the queued one")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["from background", "from main"])
    }

    func testInstanceHopsToTheMainThreadFromABackgroundThread() {
        let onMain = SendableSlot<Bool>()
        let done = expectation(description: "ran on main")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                onMain.set(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.value, true)
    }

    /// The main-thread check is cached per thread: a background thread that schedules twice hops both times, and
    /// the main thread still runs at once afterwards.
    func testRepeatedSchedulingFromOneBackgroundThreadHopsEveryTime() {
        let first = SendableSlot<Bool>()
        let second = SendableSlot<Bool>()
        let done = expectation(description: "both ran")
        done.expectedFulfillmentCount = 2
        let thread = Thread {
            for slot in [first, second] {
                _ = MainScheduler.instance.schedule(()) { _ in
                    slot.set(Thread.isMainThread)
                    done.fulfill()
                    return Disposables.create()
                }
            }
        }
        thread.start()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(first.value, true)
        XCTAssertEqual(second.value, true)
        let log = EventLog<String>()
        _ = MainScheduler.instance.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        log.append("after schedule")
        XCTAssertEqual(log.values, ["ran", "after schedule"])
    }

    func testAsyncInstanceNeverRunsSynchronously() {
        let log = EventLog<String>()
        let done = expectation(description: "ran")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("ran on main: \(Thread.isMainThread)")
            done.fulfill()
            return Disposables.create()
        }
        log.append("after schedule")
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["after schedule", "ran on main: true"])
    }

    func testDisposingAQueuedActionCancelsIt() {
        let log = EventLog<String>()
        let done = expectation(description: "kept ran")
        let cancelled = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["kept"])
    }

    func testRelativeAndPeriodicSchedulingRunOnTheMainThread() {
        let onMain = EventLog<Bool>()
        let relative = expectation(description: "relative ran")
        let periodic = expectation(description: "three ticks")
        periodic.expectedFulfillmentCount = 3
        let start = Date()
        let elapsed = SendableSlot<TimeInterval>()
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            elapsed.set(Date().timeIntervalSince(start))
            onMain.append(Thread.isMainThread)
            relative.fulfill()
            return Disposables.create()
        }
        let ticks = AtomicCounter()
        let timer = MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(10)) { state in
            onMain.append(Thread.isMainThread)
            if ticks.increment() <= 3 { periodic.fulfill() }
            return state + 1
        }
        wait(for: [relative, periodic], timeout: 5)
        timer.dispose()
        settleMainQueue()
        XCTAssertGreaterThanOrEqual(elapsed.value ?? 0, 0.025)
        XCTAssertFalse(onMain.values.contains(false))
    }
}

final class ConcurrentMainSchedulerTests: RxTestCase {
    func testRunsAtOnceOnTheMainThread() {
        let log = EventLog<String>()
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            log.append("ran")
            return Disposables.create()
        }
        log.append("after")
        XCTAssertEqual(log.values, ["ran", "after"])
        XCTAssertLessThanOrEqual(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow), 1)
    }

    func testHopsToTheMainThreadFromABackgroundThread() {
        let onMain = SendableSlot<Bool>()
        let done = expectation(description: "ran on main")
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                onMain.set(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.value, true)
    }

    func testRelativeSchedulingRunsOnTheMainThread() {
        let onMain = SendableSlot<Bool>()
        let done = expectation(description: "ran")
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            onMain.set(Thread.isMainThread)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        settleMainQueue()
        XCTAssertEqual(onMain.value, true)
    }
}

#if DEBUG && (os(macOS) || os(Linux))  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct MainSchedulerExitTests {
    @Test func ensureRunningOnMainThreadStopsOnABackgroundThread() async {
        await #expect(processExitsWith: .failure) {
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                MainScheduler.ensureRunningOnMainThread()
                finished.signal()
            }
            thread.start()
            finished.wait()
        }
    }

    @Test func ensureExecutingOnSchedulerStopsOnABackgroundThread() async {
        await #expect(processExitsWith: .failure) {
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                MainScheduler.ensureExecutingOnScheduler(errorMessage: "not on main")
                finished.signal()
            }
            thread.start()
            finished.wait()
        }
    }
}
#endif
