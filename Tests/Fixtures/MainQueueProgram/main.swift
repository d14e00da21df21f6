// MainQueueProgram — a test fixture run by MainQueueTests: an async program that checks, after an `await`, on the main
// actor, that main-queue code counts as "main" for SendableRx as it does for RxSwift. On Linux the main queue (and with
// it the main actor) is served by a worker thread once the program has awaited or called `dispatchMain()`, so a check
// of the thread alone would say "not main" there.
//
// Usage: MainQueueProgram async          — top-level `await`, then the checks on the main actor
//        MainQueueProgram dispatchMain   — the checks in a block on the main queue, served by `dispatchMain()`
// Prints one line per check, and first a "premise" line saying whether the checks ran off the main thread.

import Dispatch
import Foundation
import Observation
import SendableRx
import SendableRxCocoa

@Observable
final class Counter {
    var count = 0
}

@MainActor
func runChecks() {
    print("premise: on the main queue off the main thread:", !Thread.isMainThread)

    // `observe(on: MainScheduler.instance)` delivers at once when subscribed on the main queue.
    var order: [String] = []
    _ = Observable.just(1).observe(on: MainScheduler.instance).subscribe(onNext: { order.append("element \($0)") })
    order.append("after subscribe")
    print("observe(on: MainScheduler.instance):", order.joined(separator: ", "))

    // `MainScheduler.instance` and `ConcurrentMainScheduler.instance` run an action at once.
    var ran: [String] = []
    _ = MainScheduler.instance.schedule(()) { _ in
        ran.append("main")
        return Disposables.create()
    }
    _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        ran.append("concurrent main")
        return Disposables.create()
    }
    ran.append("after schedule")
    print("schedulers:", ran.joined(separator: ", "))

    // `Observable.observe` emits the value at subscription, at once, and not a change made right after.
    let counter = Counter()
    var seen: [Int] = []
    let observation = Observable.observe { counter.count }.subscribe(onNext: { seen.append($0) })
    counter.count = 5
    print("observe at subscription:", seen)
    observation.dispose()

    // A `Binder` (on `MainScheduler()` by default) sets its target at once.
    final class Label { var text = "" }
    let label = Label()
    let binder = Binder(label) { label, text in label.text = text }
    binder.onNext("bound")
    print("binder:", label.text)

    // SendableRxCocoa: `drive` may be called here, and a Driver delivers at once.
    var driven: [Int] = []
    let driving = Driver.just(7).drive(onNext: { driven.append($0) })
    print("drive:", driven)
    driving.dispose()

    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureRunningOnMainThread()
    print("ensure checks: passed")
}

switch CommandLine.arguments.dropFirst().first {
case "async":
    try await Task.sleep(nanoseconds: 1_000_000)
    runChecks()
    exit(0)
case "dispatchMain":
    DispatchQueue.main.async {
        MainActor.assumeIsolated { runChecks() }
        exit(0)
    }
    dispatchMain()
default:
    print("usage: MainQueueProgram async|dispatchMain")
    exit(2)
}
