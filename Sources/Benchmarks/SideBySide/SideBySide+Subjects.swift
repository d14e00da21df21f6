// SendableRx benchmarks — the broad suite's workloads for subjects, relays and the sharing operators
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
            return pumpOnes(
                subscribers: 1, count: 1_000_000,
                subscribe: { relay.subscribe(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "PublishRelay10Subscribers", units: 100_000) {
            let relay = PublishRelay<Int>()
            return pumpOnes(
                subscribers: 10, count: 100_000,
                subscribe: { relay.subscribe(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "BehaviorRelay1Subscriber", units: 1_000_000) {
            let relay = BehaviorRelay(value: 0)
            return pumpOnes(
                subscribers: 1, count: 1_000_000,
                subscribe: { relay.subscribe(onNext: $0) }, send: relay.accept
            ) &+ relay.value
        },
        SideBySideWorkload(name: "BehaviorRelay10Subscribers", units: 100_000) {
            let relay = BehaviorRelay(value: 0)
            return pumpOnes(
                subscribers: 10, count: 100_000,
                subscribe: { relay.subscribe(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "ReplayRelay1Subscriber", units: 1_000_000) {
            let relay = ReplayRelay<Int>.create(bufferSize: 2)
            return pumpOnes(
                subscribers: 1, count: 1_000_000,
                subscribe: { relay.subscribe(onNext: $0) }, send: relay.accept
            )
        },
        SideBySideWorkload(name: "BehaviorSubjectCreating", units: 100_000) {
            subscribingEach(100_000, to: { BehaviorSubject(value: 1) }) { $0.onNext(2); $0.onCompleted() }
        },
        SideBySideWorkload(name: "ReplaySubjectCreating", units: 100_000) {
            subscribingEach(100_000, to: {
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                subject.onNext(1)
                return subject
            }) { $0.onNext(2); $0.onCompleted() }
        },
        SideBySideWorkload(name: "BehaviorRelayCreating", units: 100_000) {
            subscribingEach(100_000, to: { BehaviorRelay(value: 1) }) { $0.accept(2) }
        },
    ]
}

func sharingWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "Share3Subscribers", units: 1_000_000) {
            pumpShared(subscribers: 3, count: 1_000_000) { $0.share() }
        },
        SideBySideWorkload(name: "ShareReplay3Subscribers", units: 1_000_000) {
            pumpShared(subscribers: 3, count: 1_000_000) { $0.share(replay: 1, scope: .whileConnected) }
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
            pumpShared(subscribers: 3, count: 1_000_000) { $0.publish().refCount() }
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

/// Shares `subject.map { $0 &+ 1 }` with `share`, subscribes `subscribers` summing observers to the result, pumps
/// `count` ones into the subject, disposes the subscriptions and returns the sum.
private func pumpShared(subscribers: Int, count: Int, _ share: (Observable<Int>) -> Observable<Int>) -> Int {
    let subject = PublishSubject<Int>()
    let shared = share(subject.map { $0 &+ 1 })
    let sum = Counter()
    let subscriptions = (0..<subscribers).map { _ in shared.subscribe(onNext: { sum.value &+= $0 }) }
    for _ in 0..<count { subject.onNext(1) }
    subscriptions.forEach { $0.dispose() }
    return sum.value
}
