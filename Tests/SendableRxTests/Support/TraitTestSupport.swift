// SendableRx tests — helpers shared by the trait tests (Single, Maybe, Completable, Infallible).

import Foundation
import SendableRx
import SendableRxTest

/// The error used by the trait tests for failing sources.
let traitError = TestError("trait")

/// A second, distinct error for tests that need two.
let traitError2 = TestError("trait2")

/// An object the `subscribe(with:)` trait tests hold weakly.
final class TraitTarget {
    let name: String
    init(_ name: String) { self.name = name }
}

extension TestScheduler {
    /// A `Single` built from a cold observable: succeeds with `element` `after` ticks past its subscription.
    func coldSingle<Element>(_ element: Element, after ticks: TestTime) -> (Single<Element>, TestableObservable<Element>) {
        let xs = createColdObservable([.next(ticks, element), .completed(ticks)])
        return (xs.asSingle(), xs)
    }

    /// A `Single` built from a cold observable: fails with `error` `after` ticks past its subscription.
    func coldFailingSingle<Element>(
        _ error: any Swift.Error,
        after ticks: TestTime,
        _ type: Element.Type = Element.self
    ) -> (Single<Element>, TestableObservable<Element>) {
        let xs = createColdObservable([Recorded<Event<Element>>.error(ticks, error)])
        return (xs.asSingle(), xs)
    }

    /// An `Infallible` that replays `events` as a hot observable; an error in `events` would become `-1`.
    func hotInfallible(_ events: [Recorded<Event<Int>>]) -> (Infallible<Int>, TestableObservable<Int>) {
        let xs = createHotObservable(events)
        return (xs.asInfallible(onErrorJustReturn: -1), xs)
    }
}

/// A resource for the trait `using` tests that records, in virtual time, when it was created and disposed.
// @unchecked Sendable: used only on the thread that drives the TestScheduler.
final class TraitResource: Disposable, @unchecked Sendable {
    let scheduler: TestScheduler
    let createdAt: Int
    private(set) var disposedAt: [Int] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.createdAt = scheduler.clock
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}
