/// What a broken internal link does to a build: `broken_links: error` (the default) or `warn`.
public enum BrokenLinkPolicy: String, Sendable, Hashable, CaseIterable {
    /// The build fails and lists every broken link.
    case error
    /// Broken links are listed as warnings and the build succeeds.
    case warn
}
