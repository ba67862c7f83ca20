import SourceDiagnostics
import Blog

/// What `folio import` did: the counts of its summary line, and what it left for the author, each at its place.
public struct ImportReport: Sendable {
    /// What the source was made with.
    public var generator: SourceGenerator
    /// Posts written, drafts among them, and pages.
    public var posts = 0, drafts = 0, pages = 0
    /// Files copied: static files, and images and the like beside posts.
    public var files = 0
    /// Links and references rewritten to point at the new files (`{% post_url %}`, `{{< ref >}}`, old addresses).
    public var linksConverted = 0
    /// Old addresses kept by redirect pages (`aliases`), where folio's address differs.
    public var redirects = 0
    /// What could not be converted, left visible in the text: `content/posts/x.md:12:1: warning: …`, with the
    /// new site's paths; problems of the source's own files name them below the source.
    public var items: [Diagnostic] = []
    /// The errors of a build of the new site, if it would not build (they are in `items` too).
    public var buildErrors = 0

    init(generator: SourceGenerator) {
        self.generator = generator
    }

    /// `Imported a Jekyll site into blog/: 172 posts (1 draft), 31 pages, 402 files, 96 links converted,
    /// 12 old addresses kept by redirects; 25 items left for you (listed above).`
    public func summary(destination: String) -> String {
        func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
            "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
        }
        var line = "Imported a \(generator.rawValue) site into \(destination): \(count(posts, "post"))"
        if drafts > 0 { line += " (\(count(drafts, "draft")))" }
        line += ", \(count(pages, "page")), \(count(files, "file")), \(count(linksConverted, "link")) converted, "
            + "\(count(redirects, "old address", "old addresses")) kept by redirects; "
        line += items.isEmpty ? "nothing left for you" : "\(count(items.count, "item")) left for you (listed above)"
        if buildErrors > 0 { line += "; the first build has \(count(buildErrors, "error"))" }
        return line + "."
    }
}
