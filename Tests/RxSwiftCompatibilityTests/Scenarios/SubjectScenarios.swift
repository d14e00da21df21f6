// SendableRx compatibility scenarios — subjects and relays.

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

/// Feeds `observer` the events of RxSwift's subject tests: 3 at 70 (before anyone subscribes) up to 11 at 410,
/// with `terminal` at 630 and late events after it.
private func feed(
    _ scheduler: TestScheduler,
    _ observer: AnyObserver<Int>,
    _ terminal: Event<Int> = .completed
) {
    let events: [(TestTime, Event<Int>)] = [
        (70, .next(3)), (110, .next(2)), (220, .next(3)), (270, .next(4)), (340, .next(5)), (410, .next(6)),
        (520, .next(7)), (630, terminal), (640, .next(9)), (650, .completed), (660, .error(TestError.c)),
    ]
    for (time, event) in events {
        scheduler.scheduleAt(time) { observer.on(event) }
    }
}

/// Subscribes three observers at 100/400, 300/600 and 500/800 the way RxSwift's subject tests do, runs the
/// scheduler and writes what each saw.
private func threeSubscribers<Subject: ObservableType>(
    _ log: Log,
    _ scheduler: TestScheduler,
    _ subject: Subject
) where Subject.Element == Int {
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    let times: [(TestTime, TestTime)] = [(100, 400), (300, 600), (500, 800)]
    for (observer, (subscribe, dispose)) in zip(observers, times) {
        var subscription: Disposable?
        scheduler.scheduleAt(subscribe) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(dispose) { subscription?.dispose() }
    }
    scheduler.start()
    for (index, observer) in observers.enumerated() {
        log.events(observer, "o\(index + 1)")
    }
}

/// The kinds of subject the generic scenarios run on, by label.
private enum SubjectKind: CaseIterable {
    case publish
    case behavior
    case replay1
    case replay3
    case replay0
    case replayAll
    case async

    var label: String { "\(self)" }
}

/// A subject of `kind`: its observable side, its observer side, and its `dispose`.
private struct AnySubject {
    let observable: Observable<Int>
    let observer: AnyObserver<Int>
    let hasObservers: () -> Bool
    let dispose: (() -> Void)?

    init(_ kind: SubjectKind) {
        switch kind {
        case .publish:
            let subject = PublishSubject<Int>()
            observable = subject.asObservable()
            observer = subject.asObserver()
            hasObservers = { subject.hasObservers }
            dispose = subject.dispose
        case .behavior:
            let subject = BehaviorSubject<Int>(value: 100)
            observable = subject.asObservable()
            observer = subject.asObserver()
            hasObservers = { subject.hasObservers }
            dispose = subject.dispose
        case .replay1, .replay3, .replay0, .replayAll:
            let subject: ReplaySubject<Int>
            switch kind {
            case .replay1: subject = ReplaySubject.create(bufferSize: 1)
            case .replay3: subject = ReplaySubject.create(bufferSize: 3)
            case .replay0: subject = ReplaySubject.create(bufferSize: 0)
            default: subject = ReplaySubject.createUnbounded()
            }
            observable = subject.asObservable()
            observer = subject.asObserver()
            hasObservers = { subject.hasObservers }
            dispose = subject.dispose
        case .async:
            let subject = AsyncSubject<Int>()
            observable = subject.asObservable()
            observer = subject.asObserver()
            hasObservers = { subject.hasObservers }
            dispose = nil
        }
    }
}

func subjectScenarios() -> [Scenario] {
    var scenarios: [Scenario] = []

    for kind in SubjectKind.allCases {
        let name = "subjects/\(kind.label)"
        scenarios.append(Scenario("\(name).threeSubscribersCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            feed(scheduler, subject.observer)
            threeSubscribers(log, scheduler, subject.observable)
        })
        scenarios.append(Scenario("\(name).threeSubscribersError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            feed(scheduler, subject.observer, .error(TestError.a))
            threeSubscribers(log, scheduler, subject.observable)
        })
        scenarios.append(Scenario("\(name).subscribeAfterTerminal") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            subject.observer.onCompleted()
            subject.observer.onNext(3)
            subject.observer.onError(TestError.a)
            let disposable = subject.observable.subscribe(
                onNext: { log("next", $0) }, onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }, onDisposed: { log("disposed") }
            )
            log("hasObservers", subject.hasObservers())
            disposable.dispose()
        })
        scenarios.append(Scenario("\(name).subscribeAfterError") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            subject.observer.onError(TestError.b)
            subject.observer.onCompleted()
            _ = subject.observable.subscribe(
                onNext: { log("next", $0) }, onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }, onDisposed: { log("disposed") }
            )
        })
        scenarios.append(Scenario("\(name).hasObservers") { log in
            let subject = AnySubject(kind)
            log("initially", subject.hasObservers())
            let first = subject.observable.subscribe(onNext: { _ in })
            log("after first", subject.hasObservers())
            let second = subject.observable.subscribe(onNext: { _ in })
            first.dispose()
            log("after disposing first", subject.hasObservers())
            second.dispose()
            log("after disposing second", subject.hasObservers())
            _ = subject.observable.subscribe(onNext: { _ in })
            subject.observer.onCompleted()
            log("after completion", subject.hasObservers())
        })
        scenarios.append(Scenario("\(name).subscribeFromNextHandler") { log in
            let subject = AnySubject(kind)
            var bag: [Disposable] = []
            bag.append(subject.observable.subscribe(onNext: { value in
                log("A", value)
                if value == 2 {
                    bag.append(subject.observable.subscribe(
                        onNext: { log("C", $0) }, onCompleted: { log("C completed") }
                    ))
                    log("C subscribed")
                }
            }, onCompleted: { log("A completed") }))
            bag.append(subject.observable.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") }))
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            subject.observer.onNext(3)
            subject.observer.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
        })
        scenarios.append(Scenario("\(name).subscribeFromCompletedHandler") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            _ = subject.observable.subscribe(onNext: { log("A", $0) }, onCompleted: {
                log("A completed")
                _ = subject.observable.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") })
                log("C subscribed")
            })
            _ = subject.observable.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            subject.observer.onCompleted()
        })
        scenarios.append(Scenario("\(name).subscribeFromErrorHandler") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            _ = subject.observable.subscribe(onNext: { log("A", $0) }, onError: { error in
                log("A error", describe(error))
                _ = subject.observable.subscribe(onNext: { log("C", $0) }, onError: { log("C error", describe($0)) })
                log("C subscribed")
            })
            _ = subject.observable.subscribe(onNext: { log("B", $0) }, onError: { log("B error", describe($0)) })
            subject.observer.onError(TestError.a)
        })
        scenarios.append(Scenario("\(name).subscribeFromReplayHandler") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            var bag: [Disposable] = []
            var nested = false
            bag.append(subject.observable.subscribe(onNext: { value in
                log("A", value)
                if !nested {
                    nested = true
                    bag.append(subject.observable.subscribe(onNext: { log("C", $0) }))
                    log("C subscribed")
                }
            }))
            subject.observer.onNext(3)
            subject.observer.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
        })
        scenarios.append(Scenario("\(name).disposeOwnSubscriptionFromNextHandler") { log in
            let subject = AnySubject(kind)
            var own: Disposable?
            own = subject.observable.subscribe(onNext: { value in
                log("A", value)
                if value == 2 {
                    own?.dispose()
                }
            }, onCompleted: { log("A completed") }, onDisposed: { log("A disposed") })
            let other = subject.observable.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            subject.observer.onNext(3)
            subject.observer.onCompleted()
            other.dispose()
        })
        scenarios.append(Scenario("\(name).observerOrderAfterFirstLeaves") { log in
            let subject = AnySubject(kind)
            let first = subject.observable.subscribe(onNext: { log("A", $0) })
            let second = subject.observable.subscribe(onNext: { log("B", $0) })
            let third = subject.observable.subscribe(onNext: { log("C", $0) })
            subject.observer.onNext(1)
            first.dispose()
            let fourth = subject.observable.subscribe(onNext: { log("D", $0) })
            subject.observer.onNext(2)
            third.dispose()
            let fifth = subject.observable.subscribe(onNext: { log("E", $0) })
            subject.observer.onNext(3)
            second.dispose()
            fourth.dispose()
            let sixth = subject.observable.subscribe(onNext: { log("F", $0) })
            subject.observer.onNext(4)
            subject.observer.onCompleted()
            for disposable in [fifth, sixth] {
                disposable.dispose()
            }
        })
        scenarios.append(Scenario("\(name).manyObserversOrder") { log in
            let subject = AnySubject(kind)
            var bag: [Disposable] = []
            var seen: [Int] = []
            for index in 0..<31 {
                bag.append(subject.observable.subscribe(onNext: { if $0 == 5 { seen.append(index) } }))
            }
            bag[3].dispose()
            bag[0].dispose()
            bag.append(subject.observable.subscribe(onNext: { if $0 == 5 { seen.append(100) } }))
            bag.append(subject.observable.subscribe(onNext: { if $0 == 5 { seen.append(101) } }))
            subject.observer.onNext(5)
            log("order", seen.map { "\($0)" }.joined(separator: " "))
            subject.observer.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
        })
        scenarios.append(Scenario("\(name).disposeTwiceAndAfterCompletion") { log in
            let subject = AnySubject(kind)
            let subscription = subject.observable.subscribe(onNext: { log("A", $0) }, onDisposed: { log("A disposed") })
            subject.observer.onNext(1)
            subscription.dispose()
            subscription.dispose()
            subject.observer.onNext(2)
            let second = subject.observable.subscribe(
                onNext: { log("B", $0) }, onCompleted: { log("B completed") }, onDisposed: { log("B disposed") }
            )
            subject.observer.onCompleted()
            second.dispose()
            log("hasObservers", subject.hasObservers())
        })
        scenarios.append(Scenario("\(name).marbleStart") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            feed(scheduler, subject.observer)
            let res = scheduler.start(disposed: 600) { subject.observable }
            log.events(res)
        })
        scenarios.append(Scenario("\(name).boundToHotObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .completed(230), .next(240, 4),
            ])
            scheduler.scheduleAt(100) { _ = xs.subscribe(subject.observer) }
            let res = scheduler.start { subject.observable.map { $0 * 2 } }
            log.events(res)
            log.subscriptions(xs)
        })
        // Not for AsyncSubject: its only element arrives during the completion delivery, and an observer disposed
        // during a delivery still gets the rest of it in RxSwift (an intended difference, see the migration guide).
        if kind != .async { scenarios.append(Scenario("\(name).hasObserversInsideHandlers") { log in
            let subject = AnySubject(kind)
            var own: Disposable?
            own = subject.observable.subscribe(onNext: { value in
                log("next", value, "hasObservers", subject.hasObservers())
                if value == 2 {
                    own?.dispose()
                    log("after own dispose", subject.hasObservers())
                }
            }, onCompleted: { log("completed hasObservers", subject.hasObservers()) })
            subject.observer.onNext(1)
            subject.observer.onNext(2)
            let other = subject.observable.subscribe(onCompleted: { log("other completed hasObservers", subject.hasObservers()) })
            subject.observer.onCompleted()
            log("after completion", subject.hasObservers())
            other.dispose()
            log("after other disposed", subject.hasObservers())
        }) }
        scenarios.append(Scenario("\(name).sameObserverTwice") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            let observer = scheduler.createObserver(Int.self)
            var first: Disposable?
            scheduler.scheduleAt(100) { subject.observer.onNext(1) }
            scheduler.scheduleAt(200) { first = subject.observable.subscribe(observer) }
            scheduler.scheduleAt(210) { subject.observer.onNext(2) }
            scheduler.scheduleAt(220) { _ = subject.observable.subscribe(observer) }
            scheduler.scheduleAt(230) { subject.observer.onNext(3) }
            scheduler.scheduleAt(240) { first?.dispose() }
            scheduler.scheduleAt(250) { subject.observer.onNext(4) }
            scheduler.scheduleAt(260) { subject.observer.onCompleted() }
            scheduler.start()
            log.events(observer)
        })
        scenarios.append(Scenario("\(name).takeOneSubscribers") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            let first = subject.observable.take(1).subscribe(
                onNext: { log("A", $0) }, onCompleted: { log("A completed") }, onDisposed: { log("A disposed") }
            )
            log("hasObservers", subject.hasObservers())
            subject.observer.onNext(2)
            let second = subject.observable.take(1).subscribe(
                onNext: { log("B", $0) }, onCompleted: { log("B completed") }, onDisposed: { log("B disposed") }
            )
            log("hasObservers", subject.hasObservers())
            subject.observer.onNext(3)
            subject.observer.onCompleted()
            log("hasObservers", subject.hasObservers())
            first.dispose()
            second.dispose()
        })
        scenarios.append(Scenario("\(name).subscribeAndDisposeFromNextHandler") { log in
            let subject = AnySubject(kind)
            subject.observer.onNext(1)
            var bag: [Disposable] = []
            bag.append(subject.observable.subscribe(onNext: { value in
                log("A", value)
                if value == 2 {
                    let inner = subject.observable.subscribe(
                        onNext: { log("C", $0) }, onCompleted: { log("C completed") }, onDisposed: { log("C disposed") }
                    )
                    inner.dispose()
                    log("C disposed by A")
                }
            }, onCompleted: { log("A completed") }))
            subject.observer.onNext(2)
            subject.observer.onNext(3)
            subject.observer.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
        })
        scenarios.append(Scenario("\(name).concatSelf") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = AnySubject(kind)
            scheduler.scheduleAt(150) { subject.observer.onNext(1) }
            scheduler.scheduleAt(210) { subject.observer.onNext(2) }
            scheduler.scheduleAt(220) { subject.observer.onCompleted() }
            let res = scheduler.start { subject.observable.concat(subject.observable) }
            log.events(res)
        })
        if kind != .async {
            scenarios.append(Scenario("\(name).disposeSubject") { log in
                let subject = AnySubject(kind)
                let observer = subject.observable.subscribe(
                    onNext: { log("A", $0) }, onError: { log("A error", describe($0)) },
                    onCompleted: { log("A completed") }, onDisposed: { log("A disposed") }
                )
                subject.observer.onNext(1)
                subject.dispose?()
                log("hasObservers", subject.hasObservers())
                subject.observer.onNext(2)
                subject.observer.onCompleted()
                _ = subject.observable.subscribe(
                    onNext: { log("B", $0) }, onError: { log("B error", describe($0)) },
                    onCompleted: { log("B completed") }, onDisposed: { log("B disposed") }
                )
                observer.dispose()
                subject.dispose?()
            })
            scenarios.append(Scenario("\(name).disposeSubjectAfterCompletion") { log in
                let subject = AnySubject(kind)
                subject.observer.onNext(1)
                subject.observer.onCompleted()
                subject.dispose?()
                _ = subject.observable.subscribe(
                    onNext: { log("B", $0) }, onError: { log("B error", describe($0)) },
                    onCompleted: { log("B completed") }, onDisposed: { log("B disposed") }
                )
            })
            scenarios.append(Scenario("\(name).disposeSubjectFromNextHandler") { log in
                let subject = AnySubject(kind)
                _ = subject.observable.subscribe(onNext: { value in
                    log("A", value)
                    if value == 2 {
                        subject.dispose?()
                    }
                }, onError: { log("A error", describe($0)) }, onCompleted: { log("A completed") })
                subject.observer.onNext(1)
                subject.observer.onNext(2)
                subject.observer.onNext(3)
                subject.observer.onCompleted()
                log("hasObservers", subject.hasObservers())
            })
        }
    }

    scenarios += [
        // BehaviorSubject's value()
        Scenario("subjects/behavior.value") { log in
            let subject = BehaviorSubject<Int>(value: 1)
            attempt(log, "initial") { try subject.value() }
            subject.onNext(2)
            attempt(log, "after next") { try subject.value() }
            subject.onCompleted()
            attempt(log, "after completed") { try subject.value() }
            subject.onNext(3)
            attempt(log, "after late next") { try subject.value() }
            subject.dispose()
            attempt(log, "after dispose") { try subject.value() }
        },
        Scenario("subjects/behavior.valueAfterError") { log in
            let subject = BehaviorSubject<Int>(value: 1)
            subject.onNext(2)
            subject.onError(TestError.b)
            attempt(log, "after error") { try subject.value() }
            subject.onNext(3)
            attempt(log, "after late next") { try subject.value() }
            subject.dispose()
            attempt(log, "after dispose") { try subject.value() }
        },
        Scenario("subjects/behavior.valueInsideHandlers") { log in
            let subject = BehaviorSubject<Int>(value: 1)
            _ = subject.subscribe(onNext: { value in
                attempt(log, "inside next \(value)") { try subject.value() }
            }, onCompleted: {
                attempt(log, "inside completed") { try subject.value() }
            })
            subject.onNext(2)
            subject.onCompleted()
        },
        Scenario("subjects/behavior.subscribeGetsCurrentValueImmediately") { log in
            let subject = BehaviorSubject<String>(value: "a")
            _ = subject.subscribe(onNext: { log("A", $0) }, onDisposed: { log("A disposed") })
            log("after A subscribed")
            subject.onNext("b")
            _ = subject.subscribe(onNext: { log("B", $0) })
            log("after B subscribed")
            subject.onNext("c")
            subject.onCompleted()
        },
        Scenario("subjects/behavior.reentrantSubscribeSeesLatest") { log in
            let subject = BehaviorSubject<Int>(value: 0)
            var bag: [Disposable] = []
            bag.append(subject.subscribe(onNext: { value in
                log("A", value)
                if value == 1 {
                    bag.append(subject.subscribe(onNext: { inner in
                        log("C", inner)
                        attempt(log, "value inside C") { try subject.value() }
                    }))
                }
            }))
            bag.append(subject.subscribe(onNext: { log("B", $0) }))
            subject.onNext(1)
            subject.onNext(2)
            for disposable in bag {
                disposable.dispose()
            }
        },

        // ReplaySubject specifics
        Scenario("subjects/replay.bufferTrimming") { log in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            for value in 1...5 {
                subject.onNext(value)
            }
            _ = subject.subscribe(onNext: { log("A", $0) })
            subject.onNext(6)
            _ = subject.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            subject.onCompleted()
            _ = subject.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") })
        },
        Scenario("subjects/replay.unboundedAfterError") { log in
            let subject = ReplaySubject<Int>.createUnbounded()
            for value in 1...4 {
                subject.onNext(value)
            }
            subject.onError(TestError.a)
            _ = subject.subscribe(onNext: { log("A", $0) }, onError: { log("A error", describe($0)) })
        },
        Scenario("subjects/replay.replayHandlerSubscribesAgain") { log in
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            subject.onNext(1)
            subject.onNext(2)
            var depth = 0
            var bag: [Disposable] = []
            func subscribeNested(_ label: String) {
                bag.append(subject.subscribe(onNext: { value in
                    log(label, value)
                    if depth < 2 && value == 1 {
                        depth += 1
                        subscribeNested(label + "+")
                    }
                }, onCompleted: { log(label, "completed") }))
            }
            subscribeNested("A")
            subject.onNext(3)
            subject.onCompleted()
            for disposable in bag {
                disposable.dispose()
            }
        },
        Scenario("subjects/replay.disposeFromReplayHandler") { log in
            let subject = ReplaySubject<Int>.create(bufferSize: 3)
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            _ = subject.take(2).subscribe(
                onNext: { log("A", $0) }, onCompleted: { log("A completed") }, onDisposed: { log("A disposed") }
            )
            log("hasObservers", subject.hasObservers)
            subject.onNext(4)
        },
        Scenario("subjects/replay.marbleLateSubscriber") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            feed(scheduler, subject.asObserver())
            let res = scheduler.start(created: 100, subscribed: 300, disposed: 700) { subject }
            log.events(res)
        },

        // AsyncSubject specifics
        Scenario("subjects/async.emptyCompletes") { log in
            let subject = AsyncSubject<Int>()
            _ = subject.subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
            subject.onCompleted()
            _ = subject.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
        },
        Scenario("subjects/async.orderAcrossObservers") { log in
            let subject = AsyncSubject<Int>()
            _ = subject.subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
            _ = subject.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            subject.onNext(1)
            subject.onNext(2)
            log("before completion")
            subject.onCompleted()
        },
        Scenario("subjects/async.subscribeFromNextOfLast") { log in
            let subject = AsyncSubject<Int>()
            _ = subject.subscribe(onNext: { value in
                log("A", value)
                _ = subject.subscribe(onNext: { log("C", $0) }, onCompleted: { log("C completed") })
                log("C subscribed")
            }, onCompleted: { log("A completed") })
            _ = subject.subscribe(onNext: { log("B", $0) }, onCompleted: { log("B completed") })
            subject.onNext(7)
            subject.onCompleted()
        },
        Scenario("subjects/async.errorDropsElement") { log in
            let subject = AsyncSubject<Int>()
            subject.onNext(1)
            subject.onError(TestError.a)
            _ = subject.subscribe(onNext: { log("A", $0) }, onError: { log("A error", describe($0)) })
        },

        // Subjects through operators and as observers.
        Scenario("subjects/publish.bindToSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let o1 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = subject.subscribe(o1) }
            scheduler.scheduleAt(205) { _ = xs.subscribe(subject) }
            scheduler.start()
            log.events(o1, "o1")
            log.subscriptions(xs)
        },
        Scenario("subjects/publish.mergeOfSubjects") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let a = PublishSubject<Int>()
            let b = BehaviorSubject<Int>(value: 9)
            scheduler.scheduleAt(210) { a.onNext(1) }
            scheduler.scheduleAt(220) { b.onNext(2) }
            scheduler.scheduleAt(230) { a.onCompleted() }
            scheduler.scheduleAt(240) { b.onNext(3) }
            scheduler.scheduleAt(250) { b.onCompleted() }
            let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
            log.events(res)
        },
        Scenario("subjects/publish.startWithSubjectAsObservable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let subject = PublishSubject<Int>()
            scheduler.scheduleAt(150) { subject.onNext(0) }
            scheduler.scheduleAt(210) { subject.onNext(1) }
            scheduler.scheduleAt(220) { subject.onCompleted() }
            scheduler.scheduleAt(230) { subject.onNext(2) }
            let res = scheduler.start { subject.asObservable() }
            log.events(res)
        },
        Scenario("subjects/publish.asObserverMapping") { log in
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") })
            let observer = subject.asObserver().mapObserver { (text: String) in text.count }
            observer.onNext("abc")
            observer.onNext("")
            observer.onCompleted()
            observer.onNext("late")
        },

        // Relays
        Scenario("subjects/publishRelay.accept") { log in
            let relay = PublishRelay<Int>()
            relay.accept(0)
            let first = relay.subscribe(onNext: { log("A", $0) }, onCompleted: { log("A completed") })
            relay.accept(1)
            let second = relay.asObservable().subscribe(onNext: { log("B", $0) })
            relay.accept(2)
            first.dispose()
            relay.accept(3)
            second.dispose()
            relay.accept(4)
        },
        Scenario("subjects/publishRelay.asInfallible") { log in
            let relay = PublishRelay<Int>()
            let subscription = relay.asInfallible().subscribe(
                onNext: { log("next", $0) }, onCompleted: { log("completed") }, onDisposed: { log("disposed") }
            )
            relay.accept(1)
            relay.accept(2)
            subscription.dispose()
        },
        Scenario("subjects/publishRelay.reentrantSubscribe") { log in
            let relay = PublishRelay<Int>()
            var bag: [Disposable] = []
            bag.append(relay.subscribe(onNext: { value in
                log("A", value)
                if value == 1 {
                    bag.append(relay.subscribe(onNext: { log("C", $0) }))
                }
            }))
            bag.append(relay.subscribe(onNext: { log("B", $0) }))
            relay.accept(1)
            relay.accept(2)
            for disposable in bag {
                disposable.dispose()
            }
        },
        Scenario("subjects/behaviorRelay.value") { log in
            let relay = BehaviorRelay<Int>(value: 1)
            log("value", relay.value)
            let subscription = relay.subscribe(onNext: { value in
                log("next", value, "value", relay.value)
            })
            relay.accept(2)
            log("value", relay.value)
            subscription.dispose()
            relay.accept(3)
            log("value", relay.value)
            _ = relay.asObservable().take(1).subscribe(onNext: { log("late", $0) }, onCompleted: { log("late completed") })
        },
        Scenario("subjects/behaviorRelay.reentrantSubscribe") { log in
            let relay = BehaviorRelay<Int>(value: 0)
            var bag: [Disposable] = []
            bag.append(relay.subscribe(onNext: { value in
                log("A", value)
                if value == 1 {
                    bag.append(relay.subscribe(onNext: { log("C", $0) }))
                }
            }))
            bag.append(relay.subscribe(onNext: { log("B", $0) }))
            relay.accept(1)
            relay.accept(2)
            for disposable in bag {
                disposable.dispose()
            }
        },
        Scenario("subjects/behaviorRelay.asInfallibleMarble") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let relay = BehaviorRelay<Int>(value: 0)
            scheduler.scheduleAt(150) { relay.accept(1) }
            scheduler.scheduleAt(210) { relay.accept(2) }
            scheduler.scheduleAt(220) { relay.accept(3) }
            let res = scheduler.start(disposed: 300) { relay.asInfallible().asObservable() }
            log.events(res)
        },
        Scenario("subjects/replayRelay.bufferAndUnbound") { log in
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            let all = ReplayRelay<Int>.createUnbound()
            for value in 1...4 {
                relay.accept(value)
                all.accept(value)
            }
            let bounded = relay.subscribe(onNext: { log("bounded", $0) })
            let unbound = all.asObservable().subscribe(onNext: { log("unbound", $0) })
            relay.accept(5)
            let infallible = relay.asInfallible().subscribe(onNext: { log("infallible", $0) })
            for disposable in [bounded, unbound, infallible] {
                disposable.dispose()
            }
        },
        Scenario("subjects/replayRelay.zeroBuffer") { log in
            let relay = ReplayRelay<Int>.create(bufferSize: 0)
            relay.accept(1)
            _ = relay.subscribe(onNext: { log("A", $0) })
            relay.accept(2)
        },
        Scenario("subjects/replayRelay.reentrantSubscribe") { log in
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            var bag: [Disposable] = []
            bag.append(relay.subscribe(onNext: { value in
                log("A", value)
                if value == 2 {
                    bag.append(relay.subscribe(onNext: { log("C", $0) }))
                }
            }))
            bag.append(relay.subscribe(onNext: { log("B", $0) }))
            relay.accept(1)
            relay.accept(2)
            relay.accept(3)
            for disposable in bag {
                disposable.dispose()
            }
        },
        Scenario("subjects/relay.bindToRelays") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let publish = PublishRelay<Int>()
            let behavior = BehaviorRelay<Int>(value: 0)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let o1 = scheduler.createObserver(Int.self)
            let o2 = scheduler.createObserver(Int.self)
            let o3 = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = publish.subscribe(o1)
                _ = behavior.subscribe(o2)
                _ = xs.bind(to: publish)
                _ = xs.bind(to: behavior)
                _ = xs.bind(to: replay)
            }
            scheduler.scheduleAt(240) { _ = replay.subscribe(o3) }
            scheduler.start()
            log.events(o1, "publish")
            log.events(o2, "behavior")
            log.events(o3, "replay")
            log("behavior value", behavior.value)
            log.subscriptions(xs)
        },
    ]
    return scenarios
}
