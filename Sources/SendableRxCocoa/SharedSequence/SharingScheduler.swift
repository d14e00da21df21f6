// SendableRxCocoa — `SharingScheduler`: the scheduler of `Driver` and `Signal`, replaceable in tests.

import SendableRx

/// Makes the scheduler on which ``Driver`` and ``Signal`` deliver their events: a `MainScheduler`,
/// unless a test has replaced it with ``mock(scheduler:action:)``.
///
/// The scheduler is chosen when a sequence is built: a `Driver` made inside `mock`'s action keeps the mock
/// scheduler for its whole life, one made outside it keeps the main scheduler.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///     let observer = scheduler.start { Driver.from([20]).asObservable() }
///     XCTAssertEqual(observer.events, [.next(201, 20), .completed(202)])
/// }
/// ```
///
/// Unlike RxCocoa, where the mock replaces a global for every thread, the mock is a task-local value: it applies to
/// the code that `action` runs (on its thread, and in the tasks it creates) and to nothing else, so tests that run
/// in parallel cannot see each other's mocks.
public enum SharingScheduler {
    /// The mock's function, in a struct: with an optional function type as its value, Swift 6.3's optimised
    /// `TaskLocal.withValue` passes the runtime no type metadata for the value and crashes in release builds.
    struct MockedMake: Sendable {
        let make: @Sendable () -> any SchedulerType
    }

    @TaskLocal
    static var mocked: MockedMake?

    /// The function that makes the scheduler of a new ``Driver`` or ``Signal``: `{ MainScheduler() }`, or the
    /// function installed by ``mock(makeScheduler:action:)`` while its action runs.
    public static var make: @Sendable () -> any SchedulerType {
        if let mocked {
            return mocked.make
        }
        return { MainScheduler() }
    }

    /// Runs `action` with `scheduler` as the scheduler of every ``Driver`` and ``Signal`` it builds.
    ///
    /// Meant for tests: with a `TestScheduler`, a Driver's events arrive at exact virtual times, as in RxCocoa's
    /// tests. Not for release code.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use instead of the main scheduler.
    ///   - action: The code to run with the mock in place.
    /// - Throws: What `action` throws.
    public static func mock(scheduler: any SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the scheduler of every ``Driver`` and ``Signal`` it builds.
    ///
    /// - Parameters:
    ///   - makeScheduler: Called for each sequence built while `action` runs.
    ///   - action: The code to run with the mock in place.
    /// - Throws: What `action` throws.
    public static func mock(
        makeScheduler: @escaping @Sendable () -> any SchedulerType,
        action: () throws -> Void
    ) rethrows {
        try $mocked.withValue(MockedMake(make: makeScheduler), operation: action)
    }
}
