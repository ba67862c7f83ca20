import Foundation

/// What earlier checks learnt of each address, so that a check within `maxAge` of the last asks nothing it already
/// knows. Only definite answers are kept: a working page, a redirect, a 404; never a timeout, a 429 or a 5xx,
/// which may be different next time. A page's fragments are kept as found or missing, so a link to another
/// fragment of a known page asks again.
///
/// On disk it is a line naming the format, then JSON. A file of that name that does not start with that line is
/// someone else's, and is never replaced; one that does but cannot be read is discarded.
public struct LinkCache: Sendable {
    struct Entry: Sendable, Codable {
        /// Seconds since 1970 when the answer was received.
        var checked: Double
        var answer: ResourceAnswer
    }

    static let header = "folio link cache 1\n"
    private(set) var entries: [String: Entry] = [:]
    /// False when the file is in the way and not the cache's: it is then neither read nor written.
    public private(set) var isWritable = true

    /// An empty cache, which a check fills.
    public init() {}

    /// The cache in `url`, without its entries older than `maxAge`; an empty one when there is no file. A problem
    /// with the file is described by `problem`, for a warning: it is then discarded (damaged) or left alone (not
    /// the cache's).
    public static func load(from url: URL, maxAge: Duration, now: Date = Date())
        -> (cache: LinkCache, problem: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (LinkCache(), nil) }
        var cache = LinkCache()
        guard data.starts(with: Data(header.utf8)) else {
            cache.isWritable = false
            return (cache, "not a folio link cache, so folio neither uses nor replaces it")
        }
        guard let entries = try? JSONDecoder().decode([String: Entry].self, from: data.dropFirst(header.utf8.count))
        else { return (cache, "the link cache is damaged; it is discarded and every link asked again") }
        let oldest = now.timeIntervalSince1970 - Double(maxAge.components.seconds)
        cache.entries = entries.filter { $0.value.checked >= oldest }
        return (cache, nil)
    }

    /// Writes the cache into `url`, whole, replacing the last one in one step.
    public func save(to url: URL) throws {
        guard isWritable else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = Data(Self.header.utf8) + (try encoder.encode(entries))
        try data.write(to: url, options: .atomic)
    }

    /// The number of addresses it knows.
    public var count: Int { entries.count }

    /// What is known of `url`, when it answers every fragment in `fragments`.
    func answer(for url: String, fragments: Set<String>) -> ResourceAnswer? {
        guard var answer = entries[url]?.answer else { return nil }
        if !fragments.isEmpty, let status = answer.status, (200...299).contains(status) {
            guard let findings = answer.fragments, fragments.allSatisfy(findings.knows) else { return nil }
        }
        answer.requests = 0
        return answer
    }

    /// Keeps a definite answer; what it found of a page's fragments adds to what an earlier answer found.
    mutating func record(_ answer: ResourceAnswer, for url: String, at now: Date) {
        guard answer.isDefinite else { return }
        var kept = answer
        if var findings = answer.fragments {
            if let old = entries[url]?.answer, old.status == answer.status, old.redirects == answer.redirects,
               let before = old.fragments, before.isHTML, findings.isHTML {
                findings.found.formUnion(before.found)
                findings.missing = findings.missing.union(before.missing).subtracting(findings.found)
            }
            findings.unread = nil
            kept.fragments = findings
        }
        entries[url] = Entry(checked: now.timeIntervalSince1970, answer: kept)
    }
}
