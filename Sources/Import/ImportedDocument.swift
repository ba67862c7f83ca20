import YAML

/// A post or page on its way from the source site into the new one.
struct ImportedDocument {
    enum Role {
        case post, draft, page
    }

    /// Below the source's root: `_posts/2016-02-01-swift-CI.md`, `content/post/x/index.md`.
    var source: String
    var role: Role
    /// Below the new site's root: `content/posts/2016-02-01-swift-CI.md`, `content/posts/x/index.md`.
    var destination: String
    /// A bundle's other files: (below the source, below the new site).
    var assets: [(source: String, destination: String)] = []
    /// The front matter's text as written, and its form.
    var frontMatter: FrontMatterEditor
    /// The front matter, parsed (`.null` when there is none or it cannot be read).
    var fields: YAMLValue
    var body: String
    /// The address the source site gives it: a percent-decoded site path below the base URL, `/blog/swift-CI/`.
    /// Nil for what the source did not publish (drafts, `published: false`).
    var oldURL: String?
    /// Redirects the source made to it (`redirect_from`, `aliases`), in the same form: links to them are links to it.
    var oldAliases: [String] = []
    /// The key they are under, and whether some were written relative to the page (Hugo's), so must be written out.
    var aliasKey: String?
    var aliasesWereRelative = false
    /// Old addresses the import keeps by a redirect, because folio's address differs.
    var addedAliases: [String] = []
    /// The address is the document's own rather than the site's pattern's (a page, a collection's document, a post
    /// with its own `permalink`): where folio's differs, the import sets `permalink` rather than add a redirect.
    var ownsAddress = false
    /// A bundle's files that no page shows are published at their old addresses (Hugo's `publishResources: false`
    /// says no).
    var publishesUnshownFiles = true
    /// Notes for the author: in the body (offsets in `body`), or about the front matter or the whole file.
    var notes: [ImportNote] = []
    var fileNotes: [String] = []

    /// The folder links in the new file are relative to.
    var folder: String {
        destination.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The bundle folder, when the document is a bundle's `index.md`.
    var bundle: String? {
        destination.hasSuffix("/index.md") ? folder : nil
    }

    /// The file's text in the new site.
    var text: String {
        frontMatter.fenced + body
    }

    /// The front matter's field `key` (Hugo's keys in any case).
    func field(_ key: String) -> YAMLValue? {
        fields.entries?.first { $0.key.lowercased() == key.lowercased() }?.value
    }
}
