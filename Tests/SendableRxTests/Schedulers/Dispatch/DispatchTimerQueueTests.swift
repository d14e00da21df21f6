// SendableRx tests — the one-timer deadline queue behind scheduleRelative on the dispatch schedulers: deadline order,
// re-arming for an earlier deadline, cancellation releasing the action at once, pending actions outliving their
// scheduler, parallel runs on a concurrent queue, and the per-element reschedule pattern of debounce and timeout.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

private final class Recorder: Sendable {
    private let values = Mutex<[Int]>([])
    func append(_ value: Int) { values.withLock { $0.append(value) } }
    var recorded: [Int] { values.withLock { $0 } }
}

private final class Payload: Sendable {}

final class DispatchTimerQueueTests: RxTestCase {
    func testDeadlinesScheduledOutOfOrderRunInDeadlineOrderThenSchedulingOrder() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let recorder = Recorder()
        let done = DispatchSemaphore(value: 0)
        // Milliseconds; equal deadlines keep their scheduling order (ties by the second digit).
        let plan = [(40, 1), (10, 2), (30, 3), (10, 4), (20, 5), (40, 6), (5, 7)]
        // All scheduled from the queue itself, so that they share one `now`.
        scheduler.configurationQueueSync {
            for (delay, tag) in plan {
                _ = scheduler.scheduleRelative(tag, dueTime: .milliseconds(delay)) { tag in
                    recorder.append(tag)
                    if recorder.recorded.count == plan.count { done.signal() }
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(recorder.recorded, [7, 2, 4, 5, 3, 1, 6])
    }

    func testAnEarlierDeadlineAfterALaterOneDoesNotWaitForIt() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let recorder = Recorder()
        let early = DispatchSemaphore(value: 0)
        let late = scheduler.scheduleRelative(1, dueTime: .seconds(30)) { tag in
            recorder.append(tag)
            return Disposables.create()
        }
        let started = DispatchTime.now()
        _ = scheduler.scheduleRelative(2, dueTime: .milliseconds(10)) { tag in
            recorder.append(tag)
            early.signal()
            return Disposables.create()
        }
        XCTAssertEqual(early.wait(timeout: .now() + 5), .success)
        XCTAssertLessThan(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds, 5_000_000_000)
        late.dispose()
        XCTAssertEqual(recorder.recorded, [2])
    }

    func testDisposingBeforeTheDeadlineCancelsAndReleasesTheActionAtOnce() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let ran = Atomic<Int>(0)
        weak var released: Payload?
        var disposables: [any Disposable] = []
        do {
            let payload = Payload()
            released = payload
            for _ in 0..<3 {
                disposables.append(scheduler.scheduleRelative(payload, dueTime: .milliseconds(50)) { _ in
                    ran.wrappingAdd(1, ordering: .relaxed)
                    return Disposables.create()
                })
            }
        }
        XCTAssertNotNil(released, "pending actions hold what they captured")
        disposables.forEach { $0.dispose() }
        XCTAssertNil(released, "a cancelled action is released when it is disposed, not at its deadline")
        Thread.sleep(forTimeInterval: 0.15)
        XCTAssertEqual(ran.load(ordering: .relaxed), 0)
    }

    func testAPendingActionRunsAfterItsSchedulerIsGone() {
        let done = DispatchSemaphore(value: 0)
        weak var weakScheduler: SerialDispatchQueueScheduler?
        do {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            weakScheduler = scheduler
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                done.signal()
                return Disposables.create()
            }
        }
        XCTAssertNil(weakScheduler)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    }

    func testActionsDueTogetherOnAConcurrentQueueRunInParallel() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        // Each waits for the other: run one after the other in one block, they would never finish.
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            first.signal()
            _ = second.wait(timeout: .now() + 5)
            finished.signal()
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            second.signal()
            _ = first.wait(timeout: .now() + 5)
            finished.signal()
            return Disposables.create()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .success)
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .success)
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let ran = DispatchSemaphore(value: 0)
        let returnedDisposed = Atomic<Bool>(false)
        let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.signal()
            return Disposables.create { returnedDisposed.store(true, ordering: .relaxed) }
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 5), .success)
        scheduler.configurationQueueSync {}
        XCTAssertFalse(returnedDisposed.load(ordering: .relaxed))
        scheduled.dispose()
        XCTAssertTrue(returnedDisposed.load(ordering: .relaxed))
    }

    func testAnActionThatDisposesItsOwnSchedulingDisposesWhatItReturns() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let slot = SingleAssignmentDisposable()
        let returnedDisposed = DispatchSemaphore(value: 0)
        slot.setDisposable(scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            slot.dispose()
            return Disposables.create { returnedDisposed.signal() }
        })
        XCTAssertEqual(returnedDisposed.wait(timeout: .now() + 5), .success)
    }

    func testRescheduledOncePerElementOnlyTheLastDeadlineRuns() {
        // The debounce pattern: each new deadline cancels the one before.
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let recorder = Recorder()
        let done = DispatchSemaphore(value: 0)
        let serial = SerialDisposable()
        // Rescheduled from the scheduler's own serial queue, so that no deadline can be served before the loop ends
        // (however slow the machine): the timer's handler runs on that queue too, after the loop, when every
        // deadline but the last has been cancelled.
        scheduler.configurationQueueSync {
            for value in 0..<20_000 {
                serial.disposable = scheduler.scheduleRelative(value, dueTime: .milliseconds(1)) { value in
                    recorder.append(value)
                    done.signal()
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(recorder.recorded, [19_999])
        serial.dispose()
    }

    func testDebounceAndTimeoutOnADispatchQueue() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let recorder = Recorder()
        let ended = DispatchSemaphore(value: 0)
        let debounced = Observable.from(Array(0..<5_000))
            .debounce(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { recorder.append($0) }, onCompleted: { ended.signal() })
        XCTAssertEqual(ended.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(recorder.recorded, [4_999])
        debounced.dispose()
        let failed = Mutex<(any Error)?>(nil)
        let timedOut = Observable<Int>.never().timeout(.milliseconds(10), scheduler: scheduler)
            .subscribe(onError: { error in
                failed.withLock { $0 = error }
                ended.signal()
            })
        XCTAssertEqual(ended.wait(timeout: .now() + 5), .success)
        let error = failed.withLock { $0 }
        guard case RxError.timeout? = error as? RxError else {
            return XCTFail("expected RxError.timeout")
        }
        timedOut.dispose()
    }
}

extension SerialDispatchQueueScheduler {
    /// Runs `body` on the scheduler's queue and waits for it.
    fileprivate func configurationQueueSync(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        _ = schedule(()) { _ in
            body()
            done.signal()
            return Disposables.create()
        }
        done.wait()
    }
}
