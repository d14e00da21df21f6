// SendableRx tests — sequences that emit one element per scheduled action (`of`, `from`, `range`, `generate`,
// `repeatElement`): on the trampoline, on a scheduler that runs actions inside `schedule`, on a manually driven
// scheduler and on a TestScheduler.

import SendableRx
import SendableRxTest
import XCTest

final class SteppingSinkTests: RxTestCase {
    func testSequencesInterleaveOnTheTrampolineOneElementPerTurn() {
        var values: [Int] = []
        _ = Observable.merge(
            Observable.of(1, 2, 3),
            Observable.range(start: 10, count: 2),
            Observable.repeatElement(7).take(2),
            Observable.generate(initialState: 100, condition: { $0 < 300 }, iterate: { $0 + 100 })
        )
        .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 10, 7, 100, 2, 11, 7, 200, 3])
    }

    func testWorkQueuedByAnElementRunsBeforeTheNextElement() {
        var log: [String] = []
        _ = Observable.from([1, 2]).subscribe(onNext: { value in
            log.append("next \(value)")
            _ = CurrentThreadScheduler.instance.schedule(value) { queued in
                log.append("queued \(queued)")
                return Disposables.create()
            }
        }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["next 1", "queued 1", "next 2", "queued 2", "completed"])
    }

    func testDisposingFromInsideAnElementStopsTheTrampolinedSequence() {
        var values: [Int] = []
        var disposedAt: Int?
        var subscription: (any Disposable)?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.range(start: 1, count: 100)
                .do(onDispose: { disposedAt = values.last })
                .subscribe(onNext: { value in
                    values.append(value)
                    if value == 3 { subscription?.dispose() }
                })
            return Disposables.create()
        }
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertEqual(disposedAt, 3)
    }

    func testOnASchedulerThatRunsActionsAtOnceEverythingHappensInsideSubscribe() {
        let scheduler = ImmediateSimulatedScheduler()
        var log: [String] = []
        _ = Observable.of("a", "b", scheduler: scheduler).subscribe(
            onNext: { log.append($0) }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        _ = Observable.generate(initialState: 1, condition: { $0 < 10 }, scheduler: scheduler, iterate: { $0 * 3 })
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["a", "b", "completed", "disposed", "returned", "1", "3", "9", "completed"])
    }

    func testOnAManualSchedulerOneStepIsPendingAtATimeAndDisposalCancelsIt() {
        let scheduler = ManualScheduler()
        var values: [Int] = []
        let subscription = Observable.from([1, 2, 3, 4], scheduler: scheduler)
            .subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [])
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runNext()
        scheduler.runNext()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(scheduler.pendingCount, 1, "the next step is scheduled only after the previous one ran")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingCount, 0, "disposing cancels the pending step")
        scheduler.runAll()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(scheduler.scheduledCount, 3)
    }

    func testOnAManualSchedulerTheLastStepCompletesAndSchedulesNothingMore() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        _ = Observable.range(start: 1, count: 2, scheduler: scheduler)
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        scheduler.runAll()
        XCTAssertEqual(log, ["1", "2", "completed"])
        XCTAssertEqual(scheduler.scheduledCount, 3, "two elements and the completion")
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testOnATestSchedulerEachStepTakesOneTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 1, condition: { $0 <= 4 }, scheduler: scheduler, iterate: { $0 * 2 }
            )
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 4), .completed(204)])
    }

    func testOnATestSchedulerDisposalBetweenStepsStopsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.repeatElement("x", scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, "x"), .next(202, "x")])
    }

    func testAThrowingIterateFailsTheSequenceOnEveryScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { _ in true }, scheduler: scheduler, iterate: { value in
                if value == 2 { throw EquatableError.first }
                return value + 1
            })
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .error(203, EquatableError.first)])
        var events: [String] = []
        _ = Observable.generate(initialState: 1, condition: { _ in true }, iterate: { value -> Int in
            if value == 2 { throw EquatableError.first }
            return value + 1
        })
        .subscribe(onNext: { events.append("\($0)") }, onError: { _ in events.append("error") })
        XCTAssertEqual(events, ["1", "2", "error"])
    }
}
