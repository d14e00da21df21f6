// SendableRx — per-thread state for the current-thread trampoline.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The trampoline state of one thread: whether a `CurrentThreadScheduler` loop is running on it and the
/// actions queued behind the running one.
///
/// Instances never leave their thread: they are reached only through ``TrampolineState/current``, which
/// reads thread-specific storage, so no synchronisation is needed.
final class TrampolineState {
    // Unchecked exclusivity: only the owning thread touches the state, one access at a time.
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var queue = Queue<any TrampolineEntry>(capacity: 8)

    /// The state of the calling thread, created on first use and released when the thread exits.
    static var current: TrampolineState {
        if let pointer = pthread_getspecific(trampolineKey) {
            return Unmanaged<TrampolineState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TrampolineState()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// The state of the calling thread if one was ever created.
    static var existing: TrampolineState? {
        guard let pointer = pthread_getspecific(trampolineKey) else { return nil }
        return Unmanaged<TrampolineState>.fromOpaque(pointer).takeUnretainedValue()
    }
}

#if canImport(Darwin)
private func releaseTrampolineState(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<TrampolineState>.fromOpaque(pointer).release()
}
#else
private func releaseTrampolineState(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<TrampolineState>.fromOpaque(pointer).release()
}
#endif

/// The thread-specific storage key of ``TrampolineState``; created once, never deleted.
private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let result = pthread_key_create(&key, releaseTrampolineState)
    precondition(result == 0, "SendableRx: pthread_key_create failed (\(result))")
    return key
}()
