// SendableRx tests — a serializing sink's completion (alone, or after a last element) sent while another of its
// deliveries is in progress waits behind it; sent when none is, it goes straight through. Each scenario completes
// the source from inside the observer's handler of an element, at one virtual instant.

import SendableRx
import SendableRxTest
import XCTest

final class SerializedTerminalDeliveryTests: RxTestCase {
    /// Subscribes `observable` at 200 with a handler that records each event, then runs `reaction` for each element;
    /// disposes at 1,000 and returns the recorded events.
    private func record<Element: Equatable>(
        _ scheduler: TestScheduler,
        _ observable: @escaping () -> Observable<Element>,
        reaction: @escaping (Element) -> Void,
        schedule: () -> Void
    ) -> [Recorded<Event<Element>>] {
        let observer = scheduler.createObserver(Element.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = observable().subscribe { event in
                observer.on(event)
                if case .next(let element) = event {
                    reaction(element)
                }
            }
        }
        schedule()
        scheduler.scheduleAt(1_000) { subscription?.dispose() }
        scheduler.start()
        return observer.events
    }

    func testDebounceCompletionWithAPendingElementSentDuringADeliveryFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let events = record(scheduler, { source.debounce(.seconds(10), scheduler: scheduler) }, reaction: { element in
            if element == 1 {
                source.onNext(2)
                source.onCompleted()
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        XCTAssertEqual(events, [.next(220, 1), .next(220, 2), .completed(220)])
    }

    func testDebounceCompletionWithNothingPendingGoesStraightThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let events = record(scheduler, { source.debounce(.seconds(10), scheduler: scheduler) }, reaction: { _ in }) {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(230) { source.onCompleted() }
        }
        XCTAssertEqual(events, [.next(220, 1), .completed(230)])
    }

    func testDebounceErrorSentDuringADeliveryDropsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let error = TestError("debounce")
        let events = record(scheduler, { source.debounce(.seconds(10), scheduler: scheduler) }, reaction: { element in
            if element == 1 {
                source.onNext(2)
                source.onError(error)
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        XCTAssertEqual(events, [.next(220, 1), .error(220, error)])
    }

    func testBufferLastBufferAndCompletionSentDuringADeliveryFollowIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let events = record(scheduler, {
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }, reaction: { buffer in
            if buffer == [1, 2] {
                source.onNext(3)
                source.onCompleted()
            }
        }, schedule: {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(220) { source.onNext(2) }
        })
        XCTAssertEqual(events, [.next(220, [1, 2]), .next(220, [3]), .completed(220)])
    }

    func testBufferErrorSentDuringADeliveryDropsTheOpenBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let error = TestError("buffer")
        let events = record(scheduler, {
            source.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
        }, reaction: { buffer in
            if buffer == [1, 2] {
                source.onNext(3)
                source.onError(error)
            }
        }, schedule: {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(220) { source.onNext(2) }
        })
        XCTAssertEqual(events, [.next(220, [1, 2]), .error(220, error)])
    }

    func testSampleLastSampleAndCompletionTakenDuringADeliveryFollowIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<String>()
        let events = record(scheduler, { source.sample(sampler) }, reaction: { element in
            if element == 1 {
                source.onNext(2)
                source.onCompleted()
                sampler.onNext("last")
            }
        }, schedule: {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(220) { sampler.onNext("first") }
        })
        XCTAssertEqual(events, [.next(220, 1), .next(220, 2), .completed(220)])
    }

    func testSampleCompletionWithNothingPendingTakenDuringADeliveryFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<String>()
        let events = record(scheduler, { source.sample(sampler) }, reaction: { element in
            if element == 1 {
                source.onCompleted()
                sampler.onNext("last")
            }
        }, schedule: {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(220) { sampler.onNext("first") }
        })
        XCTAssertEqual(events, [.next(220, 1), .completed(220)])
    }

    func testThrottleLatestHoldsTheCompletionBehindTheLastElementUntilTheWindowCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let events = record(scheduler, { source.throttle(.seconds(10), scheduler: scheduler) }, reaction: { element in
            if element == 1 {
                source.onNext(2)
                source.onCompleted()
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        XCTAssertEqual(events, [.next(210, 1), .next(220, 2), .completed(220)])
    }

    func testThrottleCompletionWithNothingHeldSentDuringADeliveryFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let events = record(scheduler, { source.throttle(.seconds(10), scheduler: scheduler) }, reaction: { element in
            if element == 1 {
                source.onCompleted()
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        XCTAssertEqual(events, [.next(210, 1), .completed(210)])
    }

    /// As in RxSwift, a throttle window opens once the delivery of the element that opens it is over: an element
    /// sent straight into the operator from inside that delivery finds no window yet and goes out at once, after it.
    func testThrottleWindowOpensOnceTheDeliveryOfItsElementIsOver() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        var input: AnyObserver<Int>?
        let direct = Observable<Int>.create { observer in
            input = observer
            return source.subscribe(observer)
        }
        let events = record(scheduler, { direct.throttle(.seconds(10), scheduler: scheduler) }, reaction: { element in
            if element == 1 {
                input?.onNext(2)
                input?.onNext(3)
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        input = nil  // The handler holds the box that holds the observer, which holds the handler.
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(220, 3)])
    }

    /// `flatten` of an outer subject whose element maps to `inner`: the handler of the inner sequence's element
    /// completes the inner sequence, then the outer one; the result completes right after that element.
    private func innerThenOuterCompleteDuringADelivery(
        _ flatten: (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>
    ) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let result = flatten(outer, inner)
        return record(scheduler, { result }, reaction: { element in
            if element == 1 {
                inner.onCompleted()
                outer.onCompleted()
            }
        }, schedule: {
            scheduler.scheduleAt(210) { outer.onNext(0) }
            scheduler.scheduleAt(220) { inner.onNext(1) }
        })
    }

    func testFlatMapLatestOuterCompletionSentDuringAnInnerDeliveryFollowsIt() {
        let events = innerThenOuterCompleteDuringADelivery { outer, inner in outer.flatMapLatest { _ in inner } }
        XCTAssertEqual(events, [.next(220, 1), .completed(220)])
    }

    func testFlatMapFirstOuterCompletionSentDuringAnInnerDeliveryFollowsIt() {
        let events = innerThenOuterCompleteDuringADelivery { outer, inner in outer.flatMapFirst { _ in inner } }
        XCTAssertEqual(events, [.next(220, 1), .completed(220)])
    }

    func testFlatMapOuterCompletionSentDuringAnInnerDeliveryFollowsIt() {
        let events = innerThenOuterCompleteDuringADelivery { outer, inner in outer.flatMap { _ in inner } }
        XCTAssertEqual(events, [.next(220, 1), .completed(220)])
    }

    func testMergeOuterCompletionSentDuringAnInnerDeliveryFollowsIt() {
        let events = innerThenOuterCompleteDuringADelivery { outer, inner in
            outer.map { _ in inner.asObservable() }.merge()
        }
        XCTAssertEqual(events, [.next(220, 1), .completed(220)])
    }

    func testFlatMapOuterCompletionWithAnInnerStillActiveWaitsForIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let events = record(scheduler, { outer.flatMap { _ in inner } }, reaction: { element in
            if element == 1 {
                outer.onCompleted()
            }
        }, schedule: {
            scheduler.scheduleAt(210) { outer.onNext(0) }
            scheduler.scheduleAt(220) { inner.onNext(1) }
            scheduler.scheduleAt(230) { inner.onNext(2) }
            scheduler.scheduleAt(240) { inner.onCompleted() }
        })
        XCTAssertEqual(events, [.next(220, 1), .next(230, 2), .completed(240)])
    }

    func testTakeUntilSourceCompletionSentDuringADeliveryFollowsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        let events = record(scheduler, { source.take(until: trigger) }, reaction: { element in
            if element == 1 {
                source.onCompleted()
            }
        }, schedule: { scheduler.scheduleAt(210) { source.onNext(1) } })
        XCTAssertEqual(events, [.next(210, 1), .completed(210)])
    }

    func testSkipUntilSourceCompletionBeforeTheTriggerEndsSilently() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = PublishSubject<Int>()
        let trigger = PublishSubject<Int>()
        let events = record(scheduler, { source.skip(until: trigger) }, reaction: { _ in }) {
            scheduler.scheduleAt(210) { source.onNext(1) }
            scheduler.scheduleAt(220) { source.onCompleted() }
        }
        XCTAssertEqual(events, [])
    }
}
