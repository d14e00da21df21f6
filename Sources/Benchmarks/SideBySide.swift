// SendableRx benchmarks — the broad suite: one or more workloads per operator family and per public type, written
// only with API that RxSwift 6.10.2 and SendableRx share, so that the same file measures both. The Benchmarks target
// runs it beside its own workloads; for the side-by-side table against RxSwift, from the project root:
//
//     Scripts/versus-rxswift/run.sh [ROUNDS] [FILTER]
//
// (The project's copy of the versus tool compiles this file with -DRXSWIFT against RxSwift and without it against SendableRx; the
// Benchmarks target defines SENDABLERX_BENCHMARKS.)

#if RXSWIFT
import RxSwift
import RxRelay
#else
import SendableRx
import SendableRxRelay
#endif
import Dispatch
import Foundation

/// One workload of the broad suite: `body` does `units` units of work and returns a checksum.
struct SideBySideWorkload {
    let name: String
    let units: Int
    let body: () -> Int
}

#if !SENDABLERX_BENCHMARKS
/// The shape the versus tool's main.swift reads.
struct Workload {
    let name: String
    let units: Int
    let body: () -> Int
}

// Read only, from the main thread.
nonisolated(unsafe) let workloads: [Workload] = sideBySideWorkloads().map {
    Workload(name: $0.name, units: $0.units, body: $0.body)
}
#endif

/// A mutable counter that closures scheduled elsewhere may update.
// @unchecked Sendable: each workload touches its counter from one thread at a time (the dispatch workloads hand it
// over through a semaphore).
final class Counter: @unchecked Sendable {
    var value = 0
}

/// A source that sends `count` ones synchronously on subscription, as RxSwift's own benchmarks do.
func ones(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count {
            observer.on(.next(1))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

/// The twelve-hop map/filter chain of RxSwift's own benchmarks.
func twelveHops(_ source: Observable<Int>) -> Observable<Int> {
    var chain = source
    for _ in 0..<6 {
        chain = chain.map { $0 }.filter { _ in true }
    }
    return chain
}

/// Pumps `count` ones into `subject` with `subscribers` subscribers and returns what they summed.
func pumpSubject<S: ObserverType & ObservableType>(_ subject: S, subscribers: Int, count: Int) -> Int
where S.Element == Int {
    let sum = Counter()
    let subscriptions = (0..<subscribers).map { _ in subject.subscribe(onNext: { sum.value &+= $0 }) }
    for _ in 0..<count {
        subject.on(.next(1))
    }
    subscriptions.forEach { $0.dispose() }
    return sum.value
}

/// Subscribes, sums the elements and disposes.
func drain<O: ObservableType>(_ source: O) -> Int where O.Element == Int {
    var sum = 0
    source.subscribe(onNext: { sum &+= $0 }).dispose()
    return sum
}

/// Runs `body` on a virtual-time scheduler to its end and returns its checksum.
func onHistoricalScheduler(_ body: (HistoricalScheduler) -> Observable<Int>) -> Int {
    let scheduler = HistoricalScheduler()
    var sum = 0
    let subscription = body(scheduler).subscribe(onNext: { sum &+= $0 })
    scheduler.start()
    subscription.dispose()
    return sum
}

/// Subscribes on the calling thread and waits until the sequence, which ends on another thread, has completed.
func waitForCompletion(_ source: Observable<Int>) -> Int {
    let done = DispatchSemaphore(value: 0)
    let sum = Counter()
    let subscription = source.subscribe(onNext: { sum.value &+= $0 }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return sum.value
}

/// Runs async work to completion from synchronous code.
func waitForTask(_ work: @escaping @Sendable () async throws -> Int) -> Int {
    let result = Counter()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        result.value = (try? await work()) ?? -1
        done.signal()
    }
    done.wait()
    return result.value
}

enum WorkloadError: Error {
    case failed
}

// swift-format-ignore
func sideBySideWorkloads() -> [SideBySideWorkload] {
    standardWorkloads() + subjectWorkloads() + sharingWorkloads() + combiningWorkloads() + higherOrderWorkloads()
        + filteringWorkloads() + timeWorkloads() + errorWorkloads() + traitWorkloads() + bridgeWorkloads()
        + disposableWorkloads() + creationWorkloads()
}

/// RxSwift's own twelve benchmark workloads (the Benchmarks target also runs them with plain-loop floors).
func standardWorkloads() -> [SideBySideWorkload] {
    func flatMaps(_ source: Observable<Int>, latest: Bool) -> Observable<Int> {
        var chain = source
        for _ in 0..<5 {
            chain = latest ? chain.flatMapLatest { Observable.just($0) } : chain.flatMap { Observable.just($0) }
        }
        return chain
    }
    func combineLatests(_ source: Observable<Int>) -> Observable<Int> {
        let just = Observable.just(1)
        var last = Observable.combineLatest(just, just, just, source) { value, _, _, _ in value }
        for _ in 0..<6 {
            last = Observable.combineLatest(just, just, just, last) { value, _, _, _ in value }
        }
        return last
    }
    return [
        SideBySideWorkload(name: "PublishSubjectPumping", units: 1_000_000) {
            pumpSubject(PublishSubject<Int>(), subscribers: 1, count: 1_000_000)
        },
        SideBySideWorkload(name: "PublishSubjectPumpingTwoSubscriptions", units: 1_000_000) {
            pumpSubject(PublishSubject<Int>(), subscribers: 2, count: 1_000_000)
        },
        SideBySideWorkload(name: "PublishSubjectCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum &+= $0 })
                subject.on(.next(1))
                subject.on(.completed)
                subscription.dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "MapFilterPumping", units: 100_000) { drain(twelveHops(ones(100_000))) },
        SideBySideWorkload(name: "MapFilterCreating", units: 10_000) {
            var sum = 0
            for _ in 0..<10_000 { sum &+= drain(twelveHops(ones(1))) }
            return sum
        },
        SideBySideWorkload(name: "FlatMapsPumping", units: 100_000) { drain(flatMaps(ones(100_000), latest: false)) },
        SideBySideWorkload(name: "FlatMapsCreating", units: 10_000) {
            var sum = 0
            for _ in 0..<10_000 { sum &+= drain(flatMaps(ones(1), latest: false)) }
            return sum
        },
        SideBySideWorkload(name: "FlatMapLatestPumping", units: 100_000) {
            drain(flatMaps(ones(100_000), latest: true))
        },
        SideBySideWorkload(name: "FlatMapLatestCreating", units: 10_000) {
            var sum = 0
            for _ in 0..<10_000 { sum &+= drain(flatMaps(ones(1), latest: true)) }
            return sum
        },
        SideBySideWorkload(name: "CombineLatestPumping", units: 100_000) { drain(combineLatests(ones(100_000))) },
        SideBySideWorkload(name: "CombineLatestCreating", units: 10_000) {
            var sum = 0
            for _ in 0..<10_000 { sum &+= drain(combineLatests(ones(1))) }
            return sum
        },
        SideBySideWorkload(name: "CombineLatestCreating3", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let just = Observable.just(1)
                sum &+= drain(Observable.combineLatest(just, just, just) { $0 &+ $1 &+ $2 })
            }
            return sum
        },
    ]
}

func subjectWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "PublishSubject10Subscribers", units: 100_000) {
            pumpSubject(PublishSubject<Int>(), subscribers: 10, count: 100_000)
        },
        SideBySideWorkload(name: "BehaviorSubject1Subscriber", units: 1_000_000) {
            pumpSubject(BehaviorSubject(value: 0), subscribers: 1, count: 1_000_000)
        },
        SideBySideWorkload(name: "BehaviorSubject10Subscribers", units: 100_000) {
            pumpSubject(BehaviorSubject(value: 0), subscribers: 10, count: 100_000)
        },
        SideBySideWorkload(name: "ReplaySubject1Pumping", units: 1_000_000) {
            pumpSubject(ReplaySubject<Int>.create(bufferSize: 1), subscribers: 1, count: 1_000_000)
        },
        SideBySideWorkload(name: "ReplaySubject10Pumping", units: 1_000_000) {
            pumpSubject(ReplaySubject<Int>.create(bufferSize: 10), subscribers: 1, count: 1_000_000)
        },
        SideBySideWorkload(name: "ReplaySubject10Subscribers", units: 100_000) {
            pumpSubject(ReplaySubject<Int>.create(bufferSize: 4), subscribers: 10, count: 100_000)
        },
        SideBySideWorkload(name: "ReplaySubjectUnboundedPumping", units: 1_000_000) {
            pumpSubject(ReplaySubject<Int>.createUnbounded(), subscribers: 1, count: 1_000_000)
        },
        SideBySideWorkload(name: "AsyncSubject1Subscriber", units: 1_000_000) {
            let subject = AsyncSubject<Int>()
            var sum = 0
            let subscription = subject.subscribe(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { subject.onNext(index) }
            subject.onCompleted()
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "AsyncSubject10Subscribers", units: 1_000_000) {
            let subject = AsyncSubject<Int>()
            let sum = Counter()
            let subscriptions = (0..<10).map { _ in subject.subscribe(onNext: { sum.value &+= $0 }) }
            for index in 0..<1_000_000 { subject.onNext(index) }
            subject.onCompleted()
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "PublishRelay1Subscriber", units: 1_000_000) {
            let relay = PublishRelay<Int>()
            var sum = 0
            let subscription = relay.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { relay.accept(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "PublishRelay10Subscribers", units: 100_000) {
            let relay = PublishRelay<Int>()
            let sum = Counter()
            let subscriptions = (0..<10).map { _ in relay.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<100_000 { relay.accept(1) }
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "BehaviorRelay1Subscriber", units: 1_000_000) {
            let relay = BehaviorRelay(value: 0)
            var sum = 0
            let subscription = relay.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { relay.accept(1) }
            subscription.dispose()
            return sum &+ relay.value
        },
        SideBySideWorkload(name: "BehaviorRelay10Subscribers", units: 100_000) {
            let relay = BehaviorRelay(value: 0)
            let sum = Counter()
            let subscriptions = (0..<10).map { _ in relay.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<100_000 { relay.accept(1) }
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "ReplayRelay1Subscriber", units: 1_000_000) {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            var sum = 0
            let subscription = relay.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { relay.accept(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "BehaviorSubjectCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let subject = BehaviorSubject(value: 1)
                let subscription = subject.subscribe(onNext: { sum &+= $0 })
                subject.onNext(2)
                subject.onCompleted()
                subscription.dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "ReplaySubjectCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                subject.onNext(1)
                let subscription = subject.subscribe(onNext: { sum &+= $0 })
                subject.onNext(2)
                subject.onCompleted()
                subscription.dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "BehaviorRelayCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let relay = BehaviorRelay(value: 1)
                let subscription = relay.subscribe(onNext: { sum &+= $0 })
                relay.accept(2)
                subscription.dispose()
            }
            return sum
        },
    ]
}

func sharingWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "Share3Subscribers", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &+ 1 }.share()
            let sum = Counter()
            let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "ShareReplay3Subscribers", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &+ 1 }.share(replay: 1, scope: .whileConnected)
            let sum = Counter()
            let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "ShareReplayForever1Subscriber", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &+ 1 }.share(replay: 2, scope: .forever)
            var sum = 0
            let subscription = shared.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "PublishRefCount3Subscribers", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &+ 1 }.publish().refCount()
            let sum = Counter()
            let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum.value &+= $0 }) }
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscriptions.forEach { $0.dispose() }
            return sum.value
        },
        SideBySideWorkload(name: "ReplayConnect1Subscriber", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let connectable = subject.map { $0 &+ 1 }.replay(1)
            var sum = 0
            let subscription = connectable.subscribe(onNext: { sum &+= $0 })
            let connection = connectable.connect()
            for _ in 0..<1_000_000 { subject.onNext(1) }
            connection.dispose()
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "MulticastSubject1Subscriber", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let connectable = subject.map { $0 &+ 1 }.multicast(PublishSubject<Int>())
            var sum = 0
            let subscription = connectable.subscribe(onNext: { sum &+= $0 })
            let connection = connectable.connect()
            for _ in 0..<1_000_000 { subject.onNext(1) }
            connection.dispose()
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ShareCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                let shared = Observable.just(1).share(replay: 1)
                shared.subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "ShareWhileConnectedCreating", units: 100_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let shared = subject.share()
            for _ in 0..<100_000 {
                let first = shared.subscribe(onNext: { sum &+= $0 })
                let second = shared.subscribe(onNext: { sum &+= $0 })
                subject.onNext(1)
                first.dispose()
                second.dispose()
            }
            return sum
        },
    ]
}

func combiningWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "MergeTenSubjects", units: 1_000_000) {
            let subjects = (0..<10).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { subjects[index % 10].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "MergeSynchronousSources", units: 1_000_000) {
            drain(Observable.merge(ones(250_000), ones(250_000), ones(250_000), ones(250_000)))
        },
        SideBySideWorkload(name: "MergeCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.merge(Observable.just(1), Observable.just(2)))
            }
            return sum
        },
        SideBySideWorkload(name: "ZipTwoSubjects", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var sum = 0
            let subscription = Observable.zip(a, b) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<500_000 {
                a.onNext(1)
                b.onNext(1)
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ZipCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.zip(Observable.just(1), Observable.just(2)) { $0 &+ $1 })
            }
            return sum
        },
        SideBySideWorkload(name: "ZipCollectionPumping", units: 300_000) {
            drain(Observable.zip([ones(100_000), ones(100_000), ones(100_000)]).map { $0.count })
        },
        SideBySideWorkload(name: "CombineLatestTwoSubjects", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var sum = 0
            let subscription = Observable.combineLatest(a, b) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<500_000 {
                a.onNext(1)
                b.onNext(1)
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CombineLatestCollectionPumping", units: 1_000_000) {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }) { $0.count }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { subjects[index % 4].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "WithLatestFromPumping", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject<Int>(value: 1)
            var sum = 0
            let subscription = a.withLatestFrom(b) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { a.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "WithLatestFromCreating", units: 100_000) {
            var sum = 0
            let latest = BehaviorSubject<Int>(value: 1)
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).withLatestFrom(latest) { $0 &+ $1 })
            }
            return sum
        },
        SideBySideWorkload(name: "SamplePumping", units: 1_000_000) {
            let source = PublishSubject<Int>()
            let sampler = PublishSubject<Void>()
            var sum = 0
            let subscription = source.sample(sampler).subscribe(onNext: { sum &+= $0 })
            for _ in 0..<500_000 {
                source.onNext(1)
                sampler.onNext(())
            }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "AmbPumping", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var sum = 0
            let subscription = a.amb(b).subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { a.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "SwitchLatestPumping", units: 1_000_000) {
            let outer = PublishSubject<Observable<Int>>()
            let inner = PublishSubject<Int>()
            var sum = 0
            let subscription = outer.switchLatest().subscribe(onNext: { sum &+= $0 })
            outer.onNext(inner.asObservable())
            for _ in 0..<1_000_000 { inner.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "SwitchLatestSwitching", units: 100_000) {
            let outer = PublishSubject<Observable<Int>>()
            var sum = 0
            let subscription = outer.switchLatest().subscribe(onNext: { sum &+= $0 })
            for _ in 0..<100_000 { outer.onNext(Observable.just(1)) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ConcatPumping", units: 1_000_000) {
            drain(Observable.concat((0..<100).map { _ in ones(10_000) }))
        },
        SideBySideWorkload(name: "ConcatCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).concat(Observable.just(2)))
            }
            return sum
        },
        SideBySideWorkload(name: "StartWithPumping", units: 1_000_000) {
            drain(ones(1_000_000).startWith(1))
        },
        SideBySideWorkload(name: "AmbCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).amb(Observable<Int>.never()))
            }
            return sum
        },
        SideBySideWorkload(name: "AmbStaticThreePumping", units: 1_000_000) {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.amb(subjects.map { $0.asObservable() }).subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subjects[1].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "SampleCreating", units: 100_000) {
            var sum = 0
            let sampler = BehaviorSubject<Int>(value: 0)
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).sample(sampler))
            }
            return sum
        },
        SideBySideWorkload(name: "WithLatestFromPlainPumping", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = BehaviorSubject<Int>(value: 1)
            var sum = 0
            let subscription = a.withLatestFrom(b).subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { a.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ZipCollectionCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.zip([Observable.just(1), Observable.just(2)]).map { $0.count })
            }
            return sum
        },
        SideBySideWorkload(name: "CombineLatestCollectionCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.combineLatest([Observable.just(1), Observable.just(2)]) { $0.count })
            }
            return sum
        },
        SideBySideWorkload(name: "ZipFourSubjects", units: 1_000_000) {
            let subjects = (0..<4).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.zip(subjects[0], subjects[1], subjects[2], subjects[3]) { $0 &+ $1 &+ $2 &+ $3 }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<1_000_000 { subjects[index % 4].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "CombineLatestThreeSubjects", units: 1_000_000) {
            let subjects = (0..<3).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = Observable.combineLatest(subjects[0], subjects[1], subjects[2]) { $0 &+ $1 &+ $2 }
                .subscribe(onNext: { sum &+= $0 })
            for index in 0..<999_999 { subjects[index % 3].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "ConcatOfObservablesPumping", units: 1_000_000) {
            drain(Observable.from((0..<100).map { _ in ones(10_000) }).concat())
        },
        SideBySideWorkload(name: "MergeOfObservablesPumping", units: 1_000_000) {
            drain(Observable.from((0..<100).map { _ in ones(10_000) }).merge())
        },
        SideBySideWorkload(name: "ConcatSubjectsPumping", units: 1_000_000) {
            let first = PublishSubject<Int>()
            var sum = 0
            let subscription = Observable.concat([first.asObservable(), Observable.just(1)])
                .subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { first.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "MergeVariadicSubjectsPumping", units: 1_000_000) {
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            var sum = 0
            let subscription = Observable.merge(a.asObservable(), b.asObservable()).subscribe(onNext: { sum &+= $0 })
            for _ in 0..<500_000 {
                a.onNext(1)
                b.onNext(1)
            }
            subscription.dispose()
            return sum
        },
    ]
}

func higherOrderWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "FlatMapPumping", units: 1_000_000) {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var sum = 0
            let subscription = outer.flatMap { _ in inner.asObservable() }.subscribe(onNext: { sum &+= $0 })
            outer.onNext(0)
            for _ in 0..<1_000_000 { inner.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FlatMapJust", units: 1_000_000) {
            drain(ones(1_000_000).flatMap { Observable.just($0) })
        },
        SideBySideWorkload(name: "FlatMapFirstPumping", units: 1_000_000) {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var sum = 0
            let subscription = outer.flatMapFirst { _ in inner.asObservable() }.subscribe(onNext: { sum &+= $0 })
            outer.onNext(0)
            for _ in 0..<1_000_000 { inner.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FlatMapFirstJust", units: 1_000_000) {
            drain(ones(1_000_000).flatMapFirst { Observable.just($0) })
        },
        SideBySideWorkload(name: "FlatMapLatestJust", units: 1_000_000) {
            drain(ones(1_000_000).flatMapLatest { Observable.just($0) })
        },
        SideBySideWorkload(name: "ConcatMapJust", units: 1_000_000) {
            drain(ones(1_000_000).concatMap { Observable.just($0) })
        },
        SideBySideWorkload(name: "MergeMaxConcurrent", units: 1_000_000) {
            drain(Observable.from((0..<1_000).map { _ in ones(1_000) }).merge(maxConcurrent: 2))
        },
        SideBySideWorkload(name: "MergeMaxConcurrentCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.of(Observable.just(1), Observable.just(2)).merge(maxConcurrent: 1))
            }
            return sum
        },
        SideBySideWorkload(name: "ConcatMapPumping", units: 1_000_000) {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var sum = 0
            let subscription = outer.concatMap { _ in inner.asObservable() }.subscribe(onNext: { sum &+= $0 })
            outer.onNext(0)
            for _ in 0..<1_000_000 { inner.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FlatMapLatestSubjectPumping", units: 1_000_000) {
            let outer = PublishSubject<Int>()
            let inner = PublishSubject<Int>()
            var sum = 0
            let subscription = outer.flatMapLatest { _ in inner.asObservable() }.subscribe(onNext: { sum &+= $0 })
            outer.onNext(0)
            for _ in 0..<1_000_000 { inner.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FlatMapManyInnersPumping", units: 1_000_000) {
            let outer = PublishSubject<Int>()
            let inners = (0..<10).map { _ in PublishSubject<Int>() }
            var sum = 0
            let subscription = outer.flatMap { inners[$0].asObservable() }.subscribe(onNext: { sum &+= $0 })
            for index in 0..<10 { outer.onNext(index) }
            for index in 0..<1_000_000 { inners[index % 10].onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "FlatMapCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).flatMap { Observable.just($0) })
            }
            return sum
        },
        SideBySideWorkload(name: "FlatMapLatestCreating1", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).flatMapLatest { Observable.just($0) })
            }
            return sum
        },
        SideBySideWorkload(name: "FlatMapFirstCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1).flatMapFirst { Observable.just($0) })
            }
            return sum
        },
        SideBySideWorkload(name: "SwitchLatestCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(Observable.just(1)).switchLatest())
            }
            return sum
        },
    ]
}

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
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.of(1, 2, 3).skip(1).take(1).takeLast(1).element(at: 0).ifEmpty(default: 0))
            }
            return sum
        },
    ]
}

func timeWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "IntervalVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
            }
        },
        SideBySideWorkload(name: "TimerVirtualCreating", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(0..<100_000).concatMap { _ in Observable<Int>.timer(.seconds(1), scheduler: scheduler) }
            }
        },
        SideBySideWorkload(name: "DelayVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .delay(.seconds(5), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "DebounceVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .debounce(.milliseconds(500), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "ThrottleVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .throttle(.seconds(3), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "TimeoutVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .timeout(.seconds(5), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "SampleVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .sample(Observable<Int>.interval(.seconds(2), scheduler: scheduler))
            }
        },
        SideBySideWorkload(name: "BufferTimeVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .buffer(timeSpan: .seconds(10), count: 1_000, scheduler: scheduler).map { $0.count }
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
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .skip(.seconds(10), scheduler: scheduler)
            }
        },
        SideBySideWorkload(name: "ThrottleFirstVirtual", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .throttle(.seconds(3), latest: false, scheduler: scheduler)
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
            onHistoricalScheduler { scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(100_000)
                    .window(timeSpan: .seconds(10), count: 1_000, scheduler: scheduler).flatMap { $0 }
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

func errorWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "CatchPumping", units: 1_000_000) {
            drain(ones(1_000_000).catch { _ in Observable.just(0) })
        },
        SideBySideWorkload(name: "CatchCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable<Int>.error(WorkloadError.failed).catch { _ in Observable.just(1) })
            }
            return sum
        },
        SideBySideWorkload(name: "CatchAndReturnCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable<Int>.error(WorkloadError.failed).catchAndReturn(1))
            }
            return sum
        },
        SideBySideWorkload(name: "RetryCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                var attempts = 0
                let flaky = Observable<Int>.create { observer in
                    attempts += 1
                    if attempts < 3 {
                        observer.onError(WorkloadError.failed)
                    } else {
                        observer.onNext(1)
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                sum &+= drain(flaky.retry(5))
            }
            return sum
        },
        SideBySideWorkload(name: "RetryPumping", units: 1_000_000) {
            drain(ones(1_000_000).retry(3))
        },
        SideBySideWorkload(name: "RetryWhenCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                var attempts = 0
                let flaky = Observable<Int>.create { observer in
                    attempts += 1
                    if attempts < 2 {
                        observer.onError(WorkloadError.failed)
                    } else {
                        observer.onNext(1)
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                sum &+= drain(flaky.retry(when: { errors in errors.map { _ in 1 } }))
            }
            return sum
        },
        SideBySideWorkload(name: "TimeoutOtherVirtualCreating", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable.from(0..<100_000).concatMap { _ in
                    Observable<Int>.never().timeout(.seconds(1), other: Observable.just(1), scheduler: scheduler)
                }
            }
        },
        SideBySideWorkload(name: "CatchSubjectPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            var sum = 0
            let subscription = subject.catch { _ in Observable.just(0) }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.onNext(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "RetryWhenPumping", units: 1_000_000) {
            drain(ones(1_000_000).retry(when: { errors in errors.map { _ in 1 } }))
        },
    ]
}

func traitWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "SingleCreateZip", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Single.zip(Single.just(1), Single.just(2)) { $0 &+ $1 }.map { $0 &* 2 }
                    .subscribe(onSuccess: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "SingleCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Single<Int>.create { single in
                    single(.success(1))
                    return Disposables.create()
                }
                .map { $0 &+ 1 }
                .subscribe(onSuccess: { sum &+= $0 })
                .dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "SingleFlatMapChain", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Single.just(1).flatMap { Single.just($0 &+ 1) }.flatMap { Single.just($0 &+ 1) }
                    .subscribe(onSuccess: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "SinglePumping", units: 1_000_000) {
            drain(ones(1_000_000).flatMap { Single.just($0) })
        },
        SideBySideWorkload(name: "MaybeCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Maybe.just(1).filter { $0 > 0 }.map { $0 &+ 1 }
                    .subscribe(onSuccess: { sum &+= $0 }, onCompleted: { sum &+= 1 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "MaybePumping", units: 1_000_000) {
            drain(ones(1_000_000).flatMap { Maybe.just($0) })
        },
        SideBySideWorkload(name: "CompletableAndThenCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Completable.empty().andThen(Completable.empty()).andThen(Single.just(1))
                    .subscribe(onSuccess: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "CompletablePumping", units: 1_000_000) {
            var sum = 0
            ones(1_000_000).flatMap { _ in Completable.empty() }
                .subscribe(onCompleted: { sum &+= 1 }).dispose()
            return sum
        },
        SideBySideWorkload(name: "AsSinglePumping", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Observable.just(1).asSingle().subscribe(onSuccess: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "InfalliblePumping", units: 1_000_000) {
            let relay = PublishRelay<Int>()
            var sum = 0
            let subscription = relay.asInfallible().map { $0 &+ 1 }.filter { $0 > 0 }
                .subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { relay.accept(1) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "InfallibleCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Infallible.just(1).map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "AsInfallibleCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                Observable<Int>.error(WorkloadError.failed).asInfallible(onErrorJustReturn: 1)
                    .subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
    ]
}

func bridgeWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "ValuesAsyncIteration", units: 100_000) {
            waitForTask {
                var sum = 0
                for try await value in Observable.range(start: 0, count: 100_000).values {
                    sum &+= value & 1
                }
                return sum
            }
        },
        SideBySideWorkload(name: "AsyncStreamAsObservable", units: 100_000) {
            let stream = AsyncStream<Int> { continuation in
                for _ in 0..<100_000 { continuation.yield(1) }
                continuation.finish()
            }
            return waitForCompletion(stream.asObservable())
        },
        SideBySideWorkload(name: "SingleValueAwait", units: 10_000) {
            waitForTask {
                var sum = 0
                for _ in 0..<10_000 {
                    sum &+= try await Single.just(1).value
                }
                return sum
            }
        },
    ]
}

func disposableWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "DisposeBag100k", units: 100_000) {
            var bag: DisposeBag? = DisposeBag()
            let counter = Counter()
            for _ in 0..<100_000 { Disposables.create { counter.value &+= 1 }.disposed(by: bag!) }
            bag = nil
            return counter.value
        },
        SideBySideWorkload(name: "DisposeBagOfSubscriptions", units: 100_000) {
            var bag: DisposeBag? = DisposeBag()
            let subject = PublishSubject<Int>()
            let counter = Counter()
            for _ in 0..<100_000 {
                subject.subscribe(onNext: { counter.value &+= $0 }).disposed(by: bag!)
            }
            subject.onNext(1)
            bag = nil
            return counter.value
        },
        SideBySideWorkload(name: "CompositeDisposableInsertRemove", units: 100_000) {
            let composite = CompositeDisposable()
            let counter = Counter()
            for _ in 0..<100_000 {
                if let key = composite.insert(Disposables.create { counter.value &+= 1 }) {
                    composite.remove(for: key)
                }
            }
            composite.dispose()
            return counter.value
        },
        SideBySideWorkload(name: "SerialDisposableReplace", units: 100_000) {
            let serial = SerialDisposable()
            let counter = Counter()
            for _ in 0..<100_000 {
                serial.disposable = Disposables.create { counter.value &+= 1 }
            }
            serial.dispose()
            return counter.value
        },
        SideBySideWorkload(name: "DisposablesCreate", units: 1_000_000) {
            let counter = Counter()
            for _ in 0..<1_000_000 {
                Disposables.create { counter.value &+= 1 }.dispose()
            }
            return counter.value
        },
        SideBySideWorkload(name: "SingleAssignmentDisposableSetDispose", units: 1_000_000) {
            var sum = 0
            for _ in 0..<1_000_000 {
                let single = SingleAssignmentDisposable()
                single.setDisposable(Disposables.create())
                single.dispose()
                sum &+= single.isDisposed ? 1 : 0
            }
            return sum
        },
        SideBySideWorkload(name: "BooleanDisposableCreate", units: 1_000_000) {
            var sum = 0
            for _ in 0..<1_000_000 {
                let boolean = BooleanDisposable()
                boolean.dispose()
                sum &+= boolean.isDisposed ? 1 : 0
            }
            return sum
        },
        SideBySideWorkload(name: "RefCountDisposableRetainRelease", units: 100_000) {
            let counter = Counter()
            let refCount = RefCountDisposable(disposable: Disposables.create { counter.value &+= 1 })
            for _ in 0..<100_000 {
                refCount.retain().dispose()
            }
            refCount.dispose()
            return counter.value
        },
        SideBySideWorkload(name: "CompositeDisposableOfThousand", units: 100_000) {
            let counter = Counter()
            for _ in 0..<100 {
                let composite = CompositeDisposable()
                for _ in 0..<1_000 {
                    _ = composite.insert(Disposables.create { counter.value &+= 1 })
                }
                composite.dispose()
            }
            return counter.value
        },
        SideBySideWorkload(name: "DisposeBagsOfThree", units: 100_000) {
            let counter = Counter()
            for _ in 0..<100_000 {
                let bag = DisposeBag()
                Disposables.create { counter.value &+= 1 }.disposed(by: bag)
                Disposables.create { counter.value &+= 1 }.disposed(by: bag)
                Disposables.create { counter.value &+= 1 }.disposed(by: bag)
            }
            return counter.value
        },
        SideBySideWorkload(name: "DisposablesCreateBinary", units: 1_000_000) {
            var sum = 0
            for _ in 0..<1_000_000 {
                let both = Disposables.create(Disposables.create(), Disposables.create())
                both.dispose()
                sum &+= 1
            }
            return sum
        },
    ]
}

func creationWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "JustCreating", units: 1_000_000) {
            var sum = 0
            for _ in 0..<1_000_000 {
                Observable.just(1).subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "FromArrayPumping", units: 1_000_000) {
            drain(Observable.from(Array(repeating: 1, count: 1_000_000)))
        },
        SideBySideWorkload(name: "RangePumping", units: 1_000_000) {
            drain(Observable.range(start: 0, count: 1_000_000).map { $0 & 1 })
        },
        SideBySideWorkload(name: "GeneratePumping", units: 1_000_000) {
            drain(Observable.generate(initialState: 0, condition: { $0 < 1_000_000 }, iterate: { $0 + 1 }).map { $0 & 1 })
        },
        SideBySideWorkload(name: "RepeatElementTake", units: 1_000_000) {
            drain(Observable.repeatElement(1).take(1_000_000))
        },
        SideBySideWorkload(name: "DeferredCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.deferred { Observable.just(1) })
            }
            return sum
        },
        SideBySideWorkload(name: "CreateCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                })
            }
            return sum
        },
        SideBySideWorkload(name: "OfCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.of(1, 2, 3))
            }
            return sum
        },
        SideBySideWorkload(name: "EmptyNeverErrorCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable<Int>.empty())
                Observable<Int>.never().subscribe(onNext: { sum &+= $0 }).dispose()
                Observable<Int>.error(WorkloadError.failed).subscribe(onError: { _ in sum &+= 1 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "UsingCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) }))
            }
            return sum
        },
        SideBySideWorkload(name: "FromSequencePumping", units: 1_000_000) {
            drain(Observable.from(0..<1_000_000).map { $0 & 1 })
        },
        SideBySideWorkload(name: "FromOptionalCreating", units: 1_000_000) {
            var sum = 0
            for _ in 0..<1_000_000 {
                Observable.from(optional: 1).subscribe(onNext: { sum &+= $0 }).dispose()
            }
            return sum
        },
        SideBySideWorkload(name: "JustOnCurrentThreadCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.just(1, scheduler: CurrentThreadScheduler.instance))
            }
            return sum
        },
        SideBySideWorkload(name: "RangeCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.range(start: 0, count: 3))
            }
            return sum
        },
        SideBySideWorkload(name: "GenerateCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                sum &+= drain(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }))
            }
            return sum
        },
        SideBySideWorkload(name: "TimerPeriodicVirtualTake", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.timer(.seconds(5), period: .seconds(1), scheduler: scheduler).take(100_000)
            }
        },
    ]
}
