// SendableRx compatibility scenarios — the async/await bridges: `values` of an observable and of an `Infallible`,
// `value` of the traits, `Single.create` with an async closure, and `asObservable()` of an `AsyncSequence`: what
// they deliver, what they throw, and when they dispose. Each scenario runs its async part in a task and waits for it
// on a semaphore, so the transcript is in a fixed order.

#if RXSWIFT
import RxSwift
#else
import SendableRx
#endif
import Dispatch
import Foundation
import Synchronization

// @unchecked Sendable: every line goes through `lock`; the scenario reads `log` only after the tasks it waited for.
/// A log that tasks may write to.
final class AsyncLog: @unchecked Sendable {
    private let log: Log
    private let lock = NSLock()

    init(_ log: Log) { self.log = log }

    func callAsFunction(_ items: Any...) {
        let line = items.map { "\($0)" }.joined(separator: " ")
        lock.lock()
        log(line)
        lock.unlock()
    }
}

/// Runs `body` in a task and waits for it to finish.
func awaitTask(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}

/// A semaphore that a task can wait on without blocking its thread for long: polls.
func waitUntil(_ semaphore: DispatchSemaphore) async {
    while semaphore.wait(timeout: .now()) == .timedOut {
        await Task.yield()
        try? await Task.sleep(nanoseconds: 100_000)
    }
}

/// An async sequence of `elements`, then `failure` if one is given (or a `CancellationError`: not used by the
/// scenarios, because there SendableRx deliberately differs — it keeps the error where RxSwift completes; see the
/// migration guide).
struct ScriptedSequence: AsyncSequence, Sendable {
    typealias Element = Int
    let elements: [Int]
    let failure: TestError?
    let cancellation: Bool

    init(_ elements: [Int], failure: TestError? = nil, cancellation: Bool = false) {
        self.elements = elements
        self.failure = failure
        self.cancellation = cancellation
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<Int>
        let failure: TestError?
        let cancellation: Bool

        mutating func next() async throws -> Int? {
            if let element = remaining.popFirst() { return element }
            if cancellation { throw CancellationError() }
            if let failure { throw failure }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: elements[...], failure: failure, cancellation: cancellation)
    }
}

func asyncScenarios() -> [Scenario] {
    [
        Scenario("async/valuesToCompletion") { log in
            let out = AsyncLog(log)
            awaitTask {
                do {
                    for try await value in Observable.of(1, 2, 3).values { out("value", value) }
                    out("finished")
                } catch {
                    out("threw", describe(error))
                }
            }
        },
        Scenario("async/valuesThrowsTheError") { log in
            let out = AsyncLog(log)
            awaitTask {
                do {
                    let source = Observable.concat(Observable.of(1, 2), Observable<Int>.error(TestError.b))
                    for try await value in source.values { out("value", value) }
                    out("finished")
                } catch {
                    out("threw", describe(error))
                }
            }
        },
        Scenario("async/valuesBreakDisposesTheSubscription") { log in
            let out = AsyncLog(log)
            awaitTask {
                let source = Observable<Int>.create { observer in
                    out("subscribed")
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onNext(3)
                    return Disposables.create { out("disposed") }
                }
                do {
                    for try await value in source.values {
                        out("value", value)
                        if value == 2 { break }
                    }
                    out("after loop")
                } catch {
                    out("threw", describe(error))
                }
            }
            log("done")
        },
        Scenario("async/valuesTaskCancelledWhileWaiting") { log in
            let out = AsyncLog(log)
            let subscribed = DispatchSemaphore(value: 0)
            let disposed = DispatchSemaphore(value: 0)
            let subject = PublishSubject<Int>()
            let source = subject.do(
                onSubscribed: { subscribed.signal() },
                onDispose: { out("disposed"); disposed.signal() }
            )
            let finished = DispatchSemaphore(value: 0)
            let task = Task.detached {
                do {
                    for try await value in source.values { out("value", value) }
                    out("loop ended", Task.isCancelled ? "cancelled" : "not cancelled")
                } catch {
                    out("threw", describe(error))
                }
                finished.signal()
            }
            subscribed.wait()
            task.cancel()
            disposed.wait()
            finished.wait()
            log("has observers", subject.hasObservers)
        },
        Scenario("async/infallibleValues") { log in
            let out = AsyncLog(log)
            awaitTask {
                for await value in Infallible.from([4, 5]).values { out("value", value) }
                out("finished")
                for await value in Infallible<Int>.empty().values { out("empty value", value) }
                out("empty finished")
            }
        },
        Scenario("async/traitValues") { log in
            let out = AsyncLog(log)
            awaitTask {
                do { out("single", try await Single.just(1).value) } catch { out("single threw", describe(error)) }
                do {
                    out("single", try await Single<Int>.error(TestError.a).value)
                } catch {
                    out("single threw", describe(error))
                }
                do {
                    out("maybe", String(describing: try await Maybe.just(2).value))
                    out("empty maybe", String(describing: try await Maybe<Int>.empty().value))
                    _ = try await Maybe<Int>.error(TestError.c).value
                } catch {
                    out("maybe threw", describe(error))
                }
                do {
                    try await Completable.empty().value
                    out("completable completed")
                    try await Completable.error(TestError.b).value
                } catch {
                    out("completable threw", describe(error))
                }
                do {
                    out("first", String(describing: try await Observable.of(7, 8).asSingle().value))
                } catch {
                    out("asSingle threw", describe(error))
                }
            }
        },
        Scenario("async/singleValueCancelled") { log in
            let out = AsyncLog(log)
            let subscribed = DispatchSemaphore(value: 0)
            let single = Single<Int>.create { _ in
                subscribed.signal()
                return Disposables.create { out("single disposed") }
            }
            let finished = DispatchSemaphore(value: 0)
            let task = Task.detached {
                do {
                    out("value", try await single.value)
                } catch {
                    out("threw", describe(error), error is CancellationError)
                }
                finished.signal()
            }
            subscribed.wait()
            task.cancel()
            finished.wait()
        },
        Scenario("async/singleCreateWithAsyncWork") { log in
            let out = AsyncLog(log)
            let done = DispatchSemaphore(value: 0)
            let success = Single<Int>.create { () async throws -> Int in
                await Task.yield()
                return 42
            }
            let failure = Single<Int>.create { () async throws -> Int in
                await Task.yield()
                throw TestError.a
            }
            _ = success.subscribe(
                onSuccess: { out("success", $0) },
                onFailure: { out("failure", describe($0)) },
                onDisposed: { out("disposed"); done.signal() }
            )
            done.wait()
            _ = failure.subscribe(
                onSuccess: { out("success", $0) },
                onFailure: { out("failure", describe($0)) },
                onDisposed: { out("disposed"); done.signal() }
            )
            done.wait()
        },
        Scenario("async/singleCreateDisposedCancelsTheTask") { log in
            let out = AsyncLog(log)
            let started = DispatchSemaphore(value: 0)
            let ended = DispatchSemaphore(value: 0)
            let single = Single<Int>.create { () async throws -> Int in
                started.signal()
                while !Task.isCancelled { await Task.yield() }
                ended.signal()
                throw CancellationError()
            }
            let subscription = single.subscribe(
                onSuccess: { out("success", $0) },
                onFailure: { out("failure", describe($0)) },
                onDisposed: { out("disposed") }
            )
            started.wait()
            subscription.dispose()
            ended.wait()
            log("task saw the cancellation")
        },
        Scenario("async/asyncSequenceAsObservable") { log in
            let out = AsyncLog(log)
            let done = DispatchSemaphore(value: 0)
            for (label, sequence) in [
                ("plain", ScriptedSequence([1, 2])),
                ("failing", ScriptedSequence([3], failure: .c)),
            ] {
                _ = sequence.asObservable().subscribe(
                    onNext: { out(label, "next", $0) },
                    onError: { out(label, "error", describe($0)) },
                    onCompleted: { out(label, "completed") },
                    onDisposed: { out(label, "disposed"); done.signal() }
                )
                done.wait()
            }
        },
        Scenario("async/asyncStreamAsObservableDisposedCancels") { log in
            // Whether the stream sees the cancellation before or after `dispose()` returns depends on where its task
            // is, so the scenario writes what happened once both are over.
            let out = AsyncLog(log)
            let terminated = DispatchSemaphore(value: 0)
            let received = DispatchSemaphore(value: 0)
            let termination = Mutex<String>("none")
            let stream = AsyncStream<Int> { continuation in
                continuation.onTermination = { reason in
                    termination.withLock { $0 = reason == .cancelled ? "cancelled" : "finished" }
                    terminated.signal()
                }
                continuation.yield(1)
            }
            let subscription = stream.asObservable().subscribe(
                onNext: { out("next", $0); received.signal() },
                onCompleted: { out("completed") },
                onDisposed: { out("disposed") }
            )
            received.wait()
            subscription.dispose()
            log("dispose returned")
            terminated.wait()
            log("stream terminated", termination.withLock { $0 })
        },
        Scenario("async/valuesOfSubjectSentFromAnotherThread") { log in
            let out = AsyncLog(log)
            let subject = ReplaySubject<Int>.createUnbounded()
            let finished = DispatchSemaphore(value: 0)
            Task.detached {
                var sum = 0
                do {
                    for try await value in subject.values { sum += value }
                    out("sum", sum)
                } catch {
                    out("threw", describe(error))
                }
                finished.signal()
            }
            for value in 1...100 { subject.onNext(value) }
            subject.onCompleted()
            finished.wait()
        },
    ]
}
