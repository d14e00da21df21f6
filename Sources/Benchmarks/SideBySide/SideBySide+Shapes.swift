// The broad suite, group "shapes and scale": pipelines shaped like app code (Void taps, strings, structs and classes
// as elements, relays in view models, long mixed chains, trait chains) and workloads whose cost grows with a count
// other than the number of elements — many subscribers, many pending scheduled actions, many sources, disposal
// order, long-lived accumulators — where a data structure with the wrong complexity would show.

#if RXSWIFT
import RxSwift
import RxRelay
#else
import SendableRx
import SendableRxRelay
#endif
import Dispatch
import Foundation

private struct Reading: Equatable {
    let sensor: Int
    let label: String
}

private final class Reference {
    let value: Int
    init(value: Int) { self.value = value }
}

private enum ShapeError: Error {
    case failed
}

/// A deterministic pseudo-random sequence (a linear congruential generator), the same on both sides.
private func scrambled(_ count: Int, modulo: Int) -> [Int] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(modulo))
    }
}

// swift-format-ignore
func shapeWorkloads() -> [SideBySideWorkload] {
    [
        // Scale: many subscribers, disposal order, churn.
        SideBySideWorkload(name: "PublishSubjectManySubscribersDisposeInOrder", units: 10_000) {
            let subject = PublishSubject<Int>()
            let sum = Counter()
            let subscriptions = (0..<10_000).map { _ in subject.subscribe(onNext: { sum.value &+= $0 }) }
            subject.onNext(1)
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "PublishSubjectManySubscribersDisposeReversed", units: 10_000) {
            let subject = PublishSubject<Int>()
            let sum = Counter()
            let subscriptions = (0..<10_000).map { _ in subject.subscribe(onNext: { sum.value &+= $0 }) }
            subject.onNext(1)
            subscriptions.reversed().forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "PublishSubject1000Subscribers", units: 1_000_000) {
            pumpSubject(PublishSubject<Int>(), subscribers: 1_000, count: 1_000)
        },
        SideBySideWorkload(name: "BehaviorSubjectSubscriberChurn", units: 100_000) {
            let subject = BehaviorSubject(value: 1)
            let sum = Counter()
            let standing = (0..<100).map { _ in subject.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<100_000 {
                subject.subscribe(onNext: { sum.value &+= $0 }).dispose()
            }
            standing.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "ReplaySubjectLateSubscribers", units: 1_000_000) {
            let subject = ReplaySubject<Int>.create(bufferSize: 100)
            for _ in 0..<100 { subject.onNext(1) }
            let sum = Counter()
            for _ in 0..<10_000 {
                subject.subscribe(onNext: { sum.value &+= $0 }).dispose()
            }
            return sum.value
        },
        SideBySideWorkload(name: "ShareReplaySubscriberChurn", units: 100_000) {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &+ 1 }.share(replay: 1, scope: .forever)
            let sum = Counter()
            let standing = shared.subscribe(onNext: { sum.value &+= $0 })
            subject.onNext(0)
            for _ in 0..<100_000 {
                shared.subscribe(onNext: { sum.value &+= $0 }).dispose()
            }
            standing.dispose()
            return sum.value
        },
        SideBySideWorkload(name: "ShareWhileConnectedReconnecting", units: 100_000) {
            let shared = Observable<Int>.just(1).map { $0 &* 2 }.share()
            var sum = 0
            for _ in 0..<100_000 {
                shared.subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "DisposeBagOfManySubjectSubscriptions", units: 10_000) {
            let subject = PublishSubject<Int>()
            let sum = Counter()
            var bag = DisposeBag()
            for _ in 0..<10_000 {
                subject.subscribe(onNext: { sum.value &+= $0 }).disposed(by: bag)
            }
            subject.onNext(1)
            bag = DisposeBag()
            subject.onNext(1)
            _ = bag
            return sum.value
        },
        SideBySideWorkload(name: "CompositeDisposableManyRemovedInOrder", units: 10_000) {
            let composite = CompositeDisposable()
            let counter = Counter()
            let keys = (0..<10_000).compactMap { _ in composite.insert(Disposables.create { counter.value &+= 1 }) }
            keys.forEach { composite.remove(for: $0) }
            composite.dispose()
            return counter.value
        },
        // Scale: schedulers with many pending actions, deep recursion, many sources.
        SideBySideWorkload(name: "HistoricalSchedulerManyPending", units: 100_000) {
            let scheduler = HistoricalScheduler()
            let counter = Counter()
            for delay in scrambled(100_000, modulo: 1_000_000) {
                _ = scheduler.scheduleRelative((), dueTime: .seconds(delay)) { _ in
                    counter.value &+= 1
                    return Disposables.create()
                }
            }
            scheduler.start()
            return counter.value
        },
        SideBySideWorkload(name: "HistoricalSchedulerManyTimers", units: 10_000) {
            let scheduler = HistoricalScheduler()
            let sum = Counter()
            let subscriptions = scrambled(10_000, modulo: 100_000).map { delay in
                Observable<Int>.timer(.seconds(delay), scheduler: scheduler).subscribe(onNext: { _ in sum.value &+= 1 })
            }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "CurrentThreadSchedulerManyQueued", units: 100_000) {
            let counter = Counter()
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                for _ in 0..<100_000 {
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        counter.value &+= 1
                        return Disposables.create()
                    }
                }
                return Disposables.create()
            }
            return counter.value
        },
        SideBySideWorkload(name: "ScheduleRecursiveCurrentThread", units: 100_000) {
            let counter = Counter()
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                counter.value &+= 1
                if state < 100_000 - 1 { recurse(state + 1) }
            }
            return counter.value
        },
        SideBySideWorkload(name: "RetryManyFailures", units: 10_000) {
            let attempts = Counter()
            let failing = Observable<Int>.create { observer in
                attempts.value &+= 1
                observer.onNext(1)
                observer.onError(ShapeError.failed)
                return Disposables.create()
            }
            var sum = 0
            _ = failing.retry(10_000).subscribe(onNext: { sum &+= $0 }, onError: { _ in sum &+= 1 })
            return sum &+ attempts.value
        },
        SideBySideWorkload(name: "ConcatTenThousandJusts", units: 10_000) {
            drain(Observable.concat((0..<10_000).map { Observable.just($0 & 1) }))
        },
        SideBySideWorkload(name: "MergeTenThousandJusts", units: 10_000) {
            drain(Observable.merge((0..<10_000).map { Observable.just($0 & 1) }))
        },
        SideBySideWorkload(name: "CombineLatestHundredSubjects", units: 100_000) {
            let subjects = (0..<100).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }) { $0[0] &+ $0[99] }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<100_000 { subjects[index % 100].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ZipHundredSubjects", units: 100_000) {
            let subjects = (0..<100).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.zip(subjects.map { $0.asObservable() }) { $0.count }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<100_000 { subjects[index % 100].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ScanIntoGrowingArray", units: 20_000) {
            drain(ones(20_000).scan(into: [Int]()) { $0.append($1) }.map { $0.count & 1 })
        },
        SideBySideWorkload(name: "ToArrayLarge", units: 1_000_000) {
            drain(Observable.range(start: 0, count: 1_000_000).toArray().asObservable().map { $0.count })
        },
        // Shapes: element types and app patterns.
        SideBySideWorkload(name: "VoidTapsPumping", units: 1_000_000) {
            let taps = PublishSubject<Void>()
            var sum = 0
            let subscription = taps.map { 1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { taps.onNext(()) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "StringElementsPumping", units: 1_000_000) {
            let text = PublishSubject<String>()
            var sum = 0
            let subscription = text.filter { !$0.isEmpty }.map { $0.utf8.count }.subscribe(onNext: { sum &+= $0 })
            let value = "a string longer than fifteen bytes"
            for _ in 0..<1_000_000 { text.onNext(value) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "StructElementsDistinct", units: 1_000_000) {
            let readings = PublishSubject<Reading>()
            var sum = 0
            let subscription = readings.distinctUntilChanged().map { $0.sensor }.subscribe(onNext: { sum &+= $0 })
            let first = Reading(sensor: 1, label: "first reading label")
            let second = Reading(sensor: 2, label: "second reading label")
            for index in 0..<1_000_000 { readings.onNext(index & 2 == 0 ? first : second) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ClassElementsPumping", units: 1_000_000) {
            let references = PublishSubject<Reference>()
            var sum = 0
            let subscription = references.map { $0.value }.filter { $0 > 0 }.subscribe(onNext: { sum &+= $0 })
            let reference = Reference(value: 1)
            for _ in 0..<1_000_000 { references.onNext(reference) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "OptionalElementsCompactMap", units: 1_000_000) {
            let values = PublishSubject<Int?>()
            var sum = 0
            let subscription = values.compactMap { $0 }.subscribe(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { values.onNext(index & 1 == 0 ? 1 : nil) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "BehaviorRelayViewModel", units: 100_000) {
            let count = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = count.map { $0 / 2 }.distinctUntilChanged().map { "\($0 & 7)" }
                .subscribe(onNext: { sum &+= $0.utf8.count })
            for _ in 0..<100_000 { count.accept(count.value &+ 1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FormValidationCombineLatest", units: 300_000) {
            let name = BehaviorRelay(value: "")
            let password = BehaviorRelay(value: "")
            let repeated = BehaviorRelay(value: "")
            var sum = 0
            let subscription = Observable.combineLatest(name, password, repeated) { name, password, repeated in
                !name.isEmpty && password.utf8.count > 3 && password == repeated
            }
            .distinctUntilChanged()
            .subscribe(onNext: { sum &+= $0 ? 1 : 0 })
            let words = ["", "user", "secret", "secret"]
            for index in 0..<100_000 {
                name.accept(words[index & 1 == 0 ? 1 : 0])
                password.accept(words[2])
                repeated.accept(words[index & 2 == 0 ? 3 : 1])
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "PublishRelayBindToBehaviorRelay", units: 1_000_000) {
            let input = PublishRelay<Int>()
            let output = BehaviorRelay(value: 0)
            let binding = input.map { $0 &+ 1 }.bind(to: output)
            var sum = 0
            for _ in 0..<1_000_000 {
                input.accept(1)
                sum &+= output.value
            }
            binding.dispose()
            return sum
        },
        SideBySideWorkload(name: "SubscribeWithOwnerPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let owner = Reference(value: 1)
            var sum = 0
            let subscription = subject.subscribe(with: owner, onNext: { owner, value in sum &+= value &* owner.value })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "LongMixedChainPumping", units: 100_000) {
            drain(
                ones(100_000)
                    .map { $0 &* 3 }
                    .filter { $0 > 0 }
                    .scan(0) { $0 &+ $1 }
                    .distinctUntilChanged()
                    .skip(1)
                    .take(1_000_000)
                    .enumerated()
                    .map { $0.index & 1 }
                    .compactMap { $0 }
                    .do(onNext: { _ in })
                    .startWith(0)
            )
        },
        SideBySideWorkload(name: "LongMixedChainCreating", units: 10_000) {
            var sum = 0
            for index in 0..<10_000 {
                sum &+= drain(
                    Observable.just(index)
                        .map { $0 &+ 1 }
                        .filter { $0 > 0 }
                        .distinctUntilChanged()
                        .take(1)
                        .startWith(0)
                        .catchAndReturn(0)
                        .map { $0 & 1 }
                )
            }
            return sum
        },
        SideBySideWorkload(name: "TupleCombineLatestMap", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject(value: 1)
            var sum = 0
            let subscription = Observable.combineLatest(a, b).map { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { a.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "TupleZipMap", units: 500_000) {
            let a = PublishSubject<Int>()
            let b = PublishSubject<String>()
            var sum = 0
            let subscription = Observable.zip(a, b).map { $0 &+ $1.utf8.count }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<500_000 {
                a.onNext(1)
                b.onNext("b")
            }
            subscription.dispose()
            return sum
        },
        // Higher-order with other inner kinds.
        SideBySideWorkload(name: "FlatMapSingleInner", units: 100_000) {
            drain(ones(100_000).flatMap { Single.just($0) })
        },
        SideBySideWorkload(name: "FlatMapFromArrayInner", units: 100_000) {
            drain(ones(20_000).flatMap { _ in Observable.from([1, 1, 1, 1, 1]) })
        },
        SideBySideWorkload(name: "ConcatMapFromArrayInner", units: 100_000) {
            drain(ones(20_000).concatMap { _ in Observable.from([1, 1, 1, 1, 1]) })
        },
        SideBySideWorkload(name: "GroupByFlatMapCounts", units: 100_000) {
            drain(
                Observable.range(start: 0, count: 100_000)
                    .groupBy { $0 % 16 }
                    .flatMap { group in group.map { _ in 1 } }
            )
        },
        SideBySideWorkload(name: "FlatMapLatestSearch", units: 100_000) {
            let query = PublishSubject<String>()
            var sum = 0
            let subscription = query.distinctUntilChanged()
                .flatMapLatest { text in Observable.just(text.utf8.count).map { $0 & 1 } }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<100_000 { query.onNext(index & 1 == 0 ? "rx" : "swift") }
            subscription.dispose()
            return sum
        },
        // Traits beyond the basics.
        SideBySideWorkload(name: "SingleZipCollection", units: 100_000) {
            var sum = 0
            for _ in 0..<10_000 {
                Single.zip((0..<10).map { Single.just($0) }).subscribe(onSuccess: { sum &+= $0.count }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "CompletableConcatMany", units: 100_000) {
            let counter = Counter()
            for _ in 0..<100 {
                Completable.concat((0..<1_000).map { _ in Completable.empty() })
                    .subscribe(onCompleted: { counter.value &+= 1 }).dispose()
            }
            return counter.value
        },
        SideBySideWorkload(name: "CompletableZipMany", units: 100_000) {
            let counter = Counter()
            for _ in 0..<100 {
                Completable.zip((0..<1_000).map { _ in Completable.empty() })
                    .subscribe(onCompleted: { counter.value &+= 1 }).dispose()
            }
            return counter.value
        },
        SideBySideWorkload(name: "MaybeFilterChain", units: 100_000) {
            var sum = 0
            for index in 0..<100_000 {
                Single.just(index)
                    .filter { $0 & 1 == 0 }
                    .map { $0 & 3 }
                    .ifEmpty(default: 1)
                    .subscribe(onSuccess: { sum &+= $0 })
                    .dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "SingleCatchRetryChain", units: 100_000) {
            var sum = 0
            for index in 0..<100_000 {
                Single<Int>.create { single in
                    single(index & 1 == 0 ? .success(1) : .failure(ShapeError.failed))
                    return Disposables.create()
                }
                .retry(2)
                .catchAndReturn(2)
                .subscribe(onSuccess: { sum &+= $0 })
                .dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "InfallibleCombineLatestPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let infallible = subject.asInfallible(onErrorJustReturn: 0)
            var sum = 0
            let subscription = Infallible.combineLatest(infallible, Infallible.just(1)) { $0 &+ $1 }
                .subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscription.dispose()
            return sum
        },
        // Time operators on a dispatch scheduler: a timer per element.
        SideBySideWorkload(name: "TimeoutDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).timeout(.seconds(100), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
        SideBySideWorkload(name: "DebounceDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).debounce(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
        SideBySideWorkload(name: "ThrottleDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).throttle(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
        SideBySideWorkload(name: "ObserveOnSerialThenChain", units: 100_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            return waitForCompletion(
                Observable.range(start: 0, count: 100_000).observe(on: scheduler).map { $0 & 1 }.filter { _ in true }
                    .scan(0) { _, value in value }
            )
        },
        SideBySideWorkload(name: "ObserveOnOperationQueue", units: 10_000) {
            let operationQueue = OperationQueue()
            operationQueue.maxConcurrentOperationCount = 2
            return waitForCompletion(
                ones(10_000).observe(on: OperationQueueScheduler(operationQueue: operationQueue))
            )
        },
        SideBySideWorkload(name: "ObserveOnCurrentThread", units: 100_000) {
            drain(ones(100_000).observe(on: CurrentThreadScheduler.instance).map { $0 & 1 })
        },
        SideBySideWorkload(name: "BehaviorSubjectValueReads", units: 1_000_000) {
            let subject = BehaviorSubject(value: 1)
            var sum = 0
            for _ in 0..<1_000_000 { sum &+= (try? subject.value()) ?? 0 }
            return sum
        },
        SideBySideWorkload(name: "BehaviorSubjectTakeOneCreating", units: 100_000) {
            let subject = BehaviorSubject(value: 1)
            var sum = 0
            for _ in 0..<100_000 { subject.take(1).subscribe(onNext: { sum &+= $0 }).dispose() }
            return sum
        },
    ]
}
