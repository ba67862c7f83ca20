/// What checking one link found, judged: working, moved for good, broken, or not known.
public struct LinkResult: Sendable, Equatable {
    /// The judgement.
    public enum Verdict: String, Sendable {
        /// It answers with an accepted status (and has its fragment, when fragments are checked).
        case ok
        /// It works, through a permanent redirect: the link should name the new address (`movedTo`).
        case moved
        /// It does not work: a status not accepted, no answer, a redirect loop, a missing fragment.
        case broken
        /// Not known: the server asked to wait longer than the checker does, or the check ran out of time.
        case unknown
    }

    /// The judgement.
    public var verdict: Verdict
    /// The last status received, after redirects; nil when no answer came.
    public var status: Int?
    /// The redirects followed, in order.
    public var redirects: [Redirect]
    /// What is wrong, or what to do, in a sentence: `404 Not Found`, `moved permanently (301) to …`; nil when ok.
    public var message: String?
    /// For `moved`: the address the last permanent redirect led to, which the link should name.
    public var movedTo: String?
    /// The result came from the cache: nothing was asked.
    public var isCached: Bool
    /// The requests this check made for the address (shared by the links to it).
    public var requests: Int
    /// The body bytes those requests read: none for a HEAD, or for a GET that only needed the status; for fragments,
    /// the page up to the last of them.
    public var bytesRead: Int

    public init(verdict: Verdict, status: Int? = nil, redirects: [Redirect] = [], message: String? = nil,
                movedTo: String? = nil, isCached: Bool = false, requests: Int = 0, bytesRead: Int = 0) {
        self.verdict = verdict
        self.status = status
        self.redirects = redirects
        self.message = message
        self.movedTo = movedTo
        self.isCached = isCached
        self.requests = requests
        self.bytesRead = bytesRead
    }
}

extension LinkResult {
    /// Judges what asking for a link's address found, for the link's own fragment.
    init(judging answer: ResourceAnswer, fragment: String?, options: LinkCheckOptions, isCached: Bool) {
        self.init(verdict: .ok, status: answer.status, redirects: answer.redirects, isCached: isCached,
                  requests: answer.requests, bytesRead: answer.bytesRead)
        // How often it was asked, where asking again was worth it: after timeouts, 429 and 5xx.
        let isTransient = answer.status.map(AddressCheck.transientStatuses.contains) ?? true
        let tries = answer.requests > 1 && isTransient ? " (\(answer.requests) requests)" : ""
        if answer.failure?.kind == .cancelled {
            (verdict, message) = (.unknown, "not checked: the check's time ran out")
            return
        }
        if let problem = answer.redirectProblem {
            verdict = .broken
            let chain = redirects.map { "\($0.status) → \($0.to)" }.joined(separator: ", ")
            switch problem {
            case .loop: message = "redirects in a loop: \(chain)"
            case .tooMany: message = "more than \(options.maxRedirects) redirects: \(chain)"
            case .noLocation: message = "\(HTTPStatus.describe(answer.status ?? 0)) without a Location to go to"
            case .notWeb: message = "redirects to '\(redirects.last?.to ?? "")', which is not an http(s) address"
            }
            return
        }
        guard let status = answer.status else {
            let failure = Self.describe(answer.failure, timeout: options.requestTimeout)
            switch answer.shared {
            case let shared? where shared.isCertain:
                // Another address on the server failed so, which this one would too.
                verdict = .broken
                let again = answer.requests > 0 ? "\(tries); not asked again" : "; not asked"
                message = "\(failure)\(again), as \(shared.address) on the same server failed so"
            case let shared? where answer.requests > 0:
                verdict = .broken
                message = "\(failure)\(tries); not asked again, as the server gave \(shared.address) none either"
            case let shared?:
                // The server took the connections and said nothing for another address: likely down, not certain.
                (verdict, message) = (.unknown, "not checked: the server gave \(shared.address) \(failure)")
            case nil:
                (verdict, message) = (.broken, failure + tries)
            }
            return
        }
        let after = redirects.last.map { " (after redirects to \($0.to))" } ?? ""
        if status == 429 || (answer.retryAfter != nil && status == 503) {
            verdict = .unknown
            let wait = answer.retryAfter.map { "; it asks to wait \(Int($0.rounded())) s" } ?? ""
            message = "not checked: \(HTTPStatus.describe(status))\(tries)\(wait)"
            return
        }
        guard options.accepts(status) else {
            verdict = .broken
            message = HTTPStatus.describe(status) + after + tries + Self.hint(for: status)
            return
        }
        if options.checksFragments, let fragment,
           let problem = fragmentProblem(fragment, answer: answer, timeout: options.requestTimeout) {
            (verdict, message) = problem
            return
        }
        if let moved = redirects.last(where: \.isPermanent) {
            verdict = .moved
            movedTo = moved.to
            message = "moved permanently (\(moved.status)) to \(moved.to); link there"
        }
    }

    private func fragmentProblem(_ fragment: String, answer: ResourceAnswer, timeout: Duration) -> (Verdict, String)? {
        guard let findings = answer.fragments, findings.isHTML, !findings.found.contains(fragment) else { return nil }
        if findings.missing.contains(fragment) {
            return (.broken, "the page has no element with the id '\(fragment)'")
        }
        switch findings.unread {
        case .tooLong: return (.unknown, "'#\(fragment)' not checked: the page is longer than folio reads")
        case .interrupted, nil:
            let why = answer.failure?.kind == .timeout
                ? "the page did not arrive within \(timeout.components.seconds) s"
                : answer.failure.map { Self.describe($0, timeout: nil) } ?? "the page ended early"
            return (.unknown, "'#\(fragment)' not checked: \(why)")
        }
    }

    private static func describe(_ failure: ResourceAnswer.Failure?, timeout: Duration?) -> String {
        guard let failure else { return "no answer" }
        let detail = failure.message.isEmpty ? "" : " (\(failure.message))"
        switch failure.kind {
        case .timeout: return "no answer within \(timeout.map { "\($0.components.seconds) s" } ?? "the time allowed")"
        case .hostNotFound: return "the host is not found\(detail)"
        case .refused: return "the connection is refused\(detail)"
        case .tls: return "the secure connection fails\(detail)"
        case .connectionLost: return "the connection closed before the answer was complete\(detail)"
        case .badURL: return "not a URL that can be asked for\(detail)"
        case .other: return "the request fails\(detail)"
        case .cancelled: return "not checked: the check's time ran out"
        }
    }

    /// What to do about statuses that often mean the server turns checkers away, not that the page is gone.
    private static func hint(for status: Int) -> String {
        switch status {
        case 401, 403, 999:
            "; if the page opens in a browser, the server turns checkers away: accept \(status) or exclude the host"
        default: ""
        }
    }
}
