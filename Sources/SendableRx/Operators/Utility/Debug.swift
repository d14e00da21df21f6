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
        return .producer { observer, cancel in
            debugLog(identifier, "subscribed")
            let sink = ProducerSink(observer: observer, cancel: cancel)
            let subscription = source.subscribe(AnyObserver<Element> { event in
                let maxLength = 40
                let text = "\(event)"
                let shown = trimOutput && text.count > maxLength
                    ? String(text.prefix(maxLength / 2)) + "..." + String(text.suffix(maxLength / 2))
                    : text
                debugLog(identifier, "Event \(shown)")
                sink.forwardOn(event)
                if event.isStopEvent {
                    sink.dispose()
                }
            })
            let logged = Disposables.create {
                debugLog(identifier, "isDisposed")
                subscription.dispose()
            }
            return (sink, logged)
        }
    }
}

private func debugLog(_ identifier: String, _ content: String) {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
}
