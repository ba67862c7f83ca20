/// How a `LinkChecker` asks: how many requests at once, how long it waits, how often it tries again, and which
/// answers count as working.
///
/// The defaults are a careful crawler's. At most 4 requests in flight to one host, fewer than the 6 connections a
/// browser opens to a host, so that no site sees more of folio than of one reader; 32 in all, as a blog's links
/// are spread over many hosts and the time goes in waiting for them, not in folio (one thread drives every
/// transfer). 20 s for one request, as lychee and most crawlers allow; two more tries after a timeout, 429 or 5xx,
/// 1 s and then 2 s later, or when `Retry-After` asks (up to 60 s); 10 minutes for the whole check.
public struct LinkCheckOptions: Sendable {
    /// Requests in flight at once, to all hosts together.
    public var concurrency = 32
    /// Requests in flight at once to one host (by name: `example.com` and `www.example.com` are two).
    public var perHost = 4
    /// The longest one request may take, from connecting to the last byte read.
    public var requestTimeout: Duration = .seconds(20)
    /// The longest the whole check may take; links not checked by then are reported as such.
    public var runTimeout: Duration = .seconds(600)
    /// Tries after the first, on a timeout, a lost connection, 408, 429, 500, 502, 503 or 504.
    public var retries = 2
    /// The wait before the first retry, doubled before each later one, unless `Retry-After` asks for longer.
    public var retryDelay: Duration = .seconds(1)
    /// A `Retry-After` longer than this is not waited for: the link is reported as not checked.
    public var longestRetryWait: Duration = .seconds(60)
    /// Redirects followed from one link before it counts as broken.
    public var maxRedirects = 10
    /// The status codes that count as working; others, after redirects, are broken.
    public var accepted: [ClosedRange<Int>] = [200...299]
    /// Whether a link's `#fragment` must name an element of the page (its `id`, or an `<a name>`).
    public var checksFragments = false
    /// The most of a page read while looking for fragments: a page longer than that is not read to its end.
    public var fragmentReadLimit = 8 * 1024 * 1024
    /// Sent with every request: what a server's log shows of the checker.
    public var userAgent: String

    /// Options with the defaults, naming the checker to servers as `userAgent`.
    public init(userAgent: String) {
        self.userAgent = userAgent
    }

    /// True when `status` counts as working.
    public func accepts(_ status: Int) -> Bool {
        accepted.contains { $0.contains(status) }
    }
}
