// SendableRx tests — the property-test driver: seeded cases, reproducible failure reports, and the runner that
// compares an operator on a TestScheduler with a reference model.

import Foundation
import SendableRx
import SendableRxTest
import XCTest

/// How many cases a property runs and from which seed.
///
/// - `SENDABLERX_LONG=1` runs the long count (100,000 cases by default) instead of the normal one.
/// - `SENDABLERX_SEED=0x…` replaces the base seed (by default a hash of the property's name).
/// - `SENDABLERX_CASE=n` runs only case `n`. A failure report prints both values.
enum PropertyRun {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    static var isLong: Bool { environment["SENDABLERX_LONG"] == "1" }

    static func baseSeed(for name: String) -> UInt64 {
        if let text = environment["SENDABLERX_SEED"] {
            let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
            if let seed = UInt64(digits, radix: 16) { return seed }
        }
        return SplitMix64.fnv1a(name)
    }

    static var onlyCase: Int? { environment["SENDABLERX_CASE"].flatMap { Int($0) } }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

/// Runs `check` on `normal` cases (`long` with `SENDABLERX_LONG=1`), each with its own seeded generator.
///
/// `check` returns `nil` when the case passes, or a description of the failure, which is reported with the
/// seed and the case number; the property stops after three failing cases.
///
/// - Returns: The number of cases run.
@discardableResult
func forAllCases(
    _ name: String,
    normal: Int = 1000,
    long: Int = 100_000,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ check: (inout SplitMix64) -> String?
) -> Int {
    let base = PropertyRun.baseSeed(for: name)
    let count = PropertyRun.isLong ? long : normal
    let range = PropertyRun.onlyCase.map { $0...$0 } ?? 0...(count - 1)
    var failures = 0
    for index in range {
        let seed = SplitMix64.caseSeed(base: base, index: index)
        var rng = SplitMix64(seed: seed)
        guard let message = check(&rng) else { continue }
        failures += 1
        XCTFail(
            """
            \(name): case \(index) failed (base seed \(PropertyRun.hex(base)), case seed \(PropertyRun.hex(seed))).
            Rerun it alone with SENDABLERX_SEED=\(PropertyRun.hex(base)) SENDABLERX_CASE=\(index).
            \(message)
            """,
            file: file, line: line
        )
        if failures == 3 {
            XCTFail("\(name): stopping after 3 failing cases", file: file, line: line)
            break
        }
    }
    return range.count
}

/// Collects the inputs and checks of one case; it has failed once any check has.
struct CaseReport {
    private var lines: [String] = []
    private(set) var failed = false

    mutating func note(_ text: String) {
        lines.append(text)
    }

    mutating func input(_ name: String, _ marble: Marble) {
        lines.append("input \(name): \(marble)")
    }

    mutating func expectEqual<Element: Equatable>(
        _ what: String, _ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>]
    ) {
        if actual == expected { return }
        failed = true
        lines.append("\(what) differ\n  expected: \(render(expected))\n  got:      \(render(actual))")
    }

    mutating func expectEqual(_ what: String, _ actual: [Subscription], _ expected: [Subscription]) {
        if actual == expected { return }
        failed = true
        lines.append("\(what) differ\n  expected: \(render(expected))\n  got:      \(render(actual))")
    }

    mutating func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if condition { return }
        failed = true
        lines.append("violated: \(what())")
    }

    var result: String? {
        failed ? lines.joined(separator: "\n") : nil
    }
}

/// The source of a one-source case as the model sees it.
struct SourceView {
    /// The marble the source plays.
    let marble: Marble
    /// The events the operator receives when it subscribes at 200 and is disposed at 1000, at absolute times.
    let events: [Recorded<Event<Int>>]

    var isHot: Bool { marble.isHot }
}

/// One case of a one-source operator: how to build it, and what it must do.
struct UnaryCase<Result: Equatable> {
    /// The random parameters, for the failure report.
    var parameters: String
    /// Builds the operator on the source.
    var build: (Observable<Int>, TestScheduler) -> Observable<Result>
    /// The reference model: the recorded output for the source's events.
    var model: (SourceView) -> [Recorded<Event<Result>>]
    /// The source's expected subscriptions; by default one from 200 to the source's or the output's terminal
    /// event, whichever comes first (or to the disposal at 1000).
    var subscriptions: ((SourceView, [Recorded<Event<Result>>]) -> [Subscription])?
    /// Extra properties of the output, checked besides the model; returns the violations.
    var invariants: ((SourceView, [Recorded<Event<Result>>]) -> [String])?

    init(
        _ parameters: String,
        build: @escaping (Observable<Int>, TestScheduler) -> Observable<Result>,
        model: @escaping (SourceView) -> [Recorded<Event<Result>>],
        subscriptions: ((SourceView, [Recorded<Event<Result>>]) -> [Subscription])? = nil,
        invariants: ((SourceView, [Recorded<Event<Result>>]) -> [String])? = nil
    ) {
        self.parameters = parameters
        self.build = build
        self.model = model
        self.subscriptions = subscriptions
        self.invariants = invariants
    }

    /// A case whose operator never subscribes to the source.
    func withoutSubscription() -> UnaryCase {
        var copy = self
        copy.subscriptions = { _, _ in [] }
        return copy
    }
}

/// Runs a one-source operator on random marbles and compares it with its model: same events at the same times,
/// same source subscriptions.
func checkUnary<Result: Equatable>(
    _ name: String,
    normal: Int = 1000,
    long: Int = 100_000,
    values: ClosedRange<Int> = 0...9,
    terminalTies: Bool = true,
    file: StaticString = #filePath,
    line: UInt = #line,
    makeCase: (inout SplitMix64) -> UnaryCase<Result>
) {
    forAllCases(name, normal: normal, long: long, file: file, line: line) { rng in
        let marble = Marble.random(&rng, values: values, terminalTies: terminalTies)
        return runUnary(marble, makeCase(&rng))
    }
}

/// Runs one case: subscribes at 200, disposes at 1000, and checks events, subscriptions and invariants.
func runUnary<Result: Equatable>(_ marble: Marble, _ testCase: UnaryCase<Result>) -> String? {
    let scheduler = TestScheduler(initialClock: 0)
    let source = marble.make(scheduler)
    let observer = scheduler.start { testCase.build(source.asObservable(), scheduler) }
    let view = SourceView(marble: marble, events: marble.observed())
    let expected = testCase.model(view)
    // By default the source is released at the first of its own terminal event (its asObservable() wrapper
    // ends the subscription there, as in RxSwift), the output's terminal event and the disposal at 1000.
    let release = [view.events.terminalTime(), expected.terminalTime()].compactMap { $0 }.min() ?? 1000
    let expectedSubscriptions = testCase.subscriptions?(view, expected) ?? [Subscription(200, release)]

    var report = CaseReport()
    report.note("parameters: \(testCase.parameters)")
    report.input("source", marble)
    report.note("seen by the operator: \(render(view.events))")
    report.expectEqual("events", observer.events, expected)
    report.expectEqual("source subscriptions", source.subscriptions, expectedSubscriptions)
    for violation in testCase.invariants?(view, observer.events) ?? [] {
        report.expect(false, violation)
    }
    return report.result
}
