// SendableRx benchmarks — the broad suite's workloads for the filtering, aggregating and time operators
// (see SideBySide.swift).

#if RXSWIFT
import RxSwift
import RxRelay
#else
import SendableRx
import SendableRxRelay
#endif
import Dispatch
import Foundation

func filteringWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "CompactMapPumping", units: 1_000_000) {
            drain(ones(1_000_000).compactMap { $0 == 0 ? nil : $0 })
        },
        SideBySideWorkload(name: "ScanPumping", units: 1_000_000) {
            drain(ones(1_000_000).scan(0) { $0 &+ $1 }.map { _ in 1 })
        },
        SideBySideWorkload(name: "ScanIntoPumping", units: 1_000_000) {
            drain(ones(1_000_000).scan(into: 0) { $0 &+= $1 }.map { _ in 1 })
        },
        SideBySideWorkload(name: "ReducePumping", units: 1_000_000) {
            drain(ones(1_000_000).reduce(0, accumulator: &+))
        },
        SideBySideWorkload(name: "ToArrayPumping", units: 1_000_000) {
            var count = 0
            ones(1_000_000).toArray().subscribe(onSuccess: { count = $0.count }).dispose()
            return count
        },
        SideBySideWorkload(name: "DistinctUntilChangedPumping", units: 1_000_000) {
            var index = 0
            return drain(ones(1_000_000).map { _ -> Int in index &+= 1; return index / 2 }.distinctUntilChanged())
        },
        SideBySideWorkload(name: "DistinctUntilChangedKeyPumping", units: 1_000_000) {
            drain(ones(1_000_000).distinctUntilChanged { $0 == $1 })
        },
        SideBySideWorkload(name: "TakePumping", units: 1_000_000) {
            drain(ones(2_000_000).take(1_000_000))
        },
        SideBySideWorkload(name: "SkipPumping", units: 1_000_000) {
            drain(ones(1_000_000).skip(10))
        },
        SideBySideWorkload(name: "TakeWhilePumping", units: 1_000_000) {
            drain(ones(1_000_000).take(while: { $0 > 0 }))
        },
        SideBySideWorkload(name: "SkipWhilePumping", units: 1_000_000) {
            drain(ones(1_000_000).skip(while: { $0 == 0 }))
        },
        SideBySideWorkload(name: "TakeUntilPumping", units: 1_000_000) {
            drain(ones(1_000_000).take(until: PublishSubject<Int>()))
        },
        SideBySideWorkload(name: "TakeLastPumping", units: 1_000_000) {
            drain(ones(1_000_000).takeLast(10))
        },
        SideBySideWorkload(name: "ElementAtPumping", units: 1_000_000) {
            drain(ones(1_000_000).element(at: 999_999))
        },
        SideBySideWorkload(name: "IgnoreElementsPumping", units: 1_000_000) {
            var completed = 0
            ones(1_000_000).ignoreElements().subscribe(onCompleted: { completed = 1 }).dispose()
            return completed
        },
        SideBySideWorkload(name: "GroupByPumping", units: 1_000_000) {
            var index = 0
            let sum = Counter()
            ones(1_000_000)
                .map { _ -> Int in index &+= 1; return index }
                .groupBy { $0 % 10 }
                .subscribe(onNext: { group in _ = group.subscribe(onNext: { sum.value &+= $0 & 1 }) })
                .dispose()
            return sum.value
        },
        SideBySideWorkload(name: "BufferCountPumping", units: 1_000_000) {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            ones(1_000_000).buffer(timeSpan: .seconds(1_000), count: 10, scheduler: scheduler)
                .subscribe(onNext: { sum &+= $0.count }).dispose()
            return sum
        },
        SideBySideWorkload(name: "WindowCountPumping", units: 1_000_000) {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            let sum = Counter()
            ones(1_000_000).window(timeSpan: .seconds(1_000), count: 100, scheduler: scheduler)
                .subscribe(onNext: { window in _ = window.subscribe(onNext: { sum.value &+= $0 }) }).dispose()
            return sum.value
        },
        SideBySideWorkload(name: "EnumeratedPumping", units: 1_000_000) {
            drain(ones(1_000_000).enumerated().map { $0.element })
        },
        SideBySideWorkload(name: "MaterializeDematerializePumping", units: 1_000_000) {
            drain(ones(1_000_000).materialize().dematerialize())
        },
        SideBySideWorkload(name: "DoPumping", units: 1_000_000) {
            var seen = 0
            return drain(ones(1_000_000).do(onNext: { seen &+= $0 })) &+ seen
        },
        SideBySideWorkload(name: "DefaultIfEmptyPumping", units: 1_000_000) {
            drain(ones(1_000_000).ifEmpty(default: 0))
        },
        SideBySideWorkload(name: "WithUnretainedPumping", units: 1_000_000) {
            let owner = Counter()
            return drain(ones(1_000_000).withUnretained(owner).map { $0.1 })
        },
        SideBySideWorkload(name: "TakeUntilPredicatePumping", units: 1_000_000) {
            drain(ones(1_000_000).take(until: { $0 == 0 }))
        },
        SideBySideWorkload(name: "SkipUntilPumping", units: 1_000_000) {
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Int>()
            var sum = 0
            let subscription = source.skip(until: trigger).subscribe(onNext: { sum &+= $0 })
            trigger.onNext(0)
            for _ in 0..<1_000_000 { source.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "SinglePredicatePumping", units: 1_000_000) {
            var failed = 0
            ones(1_000_000).single { $0 == 2 }.subscribe(onError: { _ in failed = 1 }).dispose()
            return failed
        },
        SideBySideWorkload(name: "ReduceMapResultPumping", units: 1_000_000) {
            drain(ones(1_000_000).reduce(0, accumulator: &+, mapResult: { $0 &* 2 }))
        },
        SideBySideWorkload(name: "IfEmptySwitchToPumping", units: 1_000_000) {
            drain(ones(1_000_000).ifEmpty(switchTo: Observable.just(0)))
        },
        SideBySideWorkload(name: "TakeLastLargePumping", units: 1_000_000) {
            drain(ones(1_000_000).takeLast(1_000))
        },
        SideBySideWorkload(name: "GroupByManyGroupsPumping", units: 1_000_000) {
            var index = 0
            let sum = Counter()
            ones(1_000_000)
                .map { _ -> Int in index &+= 1; return index }
                .groupBy { $0 % 1_000 }
                .subscribe(onNext: { group in _ = group.subscribe(onNext: { sum.value &+= $0 & 1 }) })
                .dispose()
            return sum.value
        },
        SideBySideWorkload(name: "DoAllHandlersPumping", units: 1_000_000) {
            var seen = 0
            return drain(ones(1_000_000).do(
                onNext: { seen &+= $0 }, afterNext: { seen &+= $0 }, onError: { _ in seen = -1 },
                onCompleted: { seen &+= 1 }, onSubscribe: { seen &+= 1 }, onDispose: { seen &+= 1 }
            )) &+ seen
        },
        SideBySideWorkload(name: "DistinctUntilChangedKeyPathPumping", units: 1_000_000) {
            drain(ones(1_000_000).map { ($0, $0) }.distinctUntilChanged(at: \.0).map { $0.1 })
        },
        SideBySideWorkload(name: "FilteringChainCreating", units: 100_000) {
            sumOfRuns(100_000) {
                drain(Observable.of(1, 2, 3).skip(1).take(1).takeLast(1).element(at: 0).ifEmpty(default: 0))
            }
        },
    ]
}

func timeWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "IntervalVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, _ in ticks }
        },
        SideBySideWorkload(name: "TimerVirtualCreating", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(0..<100_000).concatMap { _ in Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
            }
        },
        SideBySideWorkload(name: "DelayVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.delay(.seconds(5), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "DebounceVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.debounce(.milliseconds(500), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "ThrottleVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.throttle(.seconds(3), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "TimeoutVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.timeout(.seconds(5), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "SampleVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.sample(Observable<Int>.interval(.seconds(2), scheduler: scheduler))
            }
        },
        SideBySideWorkload(name: "BufferTimeVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.buffer(timeSpan: .seconds(10), count: 1_000, scheduler: scheduler).map { $0.count }
            }
        },
        SideBySideWorkload(name: "ObserveOnVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                ones(100_000).observe(on: scheduler)
            }
        },
        SideBySideWorkload(name: "ObserveOnSerialQueue", units: 200_000) {
            waitForCompletion(
                Observable.range(start: 0, count: 200_000)
                    .observe(on: SerialDispatchQueueScheduler(qos: .userInitiated))
            )
        },
        SideBySideWorkload(name: "ObserveOnConcurrentQueue", units: 200_000) {
            waitForCompletion(
                Observable.range(start: 0, count: 200_000)
                    .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            )
        },
        SideBySideWorkload(name: "SubscribeOnSerialQueue", units: 10_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            for _ in 0..<10_000 {
                sum &+= waitForCompletion(Observable.just(1).subscribe(on: scheduler))
            }
            return sum
        },
        SideBySideWorkload(name: "DelayDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).delay(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
        SideBySideWorkload(name: "TakeForVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(for: .seconds(100_000), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "SkipForVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.skip(.seconds(10), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "ThrottleFirstVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.throttle(.seconds(3), latest: false, scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "DelaySubscriptionVirtualCreating", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(0..<100_000).concatMap { _ in
                    Observable.just(1).delaySubscription(.seconds(1), scheduler: scheduler)
                }
            }
        },
        SideBySideWorkload(name: "WindowTimeVirtual", units: 100_000) {
            onVirtualTicks(100_000) { ticks, scheduler in
                ticks.window(timeSpan: .seconds(10), count: 1_000, scheduler: scheduler).flatMap { $0 }
            }
        },
        SideBySideWorkload(name: "RangeOnVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.range(start: 0, count: 100_000, scheduler: scheduler).map { $0 & 1 }
            }
        },
        SideBySideWorkload(name: "FromArrayOnVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(Array(repeating: 1, count: 100_000), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "JustOnVirtualCreating", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(0..<100_000).concatMap { _ in Observable.just(1, scheduler: scheduler) }
            }
        },
        SideBySideWorkload(name: "SubscribeOnConcurrentQueue", units: 10_000) {
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            for _ in 0..<10_000 {
                sum &+= waitForCompletion(Observable.just(1).subscribe(on: scheduler))
            }
            return sum
        },
        SideBySideWorkload(name: "ObserveOnSerialQueueCreating", units: 10_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            for _ in 0..<10_000 {
                sum &+= waitForCompletion(Observable.of(1, 2, 3).observe(on: scheduler))
            }
            return sum
        },
        SideBySideWorkload(name: "DelayZeroDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).delay(.seconds(0), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
    ]
}
