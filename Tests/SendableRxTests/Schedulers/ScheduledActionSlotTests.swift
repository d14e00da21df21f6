// SendableRx tests — operators that reschedule themselves keep one action pending and cancel it when disposed:
// `observe(on:)`, `delay`, and periodic scheduling emulated on a scheduler without its own `schedulePeriodic`.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

/// Queues actions like ``ManualScheduler``, except that an action scheduled by a running queued action runs at once,
/// inside `schedule`: the next action of a self-rescheduling drain runs — and schedules its own successor — before
/// the scheduling call that created it has returned, as on a concurrent queue whose other thread is quicker.
// @unchecked Sendable: the tests drive it from one thread.
final class NestingScheduler: SchedulerType, @unchecked Sendable {
    private let queued = ManualScheduler()
    private var depth = 0

    var now: RxTime { queued.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        guard depth == 1 else { return queued.schedule(state, action: action) }
        depth += 1
        defer { depth -= 1 }
        return action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        schedule(state, action: action)
    }

    func runAll() {
        depth = 1
        queued.runAll()
        depth = 0
    }
}

final class ScheduledActionSlotTests: RxTestCase {
    func testDelayKeepsTheSuccessorOfAnActionThatRanBeforeItsSchedulingReturned() {
        let scheduler = NestingScheduler()
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        var completed = false
        _ = subject.delay(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        scheduler.runAll()
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testObserveOnKeepsTheSuccessorOfAnActionThatRanBeforeItsSchedulingReturned() {
        let scheduler = NestingScheduler()
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        var completed = false
        _ = subject.observe(on: scheduler)
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        scheduler.runAll()
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertTrue(completed)
    }

    func testSequenceKeepsTheSuccessorOfAStepThatRanBeforeItsSchedulingReturned() {
        let scheduler = NestingScheduler()
        var values: [Int] = []
        _ = Observable.from([1, 2, 3, 4], scheduler: scheduler).subscribe(onNext: { values.append($0) })
        scheduler.runAll()
        XCTAssertEqual(values, [1, 2, 3, 4])
    }

    func testObserveOnKeepsOneDeliveryPendingAndDisposalCancelsIt() {
        let scheduler = ManualScheduler()
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { values.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(scheduler.pendingCount, 1, "one drain for the three queued events")
        scheduler.runNext()
        XCTAssertEqual(values, [1])
        XCTAssertEqual(scheduler.pendingCount, 1, "the next delivery is scheduled by the one that ran")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.runAll()
        XCTAssertEqual(values, [1])
    }

    func testObserveOnRestartsItsDrainAfterGoingIdle() {
        let scheduler = ManualScheduler()
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        _ = subject.observe(on: scheduler).subscribe(onNext: { values.append($0) })
        subject.onNext(1)
        scheduler.runAll()
        XCTAssertEqual(scheduler.pendingCount, 0)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runAll()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(scheduler.scheduledCount, 3, "one drain for 1, one each for 2 and the completion")
        XCTAssertFalse(subject.hasObservers)
    }

    func testObserveOnASchedulerThatRunsActionsAtOnceDeliversReentrantEventsInOrder() {
        let scheduler = ImmediateSimulatedScheduler()
        var observer: AnyObserver<Int>?
        var log: [String] = []
        _ = Observable<Int>.create { created in
            observer = created
            return Disposables.create()
        }
        .observe(on: scheduler)
        .subscribe(onNext: { value in
            log.append("next \(value)")
            if value == 1 { observer?.onNext(2) }
            log.append("end \(value)")
        }, onCompleted: { log.append("completed") })
        observer?.onNext(1)
        observer?.onNext(3)
        observer?.onCompleted()
        observer = nil
        XCTAssertEqual(log, ["next 1", "end 1", "next 2", "end 2", "next 3", "end 3", "completed"])
    }

    func testEmulatedPeriodicSchedulingKeepsOneTickPendingAndDisposalCancelsIt() {
        let scheduler = ManualScheduler()
        var values: [Int] = []
        let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runNext()
        scheduler.runNext()
        XCTAssertEqual(values, [0, 1])
        XCTAssertEqual(scheduler.pendingCount, 1, "each tick schedules the next one")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.runAll()
        XCTAssertEqual(values, [0, 1])
    }

    func testDelayKeepsOneDrainPendingAndDisposalCancelsIt() {
        let scheduler = ManualScheduler()
        let subject = PublishSubject<Int>()
        var values: [Int] = []
        let subscription = subject.delay(.seconds(1), scheduler: scheduler).subscribe(onNext: { values.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runNext()
        XCTAssertEqual(values, [1])
        XCTAssertEqual(scheduler.pendingCount, 1, "the drain reschedules itself for the second element")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0)
        scheduler.runAll()
        XCTAssertEqual(values, [1])
    }

    func testIntervalOnATestSchedulerDisposedFromItsOwnHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        var values: [String] = []
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                values.append("\(value) at \(scheduler.clock)")
                if value == 2 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(values, ["0 at 210", "1 at 220", "2 at 230"])
        XCTAssertEqual(scheduler.clock, 230, "no tick is left scheduled after the disposal")
        subscription = nil
    }
}
