import Foundation
import SourceDiagnostics
import LinkChecker

/// What `folio check` found: each link away from the site with its result, or why it was not checked.
public struct ExternalLinkReport: Sendable {
    /// One link and what became of it.
    public struct Entry: Sendable {
        /// The link, where it is written.
        public var link: ExternalLink
        /// What checking found; nil when the link was skipped.
        public var result: LinkResult?
        /// Why the link was not checked: excluded by a pattern, or local.
        public var skipped: String?
    }

    /// Every link, by file and place.
    public var entries: [Entry]
    /// Problems beside the links: the build's warnings, a cache that could not be read or written.
    public var warnings: [Diagnostic] = []
    /// Addresses checked or taken from the cache.
    public var addresses = 0
    /// The hosts of those addresses.
    public var hosts = 0
    /// Requests made.
    public var requests = 0
    /// How long the check took, building included.
    public var seconds = 0.0

    /// True when a link is broken: the command then exits 1.
    public var hasBroken: Bool { entries.contains { $0.result?.verdict == .broken } }

    /// The number of links with each verdict, `skipped` for those not checked, `cached` for those the cache knew.
    public var counts: [String: Int] {
        var counts: [String: Int] = ["ok": 0, "moved": 0, "broken": 0, "unknown": 0, "skipped": 0, "cached": 0]
        for entry in entries {
            counts[entry.result?.verdict.rawValue ?? "skipped", default: 0] += 1
            if entry.result?.isCached == true { counts["cached", default: 0] += 1 }
        }
        return counts
    }
}
