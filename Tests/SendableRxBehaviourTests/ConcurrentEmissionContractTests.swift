// SendableRx tests — every multi-source table entry with its sources fed from several threads at once.
//
// The class name contains "Concurrent" so that CI runs it under ThreadSanitizer.

import Dispatch
import Foundation
import SendableRx
import SendableRxTest
import XCTest

final class ConcurrentEmissionContractTests: RxTestCase {
    /// Each source is a subject fed by its own thread (a source on its own keeps the Rx contract; the
    /// operator must serialize what comes from different sources): the observer's calls never overlap, the
    /// grammar holds, nothing deadlocks, and when every source completed the result completed too (unless its
    /// outcome depends on the interleaving).
    func testConcurrentEmissionIntoEverySource() {
        let terminated = SharedValue(0)
        checkEntries(multiSource, "concurrent emission", settle: 2) { entry in
            // A few rounds: whether the threads really run at the same moment is up to the machine.
            for round in 1...3 {
                let (probe, problems) = emitConcurrently(into: entry, disposeMidway: false)
                guard let probe else { return problems }
                var result = problems
                if entry.outcome(.elements) == .completes && !entry.has(.orderDependentOutcome) {
                    if probe.terminal != "completed" {
                        result.append("every source completed, but the result ended with \(probe.terminal ?? "nothing")")
                    } else if round == 1 {
                        terminated.mutate { $0 += 1 }
                    }
                }
                if !result.isEmpty { return result.map { "[round \(round)] \($0)" } }
            }
            return []
        }
        XCTAssertGreaterThan(terminated.value, 40, "too few entries completed after concurrent emission")
    }

    /// As above, while a further thread disposes the subscription in the middle of the emission.
    func testConcurrentDisposeDuringEmission() {
        checkEntries(multiSource, "dispose during concurrent emission", settle: 2) { entry in
            emitConcurrently(into: entry, disposeMidway: true).1
        }
    }

    private var multiSource: [Entry] {
        entries(.plain).filter { $0.inputs.count >= 2 }
    }
}

/// Subscribes to `entry` built on subject inputs and lets one thread per input send its elements and
/// complete it (and, with `disposeMidway`, one more thread dispose the subscription meanwhile). Returns the probe
/// (nil after a suspected deadlock) and the problems seen.
private func emitConcurrently(into entry: Entry, disposeMidway: Bool) -> (ConcurrentProbe?, [String]) {
    // Replay subjects: an operator that subscribes to an input late (flatMap's inner, concat's second…) still
    // gets its elements, so single-element traits do not end empty just because of the interleaving.
    let subjects = entry.inputs.map { _ in ReplaySubject<Int>.createUnbounded() }
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let context = BuildContext(sources: subjects.map { $0.asObservable() }, scheduler: scheduler)
    let probe = ConcurrentProbe()
    let subscription = entry.build(context).subscribe(probe.observer)
    let kinds = entry.inputs
    let threads = subjects.count + (disposeMidway ? 1 : 0)
    let finished = runConcurrently(threads) { index in
        guard index < subjects.count else {
            Thread.sleep(forTimeInterval: 0.0005)
            subscription.dispose()
            return
        }
        let subject = subjects[index]
        switch kinds[index] {
        case .observable, .infallible:
            for element in 0..<150 {
                subject.onNext(1000 * index + element)
                // Give the other senders a chance to run, so that their events interleave with these.
                if element % 8 == 0 { sched_yield() }
            }
        case .single, .maybe:
            subject.onNext(1000 * index)
        case .completable:
            break
        }
        subject.onCompleted()
    }
    guard finished else {
        return (nil, ["the sending threads did not finish within 20 s: deadlock suspected"])
    }
    subscription.dispose()
    var problems = probe.problems
    for (index, subject) in subjects.enumerated() where subject.hasObservers {
        problems.append("input \(index) still has observers after the result was disposed")
    }
    return (probe, problems)
}
