import Foundation

/// The edits `FixtureEdit` makes to a Markdown file's text.
extension String {
    /// The text with its first line that starts with `prefix` replaced; nil when no line does.
    func replacingLine(startingWith prefix: String, with line: String) -> String? {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        lines[index] = line
        return lines.joined(separator: "\n")
    }

    /// A Markdown file with its title changed where it is: in the front matter, else the first `# ` heading.
    func settingTitle(to title: String) -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let end = lines.first == "---" ? lines.dropFirst().firstIndex(of: "---") : nil
        if let end, lines[1..<end].contains(where: { $0.hasPrefix("title:") }) {
            return settingFrontMatter("title", to: title)
        }
        guard let heading = lines[((end ?? -1) + 1)...].firstIndex(where: { $0.hasPrefix("# ") }) else { return self }
        lines[heading] = "# " + title
        return lines.joined(separator: "\n")
    }

    /// A Markdown file with `key: value` in its front matter: in place of the key's lines, or added (with front
    /// matter where there is none).
    func settingFrontMatter(_ key: String, to value: String) -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") else {
            return "---\n\(key): \(value)\n---\n" + self
        }
        guard let line = lines[1..<end].firstIndex(where: { $0.hasPrefix(key + ":") }) else {
            lines.insert("\(key): \(value)", at: 1)
            return lines.joined(separator: "\n")
        }
        // A block value goes with its key: the indented or `- ` lines below it.
        var next = line + 1
        while next < end, lines[next].hasPrefix(" ") || lines[next].hasPrefix("-") { next += 1 }
        lines.replaceSubrange(line..<next, with: ["\(key): \(value)"])
        return lines.joined(separator: "\n")
    }
}
