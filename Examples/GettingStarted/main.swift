// GettingStarted — a first tour of SendableRx.
//
// What it shows, one section per function below:
//   1. creation operators (`just`, `of`, `from`, `range`, `generate`, `empty`) and `subscribe` with all
//      four callbacks;
//   2. the current-thread trampoline: `subscribe` returns only after synchronous emissions are done;
//   3. `create` with a cleanup action, and an error ending a sequence;
//   4. `deferred`, which builds a fresh observable for each subscriber;
//   5. `DisposeBag`, which ends subscriptions when it is released;
//   6. a bad argument (`element(at:)` past the end) reported as `RxError.argumentOutOfRange`;
//   7. virtual time with `HistoricalScheduler`: a periodic timer replayed instantly, on a simulated clock.
//
// What it prints: exactly the contents of `expected-output.txt` beside this file (CI runs
// `swift run GettingStarted` and diffs the two). Nothing depends on the wall clock or on thread timing.

import Foundation
import SendableRx

/// 1. Creating observables and subscribing with every callback.
func creationAndSubscribe() {
    print("== creation operators")
    _ = Observable.just("hello").subscribe(
        onNext: { print("just:", $0) },
        onError: { print("just error:", $0) },
        onCompleted: { print("just: completed") },
        onDisposed: { print("just: disposed") }
    )

    // The event-handler form sees the events themselves.
    _ = Observable.of("a", "b").subscribe { event in
        print("of:", event)
    }

    _ = Observable.from([10, 20, 30]).subscribe(onNext: { print("from:", $0) })
    _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print("range:", $0) })

    // Powers of three below 100: the state starts at 1 and is multiplied by 3 while the condition holds.
    _ = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
        .subscribe(onNext: { print("generate:", $0) }, onCompleted: { print("generate: completed") })

    _ = Observable<Int>.empty().subscribe(onCompleted: { print("empty: completed") })
}

/// 2. The trampoline: emission of `of` is synchronous, so it is over before `subscribe` returns.
func trampoline() {
    print("== trampoline")
    var log: [String] = []
    let subscription = Observable.of(1, 2, 3).subscribe(
        onNext: { log.append("next \($0)") },
        onCompleted: { log.append("completed") }
    )
    log.append("subscribe returned")
    subscription.dispose()
    print(log.joined(separator: ", "))
}

/// 3. `create`, its cleanup, and the error path.
enum DownloadError: Error {
    case connectionLost
}

func createAndError() {
    print("== create and error")
    let download = Observable<Int>.create { observer in
        observer.onNext(25)
        observer.onNext(50)
        observer.onError(DownloadError.connectionLost)
        observer.onNext(75)  // ignored: nothing follows a terminal event
        return Disposables.create { print("download: cleanup") }
    }
    _ = download.subscribe(
        onNext: { print("download: \($0)%") },
        onError: { print("download failed:", $0) },
        onCompleted: { print("download: completed") },  // not called: the sequence failed
        onDisposed: { print("download: disposed") }
    )
}

/// 4. `deferred` runs its factory once per subscription.
func deferredFactory() {
    print("== deferred")
    var created = 0
    let ticket = Observable.deferred {
        created += 1
        return Observable.just("ticket #\(created)")
    }
    _ = ticket.subscribe(onNext: { print("first subscriber got", $0) })
    _ = ticket.subscribe(onNext: { print("second subscriber got", $0) })
}

/// 5. A `DisposeBag` disposes what it holds when it is released — here when it is replaced.
func disposeBag() {
    print("== dispose bag")
    var bag = DisposeBag()
    Observable<String>.never()
        .subscribe(onNext: { print("never:", $0) }, onDisposed: { print("never: disposed with the bag") })
        .disposed(by: bag)
    print("bag holds a subscription to never()")
    bag = DisposeBag()  // the old bag is released and disposes its subscription
    print("bag replaced")
    withExtendedLifetime(bag) {}
}

/// 6. An index past the end arrives as an error, as in RxSwift.
func badArgument() {
    print("== bad argument")
    _ = Observable.of(1, 2, 3).element(at: 5)
        .subscribe(onNext: { print("element 5:", $0) }, onError: { print("element(at: 5) failed:", $0) })
}

/// 7. Virtual time: a meter read every minute, replayed on a simulated clock starting at 08:00 UTC.
func virtualTime() {
    print("== virtual time")
    let start = Date(timeIntervalSince1970: 8 * 3_600)
    let scheduler = HistoricalScheduler(initialClock: start)

    func elapsed() -> String {
        let seconds = Int(scheduler.now.timeIntervalSince(start))
        return "+\(seconds)s"
    }

    // First reading after 30 seconds, then one every 60 seconds: at +30s, +90s, +150s, +210s, …
    let readings = Observable<Int>.timer(.seconds(30), period: .seconds(60), scheduler: scheduler)
        .subscribe(
            onNext: { print(elapsed(), "reading", $0) },
            onDisposed: { print(elapsed(), "readings disposed") }
        )

    // Stop reading after 200 seconds of virtual time.
    _ = scheduler.scheduleRelative((), dueTime: .seconds(200)) { _ in
        readings.dispose()
        return Disposables.create()
    }

    print("nothing has run yet; clock at", elapsed())
    scheduler.start()  // runs every scheduled action in time order, moving the clock, without waiting
    print("scheduler idle; clock at", elapsed())
}

creationAndSubscribe()
trampoline()
createAndError()
deferredFactory()
disposeBag()
badArgument()
virtualTime()
