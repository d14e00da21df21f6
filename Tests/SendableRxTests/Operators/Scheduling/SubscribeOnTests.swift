// SendableRx tests — `subscribe(on:)`: virtual time as RxSwift 6 (SubscribeOnTest), then real queues.

import Dispatch
import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class SubscribeOnVirtualTimeTests: RxTestCase {
    private let error = TestError("subscribeOn")

    func testSubscriptionAndDisposalTakeOneTickEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(300, error)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposingBeforeTheScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    /// A sequence that ends while the source is being subscribed disposes the source as any disposal does, as in
    /// RxSwift: through a second action on the scheduler, one tick later on virtual time. (A source that disposes
    /// itself when it ends, as `create` does, has already gone by then.)
    func testSourceEndingWhileSubscribedIsDisposedByASecondAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let log = EventLog<String>()
        let ending = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("ending disposed at \(scheduler.clock)") }
        }
        let res = scheduler.start { ending.subscribe(on: counting) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(log.values, ["ending disposed at 201"])
        XCTAssertEqual(counting.count, 2)

        // `take(1)` ends the sequence with the first element, before `startWith` has subscribed to `xs`: RxSwift
        // disposes that subscription one tick later, in the second action.
        let other = TestScheduler(initialClock: 0)
        let otherCounting = CountingScheduler(other)
        let xs = other.createHotObservable([.next(210, 2)])
        let taken = other.start { xs.startWith(1).subscribe(on: otherCounting).take(1) }
        XCTAssertEqual(taken.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 202)])
        XCTAssertEqual(otherCounting.count, 2)
    }

    func testSourceEndingBeforeSubscribeOnReturnedIsDisposedByASecondAction() {
        // A scheduler that runs the action before `schedule` returns, as a dispatch worker that preempts the
        // subscribing thread does: the sequence ends before `subscribe(on:)` has handed over its disposable, and
        // the disposal is scheduled when it is handed over.
        let counting = CountingScheduler(RunNowScheduler())
        let log = EventLog<String>()
        let ending = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        let subscription = ending.subscribe(on: counting).subscribe(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }
        )
        XCTAssertEqual(log.values, ["next 1", "completed", "source disposed"])
        XCTAssertEqual(counting.count, 2, "the subscription action, then the scheduled disposal")
        subscription.dispose()
        XCTAssertEqual(counting.count, 2)
        XCTAssertEqual(log.values.count, 3)
    }

    @available(*, deprecated)
    func testDeprecatedSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.subscribeOn(scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 221)])
    }
}

final class SubscribeOnDispatchTests: RxTestCase {
    private let key = DispatchSpecificKey<String>()

    private func serialScheduler() -> (SerialDispatchQueueScheduler, SendableSlot<DispatchQueue>) {
        let key = self.key
        let queue = SendableSlot<DispatchQueue>()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.subscribeOn") {
            $0.setSpecific(key: key, value: "subscribeOn")
            queue.set($0)
        }
        return (scheduler, queue)
    }

    func testSubscriptionAndDisposalHappenOnTheScheduler() {
        let (scheduler, _) = serialScheduler()
        let key = self.key
        let log = EventLog<String>()
        let disposed = expectation(description: "source disposed")
        let source = Observable<Int>.create { observer in
            log.append("subscribed on \(DispatchQueue.getSpecific(key: key) ?? "other")")
            observer.onNext(1)
            return Disposables.create {
                log.append("disposed on \(DispatchQueue.getSpecific(key: key) ?? "other")")
                disposed.fulfill()
            }
        }
        let received = expectation(description: "element")
        let subscription = source.subscribe(on: scheduler).subscribe(onNext: { value in
            log.append("next \(value)")
            received.fulfill()
        })
        wait(for: [received], timeout: 5)
        subscription.dispose()
        wait(for: [disposed], timeout: 5)
        XCTAssertEqual(log.values, ["subscribed on subscribeOn", "next 1", "disposed on subscribeOn"])
    }

    func testCompletionDisposesTheSourceOnTheScheduler() {
        let (scheduler, _) = serialScheduler()
        let key = self.key
        let log = EventLog<String>()
        let disposed = expectation(description: "source disposed")
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create {
                log.append("disposed on \(DispatchQueue.getSpecific(key: key) ?? "other")")
                disposed.fulfill()
            }
        }
        _ = source.subscribe(on: scheduler).subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        wait(for: [disposed], timeout: 5)
        XCTAssertEqual(log.values, ["next 1", "completed", "disposed on subscribeOn"])
    }

    func testDisposingBeforeTheScheduledSubscriptionNeverSubscribes() {
        let (scheduler, queue) = serialScheduler()
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let subscribed = AtomicCounter()
        let subscription = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe()
        subscription.dispose()
        gate.signal()
        drainQueue(queue.value!)
        XCTAssertEqual(subscribed.value, 0)
    }
}

/// Forwards to a scheduler and counts the actions scheduled on it.
private final class CountingScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: used from the test's thread only (a TestScheduler runs its actions there).
    private let base: any ImmediateSchedulerType
    private(set) var count = 0

    init(_ base: any ImmediateSchedulerType) {
        self.base = base
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        count += 1
        return base.schedule(state, action: action)
    }
}

/// Runs each action at once, inside `schedule`.
private struct RunNowScheduler: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        action(state)
    }
}
