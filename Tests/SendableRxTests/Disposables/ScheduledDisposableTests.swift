// SendableRx tests — ScheduledDisposable: the underlying disposable is disposed on the given scheduler.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class ScheduledDisposableTests: RxTestCase {
    func testDisposalRunsAtTheNextTickOfATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = EventLog<Int>()
        let underlying = Disposables.create { disposedAt.append(scheduler.clock) }
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        var stateRightAfterDispose: (underlyingDisposed: Bool, isDisposed: Bool)?

        scheduler.scheduleAt(100) {
            scheduled.dispose()
            stateRightAfterDispose = (underlying.isDisposed, scheduled.isDisposed)
        }
        scheduler.start()

        XCTAssertEqual(stateRightAfterDispose?.underlyingDisposed, false, "not disposed synchronously")
        XCTAssertEqual(stateRightAfterDispose?.isDisposed, false)
        XCTAssertEqual(disposedAt.values, [101])
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertTrue(underlying.isDisposed)
    }

    func testDisposeOutsideTheRunLoopWaitsUntilTheSchedulerRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let underlying = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        scheduled.dispose()
        XCTAssertEqual(underlying.disposeCount, 0)
        scheduler.advanceTo(0)
        XCTAssertEqual(underlying.disposeCount, 0, "with processing delay the disposal is due at tick 1")
        scheduler.advanceTo(1)
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testDisposingTwiceDisposesTheUnderlyingOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let underlying = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: underlying)
        scheduled.dispose()
        scheduled.dispose()
        scheduler.start()
        XCTAssertEqual(underlying.disposeCount, 1)
        scheduled.dispose()
        scheduler.start()
        XCTAssertEqual(underlying.disposeCount, 1)
    }

    func testSchedulerPropertyIsTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create())
        XCTAssertTrue((scheduled.scheduler as? TestScheduler) === scheduler)
    }

    func testOnTheCurrentThreadSchedulerDisposalIsSynchronousOutsideATrampoline() {
        let underlying = CountingDisposable()
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: underlying)
        scheduled.dispose()
        XCTAssertEqual(underlying.disposeCount, 1)
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testOnTheCurrentThreadSchedulerDisposalInsideATrampolineWaitsForTheRunningAction() {
        var log: [String] = []
        let underlying = Disposables.create { log.append("underlying disposed") }
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: underlying)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            scheduled.dispose()
            log.append("action returns")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["action returns", "underlying disposed"])
    }
}
