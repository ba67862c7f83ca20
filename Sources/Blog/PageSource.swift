import Foundation
import Content

/// A post or page after its front matter is read (stages 3 and 4): everything needed to place it on the site and
/// list it, before its Markdown is rendered. Its Markdown travels beside it, as the `RawDocument` that
/// `readPage` returns, to the one stage that reads it.
///
/// Its fields live in one shared box, copied only when a copy is changed: a site's sources are copied from stage
/// to stage, and a copy of a dozen strings and lists one by one costs a reference count each.
public struct PageSource: Sendable, Equatable {
    private struct Fields: Sendable, Equatable {
        var file: SourceFile
        var frontMatter: FrontMatter
        var slug: String
        var date: Date?
        var url: String
        var outputFolder: String
        var outputName: String
        var isDraft: Bool
        var isFuture: Bool
    }

    private final class Box: @unchecked Sendable {  // changed only while uniquely referenced (see `unique`)
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    public init(file: SourceFile, frontMatter: FrontMatter, slug: String, date: Date?, url: String,
                outputFolder: String, outputName: String = "index.html", isDraft: Bool, isFuture: Bool) {
        box = Box(Fields(file: file, frontMatter: frontMatter, slug: slug, date: date, url: url,
                         outputFolder: outputFolder, outputName: outputName, isDraft: isDraft, isFuture: isFuture))
    }

    public static func == (a: PageSource, b: PageSource) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    /// The box, copied first if another copy of this source shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// The file as scanned, without its text.
    public var file: SourceFile {
        get { box.fields.file }
        set { unique().fields.file = newValue }
    }

    /// What the front matter said.
    public var frontMatter: FrontMatter {
        get { box.fields.frontMatter }
        set { unique().fields.frontMatter = newValue }
    }

    /// The last part of its address.
    public var slug: String {
        get { box.fields.slug }
        set { unique().fields.slug = newValue }
    }

    /// Posts only: from front matter, else the file name.
    public var date: Date? {
        get { box.fields.date }
        set { unique().fields.date = newValue }
    }

    /// Site-relative, with the base path, percent-encoded: `/2024/05/hello/`, `/2016/02/01/swift-ci.html`.
    public var url: String {
        get { box.fields.url }
        set { unique().fields.url = newValue }
    }

    /// The folder the page is written to, below the output folder: `2024/05/hello/`; a bundle's files go there.
    public var outputFolder: String {
        get { box.fields.outputFolder }
        set { unique().fields.outputFolder = newValue }
    }

    /// The page's file in `outputFolder`: `index.html`, or the last part of a permalink ending in `.html`.
    public var outputName: String {
        get { box.fields.outputName }
        set { unique().fields.outputName = newValue }
    }

    /// `draft: true` (or Jekyll's `published: false`).
    public var isDraft: Bool {
        get { box.fields.isDraft }
        set { unique().fields.isDraft = newValue }
    }

    /// Dated after the build's `now` (see `Placement.isFuture`).
    public var isFuture: Bool {
        get { box.fields.isFuture }
        set { unique().fields.isFuture = newValue }
    }

    /// A post or a page.
    public var kind: SourceFile.Kind { file.kind }
    /// Its file, from the site root.
    public var path: String { file.path }
    var outputPath: String { outputFolder + outputName }
    /// The folder links in the file are relative to: `content/posts` or the bundle's folder.
    public var sourceFolder: String { file.bundle ?? URLPath.folder(of: path) }
}

/// What stages 3 and 4 make of one file: its source, and its Markdown for stage 5 (see `readPage`).
public struct ReadPage: Sendable {
    /// Where it goes and what its front matter says.
    public var source: PageSource
    /// Its body, for the Markdown stage.
    public var document: RawDocument
}
