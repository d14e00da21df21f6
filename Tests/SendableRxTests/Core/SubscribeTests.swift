// SendableRx tests — every `subscribe` form, including the order of onCompleted/onError and onDisposed.

import SendableRx
import SendableRxTest
import XCTest

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

/// A source whose observer the test drives by hand.
private final class ManualSource {
    var observer: AnyObserver<Int>?
    var disposeCount = 0

    var observable: Observable<Int> {
        Observable.create { observer in
            self.observer = observer
            return Disposables.create { self.disposeCount += 1 }
        }
    }
}

final class SubscribeTests: RxTestCase {
    func testOnCompletedThenOnDisposed() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "next 3", "completed", "disposed"])
    }

    func testOnErrorThenOnDisposed() {
        var log: [String] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError("bad"))
            return Disposables.create { log.append("source disposed") }
        }
        .subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log.filter { $0 != "source disposed" }, ["next 1", "error TestError(bad)", "disposed"])
        XCTAssertEqual(log.filter { $0 == "source disposed" }.count, 1)
    }

    func testOnDisposedWhenDisposedEarly() {
        var log: [String] = []
        let source = ManualSource()
        let subscription = source.observable.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        source.observer?.onNext(1)
        XCTAssertEqual(log, ["next 1"])
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertEqual(source.disposeCount, 1)
        source.observer?.onNext(2)
        source.observer?.onCompleted()
        XCTAssertEqual(log, ["next 1", "disposed"])
        source.observer = nil
    }

    func testOnDisposedIsNotCalledTwice() {
        var disposedCount = 0
        let subscription = Observable.just(1).subscribe(onDisposed: { disposedCount += 1 })
        XCTAssertEqual(disposedCount, 1)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposedCount, 1)

        var neverDisposedCount = 0
        let neverSubscription = Observable<Int>.never().subscribe(onDisposed: { neverDisposedCount += 1 })
        XCTAssertEqual(neverDisposedCount, 0)
        neverSubscription.dispose()
        neverSubscription.dispose()
        XCTAssertEqual(neverDisposedCount, 1)
    }

    func testOnDisposedOnErrorAndLaterDispose() {
        var log: [String] = []
        let source = ManualSource()
        let subscription = source.observable.subscribe(
            onError: { _ in log.append("error") },
            onDisposed: { log.append("disposed") }
        )
        source.observer?.onError(TestError())
        source.observer?.onError(TestError())
        subscription.dispose()
        XCTAssertEqual(log, ["error", "disposed"])
        XCTAssertEqual(source.disposeCount, 1)
        source.observer = nil
    }

    func testSubscribeWithOnlyOnNext() {
        var elements: [String] = []
        _ = Observable.of("a", "b").subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, ["a", "b"])
    }

    func testSubscribeWithPassesTheObject() {
        let owner = Owner(name: "owner")
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { owner, value in log.append("\(owner.name) next \(value)") },
            onError: { owner, _ in log.append("\(owner.name) error") },
            onCompleted: { owner in log.append("\(owner.name) completed") },
            onDisposed: { owner in log.append("\(owner.name) disposed") }
        )
        XCTAssertEqual(log, ["owner next 1", "owner next 2", "owner completed", "owner disposed"])
    }

    func testSubscribeWithErrorPassesTheObject() {
        let owner = Owner(name: "o")
        var log: [String] = []
        _ = Observable<Int>.error(EquatableError.first).subscribe(
            with: owner,
            onError: { owner, error in log.append("\(owner.name) \(error)") },
            onDisposed: { owner in log.append("\(owner.name) disposed") }
        )
        XCTAssertEqual(log, ["o first", "o disposed"])
    }

    func testSubscribeWithDoesNotRetainAndStopsAfterDeallocation() {
        var owner: Owner? = Owner(name: "weak")
        weak let weakOwner = owner
        var log: [String] = []
        let source = ManualSource()
        let subscription = source.observable.subscribe(
            with: owner!,
            onNext: { owner, value in log.append("\(owner.name) next \(value)") },
            onCompleted: { owner in log.append("\(owner.name) completed") },
            onDisposed: { owner in log.append("\(owner.name) disposed") }
        )
        source.observer?.onNext(1)
        XCTAssertEqual(log, ["weak next 1"])

        owner = nil
        XCTAssertNil(weakOwner, "the subscription must not retain the object")

        source.observer?.onNext(2)
        source.observer?.onCompleted()
        XCTAssertEqual(log, ["weak next 1"], "no handler runs once the object is gone")
        XCTAssertEqual(source.disposeCount, 1, "the subscription still terminates and disposes the source")
        subscription.dispose()
        source.observer = nil
    }

    func testSubscribeEventHandler() {
        var events: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testSubscribeEventHandlerStopsAtFirstTerminalEvent() {
        var events: [Event<Int>] = []
        let source = ManualSource()
        let subscription = source.observable.subscribe { events.append($0) }
        source.observer?.onNext(1)
        source.observer?.onError(EquatableError.first)
        source.observer?.onNext(2)
        source.observer?.onCompleted()
        XCTAssertEqual(events, [.next(1), .error(EquatableError.first)])
        XCTAssertEqual(source.disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(source.disposeCount, 1)
        source.observer = nil
    }

    func testSubscribeEventHandlerDispose() {
        var events: [Event<Int>] = []
        let source = ManualSource()
        let subscription = source.observable.subscribe { events.append($0) }
        source.observer?.onNext(1)
        subscription.dispose()
        source.observer?.onNext(2)
        XCTAssertEqual(events, [.next(1)])
        XCTAssertEqual(source.disposeCount, 1)
        source.observer = nil
    }

    func testSubscribeObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let subscription = Observable.of(4, 5).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 4), .next(0, 5), .completed(0)])
        subscription.dispose()
    }

    func testSubscribeAnyObserver() {
        var events: [Event<Int>] = []
        let observer = AnyObserver<Int>(eventHandler: { events.append($0) })
        _ = Observable.just(8).subscribe(observer)
        XCTAssertEqual(events, [.next(8), .completed])
    }

    func testSubscribeCallbacksOnTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var log: [String] = []
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = xs.asObservable().subscribe(
                onNext: { log.append("\(scheduler.clock) next \($0)") },
                onCompleted: { log.append("\(scheduler.clock) completed") },
                onDisposed: { log.append("\(scheduler.clock) disposed") }
            )
        }
        scheduler.scheduleAt(500) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["210 next 1", "220 next 2", "230 completed", "230 disposed"])
        subscription = nil
    }
}

/// An object that keeps its subscriptions in its own bag, with handlers that capture it strongly: the habit of a
/// view model. Once the sequence has ended, the bag must not keep the handlers (and so the object) alive.
private final class BagOwner {
    let bag = DisposeBag()
    var values: [String] = []
}

final class SubscribeReleasesHandlersTests: RxTestCase {
    /// Runs `subscribe` on a fresh owner that adds the subscription to its own bag, and checks the owner is freed.
    private func assertOwnerReleased(
        _ label: String, file: StaticString = #filePath, line: UInt = #line,
        _ subscribe: (BagOwner) -> any Disposable
    ) {
        weak var released: BagOwner?
        do {
            let owner = BagOwner()
            released = owner
            subscribe(owner).disposed(by: owner.bag)
            XCTAssertFalse(owner.values.isEmpty, "\(label): the handlers ran", file: file, line: line)
        }
        XCTAssertNil(released, "\(label): the ended subscription keeps its handlers", file: file, line: line)
    }

    func testEndedSubscriptionsWithOnDisposedReleaseTheirHandlers() {
        assertOwnerReleased("Observable") { owner in
            Observable.of(1, 2).subscribe(
                onNext: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                onDisposed: { owner.values.append("d") })
        }
        assertOwnerReleased("Observable error") { owner in
            Observable<Int>.error(TestError("x")).subscribe(
                onError: { _ in owner.values.append("e") }, onDisposed: { owner.values.append("d") })
        }
        assertOwnerReleased("Single") { owner in
            Single.just(1).subscribe(
                onSuccess: { owner.values.append("\($0)") }, onFailure: { _ in owner.values.append("e") },
                onDisposed: { owner.values.append("d") })
        }
        assertOwnerReleased("Maybe") { owner in
            Maybe<Int>.empty().subscribe(
                onSuccess: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                onDisposed: { owner.values.append("d") })
        }
        assertOwnerReleased("Completable") { owner in
            Completable.empty().subscribe(
                onCompleted: { owner.values.append("c") }, onDisposed: { owner.values.append("d") })
        }
        assertOwnerReleased("Infallible") { owner in
            Infallible.just(1).subscribe(
                onNext: { owner.values.append("\($0)") }, onDisposed: { owner.values.append("d") })
        }
    }
}

final class SubscriptionsDoNotKeepTheirSourcesAliveTests: RxTestCase {
    func testASubscriptionInABagDoesNotKeepASubjectAlive() {
        weak var weakSubject: PublishSubject<Int>?
        let bag = DisposeBag()
        var received: [Int] = []
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
            subject.onNext(1)
        }
        XCTAssertNil(weakSubject, "the subscription keeps the subject alive")
        XCTAssertEqual(received, [1])
    }

    func testEndedSharedSequencesReleaseTheirSourceAndItsClosures() {
        for (label, share) in [
            ("share()", { (o: Observable<Int>) in o.share() }),
            ("share(replay: 1)", { (o: Observable<Int>) in o.share(replay: 1) }),
            ("share(replay: 1, scope: .forever)", { (o: Observable<Int>) in o.share(replay: 1, scope: .forever) }),
            ("publish().refCount()", { (o: Observable<Int>) in o.publish().refCount() }),
        ] {
            weak var weakOwner: BagOwner?
            do {
                let owner = BagOwner()
                weakOwner = owner
                share(Observable.just(7).do(onNext: { owner.values.append("\($0)") }))
                    .subscribe(onNext: { _ in })
                    .disposed(by: owner.bag)
                XCTAssertEqual(owner.values, ["7"], label)
            }
            XCTAssertNil(weakOwner, "\(label): the ended shared sequence keeps its source's closures")
        }
    }

    func testDisposingASubscriptionAfterItsSubjectIsGoneDoesNothing() {
        var subscription: (any Disposable)?
        weak var weakSubject: BehaviorSubject<Int>?
        var received: [Int] = []
        do {
            let subject = BehaviorSubject(value: 1)
            weakSubject = subject
            subscription = subject.subscribe(onNext: { received.append($0) })
        }
        XCTAssertNil(weakSubject)
        subscription?.dispose()
        subscription?.dispose()
        XCTAssertEqual(received, [1])
    }
}
