import SourceDiagnostics

/// A source file split into its front matter and its Markdown body, by stage 3 (`splitFrontMatter`).
///
/// Line endings are `\n` (CRLF is converted) and a leading byte order mark is gone.
public struct RawDocument: Sendable, Hashable {
    /// How the front matter is written: YAML between `---` lines, or TOML between `+++` lines (as Hugo writes it).
    public enum Format: Sendable, Hashable {
        case yaml, toml
    }

    /// The file's path, for diagnostics: `content/posts/2024-05-01-hello.md`.
    public var path: String
    /// The text between the fence lines; nil when the file has no front matter, `""` for `---` then `---`.
    public var frontMatter: String?
    /// YAML or TOML.
    public var frontMatterFormat: Format
    /// The file's line number of the YAML's first line (2 when there is front matter).
    public var frontMatterStartLine: Int
    /// The Markdown after the closing line, or the whole file when there is no front matter.
    public var body: String
    /// The file's line number of the body's first line; add `bodyStartLine - 1` to the body's line numbers.
    public var bodyStartLine: Int

    /// A split document; `splitFrontMatter` makes these.
    public init(
        path: String, frontMatter: String?, frontMatterFormat: Format = .yaml, frontMatterStartLine: Int = 2,
        body: String, bodyStartLine: Int
    ) {
        self.path = path
        self.frontMatter = frontMatter
        self.frontMatterFormat = frontMatterFormat
        self.frontMatterStartLine = frontMatterStartLine
        self.body = body
        self.bodyStartLine = bodyStartLine
    }
}

/// Stage 3: splits a file into front matter and body. See `splitFrontMatter(_:path:)`.
public func splitFrontMatter(_ file: SourceFile) throws(Diagnostics) -> RawDocument {
    try splitFrontMatter(file.text, path: file.path)
}

/// Stage 3: a file whose first line is `---` has YAML front matter up to the next line that is `---` or
/// `...`; one whose first line is `+++` has TOML front matter up to the next `+++` line; any other file is all
/// body (a `---` further down is a thematic break).
///
/// ```swift
/// let document = try splitFrontMatter("---\ntitle: Hi\n---\n# Hello\n", path: "content/pages/hi.md")
/// // document.frontMatter == "title: Hi\n", document.body == "# Hello\n", document.bodyStartLine == 4
/// ```
/// - Throws: `Diagnostics` with an error at line 1 when the closing `---` is missing.
public func splitFrontMatter(_ text: String, path: String) throws(Diagnostics) -> RawDocument {
    var text = text
    if text.containsByte(13) { text = text.replacing("\r\n", with: "\n") }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    // Works on UTF-8 bytes and looks only at the lines up to the closing fence: most of a file is its body.
    let bytes = text.utf8
    func isFence(_ line: Substring.UTF8View, _ marker: String) -> Bool {
        line.starts(with: marker.utf8) && line.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
    func line(at start: String.Index) -> (line: Substring.UTF8View, next: String.Index?) {
        let end = bytes[start...].firstIndex(of: 0x0A)
        return (text[start..<(end ?? text.endIndex)].utf8, end.map { bytes.index(after: $0) })
    }
    let first = line(at: text.startIndex)
    let format: RawDocument.Format = isFence(first.line, "+++") ? .toml : .yaml
    let fences = format == .toml ? ["+++"] : ["---", "..."]
    guard isFence(first.line, fences[0]), var cursor = first.next else {
        return RawDocument(path: path, frontMatter: nil, body: text, bodyStartLine: 1)
    }
    let yamlStart = cursor
    var lineNumber = 2
    while true {
        let current = line(at: cursor)
        if fences.contains(where: { isFence(current.line, $0) }) {
            let front = String(text[yamlStart..<cursor])
            let body = current.next.map { String(text[$0...]) } ?? ""
            return RawDocument(path: path, frontMatter: front, frontMatterFormat: format, body: body,
                               bodyStartLine: lineNumber + 1)
        }
        guard let next = current.next else { break }
        cursor = next
        lineNumber += 1
    }
    let message = "front matter is not closed: add a line '\(fences[0])' after it (a file that starts with "
        + "'\(fences[0])' has front matter)"
    throw Diagnostics([.error(message, path: path, at: SourceLocation(line: 1, column: 1))])
}
