// SendableRxTest — a Swift Testing trait that fails a test which leaves SendableRx objects alive.

#if canImport(Testing)
import SendableRx
import Testing

/// A Swift Testing trait that fails a test whose `Resources.total` is not back to its starting value when the
/// test ends: the test leaked a subscription, a sink, a subject or a scheduler.
///
/// ```swift
/// @Test(.rxResources) func mapReleasesEverything() { … }
/// @Suite(.rxResources) struct DebounceTests { … }   // every test of the suite, and of its nested suites
/// ```
///
/// `Resources.total` counts for the whole process, and Swift Testing runs tests in parallel. So the trait runs the
/// tests that carry it **one at a time** (it holds a process-wide async lock for the length of each test, parameterised
/// cases included); they still run in parallel with tests that do not carry it. A test without the trait that creates
/// or releases SendableRx objects while a traited test runs disturbs the count. SwiftPM runs the Swift Testing tests of
/// all test targets of a package in one process, so give the trait to every suite that touches SendableRx, or run the
/// tests with `swift test --no-parallel`. Objects released on other threads after the test returns are waited for, up
/// to two seconds.
public struct RxResourcesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite and of its nested suites.
    public var isRecursive: Bool { true }

    /// How long to wait for `Resources.total` to come back, in real time.
    public var timeout: Duration

    /// The count to watch: `Resources.total`, or a stand-in in this package's own tests.
    let count: @Sendable () -> Int32

    /// Creates the trait.
    ///
    /// - Parameter timeout: How long to wait for objects released on other threads.
    public init(timeout: Duration = .seconds(2)) {
        self.init(timeout: timeout) { Resources.total }
    }

    /// Creates the trait watching another count (for testing the trait itself without other tests' objects).
    package init(timeout: Duration, count: @escaping @Sendable () -> Int32) {
        self.timeout = timeout
        self.count = count
    }

    /// Scopes each test case (not the suite itself).
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, `nil` for a suite or a test function as a whole.
    /// - Returns: This trait for a test case, `nil` otherwise.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> RxResourcesTrait? {
        testCase == nil ? nil : self
    }

    /// Runs the test case alone among the traited tests, then checks `Resources.total`.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case.
    ///   - function: The test case's body.
    /// - Throws: What the test threw.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        await ResourcesGate.shared.acquire()
        let start = count()
        do {
            try await function()
        } catch {
            await ResourcesGate.shared.release()
            throw error
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while count() != start, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let end = count()
        await ResourcesGate.shared.release()
        if end != start {
            let leaked = end - start
            Issue.record(
                "Resources.total is \(end) after the test, \(start) before it: \(leaked) SendableRx objects leaked",
                sourceLocation: test.sourceLocation
            )
        }
    }
}

extension Trait where Self == RxResourcesTrait {
    /// Fails a test whose SendableRx objects are not all released when it ends; see ``RxResourcesTrait``.
    public static var rxResources: RxResourcesTrait {
        RxResourcesTrait()
    }

    /// ``rxResources`` with another real-time wait for objects released on other threads.
    ///
    /// - Parameter timeout: How long to wait.
    /// - Returns: The trait.
    public static func rxResources(timeout: Duration) -> RxResourcesTrait {
        RxResourcesTrait(timeout: timeout)
    }
}

/// The process-wide lock that runs traited tests one at a time, first come first served.
actor ResourcesGate {
    static let shared = ResourcesGate()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
#endif
