// SendableRx tests — every table entry disposed before, between and after its events, and from inside onNext.

import SendableRx
import SendableRxTest
import XCTest

final class DisposeContractTests: RxTestCase {
    func testDisposeBeforeTheFirstEvent() {
        checkDisposal(at: 205)
    }

    func testDisposeBetweenEvents() {
        checkDisposal(at: 225)
    }

    func testDisposeAfterTheTerminalEvent() {
        checkDisposal(at: 415)
    }

    /// The observer disposes its own subscription when it gets the first element: nothing more is delivered,
    /// and every input subscription ends right then. (If the first element arrives synchronously inside
    /// `subscribe`, the observer cannot hold the disposable yet: it disposes as soon as `subscribe` returns, and
    /// what was emitted synchronously until then is delivered.)
    func testDisposeFromInsideOnNext() {
        let delivered = SharedValue(0)
        checkEntries(entries(.plain), "dispose from inside onNext") { entry in
            let inputs = StandardSource.inputs(of: entry, .elements)
            let full = runVirtual(entry, RunPlan(inputs: inputs))
            guard let first = full.events.firstIndex(where: { $0.value.element != nil }) else { return [] }
            delivered.mutate { $0 += 1 }
            let run = runVirtual(entry, RunPlan(inputs: inputs, disposeOnFirstElement: true))
            var problems = contractProblems(run, entry: entry, expected: nil)
            let expected = first < full.eventsDuringSubscribe
                ? Array(full.events[..<full.eventsDuringSubscribe])
                : Array(full.events[...first])
            if render(run.events) != render(expected) {
                problems.append("got \(render(run.events)), expected the undisposed run up to its first element: "
                    + render(expected))
            }
            if run.disposedAt != full.events[first].time {
                problems.append("the subscription was disposed at \(run.disposedAt.map(String.init) ?? "never"), "
                    + "not when the first element arrived")
            }
            return problems
        }
        XCTAssertGreaterThan(delivered.value, 100, "too few entries deliver an element to dispose from")
    }

    /// Disposing at `time`: no event after it, every input subscription ended by then (or by the terminal event),
    /// and what was delivered before is exactly what the undisposed run delivered before that time.
    private func checkDisposal(at time: TestTime, file: StaticString = #filePath, line: UInt = #line) {
        checkEntries(entries(.plain), "dispose at \(time)", file: file, line: line) { entry in
            let inputs = StandardSource.inputs(of: entry, .elements)
            let full = runVirtual(entry, RunPlan(inputs: inputs))
            let run = runVirtual(entry, RunPlan(inputs: inputs, disposeAt: time))
            var problems = contractProblems(run, entry: entry, expected: nil)
            let expected = full.events(before: time)
            if render(run.events) != render(expected) {
                problems.append("got \(render(run.events)), but the undisposed run delivered \(render(expected)) "
                    + "before \(time)")
            }
            if run.disposedAt != time {
                problems.append("the scheduled dispose did not happen at \(time)")
            }
            return problems
        }
    }
}
