// SendableRxTest — scheduler settings as a value, for parameterised tests.

#if canImport(Testing)
import Testing
#endif

extension TestScheduler {
    /// The settings of a ``TestScheduler`` as a `Sendable` value, for parameterised tests: Swift Testing hands the
    /// same arguments to cases that run in parallel, so pass the settings and make a fresh scheduler in each case.
    ///
    /// ```swift
    /// @Test(arguments: [TestScheduler.Configuration.rxTest, .init(marbleFrame: 1), .init(marbleFrame: 100)])
    /// func delayShiftsEveryEvent(by configuration: TestScheduler.Configuration) {
    ///     let scheduler = TestScheduler(configuration)
    ///     let frame = configuration.marbleFrame
    ///     let xs: TestableObservable<Character> = scheduler.createHotObservable("-a-b-|")
    ///     let res = scheduler.start(created: 0, subscribed: 0, disposed: 100 * frame) {
    ///         xs.delay(.seconds(2 * frame), scheduler: scheduler)
    ///     }
    ///     expectEqual(res.events, scheduler.events("---a-b-|"))
    /// }
    /// ```
    public struct Configuration: Hashable, Sendable, CustomStringConvertible {
        /// The starting tick.
        public var initialClock: TestTime
        /// Seconds per tick.
        public var resolution: Double
        /// Whether actions scheduled for now or the past run one tick later.
        public var simulateProcessingDelay: Bool
        /// Ticks per marble frame.
        public var marbleFrame: TestTime

        /// RxTest's settings: tick 0, one second per tick, processing delay, ten ticks per frame.
        public static let rxTest = Configuration()

        /// One millisecond per tick, as apps that debounce by milliseconds test with.
        public static let milliseconds = Configuration(resolution: 0.001)

        /// No simulated processing delay: actions scheduled for now run now.
        public static let withoutProcessingDelay = Configuration(simulateProcessingDelay: false)

        /// Creates settings; the defaults are RxTest's.
        ///
        /// - Parameters:
        ///   - initialClock: The starting tick.
        ///   - resolution: Seconds per tick.
        ///   - simulateProcessingDelay: Whether actions scheduled for now or the past run one tick later.
        ///   - marbleFrame: Ticks per marble frame.
        public init(
            initialClock: TestTime = 0,
            resolution: Double = 1,
            simulateProcessingDelay: Bool = true,
            marbleFrame: TestTime = Marbles.defaultFrame
        ) {
            self.initialClock = initialClock
            self.resolution = resolution
            self.simulateProcessingDelay = simulateProcessingDelay
            self.marbleFrame = marbleFrame
        }

        /// A fresh scheduler with these settings.
        ///
        /// - Returns: The scheduler.
        public func makeScheduler() -> TestScheduler {
            TestScheduler(
                initialClock: initialClock,
                resolution: resolution,
                simulateProcessingDelay: simulateProcessingDelay,
                marbleFrame: marbleFrame
            )
        }

        /// `"clock 0, 1.0 s/tick, delay, frame 10"`, the name of a parameterised case.
        public var description: String {
            let delay = simulateProcessingDelay ? "delay" : "no delay"
            return "clock \(initialClock), \(resolution) s/tick, \(delay), frame \(marbleFrame)"
        }
    }

    /// Creates a scheduler with the given settings.
    ///
    /// - Parameter configuration: The settings.
    public convenience init(_ configuration: Configuration) {
        self.init(
            initialClock: configuration.initialClock,
            resolution: configuration.resolution,
            simulateProcessingDelay: configuration.simulateProcessingDelay,
            marbleFrame: configuration.marbleFrame
        )
    }
}

#if canImport(Testing)
extension TestScheduler.Configuration: CustomTestStringConvertible {
    /// The same as ``description``.
    public var testDescription: String {
        description
    }
}
#endif
