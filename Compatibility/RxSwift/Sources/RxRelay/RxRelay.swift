// The RxRelay module of the compatibility package: SendableRxRelay under RxRelay's module name (`RxRelay.BehaviorRelay`
// resolves). Like RxRelay, it does not re-export RxSwift.
@_exported import SendableRxRelay
