// SendableRxCocoa tests — ControlEvent: events without an initial value, subscription on the main queue,
// conversions to Driver, Signal and Infallible.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class ControlEventTests: RxTestCase {
    func testForwardsTheEvents() {
        let taps = PublishRelay<Int>()
        let event = ControlEvent(events: taps)
        var received: [Int] = []
        let subscription = event.subscribe(onNext: { received.append($0) })
        taps.accept(1)
        taps.accept(2)
        XCTAssertEqual(received, [1, 2])
        var converted: [Int] = []
        let second = event.asControlEvent().asObservable().subscribe(onNext: { converted.append($0) })
        taps.accept(3)
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(converted, [3])
        subscription.dispose()
        second.dispose()
    }

    func testEventsAreSubscribedToOnTheMainQueue() {
        let subscribedOnMain = LockedList<Bool>()
        let source = Observable<Int>.create { _ in
            subscribedOnMain.append(Thread.isMainThread)
            return Disposables.create()
        }
        let event = Handoff(ControlEvent(events: source))
        let holder = LockedList<UncheckedDisposable>()
        DispatchQueue.global().async {
            holder.append(UncheckedDisposable(event.value.subscribe(onNext: { _ in })))
        }
        XCTAssertTrue(runMainLoop(until: { subscribedOnMain.values.count == 1 }))
        XCTAssertEqual(subscribedOnMain.values, [true])
        XCTAssertTrue(runMainLoop(until: { holder.values.count == 1 }))
        holder.values.forEach { $0.disposable.dispose() }
    }

    func testAsSignalAndAsDriverUnderAMock() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let event = ControlEvent(events: source)
            let signal = event.asSignal()
            let driver = event.asDriver()
            let signalObserver = scheduler.createObserver(Int.self)
            let driverObserver = scheduler.createObserver(Int.self)
            let lateDriverObserver = scheduler.createObserver(Int.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(signal.emit(to: signalObserver))
                subscriptions.append(driver.drive(driverObserver))
            }
            scheduler.scheduleAt(215) { subscriptions.append(driver.drive(lateDriverObserver)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(signalObserver.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(driverObserver.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(lateDriverObserver.events, [.next(215, 1), .next(221, 2)])
        }
    }

    func testAsInfallible() {
        let taps = PublishRelay<String>()
        var received: [String] = []
        let subscription = ControlEvent(events: taps).asInfallible().subscribe(onNext: { received.append($0) })
        taps.accept("tap")
        XCTAssertEqual(received, ["tap"])
        subscription.dispose()
    }
}
