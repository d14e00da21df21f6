// SendableRxCocoa — a cheap "am I on the main thread?" for the per-subscription and per-event checks.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// Whether the caller runs on the main thread.
///
/// `Thread.isMainThread` costs 300–560 ns per call on Linux. Once the main thread has been seen, this compares the
/// calling thread's `pthread_self()` with the main thread's, a few nanoseconds; Darwin answers with
/// `pthread_main_np()`.
@usableFromInline
var isOnMainThread: Bool {
    #if canImport(Darwin)
    return pthread_main_np() != 0
    #elseif canImport(Glibc)
    let current = UInt(pthread_self())
    let main = mainThreadIdentity.load(ordering: .relaxed)
    if main != 0 {
        return main == current
    }
    guard Thread.isMainThread else { return false }
    mainThreadIdentity.store(current, ordering: .relaxed)
    return true
    #else
    return Thread.isMainThread
    #endif
}

#if canImport(Glibc)
/// The main thread's `pthread_t` once a check has run on it, 0 before. A live thread's `pthread_t` is unique
/// among live threads, and the main thread lives as long as the process.
private let mainThreadIdentity = Atomic<UInt>(0)
#endif
