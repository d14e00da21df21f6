// SendableRxCocoa tests — compile-time guarantees of Driver and Signal: snippets that misuse them are type-checked
// with `swiftc -typecheck -swift-version 6` against the built modules and must fail on the marked line; positive
// controls must compile without an error or a warning (among them the `@MainActor` view model of the issue).

import Foundation
import XCTest

#if os(macOS) || os(Linux)  // Foundation's Process (running swiftc or a fixture) is macOS-only among Apple platforms
final class CocoaCompileFailTests: RxTestCase {
    /// Marks the line of a snippet on which the compiler must report an error.
    private static let marker = "// EXPECT-ERROR"

    /// The lines every snippet starts with: imports and declarations the snippets share.
    private static let prelude = [
        "import SendableRx", "import SendableRxRelay", "import SendableRxCocoa", "",
        "struct SnippetError: Error {}", "",
        "@MainActor final class SnippetViewModel {",
        "    var title = \"\"",
        "    var count = 0",
        "    let bag = DisposeBag()",
        "    func bind(_ titles: Driver<String>, _ taps: Signal<Void>) {",
        "        titles.drive(onNext: { self.title = $0 }).disposed(by: bag)",
        "        titles.drive(with: self, onNext: { model, title in model.title = title }).disposed(by: bag)",
        "        taps.emit(onNext: { self.count += 1 }, onDisposed: { self.count = 0 }).disposed(by: bag)",
        "        taps.emit(with: self, onNext: { model, _ in model.count += 1 }).disposed(by: bag)",
        "    }",
        "}", "",
    ]

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

    func testADriverCannotBeBuiltFromAnObservableWithoutAnErrorStrategy() throws {
        try assertDoesNotCompile("""
            let source = Observable<Int>.just(1)
            let driver: Driver<Int> = source.asDriver() \(Self.marker)
            _ = driver
            """)
    }

    func testAnObservableIsNotADriver() throws {
        try assertDoesNotCompile("""
            let driver: Driver<Int> = Observable<Int>.just(1) \(Self.marker)
            _ = driver
            """)
    }

    func testASharedSequenceCannotWrapAnObservableDirectly() throws {
        try assertDoesNotCompile("""
            _ = Driver<Int>(Observable<Int>.just(1)) \(Self.marker)
            """)
    }

    func testASignalCannotBeBuiltFromAnObservableWithoutAnErrorStrategy() throws {
        try assertDoesNotCompile("""
            let signal: Signal<Int> = PublishSubject<Int>().asSignal() \(Self.marker)
            _ = signal
            """)
    }

    /// The only way to build a Driver from an observer is through an `Infallible`, whose observer has no error event.
    func testAnErrorCannotBeSentIntoTheObserverOfADriversSource() throws {
        try assertDoesNotCompile("""
            let driver = Infallible<Int>.create { observer in
                observer(.error(SnippetError())) \(Self.marker)
                return Disposables.create()
            }.asDriver()
            _ = driver
            """)
    }

    func testDriveHasNoErrorHandler() throws {
        try assertDoesNotCompile("""
            _ = Driver.just(1).drive(onNext: { _ in }, onError: { _ in }) \(Self.marker)
            """)
    }

    func testEmitHasNoErrorHandler() throws {
        try assertDoesNotCompile("""
            _ = Signal.just(1).emit(onNext: { _ in }, onError: { _ in }) \(Self.marker)
            """)
    }

    func testDriverOperatorsRejectThrowingClosures() throws {
        try assertDoesNotCompile("""
            _ = Driver.just(1).map { (value: Int) throws -> Int in throw SnippetError() } \(Self.marker)
            """)
    }

    /// RxCocoa lets `combineLatest`'s selector throw, which would make the Driver fail; here it cannot.
    func testCombineLatestRejectsAThrowingSelector() throws {
        try assertDoesNotCompile("""
            _ = Driver.combineLatest(Driver.just(1), Driver.just(2)) { (a: Int, b: Int) throws -> Int in \(Self.marker)
                throw SnippetError()
            }
            """)
    }

    func testDriversAndSignalsCannotBeMixedInCombineLatest() throws {
        try assertDoesNotCompile("""
            _ = Driver.combineLatest(Driver.just(1), Signal.just(2)) { $0 + $1 } \(Self.marker)
            """)
    }

    func testWithUnretainedIsUnavailableOnADriver() throws {
        try assertDoesNotCompile("""
            final class Object {}
            _ = Driver.just(1).withUnretained(Object()) \(Self.marker)
            """)
    }

    func testASignalCannotDriveAndADriverCannotEmit() throws {
        try assertDoesNotCompile("""
            _ = Signal.just(1).drive() \(Self.marker)
            """)
        try assertDoesNotCompile("""
            _ = Driver.just(1).emit() \(Self.marker)
            """)
    }

    /// The positive control: correct uses of the same APIs compile without errors and without warnings, the
    /// `@MainActor` view model of the prelude included.
    func testPositiveControlCompilesWithoutWarnings() throws {
        let result = try typecheck("""
            let optionalRelay = BehaviorRelay<Int?>(value: nil)
            _ = Driver.just(1).drive(optionalRelay)
            _ = Signal.just(1).emit(to: PublishRelay<Int?>())
            _ = Observable<Int>.just(1).asDriver(onErrorJustReturn: 0)
            _ = Observable<Int>.just(1).asSignal(onErrorSignalWith: .empty())
            _ = Infallible<Int>.just(1).asDriver()
            let signal: Signal<String> = Driver.just(1).flatMapLatest { Signal.just("\\($0)") }
            _ = signal
            _ = Driver.combineLatest(Driver.just(1), Driver.just("a"))
            _ = Signal.just(1).withUnretained(SnippetViewModelBox())
            var values: [Int] = []
            _ = Driver.just(1).drive(onNext: { values.append($0) })
            _ = values
            final class SnippetViewModelBox {}
            """)
        XCTAssertEqual(result.status, 0, "the positive control must compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("error:"), result.output)
        XCTAssertFalse(result.output.contains("warning:"), result.output)
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
        let source = (Self.prelude + ["func snippet() {"] + indented + ["}", ""]).joined(separator: "\n")
        let markerLine = (source.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(Self.marker) } ?? -2) + 1
        let fileName = "snippet_\(UUID().uuidString).swift"
        let fileURL = toolchain.workDirectory.appendingPathComponent(fileName)
        try source.write(to: fileURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: fileURL) }

        let process = Process()
        process.executableURL = toolchain.swiftc
        process.arguments = [
            "-typecheck", "-swift-version", "6",
            "-I", toolchain.moduleDirectory.path,
            "-module-cache-path", toolchain.workDirectory.appendingPathComponent("ModuleCache").path,
            fileURL.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TypecheckResult(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
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
            return .failure(SkipReason(message: "SendableRxCocoa.swiftmodule of the build under test not found"))
        }
        let work = FileManager.default.temporaryDirectory
            .appendingPathComponent("SendableRxCocoaCompileFail-\(ProcessInfo.processInfo.processIdentifier)")
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

    /// The directory holding `SendableRxCocoa.swiftmodule`: first next to the running test bundle (the build under
    /// test), then in a `.build` directory above this source file.
    private static func findModuleDirectory() -> URL? {
        let fileManager = FileManager.default
        func moduleDirectory(in directory: URL) -> URL? {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where fileManager.fileExists(atPath: candidate.appendingPathComponent("SendableRxCocoa.swiftmodule").path) {
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
