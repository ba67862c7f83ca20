/// `check:` in folio.yml: how `folio check` checks the links that point away from the site. Each setting not given
/// is left to the checker's default (and the command line overrides it).
///
/// ```yaml
/// check:
///   exclude:                      # URLs (and what is below them), host names (and hosts under them), * patterns
///     - https://twitter.com/
///     - linkedin.com
///     - "https://example.org/*/edit"
///   accept: [200-299, 403]        # status codes that count as working (default 200-299)
///   concurrency: 32               # requests in flight at once
///   per_host: 4                   # requests in flight to one host
///   timeout: 20s                  # for one request
///   run_timeout: 10m              # for the whole check
///   retries: 2                    # after a timeout, 429 or 5xx
///   cache_max_age: 1d             # how long a result is trusted; 0 asks every time
///   fragments: true               # as --fragments
///   include_local: false          # also check localhost, 127.0.0.1, private addresses and .test names
/// ```
public struct CheckSettings: Sendable, Hashable {
    /// Links that are not checked.
    public var exclude: [LinkPattern] = []
    /// Status codes that count as working; empty for the checker's default, 200 to 299.
    public var accept: [ClosedRange<Int>] = []
    /// Requests in flight at once.
    public var concurrency: Int?
    /// Requests in flight at once to one host.
    public var perHost: Int?
    /// Seconds for one request.
    public var timeout: Int?
    /// Seconds for the whole check.
    public var runTimeout: Int?
    /// Tries after the first, on a timeout, 429 or 5xx.
    public var retries: Int?
    /// Seconds a cached result is trusted.
    public var cacheMaxAge: Int?
    /// Whether `#fragments` must name an element of the page.
    public var fragments: Bool?
    /// Whether links to this machine and private networks are checked too.
    public var includeLocal = false

    public init() {}

    /// The keys `check:` may hold.
    public static let keys = ["exclude", "accept", "concurrency", "per_host", "timeout", "run_timeout", "retries",
                              "cache_max_age", "fragments", "include_local"]

    /// Seconds from a time as folio.yml and the command line write it: a number of seconds (`20`), or a number
    /// with a unit, `s`, `m`, `h` or `d` (`30s`, `10m`, `12h`, `1d`); nil for anything else.
    public static func seconds(from text: String) -> Int? {
        let units = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        if let seconds = Int(text), seconds >= 0 { return seconds }
        guard let unit = text.last.flatMap({ units[String($0)] }), let count = Int(text.dropLast()), count >= 0
        else { return nil }
        return count * unit
    }

    /// Status codes from `403` or `200-299`, each from 100 to 999; nil for anything else.
    public static func statuses(from text: String) -> ClosedRange<Int>? {
        let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(bounds.count), let low = bounds.first ?? nil, let high = bounds.last ?? nil,
              (100...999).contains(low), (100...999).contains(high), low <= high else { return nil }
        return low...high
    }
}
