import Foundation
import Markdown
import Images
import Search

/// A post or page with its Markdown rendered (stage 5). Like `PageSource`, its fields live in one copy-on-write
/// box, so that copying a page from stage to stage costs one reference count.
public struct Page: Sendable, Equatable {
    private struct Fields: Sendable, Equatable {
        var source: PageSource
        var title: String
        var rendered: RenderedMarkdown
        var imageURL = ""
        var imageSize: ImageSize?
        var description: String
        var derivedImages: [DerivedImage] = []
        var searchDocument: SearchDocument?
        var searchStemming = false
    }

    private final class Box: @unchecked Sendable {  // changed only while uniquely referenced (see `unique`)
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(source: PageSource, title: String, rendered: RenderedMarkdown) {
        box = Box(Fields(source: source, title: title, rendered: rendered,
                         description: Self.description(summary: source.frontMatter.summary,
                                                       excerpt: rendered.excerptText)))
    }

    public static func == (a: Page, b: Page) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    /// The box, copied first if another copy of this page shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// What the page was made from: its file, front matter and address.
    public internal(set) var source: PageSource {
        get { box.fields.source }
        set { unique().fields.source = newValue }
    }

    /// Its title: the front matter's, else its first heading's.
    public internal(set) var title: String {
        get { box.fields.title }
        set { unique().fields.title = newValue }
    }

    /// What the Markdown stage made of the page's body.
    public var rendered: RenderedMarkdown {
        get { box.fields.rendered }
        set { unique().fields.rendered = newValue }
    }

    /// The files the site makes for the page's images (resized, in other formats), in document order, and for
    /// its link preview's picture.
    public var derivedImages: [DerivedImage] {
        get { box.fields.derivedImages }
        set { unique().fields.derivedImages = newValue }
    }

    /// Its search document, when made as soon as it was rendered (`prepareSearch`), with whether its words were
    /// stemmed as English.
    var searchDocument: (document: SearchDocument, stemming: Bool)? {
        get { box.fields.searchDocument.map { ($0, box.fields.searchStemming) } }
        set {
            let box = unique()
            box.fields.searchDocument = newValue?.document
            box.fields.searchStemming = newValue?.stemming ?? false
        }
    }

    /// The absolute URL of front matter's `image`, or `""`.
    var imageURL: String {
        get { box.fields.imageURL }
        set { unique().fields.imageURL = newValue }
    }

    /// The size of the picture at `imageURL`, when folio publishes it and can read it.
    var imageSize: ImageSize? {
        get { box.fields.imageSize }
        set { unique().fields.imageSize = newValue }
    }

    /// For `<meta name="description">` and feeds: the front matter's summary, else the excerpt's text.
    var description: String { box.fields.description }

    var url: String { source.url }
    var date: Date? { source.date }

    private static func description(summary: String?, excerpt: String) -> String {
        if let summary, !summary.isEmpty { return summary }
        let text = excerpt.trimmedOfWhitespace
        guard text.count > 200 else { return text }
        let cut = text.prefix(200)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
