// SendableRx tests — the entry type of the behaviour table and the one-line factories that build entries.

import Foundation
import SendableRx
import SendableRxTest

/// The errors the suite injects; anything else arriving as `.error` was produced by the library.
enum BehaviourError: Error, Equatable, Sendable {
    /// Sent by a failing test source.
    case source
    /// Thrown by the user closure of a `throwing` entry.
    case thrown
}

/// An object that `withUnretained` entries hold on to; it lives for the whole process.
final class Anchor: Sendable, CustomStringConvertible {
    var description: String { "anchor" }
}

/// The anchor the `withUnretained` entries use.
let anchor = Anchor()

/// What an input of an entry is: each test source (an `Observable<Int>`) is converted to this kind before the
/// operator sees it.
enum InputKind: Sendable, CustomStringConvertible {
    case observable, single, maybe, completable, infallible

    var description: String {
        switch self {
        case .observable: "Observable"
        case .single: "Single"
        case .maybe: "Maybe"
        case .completable: "Completable"
        case .infallible: "Infallible"
        }
    }

    /// Whether a source of this kind can be empty (a `Single` cannot: it would fail instead).
    var canBeEmpty: Bool { self != .single }

    /// Whether a source of this kind can fail (an `Infallible` cannot).
    var canFail: Bool { self != .infallible }
}

/// How an entry is exercised.
enum Role: Sendable {
    /// Runs through the virtual-time scenarios: sources, dispose, re-entrancy and (with two inputs) concurrency.
    case plain
    /// Its user closure throws `BehaviourError.thrown`; runs through the throwing-closure scenario.
    case throwing
    /// Works with Swift concurrency inside (async closures, tasks); runs through the real-time scenarios.
    case async
    /// An `async` entry whose async closure throws `BehaviourError.thrown`.
    case asyncThrowing
}

/// A situation of the sources an entry is run against.
enum Scenario: Hashable, Sendable, CustomStringConvertible {
    /// Every input sends its standard elements and completes.
    case elements
    /// Input `i` completes without elements; the other inputs are standard.
    case empty(Int)
    /// Input `i` fails with `BehaviourError.source`; the other inputs are standard.
    case error(Int)
    /// No input sends anything.
    case never

    var description: String {
        switch self {
        case .elements: "elements"
        case .empty(let index): "empty input \(index)"
        case .error(let index): "failing input \(index)"
        case .never: "never"
        }
    }
}

/// How the result of an entry must end in a scenario.
enum Outcome: Sendable, CustomStringConvertible {
    /// With `.completed`.
    case completes
    /// With the error the test injected (`BehaviourError`).
    case fails
    /// With an error the library made (`RxError`, a decoding error…), not the injected one.
    case failsOther
    /// With no terminal event before it is disposed.
    case silent

    var description: String {
        switch self {
        case .completes: "completed"
        case .fails: "the injected error"
        case .failsOther: "a library error"
        case .silent: "no terminal event"
        }
    }
}

/// A documented deviation of an entry from the generic scenarios — part of the operator's specified behaviour.
enum Quirk: Hashable, Sendable {
    /// Subscribes to a source again after it terminated (retry, …): the "source keeps sending after its
    /// terminal event" check is skipped, because the new subscription may legitimately see those events.
    case resubscribes
    /// Disposes its upstream subscription through the scheduler (RxSwift's `subscribe(on:)`): with the
    /// TestScheduler's simulated processing delay, the upstream subscription ends one tick after the result.
    case disposesUpstreamOnScheduler
    /// For `throwing` entries: the closure only runs on an error, so the source fails instead of completing.
    case throwsOnSourceError
    /// Hands the downstream observer straight to its source (RxSwift's `startWith` does, adding no sink of its
    /// own): nothing releases the source subscription when the source terminates, only the subscriber's dispose.
    case passesObserverToSource
    /// Like RxSwift, does not guard against an input that keeps sending after its own terminal event (`sample`
    /// keeps sampling after the sampler completed): for that scenario only the result's own grammar and the
    /// input subscriptions are checked, not that the result ignores the late events.
    case trustsSourceGrammar
    /// For `throwing` entries: the closure runs after the terminal event was delivered (`afterCompleted`,
    /// `afterError`), so its error cannot be delivered any more; the result must end as it would without it.
    case throwsAfterTerminal
    /// Whether the result completes when every source completed depends on the order in which events from
    /// different sources arrive (`sample`, `skip(until:)`): the concurrent test then checks only the grammar.
    case orderDependentOutcome
}

/// The sources an entry is built from, already converted to the kinds it declared.
struct BuildContext {
    /// The raw inputs (test observables or subjects), one per declared input.
    let sources: [Observable<Int>]
    /// The scheduler time-based operators must use (the test's virtual-time scheduler, or a real one).
    let scheduler: any SchedulerType

    func observable(_ index: Int) -> Observable<Int> { sources[index] }
    func single(_ index: Int) -> Single<Int> { sources[index].asSingle() }
    func maybe(_ index: Int) -> Maybe<Int> { sources[index].asMaybe() }
    func completable(_ index: Int) -> Completable { sources[index].asCompletable() }
    func infallible(_ index: Int) -> Infallible<Int> { sources[index].asInfallible(onErrorJustReturn: -1) }
}

/// The result of an entry, with its elements turned into strings so that every entry records the same type.
struct Built {
    let subscribe: (AnyObserver<String>) -> any Disposable

    init<Result: ObservableConvertibleType>(_ result: Result) {
        let observable = result.asObservable()
        subscribe = { observer in
            observable.subscribe { event in observer.on(event.map { String(describing: $0) }) }
        }
    }
}

/// One line of the behaviour table: an operator, how to apply it to test inputs, and what it must do.
struct Entry: Sendable, CustomStringConvertible {
    /// The operator's name as the coverage check knows it (`map(_:)`, `Single.map(_:)`…), optionally followed
    /// by a variant note in brackets (`flatMap(_:) [async]`).
    let key: String
    let role: Role
    let inputs: [InputKind]
    let build: @Sendable (BuildContext) -> Built
    private(set) var overrides: [Scenario: Outcome] = [:]
    private(set) var quirks: Set<Quirk> = []

    init(key: String, role: Role, inputs: [InputKind], build: @escaping @Sendable (BuildContext) -> Built) {
        self.key = key
        self.role = role
        self.inputs = inputs
        self.build = build
    }

    var description: String { key }

    /// The key without its variant note: the name the coverage check matches against the module.
    var operatorName: String {
        guard let bracket = key.range(of: " [") else { return key }
        return String(key[..<bracket.lowerBound])
    }

    /// Declares the outcome of `scenario` where it differs from the default.
    func expect(_ scenario: Scenario, _ outcome: Outcome) -> Entry {
        var copy = self
        copy.overrides[scenario] = outcome
        return copy
    }

    /// Declares a documented deviation from the generic scenarios.
    func quirk(_ quirk: Quirk) -> Entry {
        var copy = self
        copy.quirks.insert(quirk)
        return copy
    }

    func has(_ quirk: Quirk) -> Bool { quirks.contains(quirk) }

    /// The source scenarios that apply to the entry's inputs.
    var scenarios: [Scenario] {
        guard !inputs.isEmpty else { return [.elements] }
        var result: [Scenario] = [.elements]
        for (index, kind) in inputs.enumerated() where kind.canBeEmpty { result.append(.empty(index)) }
        for (index, kind) in inputs.enumerated() where kind.canFail { result.append(.error(index)) }
        result.append(.never)
        return result
    }

    /// The declared outcome of `scenario`: the override, or the default (completes on standard and empty
    /// inputs, fails on a failing input, stays silent on silent inputs).
    func outcome(_ scenario: Scenario) -> Outcome {
        if let outcome = overrides[scenario] { return outcome }
        switch scenario {
        case .elements, .empty: return .completes
        case .error: return .fails
        case .never: return .silent
        }
    }
}

// MARK: - One-line factories

/// What an entry's closure may return: any sequence (`Observable`, a trait, a connectable…). Its metatype is
/// captured by the entry's `@Sendable` build closure, hence `SendableMetatype`.
typealias TableResult = ObservableConvertibleType & SendableMetatype

/// A table section: a result builder, so that a section reads as a plain list of entries.
@resultBuilder
enum TableBuilder {
    static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
}

/// An entry whose build closure reads its inputs from the context (for unusual input combinations).
func custom<R: TableResult>(
    _ key: String, inputs: [InputKind], role: Role = .plain, _ make: @escaping @Sendable (BuildContext) -> R
) -> Entry {
    Entry(key: key, role: role, inputs: inputs) { Built(make($0)) }
}

// Observable operators.

/// An operator on one `Observable<Int>`.
func op<R: TableResult>(_ key: String, _ make: @escaping @Sendable (Observable<Int>) -> R) -> Entry {
    custom(key, inputs: [.observable]) { make($0.observable(0)) }
}

/// An operator on one `Observable<Int>` that needs a scheduler.
func timed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.observable]) { make($0.observable(0), $0.scheduler) }
}

/// An operator on one `Observable<Int>` whose user closure throws the error it is given.
func throwing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.observable], role: .throwing) { make($0.observable(0), .thrown) }
}

/// An operator combining two `Observable<Int>`s (or using the second as inner / other sequence).
func multi<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, Observable<Int>) -> R
) -> Entry {
    custom(key, inputs: [.observable, .observable]) { make($0.observable(0), $0.observable(1)) }
}

/// `multi` with a scheduler.
func multiTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, Observable<Int>, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.observable, .observable]) { make($0.observable(0), $0.observable(1), $0.scheduler) }
}

/// `multi` whose user closure throws the error it is given.
func multiThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, Observable<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.observable, .observable], role: .throwing) {
        make($0.observable(0), $0.observable(1), .thrown)
    }
}

/// A creation operator (no input).
func make<R: TableResult>(_ key: String, _ make: @escaping @Sendable () -> R) -> Entry {
    custom(key, inputs: []) { _ in make() }
}

/// A creation operator that needs a scheduler.
func makeTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: []) { make($0.scheduler) }
}

/// A creation operator whose user closure throws the error it is given.
func makeThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [], role: .throwing) { _ in make(.thrown) }
}

// Operators built on Swift concurrency (real-time scenarios).

/// An operator on one `Observable<Int>` that runs async work.
func asyncOp<R: TableResult>(_ key: String, _ make: @escaping @Sendable (Observable<Int>) -> R) -> Entry {
    custom(key, inputs: [.observable], role: .async) { make($0.observable(0)) }
}

/// An operator on one `Observable<Int>` whose async closure throws the error it is given.
func asyncThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Observable<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.observable], role: .asyncThrowing) { make($0.observable(0), .thrown) }
}

/// A creation operator that runs async work.
func asyncMake<R: TableResult>(_ key: String, _ make: @escaping @Sendable () -> R) -> Entry {
    custom(key, inputs: [], role: .async) { _ in make() }
}

// Trait operators.

func single<R: TableResult>(_ key: String, _ make: @escaping @Sendable (Single<Int>) -> R) -> Entry {
    custom(key, inputs: [.single]) { make($0.single(0)) }
}

func singleTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Single<Int>, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.single]) { make($0.single(0), $0.scheduler) }
}

func singleThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Single<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.single], role: .throwing) { make($0.single(0), .thrown) }
}

func singles<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Single<Int>, Single<Int>) -> R
) -> Entry {
    custom(key, inputs: [.single, .single]) { make($0.single(0), $0.single(1)) }
}

func singlesThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Single<Int>, Single<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.single, .single], role: .throwing) { make($0.single(0), $0.single(1), .thrown) }
}

func maybe<R: TableResult>(_ key: String, _ make: @escaping @Sendable (Maybe<Int>) -> R) -> Entry {
    custom(key, inputs: [.maybe]) { make($0.maybe(0)) }
}

func maybeTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Maybe<Int>, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.maybe]) { make($0.maybe(0), $0.scheduler) }
}

func maybeThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Maybe<Int>, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.maybe], role: .throwing) { make($0.maybe(0), .thrown) }
}

func maybes<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Maybe<Int>, Maybe<Int>) -> R
) -> Entry {
    custom(key, inputs: [.maybe, .maybe]) { make($0.maybe(0), $0.maybe(1)) }
}

func completable<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Completable) -> R
) -> Entry {
    custom(key, inputs: [.completable]) { make($0.completable(0)) }
}

func completableTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Completable, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.completable]) { make($0.completable(0), $0.scheduler) }
}

func completableThrowing<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Completable, BehaviourError) -> R
) -> Entry {
    custom(key, inputs: [.completable], role: .throwing) { make($0.completable(0), .thrown) }
}

func completables<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Completable, Completable) -> R
) -> Entry {
    custom(key, inputs: [.completable, .completable]) { make($0.completable(0), $0.completable(1)) }
}

func infallible<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Infallible<Int>) -> R
) -> Entry {
    custom(key, inputs: [.infallible]) { make($0.infallible(0)) }
}

func infallibleTimed<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Infallible<Int>, any SchedulerType) -> R
) -> Entry {
    custom(key, inputs: [.infallible]) { make($0.infallible(0), $0.scheduler) }
}

func infallibles<R: TableResult>(
    _ key: String, _ make: @escaping @Sendable (Infallible<Int>, Infallible<Int>) -> R
) -> Entry {
    custom(key, inputs: [.infallible, .infallible]) { make($0.infallible(0), $0.infallible(1)) }
}
