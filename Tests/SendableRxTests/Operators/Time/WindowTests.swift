// SendableRx tests — `window(timeSpan:count:scheduler:)` on a TestScheduler, tick for tick as RxSwift 6
// (Observable+WindowTests). Each window is subscribed as soon as it is emitted, without flatMap/merge.

import SendableRx
import SendableRxTest
import XCTest

/// Subscribes to the outer sequence and to each window as soon as it is emitted: the outer events are recorded
/// with the window's index as element, each window's events in its own `TestableObserver`.
private final class TimeWindowRecorder {
    let scheduler: TestScheduler
    private(set) var outer: [Recorded<Event<Int>>] = []
    private(set) var windows: [TestableObserver<Int>] = []
    private var outerSubscription: (any Disposable)?
    private var innerSubscriptions: [any Disposable] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Creates the sequence at 100, subscribes at 200, disposes the outer subscription at `outerDisposed` and
    /// the window subscriptions at `innerDisposed`, and runs the scheduler.
    func run(
        outerDisposed: TestTime = 1000,
        innerDisposed: TestTime = 1000,
        create: @escaping () -> Observable<Observable<Int>>
    ) {
        var source: Observable<Observable<Int>>?
        scheduler.scheduleAt(100) { source = create() }
        scheduler.scheduleAt(200) { [weak self] in
            guard let self else { return }
            outerSubscription = source?.subscribe(AnyObserver { [weak self] event in
                self?.record(event)
            })
        }
        scheduler.scheduleAt(outerDisposed) { [weak self] in
            self?.outerSubscription?.dispose()
            self?.outerSubscription = nil
        }
        scheduler.scheduleAt(innerDisposed) { [weak self] in
            guard let self else { return }
            for subscription in innerSubscriptions {
                subscription.dispose()
            }
            innerSubscriptions = []
        }
        scheduler.start()
    }

    private func record(_ event: Event<Observable<Int>>) {
        let time = scheduler.clock
        switch event {
        case .next(let window):
            let index = windows.count
            let observer = scheduler.createObserver(Int.self)
            windows.append(observer)
            outer.append(.next(time, index))
            innerSubscriptions.append(window.subscribe(observer))
        case .error(let error):
            outer.append(.error(time, error))
        case .completed:
            outer.append(.completed(time))
        }
    }
}

final class WindowTests: RxTestCase {
    private let error = TestError("window")

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    func testWindowsByCountAndByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [
            .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5),
            .next(580, 6), .completed(600),
        ])
        XCTAssertEqual(recorder.windows.count, 7)
        guard recorder.windows.count == 7 else { return }
        XCTAssertEqual(recorder.windows[0].events, [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(recorder.windows[1].events, [.next(280, 4), .completed(310)])
        XCTAssertEqual(recorder.windows[2].events, [.next(320, 5), .next(350, 6), .next(370, 7), .completed(370)])
        XCTAssertEqual(recorder.windows[3].events, [.next(420, 8), .completed(440)])
        XCTAssertEqual(recorder.windows[4].events, [.next(470, 9), .completed(510)])
        XCTAssertEqual(recorder.windows[5].events, [.completed(580)])
        XCTAssertEqual(recorder.windows[6].events, [.completed(600)])
        // In RxSwift a window subscription releases its hold on the source when the window terminates, so the
        // source is unsubscribed when it completes.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testErrorGoesToCurrentWindowAndOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(600, error))
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [
            .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5),
            .next(580, 6), .error(600, error),
        ])
        XCTAssertEqual(recorder.windows.count, 7)
        guard recorder.windows.count == 7 else { return }
        XCTAssertEqual(recorder.windows[0].events, [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(recorder.windows[4].events, [.next(470, 9), .completed(510)])
        XCTAssertEqual(recorder.windows[5].events, [.completed(580)])
        XCTAssertEqual(recorder.windows[6].events, [.error(600, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run(outerDisposed: 370, innerDisposed: 370) {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3)])
        XCTAssertEqual(recorder.windows.count, 4)
        guard recorder.windows.count == 4 else { return }
        XCTAssertEqual(recorder.windows[1].events, [.next(280, 4), .completed(310)])
        XCTAssertEqual(recorder.windows[2].events, [.next(320, 5), .next(350, 6), .next(370, 7), .completed(370)])
        XCTAssertEqual(recorder.windows[3].events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    }

    /// After the outer subscription is disposed, a subscribed window keeps the source alive until that window
    /// terminates (RxSwift: the window's subscription then releases its reference).
    func testOuterDisposedWhileWindowSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(600))
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run(outerDisposed: 250, innerDisposed: 1000) {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(240, 1)])
        XCTAssertEqual(recorder.windows.count, 2)
        guard recorder.windows.count == 2 else { return }
        XCTAssertEqual(recorder.windows[0].events, [.next(205, 1), .next(210, 2), .next(240, 3), .completed(240)])
        XCTAssertEqual(recorder.windows[1].events, [.next(280, 4), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    /// A source element at the tick the timer is due was scheduled first, so it lands in the closing window.
    func testElementAndTimerAtSameTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2), .completed(300)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(270, 1), .completed(300)])
        XCTAssertEqual(recorder.windows.count, 2)
        guard recorder.windows.count == 2 else { return }
        XCTAssertEqual(recorder.windows[0].events, [.next(210, 1), .next(270, 2), .completed(270)])
        XCTAssertEqual(recorder.windows[1].events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// When the count is reached on the tick the timer is due, one new window opens (by count) and the stale
    /// timer does nothing; the next time span starts at that tick.
    func testCountReachedAtTimerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(270, 3), .completed(400)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(270, 1), .next(340, 2), .completed(400)])
        XCTAssertEqual(recorder.windows.map(\.events), [
            [.next(210, 1), .next(220, 2), .next(270, 3), .completed(270)],
            [.completed(340)],
            [.completed(400)],
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func testEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .completed(250)])
        XCTAssertEqual(recorder.windows.map(\.events), [[.completed(250)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(250, error)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .error(250, error)])
        XCTAssertEqual(recorder.windows.count, 1)
        XCTAssertEqual(recorder.windows.first?.events ?? [], [.next(210, 1), .error(250, error)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testNeverOpensAWindowEveryTimeSpanUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(300), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(500, 1), .next(800, 2)])
        XCTAssertEqual(recorder.windows.map(\.events), [[.completed(500)], [.completed(800)], []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    // As in RxSwift (harness scenario time/windowNegativeTimeSpan): a negative time span counts as zero, so a new
    // window opens every tick; an element sent at a tick goes to the window open before that tick's timer runs.
    func testNegativeTimeSpanCountsAsZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(203, 2), .completed(204)])
        let recorder = TimeWindowRecorder(scheduler: scheduler)
        recorder.run { xs.window(timeSpan: .seconds(-70), count: 3, scheduler: scheduler) }

        XCTAssertEqual(recorder.outer, [.next(200, 0), .next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        XCTAssertEqual(recorder.windows.map(\.events), [
            [.next(201, 1), .completed(201)], [.completed(202)], [.next(203, 2), .completed(203)], [.completed(204)],
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    // As in RxSwift (harness scenario time/windowZeroCount): a count below 1 is no count limit; windows are closed
    // by time only.
    func testCountBelowOneWindowsByTimeOnly() {
        for count in [0, -1] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = source(scheduler, end: .completed(600))
            let recorder = TimeWindowRecorder(scheduler: scheduler)
            recorder.run { xs.window(timeSpan: .seconds(70), count: count, scheduler: scheduler) }

            XCTAssertEqual(recorder.outer, [
                .next(200, 0), .next(270, 1), .next(340, 2), .next(410, 3), .next(480, 4), .next(550, 5),
                .completed(600),
            ], "count \(count)")
            XCTAssertEqual(recorder.windows.map(\.events), [
                [.next(205, 1), .next(210, 2), .next(240, 3), .completed(270)],
                [.next(280, 4), .next(320, 5), .completed(340)],
                [.next(350, 6), .next(370, 7), .completed(410)],
                [.next(420, 8), .next(470, 9), .completed(480)],
                [.completed(550)],
                [.completed(600)],
            ], "count \(count)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)], "count \(count)")
        }
    }
}
