// SendableRx tests — ActorScheduler: FIFO order, isolation inside actions, the main actor, relative and
// periodic scheduling, cancellation before running, and use with observe(on:) / subscribe(on:).

import Foundation
import SendableRx
import XCTest

final class ActorSchedulerTests: RxTestCase {
    func testTenThousandActionsRunInFIFOOrderOnTheActor() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe)
        for index in 0..<10_000 {
            _ = scheduler.schedule(index) { index in
                probe.assumeIsolated { $0.log.append(index) }
                return Disposables.create()
            }
        }
        let finished = await pollUntil(timeout: .seconds(30)) { await probe.count == 10_000 }
        XCTAssertTrue(finished)
        let log = await probe.log
        XCTAssertEqual(log, Array(0..<10_000))
    }

    func testActionsRunOneAtATime() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe)
        let running = SharedState(0)
        let overlaps = SharedCounter()
        let done = SharedCounter()
        // Scheduled from several threads at once; each action checks that no other action is inside.
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<250 {
                        _ = scheduler.schedule(()) { _ in
                            var inside = 0
                            running.mutate { $0 += 1; inside = $0 }
                            if inside != 1 { overlaps.increment() }
                            probe.assertIsolated()
                            running.mutate { $0 -= 1 }
                            done.increment()
                            return Disposables.create()
                        }
                    }
                }
            }
        }
        let finished = await pollUntil(timeout: .seconds(20)) { done.value == 1_000 }
        XCTAssertTrue(finished)
        XCTAssertEqual(overlaps.value, 0)
    }

    func testMainActorScheduler() async {
        let ranOnMain = SharedState<[Bool]>([])
        for _ in 0..<3 {
            _ = ActorScheduler.main.schedule(()) { _ in
                MainActor.assertIsolated()
                ranOnMain.mutate { $0.append(Thread.isMainThread) }
                return Disposables.create()
            }
        }
        let finished = await pollUntil { ranOnMain.value.count == 3 }
        XCTAssertTrue(finished)
        XCTAssertEqual(ranOnMain.value, [true, true, true])
    }

    func testRelativeSchedulingWaitsForTheDelay() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe)
        let clock = ContinuousClock()
        let start = clock.now
        let elapsed = SharedSlot<Duration>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            probe.assertIsolated()
            elapsed.set(clock.now - start)
            return Disposables.create()
        }
        let finished = await pollUntil { elapsed.value != nil }
        XCTAssertTrue(finished)
        if let elapsed = elapsed.value {
            XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(50), "the action ran before its due time")
        }
    }

    func testRelativeSchedulingWithAnotherClock() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe, clock: SuspendingClock())
        let ran = SharedState(false)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            probe.assertIsolated()
            ran.mutate { $0 = true }
            return Disposables.create()
        }
        let finished = await pollUntil { ran.value }
        XCTAssertTrue(finished)
    }

    func testDisposingARelativeActionBeforeItRunsCancelsIt() async {
        let scheduler = ActorScheduler(Probe())
        let ran = SharedState(false)
        let scheduled = scheduler.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
            ran.mutate { $0 = true }
            return Disposables.create()
        }
        scheduled.dispose()
        try? await Task.sleep(for: .milliseconds(400))
        XCTAssertFalse(ran.value)
    }

    func testDisposingAQueuedActionBeforeItRunsCancelsIt() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe)
        let second = SharedSlot<any Disposable>()
        let log = SharedState<[String]>([])
        // Scheduled from inside an action, so that none of the three can start before all are queued; FIFO
        // then runs the first before the second, and the first disposes the second.
        _ = scheduler.schedule(()) { _ in
            _ = scheduler.schedule(()) { _ in
                log.mutate { $0.append("first") }
                second.value?.dispose()
                return Disposables.create()
            }
            second.set(scheduler.schedule(()) { _ in
                log.mutate { $0.append("second") }
                return Disposables.create()
            })
            _ = scheduler.schedule(()) { _ in
                log.mutate { $0.append("third") }
                return Disposables.create()
            }
            return Disposables.create()
        }
        let finished = await pollUntil { log.value.contains("third") }
        XCTAssertTrue(finished)
        XCTAssertEqual(log.value, ["first", "third"])
    }

    func testPeriodicSchedulingThroughInterval() async {
        let probe = Probe()
        let scheduler = ActorScheduler(probe)
        let ticks = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler)
            .take(3)
            .do(onNext: { _ in probe.assertIsolated() })
        let recorded = await collectEvents(ticks)
        XCTAssertEqual(recorded?.elements, [0, 1, 2])
        XCTAssertEqual(recorded?.completed, true)
    }

    func testObserveOnDeliversOnTheActorInOrder() async {
        let probe = Probe()
        let delivered = Observable.from(Array(0..<100))
            .observe(on: ActorScheduler(probe))
            .do(onNext: { value in probe.assumeIsolated { $0.log.append(value) } })
        let recorded = await collectEvents(delivered)
        XCTAssertEqual(recorded?.elements, Array(0..<100))
        XCTAssertEqual(recorded?.completed, true)
        let log = await probe.log
        XCTAssertEqual(log, Array(0..<100))
    }

    func testObserveOnTheMainActorScheduler() async {
        let onMain = SharedState<[Bool]>([])
        let delivered = Observable.range(start: 0, count: 5)
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            .observe(on: ActorScheduler.main)
            .do(onNext: { _ in
                MainActor.assertIsolated()
                onMain.mutate { $0.append(Thread.isMainThread) }
            })
        let recorded = await collectEvents(delivered)
        XCTAssertEqual(recorded?.elements, [0, 1, 2, 3, 4])
        XCTAssertEqual(onMain.value, Array(repeating: true, count: 5))
    }

    func testSubscribeOnSubscribesOnTheActor() async {
        let probe = Probe()
        let source = Observable<Int>.create { observer in
            probe.assumeIsolated { $0.flags.append("subscribed on actor") }
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let recorded = await collectEvents(source.subscribe(on: ActorScheduler(probe)))
        XCTAssertEqual(recorded?.elements, [1])
        let flags = await probe.flags
        XCTAssertEqual(flags, ["subscribed on actor"])
    }
}
