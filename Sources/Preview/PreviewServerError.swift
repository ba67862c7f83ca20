#if canImport(Glibc)
import Glibc
#endif
import HTTPServer

/// Why the preview server could not start.
public enum PreviewServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(host: String, port: Int)
    /// The host is not an IPv4 or IPv6 address this machine can bind.
    case invalidHost(String)
    /// A socket call failed; `call` names it and `code` is `errno`.
    case socket(call: String, host: String, code: Int32)
    /// `start()` was called twice, or after `stop()`.
    case alreadyStarted

    init(_ error: ListenError) {
        switch error {
        case .portInUse(let host, let port): self = .portInUse(host: host, port: port)
        case .invalidHost(let host): self = .invalidHost(host)
        case .socket(let call, let host, let code): self = .socket(call: call, host: host, code: code)
        case .alreadyStarted: self = .alreadyStarted
        }
    }

    /// The message to print; for a busy port it names `--port`.
    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "port \(port) on \(host) is already in use; pick another with --port (or --port 0 for any free one)"
        case .invalidHost(let host):
            return "cannot listen on '\(host)': --host takes an IP address such as 127.0.0.1, ::1 or 0.0.0.0"
        case .socket(let call, let host, let code):
            return "cannot listen on \(host): \(call) failed: \(String(cString: strerror(code)))"
        case .alreadyStarted:
            return "the preview server was already started"
        }
    }
}
