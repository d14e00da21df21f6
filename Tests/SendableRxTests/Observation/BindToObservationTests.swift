// SendableRx tests — Rx → Observation: `bind(to: model, \.property)` from nonisolated code (on a TestScheduler, exact
// ticks and subscription intervals), from the main actor and from another actor; optional properties, Infallible,
// the weakly held model, completion, disposal, and the round trip through `observe`.

import Foundation
import Observation
import SendableRx
import SendableRxTest
import XCTest

@MainActor
@Observable
final class ScreenModel {
    var title = ""
    var subtitle: String?
    @ObservationIgnored var setOnMainThread: [Bool] = []

    /// Sets `title`, recording whether the setter ran on the main thread.
    var recordedTitle: String {
        get { title }
        set {
            setOnMainThread.append(Thread.isMainThread)
            title = newValue
        }
    }
}

@Observable
final class ProfileModel {
    var name = ""
    var nickname: String?
    var greeting = ""
}

final class BindToObservationTests: RxTestCase {
    // MARK: nonisolated code, on a TestScheduler

    func testEachElementSetsThePropertyWhenItArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ProfileModel()
        let names = scheduler.createHotObservable([
            .next(150, "before"),
            .next(210, "Ada"),
            .next(300, "Grace"),
            .next(300, "Edsger"),
            .completed(400),
            .next(410, "after"),
        ])
        var subscription: (any Disposable)?
        var seen: [String] = []
        scheduler.scheduleAt(200) { subscription = names.bind(to: model, \.name) }
        scheduler.scheduleAt(210) { seen.append(model.name) }
        scheduler.scheduleAt(350) { seen.append(model.name) }
        scheduler.scheduleAt(500) { seen.append(model.name) }
        scheduler.start()
        XCTAssertEqual(seen, ["Ada", "Edsger", "Edsger"])
        XCTAssertEqual(names.subscriptions, [Subscription(200, 400)], "completion ends the binding")
        subscription?.dispose()
    }

    func testTheBoundPropertyIsObservedAtTheTicksItChanges() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let model = ProfileModel()
        let names = scheduler.createHotObservable([
            .next(250, "Ada"),
            .next(300, "Grace"),
            .completed(600),
        ])
        var binding: (any Disposable)?
        scheduler.scheduleAt(150) { binding = names.bind(to: model, \.name) }
        let observer = scheduler.start { Observable.observe(on: scheduler) { model.name } }
        XCTAssertEqual(observer.events, [.next(200, ""), .next(250, "Ada"), .next(300, "Grace")])
        XCTAssertEqual(names.subscriptions, [Subscription(150, 600)])
        binding?.dispose()
    }

    func testBindingAnOptionalProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ProfileModel()
        let nicknames = scheduler.createColdObservable([.next(10, "Amazing Grace"), .completed(20)])
        var seen: [String?] = []
        scheduler.scheduleAt(200) { _ = nicknames.bind(to: model, \.nickname) }
        scheduler.scheduleAt(205) { seen.append(model.nickname) }
        scheduler.scheduleAt(215) { seen.append(model.nickname) }
        scheduler.start()
        XCTAssertEqual(seen, [nil, "Amazing Grace"])
        XCTAssertEqual(nicknames.subscriptions, [Subscription(200, 220)])
    }

    func testDisposingEndsTheBinding() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ProfileModel()
        let names = scheduler.createHotObservable([.next(210, "Ada"), .next(310, "Grace")])
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) { subscription = names.bind(to: model, \.name) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(model.name, "Ada")
        XCTAssertEqual(names.subscriptions, [Subscription(200, 300)])
    }

    func testTheBindingHoldsTheModelWeakly() {
        let subject = PublishSubject<String>()
        weak var weakModel: ProfileModel?
        var subscription: (any Disposable)?
        do {
            let model = ProfileModel()
            weakModel = model
            subscription = subject.bind(to: model, \.name)
            subject.onNext("Ada")
            XCTAssertEqual(model.name, "Ada")
        }
        XCTAssertNil(weakModel, "the binding does not keep the model")
        subject.onNext("ignored once the model is gone")
        XCTAssertTrue(subject.hasObservers, "the binding itself lasts until it is disposed")
        subscription?.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testInfallibleBinding() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = ProfileModel()
        let names = scheduler.createHotObservable([.next(210, "Ada"), .completed(300)])
        var seen: [String] = []
        scheduler.scheduleAt(200) {
            _ = names.asInfallible(onErrorJustReturn: "error").bind(to: model, \.name)
            _ = Infallible.just("Lovelace").bind(to: model, \.nickname)
        }
        scheduler.scheduleAt(250) { seen.append("\(model.name) \(model.nickname ?? "-")") }
        scheduler.start()
        XCTAssertEqual(seen, ["Ada Lovelace"])
        XCTAssertEqual(names.subscriptions, [Subscription(200, 300)])
    }

    func testRoundTripFromOneModelToAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ProfileModel()
        let target = ProfileModel()
        scheduler.scheduleAt(300) { source.name = "Ada" }
        scheduler.scheduleAt(400) { source.name = "Grace" }
        var binding: (any Disposable)?
        scheduler.scheduleAt(200) {
            binding = Observable.observe(on: scheduler) { source.name }
                .map { $0.isEmpty ? "Hello!" : "Hello, \($0)!" }
                .bind(to: target, \.greeting)
        }
        let greetings = scheduler.start { Observable.observe(on: scheduler) { target.greeting } }
        // At 201 the binding's first read (scheduled first) sets the greeting before the observer's first read;
        // a later change is read at the next tick, bound, and read again from the target one tick after that.
        XCTAssertEqual(greetings.events, [
            .next(201, "Hello!"),
            .next(302, "Hello, Ada!"),
            .next(402, "Hello, Grace!"),
        ])
        binding?.dispose()
    }

    // MARK: the main actor

    @MainActor
    func testFromTheMainActorThePropertyIsSetOnTheMainActor() async {
        let screen = ScreenModel()
        let titles = PublishSubject<String>()
        let subtitles = PublishSubject<String>()
        let titleBinding = titles.bind(to: screen, \.recordedTitle)
        let subtitleBinding = subtitles.bind(to: screen, \.subtitle)
        await Task.detached {
            titles.onNext("one")
            titles.onNext("two")
            subtitles.onNext("sub")
        }.value
        let delivered = await pollUntilOnMain { screen.title == "two" && screen.subtitle == "sub" }
        XCTAssertTrue(delivered)
        XCTAssertEqual(screen.setOnMainThread, [true, true])
        titleBinding.dispose()
        subtitleBinding.dispose()
    }

    @MainActor
    func testFromTheMainActorEvenASynchronousSourceIsSetInALaterJob() async {
        let screen = ScreenModel()
        let binding = Observable.just("at once?").bind(to: screen, \.title)
        XCTAssertEqual(screen.title, "", "delivery on an actor is asynchronous, as with subscribe(isolation:)")
        let delivered = await pollUntilOnMain { screen.title == "at once?" }
        XCTAssertTrue(delivered)
        binding.dispose()
    }

    // MARK: another actor

    func testFromAnActorThePropertyIsSetOnTheActor() async {
        let owner = ProfileOwner()
        let names = PublishSubject<String>()
        await owner.bind(names.asObservable())
        await Task.detached {
            names.onNext("Ada")
            names.onNext("Grace")
        }.value
        let delivered = await pollUntil { await owner.name == "Grace" }
        XCTAssertTrue(delivered)
        await owner.unbind()
        XCTAssertFalse(names.hasObservers)
    }
}

/// An actor that owns an `@Observable` model and binds into it from its own isolation.
private actor ProfileOwner {
    let model = ProfileModel()
    private var binding: (any Disposable)?

    var name: String { model.name }

    func bind(_ names: Observable<String>) {
        binding = names.bind(to: model, \.name)
    }

    func unbind() {
        binding?.dispose()
    }
}
