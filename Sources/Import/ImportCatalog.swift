import Foundation
import Content

/// Where everything of the source site went: each old address, source file and static file's new path, so that
/// links written for the old site can point at the new files.
struct ImportCatalog {
    /// The old site's address: `url` and the base path (`https://swift.org`, `""`; or `https://x.io`, `/blog`).
    var origin = ""
    var basePath = ""
    /// Old address (a decoded site path below the base: `/blog/swift-CI/`) → new path (`content/posts/…md`).
    private(set) var addresses: [String: String] = [:]
    /// Source path (`_posts/x.md`, `assets/a.png`) → new path.
    private(set) var sources: [String: String] = [:]
    /// Names other files use for a document: Jekyll's `post_url` names (`2018-01-19-forums`), Hugo's `ref` paths.
    var names: [String: String] = [:]

    mutating func add(address: String, destination: String) {
        let key = Self.key(address)
        if addresses[key] == nil { addresses[key] = destination }
    }

    mutating func add(source: String, destination: String) {
        sources[source] = destination
    }

    func destination(ofSource path: String) -> String? {
        sources[path]
    }

    /// The new file at an old address: a page, a post, or a static file (`/assets/a.png`).
    func destination(ofAddress address: String) -> String? {
        let decoded = address.removingPercentEncoding ?? address
        var candidates = [decoded]
        if decoded.hasSuffix("/index.html") { candidates.append(String(decoded.dropLast("index.html".count))) }
        if decoded.hasSuffix(".html") { candidates.append(String(decoded.dropLast(5)) + "/") }
        if !decoded.hasSuffix("/") { candidates += [decoded + "/", decoded + ".html"] }
        if decoded.hasSuffix("/") { candidates.append(decoded + "index.html") }
        return candidates.lazy.compactMap { addresses[Self.key($0)] }.first
    }

    /// The site path (below the base) of a URL written in the source: an absolute URL of the old site or a path
    /// from the host's root; nil for other hosts, other schemes and relative URLs.
    func sitePath(of url: String) -> String? {
        var path = url
        if URLPath.hasScheme(url) || url.hasPrefix("//") {
            let withoutScheme = url.hasPrefix("//") ? "https:" + url : url
            guard !origin.isEmpty, let own = URLComponents(string: origin),
                  let other = URLComponents(string: withoutScheme), own.host != nil,
                  own.host?.lowercased() == other.host?.lowercased() else { return nil }
            let hostEnd = withoutScheme.range(of: "://").flatMap { withoutScheme[$0.upperBound...].firstIndex(of: "/") }
            path = hostEnd.map { String(withoutScheme[$0...]) } ?? "/"
        }
        guard path.hasPrefix("/"), !path.hasPrefix("//") else { return nil }
        if !basePath.isEmpty {
            guard path == basePath || path.hasPrefix(basePath + "/") else { return nil }
            path = String(path.dropFirst(basePath.count))
        }
        return path.isEmpty ? "/" : path
    }

    /// Addresses compare without a trailing `index.html`, case-sensitively, decoded.
    private static func key(_ address: String) -> String {
        address.hasSuffix("/index.html") ? String(address.dropLast("index.html".count)) : address
    }
}
