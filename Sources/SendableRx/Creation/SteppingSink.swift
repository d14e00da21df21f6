// SendableRx — sequences emitted one element per scheduled action.

/// The sink of a creation operator that emits one element per scheduled action (`of`, `from`, `range`,
/// `generate`, `repeatElement`), as a recursive schedule would.
@usableFromInline
protocol SteppingSink: AnyObject {
    /// Whether the subscription has been disposed.
    var isDisposed: Bool { get }

    /// Emits the next element, or the terminal event; returns whether another step follows.
    func step() -> Bool
}

extension SteppingSink {
    /// Runs the steps on `scheduler`, each in its own action, the next scheduled after the previous has emitted.
    ///
    /// On ``CurrentThreadScheduler`` one trampoline entry serves every step (queued again behind whatever the
    /// step queued), so a sequence of any length allocates nothing per element.
    ///
    /// - Returns: The disposable that cancels the steps still to come.
    @inlinable
    func runSteps(on scheduler: any ImmediateSchedulerType) -> any Disposable {
        if ObjectIdentifier(type(of: scheduler)) == ObjectIdentifier(CurrentThreadScheduler.self) {
            CurrentThreadScheduler.enqueueSteps(TrampolineSteps { !self.isDisposed && self.step() })
            return Disposables.create()
        }
        let steps = ScheduledSteps(scheduler: scheduler)
        steps.scheduleNext(self)
        return steps
    }
}

/// The steps of a ``SteppingSink`` on a scheduler other than the trampoline.
@usableFromInline
final class ScheduledSteps: Disposable {
    @usableFromInline let scheduler: any ImmediateSchedulerType
    @usableFromInline let slot = ScheduledActionSlot()

    @usableFromInline
    init(scheduler: any ImmediateSchedulerType) {
        self.scheduler = scheduler
    }

    /// Schedules the sink's next step.
    @inlinable
    func scheduleNext<Stepping: SteppingSink>(_ sink: Stepping) {
        let ticket = slot.begin()
        let disposable = scheduler.schedule((self, sink)) { state in
            let (steps, sink) = state
            if !sink.isDisposed && sink.step() {
                steps.scheduleNext(sink)
            }
            return Disposables.create()
        }
        slot.keep(disposable, ticket: ticket)
    }

    @usableFromInline
    func dispose() {
        slot.dispose()
    }
}
