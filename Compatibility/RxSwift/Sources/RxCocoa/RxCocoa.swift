// The RxCocoa module of the compatibility package: SendableRxCocoa under RxCocoa's module name (`RxCocoa.Driver`
// resolves) — RxCocoa's platform-neutral half: Driver, Signal, SharedSequence, ControlProperty, ControlEvent,
// NotificationCenter.rx and URLSession.rx. RxCocoa re-exports RxRelay, and so does this module. RxCocoa's UIKit and
// AppKit extensions, KVO and delegate proxies are not here (see this package's README).
@_exported import RxRelay
@_exported import SendableRxCocoa
