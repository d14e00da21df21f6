// The broad suite, group "the rest of the surface": the public API the other groups do not reach (converting
// operators between the traits, `first()`, `replayAll()`, `mapObserver`, the observer and subscription forms),
// schedulers used directly, time operators that arm a timer per window on a dispatch queue, and synchronous sources
// that a combining operator has to buffer — each the way an app or a test would write it.

#if RXSWIFT
import RxSwift
#else
import SendableRx
#endif
import Dispatch
import Foundation

/// Counts finished actions that may run on several threads at once.
// @unchecked Sendable: `count` is read and written only under `lock`.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    func add(_ amount: Int) {
        lock.lock()
        count &+= amount
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// An async sequence of `count` ones whose iterator never suspends: what a bridge costs beyond the sequence itself.
private struct Ones: AsyncSequence, Sendable {
    let count: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: Int

        mutating func next() async -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return 1
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: count)
    }
}

/// Schedules `count` actions on `scheduler` and waits until all have run (the group counts them, so that the
/// workload adds no lock of its own to what the scheduler does).
private func scheduleMany(on scheduler: any ImmediateSchedulerType, count: Int) -> Int {
    let done = DispatchGroup()
    for _ in 0..<count {
        done.enter()
        _ = scheduler.schedule(()) { _ in
            done.leave()
            return Disposables.create()
        }
    }
    done.wait()
    return count
}

// swift-format-ignore
func surfaceWorkloads() -> [SideBySideWorkload] {
    [
        // Converting between observables and traits.
        SideBySideWorkload(name: "FirstCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Observable.range(start: 1, count: 3).first().subscribe(onSuccess: { sum &+= $0 ?? 0 })
            }
            return sum
        },
        SideBySideWorkload(name: "AsMaybeCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Observable.just(1).asMaybe().subscribe(onSuccess: { sum &+= $0 })
            }
            return sum
        },
        SideBySideWorkload(name: "AsCompletableCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Observable.range(start: 0, count: 3).ignoreElements().asCompletable().subscribe(onCompleted: { sum &+= 1 })
            }
            return sum
        },
        SideBySideWorkload(name: "SingleFlatMapMaybeCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Single.just(1).flatMapMaybe { Maybe.just($0 &+ 1) }.subscribe(onSuccess: { sum &+= $0 })
            }
            return sum
        },
        SideBySideWorkload(name: "SingleFlatMapCompletableCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Single.just(1).flatMapCompletable { _ in Completable.empty() }.subscribe(onCompleted: { sum &+= 1 })
            }
            return sum
        },
        SideBySideWorkload(name: "ToArrayCreating", units: 100_000) {
            var sum = 0
            for _ in 0..<100_000 {
                _ = Observable.from([1, 2, 3]).toArray().subscribe(onSuccess: { sum &+= $0.count })
            }
            return sum
        },

        // Sharing and observers not reached elsewhere.
        SideBySideWorkload(name: "ReplayAllPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let replayed = subject.replayAll()
            var sum = 0
            let subscription = replayed.subscribe(onNext: { sum &+= $0 })
            let connection = replayed.connect()
            for _ in 0..<1_000_000 { subject.on(.next(1)) }
            connection.dispose()
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "MapObserverPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            var sum = 0
            let subscription = subject.subscribe(onNext: { sum &+= $0 })
            let observer = subject.asObserver().mapObserver { (value: Int) in value &+ 1 }
            for _ in 0..<1_000_000 { observer.onNext(0) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "AnyObserverEventHandlerPumping", units: 1_000_000) {
            var sum = 0
            let observer = AnyObserver<Int> { event in
                if case .next(let value) = event { sum &+= value }
            }
            ones(1_000_000).subscribe(observer).dispose()
            return sum
        },
        SideBySideWorkload(name: "SubscribeEventClosurePumping", units: 1_000_000) {
            var sum = 0
            ones(1_000_000).subscribe { event in
                if case .next(let value) = event { sum &+= value }
            }.dispose()
            return sum
        },
        SideBySideWorkload(name: "SubscribeAllHandlersPumping", units: 1_000_000) {
            var sum = 0
            ones(1_000_000).subscribe(
                onNext: { sum &+= $0 }, onError: { _ in sum = -1 }, onCompleted: { sum &+= 1 }, onDisposed: { sum &+= 1 }
            ).dispose()
            return sum
        },
        SideBySideWorkload(name: "CreateForwardingToSubjectPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let forwarded = Observable<Int>.create { observer in subject.subscribe(observer) }
            var sum = 0
            let subscription = forwarded.map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 })
            for _ in 0..<1_000_000 { subject.on(.next(0)) }
            subscription.dispose()
            return sum
        },
        SideBySideWorkload(name: "TerminatedSubjectSubscribing", units: 100_000) {
            let subject = PublishSubject<Int>()
            subject.on(.completed)
            let replay = ReplaySubject<Int>.create(bufferSize: 2)
            replay.on(.next(1))
            replay.on(.next(2))
            replay.on(.completed)
            var sum = 0
            for _ in 0..<50_000 {
                _ = subject.subscribe(onCompleted: { sum &+= 1 })
                _ = replay.subscribe(onNext: { sum &+= $0 })
            }
            return sum
        },

        // The async bridges with other sequences and traits.
        SideBySideWorkload(name: "AsyncSequenceAsObservable", units: 1_000_000) {
            waitForCompletion(Ones(count: 1_000_000).asObservable())
        },
        SideBySideWorkload(name: "AsyncThrowingStreamAsObservable", units: 100_000) {
            let stream = AsyncThrowingStream<Int, any Error> { continuation in
                for _ in 0..<100_000 { continuation.yield(1) }
                continuation.finish()
            }
            return waitForCompletion(stream.asObservable())
        },
        SideBySideWorkload(name: "MaybeAndCompletableValueAwait", units: 20_000) {
            waitForTask {
                var sum = 0
                for _ in 0..<10_000 {
                    sum &+= try await Maybe.just(1).value ?? 0
                    try await Completable.empty().value
                    sum &+= 1
                }
                return sum
            }
        },
        SideBySideWorkload(name: "SubjectValuesAsyncIteration", units: 100_000) {
            let subject = ReplaySubject<Int>.createUnbounded()
            for _ in 0..<100_000 { subject.on(.next(1)) }
            subject.on(.completed)
            return waitForTask {
                var sum = 0
                for try await value in subject.values { sum &+= value }
                return sum
            }
        },

        // Two threads sending at once: a subject and a merge under contention.
        SideBySideWorkload(name: "PublishSubjectTwoThreadsPumping", units: 1_000_000) {
            let subject = PublishSubject<Int>()
            let total = LockedCounter()
            let subscription = subject.subscribe(onNext: { total.add($0) })
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for _ in 0..<500_000 { subject.on(.next(1)) }
            }
            subscription.dispose()
            return total.value
        },
        SideBySideWorkload(name: "MergeTwoThreadsPumping", units: 1_000_000) {
            let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
            let total = LockedCounter()
            let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(onNext: { total.add($0) })
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                for _ in 0..<500_000 { subjects[index].on(.next(1)) }
            }
            subscription.dispose()
            return total.value
        },

        // Synchronous sources a combining operator has to buffer or drop.
        SideBySideWorkload(name: "ZipTwoRangesPumping", units: 100_000) {
            drain(Observable.zip(Observable.range(start: 0, count: 100_000), Observable.range(start: 0, count: 100_000)) { $0 &+ $1 })
        },
        SideBySideWorkload(name: "CombineLatestTwoRangesPumping", units: 200_000) {
            drain(Observable.combineLatest(Observable.range(start: 0, count: 100_000), Observable.range(start: 0, count: 100_000)) { $0 &+ $1 })
        },
        SideBySideWorkload(name: "ZipArrayOfRangesPumping", units: 100_000) {
            drain(Observable.zip((0..<4).map { _ in Observable.range(start: 0, count: 25_000) }).map { $0.count })
        },

        // Schedulers used directly.
        SideBySideWorkload(name: "ScheduleSerialDispatch", units: 100_000) {
            scheduleMany(on: SerialDispatchQueueScheduler(qos: .userInitiated), count: 100_000)
        },
        SideBySideWorkload(name: "ScheduleConcurrentDispatch", units: 100_000) {
            scheduleMany(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated), count: 100_000)
        },
        SideBySideWorkload(name: "ScheduleOperationQueue", units: 20_000) {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            return scheduleMany(on: OperationQueueScheduler(operationQueue: queue), count: 20_000)
        },
        SideBySideWorkload(name: "ScheduleRelativeSerialDispatch", units: 20_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            let done = DispatchGroup()
            let ran = LockedCounter()
            for _ in 0..<20_000 {
                done.enter()
                _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
                    ran.increment()
                    done.leave()
                    return Disposables.create()
                }
            }
            done.wait()
            return ran.value
        },
        SideBySideWorkload(name: "ScheduleRelativeCancelledSerialDispatch", units: 100_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            for _ in 0..<100_000 {
                let pending = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in Disposables.create() }
                pending.dispose()
                sum &+= 1
            }
            return sum
        },

        // Dispatch schedulers under time operators with a timer per window, and subscribe(on:) of a long source.
        SideBySideWorkload(name: "BufferTimeCountDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).buffer(timeSpan: .seconds(100), count: 10, scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)).map { $0.count })
        },
        SideBySideWorkload(name: "WindowTimeCountDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).window(timeSpan: .seconds(100), count: 100, scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)).flatMap { $0 })
        },
        SideBySideWorkload(name: "TakeForDispatchPumping", units: 100_000) {
            waitForCompletion(ones(100_000).take(for: .seconds(100), scheduler: SerialDispatchQueueScheduler(qos: .userInitiated)))
        },
        SideBySideWorkload(name: "SubscribeOnSerialLongSource", units: 200_000) {
            waitForCompletion(Observable.range(start: 0, count: 200_000).subscribe(on: SerialDispatchQueueScheduler(qos: .userInitiated)).map { $0 & 1 })
        },
        SideBySideWorkload(name: "DelaySubscriptionDispatchCreating", units: 2_000) {
            let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
            var sum = 0
            for _ in 0..<2_000 {
                sum &+= waitForCompletion(Observable.just(1).delaySubscription(.nanoseconds(0), scheduler: scheduler))
            }
            return sum
        },
    ]
}
