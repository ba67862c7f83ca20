import Foundation

/// What `folio build` did.
public struct BuildReport: Sendable {
    public var site: BuiltSite
    public var seconds: Double
    /// Files written; unchanged files are left as they were, so a build with nothing changed writes none.
    public var filesWritten = 0

    /// `Built 12 posts, 3 pages, 9 tags in 0.21 s → public/ (1 draft, 1 future post skipped)`.
    public func summary(relativeTo root: URL) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let output = site.output.standardizedFileURL.path
        let base = root.standardizedFileURL.path + "/"
        let shown = (output.hasPrefix(base) ? String(output.dropFirst(base.count)) : output) + "/"
        if site.isUnchanged {
            return "Nothing changed since the last build; \(shown) is up to date (checked in "
                + "\(String(format: "%.2f", seconds)) s)"
        }
        var line = "Built \(count(site.postCount, "post")), \(count(site.pageCount, "page")), "
            + "\(count(site.tagCount, "tag")) in \(String(format: "%.2f", seconds)) s → \(shown)"
        var skipped: [String] = []
        if site.skippedDrafts > 0 { skipped.append(count(site.skippedDrafts, "draft")) }
        if site.skippedFuture > 0 {
            skipped.append("\(site.skippedFuture) future post\(site.skippedFuture == 1 ? "" : "s")")
        }
        if !skipped.isEmpty { line += " (\(skipped.joined(separator: ", ")) skipped)" }
        return line
    }
}
