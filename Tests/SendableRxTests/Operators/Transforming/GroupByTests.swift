// SendableRx tests — `groupBy`: group creation, group contents, late group subscribers, termination order,
// throwing key selectors and the reference counting that keeps the source alive for subscribed groups.

import SendableRx
import SendableRxTest
import XCTest

final class GroupByTests: RxTestCase {
    /// Subscribes to `groupBy(keySelector:)` at 200; each group is subscribed when it arrives (or at
    /// `groupSubscribeTime` when given); the outer subscription is disposed at `outerDisposed` and the
    /// groups at `groupsDisposed`.
    private final class Harness {
        let scheduler: TestScheduler
        let outer: TestableObserver<Int>
        var groups: [Int: TestableObserver<Int>] = [:]
        var log: [String] = []
        private var groupSubscriptions: [any Disposable] = []
        private var pending: [GroupedObservable<Int, Int>] = []

        init(
            scheduler: TestScheduler,
            source: Observable<Int>,
            keySelector: @escaping (Int) throws -> Int,
            groupSubscribeTime: Int? = nil,
            outerDisposed: Int = 1000,
            groupsDisposed: Int = 1000
        ) {
            self.scheduler = scheduler
            outer = scheduler.createObserver(Int.self)
            var outerSubscription: (any Disposable)?
            scheduler.scheduleAt(200) { [unowned self] in
                outerSubscription = source.groupBy(keySelector: keySelector).subscribe { [unowned self] event in
                    switch event {
                    case .next(let group):
                        self.outer.on(.next(group.key))
                        self.log.append("outer next \(group.key)")
                        if groupSubscribeTime == nil {
                            self.subscribe(group)
                        } else {
                            self.pending.append(group)
                        }
                    case .error:
                        self.outer.on(event.map { $0.key })
                        self.log.append("outer error")
                    case .completed:
                        self.outer.on(.completed)
                        self.log.append("outer completed")
                    }
                }
            }
            if let groupSubscribeTime {
                scheduler.scheduleAt(groupSubscribeTime) { [unowned self] in
                    self.pending.forEach(self.subscribe)
                }
            }
            scheduler.scheduleAt(outerDisposed) { outerSubscription?.dispose() }
            scheduler.scheduleAt(groupsDisposed) { [unowned self] in
                self.groupSubscriptions.forEach { $0.dispose() }
            }
        }

        private func subscribe(_ group: GroupedObservable<Int, Int>) {
            let observer = scheduler.createObserver(Int.self)
            groups[group.key] = observer
            let key = group.key
            groupSubscriptions.append(group.subscribe { [unowned self] event in
                observer.on(event)
                switch event {
                case .next(let value): self.log.append("group \(key) next \(value)")
                case .error: self.log.append("group \(key) error")
                case .completed: self.log.append("group \(key) completed")
                }
            })
        }
    }

    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>? = .completed(300))
        -> TestableObservable<Int>
    {
        var events: [Recorded<Event<Int>>] = [
            .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 4), .next(240, 5), .next(250, 3),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    func testGroupByEmitsGroupOnFirstElementOfKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 })
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2), .next(250, 0), .completed(300)])
        XCTAssertEqual(harness.groups[1]?.events, [.next(210, 1), .next(230, 4), .completed(300)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(220, 2), .next(240, 5), .completed(300)])
        XCTAssertEqual(harness.groups[0]?.events, [.next(250, 3), .completed(300)])
        // Every group completes before the outer sequence (RxSwift does not define the order among the groups).
        XCTAssertEqual(Set(harness.log.suffix(4).prefix(3)), ["group 1 completed", "group 2 completed", "group 0 completed"])
        XCTAssertEqual(harness.log.last, "outer completed")
    }

    func testGroupByGroupAnnouncedBeforeItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 })
        scheduler.start()
        XCTAssertEqual(Array(harness.log.prefix(4)), ["outer next 1", "group 1 next 1", "outer next 2", "group 2 next 2"])
    }

    func testGroupBySourceUnsubscribedOnCompletionWithoutGroupSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start { xs.groupBy { $0 % 3 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(250, 0), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupBySourceUnsubscribedOnCompletionEvenWithGroupSubscribers() {
        // RxSwift's GroupBySink disposes the source subscription itself on completion, whatever the groups do.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 })
        scheduler.start()
        XCTAssertEqual(harness.outer.events.last, .completed(300))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByLateGroupSubscriberMissesEarlierElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(
            scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 }, groupSubscribeTime: 235
        )
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2), .next(250, 0), .completed(300)])
        XCTAssertEqual(harness.groups[1]?.events, [.completed(300)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(240, 5), .completed(300)])
        XCTAssertNil(harness.groups[0])
    }

    func testGroupByErrorGoesToGroupsThenOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(270, operatorError))
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 })
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2), .next(250, 0), .error(270, operatorError)])
        XCTAssertEqual(harness.groups[1]?.events, [.next(210, 1), .next(230, 4), .error(270, operatorError)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(220, 2), .next(240, 5), .error(270, operatorError)])
        XCTAssertEqual(harness.groups[0]?.events, [.next(250, 3), .error(270, operatorError)])
        XCTAssertEqual(harness.log.last, "outer error")
        XCTAssertEqual(harness.log.filter { $0.hasSuffix("error") }.count, 4)
    }

    func testGroupBySourceUnsubscribedOnErrorEvenWithGroupSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(270, operatorError))
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 })
        scheduler.start()
        XCTAssertEqual(harness.outer.events.last, .error(270, operatorError))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testGroupByEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByErrorWithoutGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(300, operatorError)])
        let res = scheduler.start { xs.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res.events, [.error(300, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupByNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.groupBy { $0 }.map { $0.key } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testGroupByKeySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(scheduler: scheduler, source: xs.asObservable(), keySelector: { value in
            if value == 5 { throw operatorError }
            return value % 3
        })
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2), .error(240, operatorError)])
        XCTAssertEqual(harness.groups[1]?.events, [.next(210, 1), .next(230, 4), .error(240, operatorError)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(220, 2), .error(240, operatorError)])
        XCTAssertNil(harness.groups[0])
        XCTAssertEqual(harness.log.last, "outer error")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testGroupByKeySelectorThrowsWithoutGroupSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start {
            xs.groupBy { value -> Int in
                if value == 4 { throw operatorError }
                return value % 3
            }.map { $0.key }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, operatorError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupByOuterDisposedWithoutGroupSubscribersUnsubscribesSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let res = scheduler.start(disposed: 235) { xs.groupBy { $0 % 3 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testGroupByOuterDisposalKeepsSourceAliveForSubscribedGroups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let harness = Harness(
            scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 },
            outerDisposed: 225, groupsDisposed: 280
        )
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(harness.groups[1]?.events, [.next(210, 1), .next(230, 4)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(220, 2), .next(240, 5)])
        XCTAssertNil(harness.groups[0])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testGroupByGroupsDisposedFirstThenOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: nil)
        let harness = Harness(
            scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 },
            outerDisposed: 245, groupsDisposed: 225
        )
        scheduler.start()
        XCTAssertEqual(harness.outer.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(harness.groups[1]?.events, [.next(210, 1)])
        XCTAssertEqual(harness.groups[2]?.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
    }

    func testGroupByGroupSubscribedTwiceSharesElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 1), .completed(300)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var group: GroupedObservable<Int, Int>?
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.groupBy { $0 }.subscribe(onNext: { group = $0 }))
        }
        scheduler.scheduleAt(211) { subscriptions.append(group!.subscribe(first)) }
        scheduler.scheduleAt(221) { subscriptions.append(group!.subscribe(second)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(group?.key, 1)
        XCTAssertEqual(first.events, [.next(220, 1), .next(230, 1), .completed(300)])
        XCTAssertEqual(second.events, [.next(230, 1), .completed(300)])
    }

    func testGroupBySubscribedAfterCompletionGetsCompletedImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler)
        let harness = Harness(
            scheduler: scheduler, source: xs.asObservable(), keySelector: { $0 % 3 }, groupSubscribeTime: 310
        )
        scheduler.start()
        XCTAssertEqual(harness.outer.events.last, .completed(300))
        XCTAssertEqual(harness.groups[1]?.events, [.completed(310)])
        XCTAssertEqual(harness.groups[2]?.events, [.completed(310)])
        XCTAssertEqual(harness.groups[0]?.events, [.completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // Issue 16, item 10: a group can be made from a subject, as in RxSwift, where a subject is an Observable.
    func testGroupedObservableFromASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let group = GroupedObservable(key: "k", source: subject)
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onCompleted() }
        let res = scheduler.start { group }
        XCTAssertEqual(group.key, "k")
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertFalse(subject.hasObservers)
    }
}
