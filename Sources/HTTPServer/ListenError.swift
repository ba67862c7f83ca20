#if canImport(Glibc)
import Glibc
#endif

/// Why an `HTTPServer` could not start.
public enum ListenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(host: String, port: Int)
    /// The host is not an IPv4 or IPv6 address this machine can bind.
    case invalidHost(String)
    /// A socket call failed; `call` names it and `code` is `errno`.
    case socket(call: String, host: String, code: Int32)
    /// `start()` was called twice, or after `stop()`.
    case alreadyStarted

    public var description: String {
        switch self {
        case .portInUse(let host, let port): "port \(port) on \(host) is already in use"
        case .invalidHost(let host): "cannot listen on '\(host)': not an IP address such as 127.0.0.1, ::1 or 0.0.0.0"
        case .socket(let call, let host, let code):
            "cannot listen on \(host): \(call) failed: \(String(cString: strerror(code)))"
        case .alreadyStarted: "the server was already started"
        }
    }
}
