// SendableRx tests — compile-time guarantees of the traits: snippets that misuse a trait are type-checked with
// `swiftc -typecheck` against the built `SendableRx` module and must fail on the marked line; a positive control
// using the same APIs correctly must compile.

import Foundation
import XCTest

#if os(macOS) || os(Linux)  // Foundation's Process (running swiftc or a fixture) is macOS-only among Apple platforms
final class CompileFailTests: RxTestCase {
    /// Marks the line of a snippet on which the compiler must report an error.
    private static let marker = "// EXPECT-ERROR"

    /// Everything the snippets need: the compiler, the directory holding `SendableRx.swiftmodule`, and a scratch
    /// directory. `nil` with a reason when the compiler or the module cannot be found.
    private struct Toolchain {
        let swiftc: URL
        let moduleDirectory: URL
        let workDirectory: URL
    }

    private static let toolchain: Result<Toolchain, SkipReason> = locateToolchain()

    private struct SkipReason: Error {
        let message: String
    }

    override class func tearDown() {
        if case .success(let toolchain) = toolchain {
            try? FileManager.default.removeItem(at: toolchain.workDirectory)
        }
        super.tearDown()
    }

    // MARK: the guarantees

    func testInfallibleRejectsErrorHandler() throws {
        try assertDoesNotCompile("""
            let infallible = Infallible<Int>.just(1)
            _ = infallible.subscribe(onNext: { _ in }, onError: { _ in }) \(Self.marker)
            """)
    }

    func testInfallibleCreateHasNoErrorEvent() throws {
        try assertDoesNotCompile("""
            _ = Infallible<Int>.create { observer in
                observer(.error(SnippetError())) \(Self.marker)
                return Disposables.create()
            }
            """)
    }

    func testSingleObserverCannotSendCompletion() throws {
        try assertDoesNotCompile("""
            _ = Single<Int>.create { (single: @escaping (SingleEvent<Int>) -> Void) -> any Disposable in
                single(.success(1))
                single(.completed) \(Self.marker)
                return Disposables.create()
            }
            """)
    }

    func testCompletableObserverCannotSendElement() throws {
        try assertDoesNotCompile("""
            _ = Completable.create { completable in
                completable(.next(1)) \(Self.marker)
                return Disposables.create()
            }
            """)
    }

    func testInfallibleMapRejectsThrowingClosure() throws {
        try assertDoesNotCompile("""
            _ = Infallible<Int>.just(1).map { (value: Int) throws -> Int in value } \(Self.marker)
            """)
    }

    func testPositiveControlCompiles() throws {
        let result = try typecheck("""
            let subscription = Infallible<Int>.just(1).subscribe(onNext: { _ in }, onCompleted: {}, onDisposed: {})
            subscription.dispose()
            _ = Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.completed)
                return Disposables.create()
            }
            _ = Single<Int>.create { single in
                single(.success(1))
                single(.failure(SnippetError()))
                return Disposables.create()
            }
            _ = Completable.create { completable in
                completable(.completed)
                completable(.error(SnippetError()))
                return Disposables.create()
            }
            _ = Infallible<Int>.just(1).map { (value: Int) -> Int in value + 1 }
            _ = Observable<Int>.just(1).subscribe(onNext: { _ in }, onError: { _ in })
            """)
        XCTAssertEqual(result.status, 0, "the positive control must compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("error:"), result.output)
    }

    // MARK: machinery

    private func assertDoesNotCompile(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try typecheck(body)
        XCTAssertNotEqual(result.status, 0, "the snippet compiled but must not:\n\(result.source)", file: file, line: line)
        let errorLines = result.output
            .split(separator: "\n")
            .filter { $0.contains(": error:") && $0.contains(result.fileName) }
        XCTAssertFalse(errorLines.isEmpty, "no error diagnostic in the compiler output:\n\(result.output)", file: file, line: line)
        let expected = "\(result.fileName):\(result.markerLine):"
        XCTAssertTrue(
            errorLines.contains { $0.contains(expected) },
            "no error on the marked line \(result.markerLine):\n\(result.output)",
            file: file, line: line
        )
    }

    private struct TypecheckResult {
        let status: Int32
        let output: String
        let source: String
        let fileName: String
        let markerLine: Int
    }

    private func typecheck(_ body: String) throws -> TypecheckResult {
        let toolchain: Toolchain
        switch Self.toolchain {
        case .success(let found): toolchain = found
        case .failure(let reason): throw XCTSkip(reason.message)
        }
        let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        let source = (["import SendableRx", "", "struct SnippetError: Error {}", "", "func snippet() {"]
            + indented + ["}", ""]).joined(separator: "\n")
        let markerLine = (source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(Self.marker) } ?? -2) + 1
        let fileName = "snippet_\(UUID().uuidString).swift"
        let fileURL = toolchain.workDirectory.appendingPathComponent(fileName)
        try source.write(to: fileURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: fileURL) }

        let run = try runProgram(toolchain.swiftc, arguments: [
            "-typecheck", "-swift-version", "6",
            "-I", toolchain.moduleDirectory.path,
            "-module-cache-path", toolchain.workDirectory.appendingPathComponent("ModuleCache").path,
            fileURL.path,
        ])
        return TypecheckResult(
            status: run.status,
            output: run.output,
            source: source,
            fileName: fileName,
            markerLine: markerLine
        )
    }

    private static func locateToolchain() -> Result<Toolchain, SkipReason> {
        guard let swiftc = findSwiftc() else {
            return .failure(SkipReason(message: "swiftc not found on PATH or at /opt/swift/usr/bin/swiftc"))
        }
        guard let moduleDirectory = findModuleDirectory() else {
            return .failure(SkipReason(message: "SendableRx.swiftmodule of the build under test not found"))
        }
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("SendableRxCompileFail-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            return .failure(SkipReason(message: "cannot create the scratch directory \(work.path): \(error)"))
        }
        return .success(Toolchain(swiftc: swiftc, moduleDirectory: moduleDirectory, workDirectory: work))
    }

    private static func findSwiftc() -> URL? {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc"]
        return candidates.first { fileManager.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// The directory holding `SendableRx.swiftmodule`: first next to the running test bundle (the build under
    /// test), then in a `.build` directory above this source file.
    private static func findModuleDirectory() -> URL? {
        let fileManager = FileManager.default
        func moduleDirectory(in directory: URL) -> URL? {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where fileManager.fileExists(atPath: candidate.appendingPathComponent("SendableRx.swiftmodule").path) {
                return candidate
            }
            return nil
        }

        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
        starts = starts.map { $0.hasDirectoryPath ? $0 : $0.deletingLastPathComponent() }
        for start in starts {
            var directory = start
            for _ in 0..<4 {
                if let found = moduleDirectory(in: directory) { return found }
                directory = directory.deletingLastPathComponent()
            }
        }

        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            let build = directory.appendingPathComponent(".build")
            if let platforms = try? fileManager.contentsOfDirectory(atPath: build.path) {
                for platform in platforms.sorted() {
                    if let found = moduleDirectory(in: build.appendingPathComponent(platform).appendingPathComponent("debug")) {
                        return found
                    }
                }
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
#endif
