// SendableRxCocoa tests — the bind(to:) and bind(onNext:) overloads RxCocoa adds for Infallible, and
// Observable.bind(with:onNext:).

import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

final class InfallibleBindTests: RxTestCase {
    func testBindToObserversAndOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let infallible = source.asInfallible(onErrorJustReturn: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) {
            _ = infallible.bind(to: first, second)
            _ = infallible.bind(to: optional)
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(optional.events, [.next(210, 1), .completed(220)])
    }

    func testBindToEveryRelayKind() {
        let infallible = Infallible.from([1, 2])
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.createUnbound()
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        _ = infallible.bind(to: behavior)
        _ = infallible.bind(to: optionalBehavior)
        _ = infallible.bind(to: publish)
        _ = infallible.bind(to: optionalPublish)
        _ = infallible.bind(to: replay)
        _ = infallible.bind(to: optionalReplay)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(published, [1, 2, 1, 2])
        var replayed: [Int] = []
        var replayedOptional: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { replayedOptional.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(replayedOptional, [2])
    }

    func testBindToBinderFunctionsAndCurriedBinders() {
        let infallible = Infallible.just(5)
        let result = infallible.bind(to: { (source: Infallible<Int>) -> String in "bound \(type(of: source))" })
        XCTAssertEqual(result, "bound Infallible<Int>")
        var log: [String] = []
        func binder(_ source: Infallible<Int>) -> (String) -> any Disposable {
            { prefix in source.subscribe(onNext: { log.append("\(prefix)\($0)") }) }
        }
        _ = infallible.bind(to: binder, curriedArgument: "value ")
        XCTAssertEqual(log, ["value 5"])
    }

    func testBindOnNextAndWithObject() {
        var log: [String] = []
        _ = Infallible.of(1, 2).bind(onNext: { log.append("next \($0)") })
        let owner = Owner("o")
        _ = Infallible.of(3).bind(with: owner, onNext: { owner, value in log.append("\(owner.name) \(value)") })
        _ = Observable.of(4).bind(with: owner, onNext: { owner, value in log.append("observable \(owner.name) \(value)") })
        XCTAssertEqual(log, ["next 1", "next 2", "o 3", "observable o 4"])
    }

    func testBindWithObjectDoesNotRetainIt() {
        var owner: Owner? = Owner("o")
        weak let weakOwner = owner
        let relay = PublishRelay<Int>()
        var log: [String] = []
        let subscription = relay.asObservable().bind(with: owner!, onNext: { owner, value in log.append("\(owner.name)\(value)") })
        relay.accept(1)
        owner = nil
        XCTAssertNil(weakOwner)
        relay.accept(2)
        XCTAssertEqual(log, ["o1"])
        subscription.dispose()
    }
}
