// Build-cost prototype: three ways to write the same subject and map as unspecialised generic code (this module
// is not inlinable, so an app calls it as it calls RxSwift): E passes Event-like enums through closures, N calls a
// generic class hierarchy with the element alone, P passes a pointer to the element through a non-generic core.

public enum Ev<T> { case next(T), error(Error), completed }

// Design E: events as Ev<T> through closures (RxSwift-like channel), unspecialized.
public final class SubjE<T> {
    var observers: [(Ev<T>) -> Void] = []
    public init() {}
    public func on(_ e: Ev<T>) { for o in observers { o(e) } }
    public func subscribe(_ o: @escaping (Ev<T>) -> Void) { observers.append(o) }
}
final class CallbackE<T> {
    let onNext: (T) -> Void
    init(_ f: @escaping (T) -> Void) { onNext = f }
    func on(_ e: Ev<T>) { switch e { case .next(let v): onNext(v); default: break } }
}
final class MapE<S, R> {
    let f: (S) -> R; let down: (Ev<R>) -> Void
    init(_ f: @escaping (S) -> R, _ d: @escaping (Ev<R>) -> Void) { self.f = f; down = d }
    func on(_ e: Ev<S>) {
        switch e { case .next(let v): down(.next(f(v))); case .error(let x): down(.error(x)); case .completed: down(.completed) }
    }
}
public func subscribeE<T>(_ s: SubjE<T>, _ onNext: @escaping (T) -> Void) { s.subscribe(CallbackE(onNext).on) }
public func subscribeMapE<T, R>(_ s: SubjE<T>, _ f: @escaping (T) -> R, _ onNext: @escaping (R) -> Void) {
    let c = CallbackE(onNext); let m = MapE(f, c.on); s.subscribe(m.on)
}

// Design N: split channel, next(T) on a class hierarchy, terminal events non-generic.
public enum Terminal { case error(Error), completed }
open class SinkN<T> {
    public init() {}
    open func next(_ v: T) {}
    open func terminal(_ t: Terminal) {}
}
public final class SubjN<T> {
    var observers: [SinkN<T>] = []
    public init() {}
    public func onNext(_ v: T) { for o in observers { o.next(v) } }
    public func subscribe(_ o: SinkN<T>) { observers.append(o) }
}
final class CallbackN<T>: SinkN<T> {
    let onNext: (T) -> Void
    init(_ f: @escaping (T) -> Void) { onNext = f }
    override func next(_ v: T) { onNext(v) }
}
final class MapN<S, R>: SinkN<S> {
    let f: (S) -> R; let down: SinkN<R>
    init(_ f: @escaping (S) -> R, _ d: SinkN<R>) { self.f = f; down = d }
    override func next(_ v: S) { down.next(f(v)) }
}
public func subscribeN<T>(_ s: SubjN<T>, _ onNext: @escaping (T) -> Void) { s.subscribe(CallbackN(onNext)) }
public func subscribeMapN<T, R>(_ s: SubjN<T>, _ f: @escaping (T) -> R, _ onNext: @escaping (R) -> Void) {
    s.subscribe(MapN(f, CallbackN(onNext)))
}

// Design P: a non-generic core over type-erased element pointers.
open class ErasedSink {
    public init() {}
    open func nextErased(_ p: UnsafeRawPointer) {}
}
final class SubjCore {
    var observers: ContiguousArray<ErasedSink> = []
    @inline(never) func deliver(_ p: UnsafeRawPointer) { for o in observers { o.nextErased(p) } }
}
public final class SubjP<T> {
    let core = SubjCore()
    public init() {}
    public func onNext(_ v: T) { withUnsafePointer(to: v) { core.deliver(UnsafeRawPointer($0)) } }
    func subscribe(_ o: ErasedSink) { core.observers.append(o) }
}
final class CallbackP<T>: ErasedSink {
    let onNext: (T) -> Void
    init(_ f: @escaping (T) -> Void) { onNext = f }
    override func nextErased(_ p: UnsafeRawPointer) { onNext(p.assumingMemoryBound(to: T.self).pointee) }
}
final class MapP<S, R>: ErasedSink {
    let f: (S) -> R; let down: ErasedSink
    init(_ f: @escaping (S) -> R, _ d: ErasedSink) { self.f = f; down = d }
    override func nextErased(_ p: UnsafeRawPointer) {
        let r = f(p.assumingMemoryBound(to: S.self).pointee)
        withUnsafePointer(to: r) { down.nextErased(UnsafeRawPointer($0)) }
    }
}
public func subscribeP<T>(_ s: SubjP<T>, _ onNext: @escaping (T) -> Void) { s.subscribe(CallbackP(onNext)) }
public func subscribeMapP<T, R>(_ s: SubjP<T>, _ f: @escaping (T) -> R, _ onNext: @escaping (R) -> Void) {
    s.subscribe(MapP(f, CallbackP(onNext)))
}

// Design P, longer chains: filter, and a chain of hops built at run time (as RxSwift's twelve-hop benchmark builds
// it), driven from a source that sends `count` elements.
final class FilterP<T>: ErasedSink {
    let predicate: (T) -> Bool; let down: ErasedSink
    init(_ predicate: @escaping (T) -> Bool, _ d: ErasedSink) { self.predicate = predicate; down = d }
    override func nextErased(_ p: UnsafeRawPointer) {
        if predicate(p.assumingMemoryBound(to: T.self).pointee) { down.nextErased(p) }
    }
}

/// A pipeline description: each stage wraps the sink after it.
public struct ChainP<T> {
    let wrap: (ErasedSink) -> ErasedSink
    public init() { wrap = { $0 } }
    init(_ wrap: @escaping (ErasedSink) -> ErasedSink) { self.wrap = wrap }
    public func map<R>(_ f: @escaping (T) -> R) -> ChainP<R> {
        let outer = wrap
        return ChainP<R> { down in outer(MapP(f, down)) }
    }
    public func filter(_ predicate: @escaping (T) -> Bool) -> ChainP<T> {
        let outer = wrap
        return ChainP<T> { down in outer(FilterP(predicate, down)) }
    }
    /// Sends `value` `count` times through the chain into `onNext`.
    public func pump(_ value: T, count: Int, _ onNext: @escaping (T) -> Void) {
        let head = wrap(CallbackP(onNext))
        withUnsafePointer(to: value) { pointer in
            for _ in 0 ..< count { head.nextErased(UnsafeRawPointer(pointer)) }
        }
    }
}

/// The same chain in design E (events through closures).
public struct ChainE<T> {
    let wrap: (@escaping (Ev<T>) -> Void) -> (Ev<Int>) -> Void
    public init() where T == Int { wrap = { $0 } }
    init(_ wrap: @escaping (@escaping (Ev<T>) -> Void) -> (Ev<Int>) -> Void) { self.wrap = wrap }
    public func map<R>(_ f: @escaping (T) -> R) -> ChainE<R> {
        let outer = wrap
        return ChainE<R> { down in outer(MapE(f, down).on) }
    }
    public func filter(_ predicate: @escaping (T) -> Bool) -> ChainE<T> {
        let outer = wrap
        return ChainE<T> { down in
            outer { event in
                if case .next(let value) = event, !predicate(value) { return }
                down(event)
            }
        }
    }
    public func pump(_ value: Int, count: Int, _ onNext: @escaping (T) -> Void) {
        let head = wrap(CallbackE(onNext).on)
        for _ in 0 ..< count { head(.next(value)) }
    }
}
