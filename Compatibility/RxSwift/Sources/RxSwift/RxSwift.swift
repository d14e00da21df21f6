// The RxSwift module of the compatibility package: SendableRx under RxSwift's module name, so that `import RxSwift`
// and module-qualified names such as `RxSwift.Observable<Int>` reach SendableRx's types. (RxSwift re-exports nothing.)
@_exported import SendableRx
