// The broad suite, group "virtual-time tests and blocking": what a test suite written against RxTest and RxBlocking
// spends its time in — `TestScheduler` with hot and cold test observables, `start`, test observers, time operators
// on the test scheduler, comparing recorded events — and `toBlocking()` in its forms. On Linux only in the Benchmarks
// target (SendableRxTest links XCTest and Swift Testing, which an executable on Apple platforms cannot load).

#if RXSWIFT || os(Linux)
#if RXSWIFT
import RxSwift
import RxBlocking
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxTest
#endif
import Dispatch

/// `count` hot or cold events ten ticks apart from tick 10, then completion.
private func tickEvents(_ count: Int) -> [Recorded<Event<Int>>] {
    var events: [Recorded<Event<Int>>] = []
    events.reserveCapacity(count + 1)
    for index in 0..<count {
        events.append(.next(10 + index * 10, index))
    }
    events.append(.completed(10 + count * 10))
    return events
}

func testingWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "TestSchedulerHotMapFilter", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(tickEvents(10_000))
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000_000) {
                xs.map { $0 &* 2 }.filter { $0 & 3 == 0 }
            }
            return observer.events.count &+ xs.subscriptions.count
        },
        SideBySideWorkload(name: "TestSchedulerColdConcat", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable(tickEvents(5_000))
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 10_000_000) { xs.concat(xs) }
            return observer.events.count
        },
        SideBySideWorkload(name: "TestSchedulerSmallTestCreating", units: 2_000) {
            // One typical unit test per unit: a scheduler, a hot observable, `start` with the default times.
            var sum = 0
            for _ in 0..<2_000 {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([
                    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
                ])
                let observer = scheduler.start { xs.map { $0 &+ 1 }.distinctUntilChanged() }
                sum &+= observer.events.count &+ xs.subscriptions.count
            }
            return sum
        },
        SideBySideWorkload(name: "TestSchedulerDebounceHot", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(tickEvents(10_000))
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000_000) {
                xs.debounce(.seconds(15), scheduler: scheduler)
            }
            return observer.events.count
        },
        SideBySideWorkload(name: "TestSchedulerDelayHot", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(tickEvents(10_000))
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000_000) {
                xs.delay(.seconds(25), scheduler: scheduler)
            }
            return observer.events.count
        },
        SideBySideWorkload(name: "TestSchedulerObserverScheduleAt", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Int.self)
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(observer)
            for index in 0..<10_000 {
                scheduler.scheduleAt(index * 10 + 1) { subject.onNext(index) }
            }
            scheduler.start()
            subscription.dispose()
            return observer.events.count
        },
        SideBySideWorkload(name: "TestSchedulerIntervalTake", units: 10_000) {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 10_000_000) {
                Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(10_000)
            }
            return observer.events.count
        },
        SideBySideWorkload(name: "TestSchedulerFlatMapLatestCold", units: 2_000) {
            let scheduler = TestScheduler(initialClock: 0)
            var outer: [Recorded<Event<Int>>] = []
            for index in 0..<2_000 {
                outer.append(.next(10 + index * 10, index))
            }
            let xs = scheduler.createHotObservable(outer)
            let inner = scheduler.createColdObservable([.next(2, 1), .next(5, 2), .next(20, 3)])
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000_000) {
                xs.flatMapLatest { _ in inner.asObservable() }
            }
            return observer.events.count
        },
        SideBySideWorkload(name: "RecordedEventsEquality", units: 10_000) {
            let expected = tickEvents(10_000)
            let actual = tickEvents(10_000)
            return expected == actual ? 1 : 0
        },
        SideBySideWorkload(name: "ToBlockingToArrayRange", units: 100_000) {
            ((try? Observable.range(start: 0, count: 100_000).toBlocking().toArray()) ?? []).count
        },
        SideBySideWorkload(name: "ToBlockingFirstCreating", units: 10_000) {
            var sum = 0
            for index in 0..<10_000 {
                sum &+= (try? Observable.just(index).toBlocking().first()) ?? 0
            }
            return sum
        },
        SideBySideWorkload(name: "ToBlockingFromBackgroundQueue", units: 100_000) {
            let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            return ((try? Observable.range(start: 0, count: 100_000).subscribe(on: background).toBlocking().toArray())
                ?? []).count
        },
        SideBySideWorkload(name: "ToBlockingMaterializeCreating", units: 10_000) {
            var sum = 0
            for index in 0..<10_000 {
                switch Observable.from([index, 1, 2]).toBlocking().materialize() {
                case .completed(let elements): sum &+= elements.count
                case .failed(let elements, _): sum &+= elements.count
                }
            }
            return sum
        },
        SideBySideWorkload(name: "ToBlockingSingleTraitCreating", units: 10_000) {
            var sum = 0
            for index in 0..<10_000 {
                sum &+= (try? Single.just(index).toBlocking().single()) ?? 0
            }
            return sum
        },
    ]
}
#endif
