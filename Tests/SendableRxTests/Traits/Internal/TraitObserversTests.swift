// SendableRx tests — the observers behind the traits' `subscribe` forms: the first event ends the subscription,
// `onDisposed` runs once and after the result, unhandled errors go to the default error handler.

import SendableRx
import SendableRxTest
import XCTest

final class TraitObserversTests: RxTestCase {
    func testSingleSubscribeOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let subscription = xs.asSingle().subscribe(
            onSuccess: { log.append("success \($0) at \(scheduler.clock)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed at \(scheduler.clock)") }
        )
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(log, ["success 1 at 220", "disposed at 220"])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 220)])
    }

    func testOnDisposedRunsBeforeTheUpstreamAfterSuccessAndOnlyOnce() {
        var log: [String] = []
        let subscription = Single.just(1)
            .do(afterSuccess: { _ in log.append("afterSuccess") }, onDispose: { log.append("do onDispose") })
            .subscribe(onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["success 1", "disposed", "afterSuccess", "do onDispose"])
    }

    func testDisposingBeforeTheResultRunsOnDisposedOnceAndNoHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .completed(300)])
        var log: [String] = []
        let subscription = xs.asMaybe().subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed at \(scheduler.clock)") }
        )
        scheduler.scheduleAt(250) { subscription.dispose() }
        scheduler.scheduleAt(260) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["disposed at 250"])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 250)])
    }

    func testMaybeCompletionRunsOnCompleted() {
        var log: [String] = []
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testCompletableSubscribeWithoutOnDisposedReturnsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400, Never.self)])
        var log: [String] = []
        let subscription = xs.asCompletable().subscribe(onCompleted: { log.append("completed") })
        scheduler.scheduleAt(300) { subscription.dispose() }
        scheduler.start()
        XCTAssertEqual(log, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 300)])
    }

    func testAnErrorWithoutHandlerGoesToTheDefaultErrorHandler() {
        let reported = SharedState<[String]>([])
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.mutate { $0.append("\(error)") } }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Single<Int>.error(traitError).subscribe(onSuccess: { _ in XCTFail("no success") })
        _ = Maybe<Int>.error(traitError2).subscribe()
        _ = Completable.error(traitError).subscribe(onCompleted: { XCTFail("no completion") })
        XCTAssertEqual(reported.value, ["\(traitError)", "\(traitError2)", "\(traitError)"])
    }

    func testResultHandlersGetTheFirstEventOnly() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.asSingle().subscribe { result in log.append("single \(result)") }
        _ = subject.asMaybe().subscribe { event in log.append("maybe \(event)") }
        _ = subject.asCompletable().subscribe { event in log.append("completable \(event)") }
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(log, ["single success(1)", "maybe success(1)", "completable completed"])
    }

    func testSubscribeFromAHandlerOnAnotherTraitIsIndependent() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { value in
                _ = Single.just(value + 1).subscribe(
                    onSuccess: { log.append("inner \($0)") }, onDisposed: { log.append("inner disposed") }
                )
                log.append("outer \(value)")
            },
            onDisposed: { log.append("outer disposed") }
        )
        XCTAssertEqual(log, ["inner 2", "inner disposed", "outer 1", "outer disposed"])
    }
}
