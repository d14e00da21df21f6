// SendableRx tests — subjects under concurrent use: 8 threads × 10,000 `onNext` delivered one at a time with
// nothing lost, one terminal event after every element, and subscribe/dispose storms while emitting.

import Foundation
import SendableRx
import Synchronization
import XCTest

/// Watches one observer: counts deliveries and detects calls that overlap (entered while another is running).
private final class SubjectOverlapDetector: Sendable {
    let active = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let elements = Atomic<Int>(0)
    let completions = Atomic<Int>(0)
    let errors = Atomic<Int>(0)
    let elementsAfterTerminal = Atomic<Int>(0)
    let elementsAtCompletion = Atomic<Int>(-1)
    /// For elements encoded as `thread * stride + index`: the last index seen per thread, and order violations.
    let lastIndex: RxMutex<[Int: Int]> = RxMutex([:])
    let outOfOrder = Atomic<Int>(0)
    static let stride = 1_000_000

    func on(_ event: Event<Int>) {
        if active.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        switch event {
        case .next(let value):
            if completions.load(ordering: .sequentiallyConsistent) > 0 || errors.load(ordering: .relaxed) > 0 {
                elementsAfterTerminal.wrappingAdd(1, ordering: .relaxed)
            }
            elements.wrappingAdd(1, ordering: .relaxed)
            if value >= 0 {
                let (thread, index) = value.quotientAndRemainder(dividingBy: Self.stride)
                let inOrder = lastIndex.withLock { last -> Bool in
                    defer { last[thread] = index }
                    return (last[thread] ?? -1) < index
                }
                if !inOrder { outOfOrder.wrappingAdd(1, ordering: .relaxed) }
            }
        case .completed:
            elementsAtCompletion.store(elements.load(ordering: .relaxed), ordering: .relaxed)
            completions.wrappingAdd(1, ordering: .sequentiallyConsistent)
        case .error:
            errors.wrappingAdd(1, ordering: .relaxed)
        }
        active.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }
}

/// Runs `body(threadIndex)` on `count` new threads, released together, and waits for all of them.
private func runSubjectStressThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    let ready = SubjectStressCounter()
    let go = DispatchSemaphore(value: 0)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            ready.add(1)
            go.wait()
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    while ready.value < count { usleep(100) }
    for _ in 0..<count { go.signal() }
    group.wait()
}

/// An atomic counter that closures can capture (an `Atomic` itself is noncopyable).
private final class SubjectStressCounter: Sendable {
    private let storage = Atomic<Int>(0)
    var value: Int { storage.load(ordering: .sequentiallyConsistent) }
    func add(_ amount: Int) { storage.wrappingAdd(amount, ordering: .sequentiallyConsistent) }
}

final class SubjectStressTests: RxTestCase {
    private let threads = 8
    private let perThread = 10_000

    private func value(thread: Int, index: Int) -> Int {
        thread * SubjectOverlapDetector.stride + index
    }

    /// Feeds `subject` from 8 threads, then completes it from several threads at once, and checks what one
    /// observer saw. `initial` is the number of elements the observer gets on subscription.
    private func assertSerialized<Subject: ObservableType & ObserverType & Sendable>(
        _ subject: Subject,
        initial: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where Subject.Element == Int {
        let detector = SubjectOverlapDetector()
        let subscription = subject.subscribe(AnyObserver(eventHandler: detector.on))
        let perThread = self.perThread
        runSubjectStressThreads(threads) { thread in
            for index in 0..<perThread {
                subject.onNext(thread * SubjectOverlapDetector.stride + index)
            }
        }
        let expected = initial + threads * perThread
        XCTAssertEqual(detector.elements.load(ordering: .relaxed), expected, "elements delivered", file: file, line: line)

        runSubjectStressThreads(4) { _ in
            subject.onCompleted()
            subject.onNext(-1)
        }
        XCTAssertEqual(detector.completions.load(ordering: .relaxed), 1, "completions", file: file, line: line)
        XCTAssertEqual(detector.elementsAtCompletion.load(ordering: .relaxed), expected,
                       "completion must follow every element", file: file, line: line)
        XCTAssertEqual(detector.elements.load(ordering: .relaxed), expected, "nothing after completion",
                       file: file, line: line)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0, "overlapping observer calls",
                       file: file, line: line)
        XCTAssertEqual(detector.outOfOrder.load(ordering: .relaxed), 0, "per-thread order", file: file, line: line)
        subscription.dispose()
    }

    func testPublishSubjectSerializesConcurrentOnNext() {
        assertSerialized(PublishSubject<Int>(), initial: 0)
    }

    func testBehaviorSubjectSerializesConcurrentOnNext() throws {
        let subject = BehaviorSubject(value: -1)
        assertSerialized(subject, initial: 1)
        XCTAssertGreaterThanOrEqual(try subject.value(), 0, "value() holds one of the elements sent")
    }

    func testReplaySubjectSerializesConcurrentOnNextAndBuffersEverything() {
        let subject = ReplaySubject<Int>.createUnbounded()
        assertSerialized(subject, initial: 0)
        let late = SubjectOverlapDetector()
        _ = subject.subscribe(AnyObserver(eventHandler: late.on))
        XCTAssertEqual(late.elements.load(ordering: .relaxed), threads * perThread, "replayed buffer")
        XCTAssertEqual(late.completions.load(ordering: .relaxed), 1)
        XCTAssertEqual(late.outOfOrder.load(ordering: .relaxed), 0, "the buffer keeps per-thread order")
    }

    func testReplaySubjectWithSmallBufferSerializesConcurrentOnNext() {
        assertSerialized(ReplaySubject<Int>.create(bufferSize: 3), initial: 0)
    }

    /// Completion sent while other threads are still emitting: delivered once, and no element after it.
    func testCompletionDuringConcurrentEmission() {
        for _ in 0..<5 {
            let subject = PublishSubject<Int>()
            let detector = SubjectOverlapDetector()
            let subscription = subject.subscribe(AnyObserver(eventHandler: detector.on))
            let perThread = 2_000
            runSubjectStressThreads(6) { thread in
                for index in 0..<perThread {
                    if thread == 5 && index == perThread / 2 {
                        subject.onCompleted()
                    } else {
                        subject.onNext(thread * SubjectOverlapDetector.stride + index)
                    }
                }
            }
            XCTAssertEqual(detector.completions.load(ordering: .relaxed), 1)
            XCTAssertEqual(detector.elementsAfterTerminal.load(ordering: .relaxed), 0)
            XCTAssertEqual(detector.elementsAtCompletion.load(ordering: .relaxed),
                           detector.elements.load(ordering: .relaxed))
            XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
            subscription.dispose()
        }
    }

    /// Several threads subscribe and dispose repeatedly while others emit: no crash, no overlap for any
    /// observer, a long-lived observer gets every element, and nothing leaks.
    private func assertSurvivesSubscribeDisposeStorm<Subject: ObservableType & ObserverType & Sendable>(
        _ makeSubject: () -> Subject,
        initial: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where Subject.Element == Int {
        let start = Resources.total
        do {
            let subject = makeSubject()
            let steady = SubjectOverlapDetector()
            let steadySubscription = subject.subscribe(AnyObserver(eventHandler: steady.on))
            let churnOverlaps = SubjectStressCounter()
            let churnDeliveries = SubjectStressCounter()
            let churnOutOfOrder = SubjectStressCounter()
            let emitters = 4
            let perEmitter = 5_000
            runSubjectStressThreads(8) { thread in
                if thread < emitters {
                    for index in 0..<perEmitter {
                        subject.onNext(thread * SubjectOverlapDetector.stride + index)
                    }
                } else {
                    for round in 0..<300 {
                        let detector = SubjectOverlapDetector()
                        // Every other round subscribes through the subject as an `Observable` (an operator's source),
                        // which reaches the subject's subscribe through the class's dynamic dispatch.
                        let subscription = round % 2 == 0
                            ? subject.subscribe(AnyObserver(eventHandler: detector.on))
                            : subject.asObservable().map { $0 }.subscribe(AnyObserver(eventHandler: detector.on))
                        if round % 3 == 0 { Thread.sleep(forTimeInterval: 0.0001) }
                        subscription.dispose()
                        subscription.dispose()
                        churnOverlaps.add(detector.overlaps.load(ordering: .relaxed))
                        churnDeliveries.add(detector.elements.load(ordering: .relaxed))
                        churnOutOfOrder.add(detector.outOfOrder.load(ordering: .relaxed))
                    }
                }
            }
            subject.onCompleted()
            XCTAssertEqual(steady.elements.load(ordering: .relaxed), initial + emitters * perEmitter,
                           "the long-lived observer gets every element", file: file, line: line)
            XCTAssertEqual(steady.completions.load(ordering: .relaxed), 1, file: file, line: line)
            XCTAssertEqual(steady.overlaps.load(ordering: .relaxed), 0, file: file, line: line)
            XCTAssertEqual(steady.outOfOrder.load(ordering: .relaxed), 0, file: file, line: line)
            XCTAssertEqual(churnOverlaps.value, 0, "overlaps seen by churning observers",
                           file: file, line: line)
            XCTAssertEqual(churnOutOfOrder.value, 0,
                           "churning observers must see each thread's elements once and in order "
                           + "(\(churnDeliveries.value) elements delivered to them)", file: file, line: line)
            steadySubscription.dispose()
        }
        assertResources(returnTo: start, file: file, line: line)
    }

    /// Waits briefly for objects still held by finishing threads, then checks `Resources.total`.
    private func assertResources(returnTo start: Int32, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != start && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        XCTAssertEqual(Resources.total, start, "Resources.total after the storm", file: file, line: line)
    }

    func testPublishSubjectSubscribeDisposeStorm() {
        assertSurvivesSubscribeDisposeStorm({ PublishSubject<Int>() }, initial: 0)
    }

    func testBehaviorSubjectSubscribeDisposeStorm() {
        assertSurvivesSubscribeDisposeStorm({ BehaviorSubject(value: -1) }, initial: 1)
    }

    func testReplaySubjectSubscribeDisposeStorm() {
        assertSurvivesSubscribeDisposeStorm({ ReplaySubject<Int>.create(bufferSize: 4) }, initial: 0)
    }

    func testAsyncSubjectSubscribeDisposeStorm() {
        let start = Resources.total
        do {
            let subject = AsyncSubject<Int>()
            let steady = SubjectOverlapDetector()
            _ = subject.subscribe(AnyObserver(eventHandler: steady.on))
            runSubjectStressThreads(6) { thread in
                for index in 0..<3_000 {
                    if thread < 3 {
                        subject.onNext(thread * SubjectOverlapDetector.stride + index)
                    } else if index % 2 == 0 {
                        subject.subscribe(onNext: { _ in }).dispose()
                    } else {
                        let erased: Observable<Int> = subject
                        erased.filter { $0 >= 0 }.subscribe(onNext: { _ in }).dispose()
                    }
                }
            }
            subject.onCompleted()
            XCTAssertEqual(steady.elements.load(ordering: .relaxed), 1, "only the last element")
            XCTAssertEqual(steady.completions.load(ordering: .relaxed), 1)
        }
        assertResources(returnTo: start)
    }

    /// Disposing the subject while threads emit and subscribe: no crash, nothing delivered afterwards, and
    /// subscribers afterwards get `RxError.disposed`.
    func testDisposeDuringEmission() {
        let subject = PublishSubject<Int>()
        let detector = SubjectOverlapDetector()
        _ = subject.subscribe(AnyObserver(eventHandler: detector.on))
        runSubjectStressThreads(6) { thread in
            for index in 0..<3_000 {
                if thread == 5 && index == 1_500 {
                    subject.dispose()
                } else if thread == 4 {
                    // After the dispose these subscriptions get RxError.disposed; handle it to keep the log quiet.
                    subject.subscribe(onNext: { _ in }, onError: { _ in }).dispose()
                } else {
                    subject.onNext(thread * SubjectOverlapDetector.stride + index)
                }
            }
        }
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        let deliveredAfterStorm = detector.elements.load(ordering: .relaxed)
        subject.onNext(1)
        XCTAssertEqual(detector.elements.load(ordering: .relaxed), deliveredAfterStorm)
        XCTAssertEqual(detector.overlaps.load(ordering: .relaxed), 0)
        var late: [Event<Int>] = []
        _ = subject.subscribe { late.append($0) }
        if case .error(RxError.disposed)? = late.first {} else { XCTFail("expected RxError.disposed, got \(late)") }
    }
}
