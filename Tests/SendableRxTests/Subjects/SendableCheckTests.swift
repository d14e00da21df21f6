// SendableRx tests — compile-time proof that subjects and relays are Sendable exactly when their element is:
// snippets are compiled with `swiftc -emit-sil -swift-version 6` (region-based isolation is diagnosed in SIL
// passes, so type-checking alone would miss the error) against the modules of the build under test.

import Foundation
import XCTest

#if os(macOS) || os(Linux)  // Foundation's Process (running swiftc or a fixture) is macOS-only among Apple platforms
final class SendableCheckTests: XCTestCase {
    func testSubjectOfSendableElementCanBeSharedBetweenTasks() throws {
        let result = try compile("""
            import SendableRx

            func shareSubjects() async {
                let publish = PublishSubject<Int>()
                let behavior = BehaviorSubject(value: "start")
                let replay = ReplaySubject<[Int]>.create(bufferSize: 2)
                let async = AsyncSubject<Double>()
                let first = Task { publish.onNext(1); behavior.onNext("a"); replay.onNext([1]); async.onNext(1) }
                let second = Task.detached { publish.onNext(2); behavior.onNext("b"); replay.onNext([2]); async.onNext(2) }
                let third = Task { _ = publish.subscribe(onNext: { _ in }) }
                await first.value
                await second.value
                await third.value
                publish.onCompleted()
                behavior.onCompleted()
                replay.onCompleted()
                async.onCompleted()
            }
            """)
        XCTAssertEqual(result.status, 0, "expected a clean compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning"), "expected no warnings:\n\(result.output)")
    }

    func testSubjectOfNonSendableElementCannotBeSharedBetweenTasks() throws {
        let result = try compile("""
            import SendableRx

            final class Counter { var count = 0 }

            func shareSubject() async {
                let subject = PublishSubject<Counter>()
                let first = Task { subject.onNext(Counter()) }
                let second = Task { subject.onNext(Counter()) }
                await first.value
                await second.value
            }
            """)
        XCTAssertNotEqual(result.status, 0, "sharing a PublishSubject<Counter> between tasks must not compile")
        XCTAssertTrue(mentionsDataRace(result.output), "expected a Sendable/data-race diagnostic:\n\(result.output)")
    }

    func testBehaviorSubjectOfNonSendableElementCannotBeSentToADetachedTask() throws {
        let result = try compile("""
            import SendableRx

            final class Counter { var count = 0 }

            func shareSubject() async {
                let subject = BehaviorSubject(value: Counter())
                Task.detached { subject.onNext(Counter()) }
                subject.onNext(Counter())
            }
            """)
        XCTAssertNotEqual(result.status, 0, "sharing a BehaviorSubject<Counter> with a detached task must not compile")
        XCTAssertTrue(mentionsDataRace(result.output), "expected a Sendable/data-race diagnostic:\n\(result.output)")
    }

    func testRelayOfSendableElementCanBeSharedBetweenTasks() throws {
        let result = try compile("""
            import SendableRx
            import SendableRxRelay

            func shareRelays() async {
                let publish = PublishRelay<Int>()
                let behavior = BehaviorRelay(value: 0)
                let replay = ReplayRelay<String>.createUnbound()
                let first = Task { publish.accept(1); behavior.accept(1); replay.accept("a") }
                let second = Task.detached { publish.accept(2); behavior.accept(behavior.value + 1); replay.accept("b") }
                await first.value
                await second.value
            }
            """)
        XCTAssertEqual(result.status, 0, "expected a clean compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning"), "expected no warnings:\n\(result.output)")
    }

    func testRelayOfNonSendableElementCannotBeSharedBetweenTasks() throws {
        let result = try compile("""
            import SendableRx
            import SendableRxRelay

            final class Counter { var count = 0 }

            func shareRelay() async {
                let relay = BehaviorRelay(value: Counter())
                let first = Task { relay.accept(Counter()) }
                let second = Task { relay.accept(Counter()) }
                await first.value
                await second.value
            }
            """)
        XCTAssertNotEqual(result.status, 0, "sharing a BehaviorRelay<Counter> between tasks must not compile")
        XCTAssertTrue(mentionsDataRace(result.output), "expected a Sendable/data-race diagnostic:\n\(result.output)")
    }

    // MARK: - The object model: subjects are Observables, Sendable as before

    func testSubjectsOfSendableElementsGoInSendableTypesAndAsObservables() throws {
        let result = try compile("""
            import SendableRx

            final class Store: Sendable {
                let publish = PublishSubject<Int>()
                let behavior = BehaviorSubject(value: "start")
                let replay = ReplaySubject<[Int]>.create(bufferSize: 2)
                let async = AsyncSubject<Double>()
            }

            func use(_ store: Store) async {
                let numbers: Observable<Int> = store.publish
                let texts: [Observable<String>] = [store.behavior, .just("x")]
                _ = (numbers, texts)
                await Task.detached { store.publish.onNext(1) }.value
            }
            """)
        XCTAssertEqual(result.status, 0, "expected a clean compile:\n\(result.output)")
        XCTAssertFalse(result.output.contains("warning"), "expected no warnings:\n\(result.output)")
    }

    func testObservableAndConnectableObservableAreNotSendable() throws {
        for type in ["Observable<Int>", "ConnectableObservable<Int>", "PublishSubject<NotSendable>"] {
            let result = try compile("""
                import SendableRx

                final class NotSendable { var count = 0 }

                final class Store: Sendable {
                    let stored: \(type)
                    init(_ stored: \(type)) { self.stored = stored }
                }
                """)
            XCTAssertNotEqual(result.status, 0, "a Sendable class storing \(type) must not compile")
            XCTAssertTrue(mentionsDataRace(result.output), "expected a Sendable diagnostic:\n\(result.output)")
        }
    }

    func testObservableCannotBeSubclassedOutsideTheLibrary() throws {
        for superclass in ["Observable<Int>", "PublishSubject<Int>", "ConnectableObservable<Int>"] {
            let result = try compile("""
                import SendableRx

                final class Mine: \(superclass) {}
                """)
            XCTAssertNotEqual(result.status, 0, "subclassing \(superclass) must not compile")
            XCTAssertTrue(
                result.output.contains("inherit from non-open class") || result.output.contains("final class"),
                "expected an inheritance diagnostic:\n\(result.output)"
            )
        }
    }

    // MARK: - Compiling snippets

    private struct CompileResult {
        let status: Int32
        let output: String
    }

    private func mentionsDataRace(_ output: String) -> Bool {
        output.contains("data race") || output.contains("Sendable")
    }

    /// Compiles `source` to SIL in Swift 6 mode against the build's modules; skips if they cannot be found.
    private func compile(_ source: String) throws -> CompileResult {
        guard let swiftc = Self.findSwiftc() else {
            throw XCTSkip("swiftc not found (looked for /opt/swift/usr/bin/swiftc and on PATH)")
        }
        guard let modules = Self.findModulesDirectory() else {
            throw XCTSkip("SendableRx.swiftmodule of the build under test not found next to the test binary or in .build")
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SendableCheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let run = try runProgram(swiftc, arguments: [
            "-emit-sil", "-swift-version", "6", "-parse-as-library",
            "-I", modules.path,
            "-module-cache-path", directory.appendingPathComponent("ModuleCache").path,
            file.path, "-o", "/dev/null",
        ])
        return CompileResult(status: run.status, output: run.output)
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
#endif
