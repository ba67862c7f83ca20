#if DEBUG || FOLIO_LIBFUZZER
import Foundation
import SourceDiagnostics
import Content

extension FuzzTarget {
    /// A whole content file through stages 3 and 4: the split into front matter and body, then the YAML reader
    /// and the front matter's checks. Every diagnostic must point into the file. Another front matter format that
    /// these two stages dispatch to is fuzzed here once its seeds are in this target's corpus; a parser with an entry
    /// point of its own gets a target of its own, like this one.
    static let frontMatter = FuzzTarget(name: "front-matter") { data in
        let text = String(decoding: data, as: UTF8.self)
        let path = "content/posts/2024-05-01-fuzz.md"
        let lines = lineCount(text)
        let document: RawDocument
        do throws(Diagnostics) { document = try splitFrontMatter(text, path: path) } catch {
            check(error.all, lines: lines)
            return
        }
        precondition(document.bodyStartLine >= 1 && document.bodyStartLine <= lines + 1, "body starts outside")
        if document.frontMatter == nil { precondition(document.bodyStartLine == 1) }
        for zone in ["UTC", "Pacific/Kiritimati", "America/St_Johns"] {
            do throws(Diagnostics) {
                let front = try readFrontMatter(document, timeZone: TimeZone(identifier: zone)!)
                check(front.warnings, lines: lines)
                for location in front.value.keyLocations.values { check(location, lines: lines) }
                precondition(front.value.slug.map(Slug.isValid) ?? true, "an invalid slug was accepted")
                precondition(!front.value.tags.contains { $0.isEmpty }, "an empty tag was accepted")
            } catch {
                check(error.all, lines: lines)
            }
        }
    }

    /// Lines as libyaml counts them, a bound for every tool: CR, LF, CRLF, NEL, LS and PS each end one.
    private static func lineCount(_ text: String) -> Int {
        var count = 1
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar), !(previous == "\r" && scalar == "\n") {
                count += 1
            }
            previous = scalar
        }
        return count
    }

    private static func check(_ diagnostics: [Diagnostic], lines: Int) {
        for diagnostic in diagnostics {
            precondition(diagnostic.path == "content/posts/2024-05-01-fuzz.md", "a diagnostic names another file")
            if let location = diagnostic.location { check(location, lines: lines) }
        }
    }

    private static func check(_ location: SourceLocation, lines: Int) {
        precondition(location.line >= 1 && location.line <= lines + 1 && location.column >= 1,
                     "a place outside the file: \(location.line):\(location.column) of \(lines) lines")
    }
}
#endif
