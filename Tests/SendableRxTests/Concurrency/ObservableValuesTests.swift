// SendableRx tests — Observable → async: `values`, `values(bufferingPolicy:)` and `Infallible.values`.

import Foundation
import SendableRx
import XCTest

final class ObservableValuesTests: RxTestCase {
    func testYieldsElementsInOrderAndFinishesOnCompletion() async throws {
        var received: [Int] = []
        for try await value in Observable.from([1, 2, 3, 4, 5]).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3, 4, 5])
    }

    func testElementsSentFromAnotherThreadArriveInOrder() async throws {
        let source = Observable.range(start: 0, count: 2_000)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        var received: [Int] = []
        for try await value in source.values {
            received.append(value)
        }
        XCTAssertEqual(received, Array(0..<2_000))
    }

    func testThrowsTheObservablesError() async {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(TestError("values"))
            return Disposables.create()
        }
        var received: [Int] = []
        do {
            for try await value in failing.values {
                received.append(value)
            }
            XCTFail("the sequence should have thrown")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "values")
        }
        XCTAssertEqual(received, [1, 2])
    }

    func testSubscribesWhenIterationStartsNotWhenValuesIsRead() async throws {
        let subscriptions = SharedCounter()
        let source = Observable<Int>.deferred {
            subscriptions.increment()
            return .just(7)
        }
        let sequence = source.values
        XCTAssertEqual(subscriptions.value, 0, "reading `values` must not subscribe")

        var first: [Int] = []
        for try await value in sequence { first.append(value) }
        XCTAssertEqual(subscriptions.value, 1)

        var second: [Int] = []
        for try await value in sequence { second.append(value) }
        XCTAssertEqual(subscriptions.value, 2, "each iteration has its own subscription")
        XCTAssertEqual(first, [7])
        XCTAssertEqual(second, [7])
    }

    func testTaskCancellationDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let disposed = SharedState(false)
        let received = SharedState<[Int]>([])
        let sequence = subject.asObservable().do(onDispose: { disposed.mutate { $0 = true } }).values
        let consumer = Task {
            for try await value in sequence {
                received.mutate { $0.append(value) }
            }
        }
        let subscribed = await pollUntil { subject.hasObservers }
        XCTAssertTrue(subscribed)
        subject.onNext(1)
        let gotFirst = await pollUntil { received.value == [1] }
        XCTAssertTrue(gotFirst)
        XCTAssertFalse(disposed.value)

        consumer.cancel()
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed, "cancelling the consuming task must dispose the subscription")
        XCTAssertFalse(subject.hasObservers)
        do {
            try await consumer.value
            XCTFail("as in RxSwift, a cancelled loop over an observable's values throws CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        subject.onNext(2)
        XCTAssertEqual(received.value, [1])
    }

    // MARK: cancellation: a sequence that finished during the subscription wins, buffered elements still come

    /// Iterates `sequence` in a task that is cancelled before it starts; returns the elements and how it ended.
    private func iterateInCancelledTask(
        _ makeSequence: @escaping @Sendable () -> ObservableValues<Int>
    ) async -> (elements: [Int], error: (any Error)?) {
        let task = Task { () async -> ([Int], (any Error)?) in
            withUnsafeCurrentTask { $0?.cancel() }
            var elements: [Int] = []
            do {
                for try await element in makeSequence() { elements.append(element) }
                return (elements, nil)
            } catch {
                return (elements, error)
            }
        }
        return await task.value
    }

    func testAFinishedSourceWinsOverCancellation() async {
        let completed = await iterateInCancelledTask { Observable.of(1, 2, 3).values }
        XCTAssertEqual(completed.elements, [1, 2, 3])
        XCTAssertNil(completed.error)
        let failed = await iterateInCancelledTask { Observable.of(1, 2).concat(Observable.error(traitError)).values }
        XCTAssertEqual(failed.elements, [1, 2])
        XCTAssertEqual((failed.error as? TestError)?.tag, traitError.tag)
        let bounded = await iterateInCancelledTask { Observable.of(4, 5).values(bufferingPolicy: .bufferingOldest(1)) }
        XCTAssertEqual(bounded.elements, [4])
        XCTAssertNil(bounded.error)
    }

    func testAPendingSourceInACancelledTaskYieldsWhatArrivedThenThrows() async {
        let disposed = SharedState(false)
        let result = await iterateInCancelledTask {
            Observable.of(1, 2, 3).concat(Observable.never()).do(onDispose: { disposed.mutate { $0 = true } }).values
        }
        XCTAssertEqual(result.elements, [1, 2, 3], "the elements received before the cancellation are yielded")
        XCTAssertTrue(result.error is CancellationError, "got \(String(describing: result.error))")
        XCTAssertTrue(disposed.value)
    }

    func testCancellingWhileElementsAreBufferedYieldsThemFirst() async throws {
        let subject = PublishSubject<Int>()
        let gate = SharedState(false)
        let received = SharedState<[Int]>([])
        let sequence = subject.asObservable().values
        let consumer = Task {
            for try await value in sequence {
                received.mutate { $0.append(value) }
                // Hold the loop until the test has buffered more elements and cancelled.
                while !gate.value { await Task.yield() }
            }
        }
        let subscribed = await pollUntil { subject.hasObservers }
        XCTAssertTrue(subscribed)
        subject.onNext(1)
        let gotFirst = await pollUntil { received.value == [1] }
        XCTAssertTrue(gotFirst)
        subject.onNext(2)
        subject.onNext(3)
        consumer.cancel()
        gate.mutate { $0 = true }
        do {
            try await consumer.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(received.value, [1, 2, 3])
        XCTAssertFalse(subject.hasObservers)
    }

    func testInfallibleValuesEndQuietlyOnCancellation() async {
        let relay = PublishRelayStandIn()
        let task = Task { () async -> [Int] in
            var elements: [Int] = []
            for await element in relay.infallible.values { elements.append(element) }
            return elements
        }
        let relaySubscribed = await pollUntil { relay.subject.hasObservers }
        XCTAssertTrue(relaySubscribed)
        relay.subject.onNext(1)
        let relayGotFirst = await pollUntil { relay.received.value == 1 }
        XCTAssertTrue(relayGotFirst)
        task.cancel()
        let elements = await task.value
        XCTAssertEqual(elements, [1])
        let finished = Task { () async -> [Int] in
            withUnsafeCurrentTask { $0?.cancel() }
            var elements: [Int] = []
            for await element in Infallible.of(7, 8).values { elements.append(element) }
            return elements
        }
        let finishedElements = await finished.value
        XCTAssertEqual(finishedElements, [7, 8])
    }

    func testDroppingTheIteratorDisposesTheSubscription() async throws {
        let subject = PublishSubject<Int>()
        let disposed = SharedState(false)
        let source = subject.asObservable().do(onDispose: { disposed.mutate { $0 = true } })
        do {
            var iterator = source.values.makeAsyncIterator()
            XCTAssertTrue(subject.hasObservers, "making the iterator subscribes")
            subject.onNext(10)
            let first = try await iterator.next()
            XCTAssertEqual(first, 10)
            XCTAssertFalse(disposed.value)
        }
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed, "dropping the iterator must dispose the subscription")
        XCTAssertFalse(subject.hasObservers)
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async throws {
        let disposed = SharedState(false)
        let source = Observable.from([1, 2, 3]).concat(Observable<Int>.never())
            .do(onDispose: { disposed.mutate { $0 = true } })
        var first: Int?
        for try await value in source.values {
            first = value
            break
        }
        XCTAssertEqual(first, 1)
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed, "leaving the loop must dispose the subscription")
    }

    func testUnboundedBufferKeepsEverything() async throws {
        let drained = try await drainAfterBurst(.unbounded)
        XCTAssertEqual(drained, Array(1...10))
    }

    func testBufferingNewestKeepsTheLastElements() async throws {
        let drained = try await drainAfterBurst(.bufferingNewest(3))
        XCTAssertEqual(drained, [8, 9, 10])
    }

    func testBufferingOldestKeepsTheFirstElements() async throws {
        let drained = try await drainAfterBurst(.bufferingOldest(3))
        XCTAssertEqual(drained, [1, 2, 3])
    }

    func testDefaultValuesIsUnbounded() async throws {
        let subject = PublishSubject<Int>()
        var iterator = subject.asObservable().values.makeAsyncIterator()
        for element in 1...1_000 { subject.onNext(element) }
        subject.onCompleted()
        var drained: [Int] = []
        while let element = try await iterator.next() { drained.append(element) }
        XCTAssertEqual(drained, Array(1...1_000))
    }

    func testInfallibleValuesDoesNotThrow() async {
        var received: [String] = []
        // `for await` without `try`: the sequence's failure type is `Never`.
        for await value in Infallible.from(["a", "b", "c"]).values {
            received.append(value)
        }
        XCTAssertEqual(received, ["a", "b", "c"])

        var newest: [Int] = []
        let subject = PublishSubject<Int>()
        var iterator = subject.asObservable().asInfallible(onErrorJustReturn: -1)
            .values(bufferingPolicy: .bufferingNewest(2))
            .makeAsyncIterator()
        for element in 1...5 { subject.onNext(element) }
        subject.onCompleted()
        while let element = await iterator.next() { newest.append(element) }
        XCTAssertEqual(newest, [4, 5])
    }

    func testValuesFromMainActorCode() async throws {
        let received = try await Self.sumOnMainActor(Observable.from([1, 2, 3]))
        XCTAssertEqual(received, 6)
    }

    @MainActor
    private static func sumOnMainActor(_ source: Observable<Int>) async throws -> Int {
        var sum = 0
        for try await value in source.values {
            MainActor.assertIsolated()
            sum += value
        }
        return sum
    }

    /// Subscribes through `values(bufferingPolicy:)`, sends 1...10 and completion before reading anything,
    /// then drains the buffer.
    func testLargeBoundedBuffersKeepTheRightElements() async throws {
        // A ring buffer: dropping the oldest element and taking one are constant time, so large limits stay fast.
        for (policy, expected) in [
            (ValuesBufferingPolicy.bufferingNewest(50_000), Array(50_000..<100_000)),
            (ValuesBufferingPolicy.bufferingOldest(50_000), Array(0..<50_000)),
        ] {
            let subject = PublishSubject<Int>()
            var iterator = subject.asObservable().values(bufferingPolicy: policy).makeAsyncIterator()
            for element in 0..<100_000 { subject.onNext(element) }
            subject.onCompleted()
            var drained: [Int] = []
            while let element = try await iterator.next() { drained.append(element) }
            XCTAssertEqual(drained, expected, "\(policy)")
        }
    }

    func testAZeroLimitDropsElementsNobodyWaitsFor() async throws {
        let subject = PublishSubject<Int>()
        let iterator = subject.asObservable().values(bufferingPolicy: .bufferingNewest(0)).makeAsyncIterator()
        subject.onNext(1)  // nobody waits: dropped
        let consumer = Task { () -> Int? in
            var iterator = iterator
            return try await iterator.next()
        }
        // Give the consumer time to wait, then send: a waiting consumer gets the element even with no room.
        try await Task.sleep(nanoseconds: 50_000_000)
        subject.onNext(2)
        let received = try await consumer.value
        XCTAssertEqual(received, 2)
    }

    func testTheErrorIsThrownAfterTheBufferedElements() async {
        let subject = PublishSubject<Int>()
        var iterator = subject.asObservable().values.makeAsyncIterator()
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(TestError("late"))
        var received: [Int] = []
        do {
            while let element = try await iterator.next() { received.append(element) }
            XCTFail("expected the error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "late")
        }
        XCTAssertEqual(received, [1, 2])
        let afterError = try? await iterator.next()
        XCTAssertNil(afterError ?? nil, "the sequence has ended")
    }

    func testConcurrentProducerDeliversEverythingInOrder() async throws {
        // The producer runs on another thread while the consumer alternately drains batches and waits.
        let count = 100_000
        let subject = PublishSubject<Int>()
        var iterator = subject.asObservable().values.makeAsyncIterator()
        let thread = Thread {
            for element in 0..<count { subject.onNext(element) }
            subject.onCompleted()
        }
        thread.start()
        var expected = 0
        while let value = try await iterator.next() {
            XCTAssertEqual(value, expected)
            if value != expected { break }
            expected += 1
        }
        XCTAssertEqual(expected, count)
    }

    func testCancellingWhileElementsKeepArrivingEndsTheLoop() async throws {
        let subject = PublishSubject<Int>()
        let disposed = SharedState(false)
        let sequence = subject.asObservable().do(onDispose: { disposed.mutate { $0 = true } }).values
        let consumer = Task { () -> Int in
            var count = 0
            do {
                for try await _ in sequence { count += 1 }
                XCTFail("a cancelled loop over an observable's values ends with CancellationError, as in RxSwift")
            } catch {
                XCTAssertTrue(error is CancellationError, "got \(error)")
            }
            return count
        }
        let subscribed = await pollUntil { subject.hasObservers }
        XCTAssertTrue(subscribed)
        for element in 0..<1_000 { subject.onNext(element) }
        consumer.cancel()
        for element in 0..<1_000 { subject.onNext(element) }
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed, "cancelling the consuming task must dispose the subscription")
        let count = await consumer.value
        XCTAssertLessThanOrEqual(count, 2_000)
    }

    private func drainAfterBurst(_ policy: ValuesBufferingPolicy) async throws -> [Int] {
        let subject = PublishSubject<Int>()
        var iterator = subject.asObservable().values(bufferingPolicy: policy).makeAsyncIterator()
        XCTAssertTrue(subject.hasObservers)
        for element in 1...10 { subject.onNext(element) }
        subject.onCompleted()
        var drained: [Int] = []
        while let element = try await iterator.next() { drained.append(element) }
        return drained
    }
}

/// An infallible over a subject, counting the elements it has delivered.
private final class PublishRelayStandIn: Sendable {
    let subject = PublishSubject<Int>()
    let received = SharedState(0)

    var infallible: Infallible<Int> {
        let received = self.received
        return subject.asInfallible(onErrorJustReturn: -1).do(onNext: { _ in received.mutate { $0 += 1 } })
    }
}
