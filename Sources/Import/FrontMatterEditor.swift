import Content

/// Changes to a document's front matter made line by line, so that everything else in it stays as the author
/// wrote it (comments, order, quoting): a key is replaced where it is, or added at the end (in TOML, before the
/// first `[table]`).
struct FrontMatterEditor {
    /// A value the import writes. Strings are written in double quotes with JSON's escapes, lists in brackets:
    /// the same text is valid YAML and valid TOML.
    enum Value {
        case string(String)
        case strings([String])
        case bool(Bool)

        var text: String {
            switch self {
            case .string(let text): Self.quoted(text)
            case .strings(let items): "[" + items.map(Self.quoted).joined(separator: ", ") + "]"
            case .bool(let flag): flag ? "true" : "false"
            }
        }

        private static func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        result += String(format: "\\u%04X", scalar.value)
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result + "\""
        }
    }

    private(set) var lines: [String]
    let format: RawDocument.Format
    /// The file had front matter (or has some now).
    private(set) var exists: Bool

    init(text: String?, format: RawDocument.Format) {
        var lines = (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
        self.format = format
        exists = text != nil
    }

    /// The front matter with its fence lines, or nothing when there is none.
    var fenced: String {
        guard exists else { return "" }
        let fence = format == .toml ? "+++" : "---"
        return ([fence] + lines + [fence]).joined(separator: "\n") + "\n"
    }

    /// Sets a top-level key, replacing its lines if it is there.
    mutating func set(_ key: String, _ value: Value) {
        let line = key + (format == .toml ? " = " : ": ") + value.text
        exists = true
        if let range = entryLines(key) {
            lines.replaceSubrange(range, with: [line])
        } else {
            lines.insert(line, at: firstTableHeader() ?? lines.count)
        }
    }

    mutating func remove(_ key: String) {
        if let range = entryLines(key) { lines.removeSubrange(range) }
    }

    /// Removes the earlier of two top-level entries with one key, as Jekyll's YAML reader keeps the last; returns
    /// the keys.
    mutating func removeDuplicateKeys() -> [String] {
        var seen: Set<String> = [], removed: [String] = []
        for index in lines.indices.reversed() {
            guard let key = topLevelKey(of: lines[index]) else { continue }
            if seen.insert(key).inserted { continue }
            var end = index + 1
            while end < lines.count, topLevelKey(of: lines[end]) == nil { end += 1 }
            lines.removeSubrange(index..<end)
            removed.append(key)
        }
        return removed.reversed()
    }

    /// The text between the fences.
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// The line (1-based, below the opening fence) where `key` is, if it is there at the top level.
    func line(of key: String) -> Int? {
        entryLines(key).map { $0.lowerBound + 1 }
    }

    /// The lines of a top-level entry: from its key to the next top-level key, table header or the end.
    private func entryLines(_ key: String) -> Range<Int>? {
        let end = firstTableHeader() ?? lines.count
        guard let start = lines[..<end].firstIndex(where: { topLevelKey(of: $0) == key }) else { return nil }
        var next = start + 1
        while next < end, topLevelKey(of: lines[next]) == nil { next += 1 }
        return start..<next
    }

    /// `title` for `title: x` or `title = "x"` (quoted keys too); nil for indented, comment and list lines.
    private func topLevelKey(of line: String) -> String? {
        guard let first = line.first, !first.isWhitespace, first != "#", first != "-", first != "[", first != "]",
              first != "}" else { return nil }
        let separator: Character = format == .toml ? "=" : ":"
        guard let end = line.firstIndex(of: separator) else { return nil }
        var key = line[..<end].trimmingCharacters(in: .whitespaces)
        if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
            key = String(key.dropFirst().dropLast())
        }
        return key.isEmpty || key.contains(" ") && !line.hasPrefix("\"") && !line.hasPrefix("'") ? nil : key
    }

    /// In TOML, the first `[table]` line, before which top-level keys must go.
    private func firstTableHeader() -> Int? {
        guard format == .toml else { return nil }
        var previous = ""
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("["), !previous.hasSuffix(","), !previous.hasSuffix("[") { return index }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, !trimmed.hasPrefix("#") { previous = trimmed }
        }
        return nil
    }
}
