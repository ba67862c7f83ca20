import Foundation

/// The settings at the top of a post or page, read by stage 4 (`readFrontMatter`). Every key is optional.
public struct FrontMatter: Sendable, Hashable {
    /// `title`: the post's or page's title.
    public var title: String?
    /// `date`: when the post was published; see `PostDate` for the forms. Without it, the file name's date.
    public var date: Date?
    /// `updated`: when it last changed, in the same forms.
    public var updated: Date?
    /// `tags`: a list (`[swift, yaml]`) or one comma-separated string (`swift, yaml`), trimmed, without repeats.
    public var tags: [String] = []
    /// `draft: true` keeps a post out of the build.
    public var draft = false
    /// `slug`: replaces the slug from the file name; checked with `Slug.isValid`.
    public var slug: String?
    /// `summary`: a sentence or two for lists and feeds (Markdown is not rendered here).
    public var summary: String?
    /// `image`: a path in the bundle or a URL, for cards and feeds; checked by the site builder.
    public var image: String?
    /// Where each key that was set appears, so later stages can point at it (a duplicate slug, a missing image).
    public var keyLocations: [String: SourceLocation] = [:]

    /// Front matter with nothing set: no title or dates, no tags, not a draft.
    public init() {}

    /// The keys front matter may hold.
    public static let keys = ["title", "date", "updated", "tags", "draft", "slug", "summary", "image"]
}

/// Stage 4: reads a document's front matter. Dates without an offset are read in `timeZone`, the site's.
///
/// ```swift
/// let front = try readFrontMatter(document, timeZone: config.value.timeZone)
/// let date = front.value.date ?? file.dateFromName(in: config.value.timeZone)
/// ```
/// - Throws: `Diagnostics` with every error (YAML syntax, wrong types, bad values) and warning (unknown keys),
///   each at its line in the Markdown file.
public func readFrontMatter(_ document: RawDocument, timeZone: TimeZone) throws(Diagnostics) -> Checked<FrontMatter> {
    guard let yaml = document.frontMatter else { return Checked(FrontMatter()) }
    return try FrontMatter.make(fromYAML: yaml, path: document.path, lineOffset: document.frontMatterStartLine - 1,
                                timeZone: timeZone)
}

extension FrontMatter {
    /// Reads front matter from YAML text; `lineOffset` is the number of file lines before it (1 after `---`).
    public static func make(
        fromYAML text: String, path: String, lineOffset: Int = 1, timeZone: TimeZone
    ) throws(Diagnostics) -> Checked<FrontMatter> {
        let root = try YAMLReader.read(text, path: path, lineOffset: lineOffset)
        var reader = MappingReader(root, path: path, name: "front matter")
        var front = FrontMatter()
        for entry in reader.entries {
            switch entry.key {
            case "title": front.title = reader.string(entry)
            case "date": front.date = reader.date(entry, in: timeZone)
            case "updated": front.updated = reader.date(entry, in: timeZone)
            case "tags": front.tags = reader.tags(entry)
            case "draft": front.draft = reader.bool(entry) ?? false
            case "slug": front.slug = reader.slug(entry)
            case "summary": front.summary = reader.string(entry)
            case "image": front.image = reader.string(entry)
            default: reader.warnUnknown(entry, known: keys)
            }
            if keys.contains(entry.key) { front.keyLocations[entry.key] = entry.keyLocation }
        }
        if let date = front.date, let updated = front.updated, updated < date,
           let location = front.keyLocations["updated"] {
            reader.warning("'updated' is before 'date'", at: location)
        }
        if reader.hasErrors { throw Diagnostics(reader.diagnostics) }
        return Checked(front, warnings: reader.diagnostics)
    }
}
