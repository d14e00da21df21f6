// SendableRx tests — async → Observable: `asObservable()` / `asInfallible()` on AsyncSequences, the async
// `create` forms of Single, Maybe, Completable and Observable, and async flatMap / flatMapLatest / concatMap.

import Foundation
import SendableRx
import XCTest

/// A finite custom AsyncSequence: counts down from `start` to 1.
private struct Countdown: AsyncSequence, Sendable {
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

/// An endless custom AsyncSequence that reports whether its iterating task was cancelled.
private struct Ticks: AsyncSequence, Sendable {
    let sawCancellation: SharedState<Bool>

    struct AsyncIterator: AsyncIteratorProtocol {
        let sawCancellation: SharedState<Bool>
        var tick = 0
        mutating func next() async throws -> Int? {
            do {
                try await Task.sleep(for: .milliseconds(2))
            } catch {
                if Task.isCancelled { sawCancellation.mutate { $0 = true } }
                throw error
            }
            tick += 1
            return tick
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(sawCancellation: sawCancellation) }
}

private enum Marker {
    @TaskLocal static var name: String?
}

final class AsyncToObservableTests: RxTestCase {
    // MARK: asObservable / asInfallible

    func testAsyncStreamAsObservable() async {
        let stream = AsyncStream<Int> { continuation in
            for element in 1...4 { continuation.yield(element) }
            continuation.finish()
        }
        let recorded = await collectEvents(stream.asObservable())
        XCTAssertEqual(recorded?.elements, [1, 2, 3, 4])
        XCTAssertEqual(recorded?.completed, true)
        XCTAssertNil(recorded?.error)
    }

    func testAsyncThrowingStreamErrorBecomesErrorEvent() async {
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish(throwing: TestError("stream"))
        }
        let recorded = await collectEvents(stream.asObservable())
        XCTAssertEqual(recorded?.elements, [1, 2])
        XCTAssertEqual((recorded?.error as? TestError)?.tag, "stream")
        XCTAssertEqual(recorded?.completed, false)
    }

    func testCustomAsyncSequenceAsObservable() async {
        let recorded = await collectEvents(Countdown(start: 3).asObservable())
        XCTAssertEqual(recorded?.elements, [3, 2, 1])
        XCTAssertEqual(recorded?.completed, true)
    }

    func testCustomSequenceCanBeSubscribedTwice() async {
        let countdown = Countdown(start: 2).asObservable()
        let first = await collectEvents(countdown)
        let second = await collectEvents(countdown)
        XCTAssertEqual(first?.elements, [2, 1])
        XCTAssertEqual(second?.elements, [2, 1], "a multi-pass sequence is iterated afresh per subscription")
    }

    func testSecondSubscriptionToFinishedAsyncStreamCompletesEmpty() async {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let observable = stream.asObservable()
        let first = await collectEvents(observable)
        let second = await collectEvents(observable)
        XCTAssertEqual(first?.elements, [1])
        XCTAssertEqual(second?.elements, [], "a finished single-pass stream has nothing left")
        XCTAssertEqual(second?.completed, true)
    }

    func testConcurrentSubscriptionsToOneAsyncStreamSplitItsElements() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let observable = stream.asObservable()
        let first = SharedState<[Int]>([])
        let second = SharedState<[Int]>([])
        let completions = SharedCounter()
        let subscriptions = [
            observable.subscribe(onNext: { value in first.mutate { $0.append(value) } },
                                 onCompleted: { completions.increment() }),
            observable.subscribe(onNext: { value in second.mutate { $0.append(value) } },
                                 onCompleted: { completions.increment() }),
        ]
        for value in 0..<20 { continuation.yield(value) }
        continuation.finish()
        let finished = await pollUntil { completions.value == 2 }
        XCTAssertTrue(finished)
        // Each element reaches exactly one of the two subscriptions; nothing is duplicated or lost.
        XCTAssertEqual((first.value + second.value).sorted(), Array(0..<20))
        subscriptions.forEach { $0.dispose() }
    }

    func testDisposalCancelsTheIteratingTaskWithoutDeliveringCancellationError() async {
        let sawCancellation = SharedState(false)
        let log = SharedState<[String]>([])
        let subscription = Ticks(sawCancellation: sawCancellation).asObservable().subscribe(
            onNext: { value in log.mutate { $0.append("next \(value)") } },
            onError: { error in log.mutate { $0.append("error \(error)") } },
            onCompleted: { log.mutate { $0.append("completed") } }
        )
        let ticked = await pollUntil { log.value.count >= 2 }
        XCTAssertTrue(ticked)
        subscription.dispose()
        let cancelled = await pollUntil { sawCancellation.value }
        XCTAssertTrue(cancelled, "disposal must cancel the iterating task")
        try? await Task.sleep(for: .milliseconds(30))
        XCTAssertFalse(log.value.contains { $0.hasPrefix("error") || $0 == "completed" }, "\(log.value)")
    }

    func testAsInfallibleOnNonThrowingSequence() async {
        let stream = AsyncStream<String> { continuation in
            continuation.yield("a")
            continuation.yield("b")
            continuation.finish()
        }
        let infallible: Infallible<String> = stream.asInfallible()
        var received: [String] = []
        for await value in infallible.values { received.append(value) }
        XCTAssertEqual(received, ["a", "b"])
    }

    // MARK: async create

    func testAsyncSingleCreateSucceeds() async {
        let single = Single<Int>.create {
            try await Task.sleep(for: .milliseconds(5))
            return 99
        }
        let recorded = await collectEvents(single.asObservable())
        XCTAssertEqual(recorded?.elements, [99])
        XCTAssertEqual(recorded?.completed, true)
    }

    func testAsyncSingleCreateFails() async {
        let single = Single<Int>.create { throw TestError("work") }
        do {
            _ = try await single.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "work")
        }
    }

    func testDisposingAsyncSingleCancelsTheWork() async {
        let started = SharedState(false)
        let cancelled = SharedState(false)
        let events = SharedState<[String]>([])
        let single = Single<Int>.create {
            started.mutate { $0 = true }
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.mutate { $0 = Task.isCancelled }
                throw error
            }
            return 1
        }
        let subscription = single.subscribe(
            onSuccess: { value in events.mutate { $0.append("success \(value)") } },
            onFailure: { error in events.mutate { $0.append("failure \(error)") } }
        )
        let didStart = await pollUntil { started.value }
        XCTAssertTrue(didStart)
        subscription.dispose()
        let didCancel = await pollUntil { cancelled.value }
        XCTAssertTrue(didCancel, "disposing must cancel the task running the work")
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(events.value, [], "no CancellationError is delivered after our own disposal")
    }

    func testAsyncMaybeCreate() async throws {
        let some = try await Maybe<Int>.create { 3 }.value
        XCTAssertEqual(some, 3)
        let none = try await Maybe<Int>.create { nil }.value
        XCTAssertNil(none)
        do {
            _ = try await Maybe<Int>.create { throw TestError("maybe") }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "maybe")
        }
    }

    func testAsyncCompletableCreate() async throws {
        let ran = SharedState(false)
        try await Completable.create { ran.mutate { $0 = true } }.value
        XCTAssertTrue(ran.value)
        do {
            try await Completable.create { throw TestError("completable") }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "completable")
        }
    }

    func testAsyncObservableCreateYieldsElements() async {
        let numbers = Observable<Int>.create { yield in
            for number in 1...3 {
                await Task.yield()
                yield(number)
            }
        }
        let recorded = await collectEvents(numbers)
        XCTAssertEqual(recorded?.elements, [1, 2, 3])
        XCTAssertEqual(recorded?.completed, true)

        let failing = Observable<Int>.create { yield in
            yield(1)
            throw TestError("observable")
        }
        let failed = await collectEvents(failing)
        XCTAssertEqual(failed?.elements, [1])
        XCTAssertEqual((failed?.error as? TestError)?.tag, "observable")
    }

    func testDetachedOptionDoesNotInheritTaskLocals() async throws {
        let attached = Single<String>.create { Marker.name ?? "none" }
        let detached = Single<String>.create(detached: true) { Marker.name ?? "none" }
        let attachedResult = SharedState("")
        let detachedResult = SharedState("")
        let subscriptions = Marker.$name.withValue("outer") {
            [
                attached.subscribe(onSuccess: { value in attachedResult.mutate { $0 = value } }),
                detached.subscribe(onSuccess: { value in detachedResult.mutate { $0 = value } }),
            ]
        }
        let done = await pollUntil { !attachedResult.value.isEmpty && !detachedResult.value.isEmpty }
        XCTAssertTrue(done)
        XCTAssertEqual(attachedResult.value, "outer", "a child-style task inherits task-local values")
        XCTAssertEqual(detachedResult.value, "none", "a detached task does not")
        subscriptions.forEach { $0.dispose() }
    }

    func testPriorityOption() async throws {
        let low = try await Single<TaskPriority>.create(priority: .low) { Task.currentPriority }.value
        XCTAssertEqual(low, .low)
        let high = try await Single<TaskPriority>.create(detached: true, priority: .high) { Task.currentPriority }.value
        XCTAssertEqual(high, .high)
    }

    func testAsyncSequencePriorityIsThePriorityOfTheIteratingTask() async throws {
        let high = try await PriorityReporting().asObservable(priority: .high).asSingle().value
        XCTAssertEqual(high, .high)
        let low = try await PriorityReporting().asInfallible(priority: .low).asObservable().asSingle().value
        XCTAssertEqual(low, .low)
    }

    func testAsyncSequenceIsIteratedInADetachedTask() async throws {
        let name = try await Marker.$name.withValue("outer") {
            try await TaskLocalReporting().asObservable().asSingle().value
        }
        XCTAssertEqual(name, "none", "as in RxSwift, the iterating task is detached: it inherits no task-local values")
    }

    // MARK: async flatMap family

    func testAsyncFlatMapMergesResults() async {
        let recorded = await collectEvents(Observable.from([1, 2, 3]).flatMap { (value: Int) async throws -> Int in
            try await Task.sleep(for: .milliseconds(Int64(5 * (4 - value))))
            return value * 10
        })
        XCTAssertEqual(recorded.map { Set($0.elements) }, [10, 20, 30])
        XCTAssertEqual(recorded?.elements.count, 3)
        XCTAssertEqual(recorded?.completed, true)
    }

    func testAsyncFlatMapErrorFailsTheSequence() async {
        let recorded = await collectEvents(Observable.from([1, 2]).flatMap { (value: Int) async throws -> Int in
            if value == 2 { throw TestError("selector") }
            return value
        })
        XCTAssertEqual((recorded?.error as? TestError)?.tag, "selector")
    }

    func testAsyncFlatMapLatestCancelsTheSupersededTask() async {
        let subject = PublishSubject<Int>()
        let firstStarted = SharedState(false)
        let firstCancelled = SharedState(false)
        let log = SharedState<[String]>([])
        let subscription = subject.asObservable()
            .flatMapLatest { (value: Int) async throws -> Int in
                if value == 1 {
                    firstStarted.mutate { $0 = true }
                    do {
                        try await Task.sleep(for: .seconds(30))
                    } catch {
                        firstCancelled.mutate { $0 = Task.isCancelled }
                        throw error
                    }
                }
                return value * 10
            }
            .subscribe(
                onNext: { value in log.mutate { $0.append("next \(value)") } },
                onError: { error in log.mutate { $0.append("error \(error)") } },
                onCompleted: { log.mutate { $0.append("completed") } }
            )
        subject.onNext(1)
        let started = await pollUntil { firstStarted.value }
        XCTAssertTrue(started)
        subject.onNext(2)
        let cancelled = await pollUntil { firstCancelled.value }
        XCTAssertTrue(cancelled, "the superseded element's task must be cancelled")
        let gotSecond = await pollUntil { log.value == ["next 20"] }
        XCTAssertTrue(gotSecond, "\(log.value)")
        subject.onCompleted()
        let completed = await pollUntil { log.value == ["next 20", "completed"] }
        XCTAssertTrue(completed, "\(log.value)")
        subscription.dispose()
    }

    func testAsyncConcatMapKeepsOrder() async {
        let recorded = await collectEvents(Observable.from([1, 2, 3, 4]).concatMap { (value: Int) async throws -> String in
            // Earlier elements take longer, so only sequential execution keeps the order.
            try await Task.sleep(for: .milliseconds(Int64(5 * (5 - value))))
            return "#\(value)"
        })
        XCTAssertEqual(recorded?.elements, ["#1", "#2", "#3", "#4"])
        XCTAssertEqual(recorded?.completed, true)
    }
}

/// A one-element sequence: the priority of the task that iterates it.
private struct PriorityReporting: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false
        mutating func next() async -> TaskPriority? {
            if done { return nil }
            done = true
            return Task.currentPriority
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

/// A one-element sequence: the task-local `Marker.name` of the task that iterates it.
private struct TaskLocalReporting: AsyncSequence, Sendable {
    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false
        mutating func next() async -> String? {
            if done { return nil }
            done = true
            return Marker.name ?? "none"
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
