// SendableRx — one `combineLatest` or `zip` subscription: its sources' inputs and the delivery of their
// combinations, compiled once for every element type.

import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a multi-source subscription pairs its sources' elements.
package enum CombiningMode {
    /// `combineLatest`: each source keeps its latest element; every element, once all have one, makes a combination.
    case latest
    /// `zip`: each source queues its elements; the n-th elements of all the sources make the n-th combination.
    /// Completes when every source has completed.
    case zip
    /// `zip` over a collection: also completes as soon as a source emits while every other source has completed.
    case zipCompletingEarly
}

/// Subscribes, for each subscriber, a ``CombiningSink`` whose inputs and combining closure `setUp` makes (see
/// ``CombiningSink/input(_:)``); the sink then subscribes the inputs in the order they were made.
func combiningObservable<Element>(
    _ mode: CombiningMode, arity: Int, _ setUp: @escaping (CombiningSink<Element>) -> () throws -> Element
) -> Observable<Element> {
    OperatorProducer { downstream, cancel in
        let sink = CombiningSink(mode: mode, arity: arity, downstream: downstream, cancel: cancel)
        sink.combine = setUp(sink)
        sink.subscribeInputs()
        return (sink, NoSink.shared)
    }
}

/// `combineLatest` or `zip` over an array of sources of one element type. With no source, `combineLatest` emits
/// `resultSelector([])` (or fails with the error it throws) and completes, and `zip` completes, as in RxSwift.
func combiningCollection<Value, Element>(
    _ mode: CombiningMode, _ sources: [Observable<Value>], _ resultSelector: @escaping ([Value]) throws -> Element
) -> Observable<Element> {
    if sources.isEmpty {
        return mode == .latest ? .deferred { .just(try resultSelector([])) } : .empty()
    }
    return combiningObservable(mode, arity: sources.count) { sink in
        for source in sources {
            _ = sink.input(source)
        }
        // Each combination fills the array through the inputs' untyped `take(into:)`: in code compiled once, a
        // `map` over typed inputs looks up generic metadata for every element.
        return { [unowned(unsafe) sink] in
            let inputs = sink.inputs
            let values = [Value](unsafeUninitializedCapacity: inputs.count) { buffer, initialized in
                let base = UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
                let stride = MemoryLayout<Value>.stride
                for index in inputs.indices {
                    inputs[index].take(into: base + index * stride)
                }
                initialized = inputs.count
            }
            return try resultSelector(values)
        }
    }
}

/// `combineLatest` or `zip` over nine or more typed sources (the parameter-pack forms).
func combiningPack<each Value, Element>(
    _ mode: CombiningMode, _ source: repeat Observable<each Value>,
    resultSelector: @escaping (repeat each Value) throws -> Element
) -> Observable<Element> {
    var arity = 0
    for _ in repeat each source { arity += 1 }
    let sources = (repeat each source)
    return combiningObservable(mode, arity: arity) { sink in
        // Kept untyped: capturing a tuple of a pack of inputs in the combining closure crashes the 6.3 compiler.
        var inputs: [AnyObject] = []
        for source in repeat each sources {
            inputs.append(sink.input(source))
        }
        return {
            var cursor = inputs.makeIterator()
            return try resultSelector(
                repeat takeElement(of: cursor.next().unsafelyUnwrapped, as: (each Value).self, sink: Element.self)
            )
        }
    }
}

/// The kinds of an event queued in a ``CombiningSink``, in the low two bits of its `arrivals` entry.
enum CombiningArrival {
    static let next = 0
    static let error = 1
    static let completed = 2
}

/// What the sink does with one source's element.
enum CombiningAdmission {
    /// Nothing: the sequence has ended or been disposed.
    case drop
    /// Nobody is delivering: the caller takes the delivery turn and handles the element at once.
    case deliver
    /// Sent by a result selector into one of its own sources, on the delivering thread: handled at once, inside the
    /// delivery in progress (RxSwift delivers that combination before the selector's own).
    case nested
    /// Another thread is delivering: the element waits in its input, in arrival order.
    case queue
}

/// The state of one `combineLatest` or `zip` subscription.
///
/// Every event of every source passes through one delivery turn: the thread that finds no delivery in progress
/// takes the turn, handles its event (stores the element, decides whether a combination is due, runs the result
/// selector and sends the result, all outside the lock) and then handles, in arrival order, the events that other
/// threads queued meanwhile. So the inputs' elements and the pairing state are touched only by the thread holding
/// the turn, and the result selector and the downstream observer never run under the lock. An element that a result
/// selector sends into one of its own sources is handled at once, inside that selector's turn.
// @unchecked Sendable: `draining`, `terminated`, `released`, `releasePending`, `arrivals`, `queuedErrors` and the
// inputs' queues are touched only under `lock`; the pairing state and the inputs' elements only by the thread that
// holds the delivery turn (`draining`); `combine` is set before any input is subscribed.
final class CombiningSink<Element>: OperatorSink<Never, Element>, @unchecked Sendable {
    let lock = Lock()
    let mode: CombiningMode
    let arity: Int
    /// The inputs, in source order; released with `combine` once the sink is disposed and no delivery runs.
    @exclusivity(unchecked) var inputs: [any CombiningInputProtocol] = []
    /// Reads one element of each input (`take()`) and runs the result selector.
    @exclusivity(unchecked) var combine: (() throws -> Element)?

    // Under the lock.
    @exclusivity(unchecked) var draining = false
    @exclusivity(unchecked) var terminated = false
    @exclusivity(unchecked) var released = false
    @exclusivity(unchecked) var releasePending = false
    /// Events waiting for the delivery turn, in arrival order: `index << 2 | kind` (see ``CombiningArrival``).
    @exclusivity(unchecked) var arrivals = ElementRing<Int>()
    @exclusivity(unchecked) var queuedErrors = ElementRing<any Error>()
    /// Set once an error waits in `arrivals`: elements a selector sends into its sources then wait behind it.
    @exclusivity(unchecked) var errorQueued = false

    // Only the delivering thread.
    @exclusivity(unchecked) var hasElement: SourceFlags
    @exclusivity(unchecked) var elementCount = 0
    @exclusivity(unchecked) var isDone: SourceFlags
    @exclusivity(unchecked) var doneCount = 0
    /// `zip`: how many elements each input holds, and how many inputs hold none.
    @exclusivity(unchecked) var queuedCounts: [Int]
    @exclusivity(unchecked) var emptyCount: Int

    /// The thread running a result selector inside the delivery turn (0 when none); an element that thread sends
    /// into a source is `nested`.
    let selectingThread = Atomic<UInt>(0)

    init(mode: CombiningMode, arity: Int, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.mode = mode
        self.arity = arity
        hasElement = SourceFlags(count: arity)
        isDone = SourceFlags(count: arity)
        queuedCounts = mode == .latest ? [] : Array(repeating: 0, count: arity)
        emptyCount = arity
        super.init(downstream: downstream, cancel: cancel)
        inputs.reserveCapacity(arity)
    }

    deinit {
        arrivals.destroy()
        queuedErrors.destroy()
    }

    /// Makes the input for the next source; call only from the `setUp` closure, in source order.
    func input<Value>(_ source: Observable<Value>) -> CombiningInput<Value, Element> {
        let input = CombiningInput(source, sink: self, index: inputs.count)
        inputs.append(input)
        return input
    }

    /// Subscribes the inputs in source order.
    func subscribeInputs() {
        for input in inputs {
            input.subscribeSource()
        }
    }

    /// Decides, under the lock, what happens to an element of input `index`.
    func admit() -> CombiningAdmission {
        if terminated || released { return .drop }
        if !draining {
            draining = true
            return .deliver
        }
        if !errorQueued, selectingThread.load(ordering: .relaxed) == currentThreadIdentity() {
            return .nested
        }
        return .queue
    }

    /// Input `index` stored an element: whether a combination is due. May end the sequence (`combineLatest` when
    /// every other source has completed and one never emitted; `zip` over a collection when every other source
    /// has completed). Delivering thread only.
    func stored(at index: Int) -> Bool {
        if mode == .latest {
            if elementCount == arity { return true }
            if !hasElement[index] {
                hasElement[index] = true
                elementCount += 1
                if elementCount == arity { return true }
            }
        } else {
            queuedCounts[index] += 1
            if queuedCounts[index] == 1 {
                emptyCount -= 1
            }
            if emptyCount == 0 {
                for input in 0..<arity {
                    queuedCounts[input] -= 1
                    if queuedCounts[input] == 0 { emptyCount += 1 }
                }
                return true
            }
            if mode == .zip { return false }
        }
        if allOthersDone(except: index) {
            terminate(nil)
        }
        return false
    }

    /// Whether every source other than `index` has completed.
    func allOthersDone(except index: Int) -> Bool {
        for other in 0..<arity where other != index && !isDone[other] {
            return false
        }
        return true
    }

    /// Runs the result selector over one element of each input and sends the result. Delivering thread only.
    func sendCombination() {
        // Only the delivering thread writes it, so a load and a store suffice.
        let previous = selectingThread.load(ordering: .relaxed)
        selectingThread.store(currentThreadIdentity(), ordering: .relaxed)
        let result: Element
        do {
            result = try combine.unsafelyUnwrapped()
        } catch {
            selectingThread.store(previous, ordering: .relaxed)
            terminate(error)
            return
        }
        selectingThread.store(previous, ordering: .relaxed)
        forwardNext(result)
    }

    /// Source `index` completed: the sequence completes once every source has. Delivering thread only.
    func completed(at index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == arity {
            terminate(nil)
        }
    }

    /// Ends the sequence with `error`, or completes it when `error` is `nil`. Delivering thread only.
    func terminate(_ error: (any Error)?) {
        let first = lock.withLock { () -> Bool in
            if terminated { return false }
            terminated = true
            return true
        }
        guard first else { return }
        if let error {
            forwardErrorAndDispose(error)
        } else {
            forwardCompletedAndDispose()
        }
    }

    /// An error from input `index`: delivered at once when nobody is delivering, else queued.
    func receiveError(_ error: any Error, at index: Int) {
        let deliver = lock.withLock { () -> Bool in
            if terminated || released { return false }
            if !draining {
                draining = true
                return true
            }
            queuedErrors.append(error)
            arrivals.append(index << 2 | CombiningArrival.error)
            errorQueued = true
            return false
        }
        guard deliver else { return }
        terminate(error)
        endDelivery()
    }

    /// The completion of input `index`: handled at once when nobody is delivering, else queued.
    func receiveCompleted(at index: Int) {
        let deliver = lock.withLock { () -> Bool in
            if terminated || released { return false }
            if !draining {
                draining = true
                return true
            }
            arrivals.append(index << 2 | CombiningArrival.completed)
            return false
        }
        guard deliver else { return }
        completed(at: index)
        endDelivery()
    }

    /// Handles the events queued during the delivery turn, in arrival order, then gives the turn up (releasing the
    /// inputs if the sink was disposed meanwhile). Delivering thread only.
    func endDelivery() {
        while true {
            var error: (any Error)?
            var releasing: ([any CombiningInputProtocol], (() throws -> Element)?)?
            let arrival = lock.withLock { () -> Int in
                if arrivals.isEmpty || terminated || released {
                    draining = false
                    if releasePending {
                        releasePending = false
                        releasing = (inputs, combine)
                        inputs = []
                        combine = nil
                    }
                    return -1
                }
                let arrival = arrivals.removeFirst()
                switch arrival & 3 {
                case CombiningArrival.next:
                    inputs[arrival >> 2].moveQueuedElement()
                case CombiningArrival.error:
                    error = queuedErrors.removeFirst()
                    errorQueued = !queuedErrors.isEmpty
                default:
                    break
                }
                return arrival
            }
            if arrival < 0 {
                // The inputs and the selector (and what they hold) are released here, outside the lock.
                _ = releasing
                return
            }
            switch arrival & 3 {
            case CombiningArrival.next:
                if stored(at: arrival >> 2) {
                    sendCombination()
                }
            case CombiningArrival.error:
                terminate(error.unsafelyUnwrapped)
            default:
                completed(at: arrival >> 2)
            }
        }
    }

    /// Stops forwarding, then disposes the sources' subscriptions in source order — once every input has been
    /// subscribed (``isSetUp``). The inputs stay until no delivery turn can read them.
    override func dispose() {
        super.dispose()
        guard isSetUp else { return }
        var releasing: (() throws -> Element)?
        let disposing = lock.withLock { () -> [any CombiningInputProtocol] in
            if released { return [] }
            released = true
            let inputs = self.inputs
            if draining {
                releasePending = true
            } else {
                self.inputs = []
                releasing = combine
                combine = nil
            }
            return inputs
        }
        for input in disposing {
            input.dispose()
        }
        _ = releasing
    }
}

/// What the sink needs of an input without knowing its element type.
protocol CombiningInputProtocol: AnyObject, Disposable {
    /// Subscribes the input to its source.
    func subscribeSource()
    /// Moves the oldest element that waited for the delivery turn into the input's elements. Under the lock, by
    /// the delivering thread.
    func moveQueuedElement()
    /// Initialises the uninitialised memory at `pointer` with ``CombiningInput/take()``.
    func take(into pointer: UnsafeMutableRawPointer)
}

/// The downstream of one source of a `combineLatest` or `zip` subscription: its latest element (`combineLatest`)
/// or its elements not yet paired (`zip`), and its subscription.
// @unchecked Sendable: `elements` is touched only by the thread holding the sink's delivery turn, `queued` only under
// the sink's lock, `source` only before and during the subscription; the rest is restated from InnerDownstream.
final class CombiningInput<Value, Element>: InnerDownstream<Value>, CombiningInputProtocol, @unchecked Sendable {
    let sink: CombiningSink<Element>
    let index: Int
    let keepsLatest: Bool
    @exclusivity(unchecked) var source: Observable<Value>?
    /// The latest element (at most one, `combineLatest`) or the elements waiting to be paired (`zip`).
    @exclusivity(unchecked) var elements = ElementRing<Value>()
    /// Elements that arrived while another thread delivered, oldest first.
    @exclusivity(unchecked) var queued = ElementRing<Value>()

    init(_ source: Observable<Value>, sink: CombiningSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
        self.keepsLatest = sink.mode == .latest
        self.source = source
        super.init()
    }

    deinit {
        elements.destroy()
        queued.destroy()
    }

    func subscribeSource() {
        guard let source = source.take() else { return }
        setSubscription(source.subscribe(downstream: self))
    }

    /// The input's element for the next combination: its latest one, or its oldest unpaired one. Delivering thread
    /// only, once a combination is due.
    func take() -> Value {
        keepsLatest ? elements.first : elements.removeFirst()
    }

    func take(into pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Value.self).initialize(to: take())
    }

    override func next(_ element: Value) {
        let admission = sink.lock.withLock { () -> CombiningAdmission in
            let admission = sink.admit()
            if case .queue = admission {
                queued.append(element)
                sink.arrivals.append(index << 2 | CombiningArrival.next)
            }
            return admission
        }
        switch admission {
        case .deliver:
            store(element)
            if sink.stored(at: index) {
                sink.sendCombination()
            }
            sink.endDelivery()
        case .nested:
            store(element)
            if sink.stored(at: index) {
                sink.sendCombination()
            }
        case .drop, .queue:
            return
        }
    }

    /// Keeps `element` as the latest one, or behind the unpaired ones.
    func store(_ element: Value) {
        if keepsLatest && !elements.isEmpty {
            _ = elements.removeFirst()
        }
        elements.append(element)
    }

    func moveQueuedElement() {
        store(queued.removeFirst())
    }

    override func error(_ error: any Error) {
        dispose()
        sink.receiveError(error, at: index)
    }

    override func completed() {
        dispose()
        sink.receiveCompleted(at: index)
    }
}

/// Reads the element of one input of a subscription made by a parameter-pack form, whose inputs are kept untyped.
func takeElement<Value, Element>(of input: AnyObject, as type: Value.Type, sink: Element.Type) -> Value {
    unsafeDowncast(input, to: CombiningInput<Value, Element>.self).take()
}

/// An identity of the calling thread, for comparison only.
@inline(__always)
func currentThreadIdentity() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}

/// One flag per source: a bit mask up to 64 sources, an array beyond.
struct SourceFlags {
    var bits: UInt64 = 0
    var overflow: [Bool]

    init(count: Int) {
        overflow = count > 64 ? Array(repeating: false, count: count) : []
    }

    subscript(index: Int) -> Bool {
        get { overflow.isEmpty ? bits & (1 << UInt64(index)) != 0 : overflow[index] }
        set {
            if overflow.isEmpty {
                if newValue { bits |= 1 << UInt64(index) } else { bits &= ~(1 << UInt64(index)) }
            } else {
                overflow[index] = newValue
            }
        }
    }
}
