import Foundation
import Blog

/// What `folio build` did.
public struct BuildReport: Sendable {
    /// What was built.
    public var site: BuiltSite
    /// How long the build took, on the clock.
    public var seconds: Double
    /// Files written; unchanged files are left as they were, so a build with nothing changed writes none.
    public var filesWritten = 0
    /// What the build held in memory to the end (its memo, the inputs it looked at). A command that exits next
    /// keeps it until then: the system takes a process's memory back at once, where freeing a site's worth of
    /// entries one by one takes tens of milliseconds.
    public var heldUntilExit: (any Sendable)?

    public init(site: BuiltSite, seconds: Double, filesWritten: Int = 0, heldUntilExit: (any Sendable)? = nil) {
        (self.site, self.seconds, self.filesWritten, self.heldUntilExit) = (site, seconds, filesWritten, heldUntilExit)
    }

    /// `Built 12 posts, 3 pages, 9 tags in 0.21 s → public/ (1 draft, 1 future post skipped; 14 unchanged from
    /// the cache)`.
    public func summary(relativeTo root: URL) -> String {
        let output = site.output.standardizedFileURL.path
        let base = root.standardizedFileURL.path + "/"
        let shown = (output.hasPrefix(base) ? String(output.dropFirst(base.count)) : output) + "/"
        if site.isUnchanged {
            return "Nothing changed since the last build; \(shown) is up to date (checked in "
                + "\(String(format: "%.2f", seconds)) s)"
        }
        var line = "Built \(counted(site.postCount, "post")), \(counted(site.pageCount, "page")), "
            + "\(counted(site.tagCount, "tag")) in \(String(format: "%.2f", seconds)) s → \(shown)"
        var skipped: [String] = []
        if site.skippedDrafts > 0 { skipped.append(counted(site.skippedDrafts, "draft")) }
        if site.skippedFuture > 0 { skipped.append(counted(site.skippedFuture, "future post")) }
        var notes = skipped.isEmpty ? [] : ["\(skipped.joined(separator: ", ")) skipped"]
        if site.counts.reused > 0 { notes.append("\(site.counts.reused) unchanged from the cache") }
        if site.counts.imagesEncoded > 0 {
            notes.append("\(counted(site.counts.imagesEncoded, "image file")) made")
        }
        if !notes.isEmpty { line += " (\(notes.joined(separator: "; ")))" }
        return line
    }
}

/// `1 post`, `3 posts`: a count and its word, as summaries print them.
public func counted(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}
