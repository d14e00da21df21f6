// SendableRx benchmarks — the broad suite's workloads for the combining and higher-order operators
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
            sumOfRuns(100_000) { drain(Observable.merge(Observable.just(1), Observable.just(2))) }
        },
        SideBySideWorkload(name: "ZipTwoSubjects", units: 1_000_000) {
            pumpPairs(500_000) { a, b in Observable.zip(a, b) { $0 &+ $1 } }
        },
        SideBySideWorkload(name: "ZipCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.zip(Observable.just(1), Observable.just(2)) { $0 &+ $1 }) }
        },
        SideBySideWorkload(name: "ZipCollectionPumping", units: 300_000) {
            drain(Observable.zip([ones(100_000), ones(100_000), ones(100_000)]).map { $0.count })
        },
        SideBySideWorkload(name: "CombineLatestTwoSubjects", units: 1_000_000) {
            pumpPairs(500_000) { a, b in Observable.combineLatest(a, b) { $0 &+ $1 } }
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
            sumOfRuns(100_000) { drain(Observable.just(1).concat(Observable.just(2))) }
        },
        SideBySideWorkload(name: "StartWithPumping", units: 1_000_000) {
            drain(ones(1_000_000).startWith(1))
        },
        SideBySideWorkload(name: "AmbCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.just(1).amb(Observable<Int>.never())) }
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
            sumOfRuns(100_000) { drain(Observable.zip([Observable.just(1), Observable.just(2)]).map { $0.count }) }
        },
        SideBySideWorkload(name: "CombineLatestCollectionCreating", units: 100_000) {
            sumOfRuns(100_000) {
                drain(Observable.combineLatest([Observable.just(1), Observable.just(2)]) { $0.count })
            }
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
            pumpPairs(500_000) { a, b in Observable.merge(a.asObservable(), b.asObservable()) }
        },
    ]
}

func higherOrderWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "FlatMapPumping", units: 1_000_000) {
            pumpInner(1_000_000) { outer, inner in outer.flatMap { _ in inner.asObservable() } }
        },
        SideBySideWorkload(name: "FlatMapJust", units: 1_000_000) {
            drain(ones(1_000_000).flatMap { Observable.just($0) })
        },
        SideBySideWorkload(name: "FlatMapFirstPumping", units: 1_000_000) {
            pumpInner(1_000_000) { outer, inner in outer.flatMapFirst { _ in inner.asObservable() } }
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
            sumOfRuns(100_000) { drain(Observable.of(Observable.just(1), Observable.just(2)).merge(maxConcurrent: 1)) }
        },
        SideBySideWorkload(name: "ConcatMapPumping", units: 1_000_000) {
            pumpInner(1_000_000) { outer, inner in outer.concatMap { _ in inner.asObservable() } }
        },
        SideBySideWorkload(name: "FlatMapLatestSubjectPumping", units: 1_000_000) {
            pumpInner(1_000_000) { outer, inner in outer.flatMapLatest { _ in inner.asObservable() } }
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
            sumOfRuns(100_000) { drain(Observable.just(1).flatMap { Observable.just($0) }) }
        },
        SideBySideWorkload(name: "FlatMapLatestCreating1", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.just(1).flatMapLatest { Observable.just($0) }) }
        },
        SideBySideWorkload(name: "FlatMapFirstCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.just(1).flatMapFirst { Observable.just($0) }) }
        },
        SideBySideWorkload(name: "SwitchLatestCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.just(Observable.just(1)).switchLatest()) }
        },
    ]
}

/// Subscribes to what `flatten` makes of an outer and an inner subject (the outer one's elements mapped to the inner
/// one), sends one outer element, then pumps `count` ones into the inner subject; returns their sum.
private func pumpInner(_ count: Int, _ flatten: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>) -> Int {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var sum = 0
    let subscription = flatten(outer, inner).subscribe(onNext: { sum &+= $0 })
    outer.onNext(0)
    for _ in 0..<count { inner.onNext(1) }
    subscription.dispose()
    return sum
}

/// Subscribes to what `combine` makes of two subjects, then sends `pairs` ones into each of them, alternately;
/// returns the sum of what the combination sends.
private func pumpPairs(_ pairs: Int, _ combine: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>) -> Int {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    var sum = 0
    let subscription = combine(a, b).subscribe(onNext: { sum &+= $0 })
    for _ in 0..<pairs {
        a.onNext(1)
        b.onNext(1)
    }
    subscription.dispose()
    return sum
}
