// SendableRxCocoa tests — the object model with the Cocoa module: this file imports SendableRx and SendableRxCocoa
// only, as app code that imported RxSwift and RxCocoa does, and uses the relays SendableRxCocoa re-exports. Shared
// sequences compare by the identity of their observable, as RxCocoa's test support compares them.

import SendableRx
import SendableRxCocoa
import SendableRxTest
import XCTest

/// RxCocoa's test support defines equality of shared sequences this way.
private func == <Strategy, Element>(
    lhs: SharedSequence<Strategy, Element>,
    rhs: SharedSequence<Strategy, Element>
) -> Bool {
    lhs.asObservable() === rhs.asObservable()
}

/// A view model written against RxSwift and RxCocoa: relays in, a driver and a stored observable out.
private final class CounterViewModel {
    let increments = PublishRelay<Int>()
    let count = BehaviorRelay(value: 0)
    let text: Driver<String>
    let changes: Observable<Int>
    private let bag = DisposeBag()

    init() {
        text = count.asDriver().map { "count: \($0)" }
        changes = count.asObservable()
        increments
            .withLatestFrom(count) { $0 + $1 }
            .bind(to: count)
            .disposed(by: bag)
    }
}

final class ObjectModelCocoaTests: RxTestCase {
    func testRelaysNeedNoImportOfTheirOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = CounterViewModel()
            scheduler.scheduleAt(210) { model.increments.accept(2) }
            scheduler.scheduleAt(220) { model.increments.accept(3) }
            let text = scheduler.start { model.text.asObservable() }
            // The driver delivers on the (mocked) main scheduler, one tick after each change, as in RxCocoa.
            XCTAssertEqual(text.events, [.next(201, "count: 0"), .next(211, "count: 2"), .next(221, "count: 5")])
            XCTAssertEqual(model.count.value, 5)
            XCTAssertTrue(model.changes is BehaviorSubject<Int>, "a BehaviorRelay's observable is its subject")
        }
    }

    func testASharedSequenceIsOneObservableObject() {
        let relay = BehaviorRelay(value: 1)
        let driver = relay.asDriver()
        let copy = driver
        let mapped = driver.map { $0 * 2 }
        XCTAssertTrue(driver.asObservable() === driver.asObservable())
        XCTAssertTrue(driver == copy)
        XCTAssertFalse(driver == mapped)
        let signal = relay.asSignal(onErrorJustReturn: 0)
        XCTAssertTrue(signal.asObservable() === signal.asObservable())
        XCTAssertTrue(relay.asObservable() === relay.asObservable())
    }
}
