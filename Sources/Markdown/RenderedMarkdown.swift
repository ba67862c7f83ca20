import SourceDiagnostics
import Highlighting

/// Everything the Markdown stage learns about one document, so later stages never parse HTML again.
public struct RenderedMarkdown: Sendable, Equatable {
    /// The HTML body as cmark-gfm wrote it: UTF-8 bytes, copied once out of cmark's buffer and written to a page
    /// as they are, never made a Swift string on the way.
    public var htmlBytes: [UInt8]
    /// The HTML body, as text.
    public var html: String {
        get { String(decoding: htmlBytes, as: UTF8.self) }
        set { htmlBytes = Array(newValue.utf8) }
    }
    /// The plain text of the first level-1 heading, if any.
    public var title: String?
    /// Everything before a `<!-- more -->` line, else the first paragraph; empty when there is neither.
    public var excerpt: String
    /// The excerpt's text without markup, for descriptions and summaries.
    public var excerptText: String
    /// Every heading with its id, level and line, in document order, for the table of contents and the link check.
    public var headings: [Heading]
    /// The ids of elements in the author's raw HTML (`<a id="intro">`, `<div id="x">`) and the names of its `<a>`
    /// elements (`<a name="intro">`), decoded as a browser reads them, in document order: `#intro` leads there
    /// as it does on GitHub. Duplicates are kept.
    public var anchors: [String]
    /// The body for feeds, when it differs from `html` (alerts are plain quotes there, without their icons); nil
    /// when it is the same, as for most documents.
    public var feedHTML: String?
    /// Links and images in document order.
    public var links: [LinkReference]
    /// Problems found in the document: unknown layout words and the like.
    public var diagnostics: [Diagnostic]
    /// Each language of a code block that folio cannot highlight, once, at its first block: a build names them
    /// all in one warning (`unknownLanguageWarning`).
    public var unknownLanguages: [UnknownLanguage]
    /// The body's words (without the title heading it shows above), for its word count and reading time.
    public var words: WordCount

    /// The plain text by section, for search: `sections[0]` before the first heading, `sections[n]` after
    /// `headings[n - 1]`, headings' own text left out.
    public var sections: [String]

    public init(html: String, title: String?, excerpt: String, excerptText: String = "", headings: [Heading],
                anchors: [String] = [], feedHTML: String? = nil, links: [LinkReference],
                diagnostics: [Diagnostic], unknownLanguages: [UnknownLanguage] = [], words: WordCount = WordCount(),
                sections: [String] = []) {
        self.init(htmlBytes: Array(html.utf8), title: title, excerpt: excerpt, excerptText: excerptText,
                  headings: headings, anchors: anchors, feedHTML: feedHTML, links: links, diagnostics: diagnostics,
                  unknownLanguages: unknownLanguages, words: words, sections: sections)
    }

    /// The same with the body as UTF-8 bytes.
    public init(htmlBytes: [UInt8], title: String?, excerpt: String, excerptText: String = "", headings: [Heading],
                anchors: [String] = [], feedHTML: String? = nil, links: [LinkReference],
                diagnostics: [Diagnostic], unknownLanguages: [UnknownLanguage] = [], words: WordCount = WordCount(),
                sections: [String] = []) {
        self.htmlBytes = htmlBytes
        self.title = title
        self.excerpt = excerpt
        self.excerptText = excerptText
        self.headings = headings
        self.anchors = anchors
        self.feedHTML = feedHTML
        self.links = links
        self.diagnostics = diagnostics
        self.unknownLanguages = unknownLanguages
        self.sections = sections
        self.words = words
    }

    /// Every fragment that leads somewhere in the page: heading ids, then the raw HTML's anchors.
    public var anchorIDs: [String] { headings.map(\.id) + anchors }
}
