import Foundation
import Content
import LinkChecker

/// What `folio check` was asked for on the command line: each setting given there takes the place of folio.yml's
/// `check:` one.
public struct ExternalCheckOptions: Sendable {
    /// `--drafts`: check the links of drafts too.
    public var includeDrafts = false
    /// `--future`: check the links of posts dated after now too.
    public var includeFuture = false
    /// `--fragments`: a link's `#fragment` must name an element of the page.
    public var fragments: Bool?
    /// `--no-cache`: ask for everything, and neither read nor write the cache.
    public var usesCache = true
    /// `--concurrency`: requests in flight at once.
    public var concurrency: Int?
    /// `--per-host`: requests in flight at once to one host.
    public var perHost: Int?
    /// `--retries`: tries after the first, on a timeout, 429 or 5xx.
    public var retries: Int?
    /// `--timeout`: seconds for one request.
    public var timeout: Int?
    /// `--run-timeout`: seconds for the whole check.
    public var runTimeout: Int?
    /// `--max-age`: seconds a cached result is trusted.
    public var cacheMaxAge: Int?
    /// `--exclude`: more links not to check, besides folio.yml's.
    public var exclude: [LinkPattern] = []
    /// `--accept`: the status codes that count as working, in place of folio.yml's.
    public var accept: [ClosedRange<Int>] = []
    /// The moment the cache's ages are counted from.
    public var now = Date()
    /// Told what the check is doing: building the site, then each address checked.
    public var progress: (@Sendable (ExternalCheckProgress) -> Void)?

    public init() {}
}

/// How far `folio check` has come.
public enum ExternalCheckProgress: Sendable {
    /// Building the site, at this stage.
    case building(String)
    /// Checking addresses.
    case checking(LinkCheckProgress)
}
