// SendableRxCocoa tests — a Driver on the real main scheduler: events on the main queue, the upstream subscription
// made on the subscribing thread, a synchronous replay on the main thread.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import XCTest

final class DriverMainThreadTests: RxTestCase {
    func testEventsFromABackgroundThreadArriveOnTheMainThread() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        let received = LockedList<String>()
        let subscription = driver.drive(
            onNext: { received.append("\($0) main: \(Thread.isMainThread)") },
            onCompleted: { received.append("completed main: \(Thread.isMainThread)") }
        )
        DispatchQueue.global().async {
            subject.onNext(1)
            subject.onNext(2)
            subject.onError(TestError())
        }
        XCTAssertTrue(runMainLoop(until: { received.values.count == 4 }))
        XCTAssertEqual(received.values, ["1 main: true", "2 main: true", "-1 main: true", "completed main: true"])
        subscription.dispose()
    }

    /// The upstream subscription is made synchronously on the subscribing thread, not hopped to the main queue;
    /// the events are still delivered on the main queue.
    func testTheUpstreamSubscriptionIsMadeOnTheSubscribingThread() {
        let subscribedOn = LockedList<String>()
        let source = Observable<Int>.create { observer in
            subscribedOn.append(Thread.isMainThread ? "main" : "background")
            observer.onNext(1)
            return Disposables.create()
        }
        let driver = Handoff(source.asDriver(onErrorJustReturn: 0))
        let delivered = LockedList<Bool>()
        let subscription = LockedList<UncheckedDisposable>()
        let subscribed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let disposable = driver.value.asObservable().subscribe(onNext: { _ in delivered.append(Thread.isMainThread) })
            // Subscribed synchronously, before `subscribe` returned, on this thread.
            subscribedOn.append("returned")
            subscription.append(UncheckedDisposable(disposable))
            subscribed.signal()
        }
        subscribed.wait()
        XCTAssertEqual(subscribedOn.values, ["background", "returned"])
        XCTAssertTrue(runMainLoop(until: { delivered.values.count == 1 }))
        XCTAssertEqual(delivered.values, [true])
        subscription.values.forEach { $0.disposable.dispose() }
    }

    /// Subscribed on the main thread with nothing queued, a synchronous source is delivered at once, and a late
    /// subscriber gets the replayed element synchronously.
    func testOnTheMainThreadDeliveryAndReplayAreSynchronous() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        driver.drive(onNext: { first.append($0) }).disposed(by: bag)
        XCTAssertEqual(first, [1])
        relay.accept(2)
        XCTAssertEqual(first, [1, 2])
        driver.drive(onNext: { second.append($0) }).disposed(by: bag)
        XCTAssertEqual(second, [2])
    }

    /// Many subscribers on the main thread, one upstream subscription, disposed when the last one leaves.
    func testOneUpstreamSubscriptionForManySubscribers() {
        let subscriptions = LockedCounter()
        let disposals = LockedCounter()
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            let inner = subject.subscribe(observer)
            return Disposables.create {
                inner.dispose()
                disposals.increment()
            }
        }
        let driver = source.asDriver(onErrorJustReturn: 0)
        var received: [[Int]] = [[], [], []]
        let disposables = (0..<3).map { index in driver.drive(onNext: { received[index].append($0) }) }
        subject.onNext(5)
        XCTAssertEqual(received, [[5], [5], [5]])
        XCTAssertEqual(subscriptions.value, 1)
        disposables[0].dispose()
        disposables[1].dispose()
        XCTAssertEqual(disposals.value, 0)
        disposables[2].dispose()
        XCTAssertEqual(disposals.value, 1)
    }
}
