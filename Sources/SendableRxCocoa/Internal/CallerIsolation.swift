// SendableRxCocoa — running the closures of `drive` and `emit` in their caller's isolation.

import Dispatch
import Foundation
import SendableRx

/// Stops the program unless the caller runs on the main thread: a `Driver` replays its latest element
/// synchronously to a new subscriber, on the subscribing thread, and that element must arrive on the main thread
/// like the others. RxCocoa asserts the same in DEBUG builds; here the check holds in every build, because the
/// closures of `drive` are main-actor code when their caller is.
@usableFromInline
func requireMainThread(_ method: StaticString) {
    // The main queue counts as the main thread (`isOnMainThread` asks the queue, as RxCocoa does): after
    // `dispatchMain()` or an async `main`'s first `await`, Linux runs its blocks on a worker thread.
    if isOnMainThread { return }
    MainActor.preconditionIsolated(
        "\(method) can only be called on the main thread: a Driver replays its latest element on the subscribing "
            + "thread, which must be the main thread like every later element."
    )
}

/// Whether the closures of a `drive` or `emit` call belong to the main actor (`true`) or are nonisolated (`false`).
///
/// The closures are formed in the caller's context, so they share its isolation: `isolation` is the caller's
/// `#isolation`. Closures of any other actor cannot run where a shared sequence delivers its events (the main
/// thread), so such a call stops the program.
@usableFromInline
func closuresAreMainActorIsolated(_ isolation: (any Actor)?, _ method: StaticString) -> Bool {
    guard let isolation else { return false }
    precondition(
        isolation is MainActor,
        "\(method): the closures belong to \(type(of: isolation)); call it from the main actor or from nonisolated "
            + "code."
    )
    return true
}

/// Stops the program unless the current code runs on the main actor: called before each main-actor closure of a
/// `drive` or `emit` call, whose events must arrive on the main thread (a `SharingScheduler` mock that delivers
/// elsewhere cannot be used with main-actor closures).
@inlinable
func requireMainActorDelivery(_ method: StaticString) {
    // On the main queue the main actor is running (a few nanoseconds on the main thread; after `dispatchMain()` on
    // Linux, libdispatch drains the main queue — the main actor's executor — on a worker thread, which the queue
    // check also recognises). Elsewhere ask the runtime, which stops the program.
    if isOnMainThread { return }
    requireMainActorOffMainThread(method)
}

/// Stops the program unless the current code runs on the main actor (the check for events off the main thread).
@usableFromInline
func requireMainActorOffMainThread(_ method: StaticString) {
    MainActor.preconditionIsolated(
        "\(method): an event arrived off the main actor, but the closures belong to the main actor."
    )
}

/// Subscribes the closures of a `drive` or `emit` call to `source`; `isolation` is the caller's (see
/// `closuresAreMainActorIsolated(_:_:)`) and `method` names the call in the messages of the checks.
///
/// Nonisolated closures are subscribed as they are (RxCocoa's behaviour). Main-actor closures are checked to run
/// on the main actor before each event, and `onDisposed` runs on the main actor: at once when the subscription is
/// disposed on the main thread, dispatched to the main queue when it is disposed elsewhere.
@inlinable
func subscribeCallerClosures<Element>(
    _ source: Observable<Element>,
    isolation: (any Actor)?,
    method: StaticString,
    onNext: ((Element) -> Void)?,
    onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
) -> any Disposable {
    guard closuresAreMainActorIsolated(isolation, method) else {
        return source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
    return source.subscribe(
        onNext: onNext.map { onNext in
            { element in
                requireMainActorDelivery(method)
                onNext(element)
            }
        },
        onCompleted: onCompleted.map { onCompleted in
            {
                requireMainActorDelivery(method)
                onCompleted()
            }
        },
        onDisposed: onDisposed.map { onDisposed in
            let action = MainActorBound(onDisposed)
            return { action.runOnMainActor() }
        }
    )
}

/// Subscribes the closures of a `drive(with:…)` or `emit(with:…)` call to `source`, as
/// `subscribeCallerClosures(_:isolation:method:onNext:onCompleted:onDisposed:)` does: each closure receives
/// `object` first, which is held weakly; once `object` is gone, the closures are no longer called.
func subscribeCallerClosures<Element, Object: AnyObject>(
    _ source: Observable<Element>,
    isolation: (any Actor)?,
    method: StaticString,
    with object: Object,
    onNext: ((Object, Element) -> Void)?,
    onCompleted: ((Object) -> Void)?,
    onDisposed: ((Object) -> Void)?
) -> any Disposable {
    subscribeCallerClosures(
        source,
        isolation: isolation,
        method: method,
        onNext: onNext.map { onNext in
            { [weak object] element in
                if let object { onNext(object, element) }
            }
        },
        onCompleted: onCompleted.map { onCompleted in
            { [weak object] in
                if let object { onCompleted(object) }
            }
        },
        onDisposed: onDisposed.map { onDisposed in
            { [weak object] in
                if let object { onDisposed(object) }
            }
        }
    )
}

/// A main-actor closure carried to wherever a subscription is disposed, and run on the main actor from there.
@usableFromInline
// @unchecked Sendable: the closure belongs to the main actor and is only called on the main thread — at once when
// `runOnMainActor` is called there, otherwise from a block dispatched to the main queue.
struct MainActorBound: @unchecked Sendable {
    @usableFromInline
    let action: () -> Void

    @inlinable
    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the closure now when called on the main queue (the main thread included), otherwise on the main queue.
    @usableFromInline
    func runOnMainActor() {
        if isOnMainThread {
            action()
        } else {
            DispatchQueue.main.async { self.action() }
        }
    }
}
