// SendableRx compatibility scenarios — test observables: how they convert, and what their subscriptions record.

#if RXSWIFT
import RxBlocking
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxRelay
import SendableRxTest
#endif

func testObservableScenarios() -> [Scenario] {
    [
        Scenario("testObservables/hotAsObservableEndsAtCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(230)])
            let res = scheduler.start { xs.asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/coldAsObservableEndsAtError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a), .next(30, 2)])
            let res = scheduler.start { xs.asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/startWithTheTestObservableItself") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .completed(230), .next(240, 9)])
            let res = scheduler.start { xs }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/misbehavingSourceThroughMap") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .completed(220), .next(230, 2), .error(240, TestError.a), .completed(250),
            ])
            let res = scheduler.start { xs.map { $0 * 10 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/hotBroadcastWhileObserversComeAndGo") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            var subscriptions: [Int: Disposable] = [:]
            var late: Disposable?
            for name in 0..<4 {
                scheduler.scheduleAt(200) {
                    subscriptions[name] = xs.subscribe(onNext: { value in
                        log("observer", name, "next", value)
                        if name == 1 && value == 1 {
                            subscriptions[3]?.dispose()
                            subscriptions[0]?.dispose()
                            late = xs.subscribe(onNext: { log("late next", $0) })
                        }
                    })
                }
            }
            scheduler.scheduleAt(300) {
                for name in 0..<4 { subscriptions[name]?.dispose() }
                late?.dispose()
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("testObservables/subscribeOnNextDirectly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.subscribe(
                    onNext: { log("next", $0, "at", scheduler.clock) },
                    onCompleted: { log("completed at", scheduler.clock) },
                    onDisposed: { log("disposed at", scheduler.clock) }
                )
            }
            scheduler.scheduleAt(500) { subscription?.dispose() }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("testObservables/subscribeObserverDirectly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
            scheduler.scheduleAt(500) { subscription?.dispose() }
            scheduler.start()
            log.events(observer)
            log.subscriptions(xs)
        },
        Scenario("testObservables/asCompletableOfHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(250, Never.self), .error(260, TestError.a)])
            let res = scheduler.start { xs.asCompletable().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/asCompletableOfError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(210, TestError.a, Never.self)])
            let res = scheduler.start { xs.asCompletable().asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/ifEmptySwitchTo") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(210, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("testObservables/throttleAfterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(300, 2), .next(400, 3), .completed(500), .next(610, 4),
            ])
            let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/subjectStaysThin") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(220) { subject.onCompleted() }
            scheduler.scheduleAt(230) { subject.onNext(2) }
            let res = scheduler.start { subject.asObservable() }
            log.events(res)
        },
        Scenario("testObservables/twoColdSubscriptionsThroughConcat") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let res = scheduler.start { Observable.concat([xs.asObservable(), xs.asObservable()]) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/observeOnCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/observeOnSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
            let res = scheduler.start { xs.observe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/subscribeOnCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/subscribeOnError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .error(300, TestError.a)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/subscribeOnNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.subscribe(on: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/startWithCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
            let res = scheduler.start { xs.startWith(1, 2) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/startWithError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .error(250, TestError.a)])
            let res = scheduler.start { xs.startWith(7) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/sampleSamplerCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(220, 2)])
            let ys = scheduler.createHotObservable([.next(230, "a"), .completed(240)])
            let res = scheduler.start(disposed: 300) { xs.sample(ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("testObservables/sampleSourceCompletes") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(220, 2), .completed(235)])
            let ys = scheduler.createHotObservable([.next(230, "a"), .next(250, "b")])
            let res = scheduler.start(disposed: 300) { xs.sample(ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("testObservables/throttleLatestPendingAtCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
            let res = scheduler.start { xs.throttle(.seconds(20), latest: true, scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("testObservables/ifEmptyOtherErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(210, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 0), .error(20, TestError.a)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("testObservables/ifEmptyOtherNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(210, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 0)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("testObservables/ifEmptyDisposedWhileOtherRuns") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(210, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 0), .next(20, 1), .next(30, 2), .completed(50)])
            let res = scheduler.start(disposed: 235) { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
    ]
}
