// SendableRx compatibility scenarios — re-entrancy, the hand-written cases: subscribing to the subject that is
// delivering from inside its own handler, disposing other observers mid-delivery, terminating and feeding one
// subject or relay from a handler of another. The seeded graphs are in ReentrancyScenarios.swift.

#if RXSWIFT
import RxBlocking
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxBlocking
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

func reentrancyHandwrittenScenarios() -> [Scenario] {
    [
        Scenario("reentrancy/handwritten-subscribe-inside-publish") { log in
            let subject = PublishSubject<Int>()
            subscribeInsideOnNext(log, subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        },
        Scenario("reentrancy/handwritten-subscribe-inside-behavior") { log in
            let subject = BehaviorSubject<Int>(value: 0)
            subscribeInsideOnNext(log, subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        },
        Scenario("reentrancy/handwritten-subscribe-inside-replay2") { log in
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            subscribeInsideOnNext(log, subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        },
        Scenario("reentrancy/handwritten-subscribe-inside-replay-unbounded") { log in
            let subject = ReplaySubject<Int>.createUnbounded()
            subscribeInsideOnNext(log, subject.asObservable(), { subject.onNext($0) }, { subject.onCompleted() })
        },
        Scenario("reentrancy/handwritten-subscribe-inside-behavior-relay") { log in
            let relay = BehaviorRelay<Int>(value: 0)
            subscribeInsideOnNext(log, relay.asObservable(), { relay.accept($0) }, nil)
            log("value", relay.value)
        },
        Scenario("reentrancy/handwritten-subscribe-inside-publish-relay") { log in
            let relay = PublishRelay<Int>()
            subscribeInsideOnNext(log, relay.asObservable(), { relay.accept($0) }, nil)
        },
        Scenario("reentrancy/handwritten-subscribe-inside-oncompleted", subscribeInsideOnCompleted),
        Scenario("reentrancy/handwritten-dispose-earlier-and-self", disposeEarlierAndSelf),
        Scenario("reentrancy/handwritten-complete-from-other-handler", completeFromOtherHandler),
        Scenario("reentrancy/handwritten-relay-accept-from-other-relay", relayAcceptFromOtherRelay),
        Scenario("reentrancy/handwritten-error-into-merge-before-its-turn", errorIntoMergeBeforeItsTurn),
    ] + terminalFromInsideDeliveryScenarios()
}

/// A source (or the outer sequence) ends from inside the handler of an element of an operator that serializes its
/// inputs: the last element the operator holds and its terminal event come after the element being delivered. The
/// source is a `create` that forwards `xs` and hands its observer to the handler, so that what the handler sends
/// reaches the operator at once (a subject would hold it until its own delivery ends). At 210 `xs` sends 1; at 220
/// `xs` sends 2, or (`feedsOther`) the second input sends 1.
private func terminalFromInsideDeliveryScenarios() -> [Scenario] {
    typealias Build = (TestScheduler, Observable<Int>, PublishSubject<Int>) -> Observable<String>
    typealias React = (String, AnyObserver<Int>, PublishSubject<Int>) -> Void
    let cases: [(name: String, feedsOther: Bool, build: Build, react: React)] = [
        ("debounce-complete-with-pending", false, { s, xs, _ in xs.debounce(.seconds(10), scheduler: s).map { "\($0)" } },
         { v, xs, _ in if v == "1" { xs.onNext(2); xs.onCompleted() } }),
        ("debounce-error-with-pending", false, { s, xs, _ in xs.debounce(.seconds(10), scheduler: s).map { "\($0)" } },
         { v, xs, _ in if v == "1" { xs.onNext(3); xs.onError(TestError.a) } }),
        ("throttle-complete-with-held", false, { s, xs, _ in xs.throttle(.seconds(5), scheduler: s).map { "\($0)" } },
         { v, xs, _ in if v == "1" { xs.onNext(3); xs.onCompleted() } }),
        ("throttle-complete-nothing-held", false, { s, xs, _ in xs.throttle(.seconds(5), scheduler: s).map { "\($0)" } },
         { v, xs, _ in if v == "1" { xs.onCompleted() } }),
        ("buffer-complete-with-open-buffer", false, { s, xs, _ in
            xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: s).map { "\($0)" }
         }, { v, xs, _ in if v == "[1, 2]" { xs.onNext(3); xs.onCompleted() } }),
        ("buffer-error-with-open-buffer", false, { s, xs, _ in
            xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: s).map { "\($0)" }
         }, { v, xs, _ in if v == "[1, 2]" { xs.onNext(3); xs.onError(TestError.a) } }),
        ("sample-complete-then-sample", true, { _, xs, other in xs.sample(other).map { "\($0)" } },
         { v, xs, other in if v == "1" { xs.onNext(2); xs.onCompleted(); other.onNext(0) } }),
        ("sample-complete-nothing-pending-then-sample", true, { _, xs, other in xs.sample(other).map { "\($0)" } },
         { v, xs, other in if v == "1" { xs.onCompleted(); other.onNext(0) } }),
        ("flatMapLatest-inner-and-outer-complete", true, { _, xs, other in
            xs.flatMapLatest { _ in other }.map { "\($0)" }
         }, { v, xs, other in if v == "1" { other.onCompleted(); xs.onCompleted() } }),
        ("flatMapFirst-inner-and-outer-complete", true, { _, xs, other in
            xs.flatMapFirst { _ in other }.map { "\($0)" }
         }, { v, xs, other in if v == "1" { other.onCompleted(); xs.onCompleted() } }),
        ("flatMap-inner-and-outer-complete", true, { _, xs, other in xs.flatMap { _ in other }.map { "\($0)" } },
         { v, xs, other in if v == "1" { other.onCompleted(); xs.onCompleted() } }),
        ("flatMap-outer-completes-inner-active", true, { _, xs, other in xs.flatMap { _ in other }.map { "\($0)" } },
         { v, xs, other in if v == "1" { xs.onCompleted(); other.onNext(5); other.onCompleted() } }),
        ("merge-outer-completes-inner-active", true, { _, xs, other in
            xs.map { _ in other.asObservable() }.merge().map { "\($0)" }
         }, { v, xs, other in if v == "1" { xs.onCompleted(); other.onCompleted() } }),
        ("takeUntil-source-completes", false, { _, xs, other in xs.take(until: other).map { "\($0)" } },
         { v, xs, _ in if v == "1" { xs.onCompleted() } }),
        ("skipUntil-source-completes-before-trigger", false, { _, xs, other in
            xs.skip(until: other).map { "\($0)" }
         }, { _, _, _ in }),
    ]
    return cases.map { item in
        Scenario("reentrancy/terminal-inside-delivery-\(item.name)") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            var input: AnyObserver<Int>?
            let source = Observable<Int>.create { observer in
                input = observer
                return xs.subscribe(observer)
            }
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = item.build(scheduler, source, other).subscribe(
                    onNext: { value in
                        log(scheduler.clock, "got", value)
                        if let input { item.react(value, input, other) }
                    },
                    onError: { log(scheduler.clock, "error", describe($0)) },
                    onCompleted: { log(scheduler.clock, "completed") },
                    onDisposed: { log(scheduler.clock, "disposed") })
            }
            scheduler.scheduleAt(210) { xs.onNext(1) }
            scheduler.scheduleAt(220) { item.feedsOther ? other.onNext(1) : xs.onNext(2) }
            scheduler.scheduleAt(230) { xs.onCompleted() }
            scheduler.scheduleAt(1_000) { subscription?.dispose() }
            scheduler.start()
            input = nil
            log("source has observers", xs.hasObservers, "other has observers", other.hasObservers)
        }
    }
}

/// The first observer of a subject subscribes a second one from inside its handler for the first two elements;
/// which of the element being delivered the new observers get depends on whether the subject replays.
private func subscribeInsideOnNext(
    _ log: Log, _ source: Observable<Int>, _ send: (Int) -> Void, _ complete: (() -> Void)?
) {
    // Disposed explicitly at the end: the handlers hold the source, and a relay never completes.
    var subscriptions: [Disposable] = []
    var inner = 0
    let first = source.subscribe(onNext: { value in
        log("first got", value)
        guard inner < 2 else { return }
        inner += 1
        let name = "inner\(inner)"
        log(name, "subscribes")
        subscriptions.append(source.subscribe(
            onNext: { log(name, "got", $0) },
            onCompleted: { log(name, "completed") }))
        log(name, "subscribed")
    }, onCompleted: { log("first completed") })
    for value in [1, 2, 3] {
        log("send", value)
        send(value)
    }
    if let complete {
        log("complete")
        complete()
    }
    first.dispose()
    for subscription in subscriptions {
        subscription.dispose()
    }
}

/// Subscribing to subjects from inside their own completion handler.
private func subscribeInsideOnCompleted(_ log: Log) {
    let publish = PublishSubject<Int>()
    let replay = ReplaySubject<Int>.create(bufferSize: 2)
    let async = AsyncSubject<Int>()
    let bag = DisposeBag()
    let subjects: [(String, Observable<Int>, AnyObserver<Int>)] = [
        ("publish", publish.asObservable(), AnyObserver(publish)),
        ("replay", replay.asObservable(), AnyObserver(replay)),
        ("async", async.asObservable(), AnyObserver(async)),
    ]
    for (name, subject, observer) in subjects {
        subject.subscribe(
            onNext: { log(name, "first got", $0) },
            onCompleted: {
                log(name, "first completed; subscribes again")
                subject.subscribe(
                    onNext: { log(name, "late got", $0) },
                    onCompleted: { log(name, "late completed") },
                    onDisposed: { log(name, "late disposed") }
                ).disposed(by: bag)
                log(name, "subscribed again")
            }
        ).disposed(by: bag)
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
    }
    log("publish hasObservers", publish.hasObservers, "replay", replay.hasObservers, "async", async.hasObservers)
}

/// The third observer disposes the first (already served) and then itself; the second stays.
private func disposeEarlierAndSelf(_ log: Log) {
    let subject = PublishSubject<Int>()
    var first: Disposable?
    var third: Disposable?
    first = subject.subscribe(onNext: { log("first got", $0) }, onDisposed: { log("first disposed") })
    let second = subject.subscribe(onNext: { log("second got", $0) })
    third = subject.subscribe(onNext: { value in
        log("third got", value)
        if value == 2 {
            first?.dispose()
            log("third disposes itself")
            third?.dispose()
            log("hasObservers", subject.hasObservers)
        }
    }, onDisposed: { log("third disposed") })
    for value in [1, 2, 3] {
        log("send", value)
        subject.onNext(value)
    }
    second.dispose()
    log("hasObservers", subject.hasObservers)
}

/// An observer of one subject completes (then fails) others; the other subjects' observers see it nested.
private func completeFromOtherHandler(_ log: Log) {
    let source = PublishSubject<Int>()
    let target = BehaviorSubject<Int>(value: 7)
    let async = AsyncSubject<Int>()
    let bag = DisposeBag()
    target.subscribe(
        onNext: { log("target got", $0) },
        onError: { log("target error", describe($0)) },
        onCompleted: { log("target completed") }
    ).disposed(by: bag)
    async.subscribe(onNext: { log("async got", $0) }, onCompleted: { log("async completed") }).disposed(by: bag)
    source.subscribe(onNext: { value in
        log("source first got", value)
        async.onNext(value * 10)
        target.onNext(value)
        if value == 2 {
            log("completing target and async")
            target.onCompleted()
            async.onCompleted()
            target.onError(TestError.a)
            log("completed them")
        }
    }).disposed(by: bag)
    source.subscribe(onNext: { log("source second got", $0) }).disposed(by: bag)
    source.onNext(1)
    source.onNext(2)
    source.onNext(3)
    do { log("target value", try target.value()) } catch { log("target value threw", describe(error)) }
    log("hasObservers", target.hasObservers, async.hasObservers, source.hasObservers)
}

/// A subscriber of one relay accepts into another; the value is visible inside the handler after `accept`.
private func relayAcceptFromOtherRelay(_ log: Log) {
    let first = BehaviorRelay<Int>(value: 1)
    let second = BehaviorRelay<Int>(value: 100)
    let third = PublishRelay<Int>()
    let bag = DisposeBag()
    second.subscribe(onNext: { log("second got", $0) }).disposed(by: bag)
    third.subscribe(onNext: { value in
        log("third got", value)
        second.accept(value + 1)
    }).disposed(by: bag)
    first.subscribe(onNext: { value in
        log("first got", value, "second was", second.value)
        second.accept(value * 100)
        log("second is", second.value)
        third.accept(value * 1000)
        log("second is now", second.value)
    }).disposed(by: bag)
    first.accept(2)
    first.accept(3)
    log("values", first.value, second.value)
}

/// An observer that comes before a merge on the same subject fails the merge's other input; the merge then
/// errors before the subject reaches it.
private func errorIntoMergeBeforeItsTurn(_ log: Log) {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let bag = DisposeBag()
    a.subscribe(onNext: { value in
        log("a first got", value)
        if value == 2 { b.onError(TestError.a) }
    }).disposed(by: bag)
    Observable.merge(a, b).subscribe(
        onNext: { log("merge got", $0) },
        onError: { log("merge error", describe($0)) },
        onDisposed: { log("merge disposed") }
    ).disposed(by: bag)
    a.subscribe(onNext: { log("a last got", $0) }).disposed(by: bag)
    a.onNext(1)
    b.onNext(10)
    a.onNext(2)
    a.onNext(3)
    log("hasObservers", a.hasObservers, b.hasObservers)
}

/// Documented difference (MigratingFromRxSwift.md, "A disposed subscription gets nothing more, even during a
/// delivery"), kept out of the registered list: the first observer disposes the next one in line.
func reentrancyDisposeNextInLine(_ log: Log) {
    let subject = PublishSubject<Int>()
    var second: Disposable?
    let first = subject.subscribe(onNext: { value in
        log("first got", value)
        if value == 1 { second?.dispose() }
    })
    second = subject.subscribe(onNext: { log("second got", $0) }, onDisposed: { log("second disposed") })
    subject.onNext(1)
    subject.onNext(2)
    first.dispose()
}

/// Documented difference (the same section), kept out of the registered list: an AsyncSubject's completion is
/// its last element and then `completed`, and RxSwift gives both to the observers it had when completing, so an
/// observer that disposes itself on the element still gets `completed`.
func reentrancyAsyncSelfDisposal(_ log: Log) {
    let subject = AsyncSubject<Int>()
    var own: Disposable?
    own = subject.subscribe(
        onNext: { value in
            log("got", value, "and disposes itself")
            own?.dispose()
        },
        onCompleted: { log("completed") },
        onDisposed: { log("disposed") })
    subject.onNext(1)
    subject.onCompleted()
}

/// Documented difference (the same section), kept out of the registered list: a `take(until:)` completes through
/// its trigger while the subject it reads is still delivering, which disposes the subscription of the `do` in front
/// of it; RxSwift still runs that `do` for the element in progress.
func reentrancyDoAfterTakeUntilCompleted(_ log: Log) {
    let source = PublishSubject<Int>()
    let trigger = PublishSubject<Int>()
    let first = source.subscribe(onNext: { value in
        log("first got", value)
        trigger.onNext(0)
    })
    let second = source.do(onNext: { log("do saw", $0) }).take(until: trigger).subscribe(
        onNext: { log("second got", $0) },
        onCompleted: { log("second completed") })
    source.onNext(1)
    first.dispose()
    second.dispose()
}
