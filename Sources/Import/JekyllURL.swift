import Foundation

/// The addresses Jekyll gives posts and pages, worked out as Jekyll 4 does, so the import can keep each one.
/// Addresses are site paths below the base URL, percent-decoded: `/blog/swift-CI/`, `/2016/02/01/x.html`.
enum JekyllURL {
    /// Jekyll's `Utils.slugify`: `default` mode keeps letters, marks and digits; `pretty` also keeps
    /// `._~!$&'()+,;=@`; runs of anything else become one `-`, trimmed at the ends; lowercase unless `cased`.
    static func slugify(_ text: String, pretty: Bool, cased: Bool) -> String {
        let kept = Set("._~!$&'()+,;=@".unicodeScalars)
        var result = String.UnicodeScalarView()
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            let isWord = properties.isAlphabetic || properties.generalCategory == .decimalNumber
                || [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
            if isWord || (pretty && kept.contains(scalar)) {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(scalar)
            } else {
                pendingDash = true
            }
        }
        let slug = String(result)
        return cased ? slug : slug.lowercased()
    }

    /// The values Jekyll's URL placeholders take for a post (or a dated document).
    struct PostValues {
        /// The name's slug (`swift-CI` for `2016-02-01-swift-CI.md`), or front matter's `slug`.
        var slug: String
        var date: Date
        var timeZone: TimeZone
        var categories: [String]
        /// A collection document's path below its collection, without the extension; its collection's name.
        var path = ""
        var collection = ""
    }

    /// `pattern` with its placeholders filled in; nil when it uses one folio does not know how to fill.
    static func fill(_ pattern: String, _ values: PostValues) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = values.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday,
                                             .weekOfYear, .yearForWeekOfYear], from: values.date)
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: values.date) ?? 0
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let month = parts.month ?? 1, year = parts.year ?? 0
        let filled: [String: String] = [
            "year": String(format: "%04d", year), "short_year": String(format: "%02d", year % 100),
            "month": String(format: "%02d", month), "i_month": String(month),
            "short_month": String(months[month - 1].prefix(3)), "long_month": months[month - 1],
            "day": String(format: "%02d", parts.day ?? 0), "i_day": String(parts.day ?? 0),
            "y_day": String(format: "%03d", dayOfYear), "hour": String(format: "%02d", parts.hour ?? 0),
            "minute": String(format: "%02d", parts.minute ?? 0), "second": String(format: "%02d", parts.second ?? 0),
            "title": slugify(values.slug, pretty: true, cased: true), "slug": slugify(values.slug, pretty: false,
                                                                                       cased: false),
            "name": slugify(values.slug, pretty: false, cased: false),
            "categories": values.categories.map { $0.lowercased() }.joined(separator: "/"),
            "output_ext": ".html", "path": values.path, "collection": values.collection,
        ]
        return substitute(pattern, filled)
    }

    /// A page's address: its own `permalink` (with `:path`, `:basename`, `:output_ext`), else `/folder/` for an
    /// `index` file and `/folder/name` plus the style's ending (`/` for `pretty` and patterns ending in `/`,
    /// else `.html`) for the rest.
    static func page(path: String, permalink: String?, siteStyle: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let values = ["path": folder.isEmpty ? "" : "/" + folder, "basename": name, "output_ext": ".html"]
        if let permalink { return substitute(permalink, values) }
        let prefix = folder.isEmpty ? "" : "/" + folder
        if name == "index" { return prefix + "/" }
        let expanded = JekyllConfig.expand(siteStyle)
        let ending = siteStyle == "pretty" || expanded.hasSuffix("/") ? "/" : ".html"
        return prefix + "/" + name + ending
    }

    /// Fills `:name` placeholders (longest names first) and tidies the result as Jekyll does: no doubled `/`,
    /// a leading `/`. Nil when a placeholder has no value.
    private static func substitute(_ pattern: String, _ values: [String: String]) -> String? {
        var result = ""
        var rest = Substring(pattern)
        let names = values.keys.sorted { $0.count > $1.count }
        while let colon = rest.firstIndex(of: ":") {
            result += rest[..<colon]
            let after = rest[rest.index(after: colon)...]
            guard let name = names.first(where: { after.hasPrefix($0) }) else {
                if after.first.map({ $0.isLetter }) == true { return nil }  // a placeholder folio cannot fill
                result += ":"
                rest = after
                continue
            }
            result += values[name] ?? ""
            rest = after.dropFirst(name.count)
        }
        result += rest
        while result.contains("//") { result = result.replacing("//", with: "/") }
        if !result.hasPrefix("/") { result = "/" + result }
        return result.removingPercentEncoding ?? result
    }
}
