// SendableRx tests — every table entry against standard, empty, failing, silent and misbehaving sources.

import SendableRx
import SendableRxTest
import XCTest

final class SourceContractTests: RxTestCase {
    /// Standard inputs (creation entries: their own output): the declared outcome, the event grammar, and every
    /// input subscription ended by the time the result ended.
    func testStandardSources() {
        checkScenarios("standard sources") { $0 == .elements }
    }

    func testEmptySources() {
        checkScenarios("empty source") { if case .empty = $0 { true } else { false } }
    }

    /// The error arrives as the very same error (or the declared outcome, for operators that handle errors).
    func testFailingSources() {
        checkScenarios("failing source") { if case .error = $0 { true } else { false } }
    }

    func testSilentSources() {
        checkScenarios("silent sources") { $0 == .never }
    }

    /// A source that keeps sending after its terminal event (it breaks the grammar on purpose): the result must
    /// be exactly what it is when the source stops at its terminal event.
    func testNothingPassesAfterTheSourcesTerminalEvent() {
        let misbehaving: [([Recorded<Event<Int>>], [Recorded<Event<Int>>])] = [
            (
                [.next(210, 1), .completed(250), .next(260, 2), .error(270, BehaviourError.source), .completed(280)],
                [.next(210, 1), .completed(250)]
            ),
            (
                [.next(210, 1), .error(250, BehaviourError.source), .next(260, 2), .completed(270)],
                [.next(210, 1), .error(250, BehaviourError.source)]
            ),
        ]
        let candidates = entries(.plain).filter { !$0.inputs.isEmpty && !$0.has(.resubscribes) }
        checkEntries(candidates, "source sending after its terminal event") { entry in
            var problems: [String] = []
            for (events, trimmed) in misbehaving {
                for index in entry.inputs.indices {
                    var sources = StandardSource.inputs(of: entry, .elements)
                    sources[index] = events
                    let run = runVirtual(entry, RunPlan(inputs: sources))
                    sources[index] = trimmed
                    let reference = runVirtual(entry, RunPlan(inputs: sources))
                    let terminal = trimmed.last?.value.isCompleted == true ? "completed" : "error"
                    let label = "[input \(index) sends after its \(terminal)]"
                    problems += contractProblems(run, entry: entry, expected: nil).map { "\(label) \($0)" }
                    if !entry.has(.trustsSourceGrammar), render(run.events) != render(reference.events) {
                        problems.append(
                            "\(label) got \(render(run.events)), but \(render(reference.events)) when the source stops"
                        )
                    }
                }
            }
            return problems
        }
    }

    /// Runs every plain entry through its scenarios selected by `include`.
    private func checkScenarios(
        _ property: String, file: StaticString = #filePath, line: UInt = #line,
        _ include: @escaping @Sendable (Scenario) -> Bool
    ) {
        let candidates = entries(.plain).filter { $0.scenarios.contains(where: include) }
        checkEntries(candidates, property, file: file, line: line) { entry in
            entry.scenarios.filter(include).flatMap { scenario in
                let run = runVirtual(entry, RunPlan(inputs: StandardSource.inputs(of: entry, scenario)))
                return contractProblems(run, entry: entry, expected: entry.outcome(scenario)).map { "[\(scenario)] \($0)" }
            }
        }
    }
}
