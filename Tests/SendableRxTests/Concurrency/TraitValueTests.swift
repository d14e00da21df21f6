// SendableRx tests — traits in async functions: `single.value`, `maybe.value`, `completable.value`,
// cancellation, and the success-versus-cancel race.

import Foundation
import SendableRx
import XCTest

final class TraitValueTests: RxTestCase {
    func testSingleValueSucceeds() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheError() async {
        do {
            _ = try await Single<Int>.error(TestError("single")).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "single")
        }
    }

    func testMaybeValue() async throws {
        let some = try await Maybe.just("x").value
        XCTAssertEqual(some, "x")
        let none = try await Maybe<String>.empty().value
        XCTAssertNil(none)
        do {
            _ = try await Maybe<String>.error(TestError("maybe")).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "maybe")
        }
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError("completable")).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual((error as? TestError)?.tag, "completable")
        }
    }

    func testValueOfAnAsynchronousSingle() async throws {
        let value = try await Single.just(5)
            .delay(.milliseconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
            .value
        XCTAssertEqual(value, 5)
    }

    func testCancellingTheAwaitingTaskDisposesAndThrowsCancellationError() async {
        let subscribed = SharedState(false)
        let disposed = SharedState(false)
        let waiter = Task {
            try await Single<Int>.never()
                .do(onSubscribed: { subscribed.mutate { $0 = true } }, onDispose: { disposed.mutate { $0 = true } })
                .value
        }
        let didSubscribe = await pollUntil { subscribed.value }
        XCTAssertTrue(didSubscribe)
        waiter.cancel()
        do {
            _ = try await waiter.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed)
    }

    func testCancelledBeforeAwaitingThrowsAndDoesNotKeepASubscription() async {
        let subscriptions = SharedCounter()
        let disposals = SharedCounter()
        let waiter = Task {
            while !Task.isCancelled { await Task.yield() }
            return try await Maybe<Int>.never()
                .asObservable()
                .do(onSubscribe: { subscriptions.increment() }, onDispose: { disposals.increment() })
                .asMaybe()
                .value
        }
        waiter.cancel()
        do {
            _ = try await waiter.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        XCTAssertEqual(subscriptions.value, disposals.value, "a subscription made must be disposed")
    }

    func testCompletableValueCancellation() async {
        let subscribed = SharedState(false)
        let disposed = SharedState(false)
        let waiter = Task {
            try await Completable.never()
                .do(onSubscribed: { subscribed.mutate { $0 = true } }, onDispose: { disposed.mutate { $0 = true } })
                .value
        }
        let didSubscribe = await pollUntil { subscribed.value }
        XCTAssertTrue(didSubscribe)
        waiter.cancel()
        do {
            try await waiter.value
            XCTFail("expected CancellationError")
        } catch {
            XCTAssertTrue(error is CancellationError, "got \(error)")
        }
        let wasDisposed = await pollUntil { disposed.value }
        XCTAssertTrue(wasDisposed)
    }

    /// Success and cancellation race from two threads; the continuation must be resumed exactly once every
    /// time (a double resume traps or logs "continuation misused"; a missing one hangs the await).
    func testSuccessVersusCancelRaceResumesExactlyOnce() async {
        var successes = 0
        var cancellations = 0
        for iteration in 0..<1_000 {
            // A replaying subject, so that a subscription made after the emission still gets the element.
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            let single = subject.asObservable().asSingle()
            let waiter = Task { try await single.value }
            if iteration % 2 == 0 {
                // Half the time let the subscription exist first; otherwise cancel may win before it does.
                _ = await pollUntil { subject.hasObservers }
            }
            let emitter = Task.detached {
                subject.onNext(iteration)
                subject.onCompleted()
            }
            let canceller = Task.detached { waiter.cancel() }
            _ = await (emitter.value, canceller.value)
            do {
                let value = try await waiter.value
                XCTAssertEqual(value, iteration)
                successes += 1
            } catch is CancellationError {
                cancellations += 1
            } catch {
                XCTFail("unexpected error \(error)")
            }
        }
        XCTAssertEqual(successes + cancellations, 1_000)
    }

    /// Success delivered from inside the subscription call (synchronously) versus cancellation: the success
    /// always wins, whenever the cancellation comes (as in RxSwift).
    func testSynchronousSuccessVersusCancelRace() async {
        for iteration in 0..<1_000 {
            let waiter = Task { try await Single.just(iteration).value }
            let canceller = Task.detached { waiter.cancel() }
            _ = await canceller.value
            do {
                let value = try await waiter.value
                XCTAssertEqual(value, iteration)
            } catch {
                XCTFail("a Single that succeeds during the subscription must win over cancellation; got \(error)")
            }
        }
    }

    // MARK: already cancelled tasks: a sequence that finishes during the subscription wins

    /// Runs `body` in a task that is cancelled before `body` starts.
    private func inCancelledTask<T: Sendable>(
        _ body: @escaping @Sendable () async throws -> T
    ) async -> Result<T, any Error> {
        let task = Task { () async -> Result<T, any Error> in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        return await task.value
    }

    func testMaybeEmptyInACancelledTaskReturnsNil() async {
        let result = await inCancelledTask { try await Maybe<Int>.empty().value }
        XCTAssertEqual(try result.get(), .none)
        let just = await inCancelledTask { try await Maybe.just(4).value }
        XCTAssertEqual(try just.get(), 4)
    }

    func testCompletableEmptyInACancelledTaskReturns() async {
        let result = await inCancelledTask { try await Completable.empty().value }
        XCTAssertNoThrow(try result.get())
        let failing = await inCancelledTask { try await Completable.error(traitError).value }
        XCTAssertThrowsError(try failing.get()) { XCTAssertEqual(($0 as? TestError)?.tag, traitError.tag) }
    }

    func testSingleResultDuringSubscriptionInACancelledTask() async {
        let success = await inCancelledTask { try await Single.just(8).value }
        XCTAssertEqual(try success.get(), 8)
        let failure = await inCancelledTask { try await Single<Int>.error(traitError).value }
        XCTAssertThrowsError(try failure.get()) { XCTAssertEqual(($0 as? TestError)?.tag, traitError.tag) }
        let created = await inCancelledTask {
            try await Single<Int>.create { observer in
                observer(.success(9))
                return Disposables.create()
            }.value
        }
        XCTAssertEqual(try created.get(), 9)
    }

    func testPendingWaitInACancelledTaskSubscribesDisposesAndThrows() async {
        let subscriptions = SharedCounter()
        let disposals = SharedCounter()
        let result = await inCancelledTask {
            try await Maybe<Int>.never()
                .asObservable()
                .do(onSubscribe: { subscriptions.increment() }, onDispose: { disposals.increment() })
                .asMaybe()
                .value
        }
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
        XCTAssertEqual(subscriptions.value, 1, "as in RxSwift, the subscription is made")
        XCTAssertEqual(disposals.value, 1, "and disposed at once")
        let single = await inCancelledTask { try await Single<Int>.never().value }
        XCTAssertThrowsError(try single.get()) { XCTAssertTrue($0 is CancellationError) }
        let completable = await inCancelledTask { try await Completable.never().value }
        XCTAssertThrowsError(try completable.get()) { XCTAssertTrue($0 is CancellationError) }
    }

    /// The task is cancelled while the subscription is being made: a result given after that, still inside
    /// the subscription, wins; without one, the wait ends with `CancellationError`.
    func testCancellationDuringTheSubscription() async {
        let late = await inCancelledTask {
            try await Single<Int>.create { observer in
                withUnsafeCurrentTask { $0?.cancel() }
                observer(.success(10))
                return Disposables.create()
            }.value
        }
        XCTAssertEqual(try late.get(), 10)
        let disposed = SharedState(false)
        let task = Task { () async -> Result<Int, any Error> in
            do {
                return .success(try await Single<Int>.create { _ in
                    withUnsafeCurrentTask { $0?.cancel() }
                    return Disposables.create { disposed.mutate { $0 = true } }
                }.value)
            } catch {
                return .failure(error)
            }
        }
        let result = await task.value
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
        XCTAssertTrue(disposed.value, "the pending subscription is disposed")
    }

    func testAwaitingSingleValueFromMainActor() async throws {
        let value = try await Self.loadOnMainActor()
        XCTAssertEqual(value, "loaded 3")
    }

    @MainActor
    private static func loadOnMainActor() async throws -> String {
        let count = try await Single.just(3).value
        MainActor.assertIsolated()
        let label = try await Maybe.just("loaded").value ?? "none"
        try await Completable.empty().value
        MainActor.assertIsolated()
        return "\(label) \(count)"
    }

    // MARK: the two paths of `value`: a result during the subscription returns without suspending, a later one
    // resumes the waiting task; the subscription is disposed once either way

    func testSynchronousResultDisposesTheSubscriptionOnce() async throws {
        let disposals = SharedState(0)
        let value = try await Single<[String]>.create { observer in
            observer(.success(["a", "b"]))
            return Disposables.create { disposals.mutate { $0 += 1 } }
        }.value
        XCTAssertEqual(value, ["a", "b"])
        XCTAssertEqual(disposals.value, 1)
    }

    func testLaterResultFromAnotherThreadResumesAndDisposesOnce() async throws {
        let disposals = SharedState(0)
        let subject = PublishSubject<String>()
        let waiter = Task {
            try await subject.asObservable().do(onDispose: { disposals.mutate { $0 += 1 } }).asSingle().value
        }
        _ = await pollUntil { subject.hasObservers }
        let emitter = Task.detached {
            subject.onNext("late")
            subject.onCompleted()
        }
        _ = await emitter.value
        let value = try await waiter.value
        XCTAssertEqual(value, "late")
        XCTAssertEqual(disposals.value, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testLaterCompletionOfAMaybeAndLaterFailureOfACompletable() async {
        let maybeSource = PublishSubject<Int>()
        let completableSource = PublishSubject<Never>()
        let maybe = Task { try await maybeSource.asMaybe().value }
        let completable = Task { try await completableSource.asCompletable().value }
        _ = await pollUntil { maybeSource.hasObservers && completableSource.hasObservers }
        maybeSource.onCompleted()
        completableSource.onError(traitError)
        let maybeResult = await maybe.result
        XCTAssertEqual(try maybeResult.get(), .none)
        let completableResult = await completable.result
        XCTAssertThrowsError(try completableResult.get()) { XCTAssertEqual(($0 as? TestError)?.tag, "trait") }
    }

    func testCancellingAPendingWaitThenSendingAResultIgnoresTheResult() async {
        let subject = PublishSubject<Int>()
        let waiter = Task { try await subject.asSingle().value }
        _ = await pollUntil { subject.hasObservers }
        waiter.cancel()
        let result = await waiter.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "got \($0)") }
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(1)
        subject.onCompleted()
    }
}
