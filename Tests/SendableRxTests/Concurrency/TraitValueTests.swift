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

    /// Success delivered from inside the subscription call (synchronously) versus cancellation.
    func testSynchronousSuccessVersusCancelRace() async {
        for iteration in 0..<1_000 {
            let waiter = Task { try await Single.just(iteration).value }
            let canceller = Task.detached { waiter.cancel() }
            _ = await canceller.value
            do {
                let value = try await waiter.value
                XCTAssertEqual(value, iteration)
            } catch {
                XCTAssertTrue(error is CancellationError, "got \(error)")
            }
        }
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
}
