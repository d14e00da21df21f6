// SendableRxTest — the virtual-time scheduler for tests.

import SendableRx

/// A virtual-time scheduler for testing sequences tick by tick, with RxTest's semantics.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// By default ``start(_:)`` creates the sequence at 100, subscribes at 200 and disposes at 1000. With
/// `simulateProcessingDelay` (the default), an action scheduled for "now" or the past runs one tick later,
/// as in RxTest: `observe(on: scheduler)` and `just(_:scheduler:)` take one tick per event.
///
/// Beyond RxTest, the scheduler reads marble diagrams (``createColdObservable(_:values:errors:)``,
/// ``createHotObservable(_:values:errors:)``, ``events(_:values:errors:offset:fileID:filePath:line:column:)``), and it
/// runs async code on its virtual time: `scheduler.clock` is also a Swift `Clock` (``TestClock``) where a `Clock` is
/// needed, and tasks started with ``task(_:)`` or ``runTask(_:)`` run on its ``executor``, deterministically.
// @unchecked Sendable: restated from VirtualTimeScheduler; TestScheduler adds only immutable state.
open class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The default virtual times of ``start(created:subscribed:disposed:create:)``.
    public struct Defaults {
        /// When the sequence is created: 100.
        public static let created = 100
        /// When the sequence is subscribed to: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Seconds per tick.
    public let resolution: Double

    /// Ticks per frame of the marble diagrams this scheduler reads and writes (``Marbles/defaultFrame``, 10, unless
    /// given to ``init(initialClock:resolution:simulateProcessingDelay:marbleFrame:)``).
    public let marbleFrame: TestTime

    /// The task executor whose jobs run on this scheduler's virtual time; see ``TestSchedulerExecutor``.
    public let executor: TestSchedulerExecutor

    /// One tick as a Swift `Duration`.
    let tickDuration: Duration

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The starting tick.
    ///   - resolution: Seconds per tick, for converting real-time intervals (`.seconds(1)`) to ticks.
    ///   - simulateProcessingDelay: Whether actions scheduled for now or the past run one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        self.marbleFrame = Marbles.defaultFrame
        self.executor = TestSchedulerExecutor()
        self.tickDuration = Self.duration(ofTick: resolution)
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
        executor.attach(self)
    }

    /// Creates a test scheduler whose marble diagrams have frames of `marbleFrame` ticks.
    ///
    /// - Parameters:
    ///   - initialClock: The starting tick.
    ///   - resolution: Seconds per tick, for converting real-time intervals (`.seconds(1)`) to ticks.
    ///   - simulateProcessingDelay: Whether actions scheduled for now or the past run one tick later.
    ///   - marbleFrame: Ticks per frame of marble diagrams (`1` makes every `-` one tick).
    public init(
        initialClock: TestTime,
        resolution: Double = 1.0,
        simulateProcessingDelay: Bool = true,
        marbleFrame: TestTime
    ) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        self.marbleFrame = marbleFrame
        self.executor = TestSchedulerExecutor()
        self.tickDuration = Self.duration(ofTick: resolution)
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
        executor.attach(self)
    }

    /// `resolution` seconds as a `Duration`, rounded to the nearest nanosecond (at least one).
    private static func duration(ofTick resolution: Double) -> Duration {
        guard resolution.isFinite, resolution > 0 else { return .seconds(1) }
        let nanoseconds = (resolution * 1e9).rounded()
        return nanoseconds >= 1 && nanoseconds < 9e18 ? .nanoseconds(Int64(nanoseconds)) : .seconds(resolution)
    }

    /// Creates a hot observable that sends `events` at their absolute times, whether or not anyone is
    /// subscribed.
    ///
    /// - Parameter events: The events with their absolute times.
    /// - Returns: The observable, which records its subscriptions.
    @inlinable
    public final func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(testScheduler: self, recordedEvents: events, temperature: .hot)
    }

    /// Creates a cold observable that sends `events` to each subscriber at times relative to its subscription.
    ///
    /// - Parameter events: The events with their times relative to subscription.
    /// - Returns: The observable, which records its subscriptions.
    @inlinable
    public final func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(testScheduler: self, recordedEvents: events, temperature: .cold)
    }

    /// Creates an observer that records every event with the virtual time it arrived at.
    ///
    /// - Parameter type: The element type.
    /// - Returns: The recording observer.
    @inlinable
    public final func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at absolute virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: The virtual time.
    ///   - action: The action; an ordinary closure, run on the thread that drives the scheduler.
    @inlinable
    public final func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// With processing delay simulated, moves times at or before the clock to one tick after it (to the clock itself
    /// when the clock is at `Int.max`, the last tick).
    ///
    /// - Parameter time: The requested time.
    /// - Returns: The time to schedule at.
    override open func adjustScheduledTime(_ time: Int) -> Int {
        let now = clock
        guard time <= now else { return time }
        guard simulateProcessingDelay, now < .max else { return now }
        return now + 1
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the subscription at
    /// `disposed`, runs the scheduler, and returns what the observer recorded.
    ///
    /// The closure may return any `ObservableConvertibleType` — an `Observable`, a subject, a test observable.
    ///
    /// - Parameters:
    ///   - created: When `create` is called.
    ///   - subscribed: When the sequence is subscribed to.
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer that recorded the events.
    @inlinable
    public final func start<Source: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: (any Disposable)?
        let observer = createObserver(Source.Element.self)

        scheduleAt(created) {
            source = create().asObservable()
        }
        scheduleAt(subscribed) {
            subscription = source?.subscribe(observer)
        }
        scheduleAt(disposed) {
            subscription?.dispose()
        }

        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with creation at 100 and subscription at 200.
    ///
    /// - Parameters:
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer that recorded the events.
    @inlinable
    public final func start<Source: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with the defaults 100, 200 and 1000.
    ///
    /// - Parameter create: Builds the sequence under test.
    /// - Returns: The observer that recorded the events.
    @inlinable
    public final func start<Source: ObservableConvertibleType>(
        _ create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        start(
            created: Defaults.created,
            subscribed: Defaults.subscribed,
            disposed: Defaults.disposed,
            create: create
        )
    }
}
