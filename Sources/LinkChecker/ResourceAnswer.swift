/// What asking for one address found, after its redirects and retries: what a link's result is judged from, and
/// what the cache keeps.
struct ResourceAnswer: Sendable, Equatable, Codable {
    /// The last status received; nil when no answer came.
    var status: Int?
    /// The redirects followed, in order.
    var redirects: [Redirect] = []
    /// Why the last request got no answer, or not all of it.
    var failure: Failure?
    /// What the page held of the fragments looked for.
    var fragments: FragmentSearch.Findings?
    /// The requests made.
    var requests = 0
    /// The body bytes they read.
    var bytesRead = 0
    /// Seconds a `Retry-After` asked for, when the last answer asked for longer than the checker waits.
    var retryAfter: Double?
    /// How the redirects ended when they did not end in an answer.
    var redirectProblem: RedirectProblem?
    /// The last address was not asked: another on its server failed (`failure`), as it would.
    var shared: SharedFailure?

    /// Why the redirects did not end in a page.
    enum RedirectProblem: String, Sendable, Codable {
        case loop, tooMany, noLocation, notWeb
    }

    /// `TransferFailure` as kept: its kind and curl's message.
    struct Failure: Sendable, Equatable, Codable {
        enum Kind: String, Sendable, Codable {
            case timeout, hostNotFound, refused, tls, connectionLost, badURL, other, cancelled
        }
        var kind: Kind
        var message: String
    }

    /// Worth keeping for later checks: a definite answer, not one that may be different in a minute.
    var isDefinite: Bool {
        guard failure == nil, let status else { return false }
        return ![408, 429, 500, 502, 503, 504].contains(status)
    }
}

extension ResourceAnswer.Failure {
    init(_ failure: TransferFailure) {
        switch failure {
        case .timeout: self.init(kind: .timeout, message: "")
        case .hostNotFound(let message): self.init(kind: .hostNotFound, message: message)
        case .refused(let message): self.init(kind: .refused, message: message)
        case .tls(let message): self.init(kind: .tls, message: message)
        case .connectionLost(let message): self.init(kind: .connectionLost, message: message)
        case .badURL(let message): self.init(kind: .badURL, message: message)
        case .other(let message): self.init(kind: .other, message: message)
        case .cancelled: self.init(kind: .cancelled, message: "")
        }
    }
}
