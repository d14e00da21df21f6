// SendableRx tests — main-queue code counts as "main", as in RxSwift, also where the main queue runs off the main
// thread: in an async program after an `await` and after `dispatchMain()`, where Linux serves the main queue and the
// main actor from a worker thread. The checks run in a separate program (Tests/Fixtures/MainQueueProgram), because a
// test process cannot give up its main thread.

import Foundation
import XCTest

#if os(macOS) || os(Linux)  // Foundation's Process (running swiftc or a fixture) is macOS-only among Apple platforms
final class MainQueueTests: XCTestCase {
    /// What the program prints when every check behaves as in RxSwift.
    private let expected = [
        "observe(on: MainScheduler.instance): element 1, after subscribe",
        "schedulers: main, concurrent main, after schedule",
        "observe at subscription: [0]",
        "binder: bound",
        "drive: [7]",
        "ensure checks: passed",
    ]

    func testAfterAnAwaitOnTheMainActorMainQueueCodeIsMain() throws {
        try assertChecksPass(mode: "async")
    }

    func testInABlockServedByDispatchMainMainQueueCodeIsMain() throws {
        try assertChecksPass(mode: "dispatchMain")
    }

    private func assertChecksPass(mode: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (status, output) = try run(mode)
        XCTAssertEqual(status, 0, "MainQueueProgram \(mode) failed:\n\(output)", file: file, line: line)
        var lines = output.split(separator: "\n").map(String.init)
        guard let premise = lines.first, premise.hasPrefix("premise:") else {
            return XCTFail("no premise line in:\n\(output)", file: file, line: line)
        }
        lines.removeFirst()
        #if os(Linux)
        // The point of the test: on Linux these checks run on the main queue but off the main thread.
        XCTAssertEqual(premise, "premise: on the main queue off the main thread: true", file: file, line: line)
        #endif
        XCTAssertEqual(lines, expected, file: file, line: line)
    }

    private func run(_ mode: String) throws -> (Int32, String) {
        guard let program = Self.findProgram() else {
            throw XCTSkip("MainQueueProgram not found next to the test binary")
        }
        return try runProgram(program, arguments: [mode])
    }

    /// The fixture is built next to the test binary (the test target depends on it).
    private static func findProgram() -> URL? {
        for executable in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("MainQueueProgram")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}
#endif
