#if canImport(Glibc)
import Glibc
#endif

/// A bound, listening TCP socket on one IPv4 or IPv6 address.
struct ListeningSocket: Sendable {
    let fd: Int32
    let host: String
    /// The port the kernel bound (the chosen one when asked for port 0).
    let port: Int

    /// Binds `host:port` and listens; a busy port throws `ListenError.portInUse`.
    static func make(host: String, port: Int) throws(ListenError) -> ListeningSocket {
        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
            family = AF_INET6
        } else {
            throw .invalidHost(host)
        }
        guard (0...65535).contains(port) else { throw .invalidHost("\(host) port \(port)") }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socket(call: "socket", host: host, code: errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        if family == AF_INET {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = in_port_t(UInt16(port).bigEndian)
            bound = withUnsafePointer(to: &ipv4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = in_port_t(UInt16(port).bigEndian)
            bound = withUnsafePointer(to: &ipv6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard bound == 0, listen(fd, 512) == 0 else {
            let code = errno
            Glibc.close(fd)
            if code == EADDRINUSE { throw .portInUse(host: host, port: port) }
            throw .socket(call: "bind", host: host, code: code)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return ListeningSocket(fd: fd, host: host, port: boundPort(of: fd))
    }

    private static func boundPort(of fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let family = storage.ss_family
        let port = withUnsafePointer(to: &storage) { pointer -> UInt16 in
            if family == sa_family_t(AF_INET6) {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        return Int(UInt16(bigEndian: port))
    }

    /// Takes the next connection, or nil when none is pending (the socket is non-blocking) or it was shut down.
    func accept() -> SocketConnection? {
        let client = Glibc.accept(fd, nil, nil)
        return client >= 0 ? SocketConnection(fd: client) : nil
    }

    /// Stops listening at once (new connections are refused), and wakes a thread polling this socket.
    func shutDown() {
        _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(fd)
    }
}
