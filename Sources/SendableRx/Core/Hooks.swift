// SendableRx — global hooks.

import Foundation
import Synchronization

/// Global hooks that customise how SendableRx reports problems.
///
/// The hooks are process-wide and may be read from any thread, so the closures are `@Sendable`.
public enum Hooks {
    /// Called with the subscription call stack (empty unless ``recordCallStackOnError`` is set) and the
    /// error when a sequence errors and its `subscribe` call passed no `onError` handler.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: any Error) -> Void

    /// Captures the call stack of a `subscribe` call.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler = Hooks.standardErrorHandler
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = Hooks.standardCallStackCapture
    }

    private static let state = RxMutex(State())
    private static let recordFlag = Atomic<Bool>(false)

    /// Whether `subscribe` captures its call stack so that ``defaultErrorHandler`` can print it. Off by default:
    /// capturing a call stack on every subscription is expensive.
    public static var recordCallStackOnError: Bool {
        get { recordFlag.load(ordering: .relaxed) }
        set { recordFlag.store(newValue, ordering: .relaxed) }
    }

    /// The handler for errors that reach a `subscribe` call without an `onError` handler. The default
    /// prints the error in debug builds and does nothing in release builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.defaultErrorHandler } }
        set { state.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// How a subscription call stack is captured when ``recordCallStackOnError`` is set. The default uses
    /// `Thread.callStackSymbols` in debug builds and returns an empty array in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { state.withLock { $0.customCaptureSubscriptionCallstack } }
        set { state.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    private static let standardErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
        #if DEBUG
        print("Unhandled error happened: \(error)")
        if !subscriptionCallStack.isEmpty {
            print("subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))")
        }
        #endif
    }

    private static let standardCallStackCapture: CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        return Array(Thread.callStackSymbols.dropFirst(2))
        #else
        return []
        #endif
    }

    /// The call stack to attach to a new subscription: captured only when ``recordCallStackOnError`` is set.
    @usableFromInline
    static func subscriptionCallStack() -> [String] {
        guard recordFlag.load(ordering: .relaxed) else { return [] }
        let capture = state.withLock { $0.customCaptureSubscriptionCallstack }
        return capture()
    }

    /// Reports an error that no `onError` handler received.
    @usableFromInline
    static func reportUnhandledError(_ callStack: [String], _ error: any Error) {
        let handler = state.withLock { $0.defaultErrorHandler }
        handler(callStack, error)
    }
}
