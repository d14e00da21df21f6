// SendableRxRelay tests — `bind(to:)` from observables to one or several relays, optional-element relays,
// disposal of the binding, and the programmer-error outcome of an error reaching a relay (an exit test).

import SendableRx
import SendableRxRelay
import SendableRxTest
import Testing
import XCTest

final class BindToRelayTests: RelayTestCase {
    // MARK: Infallible (RxCocoa's Infallible+Bind)

    func testInfallibleBindToRelays() {
        let publish = PublishRelay<Int>()
        var published: [Int] = []
        let subscription = publish.subscribe(onNext: { published.append($0) })
        let binding = Infallible.of(1, 2).bind(to: publish)
        XCTAssertEqual(published, [1, 2])
        binding.dispose()
        subscription.dispose()

        let behavior = BehaviorRelay(value: 0)
        let other = BehaviorRelay(value: 0)
        _ = Infallible.of(3, 4).bind(to: behavior, other)
        XCTAssertEqual(behavior.value, 4)
        XCTAssertEqual(other.value, 4)

        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        _ = Infallible.of(5, 6, 7).bind(to: replay)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [6, 7])
    }

    func testInfallibleBindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        var published: [Int?] = []
        let subscription = publish.subscribe(onNext: { published.append($0) })
        _ = Infallible.just(1).bind(to: publish)
        subscription.dispose()
        XCTAssertEqual(published, [1])
        let behavior = BehaviorRelay<Int?>(value: nil)
        _ = Infallible.just(2).bind(to: behavior)
        XCTAssertEqual(behavior.value, 2)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = Infallible.just(3).bind(to: replay)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [3])
    }

    func testInfallibleBindingEndsWhenDisposedAndIgnoresCompletion() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.asInfallible().bind(to: target)
        source.accept(1)
        binding.dispose()
        source.accept(2)
        XCTAssertEqual(target.value, 1)
        _ = Infallible<Int>.empty().bind(to: target)
        XCTAssertEqual(target.value, 1, "completion does not reach the relay")
    }

    func testBindToOnePublishRelay() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        let binding = Observable.of(1, 2, 3).bind(to: relay)
        XCTAssertEqual(received, [1, 2, 3])
        binding.dispose()
        subscription.dispose()
    }

    func testBindToSeveralPublishRelays() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        var received: [String] = []
        let s1 = first.subscribe(onNext: { received.append("first \($0)") })
        let s2 = second.subscribe(onNext: { received.append("second \($0)") })
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(received, ["first 1", "second 1", "first 2", "second 2"])
        s1.dispose()
        s2.dispose()
    }

    func testBindToOptionalPublishRelays() {
        let first = PublishRelay<Int?>()
        let second = PublishRelay<Int?>()
        var received: [Int?] = []
        let s1 = first.subscribe(onNext: { received.append($0) })
        let s2 = second.subscribe(onNext: { received.append($0) })
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(received, [1, 1, 2, 2])
        s1.dispose()
        s2.dispose()
    }

    func testBindToBehaviorRelays() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: -1)
        _ = Observable.of(1, 2, 3).bind(to: first, second)
        XCTAssertEqual(first.value, 3)
        XCTAssertEqual(second.value, 3)
    }

    func testBindToOptionalBehaviorRelays() {
        let first = BehaviorRelay<String?>(value: nil)
        let second = BehaviorRelay<String?>(value: "x")
        _ = Observable.just("a").bind(to: first)
        XCTAssertEqual(first.value, "a")
        _ = Observable.of("b", "c").bind(to: first, second)
        XCTAssertEqual(first.value, "c")
        XCTAssertEqual(second.value, "c")
    }

    func testBindToReplayRelays() {
        let first = ReplayRelay<Int>.create(bufferSize: 2)
        let second = ReplayRelay<Int>.createUnbound()
        _ = Observable.of(1, 2, 3).bind(to: first, second)
        var fromFirst: [Int] = []
        var fromSecond: [Int] = []
        let s1 = first.subscribe(onNext: { fromFirst.append($0) })
        let s2 = second.subscribe(onNext: { fromSecond.append($0) })
        XCTAssertEqual(fromFirst, [2, 3])
        XCTAssertEqual(fromSecond, [1, 2, 3])
        s1.dispose()
        s2.dispose()
    }

    func testBindToOptionalReplayRelays() {
        let first = ReplayRelay<Int?>.createUnbound()
        let second = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = Observable.of(1, 2).bind(to: first, second)
        var fromFirst: [Int?] = []
        var fromSecond: [Int?] = []
        _ = first.subscribe(onNext: { fromFirst.append($0) })
        _ = second.subscribe(onNext: { fromSecond.append($0) })
        XCTAssertEqual(fromFirst, [1, 2])
        XCTAssertEqual(fromSecond, [2])
    }

    func testDisposingTheBindingStopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(320, 3), .completed(400),
        ])
        let relay = BehaviorRelay(value: 0)
        var binding: (any Disposable)?
        scheduler.scheduleAt(200) { binding = source.asObservable().bind(to: relay) }
        scheduler.scheduleAt(300) { binding?.dispose() }
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = relay.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(100, 0), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(relay.value, 2)
    }

    func testBindingARelayToARelay() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let binding = source.bind(to: target)
        source.accept(4)
        XCTAssertEqual(target.value, 4)
        binding.dispose()
        source.accept(5)
        XCTAssertEqual(target.value, 4)
    }
}

#if os(macOS) || os(Linux)  // exit tests: Swift Testing has none on iOS, tvOS, watchOS or visionOS
/// An error reaching a relay binding is a programmer error: in debug builds (the tests' build) it stops the process.
@Suite struct BindToRelayErrorTests {
    struct BindingError: Error {}

    @Test func errorBoundToPublishRelayStopsTheProcessInDebug() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(BindingError()).bind(to: PublishRelay<Int>())
        }
    }

    @Test func errorBoundToBehaviorRelayStopsTheProcessInDebug() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(BindingError()).bind(to: BehaviorRelay(value: 0))
        }
    }

    @Test func errorBoundToReplayRelayStopsTheProcessInDebug() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int?>.error(BindingError()).bind(to: ReplayRelay<Int?>.createUnbound())
        }
    }
}
#endif
