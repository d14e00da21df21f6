// SendableRx tests — the table entries that run async work, checked in real time.

import Dispatch
import Foundation
import SendableRx
import Synchronization
import XCTest

final class AsyncOperatorContractTests: RxTestCase {
    /// Standard, empty, failing and silent sources (creation entries: their own output): the declared outcome,
    /// no overlapping observer calls, the grammar, and the source subscription released once the result ended.
    func testAsyncOperatorsEndAsDeclaredAndReleaseTheirSource() {
        checkEntries(entries(.async), "async operator", settle: 2) { entry in
            let scenarios: [(Scenario, [Event<Int>])] = entry.inputs.isEmpty
                ? [(.elements, [])]
                : [
                    (.elements, [.next(1), .next(2), .next(3), .completed]),
                    (.empty(0), [.completed]),
                    (.error(0), [.next(1), .error(BehaviourError.source)]),
                    (.never, [.next(1)]),
                ]
            return scenarios.flatMap { scenario, events in
                runRealTime(entry, events: events, expected: entry.outcome(scenario), injected: .source)
                    .map { "[\(scenario)] \($0)" }
            }
        }
    }

    /// The async closure throws: its error is the one terminal event, and the source is released.
    func testThrowingAsyncClosuresFailOnceAndReleaseTheirSource() {
        checkEntries(entries(.asyncThrowing), "throwing async closure", settle: 2) { entry in
            runRealTime(entry, events: [.next(1), .next(2), .completed], expected: .fails, injected: .thrown)
        }
    }

    /// Disposed right after subscribing: the source is released, and deliveries stop.
    func testAsyncOperatorsStopWhenDisposed() {
        checkEntries(entries(.async) + entries(.asyncThrowing), "dispose of an async operator", settle: 2) { entry in
            let source = CountingSource()
            let context = BuildContext(
                sources: entry.inputs.isEmpty ? [] : [source.observable([.next(1), .next(2), .next(3)])],
                scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
            )
            let recorder = RealTimeRecorder()
            let subscription = entry.build(context).subscribe(recorder.probe.observer)
            subscription.dispose()
            Thread.sleep(forTimeInterval: 0.1)
            let settled = recorder.probe.nexts
            Thread.sleep(forTimeInterval: 0.15)
            var problems = recorder.probe.problems
            if recorder.probe.nexts != settled {
                problems.append("elements still arrive more than 100 ms after dispose")
            }
            if !source.waitUntilReleased() {
                problems.append("the source subscription is still open after dispose")
            }
            return problems
        }
    }
}

/// Subscribes to `entry` built on a source that sends `events` synchronously, waits for the terminal event (or
/// 200 ms when `expected` is `.silent`), and checks the outcome and the release of the source.
private func runRealTime(_ entry: Entry, events: [Event<Int>], expected: Outcome, injected: BehaviourError) -> [String] {
    let source = CountingSource()
    let context = BuildContext(
        sources: entry.inputs.isEmpty ? [] : [source.observable(events)],
        scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
    )
    let recorder = RealTimeRecorder()
    let subscription = entry.build(context).subscribe(recorder.observer)
    var problems: [String] = []
    if expected == .silent {
        Thread.sleep(forTimeInterval: 0.2)
    } else if !recorder.waitForTerminal(seconds: 5) {
        problems.append("no terminal event within 5 s")
    } else if !source.waitUntilReleased() {
        problems.append("the source subscription is still open after the result ended")
    }
    let terminal = recorder.terminal
    subscription.dispose()
    if !source.waitUntilReleased() {
        problems.append("the source subscription is still open after dispose")
    }
    problems += recorder.probe.problems
    if !outcomeMatches(terminal, expected, injected) {
        problems.append("expected \(expected), got \(terminal.map(render) ?? "no terminal event")")
    }
    return problems
}

/// A source that counts its subscriptions and their disposals.
private final class CountingSource: Sendable {
    private let subscribed = Atomic<Int>(0)
    private let released = Atomic<Int>(0)

    func observable(_ events: [Event<Int>]) -> Observable<Int> {
        Observable.create { observer in
            self.subscribed.add(1, ordering: .sequentiallyConsistent)
            for event in events { observer.on(event) }
            return Disposables.create { self.released.add(1, ordering: .sequentiallyConsistent) }
        }
    }

    /// Waits up to a second until every subscription is disposed.
    func waitUntilReleased() -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline {
            if subscribed.load(ordering: .sequentiallyConsistent) == released.load(ordering: .sequentiallyConsistent) {
                return true
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return false
    }
}

/// Records a result delivered on other threads: the probe's checks plus the terminal event.
private final class RealTimeRecorder: Sendable {
    let probe = ConcurrentProbe()
    private let stop = Mutex<Event<String>?>(nil)
    private let stopped = DispatchSemaphore(value: 0)

    var observer: AnyObserver<String> {
        AnyObserver { event in
            self.probe.on(event)
            if event.isStopEvent {
                self.stop.withLock { if $0 == nil { $0 = event } }
                self.stopped.signal()
            }
        }
    }

    var terminal: Event<String>? { stop.withLock { $0 } }

    func waitForTerminal(seconds: Double) -> Bool {
        stopped.wait(timeout: .now() + seconds) == .success
    }
}
