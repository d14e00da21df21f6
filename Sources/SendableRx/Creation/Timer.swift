// SendableRx — `timer` and `interval`.

extension Observable where Element: RxAbstractInteger {
    /// An observable that emits `0` after `dueTime`; with a `period`, then `1`, `2`, … every `period`.
    ///
    /// Without a period it completes after the single element; with one it never completes.
    ///
    /// ```
    /// timer(3):             ---(0|)
    /// timer(3, period: 2):  ---0-1-2-…
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element. A negative delay counts as zero; `.never` never fires.
    ///   - period: The interval between later elements, or `nil` for a single element. A zero period emits as
    ///     fast as the scheduler runs the periodic action: every tick on a `TestScheduler`, a busy loop otherwise.
    ///   - scheduler: The scheduler that times the elements.
    /// - Returns: The observable sequence. As in RxSwift, a negative `period` is handed to the scheduler's
    ///   `schedulePeriodic`: the virtual-time and other emulating schedulers treat it as zero, the dispatch
    ///   schedulers stop the program with a message (where RxSwift traps).
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = SourceSink(downstream: downstream, cancel: cancel)
            if let period {
                let subscription = scheduler.schedulePeriodic(
                    Element.zero, startAfter: dueTime, period: period
                ) { count in
                    sink.forwardNext(count)
                    return count &+ 1
                }
                return (sink, subscription)
            }
            let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                sink.forwardNext(Element.zero)
                sink.forwardCompletedAndDispose()
                return Disposables.create()
            }
            return (sink, subscription)
        }
    }

    /// An observable that emits `0`, `1`, `2`, … every `period`, starting one period after subscription.
    ///
    /// ```
    /// interval(2):  --0-1-2-…
    /// ```
    ///
    /// - Parameters:
    ///   - period: The interval between elements. A zero period emits as fast as the scheduler runs the periodic
    ///     action: every tick on a `TestScheduler`, a busy loop otherwise.
    ///   - scheduler: The scheduler that times the elements.
    /// - Returns: The observable sequence. A negative `period` is treated as in
    ///   ``timer(_:period:scheduler:)``.
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }
}
