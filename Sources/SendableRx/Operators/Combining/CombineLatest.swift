// SendableRx — `combineLatest` of any number of sources.

extension ObservableType {
    /// Combines the latest elements of the sources with `resultSelector` whenever any source emits, once every
    /// source has emitted at least once.
    ///
    /// ```
    /// a:                       -1---2-----|
    /// b:                       ---x---y---|
    /// combineLatest(a, b, +):  ---1x-2x-2y-|
    /// ```
    ///
    /// Takes any number of sources (RxSwift stops at eight). Completes when every source has completed, or when
    /// a source emits while every other source has already completed without a combination being possible. Any
    /// error ends the sequence. A source's subscription is disposed when it completes.
    ///
    /// - Parameters:
    ///   - source: The sources.
    ///   - resultSelector: Combines one latest element of each source. An error it throws is sent as an `error`
    ///     event.
    /// - Returns: The sequence of combinations.
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        let subscribers = anySubscribers(repeat each source)
        return .producer { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: subscribers.count, observer: observer, cancel: cancel) {
                values in
                var cursor = ValueCursor(values)
                return try resultSelector(repeat cursor.next((each Source).Element.self))
            }
            return (sink, sink.run(subscribers))
        }
    }

    /// Combines the latest elements of the sources into arrays, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines the latest elements, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let subscribers = collection.map(anySubscriber)
        return .producer { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: subscribers.count, observer: observer, cancel: cancel) {
                values in try resultSelector(values.map { $0 as! Collection.Element.Element })
            }
            return (sink, sink.run(subscribers))
        }
    }

    /// Combines the latest elements of the sources into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays of latest elements, in source order.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of the sources into tuples whenever any source emits, once every source has
    /// emitted at least once.
    ///
    /// ```swift
    /// Observable.combineLatest(name, age)   // Observable<(String, Int)>
    /// ```
    ///
    /// - Parameter source: The sources.
    /// - Returns: The sequence of tuples of latest elements.
    public static func combineLatest<each Source: ObservableType>(
        _ source: repeat each Source
    ) -> Observable<(repeat (each Source).Element)> {
        Observable<(repeat (each Source).Element)>.combineLatest(repeat each source) { (value: repeat (each Source).Element) in
            (repeat each value)
        }
    }
}

/// The state of one `combineLatest` subscription.
// @unchecked Sendable: restated from SerializingSink; the value and completion tables are touched only under its lock.
final class CombineLatestSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let arity: Int
    private let combine: ([Any]) throws -> Element
    private var values: [Any]
    private var hasValue: [Bool]
    private var valueCount = 0
    private var isDone: [Bool]
    private var doneCount = 0

    init(arity: Int, observer: AnyObserver<Element>, cancel: any Cancelable, combine: @escaping ([Any]) throws -> Element) {
        self.arity = arity
        self.combine = combine
        self.values = Array(repeating: (), count: arity)
        self.hasValue = Array(repeating: false, count: arity)
        self.isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ subscribers: [(AnyObserver<Any>) -> any Disposable]) -> any Disposable {
        subscribeAll(subscribers, next: { self.next($0, at: $1) }, done: { self.done(at: $0) })
    }

    private func next(_ value: Any, at index: Int) {
        values[index] = value
        if !hasValue[index] {
            hasValue[index] = true
            valueCount += 1
        }
        if valueCount == arity {
            do {
                enqueue(.next(try combine(values)))
            } catch {
                enqueue(.error(error))
            }
            return
        }
        var allOthersDone = true
        for other in 0..<arity where other != index && !isDone[other] {
            allOthersDone = false
            break
        }
        if allOthersDone {
            enqueue(.completed)
        }
    }

    private func done(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            enqueue(.completed)
        }
    }
}

extension SerializingSink {
    /// Subscribes to every type-erased source, in order, for `combineLatest` and `zip`: elements go to `next`
    /// with the source's index, errors end the result, and a completing source's subscription is disposed before
    /// `done` learns its index. `next` and `done` run under the sink's lock. No sources: completes at once.
    func subscribeAll(
        _ subscribers: [(AnyObserver<Any>) -> any Disposable],
        next: @escaping (Any, Int) -> Void,
        done: @escaping (Int) -> Void
    ) -> any Disposable {
        if subscribers.isEmpty {
            locked { enqueue(.completed) }
            return Disposables.create()
        }
        var subscriptions: [any Disposable] = []
        for (index, subscribe) in subscribers.enumerated() {
            let subscription = SingleAssignmentDisposable()
            subscriptions.append(subscription)
            subscription.setDisposable(subscribe(AnyObserver { event in
                switch event {
                case .next(let value):
                    self.locked { next(value, index) }
                case .error(let error):
                    self.locked { self.enqueue(.error(error)) }
                case .completed:
                    subscription.dispose()
                    self.locked { done(index) }
                }
            }))
        }
        return Disposables.create(subscriptions)
    }
}

/// Type-erased subscribe functions for a pack of sources, in order.
func anySubscribers<each Source: ObservableType>(
    _ source: repeat each Source
) -> [(AnyObserver<Any>) -> any Disposable] {
    var subscribers: [(AnyObserver<Any>) -> any Disposable] = []
    for source in repeat each source {
        subscribers.append(anySubscriber(source))
    }
    return subscribers
}

/// A type-erased subscribe function for one source.
func anySubscriber<Source: ObservableType>(_ source: Source) -> (AnyObserver<Any>) -> any Disposable {
    let observable = source.asObservable()
    return { observer in
        observable.subscribe(AnyObserver<Source.Element> { event in
            switch event {
            case .next(let value): observer.on(.next(value))
            case .error(let error): observer.on(.error(error))
            case .completed: observer.on(.completed)
            }
        })
    }
}

/// Reads a type-erased array back as typed values, in order; a pack expansion over it evaluates left to right.
struct ValueCursor {
    private let values: [Any]
    private var index = 0

    init(_ values: [Any]) {
        self.values = values
    }

    mutating func next<T>(_ type: T.Type) -> T {
        defer { index += 1 }
        return values[index] as! T
    }
}
