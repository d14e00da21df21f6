// Harness glue, not part of SendableRx: the few declarations RxCocoa's trait sources expect from the rest of
// RxCocoa (its re-export of RxRelay and its fatal-error helpers), so that the side-by-side and compatibility
// scripts can build RxCocoa 6.10.2's Driver, Signal, ControlProperty/ControlEvent and binding sources on Linux.
// Written for the harness; RxCocoa's own versions of these behave the same for what the scenarios use.
@_exported import RxRelay
import RxSwift

func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    fatalError(message(), file: file, line: line)
}

func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    fatalError(message(), file: file, line: line)
    #else
    print("\(file):\(line): \(message())")
    #endif
}

func bindingError(_ error: Swift.Error) {
    rxFatalErrorInDebug("Binding error: \(error)")
}

#if !canImport(ObjectiveC)
import Foundation

// On Linux, Foundation's NotificationCenter is not an NSObject subclass, so RxCocoa's `NotificationCenter.rx` needs
// the conformance that NSObject gets on Apple platforms (SendableRxCocoa declares the same one).
extension NotificationCenter: ReactiveCompatible {}
#endif
