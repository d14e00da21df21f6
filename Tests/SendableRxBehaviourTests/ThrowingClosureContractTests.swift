// SendableRx tests — every operator whose user closure can throw: the error arrives once and ends upstream.

import SendableRx
import SendableRxTest
import XCTest

final class ThrowingClosureContractTests: RxTestCase {
    /// The closure's error is the result's one terminal event (the very same error, not wrapped), nothing
    /// follows it, and every input subscription ended no later than the error.
    func testTheErrorOfAThrowingClosureIsDeliveredOnceAndEndsUpstream() {
        checkEntries(entries(.throwing), "throwing closure") { entry in
            let scenario: Scenario = entry.has(.throwsOnSourceError) ? .error(0) : .elements
            let run = runVirtual(entry, RunPlan(inputs: StandardSource.inputs(of: entry, scenario)))
            if entry.has(.throwsAfterTerminal) {
                // Too late to deliver: the result ends as it would without the closure's error.
                return contractProblems(run, entry: entry, expected: entry.outcome(scenario))
            }
            var problems = contractProblems(run, entry: entry, expected: .fails, injected: .thrown)
            let errors = run.events.filter { $0.value.error != nil }
            if errors.count != 1 {
                problems.append("\(errors.count) error events: \(render(run.events))")
            }
            return problems
        }
    }

    /// Every throwing entry has a non-throwing sibling (the same operator) in the table, so that the operator
    /// also goes through the other scenarios.
    func testEveryThrowingEntryHasAPlainSibling() {
        let plainNames = Set(entries(.plain).map(\.operatorName))
        let throwingEntries = entries(.throwing)
        XCTAssertFalse(throwingEntries.isEmpty)
        let orphans = throwingEntries.filter { !plainNames.contains($0.operatorName) }.map(\.key)
        XCTAssertEqual(orphans, [], "throwing entries without a plain entry of the same operator")
    }
}
