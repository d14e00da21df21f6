// SendableRx compatibility scenarios — differential fuzzing of RxCocoa's traits: random marble sources and relays
// turned into a Driver or a Signal, one to four random SharedSequence steps (CocoaFuzzCatalogue.swift), and one or
// two observers that drive or emit into handlers, test observers and relays, subscribing and disposing at random
// virtual times. Everything is built and run inside `SharingScheduler.mock(scheduler:)`, so every hop, timer and
// replay happens on the TestScheduler; the scenarios are cocoa scenarios (main thread, main queue run at the end).
// A few hand-written view-model shapes follow the seeded ones.

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

/// The seed of `cocoaFuzz/000`; scenario n uses `cocoaFuzzSeedBase + n`.
private let cocoaFuzzSeedBase = 70_000
private let cocoaFuzzCount = 150

func cocoaFuzzScenarios() -> [Scenario] {
    let seeded = (0..<cocoaFuzzCount).map { index -> Scenario in
        let number = "\(index)"
        let name = "cocoaFuzz/" + String(repeating: "0", count: max(0, 3 - number.count)) + number
        return cocoaScenario(name) { cocoaFuzzPipeline(cocoaFuzzSeedBase + index, $0) }
    }
    return seeded + cocoaFuzzHandwrittenScenarios()
}

/// A relay fed at the times of random marbles (their elements only: a relay neither completes nor fails).
private func cocoaFuzzRelaySource(_ cocoa: CocoaFuzz) -> (String, CocoaFuzzTrait) {
    let fuzz = cocoa.fuzz
    let scheduler = cocoa.scheduler
    let (events, _) = fuzz.marbles(start: fuzz.random.int(150...260), count: 0...6)
    var elements: [(Int, Int)] = []
    for recorded in events {
        if case .next(let value) = recorded.value { elements.append((recorded.time, value)) }
    }
    let accepts = elements.map { "\($0.0):\($0.1)" }.joined(separator: " ")
    let form = fuzz.random.int(0...3)
    if form < 2 {
        let relay = PublishRelay<Int>()
        for (time, value) in elements { scheduler.scheduleAt(time) { relay.accept(value) } }
        cocoa.log("relay = PublishRelay, accepts", accepts)
        return form == 0
            ? ("relay.asSignal()", .signal(relay.asSignal()))
            : ("relay.asDriver(onErrorJustReturn: -1)", .driver(relay.asDriver(onErrorJustReturn: -1)))
    }
    let initial = fuzz.random.int(0...9)
    let relay = BehaviorRelay<Int>(value: initial)
    for (time, value) in elements { scheduler.scheduleAt(time) { relay.accept(value) } }
    cocoa.log("relay = BehaviorRelay(\(initial)), accepts", accepts)
    return form == 2
        ? ("relay.asDriver()", .driver(relay.asDriver()))
        : ("relay.asSignal(onErrorJustReturn: -1)", .signal(relay.asSignal(onErrorJustReturn: -1)))
}

/// The first sequence of a pipeline: a relay, or a recipe over a test observable (or a creation operator, v = 0).
private func cocoaFuzzSource(_ cocoa: CocoaFuzz) -> (String, CocoaFuzzTrait) {
    if cocoa.fuzz.random.chance(30) {
        return cocoaFuzzRelaySource(cocoa)
    }
    let recipe = cocoa.recipe(inner: false, creation: 8)
    let driver = cocoa.fuzz.random.chance(55)
    let name = recipe.name(driver: driver) + (recipe.source == nil ? " (v = 0)" : "")
    return (name, recipe.make(0, driver: driver))
}

/// One observer of a pipeline: how it subscribes (`drive`/`emit` into handlers, a test observer or a relay), what
/// its handlers do besides writing (dispose their own subscription at the n-th element, start another observer at the
/// first), and what it writes after the run.
private final class CocoaFuzzObserver {
    let label: String
    var subscription: Disposable?
    var onFirst: (() -> Void)?
    private var subscribe: (() -> Disposable)?
    private var finishing: () -> Void = {}
    private var count = 0
    private let selfDisposeAt: Int?

    /// Draws the observer's form for `trait`; `handlers` forces a form with handlers (for an observer that starts
    /// another one).
    init(_ cocoa: CocoaFuzz, _ label: String, _ trait: CocoaFuzzTrait, handlers: Bool = false) {
        self.label = label
        let fuzz = cocoa.fuzz
        let log = cocoa.log
        let scheduler = cocoa.scheduler
        let kind = handlers ? fuzz.random.pick([0, 4]) : fuzz.random.pick([0, 0, 1, 1, 2, 3, 4, 4, 5, 6, 7])
        selfDisposeAt = (kind == 0 || kind == 4) && fuzz.random.chance(15) ? fuzz.random.int(1...3) : nil
        let testable = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var relaySubscription: Disposable?
        let owner = CocoaOwner(label)
        let form: String
        let next: (String, Int) -> Void = { [unowned self] label, value in
            log(label, scheduler.clock, "next", value)
            self.count += 1
            if self.count == 1, let onFirst = self.onFirst {
                self.onFirst = nil
                onFirst()
            }
            if self.count == self.selfDisposeAt {
                log(label, scheduler.clock, "disposes itself")
                self.subscription?.dispose()
            }
        }
        switch (trait, kind) {
        case (.driver(let driver), 0):
            form = "drive(onNext:onCompleted:onDisposed:)"
            subscribe = {
                driver.drive(
                    onNext: { next(label, $0) },
                    onCompleted: { log(label, scheduler.clock, "completed") },
                    onDisposed: { log(label, scheduler.clock, "disposed") })
            }
        case (.driver(let driver), 1):
            form = "drive(observer)"
            subscribe = { driver.drive(testable) }
        case (.driver(let driver), 2):
            form = "drive(BehaviorRelay(-100))"
            let relay = BehaviorRelay(value: -100)
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0) })
            subscribe = { driver.drive(relay) }
        case (.driver(let driver), 3):
            form = "drive(ReplayRelay(1))"
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0) })
            subscribe = { driver.drive(relay) }
        case (.driver(let driver), 5):
            form = "drive(observer, observer2)"
            subscribe = { driver.drive(testable, second) }
        case (.driver(let driver), 6):
            form = "drive(BehaviorRelay<Int?>(nil))"
            let relay = BehaviorRelay<Int?>(value: nil)
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0.map(String.init) ?? "nil") })
            subscribe = { driver.drive(relay) }
        case (.driver(let driver), 7):
            form = "drive()"
            subscribe = { driver.drive() }
        case (.driver(let driver), _):
            form = "drive(with:onNext:onCompleted:onDisposed:)"
            subscribe = {
                driver.drive(
                    with: owner,
                    onNext: { owner, value in next(owner.name, value) },
                    onCompleted: { owner in log(owner.name, scheduler.clock, "completed") },
                    onDisposed: { owner in log(owner.name, scheduler.clock, "disposed") })
            }
        case (.signal(let signal), 0):
            form = "emit(onNext:onCompleted:onDisposed:)"
            subscribe = {
                signal.emit(
                    onNext: { next(label, $0) },
                    onCompleted: { log(label, scheduler.clock, "completed") },
                    onDisposed: { log(label, scheduler.clock, "disposed") })
            }
        case (.signal(let signal), 1):
            form = "emit(to: observer)"
            subscribe = { signal.emit(to: testable) }
        case (.signal(let signal), 2):
            form = "emit(to: PublishRelay)"
            let relay = PublishRelay<Int>()
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0) })
            subscribe = { signal.emit(to: relay) }
        case (.signal(let signal), 3):
            form = "emit(to: BehaviorRelay(-100))"
            let relay = BehaviorRelay(value: -100)
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0) })
            subscribe = { signal.emit(to: relay) }
        case (.signal(let signal), 5):
            form = "emit(to: observer, observer2)"
            subscribe = { signal.emit(to: testable, second) }
        case (.signal(let signal), 6):
            form = "emit(to: PublishRelay<Int?>)"
            let relay = PublishRelay<Int?>()
            relaySubscription = relay.subscribe(onNext: { log(label, scheduler.clock, "relay", $0.map(String.init) ?? "nil") })
            subscribe = { signal.emit(to: relay) }
        case (.signal(let signal), 7):
            form = "emit()"
            subscribe = { signal.emit() }
        case (.signal(let signal), _):
            form = "emit(with:onNext:onCompleted:onDisposed:)"
            subscribe = {
                signal.emit(
                    with: owner,
                    onNext: { owner, value in next(owner.name, value) },
                    onCompleted: { owner in log(owner.name, scheduler.clock, "completed") },
                    onDisposed: { owner in log(owner.name, scheduler.clock, "disposed") })
            }
        }
        log("observer \(label):", form + (selfDisposeAt.map { ", disposes itself at its element \($0)" } ?? ""))
        finishing = {
            // The `with:` forms hold their object weakly: it lives until the run is over.
            withExtendedLifetime(owner) {}
            if kind == 1 || kind == 5 { log.events(testable, label) }
            if kind == 5 { log.events(second, label + "2") }
            relaySubscription?.dispose()
        }
    }

    func start() {
        subscription = subscribe?()
    }

    func stop() {
        subscription?.dispose()
    }

    /// Writes what a test observer recorded, lets go of the relay's subscription and breaks the handlers' cycle.
    func finish() {
        finishing()
        subscribe = nil
        onFirst = nil
    }

    /// Subscribes at `from` and disposes at `to`.
    func during(_ scheduler: TestScheduler, _ from: Int, _ to: Int) {
        scheduler.scheduleAt(from) { self.start() }
        scheduler.scheduleAt(to) { self.stop() }
    }
}

/// A random source through one to four random steps, watched by one to three observers: `a` from 200 (or a bit
/// later), `b` at a random time, on the last or an earlier stage of the pipeline, and sometimes `c`, which `a`
/// subscribes from its handler when its first element arrives.
private func cocoaFuzzPipeline(_ seed: Int, _ log: Log) {
    let cocoa = CocoaFuzz(seed: seed, log: log)
    let scheduler = cocoa.scheduler
    let random = { (range: ClosedRange<Int>) in cocoa.fuzz.random.int(range) }
    let chance = { (percent: Int) in cocoa.fuzz.random.chance(percent) }
    SharingScheduler.mock(scheduler: scheduler) {
        var (text, trait) = cocoaFuzzSource(cocoa)
        log("source:", text)
        var names: [String] = []
        var stages = [trait]
        for _ in 0..<random(1...4) {
            (text, trait) = cocoa.step(trait, stages: stages)
            names.append(text)
            stages.append(trait)
        }
        log("pipeline:", names.joined(separator: " | "), "->", trait.isDriver ? "Driver" : "Signal")
        var observers: [CocoaFuzzObserver] = []
        let nested = chance(15)
        let a = CocoaFuzzObserver(cocoa, "a", trait, handlers: nested)
        let aFrom = chance(75) ? 200 : random(200...400)
        let aTo = chance(55) ? 1000 : random(aFrom...950)
        log("a from", aFrom, "to", aTo)
        a.during(scheduler, aFrom, aTo)
        observers.append(a)
        if chance(55) {
            let stage = chance(60) ? stages.count - 1 : random(0...(stages.count - 1))
            let b = CocoaFuzzObserver(cocoa, "b", stages[stage])
            let bFrom = random(200...600)
            let bTo = chance(55) ? 1000 : random(bFrom...950)
            log("b from", bFrom, "to", bTo, "on stage", stage, "(\(stages[stage].isDriver ? "Driver" : "Signal"))")
            b.during(scheduler, bFrom, bTo)
            observers.append(b)
        }
        if nested {
            let c = CocoaFuzzObserver(cocoa, "c", trait)
            let cTo = chance(60) ? 1000 : random(200...950)
            log("c from a's first element to", cTo)
            a.onFirst = { c.start() }
            scheduler.scheduleAt(cTo) { c.stop() }
            observers.append(c)
        }
        scheduler.start()
        for observer in observers { observer.finish() }
        cocoa.fuzz.logSubscriptions()
    }
}

// MARK: - Hand-written view-model shapes

/// Stands in for a button whose `isEnabled` a view model drives.
private final class CocoaFuzzButton {
    var isEnabled = true
}

/// Schedules `relay.accept` at each time.
private func cocoaFuzzAccept<Element>(_ scheduler: TestScheduler, _ relay: BehaviorRelay<Element>, _ values: [(Int, Element)]) {
    for (time, value) in values { scheduler.scheduleAt(time) { relay.accept(value) } }
}

private func cocoaFuzzAccept<Element>(_ scheduler: TestScheduler, _ relay: PublishRelay<Element>, _ values: [(Int, Element)]) {
    for (time, value) in values { scheduler.scheduleAt(time) { relay.accept(value) } }
}

/// Subscribes with `subscribe` at `from` and disposes at `to`.
private func cocoaFuzzDuring(_ scheduler: TestScheduler, _ from: Int, _ to: Int, _ subscribe: @escaping () -> Disposable) {
    var subscription: Disposable?
    scheduler.scheduleAt(from) { subscription = subscribe() }
    scheduler.scheduleAt(to) { subscription?.dispose() }
}

func cocoaFuzzHandwrittenScenarios() -> [Scenario] {
    [
        cocoaScenario("cocoaFuzz/handwrittenSearch") { log in
            // A search field: typed text, debounced, without repeats, each query to an API that fails for some
            // queries (those ending in "x") and whose failure becomes an empty result; a newer query cancels the older one.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let query = BehaviorRelay(value: "")
                cocoaFuzzAccept(scheduler, query, [
                    (210, "r"), (215, "rx"), (240, "rxs"), (300, "rxsx"), (305, "rxs"), (380, "rxsw"), (385, "rxswi"),
                    (420, "x"), (470, "rxswift"), (478, "rxswift"),
                ])
                var calls: [(String, TestableObservable<[String]>)] = []
                let api = { (text: String) -> Observable<[String]> in
                    log("api", scheduler.clock, "request", "[\(text)]")
                    let response: TestableObservable<[String]> = text.hasSuffix("x")
                        ? scheduler.createColdObservable([.error(15, TestError.a)])
                        : scheduler.createColdObservable([.next(25, [text + "1", text + "2"]), .completed(25)])
                    calls.append((text, response))
                    return response.asObservable()
                }
                let results = query.asDriver()
                    .debounce(.seconds(20))
                    .distinctUntilChanged()
                    .flatMapLatest { text in api(text).asDriver(onErrorJustReturn: []) }
                cocoaFuzzDuring(scheduler, 200, 1000) {
                    results.drive(onNext: { log("results", scheduler.clock, $0) })
                }
                scheduler.start()
                for (text, call) in calls { log.subscriptions(call, "api[\(text)]") }
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenTapsWithLatestFromForm") { log in
            // A submit button's taps (a Signal) take the latest form state (a Driver of two fields); a tap before
            // the form has a value is dropped.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let name = scheduler.createHotObservable([
                    .next(220, "a"), .next(240, "ab"), .next(300, "abc"), .error(350, TestError.b),
                ])
                let agreed = BehaviorRelay(value: false)
                cocoaFuzzAccept(scheduler, agreed, [(260, true), (330, false)])
                let taps = PublishRelay<Void>()
                cocoaFuzzAccept(scheduler, taps, [(210, ()), (250, ()), (270, ()), (320, ()), (320, ()), (340, ()), (400, ())])
                let form = Driver.combineLatest(name.asDriver(onErrorJustReturn: "?"), agreed.asDriver()) { "\($0)|\($1)" }
                let submits = taps.asSignal().withLatestFrom(form)
                let lengths = taps.asSignal().withLatestFrom(form.asSignal(onErrorJustReturn: "")) { _, state in state.count }
                cocoaFuzzDuring(scheduler, 200, 1000) { submits.emit(onNext: { log("submit", scheduler.clock, $0) }) }
                cocoaFuzzDuring(scheduler, 200, 1000) { lengths.emit(onNext: { log("length", scheduler.clock, $0) }) }
                scheduler.start()
                log.subscriptions(name, "name")
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenCombineLatestDrivesIsEnabled") { log in
            // Three fields' validity, combined, drives a button's isEnabled through a Binder (on the main thread, so
            // inline), only when it changes.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let button = CocoaFuzzButton()
                let isEnabled = Binder<Bool>(button) { button, enabled in
                    button.isEnabled = enabled
                    log("isEnabled", scheduler.clock, enabled)
                }
                let nameValid = BehaviorRelay(value: false)
                let emailValid = BehaviorRelay(value: false)
                let accepted = BehaviorRelay(value: true)
                cocoaFuzzAccept(scheduler, nameValid, [(210, true), (260, true), (300, false), (310, true)])
                cocoaFuzzAccept(scheduler, emailValid, [(220, true), (250, false), (270, true)])
                cocoaFuzzAccept(scheduler, accepted, [(280, false), (290, true), (290, true)])
                let enabled = Driver.combineLatest(nameValid.asDriver(), emailValid.asDriver(), accepted.asDriver()) {
                    $0 && $1 && $2
                }
                .distinctUntilChanged()
                cocoaFuzzDuring(scheduler, 200, 400) { enabled.drive(isEnabled) }
                let all = Driver.combineLatest([nameValid.asDriver(), emailValid.asDriver(), accepted.asDriver()])
                cocoaFuzzDuring(scheduler, 255, 295) { all.drive(onNext: { log("all", scheduler.clock, $0) }) }
                scheduler.start()
                log("button enabled at the end", button.isEnabled)
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenDriverDrivenTwice") { log in
            // One driver, driven twice: its map runs once per element, the second subscriber gets the latest element
            // at once; once both are gone, the next subscriber subscribes the source again.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(150, 1), .next(210, 2), .next(230, 3), .next(260, 4), .next(330, 5), .completed(400),
                ])
                let driver = xs.asDriver(onErrorJustReturn: -1).map { value -> Int in
                    log("map", scheduler.clock, value)
                    return value * 10
                }
                for (label, from, to) in [("a", 200, 270), ("b", 240, 300), ("c", 320, 500), ("d", 450, 600)] {
                    cocoaFuzzDuring(scheduler, from, to) {
                        driver.drive(
                            onNext: { log(label, scheduler.clock, "next", $0) },
                            onCompleted: { log(label, scheduler.clock, "completed") },
                            onDisposed: { log(label, scheduler.clock, "disposed") })
                    }
                }
                scheduler.start()
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenSignalLateSubscriberGetsNoReplay") { log in
            // The same shape as a Signal: the late subscriber waits for the next element.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([
                    .next(150, 1), .next(210, 2), .next(230, 3), .next(260, 4), .next(330, 5), .completed(400),
                ])
                let signal = xs.asSignal(onErrorJustReturn: -1).map { value -> Int in
                    log("map", scheduler.clock, value)
                    return value * 10
                }
                let relay = PublishRelay<Int>()
                let relayed = relay.subscribe(onNext: { log("relay", scheduler.clock, $0) })
                cocoaFuzzDuring(scheduler, 200, 270) { signal.emit(onNext: { log("a", scheduler.clock, "next", $0) }) }
                cocoaFuzzDuring(scheduler, 240, 350) { signal.emit(to: relay) }
                cocoaFuzzDuring(scheduler, 320, 500) {
                    signal.emit(onNext: { log("c", scheduler.clock, "next", $0) }, onCompleted: { log("c", scheduler.clock, "completed") })
                }
                scheduler.start()
                relayed.dispose()
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenRefreshFlatMapFirst") { log in
            // Pull to refresh: taps while a load runs are ignored; every other load fails and shows "failed"; a
            // loading indicator Driver merges the taps and the results.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let refresh = PublishRelay<Void>()
                cocoaFuzzAccept(scheduler, refresh, [(210, ()), (215, ()), (250, ()), (300, ()), (305, ()), (400, ())])
                var loads: [TestableObservable<String>] = []
                let load = { () -> Observable<String> in
                    let number = loads.count + 1
                    let page: TestableObservable<String> = number % 2 == 0
                        ? scheduler.createColdObservable([.error(20, TestError.c)])
                        : scheduler.createColdObservable([.next(30, "page \(number)"), .completed(30)])
                    loads.append(page)
                    return page.asObservable()
                }
                let pages = refresh.asSignal()
                    .flatMapFirst { load().asSignal(onErrorJustReturn: "failed") }
                let loading = Driver.merge(
                    refresh.asSignal().map { true }.asDriver(onErrorJustReturn: false),
                    pages.map { _ in false }.asDriver(onErrorJustReturn: false)
                )
                .startWith(false)
                .distinctUntilChanged()
                cocoaFuzzDuring(scheduler, 200, 1000) { pages.emit(onNext: { log("page", scheduler.clock, $0) }) }
                cocoaFuzzDuring(scheduler, 200, 1000) { loading.drive(onNext: { log("loading", scheduler.clock, $0) }) }
                scheduler.start()
                for (index, page) in loads.enumerated() { log.subscriptions(page, "load\(index + 1)") }
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenRecoverToCachedValue") { log in
            // A failing source recovers to the last value it sent (kept by a do); a subscriber after the failure
            // subscribes the source again.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError.a), .next(260, 3)])
                var cache = 0
                let driver = xs.asObservable()
                    .do(onNext: { cache = $0 })
                    .asDriver(onErrorRecover: { error in
                        log("recover", scheduler.clock, describe(error), "cache", cache)
                        return Driver.just(cache * 100)
                    })
                cocoaFuzzDuring(scheduler, 200, 280) {
                    driver.drive(onNext: { log("a", scheduler.clock, $0) }, onCompleted: { log("a completed", scheduler.clock) })
                }
                cocoaFuzzDuring(scheduler, 240, 290) {
                    driver.drive(onNext: { log("b", scheduler.clock, $0) }, onCompleted: { log("b completed", scheduler.clock) })
                }
                cocoaFuzzDuring(scheduler, 300, 400) {
                    driver.drive(onNext: { log("c", scheduler.clock, $0) }, onCompleted: { log("c completed", scheduler.clock) })
                }
                scheduler.start()
                log.subscriptions(xs)
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenThrottledTapsCount") { log in
            // Taps throttled both ways into a relay; a counter Driver built from that relay.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let taps = PublishRelay<Int>()
                cocoaFuzzAccept(scheduler, taps, [(210, 1), (215, 2), (230, 3), (245, 4), (300, 5), (301, 6), (329, 7)])
                let counted = PublishRelay<Int>()
                let count = counted.asSignal().scan(0) { total, _ in total + 1 }.asDriver(onErrorJustReturn: -1).startWith(0)
                cocoaFuzzDuring(scheduler, 200, 1000) { count.drive(onNext: { log("count", scheduler.clock, $0) }) }
                cocoaFuzzDuring(scheduler, 200, 1000) { taps.asSignal().throttle(.seconds(30), latest: false).emit(to: counted) }
                cocoaFuzzDuring(scheduler, 200, 1000) {
                    taps.asSignal().throttle(.seconds(30)).emit(onNext: { log("latest", scheduler.clock, $0) })
                }
                scheduler.start()
            }
        },
        cocoaScenario("cocoaFuzz/handwrittenModeSwitchLatest") { log in
            // A mode switch picks which Driver drives the view: a ticking interval or a relay's value.
            let scheduler = TestScheduler(initialClock: 0)
            onMockScheduler(scheduler) {
                let live = BehaviorRelay(value: true)
                cocoaFuzzAccept(scheduler, live, [(260, false), (300, true), (301, true), (380, false)])
                let manual = BehaviorRelay(value: -1)
                cocoaFuzzAccept(scheduler, manual, [(270, -2), (350, -3), (390, -4)])
                let shown = live.asDriver()
                    .map { isLive in isLive ? Driver<Int>.interval(.seconds(25)) : manual.asDriver() }
                    .switchLatest()
                cocoaFuzzDuring(scheduler, 200, 450) {
                    shown.drive(onNext: { log("shown", scheduler.clock, $0) }, onDisposed: { log("disposed", scheduler.clock) })
                }
                scheduler.start()
            }
        },
    ]
}
