// SendableRxCocoa tests — `emit` to every kind of target: observers, optional observers, the three relays (and
// their optional forms), closures with and without an object.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class EmitTests: RxTestCase {
    /// Runs `body` on a TestScheduler mock with a signal of 1 at 210, 2 at 220 and completion at 230 (each
    /// delivered one tick later); `body` subscribes at 200 and returns the subscription, disposed at 1000.
    private func withSignal(_ body: @escaping (Signal<Int>, TestScheduler) -> any Disposable) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let signal = source.asSignal(onErrorJustReturn: -1)
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) { subscription = body(signal, scheduler) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            scheduler.start()
        }
    }

    func testEmitToObserversSendsEveryEventToEach() {
        var recorders: [TestableObserver<Int>] = []
        withSignal { signal, scheduler in
            recorders = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
            return signal.emit(to: recorders[0], recorders[1])
        }
        let expected: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .completed(231)]
        XCTAssertEqual(recorders[0].events, expected)
        XCTAssertEqual(recorders[1].events, expected)
    }

    func testEmitToOptionalObservers() {
        var recorder: TestableObserver<Int?>!
        withSignal { signal, scheduler in
            recorder = scheduler.createObserver(Int?.self)
            return signal.emit(to: recorder)
        }
        XCTAssertEqual(recorder.events, [.next(211, 1), .next(221, 2), .completed(231)])
    }

    func testEmitToEveryRelayKind() {
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.createUnbound()
        var published: [String] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append("publish \($0)") }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { published.append("optional \($0.map(String.init) ?? "nil")") })
            .disposed(by: bag)
        withSignal { signal, _ in
            Disposables.create([
                signal.emit(to: behavior), signal.emit(to: optionalBehavior),
                signal.emit(to: publish), signal.emit(to: optionalPublish),
                signal.emit(to: replay), signal.emit(to: optionalReplay),
            ])
        }
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published, ["publish 1", "optional 1", "publish 2", "optional 2"])
        var replayed: [Int] = []
        var replayedOptional: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { replayedOptional.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(replayedOptional, [1, 2])
    }

    /// `Signal.just(1).emit(to: optionalRelay)` is not ambiguous.
    func testEmitIsNotAmbiguousBetweenElementAndOptionalTargets() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let optionalRelay = PublishRelay<Int?>()
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            var received: [Int?] = []
            let bag = DisposeBag()
            optionalRelay.subscribe(onNext: { received.append($0) }).disposed(by: bag)
            scheduler.scheduleAt(200) {
                _ = Signal.just(1).emit(to: optionalRelay)
                _ = Signal.just(2).emit(to: optionalBehavior)
            }
            scheduler.start()
            XCTAssertEqual(received, [1])
            XCTAssertEqual(optionalBehavior.value, 2)
        }
    }

    func testEmitClosuresInOrder() {
        var log: [String] = []
        withSignal { signal, scheduler in
            signal.emit(
                onNext: { log.append("next \($0) at \(scheduler.clock)") },
                onCompleted: { log.append("completed at \(scheduler.clock)") },
                onDisposed: { log.append("disposed at \(scheduler.clock)") }
            )
        }
        XCTAssertEqual(log, ["next 1 at 211", "next 2 at 221", "completed at 231", "disposed at 231"])
    }

    func testEmitWithObject() {
        var log: [String] = []
        let owner = Owner("o")
        withSignal { signal, _ in
            signal.emit(
                with: owner,
                onNext: { owner, value in log.append("\(owner.name) next \(value)") },
                onCompleted: { owner in log.append("\(owner.name) completed") },
                onDisposed: { owner in log.append("\(owner.name) disposed") }
            )
        }
        XCTAssertEqual(log, ["o next 1", "o next 2", "o completed", "o disposed"])
    }

    func testEmitWithObjectStopsOnceTheObjectIsGone() {
        var log: [String] = []
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) {
                subscription = source.asSignal(onErrorJustReturn: 0).emit(
                    with: owner!, onNext: { owner, value in log.append("\(owner.name) \(value)") }
                )
            }
            scheduler.scheduleAt(220) { owner = nil }
            scheduler.scheduleAt(240) { subscription?.dispose() }
            scheduler.start()
        }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(log, ["o 1"])
    }

    func testEmitWithoutArguments() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, 1)])
            var subscription: (any Disposable)?
            scheduler.scheduleAt(200) { subscription = source.asSignal(onErrorJustReturn: 0).emit() }
            scheduler.scheduleAt(250) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
        }
    }

    /// `emit` may be called off the main thread (a signal replays nothing); the events still arrive on the main
    /// thread.
    func testEmitFromABackgroundThreadDeliversOnTheMainThread() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        let onMain = LockedList<Bool>()
        let subscribed = DispatchSemaphore(value: 0)
        let holder = LockedList<UncheckedDisposable>()
        let handoff = Handoff(signal)
        Thread.detachNewThread {
            holder.append(UncheckedDisposable(handoff.value.emit(onNext: { _ in onMain.append(Thread.isMainThread) })))
            subscribed.signal()
        }
        subscribed.wait()
        relay.accept(1)
        DispatchQueue.global().async { relay.accept(2) }
        XCTAssertTrue(runMainLoop(until: { onMain.values.count == 2 }))
        XCTAssertEqual(onMain.values, [true, true])
        holder.values.forEach { $0.disposable.dispose() }
    }
}
