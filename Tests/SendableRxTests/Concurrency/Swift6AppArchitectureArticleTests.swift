// SendableRx tests — the code of the "Swift 6 App Architecture" article compiles: every ```swift block of
// Documentation.docc/Swift6AppArchitecture.md, together in one file, compiles in the Swift 6 language mode with no
// warning, and every block that starts with "// Does not compile: <message>" fails alone with that message.
// Compiled with `swiftc -emit-sil` (region-based isolation is diagnosed in SIL passes) against the modules of the
// build under test.

import Foundation
import XCTest

#if os(macOS) || os(Linux)  // Foundation's Process (running swiftc or a fixture) is macOS-only among Apple platforms
final class Swift6AppArchitectureArticleTests: XCTestCase {
    private static let mistakeMarker = "// Does not compile: "

    func testTheArticleCodeCompilesWithoutWarnings() throws {
        let blocks = try Self.articleBlocks().filter { $0.expectedError == nil }
        XCTAssertGreaterThanOrEqual(blocks.count, 17, "the article's code blocks were not found")
        let source = blocks.map(\.code).joined(separator: "\n\n")
        let result = try compile(source)
        XCTAssertEqual(result.status, 0, "the article's code must compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning:"), "the article's code must compile without warnings:\n\(result.output)")
    }

    func testEveryMistakeFailsWithTheQuotedError() throws {
        let mistakes = try Self.articleBlocks().filter { $0.expectedError != nil } + Self.furtherGuarantees
        XCTAssertGreaterThanOrEqual(mistakes.count, 9, "the article's mistakes were not found")
        let results = try compileConcurrently(mistakes.map { "import Observation\nimport SendableRx\n\n" + $0.code })
        for (mistake, result) in zip(mistakes, results) {
            let expected = mistake.expectedError ?? ""
            XCTAssertNotEqual(result.status, 0, "this mistake compiled, but the article says it does not:\n\(mistake.code)")
            XCTAssertTrue(
                result.output.contains("error: \(expected)"),
                "the compiler did not report \"\(expected)\" for:\n\(mistake.code)\noutput:\n\(result.output)"
            )
        }
    }

    /// Isolation guarantees of the Observation bridges that the article does not show as mistakes.
    private static let furtherGuarantees = [
        Block(
            code: #"""
                @Observable final class Progress { var fraction = 0.0 }
                @MainActor func watch(_ session: Session) -> Observable<Double> {
                    Observable.observe(isolation: session) { 0.5 }
                }
                actor Session {}
                """#,
            expectedError: "call to actor-isolated static method 'observe(isolation:_:)' in a synchronous main actor-isolated context"
        ),
        Block(
            code: #"""
                @MainActor @Observable final class Screen { var title = "" }
                actor Loader {
                    func show(_ titles: Observable<String>, on screen: Screen) -> any Disposable {
                        titles.bind(to: screen, \.title)
                    }
                }
                """#,
            expectedError: "cannot form key path to main actor-isolated property 'title'"
        ),
        Block(
            code: #"""
                @Observable final class Plain { var count = 0 }
                actor ModelBinder { func bind(_ numbers: Observable<Int>, _ model: Plain) -> any Disposable { numbers.bind(to: model, \.count) } }
                @MainActor func bindElsewhere(_ numbers: Observable<Int>, _ model: Plain) async {
                    _ = await ModelBinder().bind(numbers, model)
                }
                """#,
            expectedError: "sending 'model' risks causing data races"
        ),
        Block(
            code: #"""
                final class Box { var value = 0 }
                func wrap(_ boxes: Observable<Int>) -> SendableObservable<Int> {
                    SendableObservable { boxes }
                }
                """#,
            expectedError: "capture of 'boxes' with non-Sendable type 'Observable<Int>' in a '@Sendable' closure"
        ),
    ]

    // MARK: reading the article

    private struct Block {
        let code: String
        /// The error quoted on the block's first line, for a block that must not compile.
        let expectedError: String?
    }

    private static func articleBlocks() throws -> [Block] {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            let parent = directory.deletingLastPathComponent()
            guard parent != directory else { throw CocoaError(.fileNoSuchFile) }
            directory = parent
        }
        let article = try String(
            contentsOf: directory.appendingPathComponent("Documentation.docc/Swift6AppArchitecture.md"),
            encoding: .utf8
        )
        var blocks: [Block] = []
        var current: [String]?
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                let lines = current ?? []
                var expected: String?
                if let first = lines.first, first.hasPrefix(mistakeMarker) {
                    expected = String(first.dropFirst(mistakeMarker.count))
                }
                blocks.append(Block(code: lines.joined(separator: "\n"), expectedError: expected))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    // MARK: compiling

    private func compile(_ source: String) throws -> CompileResult {
        try compileConcurrently([source])[0]
    }

    /// Compiles each source as its own file, as many at a time as the machine runs in parallel.
    private func compileConcurrently(_ sources: [String]) throws -> [CompileResult] {
        guard let swiftc = Self.findSwiftc() else {
            throw XCTSkip("swiftc not found (looked for /opt/swift/usr/bin/swiftc and on PATH)")
        }
        guard let modules = Self.findModulesDirectory() else {
            throw XCTSkip("SendableRx.swiftmodule of the build under test not found next to the test binary or in .build")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ArticleSnippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try sources.enumerated().map { index, source in
            let file = directory.appendingPathComponent("Snippet\(index).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let results = SharedState<[CompileResult?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = Self.runSwiftc(swiftc, modules: modules, cache: directory, file: files[index])
            results.mutate { $0[index] = result }
        }
        return results.value.map { $0 ?? CompileResult(status: -1, output: "not compiled") }
    }

    private static func runSwiftc(_ swiftc: URL, modules: URL, cache: URL, file: URL) -> CompileResult {
        do {
            let run = try runProgram(swiftc, arguments: [
                "-emit-sil", "-swift-version", "6", "-parse-as-library",
                "-I", modules.path,
                "-module-cache-path", cache.appendingPathComponent("ModuleCache").path,
                file.path, "-o", "/dev/null",
            ])
            return CompileResult(status: run.status, output: run.output)
        } catch {
            return CompileResult(status: -1, output: "could not run swiftc: \(error)")
        }
    }

    private static func findSwiftc() -> URL? {
        var candidates = ["/opt/swift/usr/bin/swiftc"]
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += path.split(separator: ":").map { "\($0)/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// The `Modules` directory of the build that produced the running test binary: next to the binary (or the
    /// `.xctest` bundle) first, then `.build/debug/Modules` above this source file.
    private static func findModulesDirectory() -> URL? {
        var candidates: [URL] = []
        for executable in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
            var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("Modules"))
                directory = directory.deletingLastPathComponent()
            }
        }
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            candidates.append(directory.appendingPathComponent(".build/debug/Modules"))
            directory = directory.deletingLastPathComponent()
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("SendableRx.swiftmodule").path)
        }
    }
}

/// What one run of the compiler gave.
private struct CompileResult: Sendable {
    let status: Int32
    let output: String
}
#endif
