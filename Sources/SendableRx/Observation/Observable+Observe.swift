// SendableRx — Observation → Rx: `Observable.observe { model.count }`.

extension Observable {
    /// An observable of a value read from `@Observable` models, on the main actor: it emits the current value
    /// when subscribed, then the new value after each change.
    ///
    /// Each subscription reads `value` with Observation tracking. When any property that the read used
    /// changes, the subscription reads `value` again in a later turn of the main queue and emits the result;
    /// all the changes made before that read — in one transaction, such as one main-actor job — give one
    /// element, with every change applied. The first read runs at once when you subscribe on the main thread
    /// (and nothing else is waiting on the main queue), otherwise on the main queue as soon as it can.
    /// Elements are not compared: a change that sets a property to the value it had, or changes made and
    /// undone in one transaction, emit the same value again; add `distinctUntilChanged()` if you need that. A
    /// read that uses no tracked property (only `@ObservationIgnored` ones, or none) emits once and then nothing.
    ///
    /// ```swift
    /// @MainActor @Observable final class Counter { var count = 0 }
    ///
    /// @MainActor func bind(_ counter: Counter) -> any Disposable {
    ///     Observable.observe { counter.count }
    ///         .map { "count: \($0)" }
    ///         .subscribe(onNext: { print($0) })   // "count: 0" at once, then after each change
    /// }
    /// ```
    ///
    /// The function is isolated to the main actor, so the compiler checks that `value` may read main-actor
    /// state; from other code use ``observe(on:_:)`` or ``observe(isolation:_:)``. Disposing the subscription
    /// stops the tracking; the subscription holds what `value` captures until then and nothing after. (The
    /// Observation registrar keeps a small handler, which holds nothing of the subscription, until the property
    /// next changes.) The sequence never completes.
    ///
    /// - Parameter value: Reads the value; it may read any number of properties of any number of models. It
    ///   runs on the main actor.
    /// - Returns: The observable of the value.
    /// - Throws: Nothing itself; an error thrown by `value` is sent as `error` and ends the sequence.
    @MainActor
    public static func observe(_ value: @escaping () throws -> Element) -> Observable<Element> {
        observationTracking(.main, value)
    }

    /// An observable of a value read from `@Observable` models, on `scheduler`: it emits the current value
    /// when subscribed, then the new value after each change.
    ///
    /// Each subscription reads `value` with Observation tracking, through `scheduler`: the first time with
    /// `schedule`, and after a change of any property that the read used with a zero-delay `scheduleRelative`
    /// (on ``MainScheduler``, in a later turn of the main queue), so the read comes after the change
    /// is stored, and all the changes made before it give one element. On a `TestScheduler` the elements
    /// therefore come at the subscription tick and at the tick of each change, one tick later with
    /// `simulateProcessingDelay`.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let model = Counter()
    /// scheduler.scheduleAt(300) { model.count = 1 }
    /// let observer = scheduler.start { Observable.observe(on: scheduler) { model.count } }
    /// // observer.events == [.next(201, 0), .next(301, 1)]
    /// ```
    ///
    /// `value` runs on `scheduler` only: name the scheduler whose thread the models belong to, and change the
    /// models there too. Observation reports a change from the property's `willSet`, before the new value is
    /// stored; a read on the same thread or actor always comes after the change is complete, but a read on
    /// another thread could run first and miss it. (The compiler does not know what thread a scheduler uses;
    /// ``observe(_:)`` and ``observe(isolation:_:)`` are the checked forms for the main actor and other
    /// actors.) A concurrent scheduler may run the reads on different threads, one at a time. Disposal and
    /// errors behave as in ``observe(_:)``.
    ///
    /// - Parameters:
    ///   - scheduler: Where `value` runs and the elements are sent.
    ///   - value: Reads the value.
    /// - Returns: The observable of the value.
    /// - Throws: Nothing itself; an error thrown by `value` is sent as `error` and ends the sequence.
    public static func observe(
        on scheduler: any SchedulerType,
        _ value: @escaping () throws -> Element
    ) -> Observable<Element> {
        observationTracking(.on(scheduler), value)
    }

    /// An observable of a value read from `@Observable` models isolated to `isolation`: it emits the current
    /// value, then the new value after each change, on that actor.
    ///
    /// Call it from the actor's own code, passing the actor (`self` in an actor's method): the compiler checks
    /// that you are isolated to it, so `value` may read the actor's state. Every read — the first one too —
    /// runs in a later job of the actor, after the one that subscribed or changed the model, and all the
    /// changes made before a read give one element. Disposal and errors behave as in ``observe(_:)``.
    ///
    /// ```swift
    /// actor Session {
    ///     let progress = Progress()   // an @Observable class that the actor owns
    ///     func watch() -> any Disposable {
    ///         Observable.observe(isolation: self) { self.progress.fraction }
    ///             .subscribe(onNext: { print($0) })
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor that `value` belongs to; the caller must be isolated to it.
    ///   - value: Reads the value; it runs on the actor.
    /// - Returns: The observable of the value.
    /// - Throws: Nothing itself; an error thrown by `value` is sent as `error` and ends the sequence.
    public static func observe(
        isolation: isolated any Actor,
        _ value: @escaping () throws -> Element
    ) -> Observable<Element> {
        observationTracking(.isolated(to: isolation), value)
    }
}

extension Infallible {
    /// An infallible of a value read from `@Observable` models, on the main actor: the current value when
    /// subscribed, then the new value after each change. See ``Observable/observe(_:)``.
    ///
    /// - Parameter value: Reads the value; it runs on the main actor and cannot throw.
    /// - Returns: The infallible of the value, which never completes.
    @MainActor
    public static func observe(_ value: @escaping () -> Element) -> Infallible<Element> {
        Infallible(Observable.observationTracking(.main, value))
    }

    /// An infallible of a value read from `@Observable` models, on `scheduler`: the current value when
    /// subscribed, then the new value after each change. See ``Observable/observe(on:_:)``.
    ///
    /// - Parameters:
    ///   - scheduler: Where `value` runs and the elements are sent.
    ///   - value: Reads the value; it cannot throw.
    /// - Returns: The infallible of the value, which never completes.
    public static func observe(
        on scheduler: any SchedulerType,
        _ value: @escaping () -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.observationTracking(.on(scheduler), value))
    }

    /// An infallible of a value read from `@Observable` models isolated to `isolation`, on that actor. See
    /// ``Observable/observe(isolation:_:)``.
    ///
    /// - Parameters:
    ///   - isolation: The actor that `value` belongs to; the caller must be isolated to it.
    ///   - value: Reads the value; it runs on the actor and cannot throw.
    /// - Returns: The infallible of the value, which never completes.
    public static func observe(
        isolation: isolated any Actor,
        _ value: @escaping () -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.observationTracking(.isolated(to: isolation), value))
    }
}
