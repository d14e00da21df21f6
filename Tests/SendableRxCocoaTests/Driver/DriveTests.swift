// SendableRxCocoa tests — `drive` to every kind of target: observers, optional observers, relays, binders,
// transformations, closures (with and without an object), and the order of their callbacks.

import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class DriveTests: RxTestCase {
    /// Runs `body` on a TestScheduler mock with a driver of 1 at 210, 2 at 220 and completion at 230 (each
    /// delivered one tick later); `body` subscribes at 200 and returns the subscription, disposed at 1000.
    private func withDriver(_ body: @escaping (Driver<Int>) -> any Disposable) -> TestScheduler {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let driver = source.asDriver(onErrorJustReturn: -1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) { subscription = body(driver) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
        return scheduler
    }

    // MARK: observers

    func testDriveObserversSendsEveryEventToEachInOrder() {
        var log: [String] = []
        var recorders: [TestableObserver<Int>] = []
        _ = withDriver { driver in
            let scheduler = SharingScheduler.make() as! TestScheduler
            recorders = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
            let tagged = AnyObserver<Int> { log.append("tagged \($0)") }
            return driver.drive(recorders[0], recorders[1])
                .combined(with: driver.drive(tagged))
        }
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(231)]
        XCTAssertEqual(recorders[0].events, expected)
        XCTAssertEqual(recorders[1].events, expected)
        XCTAssertEqual(log, ["tagged next(1)", "tagged next(2)", "tagged completed"])
    }

    func testDriveOptionalObserversWrapsTheElements() {
        var recorder: TestableObserver<Int?>!
        _ = withDriver { driver in
            recorder = (SharingScheduler.make() as! TestScheduler).createObserver(Int?.self)
            return driver.drive(recorder)
        }
        XCTAssertEqual(recorder.events, [.next(211, 1), .next(221, 2), .completed(231)])
    }

    /// RxCocoa's no-ambiguity rule: a Driver of `Int` drives an observer or relay of `Int?`.
    func testDriveIsNotAmbiguousBetweenElementAndOptionalTargets() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let optionalRelay = BehaviorRelay<Int?>(value: nil)
            let relay = BehaviorRelay<Int>(value: 0)
            let optionalObserver = scheduler.createObserver(Int?.self)
            let optionalDriver = Driver<Int?>.just(nil)
            scheduler.scheduleAt(200) {
                _ = Driver.just(1).drive(optionalRelay)
                _ = Driver.just(2).drive(relay)
                _ = Driver.just(3).drive(optionalObserver)
                _ = optionalDriver.drive(optionalObserver)
            }
            scheduler.start()
            XCTAssertEqual(optionalRelay.value, 1)
            XCTAssertEqual(relay.value, 2)
            XCTAssertEqual(optionalObserver.events, [.next(201, 3), .completed(201), .next(201, nil), .completed(201)])
        }
    }

    func testDriveBinderAppliesElementsAndIgnoresCompletion() {
        final class Label { var text = "" ; var updates = 0 }
        let label = Label()
        _ = withDriver { driver in
            driver.map { "value \($0)" }.drive(Binder(label) { label, text in
                label.text = text
                label.updates += 1
            })
        }
        XCTAssertEqual(label.text, "value 2")
        XCTAssertEqual(label.updates, 2)
    }

    // MARK: relays

    func testDriveBehaviorRelays() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        var seen: [Int] = []
        let bag = DisposeBag()
        first.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        _ = withDriver { driver in Disposables.create(driver.drive(first, second), driver.drive(optional)) }
        XCTAssertEqual(first.value, 2)
        XCTAssertEqual(second.value, 2)
        XCTAssertEqual(optional.value, 2)
        XCTAssertEqual(seen, [0, 1, 2], "completion is not forwarded: a relay never terminates")
    }

    func testDriveReplayRelays() {
        let relay = ReplayRelay<Int>.create(bufferSize: 5)
        let optional = ReplayRelay<Int?>.createUnbound()
        _ = withDriver { driver in Disposables.create(driver.drive(relay), driver.drive(optional)) }
        var replayed: [Int] = []
        var replayedOptional: [Int?] = []
        let bag = DisposeBag()
        relay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optional.subscribe(onNext: { replayedOptional.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(replayedOptional, [1, 2])
    }

    func testDrivePublishRelays() {
        let relay = PublishRelay<Int>()
        let optional = PublishRelay<Int?>()
        var seen: [String] = []
        let bag = DisposeBag()
        relay.subscribe(onNext: { seen.append("plain \($0)") }, onCompleted: { seen.append("plain completed") })
            .disposed(by: bag)
        optional.subscribe(onNext: { seen.append("optional \($0 ?? -1)") }).disposed(by: bag)
        _ = withDriver { driver in Disposables.create(driver.drive(relay), driver.drive(optional)) }
        XCTAssertEqual(seen, ["plain 1", "optional 1", "plain 2", "optional 2"])
    }

    // MARK: transformations

    func testDriveTransformationGetsTheDriverAsAnObservable() {
        var log: [String] = []
        _ = withDriver { driver in
            driver.drive { (observable: Observable<Int>) -> any Disposable in
                observable.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
            }
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])
    }

    func testDriveCurriedTransformation() {
        var log: [String] = []
        func bind(_ observable: Observable<Int>) -> (String) -> any Disposable {
            { prefix in observable.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
        }
        _ = withDriver { driver in driver.drive(bind, curriedArgument: "value ") }
        XCTAssertEqual(log, ["value 1", "value 2"])
    }

    // MARK: closures

    /// A nonisolated caller (this test method) may capture local variables in the closures, as RxSwift tests do.
    func testDriveClosuresRunInOrderOnNextOnCompletedOnDisposed() {
        var log: [String] = []
        let scheduler = withDriver { driver in
            let scheduler = SharingScheduler.make() as! TestScheduler
            return driver.drive(
                onNext: { log.append("next \($0) at \(scheduler.clock)") },
                onCompleted: { log.append("completed at \(scheduler.clock)") },
                onDisposed: { log.append("disposed at \(scheduler.clock)") }
            )
        }
        XCTAssertEqual(log, ["next 1 at 211", "next 2 at 221", "completed at 231", "disposed at 231"])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testDriveClosuresDisposedBeforeCompletion() {
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let driver = source.asDriver(onErrorJustReturn: -1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed at \(scheduler.clock)") }
                )
            }
            scheduler.scheduleAt(215) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
        }
        XCTAssertEqual(log, ["next 1", "disposed at 215"])
    }

    func testDriveWithObjectPassesTheObjectAndHoldsItWeakly() {
        var log: [String] = []
        var owner: Owner? = Owner("owner")
        weak let weakOwner = owner
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let driver = source.asDriver(onErrorJustReturn: -1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                subscription = driver.drive(
                    with: owner!,
                    onNext: { owner, value in log.append("\(owner.name) next \(value)") },
                    onCompleted: { owner in log.append("\(owner.name) completed") },
                    onDisposed: { owner in log.append("\(owner.name) disposed") }
                )
            }
            scheduler.scheduleAt(225) { owner = nil }
            scheduler.scheduleAt(240) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertNil(weakOwner, "drive(with:) must not retain its object")
        XCTAssertEqual(log, ["owner next 1", "owner next 2"])
    }

    func testDriveWithObjectCallbacksInOrder() {
        var log: [String] = []
        let owner = Owner("o")
        _ = withDriver { driver in
            driver.drive(
                with: owner,
                onNext: { owner, value in log.append("\(owner.name) next \(value)") },
                onCompleted: { owner in log.append("\(owner.name) completed") },
                onDisposed: { owner in log.append("\(owner.name) disposed") }
            )
        }
        XCTAssertEqual(log, ["o next 1", "o next 2", "o completed", "o disposed"])
    }

    func testDriveWithoutArgumentsSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1)])
            let driver = source.asDriver(onErrorJustReturn: -1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) { subscription = driver.drive() }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        }
    }
}

extension Disposable {
    /// Both disposables as one.
    func combined(with other: any Disposable) -> any Disposable {
        Disposables.create(self, other)
    }
}
