// SendableRxBlocking — `toBlocking(timeout:)` and `BlockingObservable`: wait for an observable's events.

import Foundation
import SendableRx
import Synchronization

extension ObservableConvertibleType {
    /// Turns the sequence into a ``BlockingObservable``, whose methods subscribe and wait for the result.
    ///
    /// Meant for tests and command-line tools. Called on the main thread, the wait keeps the main run loop
    /// turning, so events delivered through the main queue (for example by `MainScheduler`) still arrive.
    ///
    /// ```swift
    /// let elements = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
    /// ```
    ///
    /// Each blocking method subscribes inside the current thread's trampoline and stops listening as soon as its
    /// answer is known (`first()` after one element, `single()` at a second one), so a source that schedules its
    /// elements on `CurrentThreadScheduler` is not run to its end.
    ///
    /// - Parameter timeout: The longest time to wait, in seconds; `nil` waits for ever. When it passes, the
    ///   subscription is disposed and `RxError.timeout` is thrown. As in RxBlocking, a timeout of zero or less
    ///   always times out, even when the sequence finished during the subscription.
    /// - Returns: The blocking view of the sequence.
    @inlinable
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(source: asObservable(), timeout: timeout)
    }
}

/// An observable sequence seen as a blocking one: each method subscribes, waits until it has its answer (or
/// the timeout passes), disposes the subscription and returns.
///
/// Create one with `ObservableConvertibleType.toBlocking(timeout:)`.
public struct BlockingObservable<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let timeout: TimeInterval?

    @inlinable
    init(source: Observable<Element>, timeout: TimeInterval?) {
        self.source = source
        self.timeout = timeout
    }
}

/// How a blocked-on sequence ended, with the elements it produced.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after producing `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after producing `elements` (a timeout fails with
    /// `RxError.timeout`).
    case failed(elements: [T], error: any Error)
}

extension BlockingObservable {
    /// The first element, waiting until it arrives; the subscription is disposed right after it.
    ///
    /// - Returns: The first element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error if it failed before an element, or `RxError.timeout`.
    @inlinable
    public func first() throws -> Element? {
        try elementsOrThrow(run(maxElements: 1, predicate: nil)).first
    }

    /// The last element, waiting until the sequence completes.
    ///
    /// - Returns: The last element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    @inlinable
    public func last() throws -> Element? {
        try elementsOrThrow(run(maxElements: nil, predicate: nil)).last
    }

    /// Every element, waiting until the sequence completes.
    ///
    /// - Returns: The elements in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    @inlinable
    public func toArray() throws -> [Element] {
        try elementsOrThrow(run(maxElements: nil, predicate: nil))
    }

    /// The only element, waiting until the sequence completes (or produces a second element).
    ///
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` if the sequence completed empty,
    ///   `RxError.moreThanOneElement` as soon as a second element arrives, the sequence's error,
    ///   or `RxError.timeout`.
    @inlinable
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`, waiting until the sequence completes (or produces a second
    /// such element).
    ///
    /// As in RxBlocking, `predicate` is escaping: it runs inside the subscription, on the thread that delivers
    /// the elements. It is not called again once the outcome is known: after the second element that satisfies
    /// it, or after it throws.
    ///
    /// - Parameter predicate: Chooses the elements that count.
    /// - Returns: The element.
    /// - Throws: `RxError.noElements` if no element satisfied `predicate`,
    ///   `RxError.moreThanOneElement` if two did, the error `predicate` threw, the sequence's
    ///   error, or `RxError.timeout`.
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(run(maxElements: 2, predicate: predicate))
        if elements.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let element = elements.first else {
            throw RxError.noElements
        }
        return element
    }

    /// How the sequence ended, waiting until it does: every element, and the error if it failed.
    ///
    /// - Returns: `.completed(elements:)` or `.failed(elements:error:)`; a timeout gives
    ///   `.failed` with `RxError.timeout` and the elements received until then.
    @inlinable
    public func materialize() -> MaterializedSequenceResult<Element> {
        run(maxElements: nil, predicate: nil)
    }
}

extension BlockingObservable {
    @inlinable
    func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }

    /// Subscribes, collects the elements that pass `predicate` until the sequence terminates or `maxElements`
    /// of them arrived, waits for that (or the timeout), and disposes the subscription.
    ///
    /// Once the outcome is known nothing more is looked at: `predicate` is not called again, later events are
    /// dropped, and the subscription is disposed. The subscription is made inside the current thread's
    /// trampoline (as RxBlocking does), so a source that schedules its elements there — `of`, `from`, `range`,
    /// `concat` — stops producing as soon as the outcome is known instead of running to its end.
    ///
    /// A `timeout` of zero or less leaves no time to wait: the result is `RxError.timeout` with the elements
    /// that arrived during the subscription, as in RxBlocking.
    @inlinable
    func run(
        maxElements: Int?,
        predicate: ((Element) throws -> Bool)?
    ) -> MaterializedSequenceResult<Element> {
        let state = BlockingState<Element>(maxElements: maxElements)
        let subscription = SingleAssignmentDisposable()
        let source = self.source
        let subscribe = {
            subscription.setDisposable(source.subscribe { event in
                if state.isDone { return }
                var event = event
                if case .next(let element) = event, let predicate {
                    do {
                        if try !predicate(element) { return }
                    } catch {
                        event = .error(error)
                    }
                }
                if state.record(event) {
                    subscription.dispose()
                }
            })
        }
        if CurrentThreadScheduler.isScheduleRequired {
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                subscribe()
                return Disposables.create()
            }
        } else {
            subscribe()
        }
        let finished = (timeout.map { $0 > 0 } ?? true) && state.wait(timeout: timeout)
        subscription.dispose()
        let outcome = state.outcome()
        if !finished {
            return .failed(elements: outcome.elements, error: RxError.timeout)
        }
        if let error = outcome.error {
            return .failed(elements: outcome.elements, error: error)
        }
        return .completed(elements: outcome.elements)
    }
}

/// What a blocking call has received so far, and the semaphore its waiting thread sleeps on.
@usableFromInline
// @unchecked Sendable: `elements` and `error` are read and written only while holding `lock`; `done` is atomic.
final class BlockingState<Element>: @unchecked Sendable {
    @usableFromInline let maxElements: Int?
    @usableFromInline let lock = Mutex<Void>(())
    @usableFromInline let done = Atomic<Bool>(false)
    @usableFromInline let finished = DispatchSemaphore(value: 0)
    @usableFromInline @exclusivity(unchecked) var elements: [Element] = []
    @usableFromInline @exclusivity(unchecked) var error: (any Error)?

    @inlinable
    init(maxElements: Int?) {
        self.maxElements = maxElements
    }

    /// Records an event; returns `true` if it finished the call (a terminal event, or the last element wanted).
    @inlinable
    func record(_ event: Event<Element>) -> Bool {
        let didFinish = lock.withLock { _ -> Bool in
            if done.load(ordering: .relaxed) { return false }
            switch event {
            case .next(let element):
                elements.append(element)
                if let maxElements, elements.count >= maxElements {
                    done.store(true, ordering: .releasing)
                }
            case .error(let error):
                self.error = error
                done.store(true, ordering: .releasing)
            case .completed:
                done.store(true, ordering: .releasing)
            }
            return done.load(ordering: .relaxed)
        }
        if didFinish {
            finished.signal()
        }
        return didFinish
    }

    /// Ends recording and returns what was received.
    @inlinable
    func outcome() -> (elements: [Element], error: (any Error)?) {
        lock.withLock { _ in
            done.store(true, ordering: .releasing)
            return (elements, error)
        }
    }

    /// Whether the call has finished.
    @inlinable
    var isDone: Bool {
        done.load(ordering: .acquiring)
    }

    /// Waits until the call has finished or `timeout` has passed; returns `false` on a timeout. On the main
    /// thread it runs the run loop meanwhile, so that work scheduled on the main queue can finish the call.
    @usableFromInline
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if Thread.isMainThread {
            while !isDone {
                if let deadline, Date() >= deadline { return false }
                let slice = Date().addingTimeInterval(0.01)
                if !RunLoop.current.run(mode: .default, before: slice) {
                    // Nothing to run on the run loop: wait a slice on the semaphore instead of spinning.
                    if finished.wait(timeout: .now() + 0.01) == .success { return true }
                }
            }
            return true
        }
        guard let deadline else {
            finished.wait()
            return true
        }
        let remaining = Swift.max(0, deadline.timeIntervalSinceNow)
        return finished.wait(timeout: .now() + remaining) == .success
    }
}
