// SendableRx — the sinks behind `asSingle()`, `asMaybe()` and `first()`.

/// The sink of `asSingle()` and `asMaybe()`: keeps the one element until the source completes; a second element
/// fails with ``RxError/moreThanOneElement`` at once. At completion without an element it fails with
/// ``RxError/noElements`` when `emptyIsFailure` (`asSingle()`), and completes otherwise (`asMaybe()`).
///
/// The element is not kept in an `Element?` field: this class's deinit runs unspecialised, and destroying an
/// `Element?` there would look up the `Optional<Element>` metadata for every subscription. A plain value of up
/// to 16 bytes is kept in `inlineBits`, anything else in a one-element allocation made when it arrives.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant; the element fields are touched only in
// the subscription's serialized event flow and in deinit.
final class TraitElementSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let emptyIsFailure: Bool
    @usableFromInline @exclusivity(unchecked) var inlineBits: (UInt64, UInt64) = (0, 0)
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<Element>?
    @usableFromInline @exclusivity(unchecked) var hasElement = false

    @inlinable
    init(emptyIsFailure: Bool, observer: AnyObserver<Element>, cancel: SinkDisposer) {
        self.emptyIsFailure = emptyIsFailure
        super.init(observer: observer, cancel: cancel)
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
    @inlinable
    static var keepsInline: Bool {
        _isPOD(Element.self) && MemoryLayout<Element>.size <= 16 && MemoryLayout<Element>.alignment <= 8
    }

    @inlinable
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
    @inlinable
    func takeElement() -> Element {
        hasElement = false
        if let storage {
            return storage.move()
        }
        return withUnsafeBytes(of: inlineBits) { $0.load(as: Element.self) }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if isDisposed { return }
            if hasElement {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            keep(element)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isDisposed { return }
            if hasElement {
                forwardOn(.next(takeElement()))
                forwardOn(.completed)
            } else if emptyIsFailure {
                forwardOn(.error(RxError.noElements))
            } else {
                forwardOn(.completed)
            }
            dispose()
        }
    }
}

/// The sink of `first()`: the first element, or `nil` when the source completes without one.
@usableFromInline
// @unchecked Sendable: restated from Sink, whose comment names the invariant.
final class FirstElementSink<Element>: Sink<Element?>, @unchecked Sendable {
    @inlinable
    override init(observer: AnyObserver<Element?>, cancel: SinkDisposer) {
        super.init(observer: observer, cancel: cancel)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
        case .error(let error):
            forwardOn(.error(error))
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
        }
        dispose()
    }
}
