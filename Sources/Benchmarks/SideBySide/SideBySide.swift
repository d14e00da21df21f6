// SendableRx benchmarks — the broad suite: one or more workloads per operator family and per public type, written
// only with API that RxSwift 6.10.2 and SendableRx share, so that the same file measures both. The Benchmarks target
// runs it beside its own workloads; for the side-by-side table against RxSwift, from the project root:
//
//     Scripts/versus-rxswift/run.sh [ROUNDS] [FILTER]
//
// The suite is this folder (Sources/Benchmarks/SideBySide/): this file holds the shared helpers, the list and
// RxSwift's twelve standard workloads, the SideBySide+*.swift files one group of workloads each (SideBySide+Cocoa.swift
// the RxCocoa group, against SendableRxCocoa). The project's copy of the versus tool compiles the folder with
// -DRXSWIFT against RxSwift (and RxCocoa) and without it against SendableRx; the Benchmarks target defines
// SENDABLERX_BENCHMARKS.

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

/// Subscribes `subscribers` handlers through `subscribe`, each summing what it gets, sends `count` ones through `send`,
/// disposes the subscriptions and returns the sum: the body of the relay and Cocoa pumping workloads. Always inlined,
/// so that the workload compiles as if written out.
@inline(__always)
func pumpOnes(
    subscribers: Int,
    count: Int,
    subscribe: (@escaping (Int) -> Void) -> any Disposable,
    send: (Int) -> Void
) -> Int {
    let sum = Counter()
    let subscriptions = (0..<subscribers).map { _ in subscribe { sum.value &+= $0 } }
    for _ in 0..<count { send(1) }
    subscriptions.forEach { $0.dispose() }
    return sum.value
}

/// Subscribes, sums the elements and disposes.
func drain<O: ObservableType>(_ source: O) -> Int where O.Element == Int {
    var sum = 0
    source.subscribe(onNext: { sum &+= $0 }).dispose()
    return sum
}

/// Runs `body` `count` times and returns the sum of what it returns: the loop of the creating workloads. Always
/// inlined, so that the loop compiles as if written out in the workload.
@inline(__always)
func sumOfRuns(_ count: Int, _ body: () -> Int) -> Int {
    var sum = 0
    for _ in 0..<count {
        sum &+= body()
    }
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

/// Runs `body` on a virtual-time scheduler to its end, as `onHistoricalScheduler` does; `body` receives `count`
/// ticks, one every virtual second, and the scheduler.
func onVirtualTicks(_ count: Int, _ body: (Observable<Int>, HistoricalScheduler) -> Observable<Int>) -> Int {
    onHistoricalScheduler { scheduler in
        body(Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(count), scheduler)
    }
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

/// Creates `count` publish subjects one after the other, each with one subscriber, one element and completion:
/// PublishSubjectCreating, which the Benchmarks target also runs beside its plain-loop floor.
func publishSubjectCreating(_ count: Int) -> Int {
    subscribingEach(count, to: { PublishSubject<Int>() }) { subject in
        subject.on(.next(1))
        subject.on(.completed)
    }
}

/// `count` times: makes a source with `make`, subscribes a handler that sums its elements, runs `send` on the
/// source and disposes the subscription; returns the sum. The body of the subject and relay creating workloads;
/// always inlined, so that the loop compiles as if written out in the workload.
@inline(__always)
func subscribingEach<Source: ObservableType>(
    _ count: Int, to make: () -> Source, then send: (Source) -> Void
) -> Int where Source.Element == Int {
    var sum = 0
    for _ in 0..<count {
        let source = make()
        let subscription = source.subscribe(onNext: { sum &+= $0 })
        send(source)
        subscription.dispose()
    }
    return sum
}

enum WorkloadError: Error {
    case failed
}

// swift-format-ignore
func sideBySideWorkloads() -> [SideBySideWorkload] {
    standardWorkloads() + subjectWorkloads() + sharingWorkloads() + combiningWorkloads() + higherOrderWorkloads()
        + filteringWorkloads() + timeWorkloads() + errorWorkloads() + traitWorkloads() + bridgeWorkloads()
        + disposableWorkloads() + creationWorkloads() + shapeWorkloads() + surfaceWorkloads() + linuxTestingWorkloads()
        + cocoaWorkloads()
}

/// The virtual-time and blocking group where it can run (see SideBySide+Testing.swift).
private func linuxTestingWorkloads() -> [SideBySideWorkload] {
    #if RXSWIFT || os(Linux)
        testingWorkloads()
    #else
        []
    #endif
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
        SideBySideWorkload(name: "PublishSubjectCreating", units: 100_000) { publishSubjectCreating(100_000) },
        SideBySideWorkload(name: "MapFilterPumping", units: 100_000) { drain(twelveHops(ones(100_000))) },
        SideBySideWorkload(name: "MapFilterCreating", units: 10_000) {
            sumOfRuns(10_000) { drain(twelveHops(ones(1))) }
        },
        SideBySideWorkload(name: "FlatMapsPumping", units: 100_000) { drain(flatMaps(ones(100_000), latest: false)) },
        SideBySideWorkload(name: "FlatMapsCreating", units: 10_000) {
            sumOfRuns(10_000) { drain(flatMaps(ones(1), latest: false)) }
        },
        SideBySideWorkload(name: "FlatMapLatestPumping", units: 100_000) {
            drain(flatMaps(ones(100_000), latest: true))
        },
        SideBySideWorkload(name: "FlatMapLatestCreating", units: 10_000) {
            sumOfRuns(10_000) { drain(flatMaps(ones(1), latest: true)) }
        },
        SideBySideWorkload(name: "CombineLatestPumping", units: 100_000) { drain(combineLatests(ones(100_000))) },
        SideBySideWorkload(name: "CombineLatestCreating", units: 10_000) {
            sumOfRuns(10_000) { drain(combineLatests(ones(1))) }
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
