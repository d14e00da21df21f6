// SendableRx — a cheap test for "are we on the main thread?".

import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

#if canImport(Darwin)
/// Whether the caller runs on the main thread (`pthread_main_np`, no system call).
func runsOnMainThread() -> Bool {
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
func runsOnMainThread() -> Bool {
    if let flag = pthread_getspecific(mainThreadFlagKey) {
        return Int(bitPattern: flag) == 1
    }
    let isMain = Thread.isMainThread
    pthread_setspecific(mainThreadFlagKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
    return isMain
}
#else
/// Whether the caller runs on the main thread.
func runsOnMainThread() -> Bool {
    Thread.isMainThread
}
#endif
