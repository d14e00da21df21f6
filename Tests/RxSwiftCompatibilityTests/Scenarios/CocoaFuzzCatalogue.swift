// SendableRx compatibility scenarios — the machinery of the cocoaFuzz group (CocoaFuzzScenarios.swift): a Driver or a
// Signal carried from step to step, recipes that build one of either kind (from a test observable with one of the
// error-recovering conversions, or from the creation operators), and a catalogue of random SharedSequence steps. It
// draws its random numbers and marble sources from the fuzz group's `Fuzz` (FuzzCatalogue.swift), and is meant to be
// used inside `SharingScheduler.mock(scheduler: fuzz.scheduler)`, so that every hop and timer runs on the
// TestScheduler.

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

/// A Driver or a Signal of numbers: what a cocoaFuzz pipeline passes from one step to the next.
enum CocoaFuzzTrait {
    case driver(Driver<Int>)
    case signal(Signal<Int>)

    var isDriver: Bool {
        if case .driver = self { return true }
        return false
    }

    static func isDriver<S: SharingStrategyProtocol>(_: S.Type) -> Bool {
        S.self == DriverSharingStrategy.self
    }

    /// The sequence as a `SharedSequence<S, Int>`; `S` must be this trait's strategy.
    func unwrap<S: SharingStrategyProtocol>(_: S.Type) -> SharedSequence<S, Int> {
        switch self {
        case .driver(let driver): return driver as! SharedSequence<S, Int>
        case .signal(let signal): return signal as! SharedSequence<S, Int>
        }
    }

    /// A step that keeps the trait: `body` applied to the Driver or to the Signal.
    func same(_ body: CocoaFuzzSame) -> CocoaFuzzTrait {
        switch self {
        case .driver(let driver): return .driver(body.apply(driver))
        case .signal(let signal): return .signal(body.apply(signal))
        }
    }

    /// A Driver as a Signal, a Signal as a Driver (with `onErrorJustReturn: -1`, which never happens).
    func converted() -> CocoaFuzzTrait {
        switch self {
        case .driver(let driver): return .signal(driver.asSignal(onErrorJustReturn: -1))
        case .signal(let signal): return .driver(signal.asDriver(onErrorJustReturn: -1))
        }
    }
}

/// How to build a Driver or a Signal (the caller says which), perhaps depending on a value `v` (for the inner
/// sequences of the flatMap family).
struct CocoaFuzzRecipe {
    enum Kind {
        case justReturn, driveWith, recover, just, of, fromArray, fromSequence, fromOptional, empty, never, deferred
    }

    let kind: Kind
    let source: Observable<Int>?
    let label: String
    let k: Int
    let fallback: Int
    let fuzz: Fuzz

    /// `Driver.` or `Signal.` followed by the recipe, or `xs1.asDriver(onErrorJustReturn: -1)`; `v` where the
    /// value of an outer element goes.
    func name(driver: Bool) -> String {
        let trait = driver ? "Driver" : "Signal"
        let fallbackName = ["just(-2)", "empty()", "from([-2, -3])", "of(-4, -5)"][fallback]
        switch kind {
        case .justReturn: return "\(label).as\(trait)(onErrorJustReturn: -1)"
        case .driveWith: return "\(label).as\(trait)(\(driver ? "onErrorDriveWith" : "onErrorSignalWith"): \(fallbackName))"
        case .recover: return "\(label).as\(trait)(onErrorRecover: \(fallbackName))"
        case .just: return "\(trait).just(v+\(k))"
        case .of: return "\(trait).of(v, v+\(k))"
        case .fromArray: return "\(trait).from([v..<v+\(k % 3 + 1)])"
        case .fromSequence: return "\(trait).from(stride(v, by \(k), \(k % 3) times))"
        case .fromOptional: return "\(trait).from(optional: v odd ? nil : v)"
        case .empty: return "\(trait).empty()"
        case .never: return "\(trait).never()"
        case .deferred: return "\(trait).deferred(just(count*100+v))"
        }
    }

    private func fallbackSequence<S: SharingStrategyProtocol>(_: S.Type) -> SharedSequence<S, Int> {
        switch fallback {
        case 0: return SharedSequence<S, Int>.just(-2)
        case 1: return SharedSequence<S, Int>.empty()
        case 2: return SharedSequence<S, Int>.from([-2, -3])
        default: return SharedSequence<S, Int>.of(-4, -5)
        }
    }

    /// The sequence for `v`, a Driver if `driver`, else a Signal; built with the traits' own conversions.
    func make(_ v: Int, driver: Bool) -> CocoaFuzzTrait {
        let source = (self.source ?? Observable.empty()).map { $0 + v * 10 }
        let log = fuzz.log
        let scheduler = fuzz.scheduler
        let label = self.label
        switch kind {
        case .justReturn:
            return driver ? .driver(source.asDriver(onErrorJustReturn: -1)) : .signal(source.asSignal(onErrorJustReturn: -1))
        case .driveWith:
            return driver
                ? .driver(source.asDriver(onErrorDriveWith: fallbackSequence(DriverSharingStrategy.self)))
                : .signal(source.asSignal(onErrorSignalWith: fallbackSequence(SignalSharingStrategy.self)))
        case .recover:
            if driver {
                return .driver(source.asDriver(onErrorRecover: { error in
                    log("recover", label, scheduler.clock, describe(error))
                    return self.fallbackSequence(DriverSharingStrategy.self)
                }))
            }
            return .signal(source.asSignal(onErrorRecover: { error in
                log("recover", label, scheduler.clock, describe(error))
                return self.fallbackSequence(SignalSharingStrategy.self)
            }))
        default:
            return driver ? .driver(created(v, DriverSharingStrategy.self)) : .signal(created(v, SignalSharingStrategy.self))
        }
    }

    private func created<S: SharingStrategyProtocol>(_ v: Int, _: S.Type) -> SharedSequence<S, Int> {
        let k = self.k
        switch kind {
        case .just: return SharedSequence<S, Int>.just(v + k)
        case .of: return SharedSequence<S, Int>.of(v, v + k)
        case .fromArray: return SharedSequence<S, Int>.from(Array(v..<(v + k % 3 + 1)))
        case .fromSequence: return SharedSequence<S, Int>.from(stride(from: v, to: v + k * (k % 3), by: k))
        case .fromOptional: return SharedSequence<S, Int>.from(optional: v % 2 == 1 ? nil : v)
        case .never: return SharedSequence<S, Int>.never()
        case .deferred:
            var count = 0
            return SharedSequence<S, Int>.deferred {
                count += 1
                return SharedSequence<S, Int>.just(count * 100 + v)
            }
        default: return SharedSequence<S, Int>.empty()
        }
    }

    /// The sequence for `v` as a `SharedSequence<S, Int>`.
    func make<S: SharingStrategyProtocol>(_ v: Int, _: S.Type) -> SharedSequence<S, Int> {
        make(v, driver: CocoaFuzzTrait.isDriver(S.self)).unwrap(S.self)
    }
}

/// The state of one cocoaFuzz scenario: the fuzz group's `Fuzz` (scheduler, generator, test observables) and the
/// labels of the `do` steps drawn so far.
final class CocoaFuzz {
    let fuzz: Fuzz
    private var doCount = 0

    init(seed: Int, log: Log) {
        fuzz = Fuzz(seed: seed, log: log)
    }

    var log: Log { fuzz.log }
    var scheduler: TestScheduler { fuzz.scheduler }

    /// A recipe over a test observable (`inner` picks a small cold one, or a hot one), or, now and then, a creation
    /// operator.
    func recipe(inner: Bool, creation: Int = 30) -> CocoaFuzzRecipe {
        let k = fuzz.random.int(1...5)
        let fallback = fuzz.random.int(0...3)
        if fuzz.random.chance(creation) {
            let kinds: [CocoaFuzzRecipe.Kind] = [
                .just, .of, .fromArray, .fromSequence, .fromOptional, .empty, .deferred, .just, .of,
            ] + (inner ? [.never] : [])
            let kind = fuzz.random.pick(kinds)
            return CocoaFuzzRecipe(kind: kind, source: nil, label: "", k: k, fallback: fallback, fuzz: fuzz)
        }
        let (source, label): (Observable<Int>, String)
        if inner {
            (source, label) = fuzz.random.chance(20) ? fuzz.hot() : fuzz.inner()
        } else {
            let roll = fuzz.random.int(0...99)
            (source, label) = roll < 25 ? fuzz.source() : roll < 65 ? fuzz.hot() : fuzz.cold()
        }
        let kind = fuzz.random.pick([CocoaFuzzRecipe.Kind.justReturn, .justReturn, .driveWith, .recover])
        return CocoaFuzzRecipe(kind: kind, source: source, label: label, k: k, fallback: fallback, fuzz: fuzz)
    }

    /// A `do` on a shared sequence that writes what it sees, with the time.
    func logging<S: SharingStrategyProtocol>(_ sequence: SharedSequence<S, Int>, _ label: String) -> SharedSequence<S, Int> {
        let log = self.log
        let scheduler = self.scheduler
        return sequence.do(
            onNext: { log(label, scheduler.clock, "next", $0) },
            afterNext: { log(label, scheduler.clock, "afterNext", $0) },
            onCompleted: { log(label, scheduler.clock, "completed") },
            onSubscribe: { log(label, scheduler.clock, "subscribe") },
            onSubscribed: { log(label, scheduler.clock, "subscribed") },
            onDispose: { log(label, scheduler.clock, "dispose") })
    }

    /// A random step applied to `trait` now (inside the mock): its text and the resulting Driver or Signal.
    func step(_ trait: CocoaFuzzTrait, stages: [CocoaFuzzTrait] = []) -> (String, CocoaFuzzTrait) {
        var roll = fuzz.random.int(0...99)
        let k = fuzz.random.int(1...5)
        if roll >= 91 && stages.count < 2 { roll -= 40 }
        switch roll {
        case 0..<56:
            let kind = fuzz.random.int(0...(CocoaFuzzSame.count - 1))
            let other = CocoaFuzzSame.withOther.contains(kind) ? recipe(inner: false, creation: 20) : nil
            let third = CocoaFuzzSame.withThird.contains(kind) ? recipe(inner: false, creation: 20) : nil
            var label = ""
            if kind == 14 {
                doCount += 1
                label = "do\(doCount)"
            }
            let same = CocoaFuzzSame(
                kind: kind, k: k, ticks: fuzz.duration().1, other: other, third: third, cocoa: self, label: label)
            return (same.name(driver: trait.isDriver), trait.same(same))
        case 56..<78:
            let mode = fuzz.random.int(0...5)
            let inner = recipe(inner: true, creation: 35)
            let innerIsDriver = fuzz.random.chance(70) ? trait.isDriver : !trait.isDriver
            var innerStep: CocoaFuzzSame?
            if fuzz.random.chance(30) {
                let kind = fuzz.random.pick([0, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 23, 25, 26, 27])
                var label = ""
                if kind == 14 {
                    doCount += 1
                    label = "inner\(doCount)"
                }
                innerStep = CocoaFuzzSame(
                    kind: kind, k: fuzz.random.int(1...5), ticks: fuzz.duration().1, other: nil, third: nil, cocoa: self,
                    label: label)
            }
            let name = "\(CocoaFuzz.flattenNames[mode]) { v in \(inner.name(driver: innerIsDriver))"
                + (innerStep.map { " | " + $0.name(driver: innerIsDriver) } ?? "") + " }"
            return (name, flatten(trait, mode, innerIsDriver, inner, then: innerStep))
        case 78..<86:
            let form = fuzz.random.int(0...3)
            let log = self.log
            let scheduler = self.scheduler
            let never = { (error: Error) in log("recover (never happens)", scheduler.clock, describe(error)) }
            switch (trait, form) {
            case (.driver(let d), 0):
                return ("asSignal(onErrorJustReturn: -1)", .signal(d.asSignal(onErrorJustReturn: -1)))
            case (.driver(let d), 1):
                return ("asSignal(onErrorSignalWith: just(-2))", .signal(d.asSignal(onErrorSignalWith: Signal.just(-2))))
            case (.driver(let d), 2):
                return ("asSignal(onErrorRecover: empty)", .signal(d.asSignal(onErrorRecover: { never($0); return .empty() })))
            case (.driver(let d), _):
                return ("asDriver(onErrorJustReturn: -1)", .driver(d.asDriver(onErrorJustReturn: -1)))
            case (.signal(let s), 0):
                return ("asDriver(onErrorJustReturn: -1)", .driver(s.asDriver(onErrorJustReturn: -1)))
            case (.signal(let s), 1):
                return ("asDriver(onErrorDriveWith: just(-2))", .driver(s.asDriver(onErrorDriveWith: Driver.just(-2))))
            case (.signal(let s), 2):
                return ("asDriver(onErrorRecover: empty)", .driver(s.asDriver(onErrorRecover: { never($0); return .empty() })))
            case (.signal(let s), _):
                return ("asSignal(onErrorJustReturn: -1)", .signal(s.asSignal(onErrorJustReturn: -1)))
            }
        case 91...:
            // An earlier stage of the same pipeline, which this one shares.
            let index = fuzz.random.int(0...(stages.count - 2))
            let earlier = stages[index]
            let mode = fuzz.random.int(0...3)
            switch mode {
            case 0, 1:
                let same = earlier.isDriver == trait.isDriver
                let converted = same ? earlier : earlier.converted()
                let suffix = same ? "" : trait.isDriver ? ".asDriver(onErrorJustReturn: -1)" : ".asSignal(onErrorJustReturn: -1)"
                let name = "\(mode == 0 ? "merge" : "combineLatest")(self, stage \(index)\(suffix))"
                switch trait {
                case .driver(let d): return (name, .driver(CocoaFuzz.pair(mode, d, converted.unwrap(DriverSharingStrategy.self))))
                case .signal(let s): return (name, .signal(CocoaFuzz.pair(mode, s, converted.unwrap(SignalSharingStrategy.self))))
                }
            case 2:
                let name = "withLatestFrom(stage \(index))"
                switch (trait, earlier) {
                case (.driver(let d), .driver(let e)): return (name, .driver(d.withLatestFrom(e)))
                case (.driver(let d), .signal(let e)): return (name, .driver(d.withLatestFrom(e)))
                case (.signal(let d), .driver(let e)): return (name, .signal(d.withLatestFrom(e)))
                case (.signal(let d), .signal(let e)): return (name, .signal(d.withLatestFrom(e)))
                }
            default:
                let name = "flatMapLatest { v in stage \(index).map(+v) }"
                switch (trait, earlier) {
                case (.driver(let d), .driver(let e)): return (name, .driver(d.flatMapLatest { v in e.map { $0 + v } }))
                case (.driver(let d), .signal(let e)): return (name, .signal(d.flatMapLatest { v in e.map { $0 + v } }))
                case (.signal(let d), .driver(let e)): return (name, .driver(d.flatMapLatest { v in e.map { $0 + v } }))
                case (.signal(let d), .signal(let e)): return (name, .signal(d.flatMapLatest { v in e.map { $0 + v } }))
                }
            }
        default:
            // 86..<91: withLatestFrom without a selector takes a second sequence of either kind.
            let other = recipe(inner: false, creation: 20)
            let otherIsDriver = fuzz.random.chance(50)
            let name = "withLatestFrom(\(other.name(driver: otherIsDriver)))"
            switch (trait, otherIsDriver) {
            case (.driver(let d), true): return (name, .driver(d.withLatestFrom(other.make(0, DriverSharingStrategy.self))))
            case (.driver(let d), false): return (name, .driver(d.withLatestFrom(other.make(0, SignalSharingStrategy.self))))
            case (.signal(let s), true): return (name, .signal(s.withLatestFrom(other.make(0, DriverSharingStrategy.self))))
            case (.signal(let s), false): return (name, .signal(s.withLatestFrom(other.make(0, SignalSharingStrategy.self))))
            }
        }
    }

    /// `merge(a, b)` (mode 0) or `combineLatest(a, b)`.
    private static func pair<S: SharingStrategyProtocol>(
        _ mode: Int, _ a: SharedSequence<S, Int>, _ b: SharedSequence<S, Int>
    ) -> SharedSequence<S, Int> {
        mode == 0 ? SharedSequence<S, Int>.merge(a, b) : SharedSequence<S, Int>.combineLatest(a, b) { $0 * 100 + $1 }
    }

    static let flattenNames = [
        "flatMap", "flatMapLatest", "flatMapFirst", "map.merge(maxConcurrent: 1)", "map.switchLatest", "map.merge",
    ]

    /// `trait` through one of the flatMap family, whose inner sequences are `inner` for each element (Drivers if
    /// `innerIsDriver`, else Signals), followed by `then`.
    private func flatten(
        _ trait: CocoaFuzzTrait, _ mode: Int, _ innerIsDriver: Bool, _ inner: CocoaFuzzRecipe, then: CocoaFuzzSame?
    ) -> CocoaFuzzTrait {
        switch (trait, innerIsDriver) {
        case (.driver(let d), true): return .driver(flatten(d, mode, DriverSharingStrategy.self, inner, then))
        case (.driver(let d), false): return .signal(flatten(d, mode, SignalSharingStrategy.self, inner, then))
        case (.signal(let s), true): return .driver(flatten(s, mode, DriverSharingStrategy.self, inner, then))
        case (.signal(let s), false): return .signal(flatten(s, mode, SignalSharingStrategy.self, inner, then))
        }
    }

    private func flatten<S: SharingStrategyProtocol, I: SharingStrategyProtocol>(
        _ s: SharedSequence<S, Int>, _ mode: Int, _: I.Type, _ inner: CocoaFuzzRecipe, _ then: CocoaFuzzSame?
    ) -> SharedSequence<I, Int> {
        let make: (Int) -> SharedSequence<I, Int> = { v in
            let sequence = inner.make(v, I.self)
            return then?.apply(sequence) ?? sequence
        }
        switch mode {
        case 0: return s.flatMap(make)
        case 1: return s.flatMapLatest(make)
        case 2: return s.flatMapFirst(make)
        case 3: return s.map(make).merge(maxConcurrent: 1)
        case 4: return s.map(make).switchLatest()
        default: return s.map(make).merge()
        }
    }
}

/// One SharedSequence step, with the text the transcript shows for it.
struct CocoaFuzzStep {
    let name: String
    let apply: (CocoaFuzzTrait) -> CocoaFuzzTrait
}

/// A step that keeps the trait, with the parameters drawn for it; `apply` works on either strategy.
struct CocoaFuzzSame {
    let kind: Int
    let k: Int
    let ticks: Int
    let other: CocoaFuzzRecipe?
    let third: CocoaFuzzRecipe?
    let cocoa: CocoaFuzz
    let label: String

    /// The text for the step on a Driver (`driver`) or a Signal; its operands are of the same kind.
    func name(driver: Bool) -> String {
        let a = other?.name(driver: driver) ?? ""
        let b = third?.name(driver: driver) ?? ""
        let trait = driver ? "asDriver" : "asSignal"
        switch kind {
        case 0: return "map(+\(k))"
        case 1: return "map(*\(k))"
        case 2: return "filter(%\(k % 3 + 2))"
        case 3: return "compactMap(nil at odd)"
        case 4: return "distinctUntilChanged"
        case 5: return "distinctUntilChanged(%\(k + 1) comparer)"
        case 6: return "distinctUntilChanged(key: %\(k + 1))"
        case 7: return "scan(\(k), +)"
        case 8: return "startWith(\(k))"
        case 9: return "skip(\(k - 1))"
        case 10: return "debounce(\(ticks))"
        case 11: return "throttle(\(ticks), latest: true)"
        case 12: return "throttle(\(ticks), latest: false)"
        case 13: return "delay(\(ticks))"
        case 14: return label
        case 15: return "merge(self, \(a))"
        case 16: return "combineLatest(self, \(a))"
        case 17: return "zip(self, \(a))"
        case 18: return "withLatestFrom(\(a), *100+)"
        case 19: return "concat([self, \(a)])"
        case 20: return "combineLatest(self, \(a), \(b))"
        case 21: return "combineLatest([self, \(a), \(b)], sum)"
        case 22: return "zip([self, \(a), \(b)], sum)"
        case 23: return "asObservable.take(\(k - 1)).\(trait)(onErrorJustReturn: -1)"
        case 24: return "asObservable.map(throw at \(k)).\(trait)(onErrorJustReturn: -\(k))"
        case 25: return "merge(self, self.map(+100))"
        case 26: return "withLatestFrom(self.map(+100))"
        case 27: return "concat([just(\(k)), self])"
        case 28: return "asObservable.take(for: \(ticks)).\(trait)(onErrorJustReturn: -1)"
        case 29: return "combineLatest([self], sum)"
        case 30: return "merge([self])"
        case 31: return "concat([self, self.map(+100)])"
        case 32: return "merge(self, combineLatest([], count))"
        case 33: return "merge(self, zip([], count))"
        case 34: return "merge(self, merge([]))"
        default: return "merge(self, concat([]))"
        }
    }

    static let count = 36
    /// The kinds that need one or two operands.
    static let withOther: Set<Int> = [15, 16, 17, 18, 19, 20, 21, 22]
    static let withThird: Set<Int> = [20, 21, 22]

    func apply<S: SharingStrategyProtocol>(_ s: SharedSequence<S, Int>) -> SharedSequence<S, Int> {
        let k = self.k
        let time = RxTimeInterval.seconds(ticks)
        let other = { self.other!.make(0, S.self) }
        let third = { self.third!.make(0, S.self) }
        switch kind {
        case 0: return s.map { $0 + k }
        case 1: return s.map { $0 * k }
        case 2: return s.filter { $0 % (k % 3 + 2) == 0 }
        case 3: return s.compactMap { $0 % 2 == 0 ? $0 * 10 : nil }
        case 4: return s.distinctUntilChanged()
        case 5: return s.distinctUntilChanged { $0 % (k + 1) == $1 % (k + 1) }
        case 6: return s.distinctUntilChanged { $0 % (k + 1) }
        case 7: return s.scan(k) { $0 + $1 }
        case 8: return s.startWith(k)
        case 9: return s.skip(k - 1)
        case 10: return s.debounce(time)
        case 11: return s.throttle(time, latest: true)
        case 12: return s.throttle(time, latest: false)
        case 13: return s.delay(time)
        case 14: return cocoa.logging(s, label)
        case 15: return SharedSequence<S, Int>.merge(s, other())
        case 16: return SharedSequence<S, Int>.combineLatest(s, other()) { $0 * 100 + $1 }
        case 17: return SharedSequence<S, Int>.zip(s, other()) { $0 * 100 + $1 }
        case 18: return s.withLatestFrom(other()) { $0 * 100 + $1 }
        case 19: return SharedSequence<S, Int>.concat([s, other()])
        case 20: return SharedSequence<S, Int>.combineLatest(s, other(), third()) { $0 * 100 + $1 * 10 + $2 }
        case 21: return SharedSequence<S, Int>.combineLatest([s, other(), third()]) { $0.reduce(0, +) }
        case 22: return SharedSequence<S, Int>.zip([s, other(), third()]) { $0.reduce(0, +) }
        case 23: return s.asObservable().take(k - 1).asSharedSequence(sharingStrategy: S.self, onErrorJustReturn: -1)
        case 24:
            return s.asObservable()
                .map { value -> Int in
                    if value == k { throw TestError.c }
                    return value
                }
                .asSharedSequence(sharingStrategy: S.self, onErrorJustReturn: -k)
        case 25: return SharedSequence<S, Int>.merge(s, s.map { $0 + 100 })
        case 26: return s.withLatestFrom(s.map { $0 + 100 })
        case 27: return SharedSequence<S, Int>.concat([SharedSequence<S, Int>.just(k), s])
        case 28:
            return s.asObservable().take(for: time, scheduler: cocoa.scheduler)
                .asSharedSequence(sharingStrategy: S.self, onErrorJustReturn: -1)
        case 29: return SharedSequence<S, Int>.combineLatest([s]) { $0.reduce(0, +) }
        case 30: return SharedSequence<S, Int>.merge([s])
        case 31: return SharedSequence<S, Int>.concat([s, s.map { $0 + 100 }])
        case 32: return SharedSequence<S, Int>.merge(s, SharedSequence<S, Int>.combineLatest([SharedSequence<S, Int>]()) { $0.count })
        case 33: return SharedSequence<S, Int>.merge(s, SharedSequence<S, Int>.zip([SharedSequence<S, Int>]()) { $0.count })
        case 34: return SharedSequence<S, Int>.merge(s, SharedSequence<S, Int>.merge([SharedSequence<S, Int>]()))
        default: return SharedSequence<S, Int>.merge(s, SharedSequence<S, Int>.concat([SharedSequence<S, Int>]()))
        }
    }
}
