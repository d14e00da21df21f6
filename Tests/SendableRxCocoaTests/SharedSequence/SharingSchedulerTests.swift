// SendableRxCocoa tests — SharingScheduler: the main scheduler by default, the mock while its action runs.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

final class SharingSchedulerTests: RxTestCase {
    func testMakeGivesAMainSchedulerByDefault() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }

    func testMockReplacesTheSchedulerWhileItsActionRunsAndRestoresIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
            XCTAssertTrue(SignalSharingStrategy.scheduler as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testNestedMocksRestoreTheOuterOne() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
    }

    func testMockWithMakeSchedulerCallsItForEachSequenceBuilt() {
        let calls = LockedCounter()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(makeScheduler: {
            calls.increment()
            return scheduler
        }) {
            _ = Driver.just(1)
            _ = Signal.of(1, 2)
            _ = Observable.just(1).asDriver(onErrorJustReturn: 0)
        }
        XCTAssertEqual(calls.value, 3)
    }

    func testMockRethrowsAndRestoresAfterAThrowingAction() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) { throw TestError("action") }) { error in
            XCTAssertEqual(error as? TestError, TestError("action"))
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    /// The scheduler is chosen when a sequence is built: one built inside the mock keeps the mock scheduler after
    /// the action has returned.
    func testASequenceBuiltInsideTheMockKeepsItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = Driver.from([1, 2])
        }
        let observer = scheduler.start { driver! }
        XCTAssertEqual(observer.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    /// The mock is task-local: another thread that builds a sequence while the action runs gets the main scheduler
    /// (RxCocoa swaps a global, visible to every thread).
    func testTheMockIsNotVisibleToOtherThreads() {
        let scheduler = TestScheduler(initialClock: 0)
        let seenOnOtherThread = LockedFlag()
        SharingScheduler.mock(scheduler: scheduler) {
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                seenOnOtherThread.set(SharingScheduler.make() is MainScheduler)
                done.signal()
            }
            done.wait()
        }
        XCTAssertTrue(seenOnOtherThread.value)
    }

    /// Tasks created inside the action inherit the mock, as task-local values do.
    func testTasksCreatedInsideTheMockSeeIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let seenInTask = LockedFlag()
        let finished = expectation(description: "task finished")
        SharingScheduler.mock(scheduler: scheduler) {
            Task {
                seenInTask.set(SharingScheduler.make() as AnyObject === scheduler)
                finished.fulfill()
            }
        }
        wait(for: [finished], timeout: 5)
        XCTAssertTrue(seenInTask.value)
    }
}
