// SendableRx — `throttle`.

import Dispatch
import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime` window: the first element at once, then — with `latest` — the
    /// latest element of the window when it closes.
    ///
    /// ```
    /// source:                          -1-2-3-----4-|
    /// throttle(4, latest: true):       -1---3-----4-|
    /// throttle(4, latest: false):      -1---------4-|
    /// ```
    ///
    /// If the source completes while a latest element waits, the element is emitted when the window closes
    /// and completion follows it.
    ///
    /// As in RxSwift, the rest of a window is counted in `dueTime`'s own unit and rounded to a whole number of it,
    /// so with `.seconds(1)` on a clock that ticks in tenths, an element 0.7 s into the window closes it at once and
    /// one 0.3 s in waits a whole second. A zero `dueTime` passes every element on. A `.never` window never closes: with `latest`, a second element
    /// is held forever and neither it nor a later completion is ever sent (an error still is); without `latest`,
    /// only the first element and the terminal event are sent.
    ///
    /// - Parameters:
    ///   - dueTime: The window length.
    ///   - latest: Whether the latest element of a window is emitted when the window closes.
    ///   - scheduler: The scheduler that times the windows.
    /// - Returns: The throttled sequence. As in RxSwift, a negative `dueTime` counts as zero: every element passes.
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval,
        latest: Bool = true,
        scheduler: any SchedulerType
    ) -> Observable<Element> {
        let source = asObservable()
        return .producer { observer, cancel in
            let sink = ThrottleSink(
                dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer, cancel: cancel
            )
            let subscription = source.subscribe(AnyObserver(eventHandler: sink.on))
            return (sink, Disposables.create(subscription, sink.timer))
        }
    }
}

/// The sink of `throttle`: sends an element at once when the window is over, otherwise (with `latest`) holds the
/// latest one until the window closes.
@usableFromInline
// @unchecked Sendable: restated from SerializingSink, whose comment names the invariant; the window state is touched
// only under the lock, and `timer` is a thread-safe disposable.
final class ThrottleSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let latest: Bool
    @usableFromInline let scheduler: any SchedulerType
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline @exclusivity(unchecked) var lastSentTime: RxTime?
    @usableFromInline @exclusivity(unchecked) var lastUnsentElement: Element?
    @usableFromInline @exclusivity(unchecked) var completed = false

    @inlinable
    init(
        dueTime: RxTimeInterval,
        latest: Bool,
        scheduler: any SchedulerType,
        observer: AnyObserver<Element>,
        cancel: SinkDisposer
    ) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Queues `element` and opens a new window at `now`. Call under the lock.
    @inlinable
    func sendNow(_ element: Element, at now: RxTime) {
        lastUnsentElement = nil
        enqueue(.next(element))
        lastSentTime = now
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let delay: RxTimeInterval? = locked {
                let remaining = lastSentTime.map { dueTime.remaining(after: now.timeIntervalSince($0)) }
                    ?? .nanoseconds(0)
                if remaining.isNowOrPast {
                    sendNow(element, at: now)
                    return nil
                }
                guard latest else { return nil }
                let alreadyWaiting = lastUnsentElement != nil
                lastUnsentElement = element
                return alreadyWaiting ? nil : remaining
            }
            guard let delay else { return }
            let scheduled = SingleAssignmentDisposable()
            timer.disposable = scheduled
            scheduled.setDisposable(scheduler.scheduleRelative(self, dueTime: delay) { sink in
                sink.windowClosed()
                return Disposables.create()
            })
        case .error:
            sendLocked {
                lastUnsentElement = nil
                return event
            }
        case .completed:
            locked {
                if lastUnsentElement != nil {
                    completed = true
                } else {
                    enqueue(.completed)
                }
            }
        }
    }

    @inlinable
    func windowClosed() {
        let now = scheduler.now
        locked {
            if let element = lastUnsentElement {
                sendNow(element, at: now)
            }
            if completed {
                enqueue(.completed)
            }
        }
    }
}
