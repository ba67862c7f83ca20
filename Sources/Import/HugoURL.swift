import Foundation

/// The addresses Hugo gives pages, worked out as Hugo does, so the import can keep each one. Addresses are site
/// paths below the base URL, percent-decoded: `/post/the-life-of-a-data-byte/`.
enum HugoURL {
    /// Hugo's path sanitizing (`UnicodeSanitize`) of a path: letters, marks, digits and `._/\#+~-@` kept, white
    /// space turned into `-` unless a `-` was just written, anything else dropped (`SRE & IaC` → `SRE-IaC`);
    /// lowercase unless `disablePathToLower`.
    static func urlize(_ text: String, lowercase: Bool = true) -> String {
        var result = String.UnicodeScalarView()
        var wasHyphen = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            let category = properties.generalCategory
            if properties.isAlphabetic || category == .decimalNumber
                || [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
                || "._/\\#+~-@".unicodeScalars.contains(scalar) {
                wasHyphen = scalar == "-"
                result.append(scalar)
            } else if properties.isWhitespace, !wasHyphen {
                wasHyphen = true
                result.append("-")
            }
        }
        return lowercase ? String(result).lowercased() : String(result)
    }

    struct Values {
        var title: String
        var slug: String?
        /// The file's name without its extension, or a bundle's folder name.
        var fileName: String
        /// The folders below `content/` the page is in: `["posts"]`, `["posts", "2020"]`.
        var sections: [String]
        var date: Date
        var timeZone: TimeZone
    }

    /// The address by a `[permalinks]` pattern; nil when it uses a placeholder folio does not know.
    static func fill(_ pattern: String, _ values: Values, lowercase: Bool) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = values.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: values.date)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let slug = values.slug.map { urlize($0, lowercase: lowercase) } ?? urlize(values.title, lowercase: lowercase)
        let file = urlize(values.fileName, lowercase: lowercase)
        let filled: [String: String] = [
            "year": String(format: "%04d", parts.year ?? 0), "month": String(format: "%02d", parts.month ?? 1),
            "monthname": months[(parts.month ?? 1) - 1].lowercased(), "day": String(format: "%02d", parts.day ?? 1),
            "weekday": String((parts.weekday ?? 1) - 1), "weekdayname": days[(parts.weekday ?? 1) - 1].lowercased(),
            "yearday": String(calendar.ordinality(of: .day, in: .year, for: values.date) ?? 0),
            "section": values.sections.first ?? "", "sections": values.sections.joined(separator: "/"),
            "title": urlize(values.title, lowercase: lowercase), "slug": slug,
            "slugorfilename": values.slug.map { urlize($0, lowercase: lowercase) } ?? file,
            "slugorcontentbasename": values.slug.map { urlize($0, lowercase: lowercase) } ?? file,
            "filename": file, "contentbasename": file,
        ]
        var result = ""
        var rest = Substring(pattern)
        let names = filled.keys.sorted { $0.count > $1.count }
        while let colon = rest.firstIndex(of: ":") {
            result += rest[..<colon]
            let after = rest[rest.index(after: colon)...]
            guard let name = names.first(where: { after.hasPrefix($0) }) else { return nil }
            result += filled[name] ?? ""
            rest = after.dropFirst(name.count)
        }
        result += rest
        return tidy(result)
    }

    /// The default address: the page's folders and its slug or file name, as a folder.
    static func byPath(_ values: Values, lowercase: Bool) -> String {
        let last = values.slug.map { urlize($0, lowercase: lowercase) } ?? urlize(values.fileName, lowercase: lowercase)
        let folders = values.sections.map { urlize($0, lowercase: lowercase) }
        return tidy("/" + (folders + [last]).joined(separator: "/") + "/")
    }

    /// A page's own `url`, as Hugo writes it: from the root, a folder unless it has an extension.
    static func own(_ url: String) -> String {
        var path = url.hasPrefix("/") ? url : "/" + url
        let last = path.split(separator: "/").last ?? ""
        if !path.hasSuffix("/"), !last.contains(".") { path += "/" }
        return tidy(path)
    }

    /// With `uglyURLs`, `/posts/x/` is `/posts/x.html`.
    static func ugly(_ path: String) -> String {
        path.hasSuffix("/") && path != "/" ? String(path.dropLast()) + ".html" : path
    }

    private static func tidy(_ path: String) -> String {
        var path = path
        while path.contains("//") { path = path.replacing("//", with: "/") }
        return path.removingPercentEncoding ?? path
    }
}
