// SendableRx compatibility tests: every scenario of Scenarios/ writes exactly the lines RxSwift 6.10.2 wrote for it
// (Transcripts/<group>.txt, recorded by Scripts/rxswift-compat/run.sh --record), and leaks nothing.

import Foundation
import SendableRx
import XCTest

final class RxSwiftCompatibilityTests: XCTestCase {
    /// RxSwift's transcript: the lines of each scenario, by name, from every file in Transcripts/.
    private static let transcript: [String: [String]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var sections: [String: [String]] = [:]
        for file in files.sorted() where file.hasSuffix(".txt") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            var current: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("## ") {
                    current = String(line.dropFirst(3))
                    sections[current!] = []
                } else if let name = current, !line.isEmpty {
                    sections[name]!.append(String(line))
                }
            }
        }
        return sections
    }()

    func testEveryGroupMatchesRxSwift() {
        XCTAssertFalse(Self.transcript.isEmpty, "Transcripts/ is missing or empty")
        var seen = Set<String>()
        for group in allScenarioGroups() {
            for scenario in group.scenarios() {
                XCTAssertTrue(scenario.name.hasPrefix(group.name + "/"), "\(scenario.name) is not named after its group")
                XCTAssertTrue(seen.insert(scenario.name).inserted, "two scenarios are named \(scenario.name)")
                check(scenario)
            }
        }
        let unrun = Set(Self.transcript.keys).subtracting(seen)
        XCTAssertTrue(unrun.isEmpty, "the transcript has scenarios that no longer exist: \(unrun.sorted())")
    }

    private func check(_ scenario: Scenario) {
        let before = Resources.total
        let log = Log()
        scenario.run(log)
        guard let expected = Self.transcript[scenario.name] else {
            XCTFail("\(scenario.name): not in Transcripts/; run Scripts/rxswift-compat/run.sh --record")
            return
        }
        if log.lines != expected {
            var message = "\(scenario.name) differs from RxSwift:\n"
            for index in 0..<max(expected.count, log.lines.count) {
                let left = index < expected.count ? expected[index] : ""
                let right = index < log.lines.count ? log.lines[index] : ""
                let mark = left == right ? "  " : "≠ "
                message += mark + "RxSwift:    " + left + "\n" + mark + "SendableRx: " + right + "\n"
            }
            XCTFail(message)
        }
        XCTAssertEqual(settledTotal(at: before), before, "\(scenario.name) leaks")
    }

    /// `Resources.total` once work that a scenario left on other threads has finished: a blocking call that stops
    /// early (`first()` of a source sending from a background queue) returns while that queue still holds the
    /// source's observer, and lets go of it a moment later. Waits up to two seconds for the count to reach `target`.
    private func settledTotal(at target: Int32) -> Int32 {
        let deadline = Date().addingTimeInterval(2)
        var total = Resources.total
        while total != target, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
            total = Resources.total
        }
        return total
    }
}
