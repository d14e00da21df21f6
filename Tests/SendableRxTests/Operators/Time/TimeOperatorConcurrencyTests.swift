// SendableRx tests — time operators fed from several threads at once, with their timers on a background
// queue or on a HistoricalScheduler: the downstream grammar holds, observer calls never overlap, nothing
// deadlocks (each scenario runs under a watchdog expectation).

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

/// Runs every action on a concurrent background queue once its due time has passed (a stand-in until the
/// dispatch schedulers exist). Actions of different subscriptions, and timers of one, may run at the same time.
private final class TimeBackgroundQueueScheduler: SchedulerType {
    private let queue = DispatchQueue(label: "TimeOperatorConcurrencyTests.background", attributes: .concurrent)

    var now: RxTime { Date() }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> any Disposable
    ) -> any Disposable {
        if case .never = dueTime { return Disposables.create() }
        let disposable = SingleAssignmentDisposable()
        let work = TimeScheduledWork(state: state, action: action)
        queue.asyncAfter(deadline: .now() + dueTime) {
            if disposable.isDisposed { return }
            disposable.setDisposable(work.run())
        }
        return disposable
    }
}

/// A scheduled action and its state, moved to the queue thread that runs it.
// @unchecked Sendable: each action runs exactly once, on one queue thread; the operator under test guards the
// state the action touches, which is what these tests check.
private struct TimeScheduledWork<State>: @unchecked Sendable {
    let state: State
    let action: (State) -> any Disposable

    func run() -> any Disposable {
        action(state)
    }
}

/// Records events arriving on any thread and counts grammar violations: overlapping calls, events after a
/// terminal event, more than one terminal event.
private final class TimeGrammarChecker<Element: Sendable>: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let afterTerminalCount = Atomic<Int>(0)
    private let completedCount = Atomic<Int>(0)
    private let errorCount = Atomic<Int>(0)
    private let received = RxMutex<[Element]>([])

    var overlaps: Int { overlapCount.load(ordering: .sequentiallyConsistent) }
    var eventsAfterTerminal: Int { afterTerminalCount.load(ordering: .sequentiallyConsistent) }
    var completions: Int { completedCount.load(ordering: .sequentiallyConsistent) }
    var errors: Int { errorCount.load(ordering: .sequentiallyConsistent) }
    var elements: [Element] { received.withLock { $0 } }

    /// Records an event; returns whether it was terminal.
    @discardableResult
    func record(_ event: Event<Element>) -> Bool {
        if inFlight.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        defer { inFlight.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
        if completions + errors > 0 {
            afterTerminalCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        switch event {
        case .next(let element):
            received.withLock { $0.append(element) }
            // Widen the window in which an overlapping call would be seen.
            for _ in 0..<50 where inFlight.load(ordering: .relaxed) == 1 {}
            return false
        case .error:
            errorCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
            return true
        case .completed:
            completedCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
            return true
        }
    }
}

/// A source that hands its observer to the test, which then calls it from several threads at once —
/// deliberately breaking the Rx contract upstream to check that the operator still keeps it downstream.
private final class TimeRawConcurrentSource: ObservableType {
    typealias Element = Int
    private(set) var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create()
    }
}

/// Sends `threads * perThread` distinct elements into `subject` from `threads` threads at once, pausing now and
/// then so that background timers fire in between.
private func timeEmitConcurrently(into subject: PublishSubject<Int>, threads: Int, perThread: Int, offset: Int = 0) {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for index in 0..<perThread {
            subject.onNext(offset + thread * perThread + index)
            if index % 50 == 49 {
                usleep(300)
            }
        }
    }
}

final class TimeOperatorConcurrencyTests: RxTestCase {
    private let threads = 4
    private let perThread = 500
    private var total: Int { threads * perThread }

    // MARK: - Background-queue timers, subject fed from several threads

    /// Subscribes `make(subject)` with a checker, emits from several threads on a background thread, completes,
    /// and waits (watchdog) for the terminal event.
    private func runFedBySubject<Result: Sendable>(
        _ make: (PublishSubject<Int>) -> Observable<Result>
    ) -> TimeGrammarChecker<Result> {
        let subject = PublishSubject<Int>()
        let checker = TimeGrammarChecker<Result>()
        let terminated = expectation(description: "terminal event delivered")
        let subscription = make(subject).subscribe(AnyObserver { event in
            if checker.record(event) {
                terminated.fulfill()
            }
        })
        let threads = threads
        let perThread = perThread
        DispatchQueue.global().async {
            timeEmitConcurrently(into: subject, threads: threads, perThread: perThread)
            subject.onCompleted()
        }
        wait(for: [terminated], timeout: 20)
        subscription.dispose()
        return checker
    }

    private func assertGrammar<Element>(
        _ checker: TimeGrammarChecker<Element>,
        completions: Int = 1,
        errors: Int = 0,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(checker.overlaps, 0, "overlapping observer calls", file: file, line: line)
        XCTAssertEqual(checker.eventsAfterTerminal, 0, "events after the terminal event", file: file, line: line)
        XCTAssertEqual(checker.completions, completions, "completions", file: file, line: line)
        XCTAssertEqual(checker.errors, errors, "errors", file: file, line: line)
    }

    func testDebounceFedFromSeveralThreads() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runFedBySubject { $0.debounce(.milliseconds(1), scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements
        XCTAssertGreaterThanOrEqual(elements.count, 1, "the pending element is flushed on completion")
        XCTAssertLessThanOrEqual(elements.count, total)
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
        XCTAssertTrue(elements.allSatisfy { (0..<total).contains($0) })
    }

    func testThrottleLatestFedFromSeveralThreads() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runFedBySubject { $0.throttle(.milliseconds(1), latest: true, scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements
        XCTAssertGreaterThanOrEqual(elements.count, 1, "the first element is sent at once")
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
        XCTAssertTrue(elements.allSatisfy { (0..<total).contains($0) })
    }

    func testThrottleWithoutLatestFedFromSeveralThreads() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runFedBySubject { $0.throttle(.milliseconds(1), latest: false, scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements
        XCTAssertGreaterThanOrEqual(elements.count, 1, "the first element is sent at once")
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
    }

    /// The window a timer's element opens counts at once for other threads: an element the source sends while the
    /// timer's thread is still delivering that element waits for the window to close, instead of passing in it.
    func testThrottleWindowOpenedByTheTimerHoldsAnElementSentDuringItsDelivery() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let subject = PublishSubject<Int>()
        let received = RxMutex<[Int]>([])
        let inDelivery = DispatchSemaphore(value: 0)
        let thirdSent = DispatchSemaphore(value: 0)
        let all = expectation(description: "the held element arrives when the window closes")
        let subscription = subject.throttle(.milliseconds(200), latest: true, scheduler: scheduler)
            .subscribe(onNext: { value in
                let count = received.withLock { received in
                    received.append(value)
                    return received.count
                }
                if value == 2 {
                    // Delivered by the timer, on the scheduler's queue: hold the delivery until 3 has been sent.
                    inDelivery.signal()
                    _ = thirdSent.wait(timeout: .now() + 5)
                }
                if count == 3 { all.fulfill() }
            })
        subject.onNext(1)  // Opens a window, sent at once.
        subject.onNext(2)  // Held until the window closes, then sent by the timer.
        XCTAssertEqual(inDelivery.wait(timeout: .now() + 5), .success)
        subject.onNext(3)  // The window 2 opened is in force: held.
        thirdSent.signal()
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.withLock { $0 }, [1, 2], "3 did not pass in the window 2 opened")
        wait(for: [all], timeout: 5)
        XCTAssertEqual(received.withLock { $0 }, [1, 2, 3])
        subscription.dispose()
    }

    func testBufferFedFromSeveralThreadsLosesNothing() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runFedBySubject { $0.buffer(timeSpan: .milliseconds(1), count: 7, scheduler: scheduler) }
        assertGrammar(checker)
        let arrays = checker.elements
        XCTAssertTrue(arrays.allSatisfy { $0.count <= 7 }, "no array above the count")
        XCTAssertEqual(arrays.flatMap { $0 }.sorted(), Array(0..<total), "every element in exactly one array")
    }

    func testDelayFedFromSeveralThreadsLosesNothing() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runFedBySubject { $0.delay(.milliseconds(1), scheduler: scheduler) }
        assertGrammar(checker)
        XCTAssertEqual(checker.elements.sorted(), Array(0..<total), "every element exactly once")
    }

    func testDisposeWhileTimersFireDoesNotDeadlock() {
        let scheduler = TimeBackgroundQueueScheduler()
        let subject = PublishSubject<Int>()
        let checker = TimeGrammarChecker<[Int]>()
        let subscription = subject.buffer(timeSpan: .microseconds(100), count: 3, scheduler: scheduler)
            .subscribe(AnyObserver { event in checker.record(event) })
        let handoff = Handoff(subscription)
        let finished = expectation(description: "emitters and disposer finished")
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: 5) { thread in
                if thread == 4 {
                    usleep(2_000)
                    handoff.value.dispose()
                } else {
                    for index in 0..<2_000 {
                        subject.onNext(thread * 2_000 + index)
                    }
                }
            }
            subject.onCompleted()
            finished.fulfill()
        }
        wait(for: [finished], timeout: 20)
        // Disposal is not a terminal event: nothing terminal arrives, and calls never overlapped.
        assertGrammar(checker, completions: 0)
        let elements = checker.elements.flatMap { $0 }
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
    }

    // MARK: - Upstream calling the operator from several threads at once (contract broken upstream)

    private func runRaw<Result: Sendable>(
        _ make: (Observable<Int>) -> Observable<Result>
    ) -> TimeGrammarChecker<Result> {
        let source = TimeRawConcurrentSource()
        let checker = TimeGrammarChecker<Result>()
        let terminated = expectation(description: "terminal event delivered")
        let subscription = make(source.asObservable()).subscribe(AnyObserver { event in
            if checker.record(event) {
                terminated.fulfill()
            }
        })
        guard let observer = source.observer else {
            XCTFail("source not subscribed")
            return checker
        }
        let handoff = UncheckedSendable(observer)
        let threads = threads
        let perThread = perThread
        DispatchQueue.global().async {
            // The last thread completes mid-stream while the others are still sending.
            DispatchQueue.concurrentPerform(iterations: threads + 1) { thread in
                if thread == threads {
                    usleep(1_000)
                    handoff.value.on(.completed)
                    return
                }
                for index in 0..<perThread {
                    handoff.value.on(.next(thread * perThread + index))
                    if index % 50 == 49 {
                        usleep(300)
                    }
                }
            }
        }
        wait(for: [terminated], timeout: 20)
        subscription.dispose()
        return checker
    }

    func testDebounceCalledConcurrentlyKeepsGrammar() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runRaw { $0.debounce(.microseconds(200), scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
    }

    func testThrottleCalledConcurrentlyKeepsGrammar() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runRaw { $0.throttle(.microseconds(200), scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements
        XCTAssertGreaterThanOrEqual(elements.count, 1)
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
    }

    func testBufferCalledConcurrentlyKeepsGrammar() {
        let scheduler = TimeBackgroundQueueScheduler()
        let checker = runRaw { $0.buffer(timeSpan: .microseconds(200), count: 5, scheduler: scheduler) }
        assertGrammar(checker)
        let elements = checker.elements.flatMap { $0 }
        XCTAssertTrue(checker.elements.allSatisfy { $0.count <= 5 })
        XCTAssertEqual(Set(elements).count, elements.count, "no element twice")
    }

    // MARK: - HistoricalScheduler: concurrent emission while the clock is frozen, then a controlled advance

    private struct HistoricalResult: Sendable {
        var afterBurst: [Int] = []
        var atEnd: [Int] = []
        var expected: [Int] = []
        var overlaps = 0
        var eventsAfterTerminal = 0
        var completions = 0
    }

    /// Runs `body` on a background thread and waits for it with a watchdog.
    private func withWatchdog<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
        let slot = SendableSlot<Value>()
        let finished = expectation(description: "scenario finished")
        DispatchQueue.global().async {
            slot.set(body())
            finished.fulfill()
        }
        wait(for: [finished], timeout: 20)
        return slot.value
    }

    func testDebounceOnHistoricalSchedulerEmitsLastElementOfEachBurst() {
        let threads = threads
        let perThread = perThread
        let result = withWatchdog { () -> HistoricalResult in
            let scheduler = HistoricalScheduler()
            let subject = PublishSubject<Int>()
            let lastSeen = RxMutex<Int?>(nil)
            let order = subject.subscribe(AnyObserver { event in
                if case .next(let element) = event { lastSeen.withLock { $0 = element } }
            })
            let checker = TimeGrammarChecker<Int>()
            let subscription = subject.debounce(.seconds(10), scheduler: scheduler)
                .subscribe(AnyObserver { event in checker.record(event) })
            var result = HistoricalResult()

            timeEmitConcurrently(into: subject, threads: threads, perThread: perThread)
            let lastOfFirstBurst = lastSeen.withLock { $0 } ?? -1
            scheduler.advanceTo(scheduler.now.addingTimeInterval(10))
            result.afterBurst = checker.elements

            timeEmitConcurrently(into: subject, threads: threads, perThread: perThread, offset: 10_000)
            let lastOfSecondBurst = lastSeen.withLock { $0 } ?? -1
            subject.onCompleted()
            result.atEnd = checker.elements
            result.expected = [lastOfFirstBurst, lastOfSecondBurst]
            result.overlaps = checker.overlaps
            result.eventsAfterTerminal = checker.eventsAfterTerminal
            result.completions = checker.completions
            subscription.dispose()
            order.dispose()
            // Drain the disposed timers so that the scheduler releases them (and what they captured).
            scheduler.start()
            return result
        }
        guard let result else { return XCTFail("scenario did not finish") }
        XCTAssertEqual(result.afterBurst, Array(result.expected.prefix(1)))
        XCTAssertEqual(result.atEnd, result.expected, "last of each burst: by timer, then flushed on completion")
        XCTAssertEqual(result.overlaps, 0)
        XCTAssertEqual(result.eventsAfterTerminal, 0)
        XCTAssertEqual(result.completions, 1)
    }

    func testThrottleOnHistoricalSchedulerEmitsFirstThenLatest() {
        let threads = threads
        let perThread = perThread
        let result = withWatchdog { () -> HistoricalResult in
            let scheduler = HistoricalScheduler()
            let subject = PublishSubject<Int>()
            let seen = RxMutex<[Int]>([])
            let order = subject.subscribe(AnyObserver { event in
                if case .next(let element) = event { seen.withLock { $0.append(element) } }
            })
            let checker = TimeGrammarChecker<Int>()
            let subscription = subject.throttle(.seconds(10), latest: true, scheduler: scheduler)
                .subscribe(AnyObserver { event in checker.record(event) })
            var result = HistoricalResult()

            timeEmitConcurrently(into: subject, threads: threads, perThread: perThread)
            let sent = seen.withLock { $0 }
            result.afterBurst = checker.elements
            scheduler.advanceTo(scheduler.now.addingTimeInterval(10))
            subject.onCompleted()
            result.atEnd = checker.elements
            result.expected = [sent.first ?? -1, sent.last ?? -1]
            result.overlaps = checker.overlaps
            result.eventsAfterTerminal = checker.eventsAfterTerminal
            result.completions = checker.completions
            subscription.dispose()
            order.dispose()
            // Drain the disposed timers so that the scheduler releases them (and what they captured).
            scheduler.start()
            return result
        }
        guard let result else { return XCTFail("scenario did not finish") }
        XCTAssertEqual(result.afterBurst, Array(result.expected.prefix(1)), "only the first element at once")
        XCTAssertEqual(result.atEnd, result.expected, "then the latest when the window closes")
        XCTAssertEqual(result.overlaps, 0)
        XCTAssertEqual(result.eventsAfterTerminal, 0)
        XCTAssertEqual(result.completions, 1)
    }

    func testBufferOnHistoricalSchedulerSplitsByCountThenByTime() {
        let threads = threads
        let perThread = perThread
        let total = total
        let result = withWatchdog { () -> [[Int]]? in
            let scheduler = HistoricalScheduler()
            let subject = PublishSubject<Int>()
            let checker = TimeGrammarChecker<[Int]>()
            let subscription = subject.buffer(timeSpan: .seconds(10), count: 7, scheduler: scheduler)
                .subscribe(AnyObserver { event in checker.record(event) })
            timeEmitConcurrently(into: subject, threads: threads, perThread: perThread)
            let byCount = checker.elements.count
            scheduler.advanceTo(scheduler.now.addingTimeInterval(10))
            subject.onCompleted()
            let arrays = checker.elements
            subscription.dispose()
            // Drain the disposed timer of the next time span so that the scheduler releases it.
            scheduler.start()
            let clean = checker.overlaps == 0 && checker.eventsAfterTerminal == 0 && checker.completions == 1
            return clean && byCount == total / 7 ? arrays : nil
        }
        guard let result, let arrays = result else {
            return XCTFail("scenario did not finish, broke the grammar, or did not split by count during the burst")
        }
        // total / 7 full arrays during the burst, the remainder when the time span ends, an empty one on completion.
        XCTAssertEqual(arrays.count, total / 7 + 2)
        XCTAssertTrue(arrays.dropLast(2).allSatisfy { $0.count == 7 })
        XCTAssertEqual(arrays.dropLast().last?.count, total % 7)
        XCTAssertEqual(arrays.last, [])
        XCTAssertEqual(arrays.flatMap { $0 }.sorted(), Array(0..<total))
    }
}
