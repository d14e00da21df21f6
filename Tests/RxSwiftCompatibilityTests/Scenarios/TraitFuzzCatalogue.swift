// SendableRx compatibility scenarios — the steps and observers of the traitFuzz group (TraitFuzzScenarios.swift):
// one random trait operator applied to a Single, a Maybe or a Completable, and the ways a scenario watches the end
// of its pipeline.

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

/// One random step after `node`, and its name.
func traitStep(_ fuzz: TraitFuzz, _ node: TraitFuzzNode) -> (TraitFuzzNode, String) {
    switch node {
    case .single(let single): return singleStep(fuzz, single)
    case .maybe(let maybe): return maybeStep(fuzz, maybe)
    case .completable(let completable): return completableStep(fuzz, completable)
    }
}

private func singleStep(_ fuzz: TraitFuzz, _ s: Single<Int>) -> (TraitFuzzNode, String) {
    let k = fuzz.int(1...5)
    let scheduler = fuzz.scheduler
    let (time, ticks) = fuzz.duration
    switch fuzz.int(0...23) {
    case 0: return (.single(s.map { $0 + k }), "map(+\(k))")
    case 1: return (.maybe(s.compactMap { $0 % 2 == 0 ? $0 : nil }), "compactMap(even)")
    case 2: return (.maybe(s.filter { $0 > 4 }), "filter(>4)")
    case 3:
        let (inner, text) = fuzz.single(0)
        return (.single(s.flatMap { v in inner.map { $0 + v * 10 } }), "flatMap{\(text) | map(+v*10)}")
    case 4:
        let (inner, text) = fuzz.maybe(0)
        return (.maybe(s.flatMapMaybe { v in inner.map { $0 + v * 10 } }), "flatMapMaybe{\(text) | map(+v*10)}")
    case 5:
        let (inner, text) = fuzz.completable(0)
        return (.completable(s.flatMapCompletable { _ in inner }), "flatMapCompletable{\(text)}")
    case 6: return (.single(s.asObservable().asSingle()), "asObservable | asSingle")
    case 7:
        let (other, text) = fuzz.single(0)
        return (.single(Single.zip(s, other) { $0 * 100 + $1 }), "zip(\(text)){a*100+b}")
    case 8:
        let (b, bText) = fuzz.single(0)
        let (c, cText) = fuzz.single(0)
        return (
            .single(Single.zip(s, b, c).map { $0.0 * 100 + $0.1 * 10 + $0.2 }),
            "zip(\(bText), \(cText)) | map(a*100+b*10+c)"
        )
    case 9:
        var sources = [s]
        var texts: [String] = []
        for _ in 0..<fuzz.int(1...3) {
            let (other, text) = fuzz.single(0)
            sources.append(other)
            texts.append(text)
        }
        return (.single(Single.zip(sources).map { $0.reduce(0) { $0 * 10 + $1 } }), "zip([self, \(texts.joined(separator: ", "))]) | map(digits)")
    case 10:
        let (other, text) = fuzz.single(0)
        return (.single(s.catch { error in fuzz.say("catch", describe(error)); return other }), "catch{\(text)}")
    case 11: return (.single(s.catchAndReturn(-1)), "catchAndReturn(-1)")
    case 12: return (.single(s.retry(k % 3 + 1)), "retry(\(k % 3 + 1))")
    case 13: return (.single(s.retry(when: fuzz.retryNotifier(ticks))), "retry(when: twice after \(ticks))")
    case 14:
        let name = fuzz.label("do")
        return (
            .single(s.do(
                onSuccess: { fuzz.say(name, "onSuccess", $0) },
                onError: { fuzz.say(name, "onError", describe($0)) },
                onSubscribe: { fuzz.say(name, "onSubscribe") },
                onSubscribed: { fuzz.say(name, "onSubscribed") },
                onDispose: { fuzz.say(name, "onDispose") }
            )),
            name
        )
    case 15: return (.single(s.delay(time, scheduler: scheduler)), "delay(\(ticks))")
    case 16: return (.single(s.delaySubscription(time, scheduler: scheduler)), "delaySubscription(\(ticks))")
    case 17: return (.single(s.timeout(time, scheduler: scheduler)), "timeout(\(ticks))")
    case 18:
        let (other, text) = fuzz.single(0)
        return (.single(s.timeout(time, other: other, scheduler: scheduler)), "timeout(\(ticks), other: \(text))")
    case 19: return (.single(s.observe(on: scheduler)), "observe(on: scheduler)")
    case 20: return (.single(s.subscribe(on: scheduler)), "subscribe(on: scheduler)")
    case 21: return (.maybe(s.asMaybe()), "asMaybe")
    case 22: return (.completable(s.asObservable().ignoreElements().asCompletable()), "ignoreElements | asCompletable")
    default:
        let (other, text) = fuzz.single(0)
        return (
            .maybe(Observable.concat(s.asObservable(), other.asObservable()).takeLast(1).asMaybe()),
            "concat(\(text)) | takeLast(1) | asMaybe"
        )
    }
}

private func maybeStep(_ fuzz: TraitFuzz, _ m: Maybe<Int>) -> (TraitFuzzNode, String) {
    let k = fuzz.int(1...5)
    let scheduler = fuzz.scheduler
    let (time, ticks) = fuzz.duration
    switch fuzz.int(0...21) {
    case 0: return (.maybe(m.map { $0 + k }), "map(+\(k))")
    case 1: return (.maybe(m.filter { $0 % 2 == 1 }), "filter(odd)")
    case 2:
        let (inner, text) = fuzz.maybe(0)
        return (.maybe(m.flatMap { v in inner.map { $0 + v * 10 } }), "flatMap{\(text) | map(+v*10)}")
    case 3: return (.maybe(m.asObservable().asMaybe()), "asObservable | asMaybe")
    case 4:
        let (other, text) = fuzz.maybe(0)
        return (.maybe(Maybe.zip(m, other) { $0 * 100 + $1 }), "zip(\(text)){a*100+b}")
    case 5:
        let (b, bText) = fuzz.maybe(0)
        let (c, cText) = fuzz.maybe(0)
        return (
            .maybe(Maybe.zip(m, b, c).map { $0.0 * 100 + $0.1 * 10 + $0.2 }),
            "zip(\(bText), \(cText)) | map(a*100+b*10+c)"
        )
    case 6:
        let (other, text) = fuzz.maybe(0)
        return (.maybe(m.catch { error in fuzz.say("catch", describe(error)); return other }), "catch{\(text)}")
    case 7: return (.maybe(m.catchAndReturn(-1)), "catchAndReturn(-1)")
    case 8: return (.maybe(m.retry(k % 3 + 1)), "retry(\(k % 3 + 1))")
    case 9: return (.maybe(m.retry(when: fuzz.retryNotifier(ticks))), "retry(when: twice after \(ticks))")
    case 10:
        let name = fuzz.label("do")
        return (
            .maybe(m.do(
                onNext: { fuzz.say(name, "onNext", $0) },
                onError: { fuzz.say(name, "onError", describe($0)) },
                onCompleted: { fuzz.say(name, "onCompleted") },
                onSubscribe: { fuzz.say(name, "onSubscribe") },
                onSubscribed: { fuzz.say(name, "onSubscribed") },
                onDispose: { fuzz.say(name, "onDispose") }
            )),
            name
        )
    case 11: return (.single(m.ifEmpty(default: -2)), "ifEmpty(default: -2)")
    case 12:
        let (other, text) = fuzz.maybe(0)
        return (.maybe(m.ifEmpty(switchTo: other)), "ifEmpty(switchTo: \(text))")
    case 13:
        let (other, text) = fuzz.single(0)
        return (.single(m.ifEmpty(switchTo: other)), "ifEmpty(switchTo: \(text))")
    case 14: return (.single(m.asObservable().asSingle()), "asObservable | asSingle")
    case 15: return (.maybe(m.delay(time, scheduler: scheduler)), "delay(\(ticks))")
    case 16: return (.maybe(m.delaySubscription(time, scheduler: scheduler)), "delaySubscription(\(ticks))")
    case 17: return (.maybe(m.timeout(time, scheduler: scheduler)), "timeout(\(ticks))")
    case 18:
        let (other, text) = fuzz.maybe(0)
        return (.maybe(m.timeout(time, other: other, scheduler: scheduler)), "timeout(\(ticks), other: \(text))")
    case 19: return (.maybe(m.observe(on: scheduler)), "observe(on: scheduler)")
    case 20: return (.maybe(m.subscribe(on: scheduler)), "subscribe(on: scheduler)")
    default: return (.maybe(m.compactMap { $0 > 3 ? $0 * 2 : nil }), "compactMap(>3 ? *2)")
    }
}

private func completableStep(_ fuzz: TraitFuzz, _ c: Completable) -> (TraitFuzzNode, String) {
    let scheduler = fuzz.scheduler
    let (time, ticks) = fuzz.duration
    switch fuzz.int(0...19) {
    case 0:
        let (next, text) = fuzz.single(0)
        return (.single(c.andThen(next)), "andThen(\(text))")
    case 1:
        let (next, text) = fuzz.maybe(0)
        return (.maybe(c.andThen(next)), "andThen(\(text))")
    case 2:
        let (next, text) = fuzz.completable(0)
        return (.completable(c.andThen(next)), "andThen(\(text))")
    case 3:
        let (source, text) = fuzz.fuzz.source()
        return (.maybe(c.andThen(source).asMaybe()), "andThen(\(text)) | asMaybe")
    case 4:
        let (other, text) = fuzz.completable(0)
        return (.completable(Completable.zip(c, other)), "Completable.zip(self, \(text))")
    case 5:
        let (b, bText) = fuzz.completable(0)
        let (d, dText) = fuzz.completable(0)
        return (.completable(Completable.zip([c, b, d])), "Completable.zip([self, \(bText), \(dText)])")
    case 6:
        let (other, text) = fuzz.completable(0)
        return (.completable(Observable.merge(c.asObservable(), other.asObservable()).asCompletable()), "Observable.merge(self, \(text)) | asCompletable")
    case 7:
        let (other, text) = fuzz.completable(0)
        return (.completable(c.concat(other)), "concat(\(text))")
    case 8:
        let (b, bText) = fuzz.completable(0)
        let (d, dText) = fuzz.completable(0)
        return (.completable(Completable.concat(c, b, d)), "Completable.concat(self, \(bText), \(dText))")
    case 9:
        let (other, text) = fuzz.completable(0)
        return (.completable(c.catch { error in fuzz.say("catch", describe(error)); return other }), "catch{\(text)}")
    case 10:
        let n = fuzz.int(1...3)
        return (.completable(c.retry(n)), "retry(\(n))")
    case 11: return (.completable(c.retry(when: fuzz.retryNotifier(ticks))), "retry(when: twice after \(ticks))")
    case 12:
        let name = fuzz.label("do")
        return (
            .completable(c.do(
                onError: { fuzz.say(name, "onError", describe($0)) },
                onCompleted: { fuzz.say(name, "onCompleted") },
                onSubscribe: { fuzz.say(name, "onSubscribe") },
                onSubscribed: { fuzz.say(name, "onSubscribed") },
                onDispose: { fuzz.say(name, "onDispose") }
            )),
            name
        )
    case 13: return (.completable(c.delay(time, scheduler: scheduler)), "delay(\(ticks))")
    case 14: return (.completable(c.delaySubscription(time, scheduler: scheduler)), "delaySubscription(\(ticks))")
    case 15: return (.completable(c.timeout(time, scheduler: scheduler)), "timeout(\(ticks))")
    case 16:
        let (other, text) = fuzz.completable(0)
        return (.completable(c.timeout(time, other: other, scheduler: scheduler)), "timeout(\(ticks), other: \(text))")
    case 17: return (.completable(c.observe(on: scheduler)), "observe(on: scheduler)")
    case 18: return (.completable(c.subscribe(on: scheduler)), "subscribe(on: scheduler)")
    default: return (.completable(c.asObservable().asCompletable()), "asObservable | asCompletable")
    }
}

/// The node as an `Observable<Int>` (a Completable's never has an element).
func traitObservable(_ node: TraitFuzzNode) -> Observable<Int> {
    switch node {
    case .single(let single): return single.asObservable()
    case .maybe(let maybe): return maybe.asObservable()
    case .completable(let completable): return completable.asObservable().map { (never: Never) -> Int in }
    }
}

/// Watches `node` with one random observer that subscribes at 200 and perhaps disposes at a random time.
func traitObserve(_ fuzz: TraitFuzz, _ node: TraitFuzzNode) {
    let log = fuzz.log
    let scheduler = fuzz.scheduler
    let disposed = fuzz.chance(30) ? fuzz.int(201...700) : 1000
    let form = fuzz.int(0...4)
    log("observer:", ["scheduler.start", "handlers", "event closure", "with: owner", "asInfallible"][form],
        disposed == 1000 ? "" : "disposed at \(disposed)")
    if form == 0 {
        log.events(scheduler.start(disposed: disposed) { traitObservable(node) })
        return
    }
    let owner = TraitOwner("o")
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
        subscription = traitSubscribe(fuzz, node, form, owner)
    }
    scheduler.scheduleAt(disposed) {
        fuzz.say("dispose")
        subscription?.dispose()
    }
    scheduler.start()
}

private func traitSubscribe(_ fuzz: TraitFuzz, _ node: TraitFuzzNode, _ form: Int, _ owner: TraitOwner) -> Disposable {
    switch (node, form) {
    case (.single(let single), 1):
        return single.subscribe(
            onSuccess: { fuzz.say("success", $0) },
            onFailure: { fuzz.say("failure", describe($0)) },
            onDisposed: { fuzz.say("disposed") }
        )
    case (.single(let single), 2):
        return single.subscribe { event in
            switch event {
            case .success(let value): fuzz.say("event success", value)
            case .failure(let error): fuzz.say("event failure", describe(error))
            }
        }
    case (.single(let single), 3):
        return single.subscribe(
            with: owner,
            onSuccess: { owner, value in fuzz.say(owner.name, "success", value) },
            onFailure: { owner, error in fuzz.say(owner.name, "failure", describe(error)) },
            onDisposed: { owner in fuzz.say(owner.name, "disposed") }
        )
    case (.single(let single), _):
        return traitInfallible(fuzz, single.asInfallible(onErrorJustReturn: -9))
    case (.maybe(let maybe), 1):
        return maybe.subscribe(
            onSuccess: { fuzz.say("success", $0) },
            onError: { fuzz.say("error", describe($0)) },
            onCompleted: { fuzz.say("completed") },
            onDisposed: { fuzz.say("disposed") }
        )
    case (.maybe(let maybe), 2):
        return maybe.subscribe { event in
            switch event {
            case .success(let value): fuzz.say("event success", value)
            case .error(let error): fuzz.say("event error", describe(error))
            case .completed: fuzz.say("event completed")
            }
        }
    case (.maybe(let maybe), 3):
        return maybe.subscribe(
            with: owner,
            onSuccess: { owner, value in fuzz.say(owner.name, "success", value) },
            onError: { owner, error in fuzz.say(owner.name, "error", describe(error)) },
            onCompleted: { owner in fuzz.say(owner.name, "completed") },
            onDisposed: { owner in fuzz.say(owner.name, "disposed") }
        )
    case (.maybe(let maybe), _):
        return traitInfallible(fuzz, maybe.asInfallible(onErrorJustReturn: -9))
    case (.completable(let completable), 2):
        return completable.subscribe { event in
            switch event {
            case .completed: fuzz.say("event completed")
            case .error(let error): fuzz.say("event error", describe(error))
            }
        }
    case (.completable(let completable), 3):
        return completable.subscribe(
            with: owner,
            onCompleted: { owner in fuzz.say(owner.name, "completed") },
            onError: { owner, error in fuzz.say(owner.name, "error", describe(error)) },
            onDisposed: { owner in fuzz.say(owner.name, "disposed") }
        )
    case (.completable(let completable), _):
        return completable.subscribe(
            onCompleted: { fuzz.say("completed") },
            onError: { fuzz.say("error", describe($0)) },
            onDisposed: { fuzz.say("disposed") }
        )
    }
}

private func traitInfallible(_ fuzz: TraitFuzz, _ infallible: Infallible<Int>) -> Disposable {
    infallible.subscribe(
        onNext: { fuzz.say("infallible next", $0) },
        onCompleted: { fuzz.say("infallible completed") },
        onDisposed: { fuzz.say("infallible disposed") }
    )
}
