// SendableRx tests — merge, flatMap and combineLatest fed from several threads at once: every element arrives once,
// in each source's own order, observer calls never overlap, and the terminal event comes last.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

/// Records `(source, index)` pairs from any thread and counts overlapping observer calls.
private final class InterleavingRecorder: Sendable {
    private let inFlight = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private let afterTerminalCount = Atomic<Int>(0)
    private let terminated = Atomic<Bool>(false)
    private let received = Mutex<[Int: [Int]]>([:])

    var overlaps: Int { overlapCount.load(ordering: .sequentiallyConsistent) }
    var eventsAfterTerminal: Int { afterTerminalCount.load(ordering: .sequentiallyConsistent) }
    var didTerminate: Bool { terminated.load(ordering: .sequentiallyConsistent) }
    var perSource: [Int: [Int]] { received.withLock { $0 } }

    func on(_ event: Event<(source: Int, index: Int)>) {
        if inFlight.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        if terminated.load(ordering: .sequentiallyConsistent) {
            afterTerminalCount.wrappingAdd(1, ordering: .sequentiallyConsistent)
        }
        switch event {
        case .next(let value):
            received.withLock { $0[value.source, default: []].append(value.index) }
        case .completed, .error:
            terminated.store(true, ordering: .sequentiallyConsistent)
        }
        inFlight.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }
}

final class CombiningConcurrencyTests: RxTestCase {
    private static let threads = 4
    private static let perThread = 2_000

    /// Sends `perThread` elements into each subject from its own thread, all threads at once, then completes them.
    private func pump(_ subjects: [PublishSubject<Int>]) {
        DispatchQueue.concurrentPerform(iterations: subjects.count) { source in
            for index in 0..<CombiningConcurrencyTests.perThread {
                subjects[source].onNext(index)
            }
        }
        subjects.forEach { $0.onCompleted() }
    }

    private func assertEverySourceArrivedInOrder(_ recorder: InterleavingRecorder, line: UInt = #line) {
        XCTAssertEqual(recorder.overlaps, 0, "observer calls overlapped", line: line)
        XCTAssertEqual(recorder.eventsAfterTerminal, 0, "events after the terminal event", line: line)
        XCTAssertTrue(recorder.didTerminate, "the sequence completed once every source had", line: line)
        let perSource = recorder.perSource
        for source in 0..<CombiningConcurrencyTests.threads {
            XCTAssertEqual(perSource[source], Array(0..<CombiningConcurrencyTests.perThread), line: line)
        }
    }

    func testMergeOfSubjectsSentToConcurrently() {
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = InterleavingRecorder()
        let tagged = subjects.enumerated().map { source, subject in subject.map { (source: source, index: $0) } }
        let subscription = Observable.merge(tagged).subscribe(recorder.on)
        pump(subjects)
        assertEverySourceArrivedInOrder(recorder)
        subscription.dispose()
    }

    func testFlatMapOfSubjectsSentToConcurrently() {
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let recorder = InterleavingRecorder()
        let subscription = Observable.from(Array(0..<Self.threads))
            .flatMap { source in subjects[source].map { (source: source, index: $0) } }
            .subscribe(recorder.on)
        pump(subjects)
        assertEverySourceArrivedInOrder(recorder)
        subscription.dispose()
    }

    func testCombineLatestOfSubjectsSentToConcurrentlyEndsWithEveryLastValue() {
        let subjects = (0..<2).map { _ in PublishSubject<Int>() }
        let inFlight = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let last = Mutex<[Int]?>(nil)
        let completed = expectation(description: "completed")
        let subscription = Observable.combineLatest(subjects[0], subjects[1]) { [$0, $1] }
            .subscribe(
                onNext: { pair in
                    if inFlight.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue != 1 {
                        overlaps.wrappingAdd(1, ordering: .sequentiallyConsistent)
                    }
                    last.withLock { $0 = pair }
                    inFlight.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                },
                onCompleted: { completed.fulfill() }
            )
        pump(subjects)
        wait(for: [completed], timeout: 20)
        XCTAssertEqual(overlaps.load(ordering: .sequentiallyConsistent), 0)
        XCTAssertEqual(last.withLock { $0 }, [Self.perThread - 1, Self.perThread - 1])
        subscription.dispose()
    }
}
