// SendableRx — `zip` of any number of sources.

extension ObservableType {
    /// Combines the sources' elements pairwise in order — the first of each, then the second of each, … —
    /// with `resultSelector`.
    ///
    /// ```
    /// a:                 -1---2---3-|
    /// b:                 ---x---y---|
    /// zip(a, b, +):      ---1x--2y--|
    /// ```
    ///
    /// Takes any number of sources (RxSwift stops at eight). Completes when every source has completed, or when
    /// a source emits and every other source has completed with nothing left to pair. Any error ends the
    /// sequence. A source's subscription is disposed when it completes.
    ///
    /// - Parameters:
    ///   - source: The sources.
    ///   - resultSelector: Combines one element of each source. An error it throws is sent as an `error` event.
    /// - Returns: The sequence of combinations.
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        let subscribers = anySubscribers(repeat each source)
        return .producer { observer, cancel in
            let sink = ZipSink<Element>(arity: subscribers.count, observer: observer, cancel: cancel) { values in
                var cursor = ValueCursor(values)
                return try resultSelector(repeat cursor.next((each Source).Element.self))
            }
            return (sink, sink.run(subscribers))
        }
    }

    /// Combines the sources' elements pairwise in order into arrays, with `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sources.
    ///   - resultSelector: Combines one element of each source, in source order.
    /// - Returns: The sequence of combinations. An empty collection completes at once.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let subscribers = collection.map(anySubscriber)
        return .producer { observer, cancel in
            let sink = ZipSink<Element>(arity: subscribers.count, observer: observer, cancel: cancel) { values in
                try resultSelector(values.map { $0 as! Collection.Element.Element })
            }
            return (sink, sink.run(subscribers))
        }
    }

    /// Combines the sources' elements pairwise in order into arrays.
    ///
    /// - Parameter collection: The sources.
    /// - Returns: The sequence of arrays, in source order.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection
    ) -> Observable<[Element]> where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}

extension ObservableType where Element == Any {
    /// Combines the sources' elements pairwise in order into tuples.
    ///
    /// ```swift
    /// Observable.zip(requests, responses)   // Observable<(Request, Response)>
    /// ```
    ///
    /// - Parameter source: The sources.
    /// - Returns: The sequence of tuples.
    public static func zip<each Source: ObservableType>(
        _ source: repeat each Source
    ) -> Observable<(repeat (each Source).Element)> {
        Observable<(repeat (each Source).Element)>.zip(repeat each source) { (value: repeat (each Source).Element) in
            (repeat each value)
        }
    }
}

/// The state of one `zip` subscription.
// @unchecked Sendable: restated from SerializingSink; the queues and completion table are touched only under its lock.
final class ZipSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let arity: Int
    private let combine: ([Any]) throws -> Element
    private var queues: [Queue<Any>]
    private var isDone: [Bool]

    init(arity: Int, observer: AnyObserver<Element>, cancel: any Cancelable, combine: @escaping ([Any]) throws -> Element) {
        self.arity = arity
        self.combine = combine
        self.queues = Array(repeating: Queue(capacity: 2), count: arity)
        self.isDone = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ subscribers: [(AnyObserver<Any>) -> any Disposable]) -> any Disposable {
        subscribeAll(subscribers, next: { self.next($0, at: $1) }, done: { self.done(at: $0) })
    }

    private func next(_ value: Any, at index: Int) {
        queues[index].enqueue(value)
        if queues.allSatisfy({ !$0.isEmpty }) {
            var values: [Any] = []
            values.reserveCapacity(arity)
            for queueIndex in 0..<arity {
                values.append(queues[queueIndex].dequeue()!)
            }
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
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) {
            enqueue(.completed)
        }
    }
}
