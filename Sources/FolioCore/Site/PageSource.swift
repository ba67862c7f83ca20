import Foundation

/// A post or page after its front matter is read (stages 3 and 4): everything needed to place it on the site,
/// before its Markdown is rendered.
///
/// Its fields live in one shared box, copied only when a copy is changed: a site's pages are copied from stage
/// to stage and in and out of the memo, and a copy of a dozen strings and lists one by one costs a reference count
/// each.
struct PageSource: Sendable {
    private struct Fields: Sendable {
        var file: SourceFile
        var document: RawDocument
        var frontMatter: FrontMatter
        var slug: String
        var date: Date?
        var url: String
        var outputFolder: String
        var outputName: String
        var isDraft: Bool
        var isFuture: Bool
        var sourceKey: ContentHash
        var bodyIsDropped: Bool
    }

    private final class Box: @unchecked Sendable {  // changed only while uniquely referenced (see `unique`)
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(file: SourceFile, document: RawDocument, frontMatter: FrontMatter, slug: String, date: Date?, url: String,
         outputFolder: String, outputName: String = "index.html", isDraft: Bool, isFuture: Bool,
         sourceKey: ContentHash = ContentHash(), bodyIsDropped: Bool = false) {
        box = Box(Fields(file: file, document: document, frontMatter: frontMatter, slug: slug, date: date, url: url,
                         outputFolder: outputFolder, outputName: outputName, isDraft: isDraft, isFuture: isFuture,
                         sourceKey: sourceKey, bodyIsDropped: bodyIsDropped))
    }

    /// The box, copied first if another copy of this source shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// The file as scanned, without its text (see `document`).
    var file: SourceFile {
        get { box.fields.file }
        set { unique().fields.file = newValue }
    }

    var document: RawDocument {
        get { box.fields.document }
        set { unique().fields.document = newValue }
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

    /// Site-relative, with the base path, percent-encoded: `/2024/05/hello/`, `/2016/02/01/swift-ci.html`.
    var url: String {
        get { box.fields.url }
        set { unique().fields.url = newValue }
    }

    /// The folder the page is written to, below the output folder: `2024/05/hello/`; a bundle's files go there.
    var outputFolder: String {
        get { box.fields.outputFolder }
        set { unique().fields.outputFolder = newValue }
    }

    /// The page's file in `outputFolder`: `index.html`, or the last part of a permalink ending in `.html`.
    var outputName: String {
        get { box.fields.outputName }
        set { unique().fields.outputName = newValue }
    }

    var isDraft: Bool {
        get { box.fields.isDraft }
        set { unique().fields.isDraft = newValue }
    }

    var isFuture: Bool {
        get { box.fields.isFuture }
        set { unique().fields.isFuture = newValue }
    }

    /// With a memo: a hash of the path and the text, which the memo's later keys are made of.
    var sourceKey: ContentHash {
        get { box.fields.sourceKey }
        set { unique().fields.sourceKey = newValue }
    }

    /// Taken from a memo, which keeps no Markdown: `renderPages` reads the file again if it must render it.
    var bodyIsDropped: Bool {
        get { box.fields.bodyIsDropped }
        set { unique().fields.bodyIsDropped = newValue }
    }

    var kind: SourceFile.Kind { file.kind }
    var path: String { file.path }
    var outputPath: String { outputFolder + outputName }
    /// The folder links in the file are relative to: `content/posts` or the bundle's folder.
    var sourceFolder: String { file.bundle ?? (path as NSString).deletingLastPathComponent }
}

