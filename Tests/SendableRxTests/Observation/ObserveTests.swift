// SendableRx tests — Observation → Rx: `Observable.observe` and `Infallible.observe` on a TestScheduler (exact
// ticks: the first value, each change, coalescing, dispose, errors, re-entrancy, what is tracked), on the main
// actor, on another actor, on a concurrent scheduler, and without a retain cycle.

import Foundation
import Observation
import SendableRx
import SendableRxTest
import Synchronization
import XCTest

@Observable
final class CounterModel {
    var count = 0
    var label = "zero"
    var flag = false
    @ObservationIgnored var ignored = 0
}

@Observable
final class ItemsModel {
    var items: [String] = []
}

@MainActor
@Observable
final class MainCounterModel {
    var count = 0
}

struct ObserveError: Error, Equatable {}

final class ObserveTests: RxTestCase {
    // MARK: first value and changes, on a TestScheduler

    func testFirstValueOnSubscriptionThenEachChange() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(150) { model.count = 5 }
        scheduler.scheduleAt(300) { model.count = 6 }
        scheduler.scheduleAt(400) { model.count = 7 }
        let observer = scheduler.start { Observable.observe(on: scheduler) { model.count } }
        XCTAssertEqual(observer.events, [
            .next(201, 5),
            .next(301, 6),
            .next(401, 7),
        ])
    }

    func testWithoutProcessingDelayTheElementsComeAtTheTickOfTheChange() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.count = 1 }
        scheduler.scheduleAt(500) { model.count = 2 }
        let observer = scheduler.start { Observable.observe(on: scheduler) { model.count } }
        XCTAssertEqual(observer.events, [
            .next(200, 0),
            .next(300, 1),
            .next(500, 2),
        ])
    }

    func testChangesInOneActionAreCoalescedIntoOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) {
            model.count = 1
            model.count = 2
            model.label = "two"
        }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { "\(model.label):\(model.count)" }
        }
        XCTAssertEqual(observer.events, [
            .next(201, "zero:0"),
            .next(301, "two:2"),
        ])
    }

    func testChangesAtTheSameTickBeforeTheReadAreCoalesced() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let model = CounterModel()
        // Both actions are queued for tick 300 before the read that the first change schedules.
        scheduler.scheduleAt(300) { model.count = 1 }
        scheduler.scheduleAt(300) { model.label = "one" }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { "\(model.label):\(model.count)" }
        }
        XCTAssertEqual(observer.events, [
            .next(200, "zero:0"),
            .next(300, "one:1"),
        ])
    }

    func testAChangeUndoneBeforeTheReadEmitsTheSameValueAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) {
            model.count = 1
            model.count = 0
        }
        let observer = scheduler.start { Observable.observe(on: scheduler) { model.count } }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(301, 0)])

        let deduplicated = TestScheduler(initialClock: 0)
        let second = CounterModel()
        deduplicated.scheduleAt(300) {
            second.count = 1
            second.count = 0
        }
        let distinct = deduplicated.start {
            Observable.observe(on: deduplicated) { second.count }.distinctUntilChanged()
        }
        XCTAssertEqual(distinct.events, [.next(201, 0)])
    }

    func testSeveralModelsAndProperties() {
        let scheduler = TestScheduler(initialClock: 0)
        let counter = CounterModel()
        let items = ItemsModel()
        scheduler.scheduleAt(300) { items.items.append("a") }
        scheduler.scheduleAt(400) { counter.count = 3 }
        scheduler.scheduleAt(500) { items.items = ["x", "y"] }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { "\(items.items.joined(separator: ","))|\(counter.count)" }
        }
        XCTAssertEqual(observer.events, [
            .next(201, "|0"),
            .next(301, "a|0"),
            .next(401, "a|3"),
            .next(501, "x,y|3"),
        ])
    }

    // MARK: what is tracked

    func testOnlyThePropertiesTheLastReadUsedAreTracked() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        // While `flag` is false the read uses `count`; once it is true, `label` instead.
        scheduler.scheduleAt(300) { model.label = "ignored while flag is false" }
        scheduler.scheduleAt(400) { model.count = 1 }
        scheduler.scheduleAt(500) { model.flag = true }
        scheduler.scheduleAt(600) { model.count = 2 }
        scheduler.scheduleAt(700) { model.label = "seven" }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { model.flag ? model.label : "\(model.count)" }
        }
        XCTAssertEqual(observer.events, [
            .next(201, "0"),
            .next(401, "1"),
            .next(501, "ignored while flag is false"),
            .next(701, "seven"),
        ])
    }

    func testIgnoredAndUnreadPropertiesDoNotEmit() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.ignored = 9 }
        scheduler.scheduleAt(400) { model.label = "four" }
        let observer = scheduler.start { Observable.observe(on: scheduler) { model.count + model.ignored } }
        XCTAssertEqual(observer.events, [.next(201, 0)])
    }

    // MARK: dispose

    func testDisposingStopsTheTracking() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.count = 1 }
        scheduler.scheduleAt(500) { model.count = 2 }
        scheduler.scheduleAt(600) { model.count = 3 }
        let observer = scheduler.start(disposed: 450) { Observable.observe(on: scheduler) { model.count } }
        XCTAssertEqual(observer.events, [.next(201, 0), .next(301, 1)])
    }

    func testDisposingBetweenAChangeAndItsReadDropsTheRead() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.count = 1 }
        // The change at 300 schedules its read for 301; disposing at 301 runs first (it was scheduled earlier).
        let observer = scheduler.start(disposed: 301) { Observable.observe(on: scheduler) { model.count } }
        XCTAssertEqual(observer.events, [.next(201, 0)])
    }

    func testDisposingBeforeTheFirstReadEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        let reads = Atomic<Int>(0)
        let observer = scheduler.start(created: 100, subscribed: 200, disposed: 201) {
            Observable.observe(on: scheduler) { () -> Int in
                reads.wrappingAdd(1, ordering: .relaxed)
                return model.count
            }
        }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(reads.load(ordering: .relaxed), 0)
    }

    func testDisposingFromInsideTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        var received: [Int] = []
        let subscription = SingleAssignmentDisposable()
        scheduler.scheduleAt(200) {
            subscription.setDisposable(Observable.observe(on: scheduler) { model.count }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription.dispose() }
            }))
        }
        scheduler.scheduleAt(300) { model.count = 1 }
        scheduler.scheduleAt(400) { model.count = 2 }
        scheduler.scheduleAt(500) { model.count = 3 }
        scheduler.start()
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertTrue(subscription.isDisposed)
    }

    func testTheSubscriptionDoesNotKeepTheModelAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakModel: CounterModel?
        var values: [Int] = []
        do {
            let model = CounterModel()
            weakModel = model
            let subscription = Observable.observe(on: scheduler) { model.count }.subscribe(onNext: { values.append($0) })
            scheduler.advanceTo(10)
            model.count = 4
            scheduler.advanceTo(20)
            subscription.dispose()
        }
        XCTAssertNil(weakModel, "after disposal nothing of the subscription holds the model")
        XCTAssertEqual(values, [0, 4])
    }

    func testDisposalLeavesOnlyAnEmptyHandlerWithTheModel() {
        // The registrar keeps the last change handler until the property changes; that handler must hold
        // nothing of the subscription (RxTestCase checks Resources.total), and a change after disposal emits
        // nothing and releases it.
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        var values: [Int] = []
        let subscription = Observable.observe(on: scheduler) { model.count }.subscribe(onNext: { values.append($0) })
        scheduler.advanceTo(10)
        subscription.dispose()
        model.count = 1
        scheduler.advanceTo(20)
        XCTAssertEqual(values, [0])
    }

    func testAnUndisposedSubscriptionKeepsObservingAfterItsDisposableIsDropped() {
        // As for any Rx subscription, dropping the disposable does not end the subscription.
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        var values: [Int] = []
        var subscription: (any Disposable)? = Observable.observe(on: scheduler) { model.count }
            .subscribe(onNext: { values.append($0) })
        scheduler.advanceTo(10)
        model.count = 1
        scheduler.advanceTo(20)
        let kept = subscription
        subscription = nil
        model.count = 2
        scheduler.advanceTo(30)
        XCTAssertEqual(values, [0, 1, 2])
        kept?.dispose()
    }

    // MARK: errors

    func testAnErrorFromTheClosureEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.count = 1 }
        scheduler.scheduleAt(400) { model.count = -1 }
        scheduler.scheduleAt(500) { model.count = 2 }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { () throws -> Int in
                if model.count < 0 { throw ObserveError() }
                return model.count
            }
        }
        XCTAssertEqual(observer.events, [
            .next(201, 0),
            .next(301, 1),
            .error(401, ObserveError()),
        ])
    }

    func testAnErrorOnTheFirstRead() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable<Int>.observe(on: scheduler) { throw ObserveError() }
        }
        XCTAssertEqual(observer.events, [.error(201, ObserveError())])
    }

    // MARK: re-entrancy and several subscribers

    func testAChangeMadeByTheHandlerIsReadAfterTheHandlerReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = Observable.observe(on: scheduler) { model.count }.take(4).subscribe(onNext: { value in
                log.append("begin \(value) at \(scheduler.clock)")
                if value < 3 { model.count = value + 1 }
                log.append("end \(value)")
            })
        }
        scheduler.start()
        XCTAssertEqual(log, [
            "begin 0 at 201", "end 0",
            "begin 1 at 202", "end 1",
            "begin 2 at 203", "end 2",
            "begin 3 at 204", "end 3",
        ])
    }

    func testSeveralSubscribersAreIndependent() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        let observable = Observable.observe(on: scheduler) { model.count }
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: (any Disposable)?
        var lateSubscription: (any Disposable)?
        scheduler.scheduleAt(100) { earlySubscription = observable.subscribe(early) }
        scheduler.scheduleAt(200) { model.count = 1 }
        scheduler.scheduleAt(300) { lateSubscription = observable.subscribe(late) }
        scheduler.scheduleAt(400) { model.count = 2 }
        scheduler.scheduleAt(500) { lateSubscription?.dispose() }
        scheduler.scheduleAt(600) { model.count = 3 }
        scheduler.scheduleAt(700) { earlySubscription?.dispose() }
        scheduler.scheduleAt(800) { model.count = 4 }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(101, 0), .next(201, 1), .next(401, 2), .next(601, 3)])
        XCTAssertEqual(late.events, [.next(301, 1), .next(401, 2)])
    }

    func testComposesWithOperators() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ItemsModel()
        scheduler.scheduleAt(300) { model.items = ["milk"] }
        scheduler.scheduleAt(310) { model.items.append("bread") }
        scheduler.scheduleAt(500) { model.items = [] }
        let observer = scheduler.start {
            Observable.observe(on: scheduler) { model.items.count }
                .debounce(.seconds(50), scheduler: scheduler)
                .map { "\($0) items" }
        }
        XCTAssertEqual(observer.events, [
            .next(251, "0 items"),
            .next(361, "2 items"),
            .next(551, "0 items"),
        ])
    }

    // MARK: Infallible

    func testInfallibleObserve() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = CounterModel()
        scheduler.scheduleAt(300) { model.label = "three" }
        let observer = scheduler.start { Infallible.observe(on: scheduler) { model.label } }
        XCTAssertEqual(observer.events, [.next(201, "zero"), .next(301, "three")])

        let values = SharedState<[String]>([])
        let subscription = Infallible.observe(on: scheduler) { model.label }
            .subscribe(onNext: { value in values.mutate { $0.append(value) } })
        scheduler.advanceTo(1_100)
        model.label = "eleven hundred"
        scheduler.advanceTo(1_200)
        subscription.dispose()
        XCTAssertEqual(values.value, ["three", "eleven hundred"])
    }

    // MARK: the main actor

    @MainActor
    func testMainActorFormReadsAtOnceOnTheMainThreadThenAfterEachChange() async {
        let model = MainCounterModel()
        var values: [Int] = []
        var onMain: [Bool] = []
        let subscription = Observable.observe { model.count }.subscribe(onNext: { value in
            values.append(value)
            onMain.append(Thread.isMainThread)
        })
        XCTAssertEqual(values, [0], "subscribed on the main thread, the first value comes at once")
        model.count = 1
        model.count = 2
        XCTAssertEqual(values, [0], "the read after a change comes in a later turn of the main queue")
        let coalesced = await pollUntilOnMain { values == [0, 2] }
        XCTAssertTrue(coalesced, "two changes in one job give one element: \(values)")
        model.count = 3
        let third = await pollUntilOnMain { values == [0, 2, 3] }
        XCTAssertTrue(third, "\(values)")
        subscription.dispose()
        model.count = 4
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(values, [0, 2, 3])
        XCTAssertEqual(onMain, [true, true, true])
    }

    @MainActor
    func testMainActorInfallibleObserve() async {
        let model = MainCounterModel()
        var values: [Int] = []
        let subscription = Infallible.observe { model.count * 10 }.subscribe(onNext: { values.append($0) })
        model.count = 1
        let delivered = await pollUntilOnMain { values == [0, 10] }
        XCTAssertTrue(delivered, "\(values)")
        subscription.dispose()
    }

    @MainActor
    func testMainActorFormSubscribedOffTheMainThreadReadsOnTheMainThread() async {
        let model = MainCounterModel()
        let values = SharedState<[Int]>([])
        let readOnMain = SharedState<[Bool]>([])
        let subscription = Observable.observe { () -> Int in
            readOnMain.mutate { $0.append(Thread.isMainThread) }
            return model.count
        }
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        .subscribe(onNext: { value in values.mutate { $0.append(value) } })
        let first = await pollUntilOnMain { values.value == [0] }
        XCTAssertTrue(first)
        model.count = 5
        let second = await pollUntilOnMain { values.value == [0, 5] }
        XCTAssertTrue(second, "\(values.value)")
        XCTAssertEqual(readOnMain.value, [true, true])
        subscription.dispose()
    }

    // MARK: another actor

    func testActorFormReadsOnTheActor() async {
        let owner = CounterOwner()
        await owner.start()
        let first = await pollUntil { await owner.received == [0] }
        XCTAssertTrue(first)
        await owner.change(to: 1)
        await owner.change(to: 2)
        await owner.changeTwice()
        let later = await pollUntil { await owner.received.last == 40 }
        XCTAssertTrue(later)
        let received = await owner.received
        XCTAssertEqual(received.first, 0)
        XCTAssertTrue(received.contains(40))
        XCTAssertFalse(received.contains(30), "two changes in one actor job give one element: \(received)")
        let isolated = await owner.allReadsIsolated
        XCTAssertTrue(isolated)
        await owner.stop()
        await owner.change(to: 50)
        try? await Task.sleep(for: .milliseconds(20))
        let final = await owner.received
        XCTAssertFalse(final.contains(50))
    }

    // MARK: a concurrent scheduler

    func testReadsOnAConcurrentSchedulerNeverOverlap() async {
        let model = SharedCounterModel()
        let probe = EventGrammarProbe<Int>()
        let last = Atomic<Int>(-1)
        let subscription = Observable.observe(on: ConcurrentDispatchQueueScheduler(qos: .default)) { model.read() }
            .subscribe(onNext: { value in
                probe.on(.next(value))
                last.store(value, ordering: .releasing)
            })
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    for step in 1...250 { model.write(writer * 1_000 + step) }
                }
            }
        }
        // A write that lands on another thread while a read is between reading the property and installing its
        // tracking is not seen (withObservationTracking installs tracking after the read returns), so keep
        // writing the final value until a read sees it.
        let settled = await pollUntil {
            model.write(10_000)
            return last.load(ordering: .acquiring) == 10_000
        }
        XCTAssertTrue(settled, "a later change is read")
        XCTAssertEqual(probe.overlaps.load(ordering: .relaxed), 0)
        subscription.dispose()
    }

    func testASlowHandlerOnAConcurrentSchedulerDefersTheNextReadInsteadOfOverlapping() async {
        let model = SharedCounterModel()
        let probe = EventGrammarProbe<Int>()
        let received = SharedState<[Int]>([])
        let subscription = Observable.observe(on: ConcurrentDispatchQueueScheduler(qos: .default)) { model.read() }
            .subscribe(onNext: { value in
                probe.on(.next(value))
                received.mutate { $0.append(value) }
                // While the handler is busy, changes schedule reads that a concurrent scheduler could run at once.
                Thread.sleep(forTimeInterval: 0.002)
            })
        let first = await pollUntil { received.value == [0] }
        XCTAssertTrue(first)
        // The writes come from another thread than the reads, so a read may see a value before the write that
        // announced it is stored (see observe(on:_:)); the last write is repeated until a read sees it.
        for step in 1...50 {
            model.write(step)
            try? await Task.sleep(for: .microseconds(300))
        }
        let settled = await pollUntil {
            model.write(1_000)
            return received.value.last == 1_000
        }
        XCTAssertTrue(settled)
        XCTAssertEqual(probe.overlaps.load(ordering: .relaxed), 0, "reads on a concurrent scheduler must not overlap")
        let values = received.value
        XCTAssertEqual(values.first, 0)
        XCTAssertLessThan(values.count, 60, "changes made while a read is running are coalesced into one read")
        subscription.dispose()
    }

    func testSubscribeAndDisposeWhileTheModelChangesOnAnotherThread() async {
        let model = SharedCounterModel()
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let writer = Task.detached {
            for step in 1...2_000 {
                model.write(step)
                if step % 100 == 0 { await Task.yield() }
            }
        }
        let delivered = SharedCounter()
        for round in 0..<200 {
            let subscription = Observable.observe(on: scheduler) { model.read() }
                .subscribe(onNext: { _ in delivered.increment() })
            if round % 2 == 0 { await Task.yield() }
            subscription.dispose()
        }
        await writer.value
        await drain(scheduler)
        let afterDisposal = delivered.value
        model.write(-1)
        await drain(scheduler)
        XCTAssertEqual(delivered.value, afterDisposal, "nothing is delivered once every subscription is disposed")
        // RxTestCase checks that Resources.total is back where it started: the reads still queued on the scheduler
        // ran, found their subscriptions disposed, and released them.
    }

    /// Waits until the actions scheduled on `scheduler` so far have run.
    private func drain(_ scheduler: SerialDispatchQueueScheduler) async {
        let done = SharedState(false)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            done.mutate { $0 = true }
            return Disposables.create()
        }
        _ = await pollUntil { done.value }
    }

    func testObservingOnASerialQueue() async {
        let model = SharedCounterModel()
        let queue = DispatchQueue(label: "observe-serial")
        let received = SharedState<[Int]>([])
        let onQueue = SharedState<[Bool]>([])
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let subscription = Observable.observe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe")) {
            model.read()
        }
        .subscribe(onNext: { value in
            onQueue.mutate { $0.append(DispatchQueue.getSpecific(key: key) == true) }
            received.mutate { $0.append(value) }
        })
        let first = await pollUntil { received.value == [0] }
        XCTAssertTrue(first)
        // The model changes on the scheduler's queue, as observe(on:_:) asks.
        queue.async { model.write(7) }
        let second = await pollUntil { received.value == [0, 7] }
        XCTAssertTrue(second, "\(received.value)")
        XCTAssertEqual(onQueue.value, [true, true])
        subscription.dispose()
    }
}

/// An actor that owns an `@Observable` model and observes it in its own isolation.
private actor CounterOwner {
    let model = CounterModel()
    var received: [Int] = []
    var allReadsIsolated = true
    private var subscription: (any Disposable)?

    func start() {
        subscription = Observable.observe(isolation: self) { () -> Int in
            self.assertIsolated()
            return self.model.count
        }
        .subscribe(onNext: { value in
            self.received.append(value)
        })
    }

    func change(to value: Int) {
        model.count = value
    }

    func changeTwice() {
        model.count = 30
        model.count = 40
    }

    func stop() {
        subscription?.dispose()
    }
}

/// An `@Observable` model whose property is guarded by a lock, so that several threads may write it.
@Observable
final class SharedCounterModel: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read and written inside `lock`.
    @ObservationIgnored private let lock = NSLock()
    private var value = 0

    func read() -> Int {
        access(keyPath: \.value)
        return lock.withLock { _value }
    }

    func write(_ newValue: Int) {
        withMutation(keyPath: \.value) {
            lock.withLock { _value = newValue }
        }
    }
}

/// Polls `condition` on the main actor, letting main-queue work run in between.
@MainActor
func pollUntilOnMain(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
