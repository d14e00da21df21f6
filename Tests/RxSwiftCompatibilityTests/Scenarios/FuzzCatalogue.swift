// SendableRx compatibility scenarios — the machinery of the fuzz group (FuzzScenarios.swift): a seeded random
// number generator, random marble sources on a TestScheduler, and a catalogue of random operator steps. Everything a
// scenario draws comes from its own seed, so both libraries build exactly the same pipelines.

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

/// SplitMix64: a small generator whose sequence depends on nothing but its seed.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 0x2545_F491_4F6C_DD1D &+ 0x1234_5678
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`, both ends included.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True `percent` times out of a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}

/// One operator applied to a pipeline, with the text the transcript shows for it.
struct FuzzStep {
    let name: String
    let apply: (Observable<Int>) -> Observable<Int>
}

/// The state of one fuzz scenario: its scheduler, its generator, and the test observables it made (whose
/// subscriptions the scenario writes at the end).
final class Fuzz {
    let scheduler = TestScheduler(initialClock: 0)
    let log: Log
    var random: FuzzRandom
    private var testables: [(label: String, source: TestableObservable<Int>)] = []
    private var doCount = 0

    init(seed: Int, log: Log) {
        self.log = log
        random = FuzzRandom(seed: UInt64(seed))
    }

    /// Marble events: `count` elements at nondecreasing times from `start` (some on the same tick), then a
    /// completion, an error, or nothing. Also returns their description, `150:3 210:5 |300`.
    func marbles(start: Int, count: ClosedRange<Int>, endless: Int = 15) -> ([Recorded<Event<Int>>], String) {
        var time = start
        var events: [Recorded<Event<Int>>] = []
        var text: [String] = []
        for index in 0..<random.int(count) {
            if index > 0 {
                time += random.pick([0, 0, 5, 10, 10, 15, 20, 30, 40, 60, 150, 300])
            }
            let value = random.int(1...9)
            events.append(.next(time, value))
            text.append("\(time):\(value)")
        }
        let roll = random.int(0...99)
        if roll >= endless {
            time += random.pick([0, 5, 10, 20, 40, 80])
            if roll < 70 {
                events.append(.completed(time))
                text.append("|\(time)")
            } else {
                let error = random.pick([TestError.a, TestError.b])
                events.append(.error(time, error))
                text.append("#\(error)\(time)")
            }
        }
        return (events, text.joined(separator: " "))
    }

    private func register(_ source: TestableObservable<Int>, _ kind: String, _ text: String) -> String {
        let label = "xs\(testables.count)"
        testables.append((label, source))
        log(label, "=", kind, text)
        return label
    }

    /// A hot source whose elements start between 140 and 240 (so some come before the subscription at 200).
    func hot() -> (Observable<Int>, String) {
        let (events, text) = marbles(start: random.int(140...240), count: 0...7)
        let source = scheduler.createHotObservable(events)
        return (source.asObservable(), register(source, "hot", text))
    }

    /// A cold source: element times are offsets from each subscription.
    func cold(count: ClosedRange<Int> = 0...5, endless: Int = 15) -> (Observable<Int>, String) {
        let (events, text) = marbles(start: random.int(0...40), count: count, endless: endless)
        let source = scheduler.createColdObservable(events)
        return (source.asObservable(), register(source, "cold", text))
    }

    /// A hot or a cold source.
    func source() -> (Observable<Int>, String) {
        let roll = random.int(0...99)
        if roll < 10 {
            let values = (0..<random.int(0...3)).map { _ in random.int(1...9) }
            let failing = random.chance(30)
            let text = "of(\(values.map(String.init).joined(separator: ", ")))" + (failing ? "+error(a)" : "")
            let of = Observable.from(values)
            return (failing ? of.concat(Observable.error(TestError.a)) : of, text)
        }
        let (base, label) = roll < 55 ? hot() : cold()
        guard roll >= 80 else { return (base, label) }
        let step = nested()
        return (step.apply(base), "\(label) | \(step.name)")
    }

    /// A small cold source for the inner sequences of the flatMap family; it usually completes.
    func inner() -> (Observable<Int>, String) {
        cold(count: 1...3, endless: 10)
    }

    func logSubscriptions() {
        for (label, source) in testables {
            log.subscriptions(source, label)
        }
    }

    /// A random duration on the test scheduler.
    func duration() -> (RxTimeInterval, Int) {
        let ticks = random.pick([0, 5, 10, 20, 25, 30, 50, 80])
        return (.seconds(ticks), ticks)
    }

    /// A `do` that writes every callback it sees, with the time, to the log.
    func logging(_ o: Observable<Int>, _ label: String) -> Observable<Int> {
        let log = self.log
        let scheduler = self.scheduler
        return o.do(
            onNext: { log(label, scheduler.clock, "next", $0) },
            onError: { log(label, scheduler.clock, "error", describe($0)) },
            onCompleted: { log(label, scheduler.clock, "completed") },
            onSubscribe: { log(label, scheduler.clock, "subscribe") },
            onSubscribed: { log(label, scheduler.clock, "subscribed") },
            onDispose: { log(label, scheduler.clock, "dispose") })
    }

    /// A random operator with random parameters. Sources it needs are made now, before the scheduler starts.
    func step() -> FuzzStep {
        let k = random.int(1...5)
        let scheduler = self.scheduler
        let choice = random.int(0...stepCount - 1)
        switch choice {
        case 0: return FuzzStep(name: "map(+\(k))") { $0.map { $0 + k } }
        case 1: return FuzzStep(name: "map(*\(k))") { $0.map { $0 * k } }
        case 2:
            return FuzzStep(name: "map(throw at \(k))") {
                $0.map { value in
                    if value == k { throw TestError.c }
                    return value + 10
                }
            }
        case 3: return FuzzStep(name: "filter(%\(k % 3 + 2))") { $0.filter { $0 % (k % 3 + 2) == 0 } }
        case 4: return FuzzStep(name: "compactMap(nil at odd)") { $0.compactMap { $0 % 2 == 0 ? $0 * 10 : nil } }
        case 5: return FuzzStep(name: "scan(+)") { $0.scan(0) { $0 + $1 } }
        case 6: return FuzzStep(name: "scan(into: +2x)") { $0.scan(into: k) { $0 += 2 * $1 } }
        case 7: return FuzzStep(name: "distinctUntilChanged") { $0.distinctUntilChanged() }
        case 8:
            return FuzzStep(name: "distinctUntilChanged(%\(k + 1))") {
                $0.distinctUntilChanged { $0 % (k + 1) == $1 % (k + 1) }
            }
        case 9: return FuzzStep(name: "take(\(k - 1))") { $0.take(k - 1) }
        case 10: return FuzzStep(name: "skip(\(k - 1))") { $0.skip(k - 1) }
        case 11: return FuzzStep(name: "take(while: <\(k + 3))") { $0.take(while: { $0 < k + 3 }) }
        case 12:
            return FuzzStep(name: "take(while: <\(k + 3), inclusive)") {
                $0.take(while: { $0 < k + 3 }, behavior: .inclusive)
            }
        case 13: return FuzzStep(name: "skip(while: <\(k + 3))") { $0.skip(while: { $0 < k + 3 }) }
        case 14: return FuzzStep(name: "takeLast(\(k - 1))") { $0.takeLast(k - 1) }
        case 15: return FuzzStep(name: "element(at: \(k - 1))") { $0.element(at: k - 1) }
        case 16: return FuzzStep(name: "single") { $0.single() }
        case 17: return FuzzStep(name: "startWith(\(k), \(k + 1))") { $0.startWith(k, k + 1) }
        case 18...28:
            let kind = choice - 18
            let (other, label) = source()
            return FuzzStep(name: "\(Fuzz.binaryNames[kind])(\(label))") { Fuzz.combine(kind, $0, other) }
        case 29:
            let (innerSource, label) = inner()
            return FuzzStep(name: "flatMap(\(label))") { $0.flatMap { v in innerSource.map { $0 + v * 10 } } }
        case 30:
            let (innerSource, label) = inner()
            return FuzzStep(name: "flatMapLatest(\(label))") { $0.flatMapLatest { v in innerSource.map { $0 + v * 10 } } }
        case 31:
            let (innerSource, label) = inner()
            return FuzzStep(name: "flatMapFirst(\(label))") { $0.flatMapFirst { v in innerSource.map { $0 + v * 10 } } }
        case 32:
            let (innerSource, label) = inner()
            return FuzzStep(name: "concatMap(\(label))") { $0.concatMap { v in innerSource.map { $0 + v * 10 } } }
        case 33:
            let (innerSource, label) = inner()
            return FuzzStep(name: "map(\(label)).switchLatest") { $0.map { v in innerSource.map { $0 + v * 10 } }.switchLatest() }
        case 34:
            let (innerSource, label) = inner()
            return FuzzStep(name: "map(\(label)).merge(maxConcurrent: \(k % 2 + 1))") {
                $0.map { v in innerSource.map { $0 + v * 10 } }.merge(maxConcurrent: k % 2 + 1)
            }
        case 35:
            let (other, label) = cold()
            return FuzzStep(name: "catch(\(label))") { $0.catch { _ in other } }
        case 36: return FuzzStep(name: "catchAndReturn(-\(k))") { $0.catchAndReturn(-k) }
        case 37: return FuzzStep(name: "retry(\(k % 3 + 1))") { $0.retry(k % 3 + 1) }
        case 38:
            let span = random.pick([20, 30, 50, 100])
            return FuzzStep(name: "buffer(\(span), count: \(k))") {
                $0.buffer(timeSpan: .seconds(span), count: k, scheduler: scheduler).map { $0.count * 1000 + $0.reduce(0, +) }
            }
        case 39:
            let span = random.pick([20, 30, 50, 100])
            return FuzzStep(name: "window(\(span), count: \(k)).flatMap(sum)") {
                $0.window(timeSpan: .seconds(span), count: k, scheduler: scheduler)
                    .flatMap { $0.reduce(0) { $0 + $1 } }
            }
        case 40:
            let (time, ticks) = duration()
            return FuzzStep(name: "debounce(\(ticks))") { $0.debounce(time, scheduler: scheduler) }
        case 41:
            let (time, ticks) = duration()
            return FuzzStep(name: "throttle(\(ticks), latest)") { $0.throttle(time, latest: true, scheduler: scheduler) }
        case 42:
            let (time, ticks) = duration()
            return FuzzStep(name: "throttle(\(ticks), first)") { $0.throttle(time, latest: false, scheduler: scheduler) }
        case 43:
            let (time, ticks) = duration()
            return FuzzStep(name: "delay(\(ticks))") { $0.delay(time, scheduler: scheduler) }
        case 44:
            let (time, ticks) = duration()
            return FuzzStep(name: "delaySubscription(\(ticks))") { $0.delaySubscription(time, scheduler: scheduler) }
        case 45:
            let (time, ticks) = duration()
            let (other, label) = cold()
            return FuzzStep(name: "timeout(\(ticks), other: \(label))") {
                $0.timeout(time, other: other, scheduler: scheduler)
            }
        case 46:
            let (time, ticks) = duration()
            return FuzzStep(name: "timeout(\(ticks))") { $0.timeout(time, scheduler: scheduler) }
        case 47:
            let (time, ticks) = duration()
            return FuzzStep(name: "take(for: \(ticks))") { $0.take(for: time, scheduler: scheduler) }
        case 48:
            let (time, ticks) = duration()
            return FuzzStep(name: "skip(\(ticks) ticks)") { $0.skip(time, scheduler: scheduler) }
        case 49:
            let (time, ticks) = duration()
            return FuzzStep(name: "share, twice (+\(ticks))") { o in
                let shared = o.share()
                return Observable.merge(shared, shared.delaySubscription(time, scheduler: scheduler).map { $0 + 100 })
            }
        case 50:
            let (time, ticks) = duration()
            let forever = random.chance(50)
            return FuzzStep(name: "share(replay: \(k % 3), \(forever ? "forever" : "whileConnected")), twice (+\(ticks))") { o in
                let shared = o.share(replay: k % 3, scope: forever ? .forever : .whileConnected)
                return Observable.merge(shared, shared.delaySubscription(time, scheduler: scheduler).map { $0 + 100 })
            }
        case 51:
            let (time, ticks) = duration()
            return FuzzStep(name: "publish.refCount, twice (+\(ticks))") { o in
                let shared = o.publish().refCount()
                return Observable.merge(shared, shared.delaySubscription(time, scheduler: scheduler).map { $0 + 100 })
            }
        case 52:
            let (time, ticks) = duration()
            return FuzzStep(name: "replay(\(k % 3 + 1)).refCount, twice (+\(ticks))") { o in
                let shared = o.replay(k % 3 + 1).refCount()
                return Observable.merge(shared, shared.delaySubscription(time, scheduler: scheduler).map { $0 + 100 })
            }
        case 53: return FuzzStep(name: "reduce(+)") { $0.reduce(0) { $0 + $1 } }
        case 54:
            return FuzzStep(name: "toArray.map(count, sum)") {
                $0.toArray().asObservable().map { $0.count * 1000 + $0.reduce(0, +) }
            }
        case 55: return FuzzStep(name: "materialize.dematerialize") { $0.materialize().dematerialize() }
        case 56:
            return FuzzStep(name: "materialize.map(code)") {
                $0.materialize().map { event -> Int in
                    switch event {
                    case .next(let value): return value
                    case .error: return -1
                    case .completed: return -2
                    }
                }
            }
        case 57: return FuzzStep(name: "ifEmpty(default: -\(k))") { $0.ifEmpty(default: -k) }
        case 58:
            let (other, label) = cold()
            return FuzzStep(name: "ifEmpty(switchTo: \(label))") { $0.ifEmpty(switchTo: other) }
        case 59:
            doCount += 1
            let label = "do\(doCount)"
            return FuzzStep(name: label) { self.logging($0, label) }
        case 60: return FuzzStep(name: "enumerated") { $0.enumerated().map { $0.index * 100 + $0.element } }
        case 61:
            return FuzzStep(name: "groupBy(%\(k % 2 + 2)).flatMap") {
                $0.groupBy(keySelector: { $0 % (k % 2 + 2) }).flatMap { group in group.map { group.key * 1000 + $0 } }
            }
        case 62:
            return FuzzStep(name: "groupBy(%2).flatMap(take(1))") {
                $0.groupBy(keySelector: { $0 % 2 }).flatMap { group in group.take(1) }
            }
        case 63: return FuzzStep(name: "observe(on:)") { $0.observe(on: scheduler) }
        case 64: return FuzzStep(name: "subscribe(on:)") { $0.subscribe(on: scheduler) }
        case 65: return FuzzStep(name: "first") { $0.first().asObservable().map { $0 ?? -1 } }
        case 66: return FuzzStep(name: "asSingle") { $0.asSingle().asObservable() }
        case 67: return FuzzStep(name: "asMaybe") { $0.asMaybe().asObservable() }
        case 68:
            return FuzzStep(name: "asCompletable.andThen(just(\(k)))") {
                $0.ignoreElements().asCompletable().andThen(Observable.just(k))
            }
        case 69:
            let period = random.pick([20, 30, 45])
            return FuzzStep(name: "merge(interval(\(period)).take(\(k)))") {
                Observable.merge($0, Observable<Int>.interval(.seconds(period), scheduler: scheduler).map { -($0 + 1) }.take(k))
            }
        case 70:
            let limit = k % 3
            return FuzzStep(name: "retry(when: \(limit) times)") {
                $0.retry(when: { (errors: Observable<any Error>) in
                    errors.enumerated().flatMap { attempt -> Observable<Int> in
                        attempt.index < limit ? .just(0) : .error(attempt.element)
                    }
                })
            }
        case 71:
            return FuzzStep(name: "deferred(counting)") { o in
                var subscriptions = 0
                return Observable.deferred {
                    subscriptions += 1
                    let base = subscriptions * 1000
                    return o.map { $0 + base }
                }
            }
        case 72:
            return FuzzStep(name: "share, zip(self, skip(1))") { o in
                let shared = o.share()
                return Observable.zip(shared, shared.skip(1)) { $0 * 100 + $1 }
            }
        case 73:
            let inclusive = random.chance(50)
            return FuzzStep(name: "take(until: >\(k + 3), \(inclusive ? "inclusive" : "exclusive"))") {
                $0.take(until: { $0 > k + 3 }, behavior: inclusive ? .inclusive : .exclusive)
            }
        case 74:
            let (time, ticks) = duration()
            return FuzzStep(name: "combineLatest(timer(\(ticks)))") {
                Observable.combineLatest($0, Observable<Int>.timer(time, scheduler: scheduler)) { $0 * 10 + $1 }
            }
        case 75, 76:
            let kind = random.int(0...10)
            let replay = choice == 76
            let other = nested()
            let name = "\(replay ? "share(replay: 1)" : "share"), \(Fuzz.binaryNames[kind])(self, self | \(other.name))"
            return FuzzStep(name: name) { o in
                let shared = replay ? o.share(replay: 1) : o.share()
                // When one branch ends the combination, the other branch's subscription is disposed while the shared
                // source is still delivering that event. RxSwift still hands the event to the disposed branch (it
                // delivers to a snapshot of its observers); SendableRx does not (MigratingFromRxSwift, "A disposed
                // subscription gets nothing more, even during a delivery"). The map drops events once disposed in
                // both, so side effects further down the branch (do, catch, concat) do not show that difference.
                return Fuzz.combine(kind, shared, other.apply(shared.map { $0 }))
            }
        case 77:
            let shape = random.int(0...3)
            let names = ["of(v, v+1)", "just(v)", "empty", "v odd ? error : just(v)"]
            let mapper = random.int(0...2)
            let mappers = ["flatMap", "flatMapLatest", "concatMap"]
            return FuzzStep(name: "\(mappers[mapper])(\(names[shape]))") { o in
                let transform: (Int) -> Observable<Int> = { v in
                    switch shape {
                    case 0: return Observable.of(v, v + 1)
                    case 1: return Observable.just(v)
                    case 2: return Observable.empty()
                    default: return v % 2 == 1 ? Observable.error(TestError.c) : Observable.just(v)
                    }
                }
                switch mapper {
                case 0: return o.flatMap(transform)
                case 1: return o.flatMapLatest(transform)
                default: return o.concatMap(transform)
                }
            }
        case 78:
            let (innerSource, label) = inner()
            let other = nested()
            return FuzzStep(name: "flatMap(\(label) | \(other.name))") { o in
                o.flatMap { v in other.apply(innerSource.map { $0 + v * 10 }) }
            }
        case 79:
            doCount += 1
            let label = "after\(doCount)"
            let log = self.log
            return FuzzStep(name: label) {
                $0.do(
                    afterNext: { log(label, scheduler.clock, "afterNext", $0) },
                    afterError: { log(label, scheduler.clock, "afterError", describe($0)) },
                    afterCompleted: { log(label, scheduler.clock, "afterCompleted") })
            }
        case 80: return FuzzStep(name: "catch(throw c)") { $0.catch { _ in throw TestError.c } }
        case 81:
            let (a, labelA) = source()
            let (b, labelB) = source()
            return FuzzStep(name: "zip(self, \(labelA), \(labelB))") { Observable.zip($0, a, b) { $0 + $1 * 10 + $2 * 100 } }
        case 82:
            let (other, label) = cold()
            return FuzzStep(name: "concat([self, \(label), self])") { Observable.concat([$0, other, $0]) }
        case 83:
            let kind = random.int(0...12)
            let (other, label) = source()
            let names = [
                "filter", "scan", "flatMap", "distinctUntilChanged", "take(while:)", "skip(while:)", "groupBy",
                "compactMap", "do(onNext:)", "flatMapLatest", "withLatestFrom(\(label))", "combineLatest(\(label))",
                "zip(\(label))",
            ]
            return FuzzStep(name: "\(names[kind]) throwing at \(k)") { o in
                let check: (Int) throws -> Int = { value in
                    if value == k { throw TestError.c }
                    return value
                }
                switch kind {
                case 0: return o.filter { try check($0) % 2 == 0 }
                case 1: return o.scan(0) { try check($0 % 7) + $1 }
                case 2: return o.flatMap { Observable.just(try check($0)) }
                case 3: return o.distinctUntilChanged { try check($0) == $1 }
                case 4: return o.take(while: { try check($0) < 8 })
                case 5: return o.skip(while: { try check($0) < 4 })
                case 6:
                    return o.groupBy(keySelector: { try check($0) % 2 }).flatMap { group in group.map { group.key * 1000 + $0 } }
                case 7: return o.compactMap { try check($0) }
                case 8: return o.do(onNext: { _ = try check($0) })
                case 9: return o.flatMapLatest { Observable.just(try check($0)) }
                case 10: return o.withLatestFrom(other) { try check($0) * 100 + $1 }
                case 11: return Observable.combineLatest(o, other) { try check($0) * 100 + $1 }
                default: return Observable.zip(o, other) { try check($1) * 100 + $0 }
                }
            }
        default:
            let (a, labelA) = source()
            let (b, labelB) = source()
            return FuzzStep(name: "combineLatest([self, \(labelA), \(labelB)], sum)") {
                Observable.combineLatest([$0, a, b]) { $0.reduce(0, +) }
            }
        }
    }

    private let stepCount = 85
    private var depth = 0

    /// A step for a nested position (inside a flatMap, after a share); at most one level deep.
    func nested() -> FuzzStep {
        guard depth < 1 else { return FuzzStep(name: "map(+1)") { $0.map { $0 + 1 } } }
        depth += 1
        defer { depth -= 1 }
        return step()
    }

    static let binaryNames = [
        "concat", "merge", "zip", "combineLatest", "withLatestFrom(+)", "withLatestFrom", "sample", "sample(default -1)",
        "amb", "take(until:)", "skip(until:)",
    ]

    static func combine(_ kind: Int, _ a: Observable<Int>, _ b: Observable<Int>) -> Observable<Int> {
        switch kind {
        case 0: return a.concat(b)
        case 1: return Observable.merge(a, b)
        case 2: return Observable.zip(a, b) { $0 * 100 + $1 }
        case 3: return Observable.combineLatest(a, b) { $0 * 100 + $1 }
        case 4: return a.withLatestFrom(b) { $0 * 100 + $1 }
        case 5: return a.withLatestFrom(b)
        case 6: return a.sample(b)
        case 7: return a.sample(b, defaultValue: -1)
        case 8: return a.amb(b)
        case 9: return a.take(until: b)
        default: return a.skip(until: b)
        }
    }
}
