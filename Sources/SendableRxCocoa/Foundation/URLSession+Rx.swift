// SendableRxCocoa — `URLSession.rx`: requests as observables (on Linux through FoundationNetworking).

import Foundation
import SendableRx
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The errors of `URLSession.rx`, as in RxCocoa.
public enum RxCocoaURLError: Swift.Error, CustomDebugStringConvertible {
    /// The request ended without a response and without an error.
    case unknown
    /// The response is not an HTTP response.
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status code is outside `200 ..< 300`; the response body, if any, is attached.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The response body could not be deserialized.
    case deserializationError(error: any Swift.Error)

    /// A description for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// The response and body of `request`.
    ///
    /// The request starts when an observer subscribes, once per subscription; disposing the subscription cancels
    /// the data task. The sequence sends one `(response, data)` pair and completes, whatever the HTTP status; a
    /// transport error (connection refused, timeout, …) is sent as that error, a response that is not HTTP as
    /// ``RxCocoaURLError/nonHTTPResponse(response:)``. Events arrive on the session's delegate queue.
    ///
    /// - Parameter request: The request.
    /// - Returns: The sequence of the one response.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let startedAt: Date? = URLSession.rx.shouldLogRequest(request) ? Date() : nil
            // The observer is used only by the completion handler, which the session calls exactly once.
            let target = UncheckedReference(observer)
            let task = session.dataTask(with: request) { data, response, error in
                if let startedAt {
                    logRequest(request, response: response, error: error, startedAt: startedAt)
                }
                guard let response, let data else {
                    target.value.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    target.value.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                target.value.onNext((response: httpResponse, data: data))
                target.value.onCompleted()
            }
            task.resume()
            let running = UncheckedReference(task)
            return Disposables.create {
                running.value.cancel()
            }
        }
    }

    /// The body of `request`, if its HTTP status code is in `200 ..< 300`.
    ///
    /// As ``response(request:)``, and another status fails the sequence with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)``.
    ///
    /// - Parameter request: The request.
    /// - Returns: The sequence of the one body.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200 ..< 300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of `request`, deserialized with `JSONSerialization`.
    ///
    /// As ``data(request:)``, and a body that is not JSON fails the sequence with
    /// ``RxCocoaURLError/deserializationError(error:)``.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - options: The `JSONSerialization` reading options.
    /// - Returns: The sequence of the one JSON value.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body of a GET request to `url`, deserialized with `JSONSerialization`; see ``json(request:options:)``.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The sequence of the one JSON value.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Whether `URLSession.rx` prints a request (as a `curl` command) and its outcome to standard output: by
    /// default in DEBUG builds, as in RxCocoa.
    ///
    /// The function must be `@Sendable`: it is called from any thread that starts or finishes a request.
    ///
    /// ```swift
    /// URLSession.rx.shouldLogRequest = { _ in false }
    /// ```
    public static var shouldLogRequest: @Sendable (URLRequest) -> Bool {
        get { requestLogging.withLock { $0 } }
        set { requestLogging.withLock { $0 = newValue } }
    }
}

/// The function behind `URLSession.rx.shouldLogRequest`.
private let requestLogging = RxMutex<@Sendable (URLRequest) -> Bool>({ _ in
    #if DEBUG
    true
    #else
    false
    #endif
})

/// Prints `request` as a `curl` command and how it ended.
private func logRequest(_ request: URLRequest, response: URLResponse?, error: (any Swift.Error)?, startedAt: Date) {
    let milliseconds = wholeMilliseconds(Date().timeIntervalSince(startedAt))
    print(curlCommand(for: request))
    if let response = response as? HTTPURLResponse {
        let outcome = 200 ..< 300 ~= response.statusCode ? "Success" : "Failure"
        print("\(outcome) (\(milliseconds)ms): Status \(response.statusCode)")
    } else if let error = error as NSError? {
        if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
            print("Canceled (\(milliseconds)ms)")
        } else {
            print("Failure (\(milliseconds)ms): NSError > \(error)")
        }
    } else {
        print("<Unhandled response from server>")
    }
}

/// `seconds` in whole milliseconds (truncated), as an `Int64` on every platform and saturated instead of stopping the
/// program: RxCocoa's `Int(seconds * 1000)` traps on a 32-bit `Int` (watchOS) after 24.8 days, and a wall-clock change
/// during a request can make the measured interval anything.
package func wholeMilliseconds(_ seconds: TimeInterval) -> Int64 {
    let milliseconds = seconds * 1000
    if milliseconds.isNaN { return 0 }
    if milliseconds >= 0x1p63 { return .max }
    if milliseconds < -0x1p63 { return .min }
    return Int64(milliseconds)
}

/// `request` as a `curl` command line.
private func curlCommand(for request: URLRequest) -> String {
    func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    var parts = ["curl -X \(request.httpMethod ?? "GET")"]
    if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        parts.append("-d \(quoted(text))")
    }
    for (field, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        parts.append("\n    -H \(quoted("\(field): \(value)"))")
    }
    parts.append("\n\(quoted(request.url?.absoluteString ?? "<unknown url>")) -i -v")
    return parts.joined(separator: " ")
}
