// SendableRx tests — `observe(on:)`: virtual time tick for tick as RxSwift 6 (ObserveOnTest), then real queues.

import Dispatch
import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class ObserveOnVirtualTimeTests: RxTestCase {
    private let error = TestError("observeOn")

    func testEachEventArrivesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .next(231, 4), .completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testErrorArrivesOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, error)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .error(251, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testEmptySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(251)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverEndingSequenceIsDisposedAtTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(300, 2)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(301, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testEventsAtTheSameTickAreDeliveredOnePerTickInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .completed(210),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testColdSourceIsShiftedByOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingStopsDeliveryOfQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWithoutProcessingDelayEventsKeepTheirTicks() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testOnCurrentThreadSchedulerDeliversSynchronouslyInOrder() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3)
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["1", "2", "3", "completed"])
    }

    @available(*, deprecated)
    func testDeprecatedObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.observeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
    }
}

final class ObserveOnDispatchTests: RxTestCase {
    private let key = DispatchSpecificKey<String>()

    private func serialScheduler() -> (SerialDispatchQueueScheduler, SendableSlot<DispatchQueue>) {
        let key = self.key
        let queue = SendableSlot<DispatchQueue>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.observeOn.serial") {
            $0.setSpecific(key: key, value: "serial")
            queue.set($0)
        }
        return (scheduler, queue)
    }

    private func checkOrderThreadAndOverlap(
        _ scheduler: any ImmediateSchedulerType,
        expectedQueue: String?,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let key = self.key
        let values = EventLog<Int>()
        let wrongQueue = AtomicCounter()
        let probe = DispatchOverlapProbe()
        let completed = expectation(description: "completed")
        let completedAfter = SendableSlot<Int>()
        let subscription = Observable.range(start: 0, count: 10_000)
            .observe(on: scheduler)
            .subscribe(
                onNext: { value in
                    probe.enter()
                    if let expectedQueue, DispatchQueue.getSpecific(key: key) != expectedQueue { wrongQueue.increment() }
                    if Thread.isMainThread { wrongQueue.increment() }
                    values.append(value)
                    probe.leave()
                },
                onCompleted: {
                    completedAfter.set(values.values.count)
                    completed.fulfill()
                }
            )
        wait(for: [completed], timeout: 30)
        subscription.dispose()
        XCTAssertEqual(values.values, Array(0..<10_000), file: file, line: line)
        XCTAssertEqual(completedAfter.value, 10_000, file: file, line: line)
        XCTAssertEqual(wrongQueue.value, 0, file: file, line: line)
        XCTAssertEqual(probe.maximumOverlap, 1, file: file, line: line)
    }

    func testSerialQueueFastPathKeepsOrderOnTheQueue() {
        let (scheduler, _) = serialScheduler()
        checkOrderThreadAndOverlap(scheduler, expectedQueue: "serial")
    }

    func testConcurrentSchedulerDeliversOneAtATimeInOrder() {
        let queue = DispatchQueue(label: "test.observeOn.concurrent", attributes: .concurrent)
        queue.setSpecific(key: key, value: "concurrent")
        checkOrderThreadAndOverlap(ConcurrentDispatchQueueScheduler(queue: queue), expectedQueue: "concurrent")
    }

    func testOperationQueueSchedulerDeliversOneAtATimeInOrder() {
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 4
        checkOrderThreadAndOverlap(OperationQueueScheduler(operationQueue: operationQueue), expectedQueue: nil)
        operationQueue.waitUntilAllOperationsAreFinished()
    }

    func testOperationQueueBatchStopsAtDisposalFromInsideTheObserver() {
        // Up to 32 queued events go out per operation; disposing from inside the observer stops the batch there.
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        let values = EventLog<Int>()
        let slot = SingleAssignmentDisposable()
        let reachedTen = expectation(description: "ten")
        let source = PublishSubject<Int>()
        slot.setDisposable(
            source
                .observe(on: OperationQueueScheduler(operationQueue: operationQueue))
                .subscribe(onNext: { value in
                    values.append(value)
                    if value == 10 {
                        slot.dispose()
                        reachedTen.fulfill()
                    }
                })
        )
        // Sent after the subscription is in `slot`, so that disposing it from the observer takes effect at once.
        for value in 0..<1_000 { source.onNext(value) }
        wait(for: [reachedTen], timeout: 10)
        operationQueue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(values.values, Array(0...10))
    }

    func testMainSchedulerDeliversOnTheMainThread() {
        let values = EventLog<Int>()
        let offMain = AtomicCounter()
        let completed = expectation(description: "completed")
        let subscription = Observable.range(start: 0, count: 100)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { value in
                    if !Thread.isMainThread { offMain.increment() }
                    values.append(value)
                },
                onCompleted: { completed.fulfill() }
            )
        wait(for: [completed], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values.values, Array(0..<100))
        XCTAssertEqual(offMain.value, 0)
    }

    func testErrorArrivesAfterTheQueuedElements() {
        let queue = DispatchQueue(label: "test.observeOn.error", attributes: .concurrent)
        let values = EventLog<String>()
        let failed = expectation(description: "failed")
        let source = Observable<Int>.create { observer in
            for value in 0..<100 { observer.onNext(value) }
            observer.onError(TestError("late"))
            return Disposables.create()
        }
        let subscription = source
            .observe(on: ConcurrentDispatchQueueScheduler(queue: queue))
            .subscribe(
                onNext: { values.append("\($0)") },
                onError: { _ in
                    values.append("error")
                    failed.fulfill()
                }
            )
        wait(for: [failed], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values.values, (0..<100).map { "\($0)" } + ["error"])
    }

    private func checkDisposeMidStream(_ scheduler: any ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line) {
        let subject = PublishSubject<Int>()
        let received = EventLog<Int>()
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let subscription = subject
            .observe(on: scheduler)
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 {
                    started.signal()
                    gate.wait()
                }
            })
        for value in 1...5 { subject.onNext(value) }
        started.wait()
        subscription.dispose()
        gate.signal()
        // Let anything still queued on the scheduler run (and be dropped).
        Thread.sleep(forTimeInterval: 0.1)
        let flushed = expectation(description: "flushed")
        _ = scheduler.schedule(()) { _ in
            flushed.fulfill()
            return Disposables.create()
        }
        wait(for: [flushed], timeout: 5)
        XCTAssertEqual(received.values, [1], file: file, line: line)
        XCTAssertFalse(subject.hasObservers, file: file, line: line)
    }

    func testDisposingMidStreamStopsDeliveryOnTheSerialFastPath() {
        let (scheduler, _) = serialScheduler()
        checkDisposeMidStream(scheduler)
    }

    func testDisposingMidStreamStopsDeliveryOnAConcurrentScheduler() {
        checkDisposeMidStream(ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }
}
