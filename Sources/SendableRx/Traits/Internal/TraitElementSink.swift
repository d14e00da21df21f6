// SendableRx — the sinks behind `asSingle()`, `asMaybe()` and `first()`.

extension Observable {
    /// The observable of `asSingle()` (`emptyIsFailure`) and `asMaybe()`.
    func traitElement(emptyIsFailure: Bool) -> Observable<Element> {
        OperatorProducer { downstream, cancel in
            let sink = TraitElementSink(emptyIsFailure: emptyIsFailure, downstream: downstream, cancel: cancel)
            return (sink, self.subscribe(downstream: sink))
        }
    }

    /// The observable of `first()`.
    func firstElement() -> Observable<Element?> {
        OperatorProducer { downstream, cancel in
            let sink = FirstElementSink(downstream: downstream, cancel: cancel)
            return (sink, self.subscribe(downstream: sink))
        }
    }
}

/// The sink of `asSingle()` and `asMaybe()`: keeps the one element until the source completes; a second element
/// fails with ``RxError/moreThanOneElement`` at once. At completion without an element it fails with
/// ``RxError/noElements`` when `emptyIsFailure` (`asSingle()`), and completes otherwise (`asMaybe()`).
///
/// The element is not kept in an `Element?` field: this class is compiled once for every element type, and each use
/// of an `Element?` there would look up the `Optional<Element>` metadata. A plain value of up to 16 bytes is kept in
/// `inlineBits`, anything else in a one-element allocation made when it arrives (not an ``ElementSlot``, which
/// allocates for every subscription).
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant; the element fields are touched
// only in the subscription's serialized event flow and in deinit.
final class TraitElementSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let emptyIsFailure: Bool
    @exclusivity(unchecked) var inlineBits: (UInt64, UInt64) = (0, 0)
    @exclusivity(unchecked) var storage: UnsafeMutablePointer<Element>?
    @exclusivity(unchecked) var hasElement = false

    init(emptyIsFailure: Bool, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.emptyIsFailure = emptyIsFailure
        super.init(downstream: downstream, cancel: cancel)
    }

    deinit {
        if let storage {
            if hasElement {
                storage.deinitialize(count: 1)
            }
            storage.deallocate()
        }
    }

    /// Whether the element is kept in `inlineBits`: a plain (trivially copyable) value that fits.
    static var keepsInline: Bool {
        _isPOD(Element.self) && MemoryLayout<Element>.size <= 16 && MemoryLayout<Element>.alignment <= 8
    }

    func keep(_ element: Element) {
        if Self.keepsInline {
            withUnsafeMutableBytes(of: &inlineBits) { $0.storeBytes(of: element, as: Element.self) }
        } else {
            let storage = self.storage ?? .allocate(capacity: 1)
            storage.initialize(to: element)
            self.storage = storage
        }
        hasElement = true
    }

    /// Moves the kept element out. Call only when `hasElement`.
    func takeElement() -> Element {
        hasElement = false
        if let storage {
            return storage.move()
        }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Element.self) }
    }

    override func next(_ element: Element) {
        if isDisposed { return }
        if hasElement {
            forwardErrorAndDispose(RxError.moreThanOneElement)
            return
        }
        keep(element)
    }

    override func completed() {
        if isDisposed { return }
        if hasElement {
            forwardNext(takeElement())
            forwardCompletedAndDispose()
        } else if emptyIsFailure {
            forwardErrorAndDispose(RxError.noElements)
        } else {
            forwardCompletedAndDispose()
        }
    }
}

/// The sink of `first()`: the first element, or `nil` when the source completes without one.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class FirstElementSink<Element>: OperatorSink<Element, Element?>, @unchecked Sendable {
    override func next(_ element: Element) {
        forwardNext(element)
        forwardCompletedAndDispose()
    }

    override func completed() {
        forwardNext(nil)
        forwardCompletedAndDispose()
    }
}
