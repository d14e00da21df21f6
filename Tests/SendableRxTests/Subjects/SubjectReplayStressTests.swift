// SendableRx tests — replays under concurrency: subscribers that join while another thread emits get their replay
// and then every later element, in order, with no gap, no duplicate and no overlapping call; disposing the subject
// or the subscriptions meanwhile crashes nothing and leaks nothing.

import Foundation
import SendableRx
import Synchronization
import XCTest

/// Checks what one subscriber saw: consecutive integers (from `first` when given), one call at a time.
///
/// The values are kept under a lock: a delivery another thread started just before `dispose()` may still be
/// running when `dispose()` returns (disposal does not wait for it), and the check reads them after that.
private final class ConsecutiveChecker: Sendable {
    private let values = RxMutex<[Int]>([])
    private let active = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)

    func on(_ event: Event<Int>) {
        if active.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        if case .next(let value) = event {
            values.withLock { $0.append(value) }
        }
        active.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    /// Whether the values are consecutive, starting at `first` if given.
    func isConsecutive(from first: Int? = nil) -> Bool {
        values.withLock { values in
            if let first, let head = values.first, head != first { return false }
            return zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
        }
    }
}

/// A shared observable handed to several threads.
// @unchecked Sendable: `share` and `multicast` + `refCount` guard their state with locks, so subscribing from several
// threads is safe; only the operator closures (none here) would be unsafe to share.
private struct SharedObservable: @unchecked Sendable {
    let observable: Observable<Int>
}

/// Runs `body(index)` on `count` threads at once and waits for them.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    group.wait()
}

final class SubjectReplayStressTests: RxTestCase {
    private let elements = 20_000
    private let subscribers = 3
    private let rounds = 150

    /// One thread emits 0, 1, 2, …; others subscribe, let some elements pass and dispose, over and over.
    private func stress(
        elements: Int? = nil,
        emit: @escaping @Sendable (Int) -> Void,
        subscribe: @escaping @Sendable (ConsecutiveChecker) -> any Disposable,
        first: Int? = nil
    ) {
        let failures = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let elements = elements ?? self.elements
        let rounds = self.rounds
        let subscribers = self.subscribers
        onThreads(subscribers + 1) { index in
            if index == 0 {
                for value in 0..<elements {
                    emit(value)
                }
                return
            }
            for _ in 0..<rounds {
                let checker = ConsecutiveChecker()
                let subscription = subscribe(checker)
                for _ in 0..<50 { sched_yield() }
                subscription.dispose()
                if !checker.isConsecutive(from: first) {
                    failures.wrappingAdd(1, ordering: .relaxed)
                }
                overlaps.wrappingAdd(checker.overlaps.load(ordering: .relaxed), ordering: .relaxed)
            }
        }
        XCTAssertEqual(failures.load(ordering: .relaxed), 0, "a subscriber saw a gap, a duplicate or a reordering")
        XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "a subscriber was called concurrently")
    }

    func testReplaySubjectUnboundedSubscribersSeeEverythingInOrder() {
        let subject = ReplaySubject<Int>.createUnbounded()
        // Every subscription replays everything so far, so fewer elements keep the test quick.
        stress(elements: 2_000, emit: { subject.onNext($0) }, subscribe: { checker in
            subject.subscribe { checker.on($0) }
        }, first: 0)
    }

    func testReplaySubjectBoundedSubscribersSeeNoGap() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        stress(emit: { subject.onNext($0) }, subscribe: { checker in subject.subscribe { checker.on($0) } })
    }

    func testBehaviorSubjectSubscribersSeeNoGap() {
        let subject = BehaviorSubject(value: -1)
        stress(emit: { subject.onNext($0) }, subscribe: { checker in subject.subscribe { checker.on($0) } })
    }

    func testShareReplay1SubscribersSeeNoGap() {
        let subject = PublishSubject<Int>()
        let shared = SharedObservable(observable: subject.share(replay: 1))
        stress(emit: { subject.onNext($0) }, subscribe: { checker in shared.observable.subscribe { checker.on($0) } })
        XCTAssertFalse(subject.hasObservers)
    }

    func testShareReplay2ForeverSubscribersSeeNoGap() {
        let subject = PublishSubject<Int>()
        let shared = SharedObservable(observable: subject.share(replay: 2, scope: .forever))
        // One subscriber stays for the whole run: with `.forever`, a reconnection would legitimately replay stale
        // elements and then continue with the current ones.
        let anchor = shared.observable.subscribe { _ in }
        stress(emit: { subject.onNext($0) }, subscribe: { checker in shared.observable.subscribe { checker.on($0) } })
        anchor.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// The subject is disposed while subscribers are being replayed to and elements are being delivered.
    func testDisposeWhileReplayingAndDelivering() {
        for _ in 0..<20 {
            let subject = ReplaySubject<Int>.create(bufferSize: 64)
            for value in 0..<64 { subject.onNext(value) }
            let overlaps = Atomic<Int>(0)
            onThreads(4) { index in
                switch index {
                case 0:
                    for value in 64..<2_000 { subject.onNext(value) }
                case 1:
                    for _ in 0..<200 { sched_yield() }
                    subject.dispose()
                default:
                    for _ in 0..<50 {
                        let checker = ConsecutiveChecker()
                        let subscription = subject.subscribe { checker.on($0) }
                        subscription.dispose()
                        overlaps.wrappingAdd(checker.overlaps.load(ordering: .relaxed), ordering: .relaxed)
                    }
                }
            }
            XCTAssertTrue(subject.isDisposed)
            XCTAssertFalse(subject.hasObservers)
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
        }
    }
}
