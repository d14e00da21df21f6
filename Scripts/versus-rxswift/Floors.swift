// The floors of the workloads that stay above half of RxSwift's time: each one beside the same work done with no Rx
// at all — a `for await` loop over the same stream, one dispatch block or one `Operation` per action, one main-queue
// block per element — so that the table shows how much of RxSwift's time no library can save. Both sides compile
// this file; a floor row runs the same code on both, so its two figures differ only by noise, and its ratio to the
// RxSwift figure of the row above it is the best any library built on that mechanism can do.
//
//     WORKLOADS=Scripts/versus-rxswift/Floors.swift Scripts/versus-rxswift/run.sh 3
//
// Run it sequentially (without VERSUS_PARALLEL): these workloads hand work between threads, and pinning each side to
// one core makes every hand-over a context switch on that core.

#if RXSWIFT
import RxSwift
import RxCocoa
#else
import SendableRx
import SendableRxCocoa
#endif
import Dispatch
import Foundation

struct Workload {
    let name: String
    let units: Int
    let body: () -> Int
}
/// A counter the workloads' handlers add to from any thread.
// @unchecked Sendable: one thread at a time adds to it, and the workload reads it after waiting for the last add.
final class Tally: @unchecked Sendable { var value = 0 }

/// One block to `queue` and one wake-up of the waiting thread per unit, `count` times: the least a subscription that
/// hops to a queue and is waited for can cost.
func roundTrips(_ count: Int, through queue: DispatchQueue) -> Int {
    let done = DispatchSemaphore(value: 0)
    let sum = Tally()
    for _ in 0..<count {
        queue.async {
            sum.value &+= 1
            done.signal()
        }
        done.wait()
    }
    return sum.value
}

func waitDone(_ source: Observable<Int>) -> Int {
    let done = DispatchSemaphore(value: 0)
    let sum = Tally()
    let subscription = source.subscribe(onNext: { sum.value &+= $0 }, onCompleted: { done.signal() })
    done.wait()
    subscription.dispose()
    return sum.value
}

func scheduleMany(on scheduler: any ImmediateSchedulerType, count: Int) -> Int {
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

/// The least a scheduler built on `queue` can do per action: one block that runs the action, no disposable.
func floorDispatch(_ queue: DispatchQueue, count: Int) -> Int {
    let done = DispatchGroup()
    for _ in 0..<count {
        done.enter()
        let action: @Sendable (()) -> Void = { _ in done.leave() }
        queue.async { action(()) }
    }
    done.wait()
    return count
}

// @unchecked Sendable: its only state is the (thread-safe) group, set in init.
final class FloorOperation: Operation, @unchecked Sendable {
    let done: DispatchGroup
    init(_ done: DispatchGroup) { self.done = done }
    override func main() { done.leave() }
}

private func runMainQueue(until done: () -> Bool) {
    while !done() { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
}

/// One main-queue block per element, each scheduling the next: what a recursive main-scheduler loop must do.
// @unchecked Sendable: used only on the main thread.
final class MainHops: @unchecked Sendable {
    var remaining: Int
    var sum = 0
    init(_ n: Int) { remaining = n }
    func step() {
        if remaining == 0 { return }
        remaining -= 1
        sum &+= 1
        DispatchQueue.main.async { self.step() }
    }
}

// nonisolated(unsafe): read only, from the main thread.
nonisolated(unsafe) let workloads: [Workload] = [
    Workload(name: "AsyncStreamAsObservable", units: 100_000) {
        let stream = AsyncStream<Int> { c in for _ in 0..<100_000 { c.yield(1) }; c.finish() }
        return waitDone(stream.asObservable())
    },
    Workload(name: "FloorAsyncStream", units: 100_000) {
        let stream = AsyncStream<Int> { c in for _ in 0..<100_000 { c.yield(1) }; c.finish() }
        let done = DispatchSemaphore(value: 0)
        let sum = Tally()
        Task.detached { for await v in stream { sum.value &+= v }; done.signal() }
        done.wait()
        return sum.value
    },
    Workload(name: "AsyncThrowingStreamAsObservable", units: 100_000) {
        let stream = AsyncThrowingStream<Int, any Error> { c in for _ in 0..<100_000 { c.yield(1) }; c.finish() }
        return waitDone(stream.asObservable())
    },
    Workload(name: "FloorAsyncThrowingStream", units: 100_000) {
        let stream = AsyncThrowingStream<Int, any Error> { c in for _ in 0..<100_000 { c.yield(1) }; c.finish() }
        let done = DispatchSemaphore(value: 0)
        let sum = Tally()
        Task.detached { do { for try await v in stream { sum.value &+= v } } catch {}; done.signal() }
        done.wait()
        return sum.value
    },
    Workload(name: "ScheduleConcurrentDispatch", units: 100_000) {
        scheduleMany(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated), count: 100_000)
    },
    Workload(name: "FloorConcurrentDispatch", units: 100_000) {
        floorDispatch(DispatchQueue(label: "floor.concurrent", qos: .userInitiated, attributes: [.concurrent]), count: 100_000)
    },
    Workload(name: "ScheduleSerialDispatch", units: 100_000) {
        scheduleMany(on: SerialDispatchQueueScheduler(qos: .userInitiated), count: 100_000)
    },
    Workload(name: "FloorSerialDispatch", units: 100_000) {
        floorDispatch(DispatchQueue(label: "floor.serial", target: .global(qos: .userInitiated)), count: 100_000)
    },
    Workload(name: "SubscribeOnSerialQueue", units: 10_000) {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        var sum = 0
        for _ in 0..<10_000 {
            sum &+= waitDone(Observable.just(1).subscribe(on: scheduler))
        }
        return sum
    },
    Workload(name: "ObserveOnSerialQueueCreating", units: 10_000) {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        var sum = 0
        for _ in 0..<10_000 {
            sum &+= waitDone(Observable.of(1, 2, 3).observe(on: scheduler))
        }
        return sum
    },
    Workload(name: "DelaySubscriptionDispatchCreating", units: 2_000) {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        var sum = 0
        for _ in 0..<2_000 {
            sum &+= waitDone(Observable.just(1).delaySubscription(.nanoseconds(0), scheduler: scheduler))
        }
        return sum
    },
    Workload(name: "FloorSerialQueueRoundTrip", units: 10_000) {
        roundTrips(10_000, through: DispatchQueue(label: "floor.roundtrip", target: .global(qos: .userInitiated)))
    },
    Workload(name: "SubscribeOnConcurrentQueue", units: 10_000) {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        var sum = 0
        for _ in 0..<10_000 {
            sum &+= waitDone(Observable.just(1).subscribe(on: scheduler))
        }
        return sum
    },
    Workload(name: "FloorConcurrentQueueRoundTrip", units: 10_000) {
        roundTrips(
            10_000, through: DispatchQueue(label: "floor.roundtrip.concurrent", qos: .userInitiated, attributes: [.concurrent]))
    },
    Workload(name: "ScheduleOperationQueue", units: 20_000) {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return scheduleMany(on: OperationQueueScheduler(operationQueue: queue), count: 20_000)
    },
    Workload(name: "FloorOperationQueue", units: 20_000) {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let done = DispatchGroup()
        for _ in 0..<20_000 {
            done.enter()
            queue.addOperation(FloorOperation(done))
        }
        done.wait()
        return 20_000
    },
    Workload(name: "CocoaDriverFromArrayPumping", units: 100_000) {
        var sum = 0
        var completed = false
        let subscription = Driver.from(Array(repeating: 1, count: 100_000))
            .drive(onNext: { sum &+= $0 }, onCompleted: { completed = true })
        runMainQueue { completed }
        subscription.dispose()
        return sum
    },
    Workload(name: "FloorMainQueueHops", units: 100_000) {
        let hops = MainHops(100_000)
        hops.step()
        runMainQueue { hops.remaining == 0 }
        return hops.sum
    },
]
