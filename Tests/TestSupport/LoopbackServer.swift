#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import ConcurrencyHelpers

/// An HTTP/1.1 server on the loopback address that answers as a test scripts it, for the link checker's tests: late,
/// never, slowly, endlessly, with any status and headers. It listens on one port of each loopback address asked
/// for (`127.0.0.1`, `127.0.0.2`, …: two hosts to a client), keeps connections alive, and records every request
/// and how many were in flight at once, in all and per host (by the `Host` header's name).
public final class LoopbackServer: Sendable {
    /// A request as the server read it.
    public struct Request: Sendable {
        public var method: String
        public var path: String
        /// The `Host` header's name, without the port.
        public var host: String
        public var headers: [String: String]
        /// How many requests for this path came before this one.
        public var index: Int
        /// When its head was read.
        public var time: ContinuousClock.Instant
    }

    /// How to answer.
    public indirect enum Reply: Sendable {
        /// A status with headers and a body (`Content-Length` is added; a HEAD gets no body).
        case status(Int, headers: [(String, String)] = [], body: String = "")
        /// Another reply, after a pause.
        case after(Duration, Reply)
        /// No answer at all: the connection stays open, silent, until the client closes it.
        case silence
        /// 200 with its headers at once, then `body` in pieces of `piece` bytes, one each `every`.
        case trickle(headers: [(String, String)], body: String, piece: Int, every: Duration)
        /// 200 with a `Content-Length` of 10 GiB, sent until the client goes.
        case endless(headers: [(String, String)], start: String)
    }

    private struct Record {
        var requests: [Request] = []
        var perPath: [String: Int] = [:]
        var inFlight: [String: Int] = [:]
        var mostInFlight: [String: Int] = [:]
        var totalInFlight = 0
        var mostTotal = 0
        var bodyBytes: [Int] = []
        var sockets: Set<Int32> = []
        var isStopped = false
    }

    /// The port, the same on every address.
    public let port: Int
    /// The addresses listened on.
    public let addresses: [String]
    private let listeners: [Int32]
    private let route: @Sendable (Request) -> Reply
    private let record = Mutex(Record())

    /// Listens on `addresses` (loopback only) on one free port; `route` decides each answer.
    public init(addresses: [String] = ["127.0.0.1"], route: @escaping @Sendable (Request) -> Reply) throws {
        precondition(addresses.allSatisfy { $0.hasPrefix("127.") }, "a test server listens on loopback only")
        var listeners: [Int32] = []
        var port = 0
        for address in addresses {
            let fd = try Self.listen(on: address, port: port)
            if port == 0 { port = Self.boundPort(fd) }
            listeners.append(fd)
        }
        self.port = port
        self.addresses = addresses
        self.listeners = listeners
        self.route = route
        for fd in listeners {
            DetachedThread.start(named: "loopback-accept") { [self] in accept(from: fd) }
        }
    }

    /// `http://ADDRESS:PORT` + `path`, on the first address or another.
    public func url(_ path: String, on address: String? = nil) -> String {
        "http://\(address ?? addresses[0]):\(port)\(path)"
    }

    /// Every request so far, in the order their heads were read.
    public var requests: [Request] { record.withLockTracked { $0.requests } }

    /// The most requests in flight at once to `host`, since the start.
    public func mostInFlight(host: String) -> Int { record.withLockTracked { $0.mostInFlight[host] ?? 0 } }

    /// The most requests in flight at once, to every host together.
    public var mostInFlight: Int { record.withLockTracked { $0.mostTotal } }

    /// For each trickled or endless reply to a GET, the body bytes written before the client went or the body
    /// ended.
    public var bodyBytesSent: [Int] { record.withLockTracked { $0.bodyBytes } }

    /// Stops listening and closes every connection.
    public func stop() {
        let sockets = record.withLockTracked { record -> Set<Int32> in
            record.isStopped = true
            return record.sockets
        }
        for fd in listeners { shutdown(fd, Int32(SHUT_RDWR)) }
        for fd in sockets { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    deinit {
        for fd in listeners { close(fd) }
    }

    // MARK: Connections

    private func accept(from listener: Int32) {
        while true {
            let fd = Glibc.accept(listener, nil, nil)
            if fd < 0 {
                if errno == EINTR { continue }
                return
            }
            let open = record.withLockTracked { record -> Bool in
                guard !record.isStopped else { return false }
                record.sockets.insert(fd)
                return true
            }
            guard open else {
                close(fd)
                return
            }
            DetachedThread.start(named: "loopback-connection") { [self] in serve(fd) }
        }
    }

    private func serve(_ fd: Int32) {
        defer {
            record.withLockTracked { _ = $0.sockets.remove(fd) }
            close(fd)
        }
        var buffer: [UInt8] = []
        while let request = readRequest(fd, buffer: &buffer) {
            let host = request.host
            record.withLockTracked { record in
                record.requests.append(request)
                record.inFlight[host, default: 0] += 1
                record.mostInFlight[host] = max(record.mostInFlight[host] ?? 0, record.inFlight[host]!)
                record.totalInFlight += 1
                record.mostTotal = max(record.mostTotal, record.totalInFlight)
            }
            // Counted out just before the answer's last bytes go, so that a client that has them all, and sends its
            // next request at once, never finds this one still counted.
            var isCounted = true
            let done = {
                guard isCounted else { return }
                isCounted = false
                self.record.withLockTracked { record in
                    record.inFlight[host, default: 1] -= 1
                    record.totalInFlight -= 1
                }
            }
            let keepsOpen = answer(route(request), to: request, on: fd, done: done)
            done()
            if !keepsOpen { return }
        }
    }

    /// Reads one request's head (requests here have no body); nil when the client closed.
    private func readRequest(_ fd: Int32, buffer: inout [UInt8]) -> Request? {
        let end = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffer.firstRange(of: end) {
                let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
                buffer.removeSubrange(..<range.upperBound)
                let lines = head.components(separatedBy: "\r\n")
                let parts = lines[0].split(separator: " ")
                guard parts.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                let hostHeader = headers["host"] ?? ""
                let host = hostHeader.hasPrefix("[") ? String(hostHeader.prefix { $0 != "]" }.dropFirst())
                    : String(hostHeader.prefix { $0 != ":" })
                let path = String(parts[1])
                let index = record.withLockTracked { record -> Int in
                    defer { record.perPath[path, default: 0] += 1 }
                    return record.perPath[path] ?? 0
                }
                return Request(method: String(parts[0]), path: path, host: host, headers: headers, index: index,
                               time: .now)
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    /// Sends the reply; false when the connection is to close.
    private func answer(_ reply: Reply, to request: Request, on fd: Int32, done: () -> Void) -> Bool {
        let isHead = request.method == "HEAD"
        switch reply {
        case .status(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.utf8.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            done()
            return send(fd, head + "\r\n" + (isHead ? "" : body))
        case .after(let pause, let then):
            Thread.sleep(forTimeInterval: Self.seconds(pause))
            return answer(then, to: request, on: fd, done: done)
        case .silence:
            // Waits for the client to give up and close; the server never writes.
            var byte: UInt8 = 0
            while recv(fd, &byte, 1, 0) > 0 {}
            return false
        case .trickle(let headers, let body, let piece, let every):
            var head = "HTTP/1.1 200 OK\r\nContent-Length: \(body.utf8.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            if isHead { done() }
            guard send(fd, head + "\r\n") else { return false }
            if isHead { return true }
            let bytes = Array(body.utf8)
            var offset = 0
            defer { record.withLockTracked { $0.bodyBytes.append(offset) } }
            while offset < bytes.count {
                Thread.sleep(forTimeInterval: Self.seconds(every))
                let next = min(bytes.count, offset + piece)
                if next == bytes.count { done() }
                guard send(fd, bytes[offset..<next]) else { return false }
                offset = next
            }
            return true
        case .endless(let headers, let start):
            var head = "HTTP/1.1 200 OK\r\nContent-Length: \(10 << 30)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            if isHead { done() }
            guard send(fd, head + "\r\n") else { return false }
            if isHead { return true }
            var sent = 0
            if send(fd, start) { sent += start.utf8.count }
            let filler = [UInt8](repeating: UInt8(ascii: "x"), count: 65536)
            while sent < 10 << 30, send(fd, filler[...]) { sent += filler.count }
            record.withLockTracked { $0.bodyBytes.append(sent) }
            return false
        }
    }

    private func send(_ fd: Int32, _ text: String) -> Bool {
        send(fd, Array(text.utf8)[...])
    }

    private func send(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func listen(on address: String, port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, address, &socketAddress.sin_addr)
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(fd, 512) == 0 else {
            let code = errno
            close(fd)
            throw Failure(description: "cannot listen on \(address):\(port): errno \(code)")
        }
        return fd
    }

    private static func boundPort(_ fd: Int32) -> Int {
        var bound = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: bound.sin_port))
    }
}
