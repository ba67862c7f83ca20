import Foundation
import SourceDiagnostics
import Content

/// Stages 3 and 4 for one file (its text read): splits off the front matter, reads it, and places the page: its
/// slug (front matter's, else the name's), its date (front matter's, else the name's), and its address (its own
/// `permalink`, else the site's pattern for posts and `/slug/` for pages).
public func readPage(_ file: SourceFile, placement config: Placement) throws(Diagnostics) -> Checked<ReadPage> {
    let document = try splitFrontMatter(file)
    let front = try readFrontMatter(document, timeZone: config.timeZone, ignoring: config.ignoredFrontMatter)
    var problems = front.warnings
    let matter = front.value
    let slug = matter.slug ?? file.slugFromName
    if slug.isEmpty {
        let name = ((file.bundle ?? file.path) as NSString).lastPathComponent
        problems.append(.error("'\(name)' has no letters or digits to make an address from: rename it, or set "
                               + "'slug:' in front matter", path: file.path))
    }
    var date: Date?
    var path: String
    switch file.kind {
    case .post:
        date = matter.date ?? file.dateFromName(in: config.timeZone)
        if date == nil {
            let name = slug.isEmpty ? "slug" : slug
            problems.append(.error("post has no date: name it YYYY-MM-DD-\(name).md (or the folder "
                                   + "YYYY-MM-DD-\(name)/), or add 'date: YYYY-MM-DD' to its front matter",
                                   path: file.path))
        }
        path = (matter.permalink ?? config.permalink).path(slug: slug, date: date ?? .distantPast,
                                                           in: config.timeZone, categories: matter.categories)
    case .page:
        date = matter.date
        if let permalink = matter.permalink, permalink.usesDate, date == nil {
            problems.append(.error("permalink '\(permalink)' uses the date, and this page has no 'date'",
                                   path: file.path, at: matter.keyLocations["permalink"]))
        }
        path = matter.permalink?.path(slug: slug, date: date ?? .distantPast, in: config.timeZone,
                                      categories: matter.categories) ?? "/\(slug)/"
    }
    if path == "/" || path == "/archive/" || path.hasPrefix("/tags/")
        || (path.hasPrefix("/page/") && path.dropFirst(6).first?.isNumber == true) {
        problems.append(.error("\(path) is an address folio makes itself (the home page, tags or list pages); "
                               + "choose another permalink", path: file.path, at: matter.keyLocations["permalink"]))
    }
    if problems.contains(where: { $0.severity == .error }) { throw Diagnostics(problems) }
    // `/2016/02/01/swift-ci.html` is the file `swift-ci.html` in the folder `2016/02/01/`.
    var folder = String(path.dropFirst()), name = "index.html"
    if !folder.hasSuffix("/") {
        let cut = folder.lastIndex(of: "/").map(folder.index(after:)) ?? folder.startIndex
        name = String(folder[cut...])
        folder = String(folder[..<cut])
    }
    var placed = file
    placed.text = ""  // the text lives on, split, in `document`
    let url = config.address.url(URLPath.encode(folder + (name == "index.html" ? "" : name)))
    let source = PageSource(file: placed, frontMatter: matter, slug: slug, date: date, url: url,
                            outputFolder: folder, outputName: name, isDraft: matter.draft,
                            isFuture: config.isFuture(file.kind, date))
    return Checked(ReadPage(source: source, document: document), warnings: problems)
}
