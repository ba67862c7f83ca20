import Foundation
import SourceDiagnostics
import HTML
import LinkChecker
import Blog

/// Every link of a built site that points away from it, each where it is written.
///
/// The pages' Markdown reports its links and images with their places (`RenderedMarkdown.links`), and front matter
/// its `image` at its key. Then every page the site makes (posts, pages, lists, the feed) is read as a browser reads
/// it, so that nothing a page shows is missed: a link in the Markdown's raw HTML is found in that file, a template's
/// in the template, one from folio.yml in folio.yml, each by where its text first appears.
struct SiteLinks {
    /// The site's own address: links below it are the site's, and not checked here.
    let baseURL: String
    /// The site's folder, where the pages' files are read again to find their raw HTML's links.
    let root: URL
    /// The templates the pages are made with, by the path diagnostics name them by.
    let templates: [String: String]
    /// folio.yml's text.
    let config: String

    /// Every link away from the site that `pages` and `files` hold, one per place (a template's link once, with
    /// the number of pages that show it).
    func gather(pages: [Page], files: [OutputFile]) -> [ExternalLink] {
        var links: [ExternalLink] = []
        var known: Set<String> = []
        var pageOfFile: [String: Page] = [:]
        for page in pages {
            let source = page.source
            let label = ExternalLink.PageLabel(title: page.title, url: source.url)
            pageOfFile[source.outputFolder + source.outputName] = page
            for link in page.rendered.links where isAway(link.url) {
                links.append(ExternalLink(url: link.url, kind: link.kind == .image ? .image : .link, path: source.path,
                                          location: link.location, page: label))
                known.insert(key(link.url))
            }
            if let image = source.frontMatter.image, isAway(image) {
                links.append(ExternalLink(url: image, kind: .image, path: source.path,
                                          location: source.frontMatter.keyLocations["image"], page: label))
                known.insert(key(image))
            }
        }
        var placed: [String: Int] = [:]  // url and place → index in `links`, for links found on many pages
        var sourceTexts: [String: String] = [:]
        // The pages' own files first: a link of a post's raw HTML is placed in the post before a list that shows
        // the post's excerpt comes across it.
        let scanned = files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".xml") }
        let ordered = scanned.filter { pageOfFile[$0.path] != nil } + scanned.filter { pageOfFile[$0.path] == nil }
        var inPages: Set<String> = []
        for file in ordered {
            guard let data = try? file.data() else { continue }
            let page = pageOfFile[file.path]
            for (url, kind) in OutputLinks.urls(in: String(decoding: data, as: UTF8.self)) where isAway(url) {
                let linkKey = key(url)
                guard !known.contains(linkKey), page != nil || !inPages.contains(linkKey) else { continue }
                let link = place(url, kind: kind, outputPath: file.path, page: page, sourceTexts: &sourceTexts)
                if link.page != nil { inPages.insert(linkKey) }
                let id = "\(url)\u{0}\(link.path)\u{0}\(link.location.map { "\($0.line):\($0.column)" } ?? "")"
                if let index = placed[id] {
                    links[index].pageCount += 1
                    continue
                }
                placed[id] = links.count
                links.append(link)
            }
        }
        return links
    }

    /// Where a link found in a built page is written: in the page's own Markdown file (its raw HTML), a template, or
    /// folio.yml; else the built file itself, without a place.
    private func place(_ url: String, kind: ExternalLink.Kind, outputPath: String, page: Page?,
                       sourceTexts: inout [String: String]) -> ExternalLink {
        // As the text may write it: as it is, or with its `&` written `&amp;`.
        let spellings = [url, HTMLEscaping.escape(url)]
        if let page {
            let path = page.source.path
            if sourceTexts[path] == nil {
                sourceTexts[path] = (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
            }
            if let location = TextPlaces.firstPlace(of: spellings, in: sourceTexts[path] ?? "") {
                return ExternalLink(url: url, kind: kind, path: path, location: location,
                                    page: ExternalLink.PageLabel(title: page.title, url: page.source.url))
            }
        }
        for (path, text) in templates.sorted(by: { $0.key < $1.key }) {
            if let location = TextPlaces.firstPlace(of: spellings, in: text) {
                return ExternalLink(url: url, kind: kind, path: path, location: location, page: nil)
            }
        }
        if let location = TextPlaces.firstPlace(of: spellings, in: config) {
            return ExternalLink(url: url, kind: kind, path: "folio.yml", location: location, page: nil)
        }
        return ExternalLink(url: url, kind: kind, path: outputPath, location: nil, page: nil)
    }

    /// True for an http(s) URL (or one starting `//`, which a page reads as https) that is not below `baseURL`.
    func isAway(_ url: String) -> Bool {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("//") else { return false }
        guard let address = WebAddress(lower.hasPrefix("//") ? "https:" + url : url),
              let base = WebAddress(baseURL + "/") else { return true }
        let path = { (url: String) in url.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" } }
        return !(address.host == base.host && path(address.url).hasPrefix(path(base.url)))
    }

    /// The same link however a page writes it: the address a browser asks for, with its fragment.
    func key(_ url: String) -> String {
        guard let address = WebAddress(url.hasPrefix("//") ? "https:" + url : url) else { return url }
        return address.url + (address.fragment.map { "#" + $0 } ?? "")
    }
}
