extension String {
    /// The HTML with every site-relative URL in a `srcset="…"` made absolute: each candidate (`/a.webp 340w`),
    /// not only the first. folio writes candidates as `URL width` joined by `, `, with no space or comma in a URL.
    func absoluteSrcsets(origin: String) -> String {
        guard contains(" srcset=\"") else { return self }
        var result = ""
        var rest = self[...]
        while let start = rest.range(of: " srcset=\"") {
            result += rest[..<start.upperBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let candidates = rest[..<end].split(separator: ",", omittingEmptySubsequences: false).map { candidate in
                let trimmed = candidate.drop { $0 == " " }
                let space = candidate.count - trimmed.count
                let url = trimmed.hasPrefix("//") ? "https:" + trimmed
                    : trimmed.hasPrefix("/") ? origin + trimmed : String(trimmed)
                return String(repeating: " ", count: space) + url
            }
            result += candidates.joined(separator: ",")
            rest = rest[end...]
        }
        return result + rest
    }
}
