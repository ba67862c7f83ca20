import Foundation
@testable import Markdown
import Highlighting

/// Seeded Markdown documents full of fenced code: every language folio knows (in any case), unknown ones and
/// none, backtick and tilde fences, inside lists, quotes and both, with code made of pieces that try to break a
/// lexer (unclosed strings and comments, interpolations, regex-like slashes) and HTML escaping.
struct CodeDocumentGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    static let pieces = [
        "let", "x", " ", " ", "=", "\"", "\"\"\"", "'", "#\"", "\"#", "\\(", ")", "(", "/*", "*/", "//", "/", "#/",
        "/#", "<", ">", "&", "&amp;", "&lt;", "\\", "`", "@MainActor", "#if", "$0", "0x1F", "1.5e3", "..<", "{",
        "}", "\t", "é", "😀", "漢字", "func", "in", "default:", "some", "async", "<span class=\"k\">", "</span>",
        "<!--", "-->", "*", "_", "[", "]", "~", "|", "{{x}}", "%", "echo $HOME", "<div>", "\u{A0}",
    ]

    mutating func code() -> String {
        (0..<Int(1 + next() % 6)).map { _ in
            (0..<Int(next() % 12)).map { _ in pick(Self.pieces) }.joined()
        }.joined(separator: "\n")
    }

    mutating func info() -> String {
        let known = Languages.names
        let name = pick(known + known + ["", "unknownlang", "text", "SWIFT"])
        let cased = next() % 4 == 0 ? name.uppercased() : name
        return cased + pick(["", "", " extra", "  "])
    }

    mutating func block() -> String {
        let fence = pick(["```", "````", "~~~"])
        let body = code().replacingOccurrences(of: fence, with: "")
        var text = "\(fence)\(info())\n\(body)\n\(fence)\n"
        switch next() % 5 {
        case 0: text = prefixing(text, first: "- ", rest: "  ")
        case 1: text = prefixing(text, first: "> ", rest: "> ")
        case 2: text = prefixing(text, first: "1. > ", rest: "   > ")
        default: break
        }
        return text
    }

    private func prefixing(_ text: String, first: String, rest: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated()
            .map { ($0.offset == 0 ? first : rest) + $0.element }.joined(separator: "\n") + "\n"
    }

    /// A few blocks with text between them; one document in five has Windows line breaks.
    mutating func document() -> String {
        let text = (0..<Int(2 + next() % 5)).map { _ in block() }.joined(separator: "\nSome *text* & more.\n\n")
        return next() % 5 == 0 ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    }
}
