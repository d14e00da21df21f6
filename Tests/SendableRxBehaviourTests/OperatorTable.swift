// SendableRx tests — the behaviour table: every public operator, one line each.
//
// Each line names the operator as the coverage check knows it (`name(labels:)`, prefixed with `Single.`,
// `Maybe.`, `Completable.`, `Infallible.`, `PrimitiveSequence.` or `AsyncSequence.` outside the Observable
// family; a bracketed note marks a variant) and applies it to the test inputs:
//
//   op / timed / throwing              one Observable<Int> input (timed: plus a scheduler; throwing: plus the
//                                      error its closure must throw)
//   multi / multiTimed / multiThrowing two Observable<Int> inputs (the second is also the inner / other sequence)
//   make / makeTimed / makeThrowing    creation operators, no input
//   single… / maybe… / completable… /  the same shapes on trait inputs (`singles` = two Single inputs, …)
//   infallible…
//   custom                             any mix of input kinds
//   asyncOp / asyncThrowing / asyncMake  operators that run async work (real-time scenarios)
//
// Every entry goes through the generic scenarios (see the test classes); `.expect(scenario, outcome)` declares
// where the operator's specified outcome differs from the default (complete on standard and empty inputs,
// fail with the source's error, stay silent on silent inputs), `.quirk(…)` a documented deviation.
// The deprecated RxSwift spellings (observeOn, catchError, …) have their own lines in `DeprecatedSpellings` at
// the end of the file. An operator that shows a library bug stays out of the table with a `// BUG:` comment
// (none at present).

import Foundation
import SendableRx
import SendableRxTest

/// The whole table.
let operatorTable: [Entry] =
    creationEntries + transformingEntries + filteringEntries + combiningEntries + errorHandlingEntries
    + timeAndSchedulingEntries + sharingAndUtilityEntries + conversionEntries + singleEntries + maybeEntries
    + completableEntries + primitiveSequenceEntries + infallibleEntries + asyncEntries
    + entries(of: DeprecatedSpellings.self)

// The long selectors of the `do` overloads.
let doKey = "do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)"
let singleDoKey = "Single.do(onSuccess:afterSuccess:onError:afterError:onSubscribe:onSubscribed:onDispose:)"
let maybeDoKey =
    "Maybe.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)"
let completableDoKey =
    "Completable.do(onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)"
let infallibleDoKey =
    "Infallible.do(onNext:afterNext:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)"
let generateKey = "generate(initialState:condition:scheduler:iterate:)"
let debugKey = "debug(_:trimOutput:file:line:function:)"

/// A `DataDecoder` that always fails with the error it was given.
struct FailingDecoder: DataDecoder {
    let error: BehaviourError
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item { throw error }
}

@TableBuilder var creationEntries: [Entry] {
    make("empty()") { Observable<Int>.empty() }
    make("never()") { Observable<Int>.never() }.expect(.elements, .silent)
    make("error(_:)") { Observable<Int>.error(BehaviourError.source) }.expect(.elements, .fails)
    make("just(_:)") { Observable.just(1) }
    makeTimed("just(_:scheduler:)") { Observable.just(1, scheduler: $0) }
    make("of(_:scheduler:)") { Observable.of(1, 2, 3) }
    makeTimed("of(_:scheduler:) [scheduled]") { Observable.of(1, 2, 3, scheduler: $0) }
    make("from(_:scheduler:)") { Observable.from([1, 2, 3]) }
    makeTimed("from(_:scheduler:) [sequence, scheduled]") { Observable.from(1...3, scheduler: $0) }
    make("from(optional:)") { Observable.from(optional: Optional(1)) }
    make("from(optional:) [nil]") { Observable<Int>.from(optional: nil) }
    makeTimed("from(optional:scheduler:)") { Observable.from(optional: Optional(1), scheduler: $0) }
    make("range(start:count:scheduler:)") { Observable.range(start: 1, count: 3) }
    makeTimed("range(start:count:scheduler:) [scheduled]") { Observable.range(start: 1, count: 3, scheduler: $0) }
    // Only with a virtual-time scheduler: on the default CurrentThreadScheduler it repeats synchronously forever.
    makeTimed("repeatElement(_:scheduler:)") { Observable.repeatElement(7, scheduler: $0) }.expect(.elements, .silent)
    make(generateKey) { Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }) }
    makeTimed(generateKey + " [scheduled]") {
        Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: $0, iterate: { $0 + 1 })
    }
    makeThrowing(generateKey + " [condition]") { error in
        Observable.generate(initialState: 0, condition: { _ in throw error }, iterate: { $0 + 1 })
    }
    makeThrowing(generateKey + " [iterate]") { error in
        Observable.generate(initialState: 0, condition: { _ in true }, iterate: { _ in throw error })
    }
    makeTimed("timer(_:period:scheduler:)") { Observable<Int>.timer(.seconds(10), scheduler: $0) }
    makeTimed("timer(_:period:scheduler:) [periodic]") {
        Observable<Int>.timer(.seconds(10), period: .seconds(20), scheduler: $0)
    }.expect(.elements, .silent)
    makeTimed("interval(_:scheduler:)") { Observable<Int>.interval(.seconds(10), scheduler: $0) }.expect(.elements, .silent)
    op("create(_:)") { source in Observable.create { observer in source.subscribe(observer) } }
    op("deferred(_:)") { source in Observable.deferred { source } }
    throwing("deferred(_:)") { _, error in Observable<Int>.deferred { throw error } }
    op("using(_:observableFactory:)") { source in
        Observable.using({ BooleanDisposable() }, observableFactory: { _ in source })
    }
    throwing("using(_:observableFactory:) [resourceFactory]") { source, error in
        Observable.using({ () throws -> BooleanDisposable in throw error }, observableFactory: { _ in source })
    }
    throwing("using(_:observableFactory:) [observableFactory]") { _, error in
        Observable<Int>.using({ BooleanDisposable() }, observableFactory: { _ in throw error })
    }
}

@TableBuilder var transformingEntries: [Entry] {
    op("map(_:)") { $0.map { $0 + 1 } }
    throwing("map(_:)") { source, error in source.map { _ -> Int in throw error } }
    op("compactMap(_:)") { $0.compactMap { $0 == 2 ? nil : $0 } }
    throwing("compactMap(_:)") { source, error in source.compactMap { _ -> Int? in throw error } }
    op("scan(_:accumulator:)") { $0.scan(0, accumulator: +) }
    throwing("scan(_:accumulator:)") { source, error in source.scan(0) { _, _ in throw error } }
    op("scan(into:accumulator:)") { $0.scan(into: 0) { $0 += $1 } }
    throwing("scan(into:accumulator:)") { source, error in source.scan(into: 0) { _, _ in throw error } }
    op("reduce(_:accumulator:)") { $0.reduce(0, accumulator: +) }
    throwing("reduce(_:accumulator:)") { source, error in source.reduce(0) { _, _ in throw error } }
    op("reduce(_:accumulator:mapResult:)") { $0.reduce(0, accumulator: +) { $0 * 2 } }
    throwing("reduce(_:accumulator:mapResult:)") { source, error in
        source.reduce(0, accumulator: +) { _ -> Int in throw error }
    }
    op("toArray()") { $0.toArray() }
    op("enumerated()") { $0.enumerated() }
    op("materialize()") { $0.materialize() }.expect(.error(0), .completes)
    op("dematerialize()") { $0.materialize().dematerialize() }
    op("groupBy(keySelector:)") { $0.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } } }
    throwing("groupBy(keySelector:)") { source, error in source.groupBy { _ -> Int in throw error } }
    op("withUnretained(_:)") { $0.withUnretained(anchor) }
    op("withUnretained(_:resultSelector:)") { $0.withUnretained(anchor) { "\($0):\($1)" } }
    timed("buffer(timeSpan:count:scheduler:)") { $0.buffer(timeSpan: .seconds(50), count: 2, scheduler: $1) }
    timed("window(timeSpan:count:scheduler:)") {
        $0.window(timeSpan: .seconds(50), count: 2, scheduler: $1).flatMap { $0.toArray() }
    }
    op("decode(type:decoder:)") { $0.map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: JSONDecoder()) }
    throwing("decode(type:decoder:)") { source, error in
        source.map { Data("\($0)".utf8) }.decode(type: Int.self, decoder: FailingDecoder(error: error))
    }
}

@TableBuilder var filteringEntries: [Entry] {
    op("filter(_:)") { $0.filter { $0 != 2 } }
    throwing("filter(_:)") { source, error in source.filter { _ in throw error } }
    op("distinctUntilChanged()") { $0.distinctUntilChanged() }
    op("distinctUntilChanged(_:) [key]") { $0.distinctUntilChanged { $0 / 2 } }
    op("distinctUntilChanged(_:) [comparer]") { $0.distinctUntilChanged { $0 == $1 } }
    throwing("distinctUntilChanged(_:) [key]") { source, error in source.distinctUntilChanged { _ -> Int in throw error } }
    throwing("distinctUntilChanged(_:) [comparer]") { source, error in
        source.distinctUntilChanged { _, _ -> Bool in throw error }
    }
    op("distinctUntilChanged(_:comparer:)") { $0.distinctUntilChanged({ $0 / 2 }, comparer: { $0 == $1 }) }
    throwing("distinctUntilChanged(_:comparer:)") { source, error in
        source.distinctUntilChanged({ $0 }, comparer: { _, _ in throw error })
    }
    op("distinctUntilChanged(at:)") { $0.distinctUntilChanged(at: \.self) }
    op("element(at:)") { $0.element(at: 1) }.expect(.empty(0), .failsOther)
    op("ifEmpty(default:)") { $0.ifEmpty(default: 0) }
    multi("ifEmpty(switchTo:)") { a, b in a.ifEmpty(switchTo: b) }.expect(.error(1), .completes)
    op("ignoreElements()") { $0.ignoreElements() }
    op("single()") { $0.single() }.expect(.elements, .failsOther).expect(.empty(0), .failsOther)
    op("single(_:)") { $0.single { $0 == 2 } }.expect(.empty(0), .failsOther)
    throwing("single(_:)") { source, error in source.single { _ in throw error } }
    op("skip(_:)") { $0.skip(1) }
    op("skip(while:)") { $0.skip(while: { $0 < 2 }) }
    throwing("skip(while:)") { source, error in source.skip(while: { _ in throw error }) }
    op("startWith(_:)") { $0.startWith(-1, 0) }.quirk(.passesObserverToSource)
    op("take(_:)") { $0.take(2) }
    op("take(_:) [zero]") { $0.take(0) }.expect(.error(0), .completes).expect(.never, .completes)
    op("takeLast(_:)") { $0.takeLast(2) }
    op("take(while:behavior:)") { $0.take(while: { $0 < 3 }) }
    op("take(while:behavior:) [inclusive]") { $0.take(while: { $0 < 2 }, behavior: .inclusive) }
    throwing("take(while:behavior:)") { source, error in source.take(while: { _ in throw error }) }
    op("take(until:behavior:)") { $0.take(until: { $0 == 2 }) }
    op("take(until:behavior:) [inclusive]") { $0.take(until: { $0 == 2 }, behavior: .inclusive) }
    throwing("take(until:behavior:)") { source, error in source.take(until: { _ in throw error }) }
}

@TableBuilder var combiningEntries: [Entry] {
    multi("amb(_:)") { a, b in a.amb(b) }.expect(.error(1), .completes)
    multi("amb(_:) [static]") { a, b in Observable.amb([a, b]) }.expect(.error(1), .completes)
    multi("combineLatest(_:_:resultSelector:)") { a, b in Observable.combineLatest(a, b) { $0 + $1 } }
    multi("combineLatest(_:resultSelector:) [collection]") { a, b in
        Observable.combineLatest([a, b]) { $0.reduce(0, +) }
    }
    multiThrowing("combineLatest(_:_:resultSelector:)") { a, b, error in
        Observable.combineLatest(a, b) { _, _ -> Int in throw error }
    }
    multiThrowing("combineLatest(_:resultSelector:) [collection]") { a, b, error in
        Observable.combineLatest([a, b]) { _ -> Int in throw error }
    }
    multi("combineLatest(_:_:)") { a, b in Observable.combineLatest(a, b) }
    custom("combineLatest(_:_:_:resultSelector:)", inputs: [.observable, .observable, .observable]) {
        Observable.combineLatest($0.observable(0), $0.observable(1), $0.observable(2)) { $0 + $1 + $2 }
    }
    custom("combineLatest(_:_:_:)", inputs: [.observable, .observable, .observable]) {
        Observable.combineLatest($0.observable(0), $0.observable(1), $0.observable(2)).map { $0.0 + $0.1 + $0.2 }
    }
    custom("combineLatest(_:_:_:_:resultSelector:)", inputs: [.observable, .observable, .observable, .observable]) {
        Observable.combineLatest($0.observable(0), $0.observable(1), $0.observable(2), $0.observable(3)) { $0 + $1 + $2 + $3 }
    }
    custom("combineLatest(_:_:_:_:)", inputs: [.observable, .observable, .observable, .observable]) {
        Observable.combineLatest($0.observable(0), $0.observable(1), $0.observable(2), $0.observable(3)).map { $0.0 + $0.3 }
    }
    // Five sources: the written-out forms (nine or more take the parameter-pack forms).
    custom("combineLatest(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 5)) { inputs in
        Observable.combineLatest(
            inputs.observable(0), inputs.observable(1), inputs.observable(2), inputs.observable(3), inputs.observable(4)
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int) in a + b + c + d + e }
    }
    custom("combineLatest(_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 5)) { inputs in
        Observable.combineLatest(
            inputs.observable(0), inputs.observable(1), inputs.observable(2), inputs.observable(3), inputs.observable(4)
        ).map { $0.0 + $0.4 }
    }
    multi("combineLatest(_:) [collection]") { a, b in Observable.combineLatest([a, b]) }
    multi("zip(_:_:resultSelector:)") { a, b in Observable.zip(a, b) { $0 + $1 } }
    multi("zip(_:resultSelector:) [collection]") { a, b in Observable.zip([a, b]) { $0.reduce(0, +) } }
    multiThrowing("zip(_:_:resultSelector:)") { a, b, error in Observable.zip(a, b) { _, _ -> Int in throw error } }
    multiThrowing("zip(_:resultSelector:) [collection]") { a, b, error in
        Observable.zip([a, b]) { _ -> Int in throw error }
    }
    multi("zip(_:_:)") { a, b in Observable.zip(a, b) }
    custom("zip(_:_:_:resultSelector:)", inputs: [.observable, .observable, .observable]) {
        Observable.zip($0.observable(0), $0.observable(1), $0.observable(2)) { $0 + $1 + $2 }
    }
    custom("zip(_:_:_:)", inputs: [.observable, .observable, .observable]) {
        Observable.zip($0.observable(0), $0.observable(1), $0.observable(2)).map { $0.0 + $0.1 + $0.2 }
    }
    custom("zip(_:_:_:_:resultSelector:)", inputs: [.observable, .observable, .observable, .observable]) {
        Observable.zip($0.observable(0), $0.observable(1), $0.observable(2), $0.observable(3)) { $0 + $1 + $2 + $3 }
    }
    custom("zip(_:_:_:_:)", inputs: [.observable, .observable, .observable, .observable]) {
        Observable.zip($0.observable(0), $0.observable(1), $0.observable(2), $0.observable(3)).map { $0.0 + $0.3 }
    }
    // Five sources: the written-out forms (nine or more take the parameter-pack forms).
    custom("zip(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 5)) { inputs in
        Observable.zip(
            inputs.observable(0), inputs.observable(1), inputs.observable(2), inputs.observable(3), inputs.observable(4)
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int) in a + b + c + d + e }
    }
    custom("zip(_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 5)) { inputs in
        Observable.zip(
            inputs.observable(0), inputs.observable(1), inputs.observable(2), inputs.observable(3), inputs.observable(4)
        ).map { $0.0 + $0.4 }
    }
    multi("zip(_:) [collection]") { a, b in Observable.zip([a, b]) }
    // Six to eight sources (written out, as in RxSwift) and nine (the parameter-pack form).
    custom("combineLatest(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 6)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("combineLatest(_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 6)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5)
        ).map { $0.0 + $0.5 }
    }
    custom("combineLatest(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 7)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("combineLatest(_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 7)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6)
        ).map { $0.0 + $0.6 }
    }
    custom("combineLatest(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 8)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("combineLatest(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 8)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7)
        ).map { $0.0 + $0.7 }
    }
    custom("combineLatest(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 9)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7), c.observable(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("combineLatest(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 9)) { c in
        Observable.combineLatest(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7), c.observable(8)
        ).map { $0.0 + $0.8 }
    }
    custom("zip(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 6)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("zip(_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 6)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5)
        ).map { $0.0 + $0.5 }
    }
    custom("zip(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 7)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("zip(_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 7)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6)
        ).map { $0.0 + $0.6 }
    }
    custom("zip(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 8)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("zip(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 8)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7)
        ).map { $0.0 + $0.7 }
    }
    custom("zip(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .observable, count: 9)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7), c.observable(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("zip(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .observable, count: 9)) { c in
        Observable.zip(
            c.observable(0), c.observable(1), c.observable(2), c.observable(3), c.observable(4), c.observable(5),
            c.observable(6), c.observable(7), c.observable(8)
        ).map { $0.0 + $0.8 }
    }
    multi("concat(_:)") { a, b in a.concat(b) }
    multi("concat(_:) [static sequence]") { a, b in Observable.concat([a, b].lazy.map { $0 }) }
    multi("concat(_:) [static collection]") { a, b in Observable.concat([a, b]) }
    multi("concat(_:) [variadic]") { a, b in Observable.concat(a, b) }
    multi("concat()") { a, b in a.map { _ in b }.concat() }
    multi("merge()") { a, b in a.map { _ in b }.merge() }
    multi("merge(maxConcurrent:)") { a, b in a.map { _ in b }.merge(maxConcurrent: 1) }
    multi("switchLatest()") { a, b in a.map { _ in b }.switchLatest() }
    multi("merge(_:)") { a, b in Observable.merge(a, b) }
    multi("merge(_:) [array]") { a, b in Observable.merge([a, b]) }
    multi("merge(_:) [collection]") { a, b in Observable.merge(ContiguousArray([a, b])) }
    multi("flatMap(_:)") { a, b in a.flatMap { _ in b } }
    multiThrowing("flatMap(_:)") { a, _, error in a.flatMap { _ -> Observable<Int> in throw error } }
    multi("flatMapFirst(_:)") { a, b in a.flatMapFirst { _ in b } }
    multiThrowing("flatMapFirst(_:)") { a, _, error in a.flatMapFirst { _ -> Observable<Int> in throw error } }
    multi("flatMapLatest(_:)") { a, b in a.flatMapLatest { _ in b } }
    multi("flatMapLatest(_:) [Infallible]") { a, b in
        a.flatMapLatest { _ in b.asInfallible(onErrorJustReturn: -1) }
    }.expect(.error(1), .completes)
    multiThrowing("flatMapLatest(_:)") { a, _, error in a.flatMapLatest { _ -> Observable<Int> in throw error } }
    multi("concatMap(_:)") { a, b in a.concatMap { _ in b } }
    multiThrowing("concatMap(_:)") { a, _, error in a.concatMap { _ -> Observable<Int> in throw error } }
    multi("withLatestFrom(_:)") { a, b in a.withLatestFrom(b) }
    multi("withLatestFrom(_:resultSelector:)") { a, b in a.withLatestFrom(b) { $0 + $1 } }
    multiThrowing("withLatestFrom(_:resultSelector:)") { a, b, error in
        a.withLatestFrom(b) { _, _ -> Int in throw error }
    }
    multi("sample(_:defaultValue:)") { a, b in a.sample(b) }.expect(.empty(1), .silent)
        .quirk(.orderDependentOutcome).quirk(.trustsSourceGrammar)
    multi("sample(_:defaultValue:) [default]") { a, b in a.sample(b, defaultValue: 0) }.expect(.empty(1), .silent)
        .quirk(.orderDependentOutcome).quirk(.trustsSourceGrammar)
    multi("take(until:)") { a, b in a.take(until: b) }.expect(.error(0), .completes).expect(.error(1), .completes)
    multi("skip(until:)") { a, b in a.skip(until: b) }.expect(.empty(1), .silent).expect(.error(1), .completes)
        .quirk(.orderDependentOutcome)
}

@TableBuilder var errorHandlingEntries: [Entry] {
    multi("catch(_:)") { a, b in a.catch { _ in b } }.expect(.error(0), .completes).expect(.error(1), .completes)
    throwing("catch(_:)") { source, error in source.catch { _ in throw error } }.quirk(.throwsOnSourceError)
    multi("catch(sequence:)") { a, b in Observable.catch(sequence: [a, b]) }.expect(.error(0), .completes)
        .expect(.error(1), .completes)
    op("catchAndReturn(_:)") { $0.catchAndReturn(-1) }.expect(.error(0), .completes)
    op("retry()") { $0.retry() }.expect(.error(0), .silent).quirk(.resubscribes)
    op("retry(_:)") { $0.retry(3) }.quirk(.resubscribes)
    op("retry(when:)") { $0.retry(when: { (errors: Observable<any Error>) in errors }) }
        .expect(.error(0), .silent).quirk(.resubscribes)
    op("retry(when:) [typed, gives up]") {
        $0.retry(when: { (errors: Observable<BehaviourError>) in errors.flatMap { Observable<Int>.error($0) } })
    }.quirk(.resubscribes)
    timed("timeout(_:scheduler:)") { $0.timeout(.seconds(100), scheduler: $1) }.expect(.never, .failsOther)
    multiTimed("timeout(_:other:scheduler:)") { a, b, scheduler in a.timeout(.seconds(100), other: b, scheduler: scheduler) }
        .expect(.error(1), .completes)
}

@TableBuilder var timeAndSchedulingEntries: [Entry] {
    timed("delay(_:scheduler:)") { $0.delay(.seconds(10), scheduler: $1) }
    timed("delaySubscription(_:scheduler:)") { $0.delaySubscription(.seconds(10), scheduler: $1) }
    timed("debounce(_:scheduler:)") { $0.debounce(.seconds(5), scheduler: $1) }
    timed("throttle(_:latest:scheduler:)") { $0.throttle(.seconds(15), scheduler: $1) }
    timed("throttle(_:latest:scheduler:) [first]") { $0.throttle(.seconds(15), latest: false, scheduler: $1) }
    timed("take(for:scheduler:)") { $0.take(for: .seconds(27), scheduler: $1) }
        .expect(.error(0), .completes).expect(.never, .completes)
    timed("skip(_:scheduler:)") { $0.skip(.seconds(15), scheduler: $1) }
    timed("observe(on:)") { $0.observe(on: $1) }
    timed("subscribe(on:)") { $0.subscribe(on: $1) }.quirk(.disposesUpstreamOnScheduler)
}

@TableBuilder var sharingAndUtilityEntries: [Entry] {
    op("share(replay:scope:)") { $0.share(replay: 1) }
    op("share(replay:scope:) [forever]") { $0.share(replay: 1, scope: .forever) }
    op("publish()") { $0.publish().refCount() }
    op("refCount()") { $0.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
    op("replay(_:)") { $0.replay(2).refCount() }
    op("replayAll()") { $0.replayAll().refCount() }
    op("multicast(_:)") { $0.multicast(PublishSubject<Int>()).refCount() }
    op("multicast(makeSubject:)") { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }).refCount() }
    op("multicast(_:selector:)") { $0.multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 + 1 } }) }
    throwing("multicast(_:selector:) [subjectSelector]") { source, error in
        source.multicast({ () throws -> PublishSubject<Int> in throw error }, selector: { $0 })
    }
    throwing("multicast(_:selector:) [selector]") { source, error in
        source.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw error })
    }
    op(debugKey) { $0.debug("behaviour", trimOutput: true) }
    op(doKey) {
        $0.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
              afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    }
    throwing(doKey + " [onNext]") { source, error in source.do(onNext: { _ in throw error }) }
    throwing(doKey + " [afterNext]") { source, error in source.do(afterNext: { _ in throw error }) }
    throwing(doKey + " [onCompleted]") { source, error in source.do(onCompleted: { throw error }) }
    throwing(doKey + " [afterCompleted]") { source, error in source.do(afterCompleted: { throw error }) }
        .quirk(.throwsAfterTerminal)
    throwing(doKey + " [onError]") { source, error in source.do(onError: { _ in throw error }) }
        .quirk(.throwsOnSourceError)
    throwing(doKey + " [afterError]") { source, error in source.do(afterError: { _ in throw error }) }
        .quirk(.throwsOnSourceError).quirk(.throwsAfterTerminal)
}

@TableBuilder var conversionEntries: [Entry] {
    op("asSingle()") { $0.asSingle() }.expect(.elements, .failsOther).expect(.empty(0), .failsOther)
    op("asMaybe()") { $0.asMaybe() }.expect(.elements, .failsOther)
    op("first()") { $0.first() }.expect(.error(0), .completes)
    op("asCompletable()") { $0.asCompletable() }
    op("asCompletable() [Never elements]") { $0.ignoreElements().asCompletable() }
    op("asInfallible(onErrorJustReturn:)") { $0.asInfallible(onErrorJustReturn: -1) }.expect(.error(0), .completes)
    multi("asInfallible(onErrorFallbackTo:)") { a, b in
        a.asInfallible(onErrorFallbackTo: b.asInfallible(onErrorJustReturn: -2))
    }.expect(.error(0), .completes).expect(.error(1), .completes)
    op("asInfallible(onErrorRecover:)") { $0.asInfallible(onErrorRecover: { _ in .just(-1) }) }
        .expect(.error(0), .completes)
    // Observation → Rx (reads of an @Observable model, on the test scheduler).
    makeTimed("observe(on:_:)") { scheduler in
        let model = TableCounterModel()
        return Observable.observe(on: scheduler) { model.count }
    }.expect(.elements, .silent)
    custom("observe(on:_:)", inputs: [], role: .throwing) { context in
        Observable<Int>.observe(on: context.scheduler) { throw BehaviourError.thrown }
    }
    makeTimed("Infallible.observe(on:_:)") { scheduler in
        let model = TableCounterModel()
        return Infallible.observe(on: scheduler) { model.count }
    }.expect(.elements, .silent)
}

@TableBuilder var singleEntries: [Entry] {
    single("Single.map(_:)") { $0.map { $0 + 1 } }
    singleThrowing("Single.map(_:)") { source, error in source.map { _ -> Int in throw error } }
    single("Single.compactMap(_:)") { $0.compactMap { $0 } }
    singleThrowing("Single.compactMap(_:)") { source, error in source.compactMap { _ -> Int? in throw error } }
    singles("Single.flatMap(_:)") { a, b in a.flatMap { _ in b } }
    singleThrowing("Single.flatMap(_:)") { source, error in source.flatMap { _ -> Single<Int> in throw error } }
    singles("Single.flatMapMaybe(_:)") { a, b in a.flatMapMaybe { _ in b.asMaybe() } }
    singleThrowing("Single.flatMapMaybe(_:)") { source, error in source.flatMapMaybe { _ -> Maybe<Int> in throw error } }
    singles("Single.flatMapCompletable(_:)") { a, b in a.flatMapCompletable { _ in b.asCompletable() } }
    singleThrowing("Single.flatMapCompletable(_:)") { source, error in source.flatMapCompletable { _ in throw error } }
    single("Single.filter(_:)") { $0.filter { $0 > 0 } }
    singleThrowing("Single.filter(_:)") { source, error in source.filter { _ in throw error } }
    single("Single.catchAndReturn(_:)") { $0.catchAndReturn(-1) }.expect(.error(0), .completes)
    single(singleDoKey) {
        $0.do(onSuccess: { _ in }, afterSuccess: { _ in }, onError: { _ in }, afterError: { _ in }, onSubscribe: {},
              onSubscribed: {}, onDispose: {})
    }
    singleThrowing(singleDoKey + " [onSuccess]") { source, error in source.do(onSuccess: { _ in throw error }) }
    singleThrowing(singleDoKey + " [afterSuccess]") { source, error in source.do(afterSuccess: { _ in throw error }) }
    singleThrowing(singleDoKey + " [onError]") { source, error in source.do(onError: { _ in throw error }) }
        .quirk(.throwsOnSourceError)
    single("Single.asMaybe()") { $0.asMaybe() }
    single("Single.asCompletable()") { $0.asCompletable() }
    singles("Single.zip(_:_:resultSelector:)") { a, b in Single.zip(a, b) { $0 + $1 } }
    singles("Single.zip(_:resultSelector:) [collection]") { a, b in Single.zip([a, b]) { $0.reduce(0, +) } }
    singles("Single.zip(_:_:)") { a, b in Single.zip(a, b) }
    singles("Single.zip(_:) [collection]") { a, b in Single.zip([a, b]) }
    custom("Single.zip(_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 3)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2)) { $0 + $1 + $2 }
    }
    custom("Single.zip(_:_:_:)", inputs: Array(repeating: .single, count: 3)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2)).map { $0.0 + $0.2 }
    }
    custom("Single.zip(_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 4)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2), c.single(3)) { $0 + $1 + $2 + $3 }
    }
    custom("Single.zip(_:_:_:_:)", inputs: Array(repeating: .single, count: 4)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2), c.single(3)).map { $0.0 + $0.3 }
    }
    custom("Single.zip(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 5)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2), c.single(3), c.single(4)) { $0 + $1 + $2 + $3 + $4 }
    }
    custom("Single.zip(_:_:_:_:_:)", inputs: Array(repeating: .single, count: 5)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2), c.single(3), c.single(4)).map { $0.0 + $0.4 }
    }
    custom("Single.zip(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 6)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("Single.zip(_:_:_:_:_:_:)", inputs: Array(repeating: .single, count: 6)) { c in
        Single.zip(c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5)).map { $0.0 + $0.5 }
    }
    custom("Single.zip(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 7)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("Single.zip(_:_:_:_:_:_:_:)", inputs: Array(repeating: .single, count: 7)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6)
        ).map { $0.0 + $0.6 }
    }
    custom("Single.zip(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 8)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6), c.single(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("Single.zip(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .single, count: 8)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6), c.single(7)
        ).map { $0.0 + $0.7 }
    }
    custom("Single.zip(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .single, count: 9)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6), c.single(7),
            c.single(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("Single.zip(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .single, count: 9)) { c in
        Single.zip(
            c.single(0), c.single(1), c.single(2), c.single(3), c.single(4), c.single(5), c.single(6), c.single(7),
            c.single(8)
        ).map { $0.0 + $0.8 }
    }
    single("Single.create(subscribe:)") { source in Single<Int>.create { observer in source.subscribe(observer) } }
    make("Single.just(_:)") { Single.just(1) }
    makeTimed("Single.just(_:scheduler:)") { Single.just(1, scheduler: $0) }
    make("Single.error(_:)") { Single<Int>.error(BehaviourError.source) }.expect(.elements, .fails)
    make("Single.never()") { Single<Int>.never() }.expect(.elements, .silent)
    custom("Single.zip(_:_:resultSelector:)", inputs: [.single, .single], role: .throwing) {
        Single.zip($0.single(0), $0.single(1)) { _, _ -> Int in throw BehaviourError.thrown }
    }
}

@TableBuilder var maybeEntries: [Entry] {
    maybe("Maybe.map(_:)") { $0.map { $0 + 1 } }
    maybeThrowing("Maybe.map(_:)") { source, error in source.map { _ -> Int in throw error } }
    maybe("Maybe.compactMap(_:)") { $0.compactMap { $0 } }
    maybeThrowing("Maybe.compactMap(_:)") { source, error in source.compactMap { _ -> Int? in throw error } }
    maybes("Maybe.flatMap(_:)") { a, b in a.flatMap { _ in b } }
    maybeThrowing("Maybe.flatMap(_:)") { source, error in source.flatMap { _ -> Maybe<Int> in throw error } }
    maybe("Maybe.filter(_:)") { $0.filter { $0 > 0 } }
    maybeThrowing("Maybe.filter(_:)") { source, error in source.filter { _ in throw error } }
    maybe("Maybe.ifEmpty(default:)") { $0.ifEmpty(default: 0) }
    maybes("Maybe.ifEmpty(switchTo:)") { a, b in a.ifEmpty(switchTo: b) }.expect(.error(1), .completes)
    custom("Maybe.ifEmpty(switchTo:) [Single]", inputs: [.maybe, .single]) { $0.maybe(0).ifEmpty(switchTo: $0.single(1)) }
        .expect(.error(1), .completes)
    maybe("Maybe.catchAndReturn(_:)") { $0.catchAndReturn(-1) }.expect(.error(0), .completes)
    maybe(maybeDoKey) {
        $0.do(onNext: { _ in }, afterNext: { _ in }, onError: { _ in }, afterError: { _ in }, onCompleted: {},
              afterCompleted: {}, onSubscribe: {}, onSubscribed: {}, onDispose: {})
    }
    maybeThrowing(maybeDoKey + " [onNext]") { source, error in source.do(onNext: { _ in throw error }) }
    maybeThrowing(maybeDoKey + " [onError]") { source, error in source.do(onError: { _ in throw error }) }
        .quirk(.throwsOnSourceError)
    maybe("Maybe.asCompletable()") { $0.asCompletable() }
    maybes("Maybe.zip(_:_:resultSelector:)") { a, b in Maybe.zip(a, b) { $0 + $1 } }
    custom("Maybe.zip(_:_:resultSelector:)", inputs: [.maybe, .maybe], role: .throwing) {
        Maybe.zip($0.maybe(0), $0.maybe(1)) { _, _ -> Int in throw BehaviourError.thrown }
    }
    maybes("Maybe.zip(_:_:)") { a, b in Maybe.zip(a, b) }
    custom("Maybe.zip(_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 3)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2)) { $0 + $1 + $2 }
    }
    custom("Maybe.zip(_:_:_:)", inputs: Array(repeating: .maybe, count: 3)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2)).map { $0.0 + $0.2 }
    }
    custom("Maybe.zip(_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 4)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3)) { $0 + $1 + $2 + $3 }
    }
    custom("Maybe.zip(_:_:_:_:)", inputs: Array(repeating: .maybe, count: 4)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3)).map { $0.0 + $0.3 }
    }
    custom("Maybe.zip(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 5)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4)) { $0 + $1 + $2 + $3 + $4 }
    }
    custom("Maybe.zip(_:_:_:_:_:)", inputs: Array(repeating: .maybe, count: 5)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4)).map { $0.0 + $0.4 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 6)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:)", inputs: Array(repeating: .maybe, count: 6)) { c in
        Maybe.zip(c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5)).map { $0.0 + $0.5 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 7)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:)", inputs: Array(repeating: .maybe, count: 7)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6)
        ).map { $0.0 + $0.6 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 8)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6), c.maybe(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .maybe, count: 8)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6), c.maybe(7)
        ).map { $0.0 + $0.7 }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .maybe, count: 9)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6), c.maybe(7), c.maybe(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("Maybe.zip(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .maybe, count: 9)) { c in
        Maybe.zip(
            c.maybe(0), c.maybe(1), c.maybe(2), c.maybe(3), c.maybe(4), c.maybe(5), c.maybe(6), c.maybe(7), c.maybe(8)
        ).map { $0.0 + $0.8 }
    }
    maybe("Maybe.create(subscribe:)") { source in Maybe<Int>.create { observer in source.subscribe(observer) } }
    make("Maybe.just(_:)") { Maybe.just(1) }
    makeTimed("Maybe.just(_:scheduler:)") { Maybe.just(1, scheduler: $0) }
    make("Maybe.error(_:)") { Maybe<Int>.error(BehaviourError.source) }.expect(.elements, .fails)
    make("Maybe.never()") { Maybe<Int>.never() }.expect(.elements, .silent)
    make("Maybe.empty()") { Maybe<Int>.empty() }
}

@TableBuilder var completableEntries: [Entry] {
    completables("Completable.andThen(_:)") { a, b in a.andThen(b) }
    custom("Completable.andThen(_:) [Single]", inputs: [.completable, .single]) { $0.completable(0).andThen($0.single(1)) }
    custom("Completable.andThen(_:) [Maybe]", inputs: [.completable, .maybe]) { $0.completable(0).andThen($0.maybe(1)) }
    custom("Completable.andThen(_:) [Observable]", inputs: [.completable, .observable]) {
        $0.completable(0).andThen($0.observable(1))
    }
    completables("Completable.concat(_:)") { a, b in a.concat(b) }
    completables("Completable.concat(_:) [static sequence]") { a, b in Completable.concat([a, b]) }
    completables("Completable.concat(_:) [variadic]") { a, b in Completable.concat(a, b) }
    completables("Completable.merge(_:)") { a, b in Completable.merge(a, b) }
    completables("Completable.merge(_:) [sequence]") { a, b in Completable.merge([a, b]) }
    completables("Completable.zip(_:)") { a, b in Completable.zip(a, b) }
    completables("Completable.zip(_:) [collection]") { a, b in Completable.zip([a, b]) }
    completable(completableDoKey) {
        $0.do(onError: { _ in }, afterError: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
              onSubscribed: {}, onDispose: {})
    }
    completableThrowing(completableDoKey + " [onCompleted]") { source, error in source.do(onCompleted: { throw error }) }
    completableThrowing(completableDoKey + " [onError]") { source, error in source.do(onError: { _ in throw error }) }
        .quirk(.throwsOnSourceError)
    completable("Completable.create(subscribe:)") { source in Completable.create { observer in source.subscribe(observer) } }
    make("Completable.empty()") { Completable.empty() }
    make("Completable.error(_:)") { Completable.error(BehaviourError.source) }.expect(.elements, .fails)
    make("Completable.never()") { Completable.never() }.expect(.elements, .silent)
}

@TableBuilder var primitiveSequenceEntries: [Entry] {
    singleTimed("PrimitiveSequence.delay(_:scheduler:)") { $0.delay(.seconds(10), scheduler: $1) }
    maybeTimed("PrimitiveSequence.delay(_:scheduler:) [Maybe]") { $0.delay(.seconds(10), scheduler: $1) }
    completableTimed("PrimitiveSequence.delay(_:scheduler:) [Completable]") { $0.delay(.seconds(10), scheduler: $1) }
    singleTimed("PrimitiveSequence.delaySubscription(_:scheduler:)") { $0.delaySubscription(.seconds(10), scheduler: $1) }
    singles("PrimitiveSequence.catch(_:)") { a, b in a.catch { _ in b } }.expect(.error(0), .completes)
        .expect(.error(1), .completes)
    singleThrowing("PrimitiveSequence.catch(_:)") { source, error in source.catch { _ in throw error } }
        .quirk(.throwsOnSourceError)
    maybe("PrimitiveSequence.catch(_:) [Maybe]") { $0.catch { _ in .just(-1) } }.expect(.error(0), .completes)
    completables("PrimitiveSequence.catch(_:) [Completable]") { a, b in a.catch { _ in b } }
        .expect(.error(0), .completes).expect(.error(1), .completes)
    single("PrimitiveSequence.retry()") { $0.retry() }.expect(.error(0), .silent).quirk(.resubscribes)
    single("PrimitiveSequence.retry(_:)") { $0.retry(2) }.quirk(.resubscribes)
    completable("PrimitiveSequence.retry(_:) [Completable]") { $0.retry(2) }.quirk(.resubscribes)
    single("PrimitiveSequence.retry(when:)") { $0.retry(when: { (errors: Observable<any Error>) in errors }) }
        .expect(.error(0), .silent).quirk(.resubscribes)
    single("PrimitiveSequence.retry(when:) [typed, gives up]") {
        $0.retry(when: { (errors: Observable<BehaviourError>) in errors.flatMap { Observable<Int>.error($0) } })
    }.quirk(.resubscribes)
    singleTimed("PrimitiveSequence.timeout(_:scheduler:)") { $0.timeout(.seconds(100), scheduler: $1) }
        .expect(.never, .failsOther)
    completableTimed("PrimitiveSequence.timeout(_:scheduler:) [Completable]") { $0.timeout(.seconds(100), scheduler: $1) }
        .expect(.never, .failsOther)
    custom("PrimitiveSequence.timeout(_:other:scheduler:)", inputs: [.single, .single]) {
        $0.single(0).timeout(.seconds(100), other: $0.single(1), scheduler: $0.scheduler)
    }.expect(.error(1), .completes)
    single("PrimitiveSequence." + debugKey) { $0.debug("behaviour", trimOutput: true) }
    single("PrimitiveSequence.deferred(_:)") { source in Single.deferred { source } }
    singleThrowing("PrimitiveSequence.deferred(_:)") { _, error in Single<Int>.deferred { throw error } }
    single("PrimitiveSequence.using(_:primitiveSequenceFactory:)") { source in
        Single.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in source })
    }
    singleThrowing("PrimitiveSequence.using(_:primitiveSequenceFactory:) [resourceFactory]") { source, error in
        Single.using({ () throws -> BooleanDisposable in throw error }, primitiveSequenceFactory: { _ in source })
    }
    singleThrowing("PrimitiveSequence.using(_:primitiveSequenceFactory:) [primitiveSequenceFactory]") { _, error in
        Single<Int>.using({ BooleanDisposable() }, primitiveSequenceFactory: { _ in throw error })
    }
    singleTimed("PrimitiveSequence.observe(on:)") { $0.observe(on: $1) }
    singleTimed("PrimitiveSequence.subscribe(on:)") { $0.subscribe(on: $1) }.quirk(.disposesUpstreamOnScheduler)
    completableTimed("PrimitiveSequence.subscribe(on:) [Completable]") { $0.subscribe(on: $1) }
        .quirk(.disposesUpstreamOnScheduler)
    makeTimed("PrimitiveSequence.timer(_:scheduler:)") { Single<Int>.timer(.seconds(10), scheduler: $0) }
}

@TableBuilder var infallibleEntries: [Entry] {
    infallible("Infallible.map(_:)") { $0.map { $0 + 1 } }
    infallible("Infallible.compactMap(_:)") { $0.compactMap { $0 == 2 ? nil : $0 } }
    infallible("Infallible.filter(_:)") { $0.filter { $0 != 2 } }
    infallible("Infallible.scan(_:accumulator:)") { $0.scan(0, accumulator: +) }
    infallible("Infallible.scan(into:accumulator:)") { $0.scan(into: 0) { $0 += $1 } }
    infallible("Infallible.distinctUntilChanged()") { $0.distinctUntilChanged() }
    infallible("Infallible.distinctUntilChanged(_:) [key]") { $0.distinctUntilChanged { $0 / 2 } }
    infallible("Infallible.distinctUntilChanged(_:) [comparer]") { $0.distinctUntilChanged { $0 == $1 } }
    infallible("Infallible.distinctUntilChanged(at:)") { $0.distinctUntilChanged(at: \.self) }
    infallibles("Infallible.flatMap(_:)") { a, b in a.flatMap { _ in b } }
    infallibles("Infallible.flatMapLatest(_:)") { a, b in a.flatMapLatest { _ in b } }
    infallibles("Infallible.flatMapFirst(_:)") { a, b in a.flatMapFirst { _ in b } }
    infallibles("Infallible.concatMap(_:)") { a, b in a.concatMap { _ in b } }
    infallible("Infallible.startWith(_:)") { $0.startWith(0) }
    infallible("Infallible.take(_:)") { $0.take(2) }
    infallibleTimed("Infallible.take(for:scheduler:)") { $0.take(for: .seconds(27), scheduler: $1) }
        .expect(.never, .completes)
    infallible("Infallible.take(while:behavior:)") { $0.take(while: { $0 < 3 }) }
    infallible("Infallible.take(until:behavior:)") { $0.take(until: { $0 == 2 }) }
    infallibles("Infallible.take(until:)") { a, b in a.take(until: b) }
    infallible("Infallible.skip(_:)") { $0.skip(1) }
    infallible("Infallible.skip(while:)") { $0.skip(while: { $0 < 2 }) }
    infallibles("Infallible.skip(until:)") { a, b in a.skip(until: b) }.expect(.empty(1), .silent)
        .quirk(.orderDependentOutcome)
    infallibleTimed("Infallible.debounce(_:scheduler:)") { $0.debounce(.seconds(5), scheduler: $1) }
    infallibleTimed("Infallible.throttle(_:latest:scheduler:)") { $0.throttle(.seconds(15), scheduler: $1) }
    infallible("Infallible.share(replay:scope:)") { $0.share(replay: 1) }
    infallible("Infallible.withUnretained(_:)") { $0.withUnretained(anchor) }
    infallibles("Infallible.withLatestFrom(_:)") { a, b in a.withLatestFrom(b) }
    infallibles("Infallible.withLatestFrom(_:resultSelector:)") { a, b in a.withLatestFrom(b) { $0 + $1 } }
    infallible(infallibleDoKey) {
        $0.do(onNext: { _ in }, afterNext: { _ in }, onCompleted: {}, afterCompleted: {}, onSubscribe: {},
              onSubscribed: {}, onDispose: {})
    }
    infallibles("Infallible.concat(_:)") { a, b in a.concat(b) }
    infallibles("Infallible.concat(_:) [static sequence]") { a, b in Infallible.concat([a, b]) }
    infallibles("Infallible.merge(_:)") { a, b in Infallible.merge(a, b) }
    infallibles("Infallible.merge(_:) [collection]") { a, b in Infallible.merge([a, b]) }
    infallibles("Infallible.combineLatest(_:_:resultSelector:)") { a, b in Infallible.combineLatest(a, b) { $0 + $1 } }
    infallibles("Infallible.combineLatest(_:_:)") { a, b in Infallible.combineLatest(a, b) }
    infallibles("Infallible.zip(_:_:resultSelector:)") { a, b in Infallible.zip(a, b) { $0 + $1 } }
    infallibles("Infallible.zip(_:_:)") { a, b in Infallible.zip(a, b) }
    infallibles("Infallible.combineLatest(_:resultSelector:) [collection]") { a, b in
        Infallible.combineLatest([a, b]) { $0.reduce(0, +) }
    }
    infallibles("Infallible.combineLatest(_:) [collection]") { a, b in Infallible.combineLatest([a, b]) }
    custom("Infallible.combineLatest(_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 3)) { c in
        Infallible.combineLatest(c.infallible(0), c.infallible(1), c.infallible(2)) { $0 + $1 + $2 }
    }
    custom("Infallible.combineLatest(_:_:_:)", inputs: Array(repeating: .infallible, count: 3)) { c in
        Infallible.combineLatest(c.infallible(0), c.infallible(1), c.infallible(2)).map { $0.0 + $0.2 }
    }
    custom("Infallible.combineLatest(_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 4)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3)
        ) { $0 + $1 + $2 + $3 }
    }
    custom("Infallible.combineLatest(_:_:_:_:)", inputs: Array(repeating: .infallible, count: 4)) { c in
        Infallible.combineLatest(c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3)).map { $0.0 + $0.3 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 5)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4)
        ) { $0 + $1 + $2 + $3 + $4 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 5)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4)
        ).map { $0.0 + $0.4 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 6)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 6)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5)
        ).map { $0.0 + $0.5 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 7)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 7)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6)
        ).map { $0.0 + $0.6 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 8)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 8)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7)
        ).map { $0.0 + $0.7 }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 9)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7), c.infallible(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("Infallible.combineLatest(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 9)) { c in
        Infallible.combineLatest(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7), c.infallible(8)
        ).map { $0.0 + $0.8 }
    }
    custom("Infallible.zip(_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 3)) { c in
        Infallible.zip(c.infallible(0), c.infallible(1), c.infallible(2)) { $0 + $1 + $2 }
    }
    custom("Infallible.zip(_:_:_:)", inputs: Array(repeating: .infallible, count: 3)) { c in
        Infallible.zip(c.infallible(0), c.infallible(1), c.infallible(2)).map { $0.0 + $0.2 }
    }
    custom("Infallible.zip(_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 4)) { c in
        Infallible.zip(c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3)) { $0 + $1 + $2 + $3 }
    }
    custom("Infallible.zip(_:_:_:_:)", inputs: Array(repeating: .infallible, count: 4)) { c in
        Infallible.zip(c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3)).map { $0.0 + $0.3 }
    }
    custom("Infallible.zip(_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 5)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4)
        ) { $0 + $1 + $2 + $3 + $4 }
    }
    custom("Infallible.zip(_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 5)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4)
        ).map { $0.0 + $0.4 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 6)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5)
        ) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 6)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5)
        ).map { $0.0 + $0.5 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 7)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 7)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6)
        ).map { $0.0 + $0.6 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 8)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 8)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7)
        ).map { $0.0 + $0.7 }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:_:_:_:resultSelector:)", inputs: Array(repeating: .infallible, count: 9)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7), c.infallible(8)
        ) { (v0: Int, v1: Int, v2: Int, v3: Int, v4: Int, v5: Int, v6: Int, v7: Int, v8: Int) -> Int in
            v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
        }
    }
    custom("Infallible.zip(_:_:_:_:_:_:_:_:_:_:)", inputs: Array(repeating: .infallible, count: 9)) { c in
        Infallible.zip(
            c.infallible(0), c.infallible(1), c.infallible(2), c.infallible(3), c.infallible(4), c.infallible(5),
            c.infallible(6), c.infallible(7), c.infallible(8)
        ).map { $0.0 + $0.8 }
    }
    infallible("Infallible.create(subscribe:)") { source in
        Infallible<Int>.create { observer in
            source.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
        }
    }
    make("Infallible.just(_:)") { Infallible.just(1) }
    makeTimed("Infallible.just(_:scheduler:)") { Infallible.just(1, scheduler: $0) }
    make("Infallible.never()") { Infallible<Int>.never() }.expect(.elements, .silent)
    make("Infallible.empty()") { Infallible<Int>.empty() }
    infallible("Infallible.deferred(_:)") { source in Infallible.deferred { source } }
    make("Infallible.of(_:scheduler:)") { Infallible.of(1, 2, 3) }
    make("Infallible.from(_:scheduler:)") { Infallible.from([1, 2, 3]) }
    makeTimed("Infallible.from(_:scheduler:) [sequence, scheduled]") { Infallible.from(1...3, scheduler: $0) }
    makeTimed("Infallible.repeatElement(_:scheduler:)") { Infallible.repeatElement(7, scheduler: $0) }
        .expect(.elements, .silent)
    makeTimed("Infallible.interval(_:scheduler:)") { Infallible<Int>.interval(.seconds(10), scheduler: $0) }
        .expect(.elements, .silent)
    makeTimed("Infallible.timer(_:period:scheduler:)") { Infallible<Int>.timer(.seconds(10), scheduler: $0) }
    infallibleTimed("Infallible.observe(on:)") { $0.observe(on: $1) }
    infallibleTimed("Infallible.subscribe(on:)") { $0.subscribe(on: $1) }.quirk(.disposesUpstreamOnScheduler)
    infallible("Infallible.distinctUntilChanged(_:comparer:)") { $0.distinctUntilChanged({ $0 / 2 }, comparer: ==) }
    infallible("Infallible.withUnretained(_:resultSelector:)") { $0.withUnretained(anchor) { "\($0):\($1)" } }
    infallible("Infallible." + debugKey) { $0.debug("behaviour", trimOutput: true) }
    custom("Infallible.take(until:) [observable]", inputs: [.infallible, .observable]) {
        $0.infallible(0).take(until: $0.observable(1))
    }.expect(.error(1), .completes)
    custom("Infallible.skip(until:) [observable]", inputs: [.infallible, .observable]) {
        $0.infallible(0).skip(until: $0.observable(1))
    }.expect(.empty(1), .silent).expect(.error(1), .completes).quirk(.orderDependentOutcome)
    custom("Infallible.flatMap(_:) [observable]", inputs: [.infallible, .observable]) { inputs in
        inputs.infallible(0).flatMap { _ in inputs.observable(1) }
    }
    custom("Infallible.concat(_:) [observable]", inputs: [.infallible, .observable]) {
        $0.infallible(0).concat($0.observable(1))
    }
    infallibles("Infallible.concat(_:) [variadic]") { a, b in Infallible.concat(a, b) }
}

@TableBuilder var asyncEntries: [Entry] {
    asyncOp("flatMap(_:) [async]") { $0.flatMap { (value: Int) async throws -> Int in value + 1 } }
    asyncOp("flatMapLatest(_:) [async]") { $0.flatMapLatest { (value: Int) async throws -> Int in value + 1 } }
    asyncOp("concatMap(_:) [async]") { $0.concatMap { (value: Int) async throws -> Int in value + 1 } }
    asyncThrowing("flatMap(_:) [async]") { source, error in
        source.flatMap { (_: Int) async throws -> Int in throw error }
    }
    asyncThrowing("flatMapLatest(_:) [async]") { source, error in
        source.flatMapLatest { (_: Int) async throws -> Int in throw error }
    }
    asyncThrowing("concatMap(_:) [async]") { source, error in
        source.concatMap { (_: Int) async throws -> Int in throw error }
    }
    asyncMake("create(detached:priority:work:)") { Observable<Int>.create(work: { yield in yield(1); yield(2) }) }
    asyncMake("Single.create(detached:priority:work:)") { Single<Int>.create(work: { 1 }) }
    asyncMake("Maybe.create(detached:priority:work:)") { Maybe<Int>.create(work: { 1 }) }
    asyncMake("Completable.create(detached:priority:work:)") { Completable.create(work: {}) }
    asyncMake("AsyncSequence.asObservable()") {
        AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }.asObservable()
    }
    asyncMake("AsyncSequence.asInfallible()") {
        AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }.asInfallible()
    }
    asyncMake("AsyncSequence.asObservable(priority:)") {
        AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }.asObservable(priority: .high)
    }
    asyncMake("AsyncSequence.asInfallible(priority:)") {
        AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }.asInfallible(priority: .low)
    }
}

/// A group of table entries reached through a protocol requirement.
protocol EntrySection {
    static var entries: [Entry] { get }
}

func entries<Section: EntrySection>(of section: Section.Type) -> [Entry] {
    section.entries
}

/// The deprecated RxSwift spellings. They live in a deprecated context (so that using them does not warn) and
/// are reached through `EntrySection`, whose requirement is not deprecated.
enum DeprecatedSpellings: EntrySection {
    @available(*, deprecated, message: "exercises the deprecated RxSwift spellings")
    @TableBuilder static var entries: [Entry] {
        op("elementAt(_:)") { $0.elementAt(1) }.expect(.empty(0), .failsOther)
        op("skipWhile(_:)") { $0.skipWhile { $0 < 2 } }
        op("takeWhile(_:)") { $0.takeWhile { $0 < 3 } }
        op("takeUntil(_:predicate:)") { $0.takeUntil(.inclusive) { $0 == 2 } }
        throwing("takeUntil(_:predicate:)") { source, error in source.takeUntil(.exclusive) { _ in throw error } }
        multi("takeUntil(_:)") { a, b in a.takeUntil(b) }.expect(.error(0), .completes).expect(.error(1), .completes)
        multi("skipUntil(_:)") { a, b in a.skipUntil(b) }.expect(.empty(1), .silent).expect(.error(1), .completes)
            .quirk(.orderDependentOutcome)
        multi("catchError(_:)") { a, b in a.catchError { _ in b } }.expect(.error(0), .completes)
            .expect(.error(1), .completes)
        multi("catchError(_:) [static]") { a, b in Observable<Int>.catchError([a, b]) }.expect(.error(0), .completes)
            .expect(.error(1), .completes)
        op("catchErrorJustReturn(_:)") { $0.catchErrorJustReturn(-1) }.expect(.error(0), .completes)
        op("retryWhen(_:)") { $0.retryWhen { (errors: Observable<BehaviourError>) in errors } }
            .expect(.error(0), .silent).quirk(.resubscribes)
        op("retryWhen(_:) [any error]") { $0.retryWhen { (errors: Observable<any Error>) in errors } }
            .expect(.error(0), .silent).quirk(.resubscribes)
        timed("take(_:scheduler:)") { $0.take(.seconds(27), scheduler: $1) }
            .expect(.error(0), .completes).expect(.never, .completes)
        timed("observeOn(_:)") { $0.observeOn($1) }
        timed("subscribeOn(_:)") { $0.subscribeOn($1) }.quirk(.disposesUpstreamOnScheduler)
        single("Single.catchErrorJustReturn(_:)") { $0.catchErrorJustReturn(-1) }.expect(.error(0), .completes)
        singles("PrimitiveSequence.catchError(_:)") { a, b in a.catchError { _ in b } }.expect(.error(0), .completes)
            .expect(.error(1), .completes)
        single("PrimitiveSequence.retryWhen(_:)") { $0.retryWhen { (errors: Observable<BehaviourError>) in errors } }
            .expect(.error(0), .silent).quirk(.resubscribes)
        singleTimed("PrimitiveSequence.observeOn(_:)") { $0.observeOn($1) }
        singleTimed("PrimitiveSequence.subscribeOn(_:)") { $0.subscribeOn($1) }.quirk(.disposesUpstreamOnScheduler)
        maybe("Maybe.catchErrorJustReturn(_:)") { $0.catchErrorJustReturn(-1) }.expect(.error(0), .completes)
        single("PrimitiveSequence.retryWhen(_:) [any error]") { $0.retryWhen { (errors: Observable<any Error>) in errors } }
            .expect(.error(0), .silent).quirk(.resubscribes)
    }
}
