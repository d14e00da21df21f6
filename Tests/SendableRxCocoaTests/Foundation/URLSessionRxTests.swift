// SendableRxCocoa tests — URLSession.rx against a real HTTP server on 127.0.0.1: success, HTTP error status,
// undecodable JSON, connection refused, and cancellation by dispose (the server sees the connection closed).

import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SendableRx
import SendableRxCocoa
import XCTest

final class URLSessionRxTests: RxTestCase {
    private var server: TestHTTPServer!
    private var session: URLSession!
    private var savedShouldLog: (@Sendable (URLRequest) -> Bool)!

    override func setUp() {
        super.setUp()
        savedShouldLog = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        server = try! TestHTTPServer(routes: [
            "/user": .respond(status: 200, body: #"{"name":"ada","id":7}"#),
            "/missing": .respond(status: 404, body: #"{"error":"no such user"}"#),
            "/broken": .respond(status: 200, body: "this is not json", contentType: "text/plain"),
            "/slow": .hang,
        ])
        session = URLSession(configuration: .ephemeral)
    }

    override func tearDown() {
        session.invalidateAndCancel()
        session = nil
        server.stop()
        server = nil
        URLSession.rx.shouldLogRequest = savedShouldLog
        super.tearDown()
    }

    /// Subscribes to `source` and waits for its terminal event; returns what it received.
    private func collect<Element>(_ source: Observable<Element>) -> (elements: [Element], error: (any Error)?) {
        let finished = expectation(description: "terminated")
        var elements: [Element] = []
        var failure: (any Error)?
        let subscription = source.subscribe(
            onNext: { elements.append($0) },
            onError: { failure = $0; finished.fulfill() },
            onCompleted: { finished.fulfill() }
        )
        wait(for: [finished], timeout: 10)
        subscription.dispose()
        return (elements, failure)
    }

    func testResponseSendsTheResponseAndBodyThenCompletes() {
        let result = collect(session.rx.response(request: URLRequest(url: server.url("/user"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.count, 1)
        XCTAssertEqual(result.elements.first?.response.statusCode, 200)
        XCTAssertEqual(result.elements.first.map { String(decoding: $0.data, as: UTF8.self) }, #"{"name":"ada","id":7}"#)
        XCTAssertEqual(server.log.values, ["request /user"])
    }

    /// `response` reports any HTTP status as a response; only `data` and `json` turn an error status into an error.
    func testResponseDoesNotFailOnAnErrorStatus() {
        let result = collect(session.rx.response(request: URLRequest(url: server.url("/missing"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.first?.response.statusCode, 404)
    }

    func testDataSendsTheBody() {
        let result = collect(session.rx.data(request: URLRequest(url: server.url("/user"))))
        XCTAssertNil(result.error)
        XCTAssertEqual(result.elements.map { String(decoding: $0, as: UTF8.self) }, [#"{"name":"ada","id":7}"#])
    }

    func testDataFailsWithHTTPRequestFailedOnAnErrorStatus() {
        let result = collect(session.rx.data(request: URLRequest(url: server.url("/missing"))))
        XCTAssertTrue(result.elements.isEmpty)
        guard case .httpRequestFailed(let response, let data)? = result.error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(String(describing: result.error))")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"error":"no such user"}"#)
        XCTAssertEqual((result.error as? RxCocoaURLError)?.debugDescription, "HTTP request failed with `404`.")
    }

    func testJSONRequestAndJSONURL() {
        let byRequest = collect(session.rx.json(request: URLRequest(url: server.url("/user"))))
        let object = byRequest.elements.first as? [String: Any]
        XCTAssertEqual(object?["name"] as? String, "ada")
        XCTAssertEqual((object?["id"] as? NSNumber)?.intValue, 7)
        let byURL = collect(session.rx.json(url: server.url("/user")))
        XCTAssertEqual((byURL.elements.first as? [String: Any])?["name"] as? String, "ada")
        XCTAssertEqual(server.log.values, ["request /user", "request /user"])
    }

    func testJSONFailsWithDeserializationErrorOnABodyThatIsNotJSON() {
        let result = collect(session.rx.json(request: URLRequest(url: server.url("/broken"))))
        XCTAssertTrue(result.elements.isEmpty)
        guard case .deserializationError? = result.error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(String(describing: result.error))")
        }
    }

    func testConnectionRefusedFailsWithTheTransportError() {
        let url = URL(string: "http://127.0.0.1:\(TestHTTPServer.closedPort())/user")!
        let result = collect(session.rx.data(request: URLRequest(url: url)))
        XCTAssertTrue(result.elements.isEmpty)
        let error = result.error as? URLError
        XCTAssertEqual(error?.code, .cannotConnectToHost, "got \(String(describing: result.error))")
    }

    /// Each subscription makes its own request.
    func testEachSubscriptionMakesItsOwnRequest() {
        let request = session.rx.data(request: URLRequest(url: server.url("/user")))
        _ = collect(request)
        _ = collect(request)
        XCTAssertEqual(server.log.values, ["request /user", "request /user"])
    }

    /// Disposing the subscription cancels the data task: the server sees the client close the connection, and the
    /// subscriber receives nothing.
    func testDisposingCancelsTheRequest() {
        var events: [String] = []
        let subscription = session.rx.response(request: URLRequest(url: server.url("/slow"))).subscribe(
            onNext: { _ in events.append("next") },
            onError: { events.append("error \($0)") },
            onCompleted: { events.append("completed") },
            onDisposed: { events.append("disposed") }
        )
        XCTAssertTrue(server.waitForLog("request /slow"), "the request never reached the server")
        drainMainQueue(for: 0.2)
        XCTAssertFalse(server.log.values.contains("closed by client /slow"), "closed before it was disposed")
        subscription.dispose()
        XCTAssertTrue(server.waitForLog("closed by client /slow"), "the request was not cancelled")
        drainMainQueue(for: 0.1)
        XCTAssertEqual(events, ["disposed"])
    }

    func testShouldLogRequestIsAskedForEachRequest() {
        let asked = LockedList<String>()
        URLSession.rx.shouldLogRequest = { request in
            asked.append(request.url?.path ?? "")
            return false
        }
        _ = collect(session.rx.data(request: URLRequest(url: server.url("/user"))))
        XCTAssertEqual(asked.values, ["/user"])
    }

    func testTheLoggedDurationSaturatesInsteadOfTrapping() {
        // RxCocoa's Int(seconds * 1000) traps on a 32-bit Int after 24.8 days; a wall-clock jump during a request can
        // make the measured interval anything, even NaN from two infinite dates.
        XCTAssertEqual(wholeMilliseconds(1.2345), 1234)
        XCTAssertEqual(wholeMilliseconds(0), 0)
        XCTAssertEqual(wholeMilliseconds(-0.0015), -1)
        XCTAssertEqual(wholeMilliseconds(30 * 86_400), 2_592_000_000, "beyond Int32.max")
        XCTAssertEqual(wholeMilliseconds(1e12), 1_000_000_000_000_000, "beyond 2^53 nanoseconds, still exact")
        XCTAssertEqual(wholeMilliseconds(1e300), .max)
        XCTAssertEqual(wholeMilliseconds(-1e300), .min)
        XCTAssertEqual(wholeMilliseconds(.infinity), .max)
        XCTAssertEqual(wholeMilliseconds(-.infinity), .min)
        XCTAssertEqual(wholeMilliseconds(.nan), 0)
    }

    func testErrorDescriptions() {
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        let error = RxCocoaURLError.deserializationError(error: TestError("json"))
        XCTAssertEqual(error.debugDescription, "Error during deserialization of the response: TestError(json)")
    }
}
