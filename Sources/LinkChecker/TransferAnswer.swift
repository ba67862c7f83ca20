/// What one request got: the status and the headers a checker needs, or why there was no answer.
struct TransferAnswer: Sendable, Equatable {
    /// The status code; nil when no answer arrived.
    var status: Int?
    /// `Location`, as sent.
    var location: String?
    /// `Retry-After`, in seconds from now (sent as seconds or as a date).
    var retryAfter: Double?
    /// Why the transfer ended without its answer, or in the middle of its body; nil when it ended as planned.
    var failure: TransferFailure?
    /// How much of the body was read.
    var bodyBytes = 0
    /// The transfer got as far as a connection to the server: a failure before it (a name that does not resolve,
    /// a refused or timed-out connection, a failed TLS handshake) is the host's, not the address's.
    var connected = false
    /// What reading the page found of the fragments asked for; nil when no body was asked for or read.
    var fragments: FragmentSearch.Findings?
    /// Not asked: another address on the server failed, and this is its failure.
    var shared: SharedFailure?
}

/// Why a request got no answer, or not all of it.
enum TransferFailure: Sendable, Equatable {
    /// No answer within the request's time.
    case timeout
    /// The name does not resolve.
    case hostNotFound(String)
    /// Nobody listens (or a firewall refuses).
    case refused(String)
    /// The TLS handshake failed: an expired or wrong certificate, say.
    case tls(String)
    /// The connection closed before the answer was complete.
    case connectionLost(String)
    /// The URL cannot be requested as written.
    case badURL(String)
    /// Anything else libcurl reports.
    case other(String)
    /// The check ran out of time, and the request was stopped.
    case cancelled

    /// A failure of the host, not of one address: every address there would fail the same way.
    func isHostFailure(connected: Bool) -> Bool {
        switch self {
        case .hostNotFound, .refused, .tls: true
        case .timeout: !connected
        default: false
        }
    }

    /// Worth asking again: the server may answer next time.
    var isTransient: Bool {
        switch self {
        case .timeout, .connectionLost: true
        default: false
        }
    }
}
