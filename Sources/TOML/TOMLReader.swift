import SourceDiagnostics
import YAML

/// Reads TOML text into the value model front matter and config use (`YAMLValue`), so Hugo's `+++` front
/// matter and `hugo.toml` are read by the same code as YAML.
///
/// A pure function from text to a value or located errors. It reads TOML 1.0: basic, literal and multi-line
/// strings, integers (decimal, `0x`, `0o`, `0b`), floats, booleans, offset and local date-times, dates and times,
/// arrays, inline tables, `[tables]` and `[[arrays of tables]]`, with dotted and quoted keys. Strings become
/// quoted scalars; numbers, booleans and date-times become plain scalars in their TOML spelling (integers in
/// decimal), so `YAMLValue.bool`, `.int` and `PostDate.parse` read them. Anything else, TOML 1.1 additions
/// included (newlines in inline tables, `\e`), is an error at its place, as are duplicate keys and tables.
public enum TOMLReader {
    /// Parses `text`, the contents of the file at `path` (used in diagnostics only).
    ///
    /// - Parameter lineOffset: lines before `text` in its file, added to every line number (1 for front matter
    ///   after a `+++` line).
    /// - Returns: the root table as a `.mapping`, its entries in file order, each value with its place.
    /// - Throws: `Diagnostics` with the problems found, such as
    ///   `content/posts/x.md:3:9: error: TOML: expected a value after '=', found the end of the line`.
    public static func read(_ text: String, path: String, lineOffset: Int = 0) throws(Diagnostics) -> YAMLValue {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        var parser = TOMLParser(cursor: TOMLCursor(String(body), path: path, lineOffset: lineOffset))
        do {
            try parser.parse()
        } catch {
            throw Diagnostics(parser.problems + [error])
        }
        if !parser.problems.isEmpty { throw Diagnostics(parser.problems) }
        return parser.document.value
    }
}

/// The statements of a document, line by line: headers and key/value pairs, placed into the table tree.
struct TOMLParser {
    var cursor: TOMLCursor
    var document: TOMLTable
    /// The keys of the table that key/value pairs go into: the last `[header]`.
    private var current: [String] = []
    /// Problems that do not stop the parse (a duplicate key), reported with the first fatal one or at the end.
    var problems: [Diagnostic] = []

    init(cursor: TOMLCursor) {
        self.cursor = cursor
        document = TOMLTable(origin: .header, location: cursor.location(at: 0))
    }

    mutating func parse() throws(Diagnostic) {
        while true {
            try cursor.skipBlank()
            guard let byte = cursor.current else { return }
            if byte == UInt8(ascii: "[") {
                try parseHeader()
            } else {
                let keys = try cursor.parseKey()
                let value = try cursor.parseAssignedValue(after: keys)
                if let problem = document.insert(value, at: keys[...], inTableAt: current[...], path: cursor.path) {
                    problems.append(problem)
                }
            }
            try cursor.endLine()
        }
    }

    private mutating func parseHeader() throws(Diagnostic) {
        let start = cursor.index
        let isArray = cursor.peek(1) == UInt8(ascii: "[")
        cursor.index += isArray ? 2 : 1
        let keys = try cursor.parseKey()
        cursor.skipSpaces()
        let closing: [UInt8] = isArray ? Array("]]".utf8) : Array("]".utf8)
        guard cursor.take(closing) else {
            throw cursor.error("TOML: expected '\(isArray ? "]]" : "]")' to close the table header", at: cursor.index)
        }
        let location = cursor.location(at: start)
        if let problem = document.define(keys[...], isArray: isArray, at: location, path: cursor.path) {
            throw problem  // later pairs would land in the wrong table
        }
        current = keys.map(\.name)
    }
}
