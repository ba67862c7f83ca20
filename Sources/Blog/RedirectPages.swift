import SourceDiagnostics
import HTML
import Content
import Mustache

/// The redirect pages of a site: one small HTML page at each old address a post or page lists in `aliases` (or
/// `redirect_from`), with a canonical link and a meta refresh to the page's address, so links from the web keep
/// working after a move or an import. They are not pages of the site: neither the sitemap nor the feed lists them.
///
/// Each page comes with its rule (`RedirectRule`), for the hosts that answer a `_redirects` file with a real 301.
///
/// A pure function of the site, the theme and each page's title (`title`). The theme's `redirect` template makes each
/// page from `site`, `words` and a `page` with the target's `title`, `url` and `canonical_url`; a whole theme without
/// one (a site made by the earlier `folio init`) gets folio's plain page, as before, with the theme's words
/// (`moved_to`). An alias that another page lives at, or that two pages claim, is an error at the alias, naming the
/// other file; an alias that is the page's own address is a warning.
public func redirectPages(_ site: Site, theme: Theme, siteValue: TemplateValue, title: (PageSource) -> String)
    -> (files: [(file: OutputFile, rule: RedirectRule)], diagnostics: [Diagnostic]) {
    // In path order, so that of two pages claiming one alias the first is always the same one.
    let pages = (site.posts + site.pages).sorted { $0.path < $1.path }
    // Output path → the source that lives there, or that claimed it first as an alias.
    var owners: [String: (path: String, isAlias: Bool)] = [:]
    for page in pages { owners[page.outputPath] = (page.path, false) }
    var files: [(file: OutputFile, rule: RedirectRule)] = []
    var diagnostics: [Diagnostic] = []
    for source in pages where !source.frontMatter.aliases.isEmpty {
        let location = source.frontMatter.keyLocations["aliases"]
        for alias in source.frontMatter.aliases {
            let output = RedirectAddress.outputPath(of: alias, relativeTo: parentFolder(of: source))
            if output == source.outputPath {
                diagnostics.append(.warning("alias '\(alias)' is this page's own address", path: source.path,
                                            at: location))
                continue
            }
            if let owner = owners[output] {
                let what = owner.path == source.path ? "is listed twice"
                    : owner.isAlias ? "is also an alias of \(owner.path)" : "is the address of \(owner.path)"
                diagnostics.append(.error("alias '\(alias)' \(what)", path: source.path, at: location))
                continue
            }
            owners[output] = (source.path, true)
            let rule = RedirectRule(from: site.address.url(URLPath.encode(address(of: output))), to: source.url)
            guard theme.hasRedirectTemplate else {
                files.append((OutputFile(path: output, text: redirectHTML(to: source, title: title(source), in: site,
                                                                          words: theme.words)), rule))
                continue
            }
            let page = TemplateValue.map(["title": .string(title(source)), "url": .string(source.url),
                                          "canonical_url": .string(site.address.absolute(source.url))])
            let context = TemplateValue.map(["site": siteValue, "page": page, "words": theme.words.templateValue])
            do { files.append((OutputFile(path: output, text: try theme.render("redirect", with: context)), rule)) }
            catch {
                diagnostics += error.all
            }
        }
    }
    return (files, diagnostics)
}

/// The address of a redirect page's file below the site: `old/` for `old/index.html`, `old.html` for itself.
private func address(of output: String) -> String {
    output == "index.html" ? "" : output.hasSuffix("/index.html") ? String(output.dropLast("index.html".count)) : output
}

/// The folder a page's folder is in (`posts/` for `posts/new/index.html`), or its folder for a page that is a file.
private func parentFolder(of source: PageSource) -> String {
    guard source.outputName == "index.html" else { return source.outputFolder }
    let folder = source.outputFolder.dropLast()
    return folder.lastIndex(of: "/").map { String(folder[...$0]) } ?? ""
}

private func redirectHTML(to page: PageSource, title: String, in site: Site, words: ThemeWords) -> String {
    let target = HTMLEscaping.escape(site.address.absolute(page.url))
    let title = HTMLEscaping.escape(title)
    // The word's text around its link: `This page has moved to {{title}}.`
    let moved = words["moved_to"].components(separatedBy: "{{title}}").map(HTMLEscaping.escape)
        .joined(separator: "<a href=\"\(target)\">\(title)</a>")
    // Right to left is said; left to right is what a page without `dir` is, as redirect pages always were.
    let direction = textDirection(of: site.config.language) == "rtl" ? " dir=\"rtl\"" : ""
    return """
    <!DOCTYPE html>
    <html lang="\(HTMLEscaping.escape(site.config.language))"\(direction)>
    <head>
    <meta charset="utf-8">
    <title>\(title)</title>
    <link rel="canonical" href="\(target)">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=\(target)">
    </head>
    <body>
    <p>\(moved)</p>
    </body>
    </html>

    """
}
