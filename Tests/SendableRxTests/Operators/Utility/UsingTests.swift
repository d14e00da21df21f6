// SendableRx tests — `Observable.using`: RxSwift's Observable+UsingTests scenarios (resource lifetime in virtual time).

import SendableRx
import SendableRxTest
import XCTest

final class UsingTests: RxTestCase {
    func testUsingComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: OpsVirtualResource?
        var xs: TestableObservable<Int>?
        var factoryCalls = 0
        let res = scheduler.start {
            Observable.using({ () -> OpsVirtualResource in
                let made = OpsVirtualResource(scheduler: scheduler)
                resource = made
                return made
            }, observableFactory: { (made: OpsVirtualResource) -> Observable<Int> in
                factoryCalls += 1
                XCTAssertTrue(made === resource)
                let cold = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])
                xs = cold
                return cold.asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(factoryCalls, 1)
        XCTAssertEqual(resource?.createdAt, 200)
        XCTAssertEqual(resource?.disposedAt, [400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testUsingError() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: OpsVirtualResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using({ () -> OpsVirtualResource in
                let made = OpsVirtualResource(scheduler: scheduler)
                resource = made
                return made
            }, observableFactory: { _ -> Observable<Int> in
                let cold = scheduler.createColdObservable([.next(100, 1), .error(200, OpsError.first)])
                xs = cold
                return cold.asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .error(400, OpsError.first)])
        XCTAssertEqual(resource?.disposedAt, [400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func testUsingDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: OpsVirtualResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start(disposed: 350) {
            Observable.using({ () -> OpsVirtualResource in
                let made = OpsVirtualResource(scheduler: scheduler)
                resource = made
                return made
            }, observableFactory: { _ -> Observable<Int> in
                let cold = scheduler.createColdObservable([.next(100, 1), .next(1000, 2)])
                xs = cold
                return cold.asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(resource?.createdAt, 200)
        XCTAssertEqual(resource?.disposedAt, [350])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 350)])
    }

    func testUsingThrowingResourceFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using({ () throws -> OpsVirtualResource in
                throw OpsError.first
            }, observableFactory: { _ in
                observableFactoryCalls += 1
                return Observable.just(1)
            })
        }
        XCTAssertEqual(res.events, [.error(200, OpsError.first)])
        XCTAssertEqual(observableFactoryCalls, 0)
    }

    func testUsingThrowingObservableFactoryStillDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: OpsVirtualResource?
        let res = scheduler.start {
            Observable<Int>.using({ () -> OpsVirtualResource in
                let made = OpsVirtualResource(scheduler: scheduler)
                resource = made
                return made
            }, observableFactory: { _ in
                throw OpsError.second
            })
        }
        XCTAssertEqual(res.events, [.error(200, OpsError.second)])
        XCTAssertEqual(resource?.disposedAt, [200])
    }

    func testUsingResourcePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var resources: [OpsVirtualResource] = []
        let observable = Observable<Int>.using({ () -> OpsVirtualResource in
            let made = OpsVirtualResource(scheduler: scheduler)
            resources.append(made)
            return made
        }, observableFactory: { _ in Observable.just(1) })
        var values: [Int] = []
        _ = observable.subscribe(onNext: { values.append($0) })
        _ = observable.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 1])
        XCTAssertEqual(resources.count, 2)
        XCTAssertEqual(resources.map(\.disposedAt.count), [1, 1])
    }

    // Issue 16, item 10: the observable factory may return a subject, as in RxSwift.
    func testObservableFactoryMayReturnASubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let resource = BooleanDisposable()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(220) { subject.onNext(2) }
        let res = scheduler.start(disposed: 230) {
            Observable.using({ resource }, observableFactory: { _ in subject })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertTrue(resource.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }
}
