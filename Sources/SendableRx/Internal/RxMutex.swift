// SendableRx — the library's mutex: `Synchronization.Mutex`, or a pthread mutex in ThreadSanitizer builds.

#if SENDABLERX_TSAN
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A pthread mutex with `Synchronization.Mutex`'s `withLock` shape, used only in ThreadSanitizer builds
/// (`-DSENDABLERX_TSAN`).
///
/// On Linux `Synchronization.Mutex` takes its lock inside the prebuilt, uninstrumented Synchronization library,
/// so ThreadSanitizer cannot see the happens-before edges it creates and reports every access it guards as a race.
/// ThreadSanitizer intercepts `pthread_mutex_lock`, so this variant makes those runs meaningful.
@usableFromInline
// @unchecked Sendable: `value` is only read or written between pthread_mutex_lock and pthread_mutex_unlock of `mutex`.
package struct RxMutex<Value>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    @usableFromInline let value: UnsafeMutablePointer<Value>

    /// Creates a mutex guarding `initialValue`.
    @inlinable
    package init(_ initialValue: consuming sending Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the guarded value.
    @inlinable
    package borrowing func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
#else
import Synchronization

/// The library's mutex: `Synchronization.Mutex` (a pthread-based stand-in in ThreadSanitizer builds).
@usableFromInline
package typealias RxMutex<Value: ~Copyable> = Mutex<Value>
#endif
