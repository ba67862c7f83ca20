import Foundation
import Fingerprints
import Content

/// What places a page besides its own file (stages 3 and 4): the settings `readPage` reads, and the moment that
/// decides which posts are in the future.
public struct Placement: Sendable {
    var timeZone: TimeZone
    var permalink: PermalinkPattern
    var address: SiteAddress
    /// Front matter keys the site accepts without a warning (`ignored_front_matter`).
    var ignoredFrontMatter: Set<String>
    var now: Date

    public init(config: SiteConfig, address: SiteAddress, now: Date) {
        (timeZone, permalink, self.address, self.now) = (config.timeZone, config.permalink, address, now)
        ignoredFrontMatter = config.ignoredFrontMatter
    }

    /// A post dated after `now`; pages never are.
    public func isFuture(_ kind: SourceFile.Kind, _ date: Date?) -> Bool {
        kind == .post && (date ?? .distantPast) > now
    }

    /// A hash of every setting but `now`: a source read under other settings is read again. Whether a post is in
    /// the future is decided again on every build (`isFuture`).
    public var key: ContentHash {
        var settings = self
        settings.now = .distantPast
        return ContentHash(reflecting: (Folio.version, settings))
    }
}
