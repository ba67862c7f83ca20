#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A raw-socket HTTP/1.1 client for tests: sends bytes exactly as given (malformed requests included)
/// and parses responses by `Content-Length`, so a truncated body is a failure, not a short read.
public final class TestHTTPClient {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to `host:port` (IPv4 or IPv6 literal).
    public init(port: Int, host: String = "127.0.0.1") throws {
        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        let isIPv6 = host.contains(":")
        fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        let result: Int32
        if isIPv6 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET6, host, &ipv6.sin6_addr)
            result = withUnsafePointer(to: &ipv6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, host, &ipv4.sin_addr)
            result = withUnsafePointer(to: &ipv4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard result == 0 else {
            let code = errno  // deinit closes fd: the object is fully initialized here
            throw Failure(description: "connect to \(host):\(port): errno \(code)")
        }
    }

    deinit {
        Glibc.close(fd)
    }

    /// Sends `text` as bytes, exactly.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Sends a simple request for `target`.
    public func request(_ method: String = "GET", _ target: String, headers: [String] = [], close: Bool = false)
        throws {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for header in headers { text += header + "\r\n" }
        if close { text += "Connection: close\r\n" }
        try send(text + "\r\n")
    }

    /// Reads one response; `forHead` means no body follows whatever `Content-Length` says.
    public func readResponse(forHead: Bool = false, timeout: Duration = .seconds(10)) throws -> TestHTTPResponse {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = Self.find([13, 10, 13, 10], in: buffer)
            if headEnd == nil { try fill(until: deadline) }
        }
        let head = String(decoding: buffer[0..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(description: "bad header \(line)") }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        var body = Data()
        if !forHead && status != 304 {
            guard let length = headers["content-length"].flatMap({ Int($0) }) else {
                throw Failure(description: "no Content-Length in \(head)")
            }
            while buffer.count < length { try fill(until: deadline) }
            body = Data(buffer[0..<length])
            buffer.removeFirst(length)
        }
        return TestHTTPResponse(status: status, headers: headers, body: body)
    }

    /// Reads until `marker` has arrived; returns everything read so far (and keeps it).
    public func read(until marker: String, timeout: Duration = .seconds(10)) throws -> String {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while Self.find(Array(marker.utf8), in: buffer) == nil { try fill(until: deadline) }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Drops what was read so far.
    public func discardBuffer() { buffer = [] }

    /// True when the server closes the connection (EOF or reset) before `timeout`; extra bytes are kept.
    public func waitForClose(timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            do { try fill(until: deadline) } catch let failure as Failure {
                return failure.description == "closed"
            } catch { return false }
        }
    }

    /// True when nothing arrives and the socket stays open for `duration`.
    public func staysSilent(for duration: Duration) -> Bool {
        var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&pollFD, 1, Int32(duration.components.seconds * 1000
            + duration.components.attoseconds / 1_000_000_000_000_000)) == 0
    }

    private func fill(until deadline: ContinuousClock.Instant) throws {
        let left = ContinuousClock.now.duration(to: deadline)
        let milliseconds = Int32(max(0, left.components.seconds * 1000
            + left.components.attoseconds / 1_000_000_000_000_000))
        var pollFD = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&pollFD, 1, milliseconds) > 0 else { throw Failure(description: "timed out") }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(description: "closed") }
        buffer.append(contentsOf: chunk[0..<count])
    }

    public static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// One parsed response.
public struct TestHTTPResponse: Sendable {
    public var status: Int
    /// By lowercased name.
    public var headers: [String: String]
    public var body: Data

    public var text: String { String(decoding: body, as: UTF8.self) }
}
