// SendableRx compatibility scenarios — differential fuzzing: random pipelines of one to four operators (from
// FuzzCatalogue.swift) over random marble sources, seeded by the scenario's number, so that RxSwift and SendableRx
// run the same programs. Each scenario writes its sources, its pipeline, what the observers recorded and every
// test observable's subscriptions.

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

func fuzzScenarios() -> [Scenario] {
    (0..<300).map { index in
        let number = "\(index)"
        let name = "fuzz/" + String(repeating: "0", count: 3 - number.count) + number
        switch index {
        case 0..<230: return Scenario(name) { fuzzPipeline(index, $0) }
        case 230..<250: return Scenario(name) { fuzzTwoObservers(index, $0) }
        case 250..<275: return Scenario(name) { fuzzSubject(index, $0) }
        default: return Scenario(name) { fuzzTrait(index, $0) }
        }
    }
}

/// Draws `count` steps and writes the pipeline they make.
private func fuzzSteps(_ fuzz: Fuzz, _ count: ClosedRange<Int>) -> [FuzzStep] {
    let steps = (0..<fuzz.random.int(count)).map { _ in fuzz.step() }
    fuzz.log("pipeline:", steps.isEmpty ? "(none)" : steps.map(\.name).joined(separator: " | "))
    return steps
}

private func chain(_ source: Observable<Int>, _ steps: [FuzzStep]) -> Observable<Int> {
    steps.reduce(source) { $1.apply($0) }
}

/// A random source through one to four random steps.
private func fuzzPipeline(_ seed: Int, _ log: Log) {
    let fuzz = Fuzz(seed: seed, log: log)
    let (source, _) = fuzz.source()
    let steps = fuzzSteps(fuzz, 1...4)
    let disposed = fuzz.random.chance(25) ? fuzz.random.int(210...900) : 1000
    if disposed != 1000 {
        log("disposed at", disposed)
    }
    let res = fuzz.scheduler.start(disposed: disposed) { chain(source, steps) }
    log.events(res)
    fuzz.logSubscriptions()
}

/// A pipeline, perhaps ending in a sharing operator, with a second observer that subscribes and disposes at random
/// times.
private func fuzzTwoObservers(_ seed: Int, _ log: Log) {
    let fuzz = Fuzz(seed: seed, log: log)
    let scheduler = fuzz.scheduler
    let (source, _) = fuzz.source()
    let steps = fuzzSteps(fuzz, 0...3)
    let ending = fuzz.random.int(0...4)
    let endings = ["(not shared)", "share", "share(replay: 1)", "replay(1).refCount", "publish.refCount"]
    log("ending:", endings[ending])
    let subscribeTime = fuzz.random.int(190...450)
    let disposeTime = fuzz.random.int(subscribeTime...950)
    log("second observer:", subscribeTime, "to", disposeTime)
    var built: Observable<Int>?
    var subscription: Disposable?
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(subscribeTime) { subscription = built?.subscribe(second) }
    scheduler.scheduleAt(disposeTime) { subscription?.dispose() }
    let res = scheduler.start { () -> Observable<Int> in
        let pipeline = chain(source, steps)
        let shared: Observable<Int>
        switch ending {
        case 0: shared = pipeline
        case 1: shared = pipeline.share()
        case 2: shared = pipeline.share(replay: 1)
        case 3: shared = pipeline.replay(1).refCount()
        default: shared = pipeline.publish().refCount()
        }
        built = shared
        return shared
    }
    log.events(res)
    log.events(second, "second")
    fuzz.logSubscriptions()
}

/// A subject fed by the scheduler, through random steps, watched by two observers.
private func fuzzSubject(_ seed: Int, _ log: Log) {
    let fuzz = Fuzz(seed: seed, log: log)
    let scheduler = fuzz.scheduler
    let observable: Observable<Int>
    let send: (Event<Int>) -> Void
    switch fuzz.random.int(0...3) {
    case 0:
        let subject = PublishSubject<Int>()
        (observable, send) = (subject.asObservable(), { subject.on($0) })
        log("subject: PublishSubject")
    case 1:
        let subject = BehaviorSubject<Int>(value: 0)
        (observable, send) = (subject.asObservable(), { subject.on($0) })
        log("subject: BehaviorSubject(0)")
    default:
        let size = fuzz.random.int(1...3)
        let subject = ReplaySubject<Int>.create(bufferSize: size)
        (observable, send) = (subject.asObservable(), { subject.on($0) })
        log("subject: ReplaySubject(\(size))")
    }
    let (events, text) = fuzz.marbles(start: fuzz.random.int(150...260), count: 1...6)
    log("sends:", text)
    for recorded in events {
        scheduler.scheduleAt(recorded.time) { send(recorded.value) }
    }
    let steps = fuzzSteps(fuzz, 0...3)
    let subscribeTime = fuzz.random.int(150...400)
    log("second observer at", subscribeTime)
    let second = scheduler.createObserver(Int.self)
    var subscription: Disposable?
    scheduler.scheduleAt(subscribeTime) { subscription = chain(observable, steps).subscribe(second) }
    scheduler.scheduleAt(1000) { subscription?.dispose() }
    let res = scheduler.start { chain(observable, steps) }
    log.events(res)
    log.events(second, "second")
    fuzz.logSubscriptions()
}

/// A pipeline turned into a Single, a Maybe or a Completable, with one trait operator.
private func fuzzTrait(_ seed: Int, _ log: Log) {
    let fuzz = Fuzz(seed: seed, log: log)
    let scheduler = fuzz.scheduler
    let (source, _) = fuzz.source()
    let steps = fuzzSteps(fuzz, 0...2)
    let k = fuzz.random.int(1...5)
    let (time, ticks) = fuzz.duration()
    switch fuzz.random.int(0...3) {
    case 0:
        let operation = fuzz.random.int(0...10)
        let (otherSource, otherLabel) = fuzz.source()
        let names = [
            "map(+\(k))", "flatMap(just)", "catchAndReturn(-1)", "retry(2)", "timeout(\(ticks))", "delay(\(ticks))",
            "delaySubscription(\(ticks))", "zip(\(otherLabel).asSingle)", "flatMapMaybe(\(otherLabel).asMaybe)",
            "flatMapCompletable(\(otherLabel)).andThen(just)", "asMaybe.ifEmpty(default: -1)",
        ]
        log("trait: asSingle |", names[operation])
        let res = scheduler.start { () -> Observable<Int> in
            let single = chain(source, steps).asSingle()
            switch operation {
            case 0: return single.map { $0 + k }.asObservable()
            case 1: return single.flatMap { Single.just($0 * 2) }.asObservable()
            case 2: return single.catchAndReturn(-1).asObservable()
            case 3: return single.retry(2).asObservable()
            case 4: return single.timeout(time, scheduler: scheduler).asObservable()
            case 5: return single.delay(time, scheduler: scheduler).asObservable()
            case 6: return single.delaySubscription(time, scheduler: scheduler).asObservable()
            case 7: return Single.zip(single, otherSource.asSingle()) { $0 * 100 + $1 }.asObservable()
            case 8: return single.flatMapMaybe { v in otherSource.asMaybe().map { $0 + v * 10 } }.asObservable()
            case 9:
                return single.flatMapCompletable { _ in otherSource.ignoreElements().asCompletable() }
                    .andThen(Single.just(k)).asObservable()
            default: return single.asMaybe().ifEmpty(default: -1).asObservable()
            }
        }
        log.events(res)
    case 1:
        let operation = fuzz.random.int(0...3)
        let names = ["map(+\(k))", "ifEmpty(default: -1)", "timeout(\(ticks))", "filter(odd)"]
        log("trait: asMaybe |", names[operation])
        let res = scheduler.start { () -> Observable<Int> in
            let maybe = chain(source, steps).asMaybe()
            switch operation {
            case 0: return maybe.map { $0 + k }.asObservable()
            case 1: return maybe.ifEmpty(default: -1).asObservable()
            case 2: return maybe.timeout(time, scheduler: scheduler).asObservable()
            default: return maybe.filter { $0 % 2 == 1 }.asObservable()
            }
        }
        log.events(res)
    case 2:
        log("trait: first | map(?? -1)")
        let res = scheduler.start { chain(source, steps).first().map { $0 ?? -1 }.asObservable() }
        log.events(res)
    default:
        let then = fuzz.random.chance(50)
        log("trait: asCompletable", then ? "| andThen(just(\(k)))" : "")
        if then {
            let res = scheduler.start {
                chain(source, steps).ignoreElements().asCompletable().andThen(Single.just(k)).asObservable()
            }
            log.events(res)
        } else {
            let res = scheduler.start { chain(source, steps).ignoreElements().asCompletable().asObservable() }
            log.events(res)
        }
    }
    fuzz.logSubscriptions()
}
