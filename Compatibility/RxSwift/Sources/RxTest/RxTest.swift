// The RxTest module of the compatibility package: SendableRxTest under RxTest's module name (TestScheduler, hot and cold
// test observables, Recorded, Subscription, the XCTest assertions).
@_exported import SendableRxTest
