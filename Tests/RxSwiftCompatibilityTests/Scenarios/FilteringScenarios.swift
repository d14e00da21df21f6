// SendableRx compatibility scenarios — filtering operators.

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

func filteringScenarios() -> [Scenario] {
    filteringFilterScenarios() + filteringTakeScenarios() + filteringTakeUntilScenarios()
        + filteringSkipScenarios() + filteringElementScenarios() + filteringIfEmptyScenarios()
        + filteringReentrancyScenarios()
}

/// A hot source: one value before subscription, values 2...9 between 210 and 580, completion at 600.
private func numbersHot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
        .next(110, 1), .next(210, 2), .next(240, 3), .next(290, 4), .next(350, 5), .next(380, 6),
        .next(410, 7), .next(450, 8), .next(580, 9), .completed(600), .next(610, 10),
    ])
}

private struct Item {
    let id: Int
    let name: String
}

private func filteringFilterScenarios() -> [Scenario] {
    [
        Scenario("filtering/filter") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/filterNothingPasses") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.filter { _ in false } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/filterError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, TestError.a)])
            let res = scheduler.start { xs.filter { $0 > 2 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/filterThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start {
                xs.filter { value -> Bool in
                    if value == 5 { throw TestError.b }
                    return value % 2 == 1
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/filterDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start(disposed: 400) { xs.filter { $0 % 2 == 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/filterDisposeFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            var subscription: Disposable?
            var tested: [Int] = []
            scheduler.scheduleAt(200) {
                subscription = xs.filter { value -> Bool in
                    tested.append(value)
                    return value > 2
                }.subscribe(onNext: { value in
                    log("next", value, "at", scheduler.clock)
                    subscription?.dispose()
                }, onDisposed: { log("disposed at", scheduler.clock) })
            }
            scheduler.start()
            log("tested", tested)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChanged") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
                .next(230, 1), .next(240, 2), .completed(250),
            ])
            let res = scheduler.start { xs.distinctUntilChanged() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedFirstAlwaysPasses") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 5), .next(210, 5), .next(220, 5), .completed(230)])
            let res = scheduler.start { xs.distinctUntilChanged() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedKeySelector") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, "ab"), .next(220, "ac"), .next(230, "bc"), .next(240, "bd"), .next(250, "ae"),
                .completed(260),
            ])
            let res = scheduler.start { xs.distinctUntilChanged { $0.prefix(1) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedComparer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 6), .next(250, 4), .completed(260),
            ])
            let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedComparerSeesLastPassed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var compared: [String] = []
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 9), .completed(260),
            ])
            let res = scheduler.start {
                xs.distinctUntilChanged { previous, next -> Bool in
                    compared.append("\(previous)-\(next)")
                    return next - previous < 5
                }
            }
            log.events(res)
            log("compared", compared)
        },
        Scenario("filtering/distinctUntilChangedKeyPath") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Item(id: 1, name: "a")), .next(220, Item(id: 1, name: "b")),
                .next(230, Item(id: 2, name: "c")), .next(240, Item(id: 2, name: "d")), .completed(250),
            ])
            let res = scheduler.start { xs.distinctUntilChanged(at: \.id).map { $0.name } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedKeySelectorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.distinctUntilChanged { value -> Int in
                    if value == 2 { throw TestError.a }
                    return value
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedComparerThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw TestError.b }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedKeyAndComparer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .next(250, "a"), .completed(260),
            ])
            let res = scheduler.start {
                xs.distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/distinctUntilChangedError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(230, TestError.c)])
            let res = scheduler.start { xs.distinctUntilChanged() }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func filteringTakeScenarios() -> [Scenario] {
    [
        Scenario("filtering/takeComplete") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeMoreThanAvailable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(20) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeExactlyAvailable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(8) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(0) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeOne") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.take(5) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start(disposed: 250) { xs.take(5) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeIntMax") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(Int.max) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeSynchronousRepeat") { log in
            var seen: [Int] = []
            _ = Observable.repeatElement(7).take(3).subscribe(
                onNext: { seen.append($0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            log("seen", seen)
        },
        Scenario("filtering/takeCompletedOrderWithDo") { log in
            _ = Observable.of(1, 2, 3)
                .do(onNext: { log("upstream next", $0) }, onCompleted: { log("upstream completed") },
                    onDispose: { log("upstream disposed") })
                .take(2)
                .subscribe(onNext: { log("next", $0) }, onCompleted: { log("completed") },
                           onDisposed: { log("disposed") })
        },
        Scenario("filtering/takeWhile") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(while: { $0 < 5 }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeWhileInclusive") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeWhileAlwaysTrue") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(while: { _ in true }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeWhileFirstFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(while: { $0 > 100 }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeWhileThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start {
                xs.take(while: { value -> Bool in
                    if value == 4 { throw TestError.a }
                    return true
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeWhileError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.b)])
            let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilPredicate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(until: { $0 == 4 }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilPredicateInclusive") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(until: { $0 == 4 }, behavior: .inclusive) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilPredicateExclusiveExplicit") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(until: { $0 > 2 }, behavior: .exclusive) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilPredicateThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start {
                xs.take(until: { value -> Bool in
                    if value == 3 { throw TestError.c }
                    return false
                }, behavior: .inclusive)
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilPredicateNeverTrue") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(until: { _ in false }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDuration") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(for: .seconds(100), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDurationZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDurationSameTickAsElement") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(for: .seconds(40), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDurationLongerThanSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(for: .seconds(1000), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDurationError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeForDurationSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).take(for: .seconds(0), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("filtering/takeForDurationNeverSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.take(for: .seconds(30), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLast") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.takeLast(3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLastZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.takeLast(0) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLastMoreThanAvailable") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.takeLast(100) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLastError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.takeLast(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLastDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start(disposed: 400) { xs.takeLast(2) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeLastDisposeFromOnNext") { log in
            var subscription: Disposable?
            var seen: [Int] = []
            subscription = Observable.of(1, 2, 3, 4).takeLast(3).subscribe(onNext: { value in
                seen.append(value)
                subscription?.dispose()
            }, onCompleted: { log("completed") }, onDisposed: { log("disposed") })
            log("seen", seen)
        },
    ]
}

private func filteringTakeUntilScenarios() -> [Scenario] {
    [
        Scenario("filtering/takeUntilOtherFires") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(150, "x"), .next(300, "y"), .next(400, "z"), .completed(500)])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilOtherCompletesEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.completed(300, String.self)])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilOtherErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.error(300, TestError.a, String.self)])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilOtherNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(150, "x")])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilSourceErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.b)])
            let ys = scheduler.createHotObservable([.next(300, "y")])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilSourceCompletesFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createHotObservable([.next(300, "y")])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilSameTickSourceFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(230, "y")])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilSameTickOtherFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createHotObservable([.next(230, "y")])
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilOtherSynchronous") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.take(until: Observable.just(0)) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilColdOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createColdObservable([.next(100, "y"), .completed(120)])
            let res = scheduler.start { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(500, "y")])
            let res = scheduler.start(disposed: 300) { xs.take(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/takeUntilSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let stop = PublishSubject<Void>()
            scheduler.scheduleAt(295) { stop.onNext(()) }
            let res = scheduler.start { xs.take(until: stop) }
            log.events(res)
            log.subscriptions(xs)
            log("stop observers", stop.hasObservers)
        },
        Scenario("filtering/skipUntilOtherFires") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(150, "x"), .next(300, "y"), .next(400, "z"), .completed(500)])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilOtherCompletesEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.completed(300, String.self)])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilOtherErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.error(300, TestError.a, String.self)])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilOtherErrorsAfterFiring") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(300, "y"), .error(400, TestError.a)])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilSourceCompletesFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createHotObservable([.next(300, "y")])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilSourceErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.b)])
            let ys = scheduler.createHotObservable([.next(300, "y")])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createHotObservable([.next(240, "y")])
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(250, 3), .completed(300)])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilOtherNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(150, "x")])
            let res = scheduler.start { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let ys = scheduler.createHotObservable([.next(230, "y")])
            let res = scheduler.start(disposed: 300) { xs.skip(until: ys) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/skipUntilSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let start = PublishSubject<Int>()
            scheduler.scheduleAt(300) { start.onNext(0) }
            let res = scheduler.start { xs.skip(until: start) }
            log.events(res)
            log.subscriptions(xs)
            log("start observers", start.hasObservers)
        },
    ]
}

private func filteringSkipScenarios() -> [Scenario] {
    [
        Scenario("filtering/skip") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(0) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipNegative") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(-3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipAll") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(50) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.skip(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start(disposed: 300) { xs.skip(1) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDuration") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(.seconds(100), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDurationZero") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(.seconds(0), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDurationSameTick") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(.seconds(40), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDurationLongerThanSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(.seconds(1000), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDurationError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.skip(.seconds(50), scheduler: scheduler) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipDurationSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable.of(1, 2, 3).skip(.seconds(0), scheduler: scheduler) }
            log.events(res)
        },
        Scenario("filtering/skipWhile") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(while: { $0 < 5 }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipWhileStopsAskingAfterFailure") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var asked: [Int] = []
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(230, 2), .completed(240)])
            let res = scheduler.start {
                xs.skip(while: { value -> Bool in
                    asked.append(value)
                    return value < 3
                })
            }
            log.events(res)
            log("asked", asked)
        },
        Scenario("filtering/skipWhileThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start {
                xs.skip(while: { value -> Bool in
                    if value == 3 { throw TestError.b }
                    return true
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipWhileAlwaysTrue") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.skip(while: { _ in true }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/skipWhileError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.c)])
            let res = scheduler.start { xs.skip(while: { $0 < 5 }) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func filteringElementScenarios() -> [Scenario] {
    [
        Scenario("filtering/elementAtFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.element(at: 0) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/elementAtMiddle") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.element(at: 3) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/elementAtPastEnd") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.element(at: 20) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/elementAtError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.element(at: 2) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/elementAtDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start(disposed: 250) { xs.element(at: 4) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singleOne") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
            let res = scheduler.start { xs.single() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singleEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.single() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singleMany") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.single() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singleError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(210, TestError.a, Int.self)])
            let res = scheduler.start { xs.single() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singlePredicate") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.single { $0 == 4 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singlePredicateTwoMatches") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.single { $0 % 4 == 0 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singlePredicateNoMatch") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.single { $0 > 100 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/singlePredicateThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start {
                xs.single { value -> Bool in
                    if value == 3 { throw TestError.b }
                    return false
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/firstElement") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.first().asObservable().map { $0.map { "\($0)" } ?? "nil" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/firstEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.first().asObservable().map { $0.map { "\($0)" } ?? "nil" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/firstError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(230, TestError.c, Int.self)])
            let res = scheduler.start { xs.first().asObservable().map { $0.map { "\($0)" } ?? "nil" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ignoreElements") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = numbersHot(scheduler)
            let res = scheduler.start { xs.ignoreElements() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ignoreElementsError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.ignoreElements() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ignoreElementsAsCompletable") { log in
            _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(
                onCompleted: { log("completed") },
                onError: { log("error", describe($0)) },
                onDisposed: { log("disposed") }
            )
        },
    ]
}

private func filteringIfEmptyScenarios() -> [Scenario] {
    [
        Scenario("filtering/ifEmptyDefaultEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ifEmptyDefaultNotEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ifEmptyDefaultError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(250, TestError.a, Int.self)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ifEmptyDefaultNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.ifEmpty(default: 42) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/ifEmptySwitchToNotEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/ifEmptySwitchToSourceErrors") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.error(250, TestError.a, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/ifEmptySwitchToDisposedBeforeSwitch") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(300, Int.self)])
            let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
            let res = scheduler.start(disposed: 250) { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/ifEmptySwitchToSynchronous") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)) }
            log.events(res)
        },
        Scenario("filtering/ifEmptySwitchToHotOther") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230, Int.self)])
            let ys = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(260), .next(270, 3)])
            let res = scheduler.start { xs.ifEmpty(switchTo: ys.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
            log.subscriptions(ys, "ys")
        },
        Scenario("filtering/ifEmptySwitchToSubjectDirectly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230, Int.self)])
            let other = PublishSubject<Int>()
            scheduler.scheduleAt(225) { other.onNext(-1) }
            scheduler.scheduleAt(240) { other.onNext(5) }
            scheduler.scheduleAt(250) { other.onCompleted() }
            let res = scheduler.start { xs.ifEmpty(switchTo: other) }
            log.events(res)
            log.subscriptions(xs)
            log("observers", other.hasObservers)
        },
        Scenario("filtering/ifEmptySwitchToSubject") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230, Int.self)])
            let other = PublishSubject<Int>()
            scheduler.scheduleAt(240) { other.onNext(5) }
            scheduler.scheduleAt(250) { other.onCompleted() }
            let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

func filteringReentrancyScenarios() -> [Scenario] {
    [
        Scenario("filtering/skipUntilTriggeredFromUpstream") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let start = PublishSubject<Void>()
            let res = scheduler.start {
                xs.do(onNext: { value in
                    if value == 2 { start.onNext(()) }
                }).skip(until: start)
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("filtering/takeUntilTriggeredFromUpstream") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let stop = PublishSubject<Void>()
            let res = scheduler.start {
                xs.do(onNext: { value in
                    if value == 2 { stop.onNext(()) }
                }).take(until: stop)
            }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}
