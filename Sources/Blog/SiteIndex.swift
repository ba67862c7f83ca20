import Foundation
import Synchronization
import ConcurrencyHelpers
import Images
import Content

/// Every page of a build by source path, to resolve links written for GitHub into the site's URLs.
public struct SiteIndex: Sendable {
    struct Entry: Sendable {
        var url: String
        /// Where a bundle's files are published (a page may be a file in it).
        var outputFolder: String
        var excludedBecause: String?
    }

    let root: URL
    /// `root`'s path with a slash, to which a file's path from the root is added.
    public let rootPath: String
    let address: SiteAddress
    /// Makes local pictures responsive; nil with `images: false` (they are then copied as they are).
    public var images: ResponsiveImages?
    /// Keyed by source path (`content/posts/2024-05-01-a.md`) and by bundle folder (`content/posts/2024-05-01-b`).
    private var entries: [String: Entry] = [:]
    private var bundles: [String: Entry] = [:]
    /// Each URL is resolved once per folder in a build, though rendering and the link checker both ask.
    private let resolved = ResolutionCache()

    public init(root: URL, address: SiteAddress, published: [PageSource], excluded: [(PageSource, String)]) {
        self.root = root
        rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        self.address = address
        entries.reserveCapacity(published.count + excluded.count)
        for page in published { add(page, excludedBecause: nil) }
        for (page, reason) in excluded { add(page, excludedBecause: reason) }
    }

    private mutating func add(_ page: PageSource, excludedBecause reason: String?) {
        let entry = Entry(url: page.url, outputFolder: page.outputFolder, excludedBecause: reason)
        entries[page.path] = entry
        if let bundle = page.file.bundle { bundles[bundle] = entry }
    }

    /// What `url`, written in the page whose links are relative to `folder`, points at.
    public func resolve(_ url: String, from folder: String) -> LinkTarget {
        if url.isEmpty { return .unchecked }
        if URLPath.hasScheme(url) || url.hasPrefix("//") { return .external }
        let key = folder + "\u{0}" + url
        if let target = resolved.targets.withLockTracked({ $0[key] }) { return target }
        let target = lookUp(url, from: folder)
        resolved.targets.withLockTracked { $0[key] = target }
        return target
    }

    /// The size of a local image, read from its file once per build.
    func imageSize(of file: String) -> ImageSize? {
        if let known = resolved.sizes.withLockTracked({ $0[file] }) { return known }
        let size = ImageSize.read(root.appending(path: file))
        resolved.sizes.withLockTracked { $0[file] = size }
        return size
    }

    private func lookUp(_ url: String, from folder: String) -> LinkTarget {
        var path = Substring(url), fragment: String?
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(path[path.utf8.index(after: hash)...])
            path = path[..<hash]
        }
        if let question = path.utf8.firstIndex(of: UInt8(ascii: "?")) { path = path[..<question] }
        if path.isEmpty { return fragment.map { .anchor($0) } ?? .unchecked }
        let decoded = URLPath.decode(path) ?? String(path)
        // As on GitHub: relative to the Markdown file's folder, or to the repository (site) root after a `/`.
        guard let file = Self.normalize(decoded.hasPrefix("/") ? String(decoded.dropFirst()) : folder + "/" + decoded)
        else { return Self.isMarkdown(decoded) ? .missing(path: decoded) : .unchecked }

        let bundleKey = file.hasSuffix("/") ? String(file.dropLast()) : file
        if let entry = entries[file] ?? bundles[bundleKey] {
            if let reason = entry.excludedBecause { return .excluded(path: file, reason: reason) }
            return .page(path: file, url: entry.url, fragment: fragment)
        }
        if Self.isMarkdown(file) { return .missing(path: file) }

        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.appending(path: file).path, isDirectory: &isFolder) else {
            return decoded.hasPrefix("/") ? .unchecked : .missing(path: file)
        }
        if isFolder.boolValue { return .unchecked }
        return asset(file)
    }

    /// Where a local file is published: `static/` files where `static/` puts them, bundle files beside their page,
    /// anything else under its path below `content/`.
    private func asset(_ file: String) -> LinkTarget {
        if file.hasPrefix("static/") {
            return .asset(file: file, url: address.url(URLPath.encode(String(file.dropFirst("static/".count)))),
                          output: nil)
        }
        var folder = URLPath.folder(of: file)
        while !folder.isEmpty {
            if let page = bundles[folder], page.excludedBecause == nil {
                let inside = String(file.dropFirst(folder.count + 1))
                return .asset(file: file, url: address.url(URLPath.encode(page.outputFolder) + URLPath.encode(inside)),
                              output: page.outputFolder + inside)
            }
            folder = URLPath.folder(of: folder)
        }
        let output = file.hasPrefix("content/") ? String(file.dropFirst("content/".count)) : file
        return .asset(file: file, url: address.url(URLPath.encode(output)), output: output)
    }

    private static func isMarkdown(_ path: String) -> Bool {
        SourceFile.markdownName(URLPath.lastComponent(of: path)) != nil
    }

    /// `a/b/../c/./d` → `a/c/d`; nil when the path climbs out of the site.
    public static func normalize(_ path: String) -> String? {
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/")).map({ Substring($0) }) {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/") + (path.hasSuffix("/") && !parts.isEmpty ? "/" : "")
    }

    /// True when `normalize` would give `path` back: no empty, `.` or `..` part (a trailing `/` may stay). Most
    /// links are, and a scan of their bytes is cheaper than taking them apart.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0, dots = 0  // of the current part
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length == 0 || dots != length || length > 2
    }
}

/// Resolutions and image sizes of one build, shared by the tasks that render pages.
private final class ResolutionCache: Sendable {
    let targets = Mutex<[String: LinkTarget]>([:])
    let sizes = Mutex<[String: ImageSize?]>([:])
}
