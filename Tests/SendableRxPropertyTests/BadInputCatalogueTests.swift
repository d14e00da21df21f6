// SendableRx tests — the bad-input catalogue: every public entry point that takes a count, index, size, buffer size
// or time span, called with zero, negative and huge values, and checked against its outcome.
//
// Unless stated otherwise the source is the hot marble `[.next(150, 0), .next(210, 1), .next(220, 2),
// .next(230, 3), .completed(250)]` on a TestScheduler (1 tick = 1 s), subscribed at 200 and disposed at 1000.
// "error@200" means the sequence fails with that error on subscription without subscribing to its source.
// Status: D = the outcome is documented in the DocC comment (and in the "Bad input" table of OperatorEffects.md);
// FIXED = crashed when this catalogue was first written, now checked.
//
// | Entry point                               | Input                         | Outcome                                            | Status |
// |-------------------------------------------|-------------------------------|----------------------------------------------------|--------|
// | take(_:)                                  | 0                             | completed@200, source never subscribed             | D      |
// | take(_:)                                  | -1, Int.min                   | precondition "take(_:): count can't be negative"   | D      |
// | take(_:)                                  | Int.max                       | mirrors the source                                 | D      |
// | takeLast(_:)                              | 0                             | completed@250, no element                          | D      |
// | takeLast(_:)                              | -1                            | precondition "takeLast(_:): count can't be …"      | D      |
// | takeLast(_:)                              | Int.max                       | every element at 250, then completed               | D      |
// | skip(_:)                                  | 0, -1, Int.min                | mirrors the source                                 | D      |
// | skip(_:)                                  | Int.max                       | completed@250 only                                 | D      |
// | element(at:)                              | -1                            | precondition "element(at:): index can't be …"      | D      |
// | element(at:)                              | Int.max                       | error(argumentOutOfRange)@250                      | D      |
// | Observable.range(start:count:)            | count 0                       | completed@200                                      | D      |
// | Observable.range(start:count:)            | count -1                      | precondition "Observable.range: count can't be …"  | D      |
// | Observable.range(start:count:)            | Int8 start 120 count 10       | precondition "… overflows Int8"                    | D      |
// | Observable.range(start:count:)            | start Int.max count 2 / 1     | precondition "… overflows Int" / emits Int.max     | D      |
// | Observable.range(start:count:)            | count Int.max, then take(3)   | 0, 1, 2, completed (elements are generated lazily) | D      |
// | Observable.repeatElement(_:)              | (no count) + take(3)          | 7, 7, 7, completed                                 | D      |
// | retry(_:)                                 | 0                             | completed@200, source never subscribed             | D      |
// | retry(_:)                                 | -1                            | precondition "retry(_:): maxAttemptCount can't …"  | D      |
// | retry(_:)                                 | Int.max                       | resubscribes on every error until disposed         | D      |
// | merge(maxConcurrent:)                     | 0, -1, Int.min                | error(argumentOutOfRange)@200                      | D      |
// | merge(maxConcurrent:)                     | Int.max                       | all inner sources subscribed at once               | D      |
// | buffer(timeSpan:count:scheduler:)         | count 0, -1, Int.min          | buffers by time only, as in RxSwift                | FIXED  |
// | buffer(timeSpan:count:scheduler:)         | timeSpan -1                   | as timeSpan 0, as in RxSwift                       | FIXED  |
// | buffer(timeSpan:count:scheduler:)         | timeSpan 0                    | an empty array every tick (busy loop on a real     | D      |
// |                                           |                               | scheduler)                                         |        |
// | buffer(timeSpan:count:scheduler:)         | count Int.max                 | buffers by time only                               | D      |
// | window(timeSpan:count:scheduler:)         | count 0, -1; timeSpan -1      | windows by time only; as timeSpan 0 (RxSwift's)    | FIXED  |
// | window(timeSpan:count:scheduler:)         | timeSpan 0                    | a new window every tick (busy loop)                | D      |
// | window(timeSpan:count:scheduler:)         | count Int.max                 | windows by time only                               | D      |
// | share(replay:scope:)                      | 0                             | no replay (publish)                                | D      |
// | share(replay:scope:)                      | -1, .whileConnected           | call succeeds; precondition of ReplaySubject at    | D      |
// |                                           |                               | the first subscription                             |        |
// | share(replay:scope:)                      | -1, .forever                  | precondition of ReplaySubject at the call          | D      |
// | share(replay:scope:)                      | Int.max, 1 << 40              | replays everything (as unbounded)                  | FIXED  |
// | replay(_:)                                | 0                             | replays nothing to a late subscriber               | D      |
// | replay(_:)                                | -1                            | precondition of ReplaySubject at connect()         | D      |
// | replay(_:)                                | Int.max                       | replays everything (as unbounded)                  | FIXED  |
// | ReplaySubject.create(bufferSize:)         | 0                             | replays only the terminal event                    | D      |
// | ReplaySubject.create(bufferSize:)         | -1                            | precondition "…bufferSize can't be negative"       | D      |
// | ReplaySubject.create(bufferSize:)         | Int.max, 1 << 40              | replays everything (as createUnbounded())          | FIXED  |
// | throttle(_:latest:scheduler:)             | -1                            | as 0: mirrors the source, as in RxSwift            | FIXED  |
// | throttle(_:latest:scheduler:)             | 0                             | mirrors the source                                 | D      |
// | throttle(_:latest:scheduler:)             | 1_000_000 s, .never; latest   | first element; completion waits for the window     | D / U  |
// |                                           |                               | (with .never: never completes)                     |        |
// | throttle(_:latest:scheduler:)             | 1_000_000 s, latest: false    | first element, completed@250                       | D      |
// | throttle(_:latest:scheduler:)             | 10_000_000_000 s              | as any huge window: [.next(210, 1)]                | FIXED  |
// | debounce(_:scheduler:)                    | -1                            | as 0, as in RxSwift                                | FIXED  |
// | debounce(_:scheduler:)                    | 0                             | every element one tick later                       | D      |
// | debounce(_:scheduler:)                    | 1_000_000 s, .never           | last element flushed at completion                 | D      |
// | delay(_:scheduler:)                       | -1                            | as 0, as in RxSwift                                | FIXED  |
// | delay(_:scheduler:)                       | 0                             | every event one tick later                         | D      |
// | delay(_:scheduler:)                       | 1_000_000 s                   | nothing before disposal; source released at 250    | D      |
// | delay(_:scheduler:)                       | .never                        | nothing ever, not even the completion              | D      |
// | delaySubscription(_:scheduler:)           | -1                            | as 0, as in RxSwift                                | FIXED  |
// | delaySubscription(_:scheduler:)           | 0 / .never                    | subscribes at 201 / never subscribes               | D      |
// | timeout(_:scheduler:)                     | -1                            | as 0, as in RxSwift                                | FIXED  |
// | timeout(_:scheduler:)                     | 0                             | error(timeout)@201                                 | D      |
// | timeout(_:scheduler:)                     | .never                        | mirrors the source                                 | D      |
// | timeout(_:other:scheduler:)               | -1 / 0                        | other at 201 (-1 as 0, as in RxSwift)              | FIXED  |
// | take(for:scheduler:)                      | -1                            | as 0, as in RxSwift                                | FIXED  |
// | take(for:scheduler:)                      | 0 / .never                    | completed@201 / mirrors the source                 | D      |
// | skip(_:scheduler:)                        | -1                            | as 0, as in RxSwift                                | FIXED  |
// | skip(_:scheduler:)                        | 0 / .never                    | mirrors the source / completed@250 only            | D      |
// | Observable.timer(_:period:scheduler:)     | dueTime -5, 0                 | 0 and completed@201 (negative counts as zero)      | D      |
// | Observable.timer(_:period:scheduler:)     | dueTime .never                | never fires                                        | D      |
// | Observable.timer(_:period:scheduler:)     | period -1                     | as 0 (every tick), as in RxSwift                   | FIXED  |
// | Observable.timer(_:period:scheduler:)     | period 0                      | one element every tick (busy loop)                 | D      |
// | Observable.interval(_:scheduler:)         | -1 / 0                        | every tick, as in RxSwift                          | FIXED  |
// | Infallible.take(_:)                       | 0 / -1                        | completed@200 / precondition of take(_:)           | D      |
// | Infallible.skip(_:)                       | -1                            | mirrors the source                                 | D      |
// | Infallible.share(replay:scope:)           | -1                            | precondition at the first subscription             | D      |
// | Infallible.interval / timer(period:)      | -1                            | counts as zero: every tick, as in RxSwift          | D      |
// | Infallible.timer(_:period:scheduler:)     | dueTime -5                    | 0 and completed@201                                | D      |
// | Infallible.take(for:), debounce, throttle | -1                            | counts as zero, as in RxSwift                      | D      |
// | Single/Maybe/Completable delay,           | -1                            | counts as zero, as in RxSwift (delay: one tick     | D      |
// |   delaySubscription, timeout              |                               | later; timeout: at the next tick)                  |        |
// | Single/Maybe/Completable timer            | -5 (Single)                   | success(0)@201                                     | D      |
// | Single.retry(_:)                          | 0                             | failure(RxError.noElements), never subscribes      | D      |
// | Maybe.retry(_:), Completable.retry(_:)    | 0                             | completed, never subscribes                        | D      |
// | Single.retry(_:)                          | -1                            | precondition of retry(_:)                          | D      |
// | VirtualTimeScheduler.sleep(_:)            | -1                            | precondition "can't sleep to the past"             | D      |
// | TestScheduler.scheduleRelative            | dueTime -5                    | runs one tick after now                            | D      |
// | SchedulerType.schedulePeriodic            | period 0, -3                  | runs every tick (a negative period is accepted)    | D      |
// | dispatch schedulers' schedulePeriodic     | period -1                     | precondition with a message                        | D      |
// | TestScheduler (any operator)              | .seconds(Int.max)             | clamped: never fires within the test               | FIXED  |
// | amb(_:)                                   | no sources                    | never emits                                        | D      |
// | concat(_:), merge(_:), catch(sequence:)   | no sources                    | completed@200                                      | D      |
// | zip(_:), combineLatest(_:)                | no sources                    | completed@200                                      | D      |
//
// Not called here: the deprecated aliases `elementAt(_:)` and `take(_:scheduler:)` (calling them would warn; they
// forward to `element(at:)` and `take(for:scheduler:)`), and `ReplayRelay.create(bufferSize:)` and
// `toBlocking(timeout:)`, which live in modules this target does not depend on.

import Foundation
import SendableRx
import SendableRxTest
import Testing
import XCTest

// MARK: - Outcomes other than preconditions (XCTest, leak-checked)

final class BadInputCatalogueTests: PropertyTestCase {
    private let sourceEvents: [Recorded<Event<Int>>] = [
        .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ]
    private let mirrored: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)]
    private let outOfRange = RxError.argumentOutOfRange

    /// Runs `build` on the standard hot source and returns the recorded events and the source's subscriptions.
    private func run<Result>(
        disposed: Int = 1000,
        _ build: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Result>
    ) -> (events: [Recorded<Event<Result>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sourceEvents)
        let observer = scheduler.start(disposed: disposed) { build(source, scheduler) }
        return (observer.events, source.subscriptions)
    }

    /// Asserts that `build` fails with `RxError.argumentOutOfRange` on subscription and never subscribes.
    private func assertRejected<Result: Equatable>(
        _ build: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Result>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let result = run(build)
        XCTAssertEqual(result.events, [.error(200, outOfRange)], file: file, line: line)
        XCTAssertEqual(result.subscriptions, [], file: file, line: line)
    }

    // MARK: counts and indices

    func testTake() {
        let zero = run { source, _ in source.take(0) }
        XCTAssertEqual(zero.events, [.completed(200)])
        XCTAssertEqual(zero.subscriptions, [])
        let huge = run { source, _ in source.take(Int.max) }
        XCTAssertEqual(huge.events, mirrored)
        XCTAssertEqual(huge.subscriptions, [Subscription(200, 250)])
    }

    func testTakeLast() {
        XCTAssertEqual(run { source, _ in source.takeLast(0) }.events, [.completed(250)])
        XCTAssertEqual(
            run { source, _ in source.takeLast(Int.max) }.events,
            [.next(250, 1), .next(250, 2), .next(250, 3), .completed(250)]
        )
    }

    func testSkip() {
        for count in [0, -1, Int.min] {
            XCTAssertEqual(run { source, _ in source.skip(count) }.events, mirrored, "skip(\(count))")
        }
        XCTAssertEqual(run { source, _ in source.skip(Int.max) }.events, [.completed(250)])
    }

    func testElementAtHugeIndex() {
        let result = run { source, _ in source.element(at: Int.max) }
        XCTAssertEqual(result.events, [.error(250, outOfRange)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func testRange() {
        XCTAssertEqual(run { _, _ in Observable<Int>.range(start: 0, count: 0) }.events, [.completed(200)])
        XCTAssertEqual(
            run { _, _ in Observable<Int>.range(start: Int.max, count: 1) }.events,
            [.next(200, Int.max), .completed(200)]
        )
        XCTAssertEqual(
            run { _, _ in Observable<Int>.range(start: 0, count: Int.max).take(3) }.events,
            [.next(200, 0), .next(200, 1), .next(200, 2), .completed(200)]
        )
    }

    func testRepeatElementHasNoCountAndStopsWithTake() {
        XCTAssertEqual(
            run { _, _ in Observable.repeatElement(7).take(3) }.events,
            [.next(200, 7), .next(200, 7), .next(200, 7), .completed(200)]
        )
    }

    func testRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createColdObservable([.next(10, 1), .error(20, PropertyError(code: 1))])
        let zero = scheduler.start { failing.asObservable().retry(0) }
        XCTAssertEqual(zero.events, [.completed(200)])
        XCTAssertEqual(failing.subscriptions, [])

        let again = TestScheduler(initialClock: 0)
        let failingAgain = again.createColdObservable([.next(10, 1), .error(20, PropertyError(code: 1))])
        let huge = again.start(disposed: 265) { failingAgain.asObservable().retry(Int.max) }
        XCTAssertEqual(huge.events, [.next(210, 1), .next(230, 1), .next(250, 1)])
        XCTAssertEqual(failingAgain.subscriptions, [
            Subscription(200, 220), Subscription(220, 240), Subscription(240, 260), Subscription(260, 265),
        ])
    }

    func testMergeMaxConcurrent() {
        for limit in [0, -1, Int.min] {
            assertRejected { source, _ in Observable.just(source.asObservable()).merge(maxConcurrent: limit) }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable(sourceEvents)
        let second = scheduler.createColdObservable([.next(5, 10), .completed(15)])
        let result = scheduler.start {
            Observable.of(first.asObservable(), second.asObservable()).merge(maxConcurrent: Int.max)
        }
        XCTAssertEqual(result.events, [.next(205, 10)] + mirrored)
        XCTAssertEqual(first.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 215)])
    }

    // MARK: buffer and window

    func testBuffer() {
        // As in RxSwift, a count below 1 sets no count limit: the arrays are cut by time only (each element arrives
        // before the timer of its tick).
        for count in [0, -1, Int.min] {
            let result = run { source, scheduler in
                source.buffer(timeSpan: .seconds(10), count: count, scheduler: scheduler)
            }
            XCTAssertEqual(
                result.events,
                [.next(210, [1]), .next(220, [2]), .next(230, [3]), .next(240, []), .next(250, []), .completed(250)],
                "count \(count)"
            )
            XCTAssertEqual(result.subscriptions, [Subscription(200, 250)], "count \(count)")
        }
        // A zero time span closes an (empty) array on every tick; as in RxSwift, a negative one counts as zero.
        for timeSpan in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let busy = run(disposed: 205) { _, scheduler in
                Observable<Int>.never().buffer(timeSpan: timeSpan, count: 2, scheduler: scheduler)
            }
            XCTAssertEqual(busy.events, [.next(201, []), .next(202, []), .next(203, []), .next(204, [])], "\(timeSpan)")
        }
        // A huge count buffers by time only (the element at 230 arrives before the timer of the same tick).
        XCTAssertEqual(
            run { source, scheduler in source.buffer(timeSpan: .seconds(30), count: Int.max, scheduler: scheduler) }
                .events,
            [.next(230, [1, 2, 3]), .next(250, []), .completed(250)]
        )
    }

    func testWindow() {
        // As in RxSwift, a count below 1 sets no count limit: windows are closed by time only.
        for count in [0, -1, Int.min] {
            let result = run { source, scheduler in
                source.window(timeSpan: .seconds(10), count: count, scheduler: scheduler)
                    .flatMap { $0.toArray().asObservable() }
            }
            XCTAssertEqual(
                result.events,
                [.next(210, [1]), .next(220, [2]), .next(230, [3]), .next(240, []), .next(250, []), .completed(250)],
                "count \(count)"
            )
        }
        // A zero time span opens a window on every tick; as in RxSwift, a negative one counts as zero.
        for timeSpan in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let busy = run(disposed: 204) { _, scheduler in
                Observable<Int>.never().window(timeSpan: timeSpan, count: 2, scheduler: scheduler).map { _ in 0 }
            }
            XCTAssertEqual(busy.events, [.next(200, 0), .next(201, 0), .next(202, 0), .next(203, 0)], "\(timeSpan)")
        }
        XCTAssertEqual(
            run { source, scheduler in
                source.window(timeSpan: .seconds(30), count: Int.max, scheduler: scheduler)
                    .flatMap { $0.toArray().asObservable() }
            }.events,
            [.next(230, [1, 2, 3]), .next(250, []), .completed(250)]
        )
    }

    // MARK: replay buffers

    /// A subscriber that arrives at 225 on a shared source.
    private func lateSubscriberEvents(_ share: (Observable<Int>) -> Observable<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sourceEvents)
        let shared = share(source.asObservable())
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(225) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(early.events, mirrored)
        return late.events
    }

    func testShareReplayZeroReplaysNothing() {
        XCTAssertEqual(lateSubscriberEvents { $0.share(replay: 0) }, [.next(230, 3), .completed(250)])
        XCTAssertEqual(lateSubscriberEvents { $0.share(replay: 0, scope: .forever) }, [.next(230, 3), .completed(250)])
    }

    /// A negative replay count is not checked by `share` itself: with the default `.whileConnected` scope building
    /// the operator succeeds, and only the first subscription stops the program (see the exit tests below; with
    /// `.forever` the call itself stops it).
    func testShareReplayNegativeIsAcceptedUntilSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sourceEvents)
        _ = source.asObservable().share(replay: -1)
        XCTAssertEqual(source.subscriptions, [])
    }

    /// A huge replay count replays everything, like an unbounded replay (the buffer grows as elements come).
    func testShareReplayHugeReplaysEverything() {
        for count in [Int.max, 1 << 40] {
            XCTAssertEqual(
                lateSubscriberEvents { $0.share(replay: count) },
                [.next(225, 1), .next(225, 2), .next(230, 3), .completed(250)], "share(replay: \(count))"
            )
            XCTAssertEqual(
                lateSubscriberEvents { $0.share(replay: count, scope: .forever) },
                [.next(225, 1), .next(225, 2), .next(230, 3), .completed(250)], "share(replay: \(count), .forever)"
            )
        }
    }

    func testReplayZeroReplaysNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sourceEvents)
        let connectable = source.asObservable().replay(0)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { connectable.connect().disposed(by: bag) }
        scheduler.scheduleAt(225) { connectable.subscribe(late).disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(230, 3), .completed(250)])
    }

    func testReplaySubjectBufferSizeZero() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var beforeTermination: [Event<Int>] = []
        let first = subject.subscribe { beforeTermination.append($0) }
        XCTAssertEqual(beforeTermination, [])
        subject.onNext(2)
        subject.onCompleted()
        var afterTermination: [Event<Int>] = []
        let second = subject.subscribe { afterTermination.append($0) }
        XCTAssertEqual(beforeTermination, [.next(2), .completed])
        XCTAssertEqual(afterTermination, [.completed])
        first.dispose()
        second.dispose()
    }

    /// A huge buffer size replays everything, like `createUnbounded()`.
    func testReplaySubjectHugeBufferSize() {
        for size in [Int.max, 1 << 40] {
            let subject = ReplaySubject<Int>.create(bufferSize: size)
            for value in 1...100 { subject.onNext(value) }
            var received: [Int] = []
            let subscription = subject.subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, Array(1...100), "bufferSize \(size)")
            subscription.dispose()
        }
    }

    // MARK: time spans of the time operators

    func testThrottle() {
        // As in RxSwift, a negative window counts as zero.
        for window in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let zero = run { source, scheduler in source.throttle(window, scheduler: scheduler) }
            XCTAssertEqual(zero.events, mirrored, "throttle(\(window))")
        }
        // The completion waits for the window to close, which a huge or endless window never does.
        for window in [RxTimeInterval.seconds(1_000_000), .never] {
            let latest = run { source, scheduler in source.throttle(window, latest: true, scheduler: scheduler) }
            XCTAssertEqual(latest.events, [.next(210, 1)], "throttle(\(window), latest: true)")
            // The source's asObservable() wrapper still releases the test observable at its completion.
            XCTAssertEqual(latest.subscriptions, [Subscription(200, 250)])
            let first = run { source, scheduler in source.throttle(window, latest: false, scheduler: scheduler) }
            XCTAssertEqual(first.events, [.next(210, 1), .completed(250)], "throttle(\(window), latest: false)")
        }
        // A window beyond what nanoseconds can count (~292 years) behaves like any other huge window.
        let beyondNanoseconds = run { source, scheduler in
            source.throttle(.seconds(10_000_000_000), latest: true, scheduler: scheduler)
        }
        XCTAssertEqual(beyondNanoseconds.events, [.next(210, 1)])
    }

    func testDebounce() {
        // As in RxSwift, a negative due time counts as zero.
        for dueTime in [RxTimeInterval.seconds(0), .seconds(-1)] {
            XCTAssertEqual(
                run { source, scheduler in source.debounce(dueTime, scheduler: scheduler) }.events,
                [.next(211, 1), .next(221, 2), .next(231, 3), .completed(250)], "debounce(\(dueTime))"
            )
        }
        for dueTime in [RxTimeInterval.seconds(1_000_000), .never] {
            XCTAssertEqual(
                run { source, scheduler in source.debounce(dueTime, scheduler: scheduler) }.events,
                [.next(250, 3), .completed(250)], "debounce(\(dueTime))"
            )
        }
    }

    func testDelay() {
        // As in RxSwift, a negative due time counts as zero.
        for dueTime in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let zero = run { source, scheduler in source.delay(dueTime, scheduler: scheduler) }
            XCTAssertEqual(zero.events, [.next(211, 1), .next(221, 2), .next(231, 3), .completed(251)], "\(dueTime)")
            XCTAssertEqual(zero.subscriptions, [Subscription(200, 250)], "\(dueTime)")
        }
        for dueTime in [RxTimeInterval.seconds(1_000_000), .never] {
            let late = run { source, scheduler in source.delay(dueTime, scheduler: scheduler) }
            XCTAssertEqual(late.events, [], "delay(\(dueTime))")
            XCTAssertEqual(late.subscriptions, [Subscription(200, 250)], "delay(\(dueTime))")
        }
    }

    func testDelaySubscription() {
        // As in RxSwift, a negative delay counts as zero.
        for dueTime in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let zero = run { source, scheduler in source.delaySubscription(dueTime, scheduler: scheduler) }
            XCTAssertEqual(zero.events, mirrored, "\(dueTime)")
            XCTAssertEqual(zero.subscriptions, [Subscription(201, 250)], "\(dueTime)")
        }
        let never = run { source, scheduler in source.delaySubscription(.never, scheduler: scheduler) }
        XCTAssertEqual(never.events, [])
        XCTAssertEqual(never.subscriptions, [])
    }

    func testTimeout() {
        // As in RxSwift, a negative due time counts as zero.
        for dueTime in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let zero = run { source, scheduler in source.timeout(dueTime, scheduler: scheduler) }
            XCTAssertEqual(zero.events, [.error(201, RxError.timeout)], "\(dueTime)")
            XCTAssertEqual(zero.subscriptions, [Subscription(200, 201)], "\(dueTime)")

            let switched = run { source, scheduler in
                source.timeout(dueTime, other: Observable.just(9), scheduler: scheduler)
            }
            XCTAssertEqual(switched.events, [.next(201, 9), .completed(201)], "\(dueTime)")
            XCTAssertEqual(switched.subscriptions, [Subscription(200, 201)], "\(dueTime)")
        }
        XCTAssertEqual(run { source, scheduler in source.timeout(.never, scheduler: scheduler) }.events, mirrored)
    }

    func testTakeForDuration() {
        // As in RxSwift, a negative duration counts as zero.
        for duration in [RxTimeInterval.seconds(0), .seconds(-1)] {
            let zero = run { source, scheduler in source.take(for: duration, scheduler: scheduler) }
            XCTAssertEqual(zero.events, [.completed(201)], "\(duration)")
            XCTAssertEqual(zero.subscriptions, [Subscription(200, 201)], "\(duration)")
        }
        XCTAssertEqual(run { source, scheduler in source.take(for: .never, scheduler: scheduler) }.events, mirrored)
    }

    func testSkipForDuration() {
        // As in RxSwift, a negative duration counts as zero.
        XCTAssertEqual(run { source, scheduler in source.skip(.seconds(0), scheduler: scheduler) }.events, mirrored)
        XCTAssertEqual(run { source, scheduler in source.skip(.seconds(-1), scheduler: scheduler) }.events, mirrored)
        XCTAssertEqual(run { source, scheduler in source.skip(.never, scheduler: scheduler) }.events, [.completed(250)])
    }

    func testTimer() {
        for dueTime in [RxTimeInterval.seconds(-5), .seconds(0)] {
            XCTAssertEqual(
                run { _, scheduler in Observable<Int>.timer(dueTime, scheduler: scheduler) }.events,
                [.next(201, 0), .completed(201)], "timer(\(dueTime))"
            )
        }
        XCTAssertEqual(run { _, scheduler in Observable<Int>.timer(.never, scheduler: scheduler) }.events, [])
        // A zero period sends an element on every tick; as in RxSwift, so does a negative one on the virtual-time
        // scheduler (a dispatch scheduler stops the program: see dispatchSchedulerNegativePeriod).
        for period in [RxTimeInterval.seconds(0), .seconds(-1)] {
            XCTAssertEqual(
                run(disposed: 205) { _, scheduler in
                    Observable<Int>.timer(.seconds(1), period: period, scheduler: scheduler)
                }.events,
                [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)], "period \(period)"
            )
        }
        // A time span beyond what virtual time can count is clamped: the timer never fires within the test.
        XCTAssertEqual(
            run(disposed: 1000) { _, scheduler in Observable<Int>.timer(.seconds(Int.max), scheduler: scheduler) }.events,
            []
        )
    }

    func testInterval() {
        for period in [RxTimeInterval.seconds(0), .seconds(-1)] {
            XCTAssertEqual(
                run(disposed: 204) { _, scheduler in Observable<Int>.interval(period, scheduler: scheduler) }.events,
                [.next(201, 0), .next(202, 1), .next(203, 2)], "period \(period)"
            )
        }
    }

    // MARK: Infallible

    /// A negative time given to an `Infallible` counts as zero, as in RxSwift (`traits/infallibleNegativeTimes`).
    func testInfallibleNegativeTimesCountAsZero() {
        XCTAssertEqual(
            run(disposed: 204) { _, scheduler in Infallible<Int>.interval(.seconds(-1), scheduler: scheduler).asObservable() }
                .events,
            [.next(201, 0), .next(202, 1), .next(203, 2)]
        )
        XCTAssertEqual(
            run(disposed: 204) { _, scheduler in
                Infallible<Int>.timer(.seconds(1), period: .seconds(-1), scheduler: scheduler).asObservable()
            }.events,
            [.next(201, 0), .next(202, 1), .next(203, 2)]
        )
        let taken = run { source, scheduler in
            source.asInfallible(onErrorJustReturn: -1).take(for: .seconds(-1), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(taken.events, [.completed(201)])
        XCTAssertEqual(taken.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(
            run { source, scheduler in
                source.asInfallible(onErrorJustReturn: -1).debounce(.seconds(-1), scheduler: scheduler).asObservable()
            }.events,
            [.next(211, 1), .next(221, 2), .next(231, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { source, scheduler in
                source.asInfallible(onErrorJustReturn: -1).throttle(.seconds(-1), scheduler: scheduler).asObservable()
            }.events,
            mirrored
        )
    }

    func testInfallibleCountsAndTimer() {
        XCTAssertEqual(run { _, _ in Infallible.just(1).take(0).asObservable() }.events, [.completed(200)])
        XCTAssertEqual(
            run { _, _ in Infallible.just(1).skip(-1).asObservable() }.events, [.next(200, 1), .completed(200)]
        )
        XCTAssertEqual(
            run { _, scheduler in Infallible<Int>.timer(.seconds(-5), scheduler: scheduler).asObservable() }.events,
            [.next(201, 0), .completed(201)]
        )
    }

    // MARK: Single, Maybe, Completable

    /// A negative time given to a trait counts as zero, as in RxSwift (verified with the compatibility harness,
    /// `traits/primitive…Negative`).
    func testTraitTimeSpans() {
        XCTAssertEqual(
            run { _, scheduler in Single.just(1).delay(.seconds(-1), scheduler: scheduler).asObservable() }.events,
            [.next(201, 1), .completed(202)]
        )
        XCTAssertEqual(
            run { _, scheduler in
                Maybe.just(1).delaySubscription(.seconds(-1), scheduler: scheduler).asObservable()
            }.events,
            [.next(201, 1), .completed(201)]
        )
        XCTAssertEqual(
            run { _, scheduler in Completable.empty().timeout(.seconds(-1), scheduler: scheduler).asObservable() }.events,
            [.completed(200)]
        )
        XCTAssertEqual(
            run { _, scheduler in Completable.never().timeout(.seconds(-1), scheduler: scheduler).asObservable() }.events,
            [.error(201, RxError.timeout)]
        )
        XCTAssertEqual(
            run { _, scheduler in Single<Int>.timer(.seconds(-5), scheduler: scheduler).asObservable() }.events,
            [.next(201, 0), .completed(201)]
        )
    }

    /// `retry(0)` never subscribes; a `Single` then fails with `noElements`, a `Maybe` or `Completable` completes.
    func testTraitRetryZero() {
        var subscriptions = 0
        let counted = Observable<Int>.deferred {
            subscriptions += 1
            return .just(1)
        }
        var single: [SingleEvent<Int>] = []
        _ = counted.asSingle().retry(0).subscribe { single.append($0) }
        XCTAssertEqual(single, [.failure(RxError.noElements)])
        var maybe: [MaybeEvent<Int>] = []
        _ = counted.asMaybe().retry(0).subscribe { maybe.append($0) }
        XCTAssertEqual(maybe, [.completed])
        var completable: [CompletableEvent] = []
        _ = counted.asCompletable().retry(0).subscribe { completable.append($0) }
        XCTAssertEqual(completable, [.completed])
        XCTAssertEqual(subscriptions, 0)
    }

    // MARK: schedulers

    func testSchedulerTimeSpans() {
        let scheduler = TestScheduler(initialClock: 10)
        var ranAt: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { [weak scheduler] _ in
            ranAt.append(scheduler?.clock ?? -1)
            return Disposables.create()
        }
        scheduler.advanceTo(20)
        XCTAssertEqual(ranAt, [11])

        for period in [RxTimeInterval.seconds(0), .seconds(-3)] {
            var ticks: [Int] = []
            // Weak: the scheduler's queue keeps the disposed periodic action until its tick comes.
            let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: period) { [weak scheduler] count in
                ticks.append(scheduler?.clock ?? -1)
                return count + 1
            }
            let start = scheduler.clock
            scheduler.advanceTo(start + 5)
            periodic.dispose()
            XCTAssertEqual(ticks, Array((start + 1)...(start + 5)), "schedulePeriodic(period: \(period))")
        }
        // The disposed periodic action stays queued (holding the scheduler) until the clock passes it.
        scheduler.start()
    }

    // MARK: empty collections of sources

    func testEmptyCollectionsOfSources() {
        let none: [Observable<Int>] = []
        XCTAssertEqual(run { _, _ in Observable.amb(none) }.events, [])
        XCTAssertEqual(run { _, _ in Observable.concat(none) }.events, [.completed(200)])
        XCTAssertEqual(run { _, _ in Observable.merge(none) }.events, [.completed(200)])
        XCTAssertEqual(run { _, _ in Observable.catch(sequence: none) }.events, [.completed(200)])
        XCTAssertEqual(run { _, _ in Observable.zip(none) }.events, [.completed(200)])
        // RxSwift's combineLatest calls the selector with [] once (compatibility scenario
        // combining/combineLatestCollectionEmptyArrays).
        XCTAssertEqual(run { _, _ in Observable.combineLatest(none) }.events, [.next(200, []), .completed(200)])
    }
}

// MARK: - Preconditions (Swift Testing exit tests)

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
/// Each entry point must stop the process, and the message on standard error must name the bad argument.
@Suite struct BadInputPreconditionTests {
    private static func standardError(_ result: ExitTest.Result) -> String {
        String(decoding: result.standardErrorContent, as: UTF8.self)
    }

    @Test func takeNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).take(-1)
        }
        #expect(Self.standardError(result).contains("take(_:): count can't be negative (-1)"))
    }

    @Test func dispatchSchedulerNegativePeriod() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "negative-period")
            _ = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(-1)) { $0 }
        }
        #expect(Self.standardError(result).contains("schedulePeriodic: the period must not be negative"))
    }

    @Test func takeMinimumCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).take(Int.min)
        }
        #expect(Self.standardError(result).contains("take(_:): count can't be negative"))
    }

    @Test func takeLastNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).takeLast(-1)
        }
        #expect(Self.standardError(result).contains("takeLast(_:): count can't be negative (-1)"))
    }

    @Test func elementAtNegativeIndex() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).element(at: -1)
        }
        #expect(Self.standardError(result).contains("element(at:): index can't be negative (-1)"))
    }

    @Test func rangeNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.range(start: 0, count: -1)
        }
        #expect(Self.standardError(result).contains("Observable.range: count can't be negative (-1)"))
    }

    @Test func rangeOverflowingInt8() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int8>.range(start: 120, count: 10)
        }
        #expect(Self.standardError(result).contains("Observable.range: start + count - 1 overflows Int8"))
    }

    @Test func rangeOverflowingInt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.range(start: Int.max, count: 2)
        }
        #expect(Self.standardError(result).contains("Observable.range: start + count - 1 overflows Int"))
    }

    @Test func retryNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).retry(-1)
        }
        #expect(Self.standardError(result).contains("retry(_:): maxAttemptCount can't be negative (-1)"))
    }

    @Test func singleRetryNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Single.just(1).retry(-1)
        }
        #expect(Self.standardError(result).contains("retry(_:): maxAttemptCount can't be negative (-1)"))
    }

    @Test func replaySubjectNegativeBufferSize() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ReplaySubject<Int>.create(bufferSize: -1)
        }
        #expect(
            Self.standardError(result).contains("ReplaySubject.create(bufferSize:): bufferSize can't be negative (-1)")
        )
    }

    @Test func shareNegativeReplayStopsAtSubscription() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).share(replay: -1).subscribe()
        }
        #expect(Self.standardError(result).contains("bufferSize can't be negative (-1)"))
    }

    /// With `.forever` the subject is made when the operator is built, so the call itself stops the program.
    @Test func shareForeverNegativeReplayStopsAtTheCall() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).share(replay: -1, scope: .forever)
        }
        #expect(Self.standardError(result).contains("bufferSize can't be negative (-1)"))
    }

    @Test func replayNegativeBufferSizeStopsAtConnect() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable.just(1).replay(-1).connect()
        }
        #expect(Self.standardError(result).contains("bufferSize can't be negative (-1)"))
    }

    @Test func infallibleTakeNegativeCount() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Infallible.just(1).take(-1)
        }
        #expect(Self.standardError(result).contains("take(_:): count can't be negative (-1)"))
    }

    @Test func infallibleShareNegativeReplayStopsAtSubscription() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Infallible.just(1).share(replay: -1).subscribe()
        }
        #expect(Self.standardError(result).contains("bufferSize can't be negative (-1)"))
    }

    @Test func virtualTimeSchedulerSleepIntoThePast() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler(initialClock: 10).sleep(-1)
        }
        #expect(Self.standardError(result).contains("VirtualTimeScheduler: can't sleep to the past"))
    }
}
#endif
