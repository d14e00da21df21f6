// SendableRx tests — the table must name every public operator of the modules, and only those.

import Foundation
import XCTest

/// Public functions of the operator-carrying types that are deliberately not in the behaviour table, with the
/// reason. They are not operators: they consume a sequence (subscribe, bind, async iteration) or are the identity
/// conversion every scenario already goes through.
let coverageExclusions: [String: String] = {
    let subscribe = "a subscription (consumer), not an operator; every scenario subscribes through it"
    let bind = "subscribes an observer (consumer), not an operator; covered by the Binding and Relay tests"
    let values = "async iteration of a sequence (consumer), not an operator; covered by ObservableValuesTests"
    let identity = "the identity type eraser; every scenario goes through it"
    let isolated = "isolated to the main actor or the caller's actor, which the table's nonisolated virtual-time "
        + "scenarios cannot call; covered by ObserveTests"
    return [
        "subscribe(_:)": subscribe,
        "subscribe(onNext:onError:onCompleted:onDisposed:)": subscribe,
        "subscribe(with:onNext:onError:onCompleted:onDisposed:)": subscribe,
        "subscribe(isolation:onNext:onError:onCompleted:onDisposed:)": subscribe,
        "Single.subscribe(_:)": subscribe,
        "Single.subscribe(onSuccess:onError:onDisposed:)": subscribe,
        "Single.subscribe(onSuccess:onFailure:onDisposed:)": subscribe,
        "Single.subscribe(with:onSuccess:onFailure:onDisposed:)": subscribe,
        "Maybe.subscribe(_:)": subscribe,
        "Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)": subscribe,
        "Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:)": subscribe,
        "Completable.subscribe(_:)": subscribe,
        "Completable.subscribe(onCompleted:onError:onDisposed:)": subscribe,
        "Completable.subscribe(with:onCompleted:onError:onDisposed:)": subscribe,
        "Infallible.subscribe(_:)": subscribe,
        "Infallible.subscribe(onNext:onCompleted:onDisposed:)": subscribe,
        "Infallible.subscribe(with:onNext:onCompleted:onDisposed:)": subscribe,
        "bind(to:)": bind,
        "bind(to:curriedArgument:)": bind,
        "bind(onNext:)": bind,
        "bind(with:onNext:)": bind,
        "Infallible.bind(to:)": bind,
        "Infallible.bind(to:curriedArgument:)": bind,
        "Infallible.bind(onNext:)": bind,
        "values(bufferingPolicy:)": values,
        "Infallible.values(bufferingPolicy:)": values,
        "asObservable()": identity,
        "Infallible.asObservable()": identity,
        "PrimitiveSequence.asObservable()": identity,
        "bind(isolation:to:_:)": bind,
        "Infallible.bind(isolation:to:_:)": bind,
        "observe(_:)": isolated,
        "observe(isolation:_:)": isolated,
        "Infallible.observe(_:)": isolated,
        "Infallible.observe(isolation:_:)": isolated,
    ]
}()

final class OperatorCoverageTests: XCTestCase {
    /// Every public operator the modules declare is in the table or in `coverageExclusions`.
    func testEveryPublicOperatorIsInTheTableOrExcluded() throws {
        let declared = try declaredOperators()
        let covered = Set(operatorTable.map(\.operatorName)).union(coverageExclusions.keys)
        let missing = declared.keys.filter { !covered.contains($0) }.sorted()
        XCTAssertEqual(
            missing, [],
            "public operators neither in the behaviour table nor excluded: "
                + missing.map { "\($0) (\(declared[$0]!.sorted().joined(separator: ", ")))" }.joined(separator: "; ")
        )
    }

    /// The table names only operators the modules still declare.
    func testTheTableNamesOnlyDeclaredOperators() throws {
        let declared = try declaredOperators()
        let unknown = Set(operatorTable.map(\.operatorName)).subtracting(declared.keys).sorted()
        XCTAssertEqual(unknown, [], "the behaviour table names operators the modules do not declare: "
            + unknown.joined(separator: ", "))
    }

    /// The exclusions name only declared operators, none of them also in the table, each with a reason.
    func testTheExclusionsNameOnlyDeclaredOperatorsNotInTheTable() throws {
        let declared = try declaredOperators()
        let stale = Set(coverageExclusions.keys).subtracting(declared.keys).sorted()
        XCTAssertEqual(stale, [], "excluded operators the modules do not declare: " + stale.joined(separator: ", "))
        let both = Set(coverageExclusions.keys).intersection(operatorTable.map(\.operatorName)).sorted()
        XCTAssertEqual(both, [], "operators both in the table and excluded: " + both.joined(separator: ", "))
        XCTAssertTrue(coverageExclusions.values.allSatisfy { !$0.isEmpty })
    }

    /// No two entries of the same role share a key (a variant needs its own bracketed note).
    func testTableKeysAreUnique() {
        var seen: [String: Int] = [:]
        for entry in operatorTable { seen["\(entry.role) \(entry.key)", default: 0] += 1 }
        let duplicates = seen.filter { $0.value > 1 }.keys.sorted()
        XCTAssertEqual(duplicates, [], "duplicate table entries")
        XCTAssertGreaterThan(operatorTable.count, 250)
    }

    /// The scan itself finds operators of every family in the real sources.
    func testTheScanFindsEveryFamily() throws {
        let declared = try declaredOperators()
        for name in [
            "map(_:)", "combineLatest(_:resultSelector:)", "refCount()", "asInfallible(onErrorJustReturn:)",
            "bind(to:)", "Single.map(_:)", "Maybe.map(_:)", "Completable.andThen(_:)",
            "PrimitiveSequence.delay(_:scheduler:)", "Infallible.map(_:)", "AsyncSequence.asObservable()",
            "do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)",
        ] {
            XCTAssertNotNil(declared[name], "the scan did not find \(name)")
        }
        XCTAssertGreaterThan(declared.count, 200)
    }

    /// The scan on a synthetic source: comments, strings, nested types, local functions, multi-line signatures,
    /// generic clauses, closures with `->` in parameter types, backticks and modifiers.
    func testTheScanOnASyntheticSource() {
        let source = #"""
            // public func commentedOut() {}
            /* public func blockCommented() { } */
            import Foundation

            extension ObservableType {
                @inlinable
                public func first<Result>(
                    _ transform: @escaping (Element) throws -> Result,
                    when other: Observable<(Int, String)> = .empty()
                ) -> Observable<Result> {
                    func helper() {}
                    let text = "public func inString() { }"
                    return never()
                }

                public static func `do`(onNext: ((Element) -> Void)? = nil) -> Observable<Element> { fatalError() }

                public struct Nested {
                    public func nested() {}
                }

                func internalOne() {}
            }

            public struct Unrelated {
                public func unrelated() {}
            }

            extension PrimitiveSequence where Trait == MaybeTrait {
                public nonisolated func second() {}
            }

            extension PrimitiveSequence {
                public func third(_ a: Int, b: Int) {}
            }
            """#
        XCTAssertEqual(
            PublicOperatorScanner.operators(in: source),
            ["first(_:when:)", "do(onNext:)", "Maybe.second()", "PrimitiveSequence.third(_:b:)"]
        )
    }

    private func declaredOperators() throws -> [String: Set<String>] {
        try Self.scanResult.get()
    }

    /// The scan of the real sources, done once for all tests of the class.
    private static let scanResult = Result { try scanSources() }

    private static func scanSources() throws -> [String: Set<String>] {
        var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let parent = root.deletingLastPathComponent()
            guard parent != root else { throw CocoaError(.fileNoSuchFile) }
            root = parent
        }
        let sources = root.appendingPathComponent("Sources")
        return try PublicOperatorScanner.scan(directories: [
            sources.appendingPathComponent("SendableRx"),
            sources.appendingPathComponent("SendableRxRelay"),
        ])
    }
}
