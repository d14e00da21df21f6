// SendableRx tests — Binder, the `rx` key-path binders, `bind(to:)` and `bind(onNext:)`.

import Dispatch
import Foundation
import SendableRx
import SendableRxTest
import Testing
import XCTest

/// A plain class with writable properties, bound through `rx`.
final class BindingTarget: ReactiveCompatible {
    var title = ""
    var count = 0
    var values: [Int] = []
}

final class BinderTests: RxTestCase {
    func testBinderDoesNotRetainItsTarget() {
        var target: BindingTarget? = BindingTarget()
        weak let weakTarget = target
        let binder = Binder(target!, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.count = value
        }
        binder.onNext(1)
        XCTAssertEqual(target?.count, 1)
        target = nil
        XCTAssertNil(weakTarget)
        binder.onNext(2)
    }

    func testADeallocatedTargetIgnoresElements() {
        var target: BindingTarget? = BindingTarget()
        var applied: [Int] = []
        let binder = Binder(target!, scheduler: CurrentThreadScheduler.instance) { _, value in
            applied.append(value)
        }
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(to: binder)
        subject.onNext(1)
        target = nil
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(applied, [1])
        subscription.dispose()
    }

    func testDefaultSchedulerRunsAtOnceOnTheMainThread() {
        let target = BindingTarget()
        let binder = Binder(target) { target, value in
            XCTAssertTrue(Thread.isMainThread)
            target.count = value
        }
        binder.onNext(5)
        XCTAssertEqual(target.count, 5)
        binder.onCompleted()
        XCTAssertEqual(target.count, 5)
    }

    func testDefaultSchedulerHopsToTheMainThreadFromABackgroundThread() {
        let target = BindingTarget()
        let onMain = SendableSlot<Bool>()
        let done = expectation(description: "bound")
        let binder = Binder(target) { target, value in
            target.count = value
            onMain.set(Thread.isMainThread)
            done.fulfill()
        }
        let handoff = Handoff(binder)
        DispatchQueue.global().async {
            handoff.value.onNext(9)
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(onMain.value, true)
        XCTAssertEqual(target.count, 9)
    }

    func testBindingRunsOnItsScheduler() {
        let key = DispatchSpecificKey<String>()
        let queue = SendableSlot<DispatchQueue>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.binder") {
            $0.setSpecific(key: key, value: "binder")
            queue.set($0)
        }
        let target = BindingTarget()
        let onQueue = EventLog<Bool>()
        let binder = Binder(target, scheduler: scheduler) { target, value in
            onQueue.append(DispatchQueue.getSpecific(key: key) == "binder")
            target.values.append(value)
        }
        let subscription = Observable.of(1, 2, 3).bind(to: binder)
        drainQueue(queue.value!)
        XCTAssertEqual(onQueue.values, [true, true, true])
        drainQueue(queue.value!)
        queue.value!.sync { XCTAssertEqual(target.values, [1, 2, 3]) }
        subscription.dispose()
    }

    func testAsObserverForwardsToTheBinder() {
        let target = BindingTarget()
        let observer = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.count = $1 }.asObserver()
        observer.onNext(3)
        XCTAssertEqual(target.count, 3)
    }

    func testReactiveKeyPathBinder() {
        let target = BindingTarget()
        let subscription = Observable.of("a", "b").bind(to: target.rx.title)
        XCTAssertEqual(target.title, "b")
        let counts = Observable.just(4).bind(to: target.rx.count)
        XCTAssertEqual(target.count, 4)
        subscription.dispose()
        counts.dispose()
    }

    func testReactiveKeyPathBinderHoldsTheBaseWeakly() {
        var target: BindingTarget? = BindingTarget()
        weak let weakTarget = target
        let binder = target!.rx.count
        target = nil
        XCTAssertNil(weakTarget)
        binder.onNext(1)
    }
}

final class BindTests: RxTestCase {
    func testBindToSeveralObserversSendsEveryEventToEach() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var firstLog: [String] = []
        var secondLog: [String] = []
        _ = first.subscribe(onNext: { firstLog.append("\($0)") }, onCompleted: { firstLog.append("completed") })
        _ = second.subscribe(onNext: { secondLog.append("\($0)") }, onCompleted: { secondLog.append("completed") })
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(firstLog, ["1", "2", "completed"])
        XCTAssertEqual(secondLog, ["1", "2", "completed"])
    }

    func testBindToSeveralObserversForwardsErrors() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var errors: [String] = []
        _ = first.subscribe(onError: { errors.append("first \($0)") })
        _ = second.subscribe(onError: { errors.append("second \($0)") })
        _ = Observable<Int>.error(TestError("bind")).bind(to: first, second)
        XCTAssertEqual(errors.count, 2)
    }

    func testBindToOptionalObservers() {
        let first = PublishSubject<Int?>()
        let second = PublishSubject<Int?>()
        var log: [Int?] = []
        _ = first.subscribe(onNext: { log.append($0) })
        _ = second.subscribe(onNext: { log.append($0) })
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(log, [1, 1, 2, 2])
    }

    func testBindToAnObserverWithTheSameOptionalElement() {
        let subject = PublishSubject<Int?>()
        var log: [Int?] = []
        _ = subject.subscribe(onNext: { log.append($0) })
        _ = Observable<Int?>.of(1, nil).bind(to: subject)
        XCTAssertEqual(log, [1, nil])
    }

    func testBindToAFunction() {
        var log: [Int] = []
        let result = Observable.of(1, 2).bind { (source: Observable<Int>) -> String in
            _ = source.subscribe(onNext: { log.append($0) })
            return "bound"
        }
        XCTAssertEqual(result, "bound")
        XCTAssertEqual(log, [1, 2])
    }

    func testBindToACurriedFunction() {
        var log: [Int] = []
        func scaled(_ source: Observable<Int>) -> (Int) -> any Disposable {
            { factor in source.subscribe(onNext: { log.append($0 * factor) }) }
        }
        let subscription = Observable.of(1, 2).bind(to: scaled, curriedArgument: 10)
        XCTAssertEqual(log, [10, 20])
        subscription.dispose()
    }

    func testBindOnNext() {
        var log: [Int] = []
        let subscription = Observable.of(1, 2, 3).bind(onNext: { log.append($0) })
        XCTAssertEqual(log, [1, 2, 3])
        subscription.dispose()
    }

    // MARK: bind(with:onNext:) on observables (RxCocoa's)

    func testBindWithObjectPassesTheObjectWithoutRetainingIt() {
        var target: BindingTarget? = BindingTarget()
        weak let weakTarget = target
        let subject = PublishSubject<Int>()
        let binding = subject.bind(with: target!) { target, value in target.values.append(value) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(target?.values, [1, 2])
        target = nil
        XCTAssertNil(weakTarget, "the binding holds its object weakly")
        subject.onNext(3)
        binding.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: bind on Infallible (RxCocoa's Infallible+Bind)

    func testInfallibleBindToObserversSendsElementsAndCompletionToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: first, second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testInfallibleBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int?.self)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, Optional(1)), .completed(230)])
    }

    func testInfallibleBindToASubjectAndABinder() {
        let subject = ReplaySubject<Int>.createUnbounded()
        _ = Infallible.of(1, 2).bind(to: subject)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) }, onCompleted: { received.append(-1) })
        XCTAssertEqual(received, [1, 2, -1])
        subscription.dispose()

        let target = BindingTarget()
        let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.count = $1 }
        _ = Infallible.just(5).bind(to: binder)
        XCTAssertEqual(target.count, 5)
    }

    func testInfallibleBindToFunctionsAndOnNext() {
        var log: [String] = []
        func show(_ values: Infallible<Int>) -> any Disposable {
            values.subscribe(onNext: { log.append("show \($0)") })
        }
        func prefixed(_ values: Infallible<Int>) -> (String) -> any Disposable {
            { prefix in values.subscribe(onNext: { log.append("\(prefix) \($0)") }) }
        }
        _ = Infallible.just(1).bind(to: show)
        _ = Infallible.just(2).bind(to: prefixed, curriedArgument: "curried")
        _ = Infallible.of(3, 4).bind(onNext: { log.append("onNext \($0)") })
        XCTAssertEqual(log, ["show 1", "curried 2", "onNext 3", "onNext 4"])
    }
}

#if DEBUG && (os(macOS) || os(Linux))  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
@Suite struct BindingErrorExitTests {
    @Test func anErrorIntoABinderStopsTheProgramInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let target = BindingTarget()
            let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.count = $1 }
            binder.onError(RxError.unknown)
        }
    }

    @Test func anErrorIntoBindOnNextStopsTheProgramInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(RxError.unknown).bind(onNext: { _ in })
        }
    }

    @Test func completionIntoABinderIsIgnored() async {
        await #expect(processExitsWith: .success) {
            let target = BindingTarget()
            let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { $0.count = $1 }
            binder.onCompleted()
        }
    }
}
#endif
