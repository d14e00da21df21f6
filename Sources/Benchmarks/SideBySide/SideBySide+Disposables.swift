// SendableRx benchmarks — the broad suite's workloads for disposables and creation (see SideBySide.swift).

#if RXSWIFT
import RxSwift
import RxRelay
#else
import SendableRx
import SendableRxRelay
#endif
import Dispatch
import Foundation

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
            sumOfRuns(100_000) { drain(Observable.deferred { Observable.just(1) }) }
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
            sumOfRuns(100_000) { drain(Observable.of(1, 2, 3)) }
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
            sumOfRuns(100_000) {
                drain(Observable.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) }))
            }
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
            sumOfRuns(100_000) { drain(Observable.just(1, scheduler: CurrentThreadScheduler.instance)) }
        },
        SideBySideWorkload(name: "RangeCreating", units: 100_000) {
            sumOfRuns(100_000) { drain(Observable.range(start: 0, count: 3)) }
        },
        SideBySideWorkload(name: "GenerateCreating", units: 100_000) {
            sumOfRuns(100_000) {
                drain(Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }))
            }
        },
        SideBySideWorkload(name: "TimerPeriodicVirtualTake", units: 100_000) {
            onHistoricalScheduler { scheduler in
                Observable<Int>.timer(.seconds(5), period: .seconds(1), scheduler: scheduler).take(100_000)
            }
        },
    ]
}
