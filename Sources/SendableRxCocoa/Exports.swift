// SendableRxCocoa — the modules that `import SendableRxCocoa` brings with it.

// As `import RxCocoa` brings RxRelay, `import SendableRxCocoa` brings SendableRxRelay: code that imports SendableRx and
// SendableRxCocoa uses `BehaviorRelay`, `PublishRelay` and `ReplayRelay` without importing SendableRxRelay. (Like
// RxCocoa, which does not re-export RxSwift, it does not re-export SendableRx.)
@_exported import SendableRxRelay
