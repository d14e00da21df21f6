// SendableRx — recursive scheduling.

import Synchronization

extension ImmediateSchedulerType {
    /// Schedules an action that can schedule itself again with a new state.
    ///
    /// ```swift
    /// scheduler.scheduleRecursive(0) { count, recurse in
    ///     print(count)
    ///     if count < 3 { recurse(count + 1) }
    /// }
    /// ```
    ///
    /// On ``CurrentThreadScheduler`` each recursion is queued on the trampoline, so any number of
    /// recursions runs in constant stack space.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - action: The action; call `recurse` to run it again with another state.
    /// - Returns: A disposable that cancels pending recursions.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> any Disposable {
        let recursive = RecursiveScheduler<State>(scheduler: self) { state, recursive in
            action(state) { recursive.schedule($0) }
        }
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}

/// Runs an action that reschedules itself, and disposes every pending schedule when disposed.
// @unchecked Sendable: `action` is only invoked from the scheduled closures, which the underlying scheduler runs
// one at a time for one recursion chain; all mutable state is behind Mutex / CompositeDisposable.
final class RecursiveScheduler<State>: @unchecked Sendable {
    private let scheduler: any ImmediateSchedulerType
    private let action: (State, RecursiveScheduler<State>) -> Void
    private let group = CompositeDisposable()
    private let disposed = Atomic(false)

    init(scheduler: any ImmediateSchedulerType, action: @escaping (State, RecursiveScheduler<State>) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Schedules the action again, as soon as possible.
    func schedule(_ state: State) {
        scheduleCore { run in self.scheduler.schedule(state, action: run) }
    }

    private func scheduleCore(_ scheduleOn: (@escaping (State) -> any Disposable) -> any Disposable) {
        let boxedSlot = SlotReference()
        let disposable = scheduleOn { state in
            if self.group.isDisposed || self.disposed.load(ordering: .acquiring) {
                return Disposables.create()
            }
            let previous = boxedSlot.slot.withLock { slot -> ScheduleSlot in
                let previous = slot
                slot = .done
                return previous
            }
            if case .added(let key) = previous {
                self.group.remove(for: key)
            }
            if !self.disposed.load(ordering: .acquiring) {
                self.action(state, self)
            }
            return Disposables.create()
        }
        let insertNeeded = boxedSlot.slot.withLock { $0 == .initial }
        guard insertNeeded else { return }
        guard let key = group.insert(disposable) else { return }
        let keep = boxedSlot.slot.withLock { slot -> Bool in
            if slot == .initial {
                slot = .added(key)
                return true
            }
            return false
        }
        if !keep {
            group.remove(for: key)
        }
    }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        group.dispose()
    }
}

private enum ScheduleSlot: Equatable, Sendable {
    case initial
    case added(CompositeDisposable.DisposeKey)
    case done
}

private final class SlotReference: Sendable {
    let slot = RxMutex(ScheduleSlot.initial)
}
