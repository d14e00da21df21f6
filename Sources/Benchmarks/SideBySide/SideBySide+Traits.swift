// SendableRx benchmarks — the broad suite's workloads for error handling, the traits and Infallible, and the
// async bridges (see SideBySide.swift).

#if RXSWIFT
import RxSwift
import RxRelay
#else
import SendableRx
import SendableRxRelay
#endif
import Dispatch
import Foundation

func errorWorkloads() -> [SideBySideWorkload] {
    [
        SideBySideWorkload(name: "CatchPumping", units: 1_000_000) {
            drain(ones(1_000_000).catch { _ in Observable.just(0) })
        },
        SideBySideWorkload(name: "CatchCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable<Int>.error(WorkloadError.failed).catch { _ in Observable.just(1) }) }
        },
        SideBySideWorkload(name: "CatchAndReturnCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable<Int>.error(WorkloadError.failed).catchAndReturn(1)) }
        },
        SideBySideWorkload(name: "RetryCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(flaky(failures: 2).retry(5)) }
        },
        SideBySideWorkload(name: "RetryPumping", units: 1_000_000) {
            drain(ones(1_000_000).retry(3))
        },
        SideBySideWorkload(name: "RetryWhenCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(flaky(failures: 1).retry(when: { errors in errors.map { _ in 1 } })) }
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

/// A source that fails its first `failures` subscriptions, then sends 1 and completes: the source of the retry
/// workloads.
private func flaky(failures: Int) -> Observable<Int> {
    var attempts = 0
    return Observable<Int>.create { observer in
        attempts += 1
        if attempts <= failures {
            observer.onError(WorkloadError.failed)
        } else {
            observer.onNext(1)
            observer.onCompleted()
        }
        return Disposables.create()
    }
}
