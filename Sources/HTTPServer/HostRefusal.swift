/// Why a request was refused by the `Host` check, for the 403 answer that says what would allow it.
public enum HostRefusal: Sendable, Equatable {
    /// A name that is not allowed (`evil.example`).
    case name(String, policy: HostPolicy)
    /// A loopback name on another port than the one the request came in on (a tunnel from another local port).
    case port(host: String, asked: Int, port: Int, policy: HostPolicy)
    /// Another address than loopback, on a server bound to loopback.
    case address(String, policy: HostPolicy)

    /// What the server answers for.
    public var answered: String {
        let policy: HostPolicy = switch self {
        case .name(_, let policy), .port(_, _, _, let policy), .address(_, let policy): policy
        }
        return policy.loopbackOnly ? "localhost, 127.0.0.1 and [::1]" : "IP addresses and localhost"
    }

    /// A plain 403 that names what was refused, without advice.
    public var response: HTTPResponse {
        let what = switch self {
        case .name(let host, _), .address(let host, _): "not for '\(host)'"
        case .port(_, let asked, let port, _): "on port \(port), not \(asked)"
        }
        return .text(403, "403 Forbidden: this server answers requests for \(answered) only (a guard against DNS "
                     + "rebinding), \(what)", closes: true)
    }
}
