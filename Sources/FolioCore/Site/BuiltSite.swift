import Foundation

/// A site made in memory by stages 1 to 8: what `folio build` writes and `folio serve` serves.
public struct BuiltSite: Sendable {
    public var files: [OutputFile]
    /// Warnings; a site with errors is never made.
    public var warnings: [Diagnostic]
    public var postCount: Int
    public var pageCount: Int
    public var tagCount: Int
    public var skippedDrafts: Int
    public var skippedFuture: Int
    /// Where `folio build` writes it.
    public var output: URL
    /// How long each stage took, in order, for `folio build --timings`.
    public var timings: [(stage: String, seconds: Double)] = []
    /// The earliest date of a post left out as future: the output is out of date from then on.
    var nextPostDue: Date?
    /// Nothing the build reads changed since the last build, which it therefore skipped.
    public var isUnchanged = false
    /// Pages whose Markdown a build with a memo took from it rather than rendering it again.
    public var pagesReused = 0
    /// Files the build encoded for the pictures pages show (the rest were in the image store already).
    public var imagesEncoded = 0
    /// Every post and page file the build read, drafts and future posts included.
    var sourcePaths: [String] = []
}
