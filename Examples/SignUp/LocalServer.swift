// SignUp — the sign-up service the example talks to: a tiny HTTP/1.1 server on 127.0.0.1 (an ephemeral port),
// started and stopped by the example itself. POSIX sockets, one thread per connection.
//
//   GET  /available?username=<name>   200 {"available": true|false}
//   POST /signup  {"username", "password"}   201 {"welcome": "Welcome, <name>!"} or 409 {"error": "…"}

import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

final class SignUpService: Sendable {
    let port: UInt16
    private let listener: Int32
    private let accounts = Accounts(["ada", "admin"])
    private let stopped = DispatchSemaphore(value: 0)

    init() throws {
        let socketDescriptor = socket(AF_INET, streamSocketType, 0)
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)  // BSD addresses carry their length; Glibc's have none
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard socketDescriptor >= 0, bound == 0, listen(socketDescriptor, 16) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        listener = socketDescriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(socketDescriptor, nil, nil)
                if connection < 0 { break }
                Thread.detachNewThread { self.serve(connection) }
            }
            stopped.signal()
        }
    }

    var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    func stop() {
        // Linux wakes the accept loop at the shutdown; Darwin refuses to shut down a listening socket (ENOTCONN) and
        // wakes it at the close.
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        _ = stopped.wait(timeout: .now() + 5)
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let (requestLine, body) = readRequest(connection) else { return }
        let (status, json) = respond(to: requestLine, body: body)
        let bytes = Array(json.utf8)
        let head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(bytes.count)\r\nConnection: close\r\n\r\n"
        let response = Array(head.utf8) + bytes
        _ = response.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
    }

    private func respond(to requestLine: String, body: Data) -> (Int, String) {
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2, let components = URLComponents(string: String(parts[1])) else {
            return (400, #"{"error": "bad request"}"#)
        }
        switch (parts[0], components.path) {
        case ("GET", "/available"):
            let name = components.queryItems?.first { $0.name == "username" }?.value ?? ""
            return (200, #"{"available": \#(!accounts.contains(name))}"#)
        case ("POST", "/signup"):
            guard let fields = try? JSONSerialization.jsonObject(with: body) as? [String: String],
                let name = fields["username"]
            else {
                return (400, #"{"error": "bad request"}"#)
            }
            guard accounts.insert(name) else {
                return (409, #"{"error": "the username \#(name) is taken"}"#)
            }
            return (201, #"{"welcome": "Welcome, \#(name)!"}"#)
        default:
            return (404, #"{"error": "not found"}"#)
        }
    }

    /// Reads the request line and the body (of `Content-Length` bytes).
    private func readRequest(_ connection: Int32) -> (String, Data)? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        func readMore() -> Bool {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return false }
            received.append(contentsOf: buffer[0..<count])
            return true
        }
        let separator = Data("\r\n\r\n".utf8)
        var headEnd = received.range(of: separator)
        while headEnd == nil {
            guard readMore() else { return nil }
            headEnd = received.range(of: separator)
        }
        let head = String(decoding: received[..<headEnd!.lowerBound], as: UTF8.self)
        let lines = head.split(separator: "\r\n")
        let contentLength = lines.dropFirst()
            .first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
        while received.count - headEnd!.upperBound < contentLength {
            guard readMore() else { return nil }
        }
        let body = received[headEnd!.upperBound...].prefix(contentLength)
        return (String(lines.first ?? ""), Data(body))
    }
}

/// The registered user names, shared by the connection threads.
final class Accounts: Sendable {
    private let names: Mutex<Set<String>>

    init(_ names: Set<String>) {
        self.names = Mutex(names)
    }

    func contains(_ name: String) -> Bool {
        names.withLock { $0.contains(name) }
    }

    /// Registers `name`; false when it is already taken.
    func insert(_ name: String) -> Bool {
        names.withLock { $0.insert(name).inserted }
    }
}

/// `SOCK_STREAM` as `socket(_:_:_:)` takes it: Glibc imports it as a case of the enum `__socket_type`, Darwin (and
/// Musl) as an `Int32` macro, which has no `rawValue`.
private var streamSocketType: Int32 {
    #if canImport(Glibc)
    Int32(SOCK_STREAM.rawValue)
    #else
    SOCK_STREAM
    #endif
}
