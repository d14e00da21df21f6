// SendableRx compatibility scenarios — transforming and aggregating operators.

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
import Foundation

func transformingScenarios() -> [Scenario] {
    transformingMapScenarios() + transformingScanReduceScenarios() + transformingBufferWindowScenarios()
        + transformingGroupByScenarios() + transformingMiscScenarios()
}

/// A standard hot source for the simple operators: a value before subscription, three values, completion, and a
/// value after completion.
private func standardHot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
        .next(150, 1), .next(210, 2), .next(240, 3), .next(290, 4), .completed(300), .next(310, 5),
    ])
}

private func transformingMapScenarios() -> [Scenario] {
    [
        Scenario("transforming/mapHot") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.map { $0 * 2 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapCold") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let res = scheduler.start { xs.map { "\($0)!" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a), .next(230, 2)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start {
                xs.map { value -> Int in
                    if value == 3 { throw TestError.b }
                    return value
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapMisbehavingRaw") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .completed(220), .next(230, 2), .error(240, TestError.a),
            ])
            let res = scheduler.start { xs.map { $0 }.map { $0 * 3 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/mapCallsPerSubscriber") { log in
            var calls = 0
            let source = Observable.of(1, 2).map { value -> Int in
                calls += 1
                return value
            }
            _ = source.subscribe()
            _ = source.subscribe()
            log("calls", calls)
        },
        Scenario("transforming/mapDisposeFromOnNext") { log in
            let subject = PublishSubject<Int>()
            var subscription: Disposable?
            var mapped: [Int] = []
            subscription = subject.map { value -> Int in
                mapped.append(value)
                return value * 10
            }.subscribe(onNext: { value in
                log("next", value)
                subscription?.dispose()
            }, onDisposed: { log("disposed") })
            subject.onNext(1)
            subject.onNext(2)
            log("mapped", mapped, "observers", subject.hasObservers)
        },
        Scenario("transforming/compactMap") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .next(240, ""), .completed(250),
            ])
            let res = scheduler.start { xs.compactMap { Int($0) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/compactMapAllNil") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.compactMap { _ -> Int? in nil } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/compactMapThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start {
                xs.compactMap { value -> Int? in
                    if value == 2 { throw TestError.c }
                    return value
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/compactMapError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.compactMap { $0 % 2 == 0 ? nil : $0 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/compactMapDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start(disposed: 245) { xs.compactMap { $0 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/enumerated") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240),
            ])
            let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/enumeratedError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError.a)])
            let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/enumeratedRestartsPerSubscription") { log in
            let source = Observable.of("x", "y").enumerated()
            _ = source.subscribe(onNext: { log("first", $0.index, $0.element) })
            _ = source.subscribe(onNext: { log("second", $0.index, $0.element) })
        },
        Scenario("transforming/enumeratedDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start(disposed: 250) { xs.enumerated().map { $0.index * 100 + $0.element } }
            log.events(res)
            log.subscriptions(xs)
        },
    ]
}

private func transformingScanReduceScenarios() -> [Scenario] {
    [
        Scenario("transforming/scanSeed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.scan(10) { $0 + $1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanInto") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { "\($0)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.scan(0) { $0 + $1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.a)])
            let res = scheduler.start { xs.scan(0) { $0 + $1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start {
                xs.scan(0) { acc, value -> Int in
                    if value == 3 { throw TestError.b }
                    return acc + value
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanIntoThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start {
                xs.scan(into: 0) { acc, value in
                    if value == 4 { throw TestError.c }
                    acc += value
                }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/scanSeedPerSubscription") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let scanned = xs.scan(into: 100) { $0 += $1 }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = scanned.subscribe(first) }
            scheduler.scheduleAt(215) { _ = scanned.subscribe(second) }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
            log.subscriptions(xs)
        },
        Scenario("transforming/scanDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start(disposed: 240) { xs.scan(0) { $0 + $1 } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduce") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.reduce(0, accumulator: +) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceMapResult") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.reduce(1, accumulator: *, mapResult: { "product \($0)" }) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.reduce(42, accumulator: +) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.a)])
            let res = scheduler.start { xs.reduce(0, accumulator: +) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1)])
            let res = scheduler.start { xs.reduce(0, accumulator: +) }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceAccumulatorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start {
                xs.reduce(0, accumulator: { acc, value -> Int in
                    if value == 3 { throw TestError.b }
                    return acc + value
                })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceMapResultThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start {
                xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw TestError.c })
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/reduceAccumulatorThrowsThenMore") { log in
            var calls: [Int] = []
            let subject = PublishSubject<Int>()
            _ = subject.reduce(0, accumulator: { acc, value -> Int in
                calls.append(value)
                if value == 2 { throw TestError.a }
                return acc + value
            }).subscribe(
                onNext: { log("next", $0) },
                onError: { log("error", describe($0)) },
                onCompleted: { log("completed") }
            )
            subject.onNext(1)
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
            log("calls", calls, "observers", subject.hasObservers)
        },
        Scenario("transforming/toArray") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start { xs.toArray().asObservable().map { "\($0)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/toArrayEmpty") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { xs.toArray().asObservable().map { "\($0)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/toArrayError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.a)])
            let res = scheduler.start { xs.toArray().asObservable().map { "\($0)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/toArrayDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = standardHot(scheduler)
            let res = scheduler.start(disposed: 250) { xs.toArray().asObservable().map { "\($0)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/toArraySubscribeCallbacks") { log in
            _ = Observable.of(1, 2, 3).toArray().subscribe(
                onSuccess: { log("success", $0) },
                onFailure: { log("failure", describe($0)) },
                onDisposed: { log("disposed") }
            )
            _ = Observable<Int>.error(TestError.b).toArray().subscribe(
                onSuccess: { log("success", $0) },
                onFailure: { log("failure", describe($0)) },
                onDisposed: { log("disposed") }
            )
        },
    ]
}

private func transformingBufferWindowScenarios() -> [Scenario] {
    [
        Scenario("transforming/bufferCountAndTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(250, 5), .next(300, 6),
                .next(400, 7), .next(420, 8), .next(450, 9), .completed(520),
            ])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 2), .next(220, 3), .next(280, 4), .error(300, TestError.a),
            ])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 2), .next(220, 3), .next(230, 4), .next(280, 5), .completed(400),
            ])
            let res = scheduler.start(disposed: 370) {
                xs.buffer(timeSpan: .seconds(70), count: 10, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferCountOnly") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(260),
            ])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(1000), count: 2, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferCountOne") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(1000), count: 1, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferEmptyWindows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(255, 1), .completed(330)])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(20), count: 5, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferSameTickAsTimer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .completed(270),
            ])
            let res = scheduler.start {
                xs.buffer(timeSpan: .seconds(20), count: 2, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/bufferCompletedImmediately") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable<Int>.empty().buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler).map { "\($0)" }
            }
            log.events(res)
        },
        Scenario("transforming/bufferSynchronousSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.of(1, 2, 3, 4, 5).buffer(timeSpan: .seconds(10), count: 2, scheduler: scheduler)
                    .map { "\($0)" }
            }
            log.events(res)
        },
        Scenario("transforming/windowCountAndTime") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(250, 5), .next(300, 6),
                .next(400, 7), .next(420, 8), .completed(450),
            ])
            var windowIndex = 0
            let res = scheduler.start { () -> Observable<String> in
                xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                    .flatMap { window -> Observable<String> in
                        let index = windowIndex
                        windowIndex += 1
                        return window.map { "\(index) \($0)" }.concat(Observable.just("\(index) end"))
                    }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/windowInnerEvents") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(225, 3), .next(280, 4), .completed(300),
            ])
            var observers: [TestableObserver<Int>] = []
            let res = scheduler.start { () -> Observable<Int> in
                xs.window(timeSpan: .seconds(40), count: 2, scheduler: scheduler).map { window -> Int in
                    let observer = scheduler.createObserver(Int.self)
                    observers.append(observer)
                    _ = window.subscribe(observer)
                    return observers.count
                }
            }
            log.events(res)
            for (index, observer) in observers.enumerated() {
                log.events(observer, "window \(index)")
            }
            log.subscriptions(xs)
        },
        Scenario("transforming/windowError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.a)])
            var observers: [TestableObserver<Int>] = []
            let res = scheduler.start { () -> Observable<Int> in
                xs.window(timeSpan: .seconds(100), count: 5, scheduler: scheduler).map { window -> Int in
                    let observer = scheduler.createObserver(Int.self)
                    observers.append(observer)
                    _ = window.subscribe(observer)
                    return observers.count
                }
            }
            log.events(res)
            for (index, observer) in observers.enumerated() {
                log.events(observer, "window \(index)")
            }
            log.subscriptions(xs)
        },
        Scenario("transforming/windowOuterDisposedInnerKeepsSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(260, 3), .next(290, 4), .completed(400),
            ])
            let inner = scheduler.createObserver(Int.self)
            let outer = scheduler.createObserver(Int.self)
            var outerSubscription: Disposable?
            var innerSubscription: Disposable?
            scheduler.scheduleAt(200) {
                outerSubscription = xs.window(timeSpan: .seconds(1000), count: 100, scheduler: scheduler)
                    .map { window -> Int in
                        if innerSubscription == nil { innerSubscription = window.subscribe(inner) }
                        return 0
                    }
                    .subscribe(outer)
            }
            scheduler.scheduleAt(240) { outerSubscription?.dispose() }
            scheduler.scheduleAt(270) { innerSubscription?.dispose() }
            scheduler.start()
            log.events(outer, "outer")
            log.events(inner, "inner")
            log.subscriptions(xs)
        },
        Scenario("transforming/windowDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(230, 2), .next(260, 3), .completed(400),
            ])
            let res = scheduler.start(disposed: 250) { () -> Observable<String> in
                xs.window(timeSpan: .seconds(30), count: 10, scheduler: scheduler).flatMap { $0.map { "\($0)" } }
            }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/windowEmptySource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.completed(230, Int.self)])
            var observers: [TestableObserver<Int>] = []
            let res = scheduler.start { () -> Observable<Int> in
                xs.window(timeSpan: .seconds(20), count: 5, scheduler: scheduler).map { window -> Int in
                    let observer = scheduler.createObserver(Int.self)
                    observers.append(observer)
                    _ = window.subscribe(observer)
                    return observers.count
                }
            }
            log.events(res)
            for (index, observer) in observers.enumerated() {
                log.events(observer, "window \(index)")
            }
            log.subscriptions(xs)
        },
    ]
}

private func transformingGroupByScenarios() -> [Scenario] {
    [
        Scenario("transforming/groupByKeys") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 11),
                .completed(300),
            ])
            let res = scheduler.start { xs.groupBy { $0 % 2 }.map { $0.key } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByInnerEvents") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .next(240, "b2"), .next(250, "a3"),
                .completed(300),
            ])
            var observers: [String: TestableObserver<String>] = [:]
            let res = scheduler.start { () -> Observable<String> in
                xs.groupBy { String($0.prefix(1)) }.map { group -> String in
                    let observer = scheduler.createObserver(String.self)
                    observers[group.key] = observer
                    _ = group.subscribe(observer)
                    return group.key
                }
            }
            log.events(res)
            for key in observers.keys.sorted() {
                log.events(observers[key]!, "group \(key)")
            }
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByOneGroupError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .error(230, TestError.a)])
            let inner = scheduler.createObserver(Int.self)
            let res = scheduler.start { () -> Observable<Int> in
                xs.groupBy { $0 % 2 }.map { group -> Int in
                    _ = group.subscribe(inner)
                    return group.key
                }
            }
            log.events(res)
            log.events(inner, "group")
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByKeySelectorThrows") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let inner = scheduler.createObserver(Int.self)
            let res = scheduler.start { () -> Observable<Int> in
                xs.groupBy { value -> Int in
                    if value == 2 { throw TestError.b }
                    return 0
                }.map { group -> Int in
                    _ = group.subscribe(inner)
                    return group.key
                }
            }
            log.events(res)
            log.events(inner, "group")
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByOuterDisposedGroupKeepsSource") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 5), .next(270, 7), .completed(400),
            ])
            let outer = scheduler.createObserver(Int.self)
            let inner = scheduler.createObserver(Int.self)
            var outerSubscription: Disposable?
            var innerSubscription: Disposable?
            scheduler.scheduleAt(200) {
                outerSubscription = xs.groupBy { $0 % 2 }.map { group -> Int in
                    if group.key == 1 { innerSubscription = group.subscribe(inner) }
                    return group.key
                }.subscribe(outer)
            }
            scheduler.scheduleAt(240) { outerSubscription?.dispose() }
            scheduler.scheduleAt(260) { innerSubscription?.dispose() }
            scheduler.start()
            log.events(outer, "outer")
            log.events(inner, "inner")
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByDisposeInnerFromOnNext") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 5), .completed(240)])
            var inner: Disposable?
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                    inner = group.subscribe(onNext: { value in
                        log("group next", value, "at", scheduler.clock)
                        if value == 3 { inner?.dispose() }
                    }, onDisposed: { log("group disposed at", scheduler.clock) })
                }, onCompleted: { log("outer completed at", scheduler.clock) })
            }
            scheduler.start()
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByTwoSubscribersPerGroup") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(240)])
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                    _ = group.subscribe(first)
                    _ = group.subscribe(second)
                })
            }
            scheduler.start()
            log.events(first, "first")
            log.events(second, "second")
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
            let res = scheduler.start(disposed: 250) { xs.groupBy { $0 % 2 }.map { $0.key } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/groupByLateSubscriberMissesFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 5), .completed(240)])
            let inner = scheduler.createObserver(Int.self)
            var groups: [GroupedObservable<Int, Int>] = []
            scheduler.scheduleAt(200) { _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) }) }
            scheduler.scheduleAt(215) { _ = groups.first?.subscribe(inner) }
            scheduler.start()
            log.events(inner, "inner")
            log.subscriptions(xs)
        },
        Scenario("transforming/groupBySubscribeAfterCompletion") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let inner = scheduler.createObserver(Int.self)
            var groups: [GroupedObservable<Int, Int>] = []
            scheduler.scheduleAt(200) { _ = xs.groupBy { $0 }.subscribe(onNext: { groups.append($0) }) }
            scheduler.scheduleAt(230) { _ = groups.first?.subscribe(inner) }
            scheduler.start()
            log.events(inner, "inner")
            log.subscriptions(xs)
        },
    ]
}

private struct Point: Decodable {
    let x: Int
}

private final class Owner {
    let name: String
    init(name: String) { self.name = name }
}

private func transformingMiscScenarios() -> [Scenario] {
    [
        Scenario("transforming/materialize") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
            let res = scheduler.start { xs.materialize().map { describe($0) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/materializeError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.a)])
            let res = scheduler.start { xs.materialize().map { describe($0) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/materializeNever") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2)])
            let res = scheduler.start { xs.materialize().map { describe($0) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/materializeDisposed") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(300)])
            let res = scheduler.start(disposed: 250) { xs.materialize().map { describe($0) } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/dematerialize") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, Event<Int>.next(41)), .next(210, Event<Int>.next(42)), .next(220, Event<Int>.next(43)),
                .completed(250),
            ])
            let res = scheduler.start { xs.dematerialize() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/dematerializeInnerCompleted") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event<Int>.next(42)), .next(220, Event<Int>.completed), .next(230, Event<Int>.next(43)),
                .completed(250),
            ])
            let res = scheduler.start { xs.dematerialize() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/dematerializeInnerError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event<Int>.next(42)), .next(220, Event<Int>.error(TestError.b)), .completed(250),
            ])
            let res = scheduler.start { xs.dematerialize() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/dematerializeOuterError") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Event<Int>.next(42)), .error(220, TestError.c),
            ])
            let res = scheduler.start { xs.dematerialize() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/materializeDematerializeRoundTrip") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.a)])
            let res = scheduler.start { xs.materialize().dematerialize() }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/decode") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Data("{\"x\": 1}".utf8)), .next(220, Data("{\"x\": 2}".utf8)), .completed(230),
            ])
            let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()).map { $0.x } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/decodeFails") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, Data("{\"x\": 1}".utf8)), .next(220, Data("nope".utf8)), .next(230, Data("{\"x\": 3}".utf8)),
                .completed(240),
            ])
            let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()).map { $0.x } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/withUnretained") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let owner = Owner(name: "owner")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name) \($0.1)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/withUnretainedResultSelector") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let owner = Owner(name: "o")
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.a)])
            let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
            log.events(res)
            log.subscriptions(xs)
        },
        Scenario("transforming/withUnretainedReleased") { log in
            let scheduler = TestScheduler(initialClock: 0)
            var owner: Owner? = Owner(name: "gone")
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            scheduler.scheduleAt(215) { owner = nil }
            let res = scheduler.start { xs.withUnretained(owner!).map { "\($0.0.name) \($0.1)" } }
            log.events(res)
            log.subscriptions(xs)
            log("owner", owner == nil ? "released" : "alive")
        },
    ]
}
