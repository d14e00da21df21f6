// SendableRx — "is this the main queue?", the question behind every main-thread decision of the library.

import Dispatch
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A key set on the main queue only: `DispatchQueue.getSpecific(key:)` finds it exactly when the calling code runs on
/// the main queue, whichever thread serves it. RxSwift decides "main" the same way.
// @unchecked Sendable: the key is created once, set on the main queue before the wrapper is published, and only read
// afterwards (`DispatchSpecificKey` is `Sendable` in Linux's Dispatch, not declared so in every SDK).
private struct MainQueueKey: @unchecked Sendable {
    let key = DispatchSpecificKey<UInt8>()

    init() {
        DispatchQueue.main.setSpecific(key: key, value: 1)
    }
}

private let mainQueueKey = MainQueueKey()

/// Whether the caller runs on the main queue — what `MainScheduler`, `ConcurrentMainScheduler`, `Binder`, the
/// Observation bridges and SendableRxCocoa's checks mean by "on the main thread", as RxSwift means it.
///
/// The main thread and the main queue are usually one and the same, but not always:
/// - after `dispatchMain()`, and in an async `main` after its first `await`, Linux serves the main queue — and so the
///   main actor — from a worker thread; code there is on the main queue and must count as main, or `MainScheduler`
///   would hop for nothing and `observe` would miss the value at subscription;
/// - the main thread is main even inside a `sync` block of another queue, where RxSwift's queue check says it is not.
///   SendableRx keeps the main thread's answer there: it is the cheap check on the hot path (a few nanoseconds, where
///   asking the queue costs about 30 on Linux), and running inline on the main thread is what UIKit needs.
@usableFromInline
package func runsOnMainQueue() -> Bool {
    runsOnMainThread() || DispatchQueue.getSpecific(key: mainQueueKey.key) != nil
}

#if canImport(Darwin)
/// Whether the caller runs on the main thread (`pthread_main_np`, no system call).
private func runsOnMainThread() -> Bool {
    pthread_main_np() != 0
}
#elseif canImport(Glibc)
/// A thread-specific slot caching, per thread, whether it is the main thread: 1 for the main thread, 2 for any
/// other, empty until the thread first asks. (On Linux `Thread.isMainThread` makes two system calls each time.)
private let mainThreadFlagKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "SendableRx: pthread_key_create failed (\(status))")
    return key
}()

/// Whether the caller runs on the main thread; one system-call-based check per thread, then a thread-specific read.
/// Caching is sound because a thread never becomes or stops being the main thread.
private func runsOnMainThread() -> Bool {
    if let flag = pthread_getspecific(mainThreadFlagKey) {
        return Int(bitPattern: flag) == 1
    }
    let isMain = Thread.isMainThread
    pthread_setspecific(mainThreadFlagKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
    return isMain
}
#else
/// Whether the caller runs on the main thread.
private func runsOnMainThread() -> Bool {
    Thread.isMainThread
}
#endif
