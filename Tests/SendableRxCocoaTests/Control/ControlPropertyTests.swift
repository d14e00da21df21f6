// SendableRxCocoa tests — ControlProperty: values and sink, `changed` skips the current value, `orEmpty`,
// subscription on the main queue, conversion to Driver, binding errors kept out.

import Dispatch
import Foundation
import SendableRx
import SendableRxCocoa
import SendableRxRelay
import SendableRxTest
import XCTest

/// A stand-in for a text field: its text as a relay, exposed as a control property.
private final class FakeTextField {
    let text = BehaviorRelay<String?>(value: nil)

    var property: ControlProperty<String?> {
        ControlProperty(values: text, valueSink: Binder(self, scheduler: CurrentThreadScheduler.instance) { field, value in
            field.text.accept(value)
        })
    }
}

final class ControlPropertyTests: RxTestCase {
    func testValuesStartWithTheCurrentValueAndTheSinkSetsTheProperty() {
        let field = FakeTextField()
        field.text.accept("a")
        let property = field.property
        var values: [String?] = []
        let subscription = property.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, ["a"])
        property.onNext("b")
        XCTAssertEqual(field.text.value, "b")
        XCTAssertEqual(values, ["a", "b"])
        subscription.dispose()
    }

    func testChangedSkipsTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let current = BehaviorSubject(value: 0)
        _ = source.subscribe(current)
        let property = ControlProperty(values: current, valueSink: AnyObserver<Int> { _ in })
        let all = scheduler.start { property }
        XCTAssertEqual(all.events, [.next(200, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let changed = TestScheduler(initialClock: 0)
        let changedSource = changed.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let changedCurrent = BehaviorSubject(value: 0)
        _ = changedSource.subscribe(changedCurrent)
        let changedProperty = ControlProperty(values: changedCurrent, valueSink: AnyObserver<Int> { _ in })
        let observer = changed.start { changedProperty.changed }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func testOrEmptyMapsNilToTheEmptyStringBothWays() {
        let field = FakeTextField()
        let text = field.property.orEmpty
        var values: [String] = []
        let subscription = text.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [""])
        field.text.accept("hello")
        text.onNext("typed")
        XCTAssertEqual(values, ["", "hello", "typed"])
        XCTAssertEqual(field.text.value, "typed")
        subscription.dispose()
    }

    /// Completion goes to the sink; an error is a binding error (checked by the exit tests).
    func testCompletionGoesToTheSink() {
        var sunk: [String] = []
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { sunk.append("\($0)") })
        property.on(.next(1))
        property.on(.completed)
        XCTAssertEqual(sunk, ["next(1)", "completed"])
        var fromConversion: [Int] = []
        let converted = ControlProperty(values: Observable.of(7), valueSink: AnyObserver<Int> { _ in })
            .asControlProperty()
        let subscription = converted.asObservable().subscribe(onNext: { fromConversion.append($0) })
        XCTAssertEqual(fromConversion, [7])
        subscription.dispose()
    }

    /// The values are subscribed to on the main thread, even when the subscriber is on another thread.
    func testValuesAreSubscribedToOnTheMainQueue() {
        let subscribedOnMain = LockedList<Bool>()
        let values = Observable<Int>.create { observer in
            subscribedOnMain.append(Thread.isMainThread)
            observer.onNext(1)
            return Disposables.create()
        }
        let property = Handoff(ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in }))
        let holder = LockedList<UncheckedDisposable>()
        Thread.detachNewThread {
            holder.append(UncheckedDisposable(property.value.subscribe(onNext: { _ in })))
        }
        XCTAssertTrue(runMainLoop(until: { subscribedOnMain.values.count == 1 }))
        XCTAssertEqual(subscribedOnMain.values, [true])
        XCTAssertTrue(runMainLoop(until: { holder.values.count == 1 }))
        holder.values.forEach { $0.disposable.dispose() }
    }

    func testAsDriverUnderAMock() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
            let property = ControlProperty(values: source, valueSink: AnyObserver<String> { _ in })
            let observer = scheduler.start { property.asDriver() }
            XCTAssertEqual(observer.events, [.next(211, "a"), .next(221, "b")])
        }
    }

    /// Driving a control property (an observer) from a Driver.
    func testADriverDrivesAControlProperty() {
        let field = FakeTextField()
        let bag = DisposeBag()
        BehaviorRelay<String?>(value: "from driver").asDriver().drive(field.property).disposed(by: bag)
        XCTAssertEqual(field.text.value, "from driver")
    }
}
