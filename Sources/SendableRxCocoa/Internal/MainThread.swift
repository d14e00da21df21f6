// SendableRxCocoa — "am I on the main thread?" for the per-subscription and per-event checks.

import SendableRx

/// Whether the caller runs on the main queue: the main thread, or a thread running a block of the main queue (on
/// Linux, after `dispatchMain()` or the first `await` of an async `main`, the main queue and the main actor run on a
/// worker thread). The same answer `MainScheduler` uses, and RxCocoa's: a few nanoseconds on the main thread.
@usableFromInline
var isOnMainThread: Bool {
    runsOnMainQueue()
}
