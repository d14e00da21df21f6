// SendableRxCocoa tests — a small HTTP/1.1 server on 127.0.0.1 that the URLSession tests start and stop
// themselves (POSIX sockets, one thread per connection).

import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves fixed responses by path; `hang` routes read the request, answer nothing and record when the client
/// closes the connection (how the tests see that a request was really cancelled).
final class TestHTTPServer: Sendable {
    enum Route: Sendable {
        case respond(status: Int, body: String, contentType: String = "application/json")
        case hang
    }

    let port: UInt16
    /// What happened, in order: `request <path>`, `closed by client <path>`.
    let log = LockedList<String>()

    private let listener: Int32
    private let routes: [String: Route]
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    init(routes: [String: Route]) throws {
        self.routes = routes
        let socketDescriptor = socket(AF_INET, streamSocketType, 0)
        guard socketDescriptor >= 0 else { throw TestError("socket") }
        var reuse: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketDescriptor, 16) == 0 else {
            close(socketDescriptor)
            throw TestError("bind/listen")
        }
        listener = socketDescriptor
        port = Self.localPort(of: socketDescriptor)
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(socketDescriptor, nil, nil)
                if connection < 0 { break }
                Thread.detachNewThread { self.serve(connection) }
            }
            acceptLoopEnded.signal()
        }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting connections and waits for the accept loop to end.
    func stop() {
        // Linux wakes the accept loop at the shutdown; Darwin refuses to shut down a listening socket (ENOTCONN) and
        // wakes it at the close.
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        _ = acceptLoopEnded.wait(timeout: .now() + 5)
    }

    /// Waits (without blocking the main run loop) until the log has an entry `entry`.
    func waitForLog(_ entry: String, timeout: TimeInterval = 5) -> Bool {
        runMainLoop(until: { self.log.values.contains(entry) }, timeout: timeout)
    }

    /// A port on 127.0.0.1 where nothing listens: bound once to reserve it from the system, then closed.
    static func closedPort() -> UInt16 {
        let probe = socket(AF_INET, streamSocketType, 0)
        var address = loopback(port: 0)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let port = localPort(of: probe)
        close(probe)
        return port
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let path = readRequestPath(connection) else { return }
        log.append("request \(path)")
        switch routes[path] ?? .respond(status: 404, body: "not found", contentType: "text/plain") {
        case .respond(let status, let body, let contentType):
            let bodyBytes = Array(body.utf8)
            let head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\n"
                + "Content-Type: \(contentType)\r\nContent-Length: \(bodyBytes.count)\r\nConnection: close\r\n\r\n"
            let bytes = Array(head.utf8) + bodyBytes
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                sent += count
            }
        case .hang:
            // Answer nothing; a read returning 0 (or failing) means the client closed the connection.
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
            }
            log.append("closed by client \(path)")
        }
    }

    /// Reads the request head and returns the path of its request line.
    private func readRequestPath(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return nil }
            received += buffer[0..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)  // BSD addresses carry their length; Glibc's have none
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func localPort(of socket: Int32) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
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
