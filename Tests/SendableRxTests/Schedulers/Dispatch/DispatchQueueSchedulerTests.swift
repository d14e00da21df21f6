// SendableRx tests — SerialDispatchQueueScheduler, ConcurrentDispatchQueueScheduler and OperationQueueScheduler on
// real queues: order, the queue actions run on, relative and periodic timers, cancellation.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

/// Counts actions running at the same time and remembers the highest overlap seen.
final class DispatchOverlapProbe: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let maximum = Atomic<Int>(0)

    var maximumOverlap: Int { maximum.load(ordering: .acquiring) }

    func enter() {
        let now = inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
        var seen = maximum.load(ordering: .acquiring)
        while now > seen {
            let (exchanged, original) = maximum.compareExchange(
                expected: seen, desired: now, ordering: .acquiringAndReleasing
            )
            if exchanged { break }
            seen = original
        }
    }

    func leave() {
        inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    }
}

/// Lets a test wait until every queued block of `queue` submitted so far has run.
func drainQueue(_ queue: DispatchQueue) {
    queue.sync(flags: .barrier) {}
}

extension XCTestCase {
    /// Turns the main run loop for a moment so that the main queue processes pending work (such as the
    /// cancellation of a dispatch timer, which releases its handler) before the leak check in `tearDown`.
    func settleMainQueue() {
        let settled = expectation(description: "main queue settled")
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { settled.fulfill() }
        wait(for: [settled], timeout: 5)
    }
}

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    private let key = DispatchSpecificKey<String>()

    private func makeScheduler(_ label: String = "serial") -> (SerialDispatchQueueScheduler, SendableSlot<DispatchQueue>) {
        let queueSlot = SendableSlot<DispatchQueue>()
        let key = self.key
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "test.\(label)",
            serialQueueConfiguration: { queue in
                queue.setSpecific(key: key, value: label)
                queueSlot.set(queue)
            }
        )
        return (scheduler, queueSlot)
    }

    func testPreservesOrderOf10000ActionsOnItsQueue() {
        let (scheduler, _) = makeScheduler()
        let key = self.key
        let log = EventLog<Int>()
        let wrongQueue = AtomicCounter()
        let overlap = DispatchOverlapProbe()
        let done = expectation(description: "all actions ran")
        for index in 0..<10_000 {
            _ = scheduler.schedule(index) { value in
                overlap.enter()
                if DispatchQueue.getSpecific(key: key) != "serial" { wrongQueue.increment() }
                log.append(value)
                overlap.leave()
                if value == 9_999 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(log.values, Array(0..<10_000))
        XCTAssertEqual(wrongQueue.value, 0)
        XCTAssertEqual(overlap.maximumOverlap, 1)
    }

    func testScheduleIsAsynchronousEvenFromItsOwnQueue() {
        let (scheduler, _) = makeScheduler()
        let log = EventLog<String>()
        let done = expectation(description: "inner ran")
        _ = scheduler.schedule(()) { _ in
            _ = scheduler.schedule(()) { _ in
                log.append("inner")
                done.fulfill()
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["outer end", "inner"])
    }

    func testTargetQueueInitialiserSerializesOnAConcurrentTarget() {
        let target = DispatchQueue(label: "test.target", attributes: .concurrent)
        target.setSpecific(key: key, value: "target")
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "test.internal")
        let key = self.key
        let log = EventLog<Int>()
        let wrongQueue = AtomicCounter()
        let overlap = DispatchOverlapProbe()
        let done = expectation(description: "all actions ran")
        for index in 0..<10_000 {
            _ = scheduler.schedule(index) { value in
                overlap.enter()
                if DispatchQueue.getSpecific(key: key) != "target" { wrongQueue.increment() }
                log.append(value)
                overlap.leave()
                if value == 9_999 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(log.values, Array(0..<10_000))
        XCTAssertEqual(wrongQueue.value, 0)
        XCTAssertEqual(overlap.maximumOverlap, 1)
    }

    func testQosInitialiserRunsInOrderOffTheMainThread() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let log = EventLog<Int>()
        let onMain = AtomicCounter()
        let done = expectation(description: "all actions ran")
        for index in 0..<1_000 {
            _ = scheduler.schedule(index) { value in
                if Thread.isMainThread { onMain.increment() }
                log.append(value)
                if value == 999 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.values, Array(0..<1_000))
        XCTAssertEqual(onMain.value, 0)
        XCTAssertLessThanOrEqual(abs(scheduler.now.timeIntervalSinceNow), 1)
    }

    func testDisposeCancelsAPendingAction() {
        let (scheduler, _) = makeScheduler()
        let gate = DispatchSemaphore(value: 0)
        let log = EventLog<String>()
        let done = expectation(description: "last action ran")
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            log.append("blocker")
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("last")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        gate.signal()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["blocker", "last"])
    }

    func testDisposingAfterTheActionRanDisposesWhatItReturned() {
        let (scheduler, queue) = makeScheduler()
        let inner = BooleanDisposable()
        let subscription = scheduler.schedule(()) { _ in inner }
        drainQueue(queue.value!)
        XCTAssertFalse(inner.isDisposed)
        subscription.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testActionsAndObserveOnDeliveriesKeepOneSubmissionOrderWhileTheQueueIsBusy() {
        let (scheduler, queue) = makeScheduler()
        let gate = DispatchSemaphore(value: 0)
        let log = EventLog<String>()
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { log.append("event \($0)") })
        // All of these wait behind the blocked action, interleaved: actions and deliveries share one order.
        _ = scheduler.schedule(()) { _ in log.append("action 1"); return Disposables.create() }
        subject.onNext(1)
        let cancelled = scheduler.schedule(()) { _ in log.append("cancelled"); return Disposables.create() }
        subject.onNext(2)
        _ = scheduler.schedule(()) { _ in
            log.append("action 2")
            // Scheduled from inside the batch: it runs after everything submitted before it.
            _ = scheduler.schedule(()) { _ in log.append("action 4"); return Disposables.create() }
            return Disposables.create()
        }
        subject.onNext(3)
        _ = scheduler.schedule(()) { _ in log.append("action 3"); return Disposables.create() }
        cancelled.dispose()
        gate.signal()
        drainQueue(queue.value!)
        drainQueue(queue.value!)
        XCTAssertEqual(log.values, ["action 1", "event 1", "event 2", "action 2", "event 3", "action 3", "action 4"])
        subscription.dispose()
    }

    func testAnActionReschedulingItselfRunsInOrderAndLetsOtherQueueWorkIn() {
        let (scheduler, queue) = makeScheduler()
        let log = EventLog<String>()
        let done = expectation(description: "the chain ended")
        // Each action schedules the next one from the queue itself: they join the running block, in order, but
        // the block hands the queue back from time to time, so a block submitted to the queue directly (at step
        // 10) still gets its turn before the chain of 300 ends.
        func step(_ index: Int) {
            _ = scheduler.schedule(index) { index in
                log.append("step \(index)")
                if index == 10 { queue.value!.async { log.append("direct block") } }
                if index < 299 { step(index + 1) } else { done.fulfill() }
                return Disposables.create()
            }
        }
        step(0)
        wait(for: [done], timeout: 10)
        drainQueue(queue.value!)
        let values = log.values
        XCTAssertEqual(values.filter { $0.hasPrefix("step") }, (0..<300).map { "step \($0)" })
        let direct = values.firstIndex(of: "direct block")
        XCTAssertNotNil(direct)
        XCTAssertGreaterThan(direct ?? 0, 11)
        XCTAssertLessThan(direct ?? .max, 299)
    }

    func testDisposingWhileTheActionRunsDisposesWhatItReturnsAtOnce() {
        let (scheduler, queue) = makeScheduler()
        let inner = BooleanDisposable()
        let slot = SendableSlot<any Disposable>()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        slot.set(scheduler.schedule(()) { _ in
            started.signal()
            proceed.wait()
            return inner
        })
        started.wait()
        slot.value!.dispose()  // from another thread, while the action runs
        proceed.signal()
        drainQueue(queue.value!)
        XCTAssertTrue(inner.isDisposed, "what the action returned is disposed as soon as it is returned")
    }

    func testAnActionAndWhatItCapturesAreReleasedOnceItRanOrWasSkipped() {
        let (scheduler, queue) = makeScheduler()
        final class Payload: Sendable {}
        weak var ran: Payload?
        weak var skipped: Payload?
        let gate = DispatchSemaphore(value: 0)
        let blocker = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        var first: Payload? = Payload()
        var second: Payload? = Payload()
        ran = first
        skipped = second
        let keptSubscription = scheduler.schedule(first!) { _ in Disposables.create() }
        let cancelled = scheduler.schedule(second!) { _ in Disposables.create() }
        first = nil
        second = nil
        cancelled.dispose()
        gate.signal()
        drainQueue(queue.value!)
        XCTAssertNil(ran, "the action ran and let go of its state")
        XCTAssertNil(skipped, "the cancelled action was dropped when its turn came")
        keptSubscription.dispose()
        blocker.dispose()
    }

    func testScheduleRelativeRunsOnTheQueueAfterTheDelay() {
        let (scheduler, _) = makeScheduler()
        let key = self.key
        let start = Date()
        let elapsed = SendableSlot<TimeInterval>()
        let onQueue = SendableSlot<Bool>()
        let done = expectation(description: "relative action ran")
        _ = scheduler.scheduleRelative(42, dueTime: .milliseconds(50)) { value in
            elapsed.set(Date().timeIntervalSince(start))
            onQueue.set(DispatchQueue.getSpecific(key: key) == "serial" && value == 42)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(elapsed.value ?? 0, 0.045)
        XCTAssertEqual(onQueue.value, true)
    }

    func testDisposingARelativeActionCancelsIt() {
        let (scheduler, _) = makeScheduler()
        let log = EventLog<String>()
        let done = expectation(description: "later action ran")
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(40)) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(150)) { _ in
            log.append("later")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["later"])
    }

    func testZeroAndNegativeDelaysRunOnTheQueueInSubmissionOrderAndCanBeCancelled() {
        let (scheduler, queue) = makeScheduler()
        let key = self.key
        let log = EventLog<String>()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 3
        // Hold the queue so that nothing runs before every action has been submitted.
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        for (label, delay) in [("zero", RxTimeInterval.seconds(0)), ("negative", .milliseconds(-5))] {
            _ = scheduler.scheduleRelative(label, dueTime: delay) { label in
                log.append("\(label) on queue: \(DispatchQueue.getSpecific(key: key) == "serial")")
                done.fulfill()
                return Disposables.create()
            }
        }
        let cancelled = scheduler.scheduleRelative((), dueTime: .nanoseconds(0)) { _ in
            log.append("cancelled ran")
            return Disposables.create()
        }
        let inner = CountingDisposable()
        let lateDisposal = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in
            done.fulfill()
            return inner
        }
        cancelled.dispose()
        log.append("submitted")
        gate.signal()
        wait(for: [done], timeout: 5)
        drainQueue(queue.value!)
        XCTAssertEqual(log.values, ["submitted", "zero on queue: true", "negative on queue: true"])
        XCTAssertEqual(inner.disposeCount, 0)
        lateDisposal.dispose()
        XCTAssertEqual(inner.disposeCount, 1, "disposing after the action ran disposes what it returned")
    }

    func testRelativeActionsRunInDueTimeOrder() {
        let (scheduler, _) = makeScheduler()
        let log = EventLog<Int>()
        let done = expectation(description: "all ran")
        done.expectedFulfillmentCount = 3
        for (value, delay) in [(3, 90), (1, 10), (2, 50)] {
            _ = scheduler.scheduleRelative(value, dueTime: .milliseconds(delay)) { value in
                log.append(value)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, [1, 2, 3])
    }

    func testSchedulePeriodicTicksWithStateAndStopsOnDispose() {
        let (scheduler, queue) = makeScheduler()
        let key = self.key
        let states = EventLog<Int>()
        let wrongQueue = AtomicCounter()
        let fiveTicks = expectation(description: "five ticks")
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            if DispatchQueue.getSpecific(key: key) != "serial" { wrongQueue.increment() }
            states.append(state)
            if state == 4 { fiveTicks.fulfill() }
            return state + 1
        }
        wait(for: [fiveTicks], timeout: 5)
        periodic.dispose()
        drainQueue(queue.value!)
        let countAtDispose = states.values.count
        Thread.sleep(forTimeInterval: 0.1)
        drainQueue(queue.value!)
        XCTAssertEqual(states.values.count, countAtDispose)
        XCTAssertEqual(states.values, Array(0..<countAtDispose))
        XCTAssertEqual(wrongQueue.value, 0)
    }
}

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    private let key = DispatchSpecificKey<String>()

    func testRunsEveryActionOnTheGivenQueue() {
        let queue = DispatchQueue(label: "test.concurrent", attributes: .concurrent)
        queue.setSpecific(key: key, value: "concurrent")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let key = self.key
        let ran = AtomicCounter()
        let wrongQueue = AtomicCounter()
        let done = expectation(description: "all actions ran")
        done.expectedFulfillmentCount = 1_000
        for index in 0..<1_000 {
            _ = scheduler.schedule(index) { _ in
                if DispatchQueue.getSpecific(key: key) != "concurrent" { wrongQueue.increment() }
                ran.increment()
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(ran.value, 1_000)
        XCTAssertEqual(wrongQueue.value, 0)
    }

    func testQosInitialiserRunsOffTheMainThread() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .utility)
        let onMain = SendableSlot<Bool>()
        let done = expectation(description: "ran")
        _ = scheduler.schedule(()) { _ in
            onMain.set(Thread.isMainThread)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.value, false)
    }

    func testDisposeCancelsPendingActionsAndTimers() {
        let queue = DispatchQueue(label: "test.concurrent.suspended", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = EventLog<String>()
        queue.suspend()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        let cancelledTimer = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            log.append("cancelled timer")
            return Disposables.create()
        }
        let done = expectation(description: "kept action ran")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(120)) { _ in
            log.append("kept")
            done.fulfill()
            return Disposables.create()
        }
        cancelled.dispose()
        cancelledTimer.dispose()
        queue.resume()
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log.values, ["kept"])
    }

    func testPeriodicTicksNeverOverlapAndStopOnDispose() {
        let queue = DispatchQueue(label: "test.concurrent.periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue, leeway: .milliseconds(1))
        let overlap = DispatchOverlapProbe()
        let ticks = AtomicCounter()
        let enough = expectation(description: "ticks")
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { state in
            overlap.enter()
            Thread.sleep(forTimeInterval: 0.008)
            overlap.leave()
            if ticks.increment() == 5 { enough.fulfill() }
            return state + 1
        }
        wait(for: [enough], timeout: 5)
        periodic.dispose()
        drainQueue(queue)
        let countAtDispose = ticks.value
        Thread.sleep(forTimeInterval: 0.1)
        drainQueue(queue)
        XCTAssertEqual(ticks.value, countAtDispose)
        XCTAssertEqual(overlap.maximumOverlap, 1)
    }
}

final class OperationQueueSchedulerTests: RxTestCase {
    func testRunsActionsOnTheOperationQueueInOrderWhenSerial() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let log = EventLog<Int>()
        let wrongQueue = AtomicCounter()
        let done = expectation(description: "all ran")
        for index in 0..<1_000 {
            _ = scheduler.schedule(index) { value in
                if OperationQueue.current !== operationQueue { wrongQueue.increment() }
                log.append(value)
                if value == 999 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.values, Array(0..<1_000))
        XCTAssertEqual(wrongQueue.value, 0)
        operationQueue.waitUntilAllOperationsAreFinished()
    }

    func testDisposeCancelsAPendingOperation() {
        let operationQueue = OperationQueue()
        operationQueue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let log = EventLog<String>()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            log.append("kept")
            return Disposables.create()
        }
        cancelled.dispose()
        operationQueue.isSuspended = false
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(log.values, ["kept"])
    }

    func testAnOperationLetsGoOfItsActionOnceItRanThoughItsDisposableIsKept() {
        let operationQueue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        final class Payload: Sendable {}
        weak var released: Payload?
        var payload: Payload? = Payload()
        released = payload
        let kept = scheduler.schedule(payload!) { _ in Disposables.create() }
        payload = nil
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertNil(released, "the operation ran and let go of the action's state")
        kept.dispose()
    }

    func testDisposingAfterTheOperationRanDisposesWhatItReturned() {
        let operationQueue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: operationQueue)
        let inner = BooleanDisposable()
        let subscription = scheduler.schedule(()) { _ in inner }
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(inner.isDisposed)
        subscription.dispose()
        XCTAssertTrue(inner.isDisposed)
        subscription.dispose()
        XCTAssertTrue(inner.isDisposed)
    }
}
