// SendableRx tests — the Sendable recipes (SendableObservable, SendableInfallible, and SendablePrimitiveSequence as
// SendableSingle, SendableMaybe, SendableCompletable): stored in a Sendable class, an actor and a static let; one fresh sequence per
// subscription; subject-backed recipes keep the subject's hot behaviour at exact ticks; the trait forms.

import Foundation
import SendableRx
import SendableRxTest
import Synchronization
import XCTest

/// A `Sendable` store that exposes a subject read-only and a cold recipe.
private final class CountStore: Sendable {
    private let changes = PublishSubject<Int>()
    let counts: SendableObservable<Int>
    let builds = SharedCounter()
    let numbered: SendableObservable<Int>

    static let greeting = SendableObservable { Observable.of("hello", "world") }
    static let answer = SendableSingle { Single.just(42) }

    init() {
        counts = SendableObservable(changes)
        let builds = self.builds
        numbered = SendableObservable {
            builds.increment()
            let build = builds.value
            return Observable.of(build * 10, build * 10 + 1)
        }
    }

    var isObserved: Bool { changes.hasObservers }

    func send(_ value: Int) { changes.onNext(value) }
    func finish() { changes.onCompleted() }
}

/// An actor whose recipe can be read from any isolation without `await`.
private actor Feed {
    nonisolated let items: SendableObservable<String>
    private let subject: ReplaySubject<String>

    init() {
        let subject = ReplaySubject<String>.createUnbounded()
        self.subject = subject
        items = SendableObservable(subject)
    }

    func publish(_ item: String) {
        subject.onNext(item)
    }

    func close() {
        subject.onCompleted()
    }
}

final class SendableObservableTests: RxTestCase {
    func testASubjectBackedRecipeIsTheSubjectAtExactTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let recipe = SendableObservable(subject)
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onNext(3) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        let direct = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = subject.subscribe(direct) }
        let throughRecipe = scheduler.start { recipe.map { $0 * 10 } }
        XCTAssertEqual(throughRecipe.events, [.next(250, 20), .next(300, 30), .completed(400)])
        XCTAssertEqual(direct.events, [.next(250, 2), .next(300, 3), .completed(400)])
    }

    func testEachSubscriptionBuildsAFreshSequence() {
        let store = CountStore()
        var first: [Int] = []
        var second: [Int] = []
        _ = store.numbered.subscribe(onNext: { first.append($0) })
        _ = store.numbered.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [10, 11])
        XCTAssertEqual(second, [20, 21])
        XCTAssertEqual(store.builds.value, 2)
        _ = store.numbered.asObservable()
        XCTAssertEqual(store.builds.value, 3, "asObservable() builds one too")
    }

    func testShareInsideTheRecipeIsPerSubscription() {
        let builds = Atomic<Int>(0)
        let recipe = SendableObservable {
            Observable<Int>.deferred {
                .just(builds.add(1, ordering: .relaxed).newValue)
            }
            .share(replay: 1, scope: .forever)
        }
        var values: [Int] = []
        _ = recipe.subscribe(onNext: { values.append($0) })
        _ = recipe.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2], "every subscription calls the recipe, so each gets its own share")
    }

    func testSubscriptionsFromSeveralTasksShareTheSubject() async {
        let store = CountStore()
        let received = SharedState<[String: [Int]]>([:])
        let subscriptions = (0..<3).map { index in
            store.counts.subscribe(onNext: { value in
                received.mutate { $0["\(index)", default: []].append(value) }
            })
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { store.send(1) }
        }
        await Task.detached { store.send(2) }.value
        XCTAssertEqual(received.value, ["0": [1, 2], "1": [1, 2], "2": [1, 2]])
        for subscription in subscriptions { subscription.dispose() }
    }

    func testAStoredRecipeCrossesIntoATaskAndIntoValues() async throws {
        let store = CountStore()
        let collected = Task {
            var values: [Int] = []
            for try await value in store.counts.values {
                values.append(value)
            }
            return values
        }
        let subscribed = await pollUntil { store.isObserved }
        XCTAssertTrue(subscribed)
        store.send(7)
        store.send(8)
        store.finish()
        let values = try await collected.value
        XCTAssertEqual(values, [7, 8])
    }

    func testStaticRecipes() async throws {
        let greeting = try await CountStore.greeting.toArray().value
        XCTAssertEqual(greeting, ["hello", "world"])
        let answer = try await CountStore.answer.value
        XCTAssertEqual(answer, 42)
    }

    func testAnActorsRecipeIsReadWithoutAwait() async {
        let feed = Feed()
        await feed.publish("a")
        await feed.publish("b")
        await feed.close()
        var items: [String] = []
        var completed = false
        _ = feed.items.subscribe(onNext: { items.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(items, ["a", "b"])
        XCTAssertTrue(completed)
    }

    func testDisposingASubscriptionDisposesTheBuiltSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let recipe = SendableObservable(subject)
        scheduler.scheduleAt(300) { subject.onNext(1) }
        scheduler.scheduleAt(500) { subject.onNext(2) }
        let observer = scheduler.start(disposed: 400) { recipe }
        XCTAssertEqual(observer.events, [.next(300, 1)])
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: the trait forms

    func testSingleRecipe() {
        let builds = Atomic<Int>(0)
        let recipe = SendableSingle { Single.just(builds.add(1, ordering: .relaxed).newValue) }
        var results: [String] = []
        _ = recipe.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("\($0)") })
        _ = recipe.primitiveSequence.map { $0 * 100 }.subscribe(onSuccess: { results.append("mapped \($0)") })
        XCTAssertEqual(results, ["success 1", "mapped 200"])
    }

    func testSingleRecipeFailure() {
        let recipe = SendableSingle<Int> { Single.error(TestError("single")) }
        var results: [String] = []
        _ = recipe.subscribe(onSuccess: { results.append("success \($0)") }, onFailure: { results.append("\($0)") })
        XCTAssertEqual(results, ["TestError(single)"])
    }

    func testMaybeRecipe() {
        let some = SendableMaybe { Maybe.just("x") }
        let none = SendableMaybe<String> { Maybe.empty() }
        var results: [String] = []
        _ = some.subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("completed") })
        _ = none.subscribe(onSuccess: { results.append("success \($0)") }, onCompleted: { results.append("completed") })
        XCTAssertEqual(results, ["success x", "completed"])
    }

    func testCompletableRecipe() async throws {
        let saves = Atomic<Int>(0)
        let save = SendableCompletable {
            Completable.create { completable in
                saves.add(1, ordering: .relaxed)
                completable(.completed)
                return Disposables.create()
            }
        }
        var completed = 0
        _ = save.subscribe(onCompleted: { completed += 1 })
        try await save.value
        XCTAssertEqual(completed, 1)
        XCTAssertEqual(saves.load(ordering: .relaxed), 2)
    }

    func testInfallibleRecipe() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let recipe = SendableInfallible { subject.asInfallible(onErrorJustReturn: -1) }
        scheduler.scheduleAt(300) { subject.onNext(3) }
        scheduler.scheduleAt(400) { subject.onError(TestError()) }
        let observer = scheduler.start { recipe.map { $0 * 2 } }
        XCTAssertEqual(observer.events, [.next(300, 6), .next(400, -2), .completed(400)])
    }

    func testInfallibleRecipeSubscribeAndConversion() async {
        let recipe = SendableInfallible { Infallible.of("a", "b") }
        var received: [String] = []
        var completed = false
        _ = recipe.subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, ["a", "b"])
        XCTAssertTrue(completed)
        var values: [String] = []
        for await value in recipe.asInfallible().values {
            values.append(value)
        }
        XCTAssertEqual(values, ["a", "b"])
    }

    func testMaybeRecipeValue() async throws {
        let some = SendableMaybe { Maybe.just(3) }
        let none = SendableMaybe<Int> { Maybe.empty() }
        let someValue = try await some.value
        let noneValue = try await none.value
        XCTAssertEqual(someValue, 3)
        XCTAssertNil(noneValue)
    }
}
