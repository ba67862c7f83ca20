import Foundation

/// An old address of a page, from `aliases` or `redirect_from`: a path below the site's root, answered by a small
/// redirect page.
public enum RedirectAddress {
    /// Why `alias` cannot be an address of the site, or nil: it must be a path (`/old/`, `old.html`, `/a%20b/`),
    /// not a URL with a host, a query or a fragment, and may not climb out of the site.
    public static func problem(with alias: String) -> String? {
        if alias.isEmpty || alias == "/" { return "'\(alias)' is the site's home page, not an old address" }
        if URLPath.hasScheme(alias) || alias.hasPrefix("//") {
            return "'\(alias)' must be a path below the site, such as /old/address/, not a URL"
        }
        if alias.contains("?") || alias.contains("#") { return "'\(alias)' may not have a query or a fragment" }
        guard let decoded = alias.removingPercentEncoding else { return "'\(alias)' has a broken %-escape" }
        if decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) {
            return "'\(alias)' may not contain control characters or '\\'"
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
            .dropFirst(alias.hasPrefix("/") ? 1 : 0)
        if segments.dropLast().contains(where: \.isEmpty) || segments.contains(where: { $0 == "." || $0 == ".." }) {
            return "'\(alias)' may not contain empty, '.' or '..' segments"
        }
        return nil
    }

    /// Where the redirect page goes below the output folder: `old/address/index.html` for `/old/address/` and
    /// `/old/address`, `old.html` for `/old.html` (a last segment with a `.` is a file). An alias without a leading
    /// `/` is relative to `folder`, the folder the page's own folder is in (Hugo's rule: `old` for `/posts/new/`
    /// is `/posts/old/`).
    public static func outputPath(of alias: String, relativeTo folder: String) -> String {
        var path = alias.removingPercentEncoding ?? alias
        if !path.hasPrefix("/") { path = folder + path }
        while path.hasPrefix("/") { path.removeFirst() }
        if path.hasSuffix("/") { return path + "index.html" }
        let last = path.split(separator: "/").last ?? ""
        return last.contains(".") ? path : path + "/index.html"
    }
}
