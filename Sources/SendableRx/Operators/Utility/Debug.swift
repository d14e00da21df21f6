// SendableRx — `debug`.

import Foundation

extension ObservableType {
    /// Prints every event and the subscription lifecycle, with a timestamp and an identifier.
    ///
    /// Lines look like `2026-11-29 10:00:00.000: MyFile.swift:12 (foo()) -> Event next(1)`.
    ///
    /// - Parameters:
    ///   - identifier: A label for the lines; by default the file, line and function of the call.
    ///   - trimOutput: Whether to shorten event descriptions longer than 40 characters.
    ///   - file: The calling file, for the default identifier.
    ///   - line: The calling line, for the default identifier.
    ///   - function: The calling function, for the default identifier.
    /// - Returns: The same sequence, with logging.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let identifier = identifier ?? "\(file.split(separator: "/").last ?? ""):\(line) (\(function))"
        // As in RxSwift, the source itself is subscribed, not its `asObservable()` wrapper.
        let source = self
        return OperatorProducer { downstream, cancel in
            debugLog(identifier, "subscribed")
            let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, downstream: downstream, cancel: cancel)
            let subscription = source.subscribe(anyObserverForwarding(to: sink))
            let logged = Disposables.create {
                debugLog(identifier, "isDisposed")
                subscription.dispose()
            }
            return (sink, logged)
        }
    }
}

/// The sink of `debug`: logs each event before passing it on.
// @unchecked Sendable: restated from OperatorSink, whose comment names the invariant.
final class DebugSink<Element>: OperatorSink<Element, Element>, @unchecked Sendable {
    let identifier: String
    let trimOutput: Bool

    init(identifier: String, trimOutput: Bool, downstream: Downstream<Element>, cancel: SinkDisposer) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(downstream: downstream, cancel: cancel)
    }

    func log(_ event: Event<Element>) {
        debugLog(identifier, "Event \(debugDescription(of: event, trimmed: trimOutput))")
    }

    override func next(_ element: Element) {
        log(.next(element))
        forwardNext(element)
    }

    override func error(_ error: any Error) {
        log(.error(error))
        forwardErrorAndDispose(error)
    }

    override func completed() {
        log(.completed)
        forwardCompletedAndDispose()
    }
}

/// The description `debug` prints for an event: at most 40 characters (with an ellipsis in the middle) when
/// `trimmed`.
func debugDescription<Element>(of event: Event<Element>, trimmed: Bool) -> String {
    let maxLength = 40
    let text = "\(event)"
    guard trimmed && text.count > maxLength else { return text }
    return String(text.prefix(maxLength / 2)) + "..." + String(text.suffix(maxLength / 2))
}

/// The timestamp format of `debug`'s lines, shared by every subscription (formatting takes the lock).
private let debugTimestamps: RxMutex<DateFormatter> = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    return RxMutex(formatter)
}()

/// Prints one line of `debug`'s log.
func debugLog(_ identifier: String, _ content: String) {
    let now = Date()
    let timestamp = debugTimestamps.withLock { $0.string(from: now) }
    print("\(timestamp): \(identifier) -> \(content)")
}
