import Foundation

/// A post or page after its front matter is read (stages 3 and 4): everything needed to place it on the site and
/// list it, before its Markdown is rendered. Its Markdown travels beside it, as the `RawDocument` that
/// `readPage` returns, to the one stage that reads it.
///
/// Its fields live in one shared box, copied only when a copy is changed: a site's sources are copied from stage
/// to stage, and a copy of a dozen strings and lists one by one costs a reference count each.
struct PageSource: Sendable, Equatable {
    private struct Fields: Sendable, Equatable {
        var file: SourceFile
        var frontMatter: FrontMatter
        var slug: String
        var date: Date?
        var url: String
        var outputFolder: String
        var isDraft: Bool
        var isFuture: Bool
    }

    private final class Box: @unchecked Sendable {  // changed only while uniquely referenced (see `unique`)
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(file: SourceFile, frontMatter: FrontMatter, slug: String, date: Date?, url: String, outputFolder: String,
         isDraft: Bool, isFuture: Bool) {
        box = Box(Fields(file: file, frontMatter: frontMatter, slug: slug, date: date, url: url,
                         outputFolder: outputFolder, isDraft: isDraft, isFuture: isFuture))
    }

    static func == (a: PageSource, b: PageSource) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    /// The box, copied first if another copy of this source shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// The file as scanned, without its text.
    var file: SourceFile {
        get { box.fields.file }
        set { unique().fields.file = newValue }
    }

    var frontMatter: FrontMatter {
        get { box.fields.frontMatter }
        set { unique().fields.frontMatter = newValue }
    }

    var slug: String {
        get { box.fields.slug }
        set { unique().fields.slug = newValue }
    }

    /// Posts only: from front matter, else the file name.
    var date: Date? {
        get { box.fields.date }
        set { unique().fields.date = newValue }
    }

    /// Site-relative, with the base path: `/2024/05/hello/`.
    var url: String {
        get { box.fields.url }
        set { unique().fields.url = newValue }
    }

    /// The folder the page is written to, below the output folder: `2024/05/hello/`.
    var outputFolder: String {
        get { box.fields.outputFolder }
        set { unique().fields.outputFolder = newValue }
    }

    var isDraft: Bool {
        get { box.fields.isDraft }
        set { unique().fields.isDraft = newValue }
    }

    /// Dated after the build's `now` (see `Placement.isFuture`).
    var isFuture: Bool {
        get { box.fields.isFuture }
        set { unique().fields.isFuture = newValue }
    }

    var kind: SourceFile.Kind { file.kind }
    var path: String { file.path }
    var outputPath: String { outputFolder + "index.html" }
    /// The folder links in the file are relative to: `content/posts` or the bundle's folder.
    var sourceFolder: String { file.bundle ?? (path as NSString).deletingLastPathComponent }
}

/// What stages 3 and 4 make of one file: its source, and its Markdown for stage 5.
struct ReadPage: Sendable {
    var source: PageSource
    var document: RawDocument
}

/// Stages 3 and 4 for one file (its text read): splits off the front matter, reads it, and places the page.
func readPage(_ file: SourceFile, placement: Placement) throws(Diagnostics) -> Checked<ReadPage> {
    let document = try splitFrontMatter(file)
    let front = try readFrontMatter(document, timeZone: placement.timeZone)
    var problems = front.warnings
    let matter = front.value
    let slug = matter.slug ?? file.slugFromName
    if !Slug.isValid(slug) {
        problems.append(.error("'\(slug)' cannot be a slug: use lowercase letters, digits and '-'"
                               + (matter.slug == nil ? " in the file name, or set 'slug:' in front matter" : ""),
                               path: file.path, at: matter.keyLocations["slug"]))
    }
    var date: Date?
    var folder: String
    switch file.kind {
    case .post:
        date = matter.date ?? file.dateFromName(in: placement.timeZone)
        if date == nil {
            problems.append(.error("post has no date: name it YYYY-MM-DD-\(slug).md (or the folder "
                                   + "YYYY-MM-DD-\(slug)/), or add 'date: YYYY-MM-DD' to its front matter",
                                   path: file.path))
        }
        folder = String(placement.permalink.path(slug: slug, date: date ?? .distantPast, in: placement.timeZone)
            .dropFirst())
    case .page:
        folder = slug + "/"
    }
    if problems.contains(where: { $0.severity == .error }) { throw Diagnostics(problems) }
    var placed = file
    placed.text = ""  // the text lives on, split, in `document`
    let source = PageSource(file: placed, frontMatter: matter, slug: slug, date: date,
                            url: placement.address.url(folder), outputFolder: folder, isDraft: matter.draft,
                            isFuture: placement.isFuture(file.kind, date))
    return Checked(ReadPage(source: source, document: document), warnings: problems)
}
