// SendableRx tests — helpers shared by the Swift concurrency tests: polling with a deadline and collecting
// the events of an observable from async code.

import Foundation
import SendableRx
import Synchronization

/// A value behind a mutex, shared with handlers, tasks and other threads.
final class SharedState<Value: Sendable>: Sendable {
    private let storage: RxMutex<Value>

    init(_ value: Value) {
        storage = RxMutex(value)
    }

    var value: Value {
        storage.withLock { $0 }
    }

    func mutate(_ body: (inout Value) -> Void) {
        storage.withLock { body(&$0) }
    }
}

/// A counter that any thread may increment.
final class SharedCounter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .acquiring) }

    func increment() {
        count.wrappingAdd(1, ordering: .acquiringAndReleasing)
    }
}

/// A slot written once and read from anywhere.
final class SharedSlot<Value: Sendable>: Sendable {
    private let storage = RxMutex<Value?>(nil)

    var value: Value? { storage.withLock { $0 } }

    func set(_ value: Value) {
        storage.withLock { $0 = value }
    }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
func pollUntil(
    timeout: Duration = .seconds(5),
    _ condition: @Sendable () async -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return await condition()
}

/// What an observable sent: its elements and how it ended.
struct AsyncRecording<Element: Sendable>: Sendable {
    var elements: [Element] = []
    var error: (any Error)?
    var completed = false
}

/// Subscribes to `source` and waits for its terminal event (at most `timeout`; `nil` on timeout).
func collectEvents<Element: Sendable>(
    _ source: Observable<Element>,
    timeout: Duration = .seconds(5)
) async -> AsyncRecording<Element>? {
    let log = SharedState(AsyncRecording<Element>())
    let finished = SharedState(false)
    let subscription = source.subscribe(
        onNext: { element in log.mutate { $0.elements.append(element) } },
        onError: { error in
            log.mutate { $0.error = error }
            finished.mutate { $0 = true }
        },
        onCompleted: {
            log.mutate { $0.completed = true }
            finished.mutate { $0 = true }
        }
    )
    let ended = await pollUntil(timeout: timeout) { finished.value }
    subscription.dispose()
    return ended ? log.value : nil
}

/// A probe actor for the scheduling and isolation tests.
actor Probe {
    var log: [Int] = []
    var flags: [String] = []

    func append(_ value: Int) { log.append(value) }
    func mark(_ flag: String) { flags.append(flag) }
    var count: Int { log.count }
}
