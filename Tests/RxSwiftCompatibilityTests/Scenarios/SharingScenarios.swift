// SendableRx compatibility scenarios — sharing: share, publish, replay, replayAll, multicast, refCount, connect.

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

/// The hot source most sharing scenarios use: elements from 210 to 340, then `terminal` at 390.
private func hotSource(
    _ scheduler: TestScheduler,
    _ terminal: Recorded<Event<Int>> = .completed(390)
) -> TestableObservable<Int> {
    scheduler.createHotObservable([
        .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(330, 4), .next(340, 5), terminal,
        .next(400, 9), .completed(410),
    ])
}

/// A cold source: 1, 2, 3 ten ticks apart, then completion.
private func coldSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
}

/// The ways `share` can be asked for, by label.
private let shareForms: [(String, Int, SubjectLifetimeScope)] = [
    ("replay0WhileConnected", 0, .whileConnected),
    ("replay1WhileConnected", 1, .whileConnected),
    ("replay2WhileConnected", 2, .whileConnected),
    ("replay0Forever", 0, .forever),
    ("replay1Forever", 1, .forever),
    ("replay2Forever", 2, .forever),
]

/// Subscribes `observer` to `source` at `subscribe` and disposes the subscription at `dispose`.
private func subscribe<Source: ObservableType>(
    _ scheduler: TestScheduler,
    _ source: @escaping () -> Source?,
    _ observer: TestableObserver<Source.Element>,
    at subscribe: TestTime,
    disposeAt dispose: TestTime? = nil
) {
    var subscription: Disposable?
    scheduler.scheduleAt(subscribe) { subscription = source()?.subscribe(observer) }
    if let dispose {
        scheduler.scheduleAt(dispose) { subscription?.dispose() }
    }
}

func sharingScenarios() -> [Scenario] {
    var scenarios: [Scenario] = []

    // Every share form through the same situations.
    for (label, replay, scope) in shareForms {
        scenarios.append(Scenario("sharing/share.\(label).twoSubscribersHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200, disposeAt: 1000)
            subscribe(scheduler, { shared }, o2, at: 250, disposeAt: 1000)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).disconnectAndReconnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200, disposeAt: 260)
            subscribe(scheduler, { shared }, o2, at: 250, disposeAt: 280)
            subscribe(scheduler, { shared }, o3, at: 300, disposeAt: 335)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).subscribeAfterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 395, disposeAt: 500)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).subscribeAfterError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, .error(390, TestError.a))
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 395, disposeAt: 500)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).coldSourceLateSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = coldSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 225)
            subscribe(scheduler, { shared }, o3, at: 260, disposeAt: 500)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).subscribeFromCompletedHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .completed(330), .next(340, 4), .completed(350),
            ])
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            var inner: Disposable?
            scheduler.scheduleAt(200) {
                _ = shared.subscribe(
                    onNext: { o1.onNext($0) },
                    onCompleted: {
                        log("o1 completed at", scheduler.clock)
                        inner = shared.subscribe(o2)
                        log("o2 subscribed")
                    }
                )
            }
            scheduler.scheduleAt(500) { inner?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).subscribeFromErrorHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.b)])
            let shared = xs.share(replay: replay, scope: scope)
            let o2 = scheduler.createObserver(Int.self)
            var inner: Disposable?
            scheduler.scheduleAt(200) {
                _ = shared.subscribe(
                    onNext: { log("o1 next", $0, "at", scheduler.clock) },
                    onError: { error in
                        log("o1 error", describe(error), "at", scheduler.clock)
                        inner = shared.subscribe(o2)
                        log("o2 subscribed")
                    }
                )
            }
            scheduler.scheduleAt(500) { inner?.dispose() }
            scheduler.start()
            log.events(o2, "o2")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).subscribeFromNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o3 = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(shared.subscribe(onNext: { value in
                    log("A", value)
                    if value == 2 {
                        subscriptions.append(shared.subscribe(onNext: { log("C", $0) }))
                        log("C subscribed")
                    }
                }))
                subscriptions.append(shared.subscribe(onNext: { log("B", $0) }))
            }
            subscribe(scheduler, { shared }, o3, at: 300, disposeAt: 1000)
            scheduler.scheduleAt(335) {
                for subscription in subscriptions {
                    subscription.dispose()
                }
            }
            scheduler.start()
            log.events(o3, "o3")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).disposeFromNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            var own: Disposable?
            var other: Disposable?
            scheduler.scheduleAt(200) {
                other = shared.subscribe(onNext: { log("B", $0) }, onDisposed: { log("B disposed") })
                own = shared.subscribe(onNext: { value in
                    log("A", value)
                    if value == 2 {
                        own?.dispose()
                    }
                }, onDisposed: { log("A disposed") })
            }
            scheduler.scheduleAt(300) { other?.dispose() }
            scheduler.scheduleAt(320) {
                _ = shared.subscribe(onNext: { log("D", $0) }, onCompleted: { log("D completed") })
            }
            scheduler.start()
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).takeOneFromEach") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = coldSource(scheduler)
            let shared = xs.share(replay: replay, scope: scope)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared.take(1) }, o1, at: 200)
            subscribe(scheduler, { shared.take(2) }, o2, at: 200)
            subscribe(scheduler, { shared.take(1) }, o3, at: 225)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).synchronousSource") { log in
            var subscribeCount = 0
            let source = Observable<Int>.deferred {
                subscribeCount += 1
                return Observable.of(1, 2, 3)
            }
            let shared = source.share(replay: replay, scope: scope)
            _ = shared.subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
            _ = shared.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            log("subscriptions", subscribeCount)
        })
        scenarios.append(Scenario("sharing/share.\(label).retryAfterError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.a)])
            let res = scheduler.start(disposed: 330) { xs.share(replay: replay, scope: scope).retry(3) }
            log.events(res)
            log.subscriptions(xs)
        })
        scenarios.append(Scenario("sharing/share.\(label).callbackOrder") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let shared = xs
                .do(
                    onNext: { log("source next", $0) },
                    onCompleted: { log("source completed") },
                    onSubscribe: { log("source subscribe") },
                    onSubscribed: { log("source subscribed") },
                    onDispose: { log("source dispose") }
                )
                .share(replay: replay, scope: scope)
            scheduler.scheduleAt(200) {
                _ = shared.subscribe(
                    onNext: { log("A next", $0) }, onCompleted: { log("A completed") }, onDisposed: { log("A disposed") }
                )
                log("A subscribed")
                _ = shared.subscribe(
                    onNext: { log("B next", $0) }, onCompleted: { log("B completed") }, onDisposed: { log("B disposed") }
                )
                log("B subscribed")
            }
            var late: Disposable?
            scheduler.scheduleAt(230) {
                late = shared.subscribe(
                    onNext: { log("C next", $0) }, onCompleted: { log("C completed") }, onDisposed: { log("C disposed") }
                )
                log("C subscribed")
            }
            scheduler.scheduleAt(300) { late?.dispose() }
            scheduler.start()
        })
    }

    scenarios += [
        Scenario("sharing/share.replay1WhileConnected.startAndDispose") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start(disposed: 300) { xs.share(replay: 1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/share.defaultArguments") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200, disposeAt: 300)
            subscribe(scheduler, { shared }, o2, at: 250, disposeAt: 350)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/share.replayBigForeverReplaysEverything") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: 100, scope: .forever)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200, disposeAt: 280)
            subscribe(scheduler, { shared }, o2, at: 300, disposeAt: 500)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/share.mapCountsEvaluations") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            var evaluations = 0
            let shared = xs.map { value -> Int in
                evaluations += 1
                return value * 10
            }.share(replay: 1)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 220)
            subscribe(scheduler, { shared }, o3, at: 280)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log("evaluations", evaluations)
        },
        Scenario("sharing/share.subjectSourceReentrantSubscribe") { log in
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            var bag: [Disposable] = []
            bag.append(shared.subscribe(onNext: { value in
                log("A", value)
                if value == 1 {
                    bag.append(shared.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") }))
                }
            }, onCompleted: { log("A completed") }))
            bag.append(shared.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") }))
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
            log("hasObservers", subject.hasObservers)
            for disposable in bag {
                disposable.dispose()
            }
        },

        // publish / connect
        Scenario("sharing/publish.subscribeBeforeConnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            subscribe(scheduler, { connectable }, o1, at: 100, disposeAt: 300)
            scheduler.scheduleAt(200) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o2, at: 250)
            scheduler.scheduleAt(335) { connection?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.disconnectLeavesOldSubscribersOnTheOldSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(205) { connection = connectable.connect() }
            scheduler.scheduleAt(250) { connection?.dispose() }
            subscribe(scheduler, { connectable }, o2, at: 260)
            scheduler.scheduleAt(300) { connection = connectable.connect() }
            scheduler.scheduleAt(345) { connection?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.completionEndsTheConnection") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let connectable = xs.publish()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o2, at: 230)
            scheduler.scheduleAt(240) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o3, at: 270)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.connectTwiceSharesTheConnection") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            let o1 = scheduler.createObserver(Int.self)
            var first: Disposable?
            var second: Disposable?
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(200) { first = connectable.connect() }
            scheduler.scheduleAt(220) { second = connectable.connect() }
            scheduler.scheduleAt(250) { second?.dispose() }
            scheduler.scheduleAt(260) { first?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.connectFromNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            var connection: Disposable?
            scheduler.scheduleAt(200) {
                _ = connectable.subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    if value == 2 {
                        let again = connectable.connect()
                        log("connect again returned the same", (again as AnyObject) === (connection as AnyObject))
                    }
                    if value == 3 {
                        connection?.dispose()
                        log("disposed connection")
                    }
                })
                connection = connectable.connect()
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.sourceErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, .error(390, TestError.a))
            let connectable = xs.publish()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o2, at: 395)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.synchronousSourceBeforeSubscribers") { log in
            let connectable = Observable.of(1, 2, 3).publish()
            let connection = connectable.connect()
            _ = connectable.subscribe(onNext: { log("late", $0) }, onCompleted: { log("late completed") })
            log("subscribed")
            connection.dispose()
        },
        Scenario("sharing/publish.synchronousSourceAfterSubscribers") { log in
            let connectable = Observable.of(1, 2, 3).publish()
            _ = connectable.subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
            _ = connectable.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            _ = connectable.connect()
            log("connected")
            _ = connectable.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") })
            log("C subscribed")
            _ = connectable.connect()
            log("connected again")
        },
        Scenario("sharing/publish.asObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            scheduler.scheduleAt(205) { _ = connectable.connect() }
            let res = scheduler.start { connectable.asObservable() }
            log.events(res)
            log.subscriptions(xs)
        },

        // replay / replayAll
        Scenario("sharing/replay.lateSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.replay(2)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 280)
            subscribe(scheduler, { connectable }, o2, at: 335, disposeAt: 345)
            subscribe(scheduler, { connectable }, o3, at: 395)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        },
        Scenario("sharing/replay.zeroBuffer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.replay(0)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 280)
            subscribe(scheduler, { connectable }, o2, at: 395)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/replay.oneAcrossDisconnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.replay(1)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            scheduler.scheduleAt(200) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 250)
            scheduler.scheduleAt(280) { connection?.dispose() }
            subscribe(scheduler, { connectable }, o2, at: 290)
            scheduler.scheduleAt(300) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o3, at: 335)
            scheduler.scheduleAt(345) { connection?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        },
        Scenario("sharing/replay.refCount") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.replay(2).refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200, disposeAt: 300)
            subscribe(scheduler, { shared }, o2, at: 280, disposeAt: 320)
            subscribe(scheduler, { shared }, o3, at: 325)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        },
        Scenario("sharing/replayAll.lateSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.replayAll()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            scheduler.scheduleAt(200) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 300)
            scheduler.scheduleAt(335) { connection?.dispose() }
            subscribe(scheduler, { connectable }, o2, at: 336)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/replayAll.afterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = coldSource(scheduler)
            let connectable = xs.replayAll()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 215)
            subscribe(scheduler, { connectable }, o2, at: 300)
            scheduler.scheduleAt(310) { _ = connectable.connect() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },

        // multicast
        Scenario("sharing/multicast.subjectSubscribeBeforeConnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let subject = PublishSubject<Int>()
            let connectable = xs.multicast(subject)
            let o1 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            subscribe(scheduler, { connectable }, o1, at: 100, disposeAt: 300)
            scheduler.scheduleAt(200) { connection = connectable.connect() }
            scheduler.scheduleAt(320) { connection?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
            log("hasObservers", subject.hasObservers)
        },
        Scenario("sharing/multicast.subjectReconnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.multicast(PublishSubject<Int>())
            let o1 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            scheduler.scheduleAt(100) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 200, disposeAt: 400)
            scheduler.scheduleAt(300) { connection?.dispose() }
            scheduler.scheduleAt(335) { connection = connectable.connect() }
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.subjectAfterCompletionConnectsAgain") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let subject = PublishSubject<Int>()
            let connectable = xs.multicast(subject)
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(200) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o2, at: 250)
            scheduler.scheduleAt(260) { _ = connectable.connect() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.sourceError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, .error(390, TestError.c))
            let connectable = xs.multicast(PublishSubject<Int>())
            let o1 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { _ = connectable.connect() }
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.replaySubjectSubscribeFromDoOnCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(405, 7), .next(430, 2), .completed(435)])
            let connectable = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1))
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(400) {
                _ = connectable
                    .do(onCompleted: { _ = connectable.subscribe(res) })
                    .subscribe(res)
                _ = connectable.connect()
            }
            scheduler.start()
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.publishSubjectSubscribeFromDoOnCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(405, 7), .next(430, 2), .completed(435)])
            let connectable = xs.multicast(PublishSubject<Int>())
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(400) {
                _ = connectable
                    .do(onCompleted: { _ = connectable.subscribe(res) })
                    .subscribe(res)
                _ = connectable.connect()
            }
            scheduler.start()
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.behaviorSubjectSubscribeFromDoOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(405, 7), .next(430, 2), .completed(435)])
            let connectable = xs.multicast(BehaviorSubject<Int>(value: 0))
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(400) {
                _ = connectable
                    .do(onNext: { if $0 == 7 { _ = connectable.subscribe(res) } })
                    .subscribe(res)
                _ = connectable.connect()
            }
            scheduler.start()
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.replaySubjectSubscribeFromNextHandlerOrder") { log in
            let subject = PublishSubject<Int>()
            let connectable = subject.multicast(ReplaySubject<Int>.create(bufferSize: 2))
            let connection = connectable.connect()
            var bag: [Disposable] = []
            bag.append(connectable.subscribe(onNext: { value in
                log("A", value)
                if value == 2 {
                    bag.append(connectable.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") }))
                    log("C subscribed")
                }
            }, onCompleted: { log("A completed") }))
            bag.append(connectable.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") }))
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
            connection.dispose()
        },
        Scenario("sharing/multicast.makeSubjectCountsSubjects") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = coldSource(scheduler)
            var made = 0
            let connectable = xs.multicast(makeSubject: { () -> ReplaySubject<Int> in
                made += 1
                return ReplaySubject.create(bufferSize: 1)
            })
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            subscribe(scheduler, { connectable }, o1, at: 200)
            scheduler.scheduleAt(205) { connection = connectable.connect() }
            subscribe(scheduler, { connectable }, o2, at: 222)
            scheduler.scheduleAt(230) { connection?.dispose() }
            subscribe(scheduler, { connectable }, o3, at: 240)
            scheduler.scheduleAt(250) { connection = connectable.connect() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
            log("made", made)
        },
        Scenario("sharing/multicast.selectorZip") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { ys in
                    Observable.zip(ys, ys.skip(1)) { $0 * 10 + $1 }
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorConcatAfterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start {
                xs.multicast({ ReplaySubject<Int>.create(bufferSize: 2) }, selector: { ys in
                    ys.concat(ys)
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorDisposedEarly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start(disposed: 300) {
                xs.multicast({ PublishSubject<Int>() }, selector: { ys in ys.map { $0 + 100 } })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler, .error(390, TestError.a))
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { ys in ys.map { $0 + 100 } })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.subjectSelectorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start {
                xs.multicast({ () throws -> PublishSubject<Int> in throw TestError.b }, selector: { ys in ys })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { (_: Observable<Int>) throws -> Observable<Int> in
                    throw TestError.c
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorIgnoresShared") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let res = scheduler.start {
                xs.multicast({ PublishSubject<Int>() }, selector: { _ in Observable.just(42) })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/multicast.selectorSynchronousSource") { log in
            _ = Observable.of(1, 2, 3)
                .multicast({ ReplaySubject<Int>.createUnbounded() }, selector: { ys in
                    Observable.zip(ys, ys.skip(1)) { "\($0)\($1)" }
                })
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
        },

        // refCount
        Scenario("sharing/refCount.publishSubscribeCycles") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.publish().refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 205, disposeAt: 250)
            subscribe(scheduler, { shared }, o2, at: 230, disposeAt: 280)
            subscribe(scheduler, { shared }, o3, at: 300)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.events(o3, "o3")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.errorThenResubscribe") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.a)])
            let shared = xs.publish().refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 250)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.withManualConnect") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            let shared = connectable.refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            var connection: Disposable?
            scheduler.scheduleAt(205) { connection = connectable.connect() }
            subscribe(scheduler, { shared }, o1, at: 230, disposeAt: 250)
            subscribe(scheduler, { connectable }, o2, at: 260)
            scheduler.scheduleAt(300) { connection?.dispose() }
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.disposeFromOwnNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.publish().refCount()
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = shared.subscribe(
                    onNext: { value in
                        log("next", value, "at", scheduler.clock)
                        if value == 2 { subscription?.dispose() }
                    },
                    onDisposed: { log("disposed at", scheduler.clock) }
                )
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.subscribeFromCompletedHandlerReconnects") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = xs.publish().refCount()
            var bag: [Disposable] = []
            scheduler.scheduleAt(200) {
                bag.append(shared.subscribe(
                    onNext: { log("A next", $0, "at", scheduler.clock) },
                    onCompleted: {
                        log("A completed at", scheduler.clock)
                        bag.append(shared.subscribe(
                            onNext: { log("B next", $0, "at", scheduler.clock) },
                            onCompleted: { log("B completed at", scheduler.clock) }
                        ))
                    }
                ))
            }
            scheduler.start()
            log.subscriptions(xs)
            for disposable in bag {
                disposable.dispose()
            }
        },
        Scenario("sharing/refCount.subjectAlreadyCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let subject = PublishSubject<Int>()
            subject.onCompleted()
            let shared = xs.multicast(subject).refCount()
            let res = scheduler.start { shared }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.replaySubjectAlreadyCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            let shared = xs.multicast(subject).refCount()
            let res = scheduler.start { shared }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.subjectAlreadyCompletedTwoSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let subject = BehaviorSubject<Int>(value: 5)
            let shared = xs.multicast(subject).refCount()
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(150) { subject.onError(TestError.b) }
            subscribe(scheduler, { shared }, o1, at: 200)
            subscribe(scheduler, { shared }, o2, at: 250)
            scheduler.start()
            log.events(o1, "o1")
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.disposedSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let subject = PublishSubject<Int>()
            subject.dispose()
            let res = scheduler.start { xs.multicast(subject).refCount() }
            log.events(res)
            log.subscriptions(xs)
        },

        // Re-entrancy around connecting, disposing and terminating.
        Scenario("sharing/share.subscribeFromSourceOnSubscribe") { log in
            for (replay, scope) in [(0, SubjectLifetimeScope.whileConnected), (1, .whileConnected), (2, .whileConnected),
                                    (1, .forever)] {
                var shared: Observable<Int>!
                var inner: Disposable?
                var subscribes = 0
                shared = Observable.of(1, 2)
                    .do(onSubscribe: {
                        subscribes += 1
                        if inner == nil {
                            inner = shared.subscribe(onNext: { log("inner", $0) }, onCompleted: { log("inner completed") })
                        }
                    })
                    .share(replay: replay, scope: scope)
                _ = shared.subscribe(onNext: { log("outer", $0) }, onCompleted: { log("outer completed") })
                log("replay", replay, "subscribes", subscribes)
                inner?.dispose()
                shared = nil
            }
        },
        Scenario("sharing/share.concatWithItself") { log in
            let scheduler = TestScheduler(initialClock: 0)
            for (label, replay, scope) in shareForms {
                let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
                let shared = xs.share(replay: replay, scope: scope)
                let observer = scheduler.createObserver(Int.self)
                let start = scheduler.clock + 100
                var subscription: Disposable?
                scheduler.scheduleAt(start) { subscription = shared.concat(shared).subscribe(observer) }
                scheduler.scheduleAt(start + 90) { subscription?.dispose() }
                scheduler.advanceTo(start + 100)
                log(label)
                log.events(observer)
                log.subscriptions(xs)
            }
        },
        Scenario("sharing/share.flatMapResubscribesInner") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let ys = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(25)])
            let shared = ys.share(replay: 1)
            let res = scheduler.start { xs.flatMap { x in shared.map { x * 100 + $0 } } }
            log.events(res)
            log.subscriptions(xs, "xs")
            log.subscriptions(ys, "ys")
        },
        Scenario("sharing/share.takeOneOfSynchronousSource") { log in
            for (label, replay, scope) in shareForms {
                var subscribes = 0
                let shared = Observable<Int>.deferred {
                    subscribes += 1
                    return Observable.of(1, 2, 3)
                }.do(onNext: { log("source", $0) }, onDispose: { log("source dispose") })
                    .share(replay: replay, scope: scope)
                _ = shared.take(1).subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
                _ = shared.take(2).subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
                log(label, "subscribes", subscribes)
            }
        },
        Scenario("sharing/share.errorFromMapBeforeShare") { log in
            let scheduler = TestScheduler(initialClock: 0)
            for (label, replay, scope) in shareForms {
                let start = scheduler.clock + 100
                let xs = scheduler.createHotObservable([
                    .next(start + 10, 1), .next(start + 20, 2), .next(start + 30, 3), .completed(start + 40),
                ])
                let shared = xs.map { value -> Int in
                    if value == 2 { throw TestError.b }
                    return value
                }.share(replay: replay, scope: scope)
                let o1 = scheduler.createObserver(Int.self)
                let o2 = scheduler.createObserver(Int.self)
                scheduler.scheduleAt(start) { _ = shared.subscribe(o1) }
                scheduler.scheduleAt(start + 25) { _ = shared.subscribe(o2) }
                scheduler.advanceTo(start + 100)
                log(label)
                log.events(o1, "o1")
                log.events(o2, "o2")
                log.subscriptions(xs)
            }
        },
        Scenario("sharing/share.sameTickSubscribeAndEmit") { log in
            let scheduler = TestScheduler(initialClock: 0)
            for (label, replay, scope) in shareForms {
                let start = scheduler.clock + 100
                let xs = scheduler.createHotObservable([.next(start + 10, 1), .next(start + 20, 2), .completed(start + 30)])
                let shared = xs.share(replay: replay, scope: scope)
                let o1 = scheduler.createObserver(Int.self)
                let o2 = scheduler.createObserver(Int.self)
                let o3 = scheduler.createObserver(Int.self)
                var d1: Disposable?
                scheduler.scheduleAt(start) { d1 = shared.subscribe(o1) }
                scheduler.scheduleAt(start + 10) { _ = shared.subscribe(o2) }
                scheduler.scheduleAt(start + 20) { d1?.dispose() }
                scheduler.scheduleAt(start + 20) { _ = shared.subscribe(o3) }
                scheduler.advanceTo(start + 100)
                log(label)
                log.events(o1, "o1")
                log.events(o2, "o2")
                log.events(o3, "o3")
                log.subscriptions(xs)
            }
        },
        Scenario("sharing/share.sourceErrorsOnSubscribe") { log in
            for (label, replay, scope) in shareForms {
                var subscribes = 0
                let shared = Observable<Int>.deferred { () -> Observable<Int> in
                    subscribes += 1
                    return Observable.error(TestError.a)
                }.share(replay: replay, scope: scope)
                _ = shared.subscribe(onError: { log("A", describe($0)) })
                _ = shared.subscribe(onError: { log("B", describe($0)) })
                log(label, "subscribes", subscribes)
            }
        },
        Scenario("sharing/share.delayedSubscribers") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: 1)
            let res = scheduler.start {
                Observable.merge(shared, shared.delay(.seconds(15), scheduler: scheduler).map { $0 * 10 })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/share.startWithAndSkip") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.share(replay: 1, scope: .forever)
            let res = scheduler.start(disposed: 300) {
                Observable.combineLatest(shared.startWith(-1), shared.skip(1)) { "\($0)/\($1)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("sharing/publish.connectionDisposedFromNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let connectable = xs.publish()
            var connection: Disposable?
            let o1 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = connectable.subscribe(onNext: { if $0 == 2 { connection?.dispose() } })
                _ = connectable.subscribe(o1)
                connection = connectable.connect()
            }
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.disposeOtherFromNextHandler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.publish().refCount()
            var second: Disposable?
            let o2 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = shared.subscribe(onNext: { if $0 == 2 { second?.dispose() } })
                second = shared.subscribe(o2)
            }
            scheduler.start()
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
        Scenario("sharing/refCount.lastSubscriberLeavesFromItsHandlerThenResubscribe") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = hotSource(scheduler)
            let shared = xs.replay(1).refCount()
            var first: Disposable?
            var second: Disposable?
            let o2 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                first = shared.subscribe(onNext: { value in
                    log("first", value)
                    if value == 2 {
                        first?.dispose()
                        second = shared.subscribe(o2)
                    }
                })
            }
            scheduler.scheduleAt(300) { second?.dispose() }
            scheduler.start()
            log.events(o2, "o2")
            log.subscriptions(xs)
        },
    ]
    return scenarios
}
