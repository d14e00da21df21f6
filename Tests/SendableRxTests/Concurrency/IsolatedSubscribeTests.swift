// SendableRx tests — isolation-aware subscription (`subscribe(isolation: #isolation, …)`) from an actor and
// from a `@MainActor` class, and the isolation-trap scenario of RxSwift issue 2638 (issue 7, point 6).

import Foundation
import SendableRx
import XCTest

/// An actor that subscribes with handlers touching its own state.
private actor Tally {
    var received: [Int] = []
    var errors: [String] = []
    var completed = false
    var disposedOnActor = false
    private var subscription: (any Disposable)?

    func bind(_ source: Observable<Int>) {
        subscription = source.subscribe(
            isolation: #isolation,
            onNext: { value in
                self.assertIsolated()
                self.received.append(value)
            },
            onError: { error in
                self.assertIsolated()
                self.errors.append("\(error)")
            },
            onCompleted: {
                self.assertIsolated()
                self.completed = true
            },
            onDisposed: {
                self.assertIsolated()
                self.disposedOnActor = true
            }
        )
    }

    func unbind() {
        subscription?.dispose()
    }
}

/// An actor that subscribes to a source that emits synchronously during `subscribe`.
private actor SynchronousSourceRecorder {
    var received: [Int] = []

    /// Subscribes and returns what had been received when `subscribe` returned.
    func subscribe() -> (receivedBeforeReturn: [Int], subscription: any Disposable) {
        let subscription = Observable.from([1, 2, 3])
            .subscribe(isolation: #isolation, onNext: { self.received.append($0) })
        return (received, subscription)
    }
}

/// A main-actor view model bound to an observable.
@MainActor
private final class TitleViewModel {
    var titles: [String] = []
    var deliveredOnMainThread: [Bool] = []
    var completed = false
    var disposedOnMain = false

    func bind(_ titles: Observable<String>) -> any Disposable {
        titles.subscribe(
            isolation: #isolation,
            onNext: { title in
                MainActor.assertIsolated()
                self.deliveredOnMainThread.append(Thread.isMainThread)
                self.titles.append(title)
            },
            onCompleted: { self.completed = true },
            onDisposed: {
                MainActor.assertIsolated()
                self.disposedOnMain = Thread.isMainThread
            }
        )
    }
}

final class IsolatedSubscribeTests: RxTestCase {
    func testActorHandlersMutateStateInOrderOnTheActor() async {
        let subject = PublishSubject<Int>()
        let tally = Tally()
        await tally.bind(subject.asObservable())
        let producer = Task.detached {
            for value in 0..<500 { subject.onNext(value) }
            subject.onCompleted()
        }
        await producer.value
        let completed = await pollUntil { await tally.completed }
        XCTAssertTrue(completed)
        let received = await tally.received
        XCTAssertEqual(received, Array(0..<500))
        let disposed = await pollUntil { await tally.disposedOnActor }
        XCTAssertTrue(disposed, "completion disposes the subscription; onDisposed runs on the actor")
    }

    func testActorErrorHandler() async {
        let subject = PublishSubject<Int>()
        let tally = Tally()
        await tally.bind(subject.asObservable())
        Task.detached {
            subject.onNext(1)
            subject.onError(TestError("actor"))
        }
        let failed = await pollUntil { await !tally.errors.isEmpty }
        XCTAssertTrue(failed)
        let errors = await tally.errors
        XCTAssertEqual(errors, ["TestError(actor)"])
        let received = await tally.received
        XCTAssertEqual(received, [1])
        _ = await pollUntil { await tally.disposedOnActor }
    }

    func testDisposingRunsOnDisposedOnTheActor() async {
        let subject = PublishSubject<Int>()
        let tally = Tally()
        await tally.bind(subject.asObservable())
        XCTAssertTrue(subject.hasObservers)
        await Task.detached { await tally.unbind() }.value
        let disposed = await pollUntil { await tally.disposedOnActor }
        XCTAssertTrue(disposed)
        XCTAssertFalse(subject.hasObservers)
        let completed = await tally.completed
        XCTAssertFalse(completed)
    }

    func testMainActorViewModel() async {
        let subject = PublishSubject<String>()
        let viewModel = TitleViewModel()
        let subscription = await viewModel.bind(subject.asObservable())
        await Task.detached {
            for title in ["a", "b", "c"] { subject.onNext(title) }
            subject.onCompleted()
        }.value
        let completed = await pollUntil { await viewModel.completed }
        XCTAssertTrue(completed)
        let titles = await viewModel.titles
        XCTAssertEqual(titles, ["a", "b", "c"])
        let onMain = await viewModel.deliveredOnMainThread
        XCTAssertEqual(onMain, [true, true, true])
        let disposed = await pollUntil { await viewModel.disposedOnMain }
        XCTAssertTrue(disposed, "onDisposed runs on the main actor")
        subscription.dispose()
    }

    /// With an actor, even a synchronous source is delivered in later actor jobs, not inside `subscribe`.
    func testSynchronousSourceIsDeliveredAfterSubscribeReturns() async {
        let recorder = SynchronousSourceRecorder()
        let (before, subscription) = await recorder.subscribe()
        XCTAssertEqual(before, [])
        let delivered = await pollUntil { await recorder.received == [1, 2, 3] }
        XCTAssertTrue(delivered)
        subscription.dispose()
    }

    func testNilIsolationIsThePlainSubscribe() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.asObservable().subscribe(isolation: nil, onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1, 2], "without an actor, events are delivered synchronously")
        subscription.dispose()
    }

    // MARK: Isolation trap (RxSwift issue 2638)

    /// `observe(on:)` a background scheduler followed by `map` written in `@MainActor` code compiles and
    /// runs without a trap; the map closure runs off the main thread.
    func testMapAfterBackgroundObserveOnInMainActorCodeDoesNotTrap() async {
        let concurrent = await Self.mapAfterObserveOn(ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(concurrent?.values, [2, 4, 6])
        XCTAssertEqual(concurrent?.mapRanOnMainThread, [false, false, false])

        let serial = await Self.mapAfterObserveOn(SerialDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(serial?.values, [2, 4, 6])
        XCTAssertEqual(serial?.mapRanOnMainThread, [false, false, false])

        let actor = await Self.mapAfterObserveOn(ActorScheduler(Probe()))
        XCTAssertEqual(actor?.values, [2, 4, 6])
        XCTAssertEqual(actor?.mapRanOnMainThread, [false, false, false])
    }

    /// The checked way back: `subscribe(isolation: #isolation, …)` delivers on the main actor after the
    /// background hop.
    func testSubscribeIsolationReturnsToTheMainActorAfterABackgroundHop() async {
        let onMain = await Self.backOnMainActor()
        XCTAssertEqual(onMain, [true, true, true])
    }

    @MainActor
    private static func mapAfterObserveOn(
        _ scheduler: any ImmediateSchedulerType
    ) async -> (values: [Int], mapRanOnMainThread: [Bool])? {
        let subject = PublishSubject<Int>()
        let mapThreads = SharedState<[Bool]>([])
        let values = SharedState<[Int]>([])
        let finished = SharedState(false)
        let subscription = subject.asObservable()
            .observe(on: scheduler)
            .map { value in
                // Written in @MainActor code, run on the scheduler's thread: no dynamic check traps here.
                mapThreads.mutate { $0.append(Thread.isMainThread) }
                return value * 2
            }
            .subscribe(
                onNext: { value in values.mutate { $0.append(value) } },
                onCompleted: { finished.mutate { $0 = true } }
            )
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        let done = await pollUntil { finished.value }
        subscription.dispose()
        return done ? (values.value, mapThreads.value) : nil
    }

    @MainActor
    private static func backOnMainActor() async -> [Bool] {
        let subject = PublishSubject<Int>()
        var onMain: [Bool] = []
        var finished = false
        let subscription = subject.asObservable()
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .map { $0 + 1 }
            .subscribe(
                isolation: #isolation,
                onNext: { _ in onMain.append(Thread.isMainThread) },
                onCompleted: { finished = true }
            )
        for value in 1...3 { subject.onNext(value) }
        subject.onCompleted()
        for _ in 0..<2_500 where !finished {
            try? await Task.sleep(for: .milliseconds(2))
        }
        subscription.dispose()
        return onMain
    }
}
