// SendableRx compatibility scenarios — the object model with RxCocoa: this file imports only the core module and the
// Cocoa module, as app code does, and uses the relays that the Cocoa module re-exports (RxCocoa re-exports RxRelay;
// SendableRxCocoa re-exports SendableRxRelay). A shared sequence's `asObservable()` is one object, so two drivers
// compare by their source's identity, as RxCocoa's own test support compares them.

#if RXSWIFT
import RxCocoa
import RxSwift
import RxTest
#else
import SendableRx
import SendableRxCocoa
import SendableRxTest
#endif

/// Drivers compared as RxCocoa's test support compares them: by the identity of their observables.
private func same<Element>(_ lhs: Driver<Element>, _ rhs: Driver<Element>) -> Bool {
    lhs.asObservable() === rhs.asObservable()
}

func objectModelCocoaScenarios() -> [Scenario] {
    var scenarios: [Scenario] = []

    scenarios.append(Scenario("objectModel/relaysWithTheCocoaImportOnly") { log in
        let scheduler = TestScheduler(initialClock: 0)
        let state = BehaviorRelay(value: 1)
        let taps = PublishRelay<Int>()
        let history = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(210) { state.accept(2) }
        scheduler.scheduleAt(220) { taps.accept(10) }
        scheduler.scheduleAt(230) { history.accept(100) }
        let res = scheduler.start {
            Observable.merge([state.asObservable(), taps.asObservable(), history.asObservable()])
        }
        log.events(res)
        log("state value:", state.value)
    })

    scenarios.append(Scenario("objectModel/sharedSequenceIdentity") { log in
        let state = BehaviorRelay(value: 1)
        let driver = state.asDriver()
        let mapped = driver.map { $0 + 1 }
        let signal = state.asSignal(onErrorJustReturn: 0)
        log("a driver's observable is one object:", driver.asObservable() === driver.asObservable())
        log("a driver equals itself:", same(driver, driver), "and not another:", same(driver, mapped))
        log("a copy of a driver is the same driver:", same(driver, { driver }()))
        log("a signal's observable is one object:", signal.asObservable() === signal.asObservable())
    })

    return scenarios
}
