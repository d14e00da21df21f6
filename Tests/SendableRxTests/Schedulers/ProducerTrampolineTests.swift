// SendableRx tests — Producer / SinkDisposer behaviour: subscriptions run inside a trampoline, synchronous
// termination releases resources before subscribe returns, and dispose racing with subscription setup releases
// everything exactly once.

import Foundation
import SendableRx
import XCTest

final class ProducerTrampolineTests: RxTestCase {
    // MARK: - Subscriptions run inside a trampoline

    func testASubscriptionOnAThreadWithoutATrampolineRunsInsideOne() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        var requiredInsideSubscribe: Bool?
        let subscription = Observable<Int>.create { observer in
            requiredInsideSubscribe = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        XCTAssertEqual(requiredInsideSubscribe, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "the trampoline ends with the subscription")
        subscription.dispose()
    }

    func testASubscriptionOnAnotherThreadRunsInsideThatThreadsTrampoline() {
        let required = SendableSlot<Bool>()
        runOnNewThread {
            let subscription = Observable<Int>.create { observer in
                required.set(CurrentThreadScheduler.isScheduleRequired)
                observer.onCompleted()
                return Disposables.create()
            }.subscribe()
            subscription.dispose()
        }
        XCTAssertEqual(required.value, false)
    }

    func testActionsQueuedDuringSubscriptionRunBeforeSubscribeReturns() {
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("queued action")
                observer.onNext(1)
                return Disposables.create()
            }
            log.append("subscribe closure returns")
            return Disposables.create { log.append("create disposable disposed") }
        }.subscribe(onNext: { log.append("next \($0)") })
        log.append("subscribe returned")
        subscription.dispose()
        XCTAssertEqual(log, [
            "subscribe closure returns", "queued action", "next 1", "subscribe returned", "create disposable disposed",
        ])
    }

    func testASubscriptionInsideARunningTrampolineRunsAtOnce() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable<Int>.create { observer in
                log.append("subscribed")
                observer.onNext(1)
                return Disposables.create()
            }.subscribe(onNext: { log.append("next \($0)") })
            log.append("subscribe returned")
            subscription.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, ["subscribed", "next 1", "subscribe returned"])
    }

    // MARK: - Disposal during synchronous emission

    func testTheReturnedDisposableIsNotAvailableDuringSynchronousEmission() {
        // A top-level subscribe returns only after synchronous emissions, so a handler that tries to dispose
        // through a reference assigned from the return value finds nothing to dispose: every element arrives.
        var subscription: (any Disposable)?
        var received: [Int] = []
        var referenceWasNilDuringEmission: [Bool] = []
        subscription = Observable<Int>.create { observer in
            for value in 1...3 { observer.onNext(value) }
            return Disposables.create()
        }.subscribe(onNext: { value in
            received.append(value)
            referenceWasNilDuringEmission.append(subscription == nil)
            subscription?.dispose()
        })
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(referenceWasNilDuringEmission, [true, true, true])
        subscription?.dispose()
    }

    func testDisposingFromAHandlerWhileEmissionsAreQueuedOnTheTrampolineStopsDelivery() {
        // Inside a running trampoline, subscribe returns before queued emissions run, so the handler can dispose
        // the subscription mid-stream.
        var received: [Int] = []
        let createDisposeCount = AtomicCounter()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            var subscription: (any Disposable)?
            subscription = Observable<Int>.create { observer in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    for value in 1...5 { observer.onNext(value) }
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create { createDisposeCount.increment() }
            }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
            XCTAssertNotNil(subscription)
            XCTAssertEqual(received, [], "emissions are queued behind the running action")
            return Disposables.create()
        }
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(createDisposeCount.value, 1)
    }

    func testSynchronousCompletionDisposesTheCreateDisposableBeforeSubscribeReturns() {
        var log: [String] = []
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            log.append("create returns")
            return Disposables.create { log.append("create disposable disposed") }
        }.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("subscribe returned")
        XCTAssertEqual(log, [
            "next 1", "completed", "disposed", "create returns", "create disposable disposed", "subscribe returned",
        ])
        subscription.dispose()
        XCTAssertEqual(log.filter { $0 == "create disposable disposed" }.count, 1, "disposing again has no effect")
    }

    func testSynchronousErrorDisposesTheCreateDisposableOnce() {
        struct TestError: Error {}
        let createDisposeCount = AtomicCounter()
        var errors = 0
        let subscription = Observable<Int>.create { observer in
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create { createDisposeCount.increment() }
        }.subscribe(onError: { _ in errors += 1 })
        XCTAssertEqual(errors, 1)
        XCTAssertEqual(createDisposeCount.value, 1)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(createDisposeCount.value, 1)
    }

    func testDisposingTheSubscriptionDisposesTheCreateDisposableOnce() {
        let createDisposeCount = AtomicCounter()
        let subscription = Observable<Int>.create { _ in
            Disposables.create { createDisposeCount.increment() }
        }.subscribe()
        XCTAssertEqual(createDisposeCount.value, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(createDisposeCount.value, 1)
    }

    // MARK: - Dispose racing with subscription setup

    func testCompletionFromAnotherThreadRacingWithSetupReleasesEverythingOnce() {
        let iterations = 1_000
        let start = Resources.total
        let completions = AtomicCounter()
        let group = DispatchGroup()
        let queue = DispatchQueue.global()
        var counters: [AtomicCounter] = []
        for _ in 0..<iterations {
            let createDisposeCount = AtomicCounter()
            counters.append(createDisposeCount)
            let subscription = Observable<Int>.create { observer in
                let handoff = Handoff(observer)
                group.enter()
                queue.async {
                    handoff.value.onNext(1)
                    handoff.value.onCompleted()
                    group.leave()
                }
                return Disposables.create { createDisposeCount.increment() }
            }.subscribe(onCompleted: { completions.increment() })
            _ = subscription
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(completions.value, iterations)
        XCTAssertEqual(counters.filter { $0.value != 1 }.count, 0, "each create disposable disposed exactly once")
        waitForResources(toReturnTo: start)
    }

    func testDisposeFromAnotherThreadImmediatelyAfterSubscribe() {
        let iterations = 1_000
        let start = Resources.total
        let queue = DispatchQueue(label: "disposer")
        let group = DispatchGroup()
        var counters: [AtomicCounter] = []
        for _ in 0..<iterations {
            let createDisposeCount = AtomicCounter()
            counters.append(createDisposeCount)
            let subscription = Observable<Int>.create { _ in
                Disposables.create { createDisposeCount.increment() }
            }.subscribe()
            group.enter()
            queue.async {
                subscription.dispose()
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(counters.filter { $0.value != 1 }.count, 0, "each create disposable disposed exactly once")
        waitForResources(toReturnTo: start)
    }

    func testDisposeFromAnotherThreadWhileTheSourceEmitsFromAThirdThread() {
        let iterations = 1_000
        let start = Resources.total
        let emitter = DispatchQueue(label: "emitter")
        let disposer = DispatchQueue(label: "disposer")
        let group = DispatchGroup()
        var counters: [AtomicCounter] = []
        let sentAfterDisposeReturned = AtomicCounter()
        let deliveredAfterDisposeReturned = AtomicCounter()
        for _ in 0..<iterations {
            let createDisposeCount = AtomicCounter()
            counters.append(createDisposeCount)
            let disposeReturned = BooleanDisposable()
            let subscription = Observable<Bool>.create { observer in
                let handoff = Handoff(observer)
                group.enter()
                emitter.async {
                    for _ in 0..<20 {
                        // `true` marks an element sent after `dispose()` had returned on the disposer thread: the
                        // sink's disposed flag is visible by then, so such an element must never be delivered.
                        let afterDispose = disposeReturned.isDisposed
                        if afterDispose { sentAfterDisposeReturned.increment() }
                        handoff.value.onNext(afterDispose)
                    }
                    group.leave()
                }
                return Disposables.create { createDisposeCount.increment() }
            }.subscribe(onNext: { afterDispose in
                if afterDispose { deliveredAfterDisposeReturned.increment() }
            })
            group.enter()
            disposer.async {
                subscription.dispose()
                disposeReturned.dispose()
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(counters.filter { $0.value != 1 }.count, 0, "each create disposable disposed exactly once")
        XCTAssertEqual(deliveredAfterDisposeReturned.value, 0, "no element sent after dispose() returned is delivered")
        // How often the race is hit depends on the machine's load, so it is not asserted.
        _ = sentAfterDisposeReturned.value
        waitForResources(toReturnTo: start)
    }

    func testConcurrentSubscribeAndDisposeStorm() {
        let start = Resources.total
        let disposals = AtomicCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<250 {
                let subscription = Observable<Int>.create { observer in
                    observer.onNext(1)
                    return Disposables.create { disposals.increment() }
                }.subscribe()
                subscription.dispose()
            }
        }
        XCTAssertEqual(disposals.value, 2_000)
        waitForResources(toReturnTo: start)
    }

    private func waitForResources(toReturnTo start: Int32, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(5)
        while Resources.total != start && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        XCTAssertEqual(Resources.total, start, "resources leaked", file: file, line: line)
    }
}
