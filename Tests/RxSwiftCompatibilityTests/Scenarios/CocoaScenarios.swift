// SendableRx compatibility scenarios — RxCocoa's traits: `Driver` and `Signal` (how they share, replay, recover from
// errors and deliver), their operators on a mocked `SharingScheduler`, `ControlProperty` and `ControlEvent`, the
// `drive`/`emit`/`bind` forms, and `NotificationCenter.rx`. RxSwift's side builds RxCocoa 6.10.2's trait sources
// (Scripts/rxcocoa-on-linux). The scenarios run on the main thread, where both libraries' main scheduler delivers
// without a hop unless an event arrives while another is being delivered.

#if RXSWIFT
import RxCocoa
import RxRelay
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
#endif
import Foundation

func cocoaScenarios() -> [Scenario] {
    driverScenarios() + signalScenarios() + sharedSequenceOperatorScenarios() + sharedSequenceTimeScenarios()
        + controlScenarios() + cocoaBindingScenarios() + cocoaEdgeScenarios() + binderScenarios()
        + mainSchedulerScenarios()
}

/// Subscribes `driver` with logging `drive` handlers.
func logDrive<Element>(_ log: Log, _ driver: Driver<Element>, _ label: String = "") -> Disposable {
    driver.drive(
        onNext: { log(label + "next", $0) },
        onCompleted: { log(label + "completed") },
        onDisposed: { log(label + "disposed") }
    )
}

/// Subscribes `signal` with logging `emit` handlers.
func logEmit<Element>(_ log: Log, _ signal: Signal<Element>, _ label: String = "") -> Disposable {
    signal.emit(
        onNext: { log(label + "next", $0) },
        onCompleted: { log(label + "completed") },
        onDisposed: { log(label + "disposed") }
    )
}

/// A source that writes its subscriptions and disposals, for the sharing scenarios.
func loggingSource(_ log: Log, _ elements: [Int], completes: Bool = false) -> Observable<Int> {
    Observable<Int>.create { observer in
        log("source subscribed")
        for element in elements { observer.onNext(element) }
        if completes { observer.onCompleted() }
        return Disposables.create { log("source disposed") }
    }
}

/// A source that writes its subscriptions and disposals and forwards what `subject` sends.
func loggingSource(_ log: Log, forwarding subject: PublishSubject<Int>) -> Observable<Int> {
    Observable<Int>.create { observer in
        log("source subscribed")
        let inner = subject.subscribe(observer)
        return Disposables.create {
            log("source disposed")
            inner.dispose()
        }
    }
}

/// Runs the main queue's pending blocks (the hops the main scheduler makes for re-entrant events).
func drainMainQueue() {
    for _ in 0..<5 {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.002))
    }
}

/// A cocoa scenario: `body`, then the main queue's pending blocks — a driver or signal made outside a mocked
/// scheduler hops to the main queue for an event scheduled while another is being delivered (the elements after the
/// first of `Driver.of`, a re-entrant event), so what arrives there is part of the transcript too.
func cocoaScenario(_ name: String, _ body: @escaping (Log) -> Void) -> Scenario {
    Scenario(name) { log in
        body(log)
        drainMainQueue()
        log("(main queue drained)")
    }
}

/// An object for the `with:` forms.
final class CocoaOwner {
    let name: String
    init(_ name: String) { self.name = name }
}

// MARK: - Driver

func driverScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/driverFromBehaviorRelayReplaysLatest") { log in
            let relay = BehaviorRelay(value: 1)
            let driver = relay.asDriver()
            let first = logDrive(log, driver, "a ")
            relay.accept(2)
            let second = logDrive(log, driver, "b ")
            relay.accept(3)
            first.dispose()
            relay.accept(4)
            second.dispose()
            relay.accept(5)
            log("value", relay.value)
        },
        cocoaScenario("cocoa/driverOnErrorJustReturn") { log in
            let subject = PublishSubject<Int>()
            let subscription = logDrive(log, subject.asDriver(onErrorJustReturn: -1))
            subject.onNext(1)
            subject.onNext(2)
            subject.onError(TestError.a)
            subject.onNext(3)
            log("has observers", subject.hasObservers)
            subscription.dispose()
        },
        cocoaScenario("cocoa/driverOnErrorDriveWith") { log in
            let subject = PublishSubject<Int>()
            _ = logDrive(log, subject.asDriver(onErrorDriveWith: Driver.of(7, 8)))
            subject.onNext(1)
            subject.onError(TestError.b)
        },
        cocoaScenario("cocoa/driverOnErrorRecover") { log in
            let subject = PublishSubject<Int>()
            let driver = subject.asDriver(onErrorRecover: { error in
                log("recover from", describe(error))
                return Driver.just(99)
            })
            _ = logDrive(log, driver)
            subject.onNext(1)
            subject.onError(TestError.c)
        },
        cocoaScenario("cocoa/driverSharesOneSubscriptionAndReplaysOne") { log in
            let subject = PublishSubject<Int>()
            let source = loggingSource(log, forwarding: subject)
            let driver = source.asDriver(onErrorJustReturn: 0)
            let first = logDrive(log, driver, "a ")
            subject.onNext(1)
            subject.onNext(2)
            let second = logDrive(log, driver, "b ")
            subject.onNext(3)
            first.dispose()
            second.dispose()
            log("all disposed")
            let third = logDrive(log, driver, "c ")
            subject.onNext(4)
            third.dispose()
        },
        cocoaScenario("cocoa/driverOfCompletedSourceResubscribes") { log in
            let driver = loggingSource(log, [1, 2], completes: true).asDriver(onErrorJustReturn: 0)
            _ = logDrive(log, driver, "a ")
            _ = logDrive(log, driver, "b ")
        },
        cocoaScenario("cocoa/driverCreation") { log in
            _ = logDrive(log, Driver.just(1), "just ")
            _ = logDrive(log, Driver<Int>.empty(), "empty ")
            let never = logDrive(log, Driver<Int>.never(), "never ")
            never.dispose()
            _ = logDrive(log, Driver.of(1, 2, 3), "of ")
            _ = logDrive(log, Driver.from([4, 5]), "array ")
            _ = logDrive(log, Driver.from(optional: 6), "optional ")
            _ = logDrive(log, Driver.from(optional: nil as Int?), "nil ")
            var made = 0
            let deferred = Driver<Int>.deferred {
                made += 1
                log("deferred factory", made)
                return Driver.just(made * 10)
            }
            _ = logDrive(log, deferred, "deferred ")
            _ = logDrive(log, deferred, "deferred ")
        },
        cocoaScenario("cocoa/driverDriveObserversAndRelays") { log in
            let relay = BehaviorRelay(value: 0)
            let optional = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            let observer = AnyObserver<Int> { log("observer", describe($0)) }
            let optionalObserver = AnyObserver<Int?> { log("optional observer", describe($0)) }
            let source = Driver.of(1, 2, 3)
            _ = source.drive(relay)
            _ = source.drive(optional)
            _ = source.drive(replay)
            _ = source.drive(observer, observer)
            _ = source.drive(optionalObserver)
            log("relay", relay.value, "optional", optional.value ?? -1)
            _ = replay.subscribe(onNext: { log("replay relay", $0) })
        },
        cocoaScenario("cocoa/driverDriveWithObject") { log in
            let owner = CocoaOwner("owner")
            let subject = PublishSubject<Int>()
            let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
                with: owner,
                onNext: { owner, value in log(owner.name, "next", value) },
                onCompleted: { owner in log(owner.name, "completed") },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
            subject.onNext(1)
            subject.onCompleted()
            subscription.dispose()
        },
        cocoaScenario("cocoa/driverDriveTransformation") { log in
            let result = Driver.of(1, 2).drive { (observable: Observable<Int>) -> String in
                _ = observable.subscribe(onNext: { log("transformed", $0) })
                return "returned"
            }
            log(result)
            let curried = Driver.just(5).drive({ (observable: Observable<Int>) in
                { (prefix: String) -> Int in
                    _ = observable.subscribe(onNext: { log(prefix, $0) })
                    return 7
                }
            }, curriedArgument: "curried")
            log("curried returned", curried)
        },
        cocoaScenario("cocoa/driverReentrantEventHopsThroughMainQueue") { log in
            // An event that reaches the driver while it is delivering waits for the main queue (its source here
            // is `create`, which forwards a re-entrant event nested, as in RxSwift; a subject queues it instead —
            // see the migration guide).
            var send: ((Int) -> Void)?
            let source = Observable<Int>.create { observer in
                send = { observer.onNext($0) }
                return Disposables.create { log("source disposed") }
            }
            let subscription = source.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
                log("begin", value)
                if value == 1 { send?(2) }
                log("end", value)
            })
            send?(1)
            log("sent")
            drainMainQueue()
            log("drained")
            subscription.dispose()
            send = nil
        },
        cocoaScenario("cocoa/driverEventFromAnotherDriverIsNested") { log in
            // Each driver has its own main scheduler: a driver's handler that feeds a second driver sees the second
            // one's event inline, before its own handler returns.
            let first = BehaviorRelay(value: 0)
            let second = BehaviorRelay(value: 0)
            let a = second.asDriver().skip(1).drive(onNext: { log("second", $0) })
            let b = first.asDriver().drive(onNext: { value in
                log("first begin", value)
                second.accept(value * 10)
                log("first end", value)
            })
            first.accept(1)
            log("accepted")
            a.dispose()
            b.dispose()
        },
        cocoaScenario("cocoa/driverFromInfallibleAndRelay") { log in
            let infallible = Infallible.from([1, 2])
            _ = logDrive(log, infallible.asDriver(), "infallible ")
            let relay = PublishRelay<Int>()
            let subscription = logDrive(log, relay.asDriver(onErrorJustReturn: -1), "relay ")
            relay.accept(3)
            subscription.dispose()
        },
    ]
}

// MARK: - Signal

func signalScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/signalFromPublishRelayDoesNotReplay") { log in
            let relay = PublishRelay<Int>()
            let signal = relay.asSignal()
            let first = logEmit(log, signal, "a ")
            relay.accept(1)
            let second = logEmit(log, signal, "b ")
            relay.accept(2)
            first.dispose()
            relay.accept(3)
            second.dispose()
            relay.accept(4)
        },
        cocoaScenario("cocoa/signalOnErrorForms") { log in
            let subject = PublishSubject<Int>()
            _ = logEmit(log, subject.asSignal(onErrorJustReturn: -1), "just ")
            _ = logEmit(log, subject.asSignal(onErrorSignalWith: Signal.of(7, 8)), "with ")
            _ = logEmit(log, subject.asSignal(onErrorRecover: { error in
                log("recover from", describe(error))
                return Signal.just(99)
            }), "recover ")
            subject.onNext(1)
            subject.onError(TestError.a)
        },
        cocoaScenario("cocoa/signalSharesOneSubscription") { log in
            let subject = PublishSubject<Int>()
            let source = loggingSource(log, forwarding: subject)
            let signal = source.asSignal(onErrorJustReturn: 0)
            let first = logEmit(log, signal, "a ")
            subject.onNext(1)
            let second = logEmit(log, signal, "b ")
            subject.onNext(2)
            first.dispose()
            subject.onNext(3)
            second.dispose()
            let third = logEmit(log, signal, "c ")
            subject.onNext(4)
            third.dispose()
        },
        cocoaScenario("cocoa/signalOfSynchronousSource") { log in
            let signal = loggingSource(log, [1, 2], completes: true).asSignal(onErrorJustReturn: 0)
            _ = logEmit(log, signal, "a ")
            _ = logEmit(log, signal, "b ")
            _ = logEmit(log, Signal.from([3, 4]), "array ")
            _ = logEmit(log, Signal<Int>.empty(), "empty ")
        },
        cocoaScenario("cocoa/signalEmitToObserversAndRelays") { log in
            let behavior = BehaviorRelay(value: 0)
            let optional = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            _ = publish.subscribe(onNext: { log("publish relay", $0) })
            let observer = AnyObserver<Int> { log("observer", describe($0)) }
            let source = Signal.of(1, 2)
            _ = source.emit(to: behavior)
            _ = source.emit(to: optional)
            _ = source.emit(to: publish)
            _ = source.emit(to: replay)
            _ = source.emit(to: observer, observer)
            log("behavior", behavior.value, "optional", optional.value ?? -1)
            _ = replay.subscribe(onNext: { log("replay relay", $0) })
        },
        cocoaScenario("cocoa/signalEmitWithObject") { log in
            let owner = CocoaOwner("owner")
            let relay = PublishRelay<Int>()
            let subscription = relay.asSignal().emit(
                with: owner,
                onNext: { owner, value in log(owner.name, "next", value) },
                onCompleted: { owner in log(owner.name, "completed") },
                onDisposed: { owner in log(owner.name, "disposed") }
            )
            relay.accept(1)
            subscription.dispose()
        },
        cocoaScenario("cocoa/signalReentrantEventHopsThroughMainQueue") { log in
            var send: ((Int) -> Void)?
            let source = Observable<Int>.create { observer in
                send = { observer.onNext($0) }
                return Disposables.create { log("source disposed") }
            }
            let subscription = source.asSignal(onErrorJustReturn: -1).emit(onNext: { value in
                log("begin", value)
                if value < 3 { send?(value + 1) }
                log("end", value)
            })
            send?(1)
            log("sent")
            drainMainQueue()
            log("drained")
            subscription.dispose()
            send = nil
        },
        cocoaScenario("cocoa/signalToDriverAndBack") { log in
            let relay = PublishRelay<Int>()
            let driver = relay.asSignal().asDriver(onErrorJustReturn: -1)
            let first = logDrive(log, driver, "driver ")
            relay.accept(1)
            let second = logDrive(log, driver, "late ")
            relay.accept(2)
            first.dispose()
            second.dispose()
        },
    ]
}

// MARK: - Operators

/// Runs `body` with Driver and Signal delivering on `scheduler`.
func onMockScheduler(_ scheduler: TestScheduler, _ body: () -> Void) {
    SharingScheduler.mock(scheduler: scheduler) { body() }
}

func sharedSequenceOperatorScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/driverOperatorsOnTestScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(150, 1), .next(210, 2), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError.a),
                ])
                let res = scheduler.start {
                    xs.asDriver(onErrorJustReturn: -1)
                        .map { $0 * 10 }
                        .filter { $0 != 30 }
                        .distinctUntilChanged()
                        .scan(0) { $0 + $1 }
                        .startWith(100)
                        .asObservable()
                }
                log.events(res)
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoa/driverCompactMapSkipDo") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(260),
                ])
                let res = scheduler.start {
                    xs.asDriver(onErrorJustReturn: 0)
                        .compactMap { $0 % 2 == 1 ? $0 : nil }
                        .skip(1)
                        .do(
                            onNext: { log("do next", $0, "at", scheduler.clock) },
                            onCompleted: { log("do completed at", scheduler.clock) },
                            onSubscribe: { log("do subscribe at", scheduler.clock) },
                            onDispose: { log("do dispose at", scheduler.clock) }
                        )
                        .asObservable()
                }
                log.events(res)
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoa/driverDistinctUntilChangedForms") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(220, 11), .next(230, 12), .next(240, 22), .next(250, 3), .completed(260),
                ])
                let driver = xs.asDriver(onErrorJustReturn: 0)
                let byKey = scheduler.createObserver(Int.self)
                let byComparer = scheduler.createObserver(Int.self)
                _ = driver.distinctUntilChanged { $0 % 10 }.drive(byKey)
                _ = driver.distinctUntilChanged { $0 / 10 == $1 / 10 }.drive(byComparer)
                scheduler.start()
                log.events(byKey, "byKey")
                log.events(byComparer, "byComparer")
            }
        },
        cocoaScenario("cocoa/driverFlatMapLatestAndFirst") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(215, 2), .next(260, 3), .completed(400),
                ])
                let inner: (Int) -> Driver<Int> = { value in
                    scheduler.createColdObservable([
                        .next(10, value * 10), .next(30, value * 10 + 1), .completed(40),
                    ]).asDriver(onErrorJustReturn: -1)
                }
                let latest = scheduler.createObserver(Int.self)
                let first = scheduler.createObserver(Int.self)
                let merged = scheduler.createObserver(Int.self)
                let driver = xs.asDriver(onErrorJustReturn: 0)
                _ = driver.flatMapLatest(inner).drive(latest)
                _ = driver.flatMapFirst(inner).drive(first)
                _ = driver.flatMap(inner).drive(merged)
                scheduler.start()
                log.events(latest, "flatMapLatest")
                log.events(first, "flatMapFirst")
                log.events(merged, "flatMap")
            }
        },
        cocoaScenario("cocoa/driverCombining") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
                let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(260)])
                let a = xs.asDriver(onErrorJustReturn: -1)
                let b = ys.asDriver(onErrorJustReturn: -1)
                let latest = scheduler.createObserver(Int.self)
                let zipped = scheduler.createObserver(Int.self)
                let sampled = scheduler.createObserver(Int.self)
                let merged = scheduler.createObserver(Int.self)
                let arrayLatest = scheduler.createObserver(Int.self)
                let concatenated = scheduler.createObserver(Int.self)
                let withLatest = scheduler.createObserver(Int.self)
                _ = Driver.combineLatest(a, b) { $0 + $1 }.drive(latest)
                _ = Driver.zip(a, b) { $0 * $1 }.drive(zipped)
                _ = a.withLatestFrom(b).drive(sampled)
                _ = a.withLatestFrom(b) { $0 * 100 + $1 }.drive(withLatest)
                _ = Driver.merge(a, b).drive(merged)
                _ = Driver.combineLatest([a, b]) { $0.reduce(0, +) }.drive(arrayLatest)
                _ = Driver.concat([b, a]).drive(concatenated)
                scheduler.start()
                log.events(latest, "combineLatest")
                log.events(zipped, "zip")
                log.events(sampled, "withLatestFrom")
                log.events(withLatest, "withLatestFrom selector")
                log.events(merged, "merge")
                log.events(arrayLatest, "combineLatest array")
                log.events(concatenated, "concat")
                log.subscriptions(xs, "xs")
                log.subscriptions(ys, "ys")
            }
        },
        cocoaScenario("cocoa/driverSwitchLatest") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2), .completed(500)])
                let second = scheduler.createHotObservable([.next(225, 10), .next(245, 20), .completed(500)])
                let outer = scheduler.createHotObservable([
                    .next(210, first.asDriver(onErrorJustReturn: -1)),
                    .next(230, second.asDriver(onErrorJustReturn: -1)),
                    .completed(600),
                ])
                let switched = scheduler.createObserver(Int.self)
                let driver = outer.asDriver(onErrorJustReturn: Driver.empty()).switchLatest()
                _ = driver.drive(switched)
                scheduler.start()
                log.events(switched, "switchLatest")
                log.subscriptions(first, "first")
                log.subscriptions(second, "second")
            }
        },
        cocoaScenario("cocoa/signalOperatorsOnTestScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError.a),
                ])
                let ys = scheduler.createHotObservable([.next(215, 100), .next(235, 200), .completed(300)])
                let res = scheduler.start {
                    Signal.merge(
                        xs.asSignal(onErrorJustReturn: -1).map { $0 * 2 },
                        ys.asSignal(onErrorJustReturn: -2)
                    )
                    .filter { $0 != 4 }
                    .asObservable()
                }
                log.events(res)
                log.subscriptions(xs, "xs")
                log.subscriptions(ys, "ys")
            }
        },
        cocoaScenario("cocoa/driverDisposedMidStream") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
                let res = scheduler.start(disposed: 225) {
                    xs.asDriver(onErrorJustReturn: 0).map { $0 + 1 }.asObservable()
                }
                log.events(res)
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoa/driverCreationOnTestScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                log.events(scheduler.start { Driver.just(1).asObservable() }, "just")
                let of = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: of) {
                    log.events(of.start { Driver.of(1, 2, 3).asObservable() }, "of")
                }
                let array = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: array) {
                    log.events(array.start { Driver.from([4, 5]).asObservable() }, "from")
                }
                let empty = TestScheduler(initialClock: 0)
                SharingScheduler.mock(scheduler: empty) {
                    log.events(empty.start { Driver<Int>.empty().asObservable() }, "empty")
                }
            }
        },
    ]
}

// MARK: - Time operators

func sharedSequenceTimeScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/driverDebounceThrottleDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(215, 2), .next(240, 3), .next(290, 4), .next(295, 5), .completed(300),
                ])
                let driver = xs.asDriver(onErrorJustReturn: 0)
                let debounced = scheduler.createObserver(Int.self)
                let throttledLatest = scheduler.createObserver(Int.self)
                let throttled = scheduler.createObserver(Int.self)
                let delayed = scheduler.createObserver(Int.self)
                _ = driver.debounce(.seconds(20)).drive(debounced)
                _ = driver.throttle(.seconds(20)).drive(throttledLatest)
                _ = driver.throttle(.seconds(20), latest: false).drive(throttled)
                _ = driver.delay(.seconds(5)).drive(delayed)
                scheduler.start()
                log.events(debounced, "debounce")
                log.events(throttledLatest, "throttle latest")
                log.events(throttled, "throttle")
                log.events(delayed, "delay")
            }
        },
        cocoaScenario("cocoa/driverIntervalAndTimer") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let interval = scheduler.start(disposed: 260) { Driver<Int>.interval(.seconds(15)).asObservable() }
                log.events(interval, "interval")
            }
            let timerScheduler = TestScheduler(initialClock: 0)
            onMockScheduler(timerScheduler) {
                let timer = timerScheduler.start(disposed: 300) {
                    Driver<Int>.timer(.seconds(30), period: .seconds(20)).asObservable()
                }
                log.events(timer, "timer")
            }
            let onceScheduler = TestScheduler(initialClock: 0)
            onMockScheduler(onceScheduler) {
                let signal = onceScheduler.start(disposed: 280) {
                    Signal<Int>.timer(.seconds(30), period: .seconds(25)).asObservable()
                }
                log.events(signal, "signal timer")
            }
        },
        cocoaScenario("cocoa/signalThrottleDebounceDelay") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(210, 1), .next(212, 2), .next(240, 3), .next(241, 4), .completed(260),
                ])
                let signal = xs.asSignal(onErrorJustReturn: 0)
                let debounced = scheduler.createObserver(Int.self)
                let throttled = scheduler.createObserver(Int.self)
                let delayed = scheduler.createObserver(Int.self)
                _ = signal.debounce(.seconds(10)).emit(to: debounced)
                _ = signal.throttle(.seconds(10)).emit(to: throttled)
                _ = signal.delay(.seconds(3)).emit(to: delayed)
                scheduler.start()
                log.events(debounced, "debounce")
                log.events(throttled, "throttle")
                log.events(delayed, "delay")
            }
        },
        cocoaScenario("cocoa/driverObservedOnMockSchedulerHopsPerEvent") { log in
            // Each event of the source goes through the mocked scheduler once: a `TestScheduler` runs the hop at
            // the same virtual time, after what is already due then.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(220)])
                let driver = xs.asDriver(onErrorJustReturn: 0)
                scheduler.scheduleAt(210) { log("plain action at 210") }
                _ = xs.subscribe(onNext: { log("raw", $0) })
                _ = driver.drive(onNext: { log("driver", $0, "at", scheduler.clock) })
                scheduler.start()
            }
        },
    ]
}

// MARK: - ControlProperty and ControlEvent

func controlScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/controlPropertyValuesAndSink") { log in
            let values = BehaviorSubject<String?>(value: "a")
            let property = ControlProperty<String?>(values: values, valueSink: AnyObserver { event in
                log("sink", describe(event.map { $0 ?? "nil" }))
            })
            let subscription = property.subscribe(onNext: { log("value", $0 ?? "nil") })
            values.onNext(nil)
            values.onNext("b")
            property.onNext("set")
            property.on(.next(nil))
            subscription.dispose()
        },
        cocoaScenario("cocoa/controlPropertyOrEmptyAndChanged") { log in
            let values = BehaviorSubject<String?>(value: nil)
            let property = ControlProperty<String?>(values: values, valueSink: AnyObserver { event in
                log("sink", describe(event.map { $0 ?? "nil" }))
            })
            let text = property.orEmpty
            let a = text.subscribe(onNext: { log("orEmpty", "[\($0)]") })
            let b = property.changed.subscribe(onNext: { log("changed", $0 ?? "nil") })
            values.onNext("x")
            values.onNext(nil)
            text.onNext("written")
            a.dispose()
            b.dispose()
        },
        cocoaScenario("cocoa/controlPropertyAsDriverAndSubscriptionOn") { log in
            let values = PublishSubject<Int>()
            let property = ControlProperty<Int>(values: values.do(
                onSubscribe: { log("values subscribed") },
                onDispose: { log("values disposed") }
            ), valueSink: AnyObserver { log("sink", describe($0)) })
            let driver = property.asDriver()
            let first = logDrive(log, driver, "a ")
            let second = logDrive(log, driver, "b ")
            values.onNext(1)
            first.dispose()
            values.onNext(2)
            second.dispose()
            let bound = Observable.of(7, 8).bind(to: property)
            bound.dispose()
        },
        cocoaScenario("cocoa/controlEventAsSignalAndDriver") { log in
            let taps = PublishSubject<Void>()
            let event = ControlEvent<Void>(events: taps.do(
                onSubscribe: { log("events subscribed") },
                onDispose: { log("events disposed") }
            ))
            var count = 0
            let a = event.asSignal().emit(onNext: { count += 1; log("signal tap", count) })
            let b = event.asDriver().drive(onNext: { log("driver tap") })
            let c = event.subscribe(onNext: { log("plain tap") })
            taps.onNext(())
            taps.onNext(())
            a.dispose()
            b.dispose()
            c.dispose()
            taps.onNext(())
        },
        cocoaScenario("cocoa/controlEventCompletesAndErrors") { log in
            let subject = PublishSubject<Int>()
            let event = ControlEvent<Int>(events: subject)
            _ = event.subscribe(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            subject.onNext(1)
            subject.onCompleted()
            let other = PublishSubject<Int>()
            _ = ControlEvent<Int>(events: other).asObservable().subscribe(
                onNext: { log("other next", $0) },
                onError: { log("other error", describe($0)) },
                onCompleted: { log("other completed") }
            )
            other.onNext(2)
            other.onError(TestError.a)
        },
    ]
}

// MARK: - bind, and NotificationCenter

func cocoaBindingScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/bindToRelaysAndObservers") { log in
            let behavior = BehaviorRelay(value: 0)
            let optional = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 2)
            _ = publish.subscribe(onNext: { log("publish", $0) })
            let observer = AnyObserver<Int> { log("observer", describe($0)) }
            let optionalObserver = AnyObserver<Int?> { log("optional observer", describe($0)) }
            let source = Observable.of(1, 2, 3)
            _ = source.bind(to: behavior)
            _ = source.bind(to: optional)
            _ = source.bind(to: publish)
            _ = source.bind(to: replay)
            _ = source.bind(to: observer, observer)
            _ = source.bind(to: optionalObserver)
            _ = source.bind(onNext: { log("onNext", $0) })
            log("behavior", behavior.value, "optional", optional.value ?? -1)
            _ = replay.subscribe(onNext: { log("replay", $0) })
        },
        cocoaScenario("cocoa/bindWithObjectAndBinderFunction") { log in
            let owner = CocoaOwner("owner")
            _ = Observable.of(1, 2).bind(with: owner) { owner, value in log(owner.name, value) }
            let result = Observable.just(3).bind { (observable: Observable<Int>) -> String in
                _ = observable.subscribe(onNext: { log("binder saw", $0) })
                return "binder returned"
            }
            log(result)
            let curried = Observable.just(4).bind(to: { (observable: Observable<Int>) in
                { (prefix: String) -> Int in
                    _ = observable.subscribe(onNext: { log(prefix, $0) })
                    return 5
                }
            }, curriedArgument: "curried")
            log("curried returned", curried)
        },
        cocoaScenario("cocoa/infallibleBindToRelays") { log in
            let behavior = BehaviorRelay(value: 0)
            let publish = PublishRelay<Int>()
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            _ = publish.subscribe(onNext: { log("publish", $0) })
            let observer = AnyObserver<Int> { log("observer", describe($0)) }
            let source = Infallible.from([1, 2])
            _ = source.bind(to: behavior)
            _ = source.bind(to: publish)
            _ = source.bind(to: replay)
            _ = source.bind(to: observer)
            _ = source.bind(onNext: { log("onNext", $0) })
            log("behavior", behavior.value)
            _ = replay.subscribe(onNext: { log("replay", $0) })
        },
        cocoaScenario("cocoa/notificationCenterNotifications") { log in
            let center = NotificationCenter()
            let name = Notification.Name("compat.cocoa")
            let sender = CocoaOwner("sender")
            let all = center.rx.notification(name).subscribe(
                onNext: { note in log("all", note.name.rawValue, (note.object as? CocoaOwner)?.name ?? "nil") },
                onDisposed: { log("all disposed") }
            )
            let fromSender = center.rx.notification(name, object: sender).subscribe(
                onNext: { note in log("from sender", (note.userInfo?["n"] as? Int) ?? -1) }
            )
            center.post(name: name, object: nil, userInfo: ["n": 1])
            center.post(name: name, object: sender, userInfo: ["n": 2])
            all.dispose()
            center.post(name: name, object: sender, userInfo: ["n": 3])
            fromSender.dispose()
            center.post(name: name, object: sender, userInfo: ["n": 4])
            log("done")
        },
    ]
}

// MARK: - Edge cases: subscribing and disposing inside handlers, arities, higher-order forms

func cocoaEdgeScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/endedDrivesReleaseTheirHandlers") { log in
            // Handlers capturing the owner of the bag that keeps the subscription, as a view controller's do.
            func released(_ label: String, _ subscribe: (LifetimeOwner) -> Disposable) {
                let isReleased = lifetime(log, label) { owner in subscribe(owner).disposed(by: owner.bag) }
                drainMainQueue()
                log(label, "released after the main queue ran", isReleased())
            }
            released("drive") { owner in
                Driver.just(1).drive(
                    onNext: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                    onDisposed: { owner.values.append("d") })
            }
            released("drive(with:)") { owner in
                Driver.just(2).drive(
                    with: owner, onNext: { owner, value in owner.values.append("\(value)") },
                    onDisposed: { owner in owner.values.append("d") })
            }
            released("emit") { owner in
                Signal.just(3).emit(
                    onNext: { owner.values.append("\($0)") }, onCompleted: { owner.values.append("c") },
                    onDisposed: { owner.values.append("d") })
            }
            released("observable do bind to relay") { owner in
                let relay = BehaviorRelay(value: 0)
                return Observable.just(5).do(onNext: { owner.values.append("\($0)") }).bind(to: relay)
            }
            released("observable do subscribe") { owner in
                Observable.just(6).do(onNext: { owner.values.append("\($0)") }).subscribe()
            }
            released("driver do drive") { owner in
                Driver.just(7).do(onNext: { owner.values.append("\($0)") }).drive()
            }
            released("driver map drive into relay") { owner in
                let relay = BehaviorRelay(value: 0)
                return Driver.just(8).map { v -> Int in owner.values.append("\(v)"); return v }.drive(relay)
            }
            released("drive into relay") { owner in
                let relay = BehaviorRelay(value: 0)
                owner.values.append("relay")
                return Driver.just(4).do(onNext: { owner.values.append("\($0)") }).drive(relay)
            }
        },
        cocoaScenario("cocoa/driverSubscribeInsideHandlerGetsReplay") { log in
            let relay = BehaviorRelay(value: 1)
            let driver = relay.asDriver().map { $0 * 2 }
            var inner: Disposable?
            let outer = driver.drive(onNext: { value in
                log("outer", value)
                if inner == nil {
                    inner = driver.drive(onNext: { log("inner", $0) })
                }
            })
            relay.accept(2)
            relay.accept(3)
            outer.dispose()
            relay.accept(4)
            inner?.dispose()
        },
        cocoaScenario("cocoa/driverDisposeOwnSubscriptionInsideHandler") { log in
            let relay = PublishRelay<Int>()
            var subscription: Disposable?
            subscription = relay.asDriver(onErrorJustReturn: -1).drive(
                onNext: { value in
                    log("next", value)
                    if value == 2 { subscription?.dispose() }
                },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            relay.accept(1)
            relay.accept(2)
            relay.accept(3)
            log("after")
        },
        cocoaScenario("cocoa/driverSynchronousErrorAtSubscription") { log in
            let failing = Observable<Int>.error(TestError.b)
            _ = logDrive(log, failing.asDriver(onErrorJustReturn: 5), "just ")
            _ = logDrive(log, failing.asDriver(onErrorDriveWith: Driver.empty()), "empty ")
            _ = logEmit(log, failing.asSignal(onErrorJustReturn: 6), "signal ")
        },
        cocoaScenario("cocoa/driverArities") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
                let b = scheduler.createHotObservable([.next(220, 2), .next(250, 5), .completed(310)])
                let c = scheduler.createHotObservable([.next(230, 3), .next(260, 6), .completed(320)])
                let da = a.asDriver(onErrorJustReturn: 0)
                let db = b.asDriver(onErrorJustReturn: 0)
                let dc = c.asDriver(onErrorJustReturn: 0)
                let latest3 = scheduler.createObserver(Int.self)
                let zip3 = scheduler.createObserver(Int.self)
                let latestTuple = scheduler.createObserver(String.self)
                let zipArray = scheduler.createObserver(String.self)
                _ = Driver.combineLatest(da, db, dc) { $0 * 100 + $1 * 10 + $2 }.drive(latest3)
                _ = Driver.zip(da, db, dc) { $0 + $1 + $2 }.drive(zip3)
                _ = Driver.combineLatest(da, db).map { "\($0.0)-\($0.1)" }.drive(latestTuple)
                _ = Driver.zip([da, db, dc]).map { $0.map(String.init).joined(separator: ",") }.drive(zipArray)
                scheduler.start()
                log.events(latest3, "combineLatest3")
                log.events(zip3, "zip3")
                log.events(latestTuple, "combineLatest tuple")
                log.events(zipArray, "zip array")
            }
        },
        cocoaScenario("cocoa/driverMergeFormsAndStartWith") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
                let b = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
                let drivers = [a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]
                let array = scheduler.createObserver(Int.self)
                let nested = scheduler.createObserver(Int.self)
                let limited = scheduler.createObserver(Int.self)
                _ = Driver.merge(drivers).startWith(-1).startWith(-2).drive(array)
                _ = Driver.from(drivers).merge().drive(nested)
                _ = Driver.from(drivers).merge(maxConcurrent: 1).drive(limited)
                scheduler.start()
                log.events(array, "merge array")
                log.events(nested, "merge()")
                log.events(limited, "merge(maxConcurrent: 1)")
            }
        },
        cocoaScenario("cocoa/signalWithUnretainedAndDriverScan") { log in
            let owner = CocoaOwner("owner")
            let publish = PublishRelay<Int>()
            let a = publish.asSignal().withUnretained(owner).emit(onNext: { owner, value in log(owner.name, value) })
            let b = publish.asSignal().withUnretained(owner) { owner, value in "\(owner.name):\(value)" }
                .emit(onNext: { log("selector", $0) })
            let relay = BehaviorRelay(value: 1)
            let c = relay.asDriver().scan([Int]()) { $0 + [$1] }.drive(onNext: { log("scan", $0) })
            publish.accept(1)
            relay.accept(2)
            a.dispose()
            b.dispose()
            c.dispose()
        },
        cocoaScenario("cocoa/signalFlatMapAndWithLatestFromDriver") { log in
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .next(260, ()), .completed(300)])
                let text = scheduler.createHotObservable([.next(205, "a"), .next(220, "ab"), .next(250, "abc")])
                let signal = taps.asSignal(onErrorJustReturn: ())
                let driver = text.asDriver(onErrorJustReturn: "")
                let latest = scheduler.createObserver(String.self)
                let searched = scheduler.createObserver(String.self)
                _ = signal.withLatestFrom(driver).emit(to: latest)
                _ = signal.withLatestFrom(driver).flatMapLatest { query in
                    scheduler.createColdObservable([.next(15, "result " + query), .completed(16)])
                        .asSignal(onErrorJustReturn: "failed")
                }.emit(to: searched)
                scheduler.start()
                log.events(latest, "withLatestFrom")
                log.events(searched, "flatMapLatest")
                log.subscriptions(text, "text")
            }
        },
        cocoaScenario("cocoa/driverOfObservedAcrossMainQueueTurns") { log in
            let subscriptionA = Driver.of(1, 2, 3).map { $0 * 10 }.drive(onNext: { log("a", $0) })
            let subscriptionB = Driver.from(["x", "y"]).drive(onNext: { log("b", $0) })
            log("subscribed")
            drainMainQueue()
            log("after drain")
            subscriptionA.dispose()
            subscriptionB.dispose()
        },
        cocoaScenario("cocoa/driverDisposedWhileEventsWaitOnMainQueue") { log in
            let subscription = Driver.of(1, 2, 3).drive(
                onNext: { log("next", $0) },
                onCompleted: { log("completed") },
                onDisposed: { log("disposed") }
            )
            subscription.dispose()
            log("disposed before the main queue ran")
        },
        cocoaScenario("cocoa/controlPropertyBindAndDriveInto") { log in
            let values = BehaviorSubject<Int>(value: 0)
            let property = ControlProperty<Int>(values: values, valueSink: AnyObserver { event in
                log("sink", describe(event))
                if case .next(let value) = event { values.onNext(value) }
            })
            let a = property.subscribe(onNext: { log("property", $0) })
            let b = Driver.just(5).drive(property)
            let c = Signal.just(6).emit(to: property)
            let d = Observable.just(7).bind(to: property)
            a.dispose()
            b.dispose()
            c.dispose()
            d.dispose()
        },
    ]
}

// MARK: - Binder

/// A stand-in for a view: `.rx` gives a binder per writable property.
final class FakeLabel: ReactiveCompatible {
    var text = ""
    var isHidden = false
}

func binderScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/binderOnTheMainThreadRunsInline") { log in
            let label = FakeLabel()
            let binder = Binder<String>(label) { label, text in
                label.text = text
                log("bound", text)
            }
            _ = Observable.of("a", "b", "c").bind(to: binder)
            log("after bind", label.text)
            binder.onNext("d")
            binder.on(.completed)
            log("after completed", label.text)
        },
        cocoaScenario("cocoa/binderReentrantValueHopsThroughMainQueue") { log in
            let label = FakeLabel()
            var binder: Binder<Int>?
            binder = Binder<Int>(label) { label, value in
                log("begin", value)
                label.text = "\(value)"
                if value < 3 { binder?.onNext(value + 1) }
                log("end", value)
            }
            binder?.onNext(1)
            log("sent", label.text)
            drainMainQueue()
            log("drained", label.text)
            binder = nil
        },
        cocoaScenario("cocoa/binderIgnoresValuesAfterTargetIsGone") { log in
            var label: FakeLabel? = FakeLabel()
            let binder = Binder<String>(label!) { label, text in
                label.text = text
                log("bound", text)
            }
            binder.onNext("kept")
            label = nil
            binder.onNext("dropped")
            log("label gone", label == nil)
        },
        cocoaScenario("cocoa/binderOnACustomScheduler") { log in
            let scheduler = TestScheduler(initialClock: 0)
            let label = FakeLabel()
            let binder = Binder<String>(label, scheduler: scheduler) { label, text in
                label.text = text
                log("bound", text, "at", scheduler.clock)
            }
            let xs = scheduler.createHotObservable([.next(210, "x"), .next(220, "y"), .completed(230)])
            scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
            scheduler.start()
            log("text", label.text)
            log.subscriptions(xs)
        },
        cocoaScenario("cocoa/reactiveKeyPathBinders") { log in
            let label = FakeLabel()
            let relay = BehaviorRelay(value: "first")
            let a = relay.asDriver().drive(label.rx.text)
            let b = Signal.of(true, false).emit(to: label.rx.isHidden)
            let c = Observable.just("bound").bind(to: label.rx.text)
            log("text", label.text, "hidden", label.isHidden)
            relay.accept("second")
            log("text", label.text)
            a.dispose()
            b.dispose()
            c.dispose()
            relay.accept("third")
            drainMainQueue()
            log("text", label.text, "hidden", label.isHidden)
        },
        cocoaScenario("cocoa/binderFromBackgroundThreadHopsToMain") { log in
            let label = FakeLabel()
            let binder = Binder<String>(label) { label, text in
                label.text = text
                log("bound", text, "on main", Thread.isMainThread)
            }
            let sent = DispatchSemaphore(value: 0)
            // A Binder is not Sendable in SendableRx (its binding closure is not): handing it to another thread
            // is the user's promise, as in RxSwift, where nothing is checked.
            nonisolated(unsafe) let background = binder
            DispatchQueue.global().async {
                background.onNext("from background")
                sent.signal()
            }
            sent.wait()
            log("sent", "[\(label.text)]")
            drainMainQueue()
            log("drained", "[\(label.text)]")
        },
    ]
}

// MARK: - The main-thread schedulers under the traits

func mainSchedulerScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoa/observeOnMainSchedulerFromTheMainThread") { log in
            _ = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(
                onNext: { log("instance", $0) },
                onCompleted: { log("instance completed") }
            )
            log("after instance")
            _ = Observable.of(3, 4).observe(on: MainScheduler.asyncInstance).subscribe(
                onNext: { log("asyncInstance", $0) },
                onCompleted: { log("asyncInstance completed") }
            )
            let mainLog = AsyncLog(log)
            DispatchQueue.main.async { mainLog("plain main block") }
            log("after asyncInstance")
        },
        cocoaScenario("cocoa/mainSchedulerNestedScheduleHops") { log in
            let scheduler = MainScheduler.instance
            _ = scheduler.schedule(1) { value in
                log("outer begin", value)
                _ = scheduler.schedule(2) { value in
                    log("nested", value)
                    return Disposables.create()
                }
                let mainLog = AsyncLog(log)
                DispatchQueue.main.async { mainLog("main block queued by outer") }
                log("outer end", value)
                return Disposables.create()
            }
            log("after schedule")
        },
        cocoaScenario("cocoa/subscribeOnConcurrentMainScheduler") { log in
            let source = Observable<Int>.create { observer in
                log("subscribed on main", Thread.isMainThread)
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create { log("disposed") }
            }
            _ = source.subscribe(on: ConcurrentMainScheduler.instance).subscribe(onNext: { log("next", $0) })
            log("after subscribe")
        },
        cocoaScenario("cocoa/observeOnMainSchedulerFromABackgroundThread") { log in
            let subject = PublishSubject<Int>()
            let subscription = subject.observe(on: MainScheduler.instance).subscribe(
                onNext: { log("next", $0, "on main", Thread.isMainThread) },
                onCompleted: { log("completed") }
            )
            let sent = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                subject.onNext(1)
                subject.onNext(2)
                subject.onCompleted()
                sent.signal()
            }
            sent.wait()
            log("sent")
            drainMainQueue()
            log("drained")
            subscription.dispose()
        },
        cocoaScenario("cocoa/driverDriveFromSubscriptionMadeWhileMainQueueBusy") { log in
            let relay = BehaviorRelay(value: 0)
            let mainLog = AsyncLog(log)
            DispatchQueue.main.async {
                mainLog("block begin")
                let subscription = relay.asDriver().drive(onNext: { mainLog("driver", $0) })
                relay.accept(1)
                mainLog("block end")
                subscription.dispose()
            }
            log("queued")
            drainMainQueue()
            log("ran")
        },
    ]
}
