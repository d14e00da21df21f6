// SendableRx benchmarks — the standard Rx workloads (those RxSwift's own benchmark target measures), each beside
// the same arithmetic as a plain loop over closures.

import Dispatch
import SendableRx
import Synchronization

/// Returns its argument through a call the optimiser cannot see into, so the plain-loop floors keep their
/// closure calls instead of being folded away.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// A source that pumps `count` ones synchronously on subscription, as RxSwift's benchmarks do.
func pump(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count {
            observer.on(.next(1))
        }
        return Disposables.create()
    }
}

/// Runs async work to completion from synchronous code.
func blocking(_ work: @escaping @Sendable () async -> Int) -> Int {
    let result = Atomic<Int>(0)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        result.store(await work(), ordering: .relaxed)
        done.signal()
    }
    done.wait()
    return result.load(ordering: .relaxed)
}

enum Workloads {
    static let all: [Workload] = subjects + chains + flatMaps + combineLatests + concurrency + sharing + broad

    /// The broad suite of SideBySide/ (also measured against RxSwift by Scripts/versus-rxswift/run.sh), minus
    /// the workloads above, which have plain-loop floors.
    static let broad: [Workload] = {
        let standard = Set((subjects + chains + flatMaps + combineLatests + concurrency + sharing).map(\.name))
        return sideBySideWorkloads().filter { !standard.contains($0.name) }.map { workload in
            let body = UncheckedBody(body: workload.body)
            return Workload(name: workload.name, units: workload.units, unitName: "unit", rx: { body.body() }, plain: nil)
        }
    }()

    /// Subscribes to `source`, which pumps its elements synchronously, sums them, disposes and returns the sum:
    /// the `rx` side of the pumping workloads.
    static func pumping(_ source: Observable<Int>) -> Int {
        var sum = 0
        let subscription = source.subscribe(onNext: { sum &+= $0 })
        subscription.dispose()
        return sum
    }

    /// Builds `count` chains with `chain` over a one-element source, one after the other; subscribes to each, then
    /// disposes it, and returns the sum of their elements: the `rx` side of the creating workloads. Always inlined,
    /// so that the loop compiles as if written out in the workload.
    @inline(__always)
    static func creating(_ count: Int, _ chain: (Observable<Int>) -> Observable<Int>) -> Int {
        var sum = 0
        for _ in 0..<count {
            let subscription = chain(pump(1)).subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
        }
        return sum
    }

    // MARK: subjects

    static let subjects: [Workload] = [
        Workload(
            name: "PublishSubjectPumping", units: 1_000_000, unitName: "element",
            rx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum &+= $0 })
                for _ in 0..<1_000_000 { subject.on(.next(1)) }
                subscription.dispose()
                return sum
            },
            plain: {
                var sum = 0
                let observer: (Int) -> Void = opaque { sum &+= $0 }
                for _ in 0..<1_000_000 { observer(1) }
                return sum
            }
        ),
        Workload(
            name: "PublishSubjectPumpingTwoSubscriptions", units: 1_000_000, unitName: "element",
            rx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let first = subject.subscribe(onNext: { sum &+= $0 })
                let second = subject.subscribe(onNext: { sum &+= $0 })
                for _ in 0..<1_000_000 { subject.on(.next(1)) }
                first.dispose()
                second.dispose()
                return sum
            },
            plain: {
                var sum = 0
                let observers: [(Int) -> Void] = opaque([{ sum &+= $0 }, { sum &+= $0 }])
                for _ in 0..<1_000_000 {
                    for observer in observers { observer(1) }
                }
                return sum
            }
        ),
        Workload(
            name: "PublishSubjectCreating", units: 100_000, unitName: "subject",
            rx: { publishSubjectCreating(100_000) },
            plain: {
                var sum = 0
                for _ in 0..<100_000 {
                    var observers: [(Int) -> Void] = []
                    observers.append(opaque { sum &+= $0 })
                    for observer in observers { observer(1) }
                    observers.removeAll()
                }
                return sum
            }
        ),
    ]

    // MARK: map / filter

    static func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }

    /// Twelve opaque closure hops, the plain equivalent of ``mapFilterChain(_:)``.
    static func plainChain() -> [(Int) -> Int?] {
        opaque((0..<12).map { index in index % 2 == 0 ? { $0 } : { value in true ? value : nil } })
    }

    static let chains: [Workload] = [
        Workload(
            name: "MapFilterPumping", units: 100_000, unitName: "element",
            rx: { pumping(mapFilterChain(pump(100_000))) },
            plain: {
                var sum = 0
                let steps = plainChain()
                let observer: (Int) -> Void = opaque { sum &+= $0 }
                for _ in 0..<100_000 {
                    var current: Int? = 1
                    for step in steps {
                        guard let value = current else { break }
                        current = step(value)
                    }
                    if let current { observer(current) }
                }
                return sum
            }
        ),
        Workload(
            name: "MapFilterCreating", units: 10_000, unitName: "chain",
            rx: { creating(10_000, mapFilterChain) },
            plain: {
                var sum = 0
                for _ in 0..<10_000 {
                    let steps = plainChain()
                    var current: Int? = 1
                    for step in steps { current = current.flatMap(step) }
                    sum &+= current ?? 0
                }
                return sum
            }
        ),
    ]

    // MARK: flatMap / flatMapLatest

    static func flatMapChain(_ source: Observable<Int>, latest: Bool) -> Observable<Int> {
        var chain = source
        for _ in 0..<5 {
            chain = latest ? chain.flatMapLatest { Observable.just($0) } : chain.flatMap { Observable.just($0) }
        }
        return chain
    }

    static func flatMapWorkloads(latest: Bool) -> [Workload] {
        let name = latest ? "FlatMapLatest" : "FlatMaps"
        return [
            Workload(
                name: "\(name)Pumping", units: 100_000, unitName: "element",
                rx: { pumping(flatMapChain(pump(100_000), latest: latest)) },
                plain: {
                    var sum = 0
                    let steps: [(Int) -> Int] = opaque(Array(repeating: { $0 }, count: 5))
                    for _ in 0..<100_000 {
                        var value = 1
                        for step in steps { value = step(value) }
                        sum &+= value
                    }
                    return sum
                }
            ),
            Workload(
                name: "\(name)Creating", units: 10_000, unitName: "chain",
                rx: { creating(10_000) { flatMapChain($0, latest: latest) } },
                plain: {
                    var sum = 0
                    for _ in 0..<10_000 {
                        let steps: [(Int) -> Int] = opaque(Array(repeating: { $0 }, count: 5))
                        var value = 1
                        for step in steps { value = step(value) }
                        sum &+= value
                    }
                    return sum
                }
            ),
        ]
    }

    static let flatMaps: [Workload] = flatMapWorkloads(latest: false) + flatMapWorkloads(latest: true)

    // MARK: combineLatest

    static func combineLatestChain(_ source: Observable<Int>) -> Observable<Int> {
        var last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), source) {
            value, _, _, _ in value
        }
        for _ in 0..<6 {
            last = Observable.combineLatest(Observable.just(1), Observable.just(1), Observable.just(1), last) {
                value, _, _, _ in value
            }
        }
        return last
    }

    static let combineLatests: [Workload] = [
        Workload(
            name: "CombineLatestPumping", units: 100_000, unitName: "element",
            rx: { pumping(combineLatestChain(pump(100_000))) },
            plain: {
                var sum = 0
                let steps: [(Int, Int, Int, Int) -> Int] = opaque(Array(repeating: { value, _, _, _ in value }, count: 7))
                for _ in 0..<100_000 {
                    var value = 1
                    for step in steps { value = step(1, 1, 1, value) }
                    sum &+= value
                }
                return sum
            }
        ),
        Workload(
            name: "CombineLatestCreating", units: 10_000, unitName: "chain",
            rx: { creating(10_000, combineLatestChain) },
            plain: {
                var sum = 0
                for _ in 0..<10_000 {
                    let steps: [(Int, Int, Int, Int) -> Int] = opaque(Array(repeating: { v, _, _, _ in v }, count: 7))
                    var value = 1
                    for step in steps { value = step(1, 1, 1, value) }
                    sum &+= value
                }
                return sum
            }
        ),
        Workload(
            name: "CombineLatestCreating3", units: 100_000, unitName: "chain",
            rx: {
                var sum = 0
                for _ in 0..<100_000 {
                    let subscription = Observable.combineLatest(
                        Observable.just(1), Observable.just(1), Observable.just(1)
                    ) { $0 &+ $1 &+ $2 }
                    .subscribe(onNext: { sum &+= $0 })
                    subscription.dispose()
                }
                return sum
            },
            plain: {
                var sum = 0
                for _ in 0..<100_000 {
                    let combine: (Int, Int, Int) -> Int = opaque { $0 &+ $1 &+ $2 }
                    sum &+= combine(1, 1, 1)
                }
                return sum
            }
        ),
    ]

    // MARK: Swift concurrency bridges

    static let concurrency: [Workload] = [
        Workload(
            name: "ValuesBridge", units: 1_000_000, unitName: "element",
            rx: {
                blocking {
                    var sum = 0
                    do {
                        for try await value in pump(1_000_000).take(1_000_000).values {
                            sum &+= value
                        }
                    } catch {
                        return -1
                    }
                    return sum
                }
            },
            plain: {
                blocking {
                    let (stream, continuation) = AsyncStream<Int>.makeStream()
                    for _ in 0..<1_000_000 { continuation.yield(1) }
                    continuation.finish()
                    var sum = 0
                    for await value in stream { sum &+= value }
                    return sum
                }
            }
        ),
        Workload(
            name: "ActorSchedulerHop", units: 100_000, unitName: "action",
            rx: {
                blocking {
                    let counter = BenchmarkCounter()
                    let scheduler = ActorScheduler(counter)
                    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                        let finish = ResumeOnce(done)
                        for index in 0..<100_000 {
                            _ = scheduler.schedule(index) { index in
                                if index == 99_999 { finish.resume() }
                                return Disposables.create()
                            }
                        }
                    }
                    return 100_000
                }
            },
            plain: {
                blocking {
                    let counter = BenchmarkCounter()
                    await withTaskGroup(of: Void.self) { group in
                        for _ in 0..<100_000 {
                            group.addTask { await counter.increment() }
                        }
                    }
                    return await counter.count
                }
            }
        ),
    ]
}

/// An actor for the actor-hop workloads.
actor BenchmarkCounter {
    var count = 0

    func increment() {
        count += 1
    }
}

/// Resumes the workload's continuation from the last scheduler action.
struct ResumeOnce: Sendable {
    let continuation: CheckedContinuation<Void, Never>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation.resume()
    }
}

/// A broad-suite body handed to the harness.
// @unchecked Sendable: the harness runs every workload body on the main thread only.
struct UncheckedBody: @unchecked Sendable {
    let body: () -> Int
}

// MARK: replaying subjects and sharing

extension Workloads {
    static let sharing: [Workload] = [
        Workload(
            name: "ReplaySubjectPumping", units: 1_000_000, unitName: "element",
            rx: {
                var sum = 0
                let subject = ReplaySubject<Int>.create(bufferSize: 10)
                let subscription = subject.subscribe(onNext: { sum &+= $0 })
                for _ in 0..<1_000_000 { subject.on(.next(1)) }
                subscription.dispose()
                return sum
            },
            plain: {
                var sum = 0
                var buffer: [Int] = []
                let observer: (Int) -> Void = opaque { sum &+= $0 }
                for _ in 0..<1_000_000 {
                    if buffer.count == 10 { buffer.removeFirst() }
                    buffer.append(1)
                    observer(1)
                }
                return sum
            }
        ),
        Workload(
            name: "BehaviorSubjectPumpingTenSubscriptions", units: 100_000, unitName: "element",
            rx: {
                var sum = 0
                let subject = BehaviorSubject(value: 0)
                let subscriptions = (0..<10).map { _ in subject.subscribe(onNext: { sum &+= $0 }) }
                for _ in 0..<100_000 { subject.on(.next(1)) }
                for subscription in subscriptions { subscription.dispose() }
                return sum
            },
            plain: {
                var sum = 0
                var latest = 0
                let observers: [(Int) -> Void] = opaque((0..<10).map { _ in { sum &+= $0 } })
                for _ in 0..<100_000 {
                    latest = 1
                    for observer in observers { observer(latest) }
                }
                return sum
            }
        ),
        Workload(
            name: "ShareReplay1PumpingThreeSubscriptions", units: 100_000, unitName: "element",
            rx: {
                var sum = 0
                let subject = PublishSubject<Int>()
                let shared = subject.map { $0 }.share(replay: 1, scope: .whileConnected)
                let subscriptions = (0..<3).map { _ in shared.subscribe(onNext: { sum &+= $0 }) }
                for _ in 0..<100_000 { subject.on(.next(1)) }
                for subscription in subscriptions { subscription.dispose() }
                return sum
            },
            plain: {
                var sum = 0
                let transform: (Int) -> Int = opaque { $0 }
                let observers: [(Int) -> Void] = opaque((0..<3).map { _ in { sum &+= $0 } })
                for _ in 0..<100_000 {
                    let value = transform(1)
                    for observer in observers { observer(value) }
                }
                return sum
            }
        ),
        Workload(
            name: "BehaviorSubjectCreating", units: 100_000, unitName: "subject",
            rx: {
                var sum = 0
                for _ in 0..<100_000 {
                    let subject = BehaviorSubject(value: 0)
                    let subscription = subject.subscribe(onNext: { sum &+= $0 })
                    subject.on(.next(1))
                    subject.on(.completed)
                    subscription.dispose()
                }
                return sum
            },
            plain: {
                var sum = 0
                for _ in 0..<100_000 {
                    var observers: [(Int) -> Void] = []
                    observers.append(opaque { sum &+= $0 })
                    for observer in observers { observer(0) }
                    for observer in observers { observer(1) }
                    observers.removeAll()
                }
                return sum
            }
        ),
        Workload(
            name: "ShareCreating", units: 100_000, unitName: "chain",
            rx: {
                var sum = 0
                for _ in 0..<100_000 {
                    let subject = PublishSubject<Int>()
                    let shared = subject.share(replay: 1)
                    let first = shared.subscribe(onNext: { sum &+= $0 })
                    let second = shared.subscribe(onNext: { sum &+= $0 })
                    subject.on(.next(1))
                    first.dispose()
                    second.dispose()
                }
                return sum
            },
            plain: {
                var sum = 0
                for _ in 0..<100_000 {
                    var observers: [(Int) -> Void] = []
                    observers.append(opaque { sum &+= $0 })
                    observers.append(opaque { sum &+= $0 })
                    for observer in observers { observer(1) }
                    observers.removeAll()
                }
                return sum
            }
        ),
    ]
}
