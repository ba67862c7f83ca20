import Foundation

/// A code fence's info string, read: the language (its first word) and the options after it, in Hugo's spelling
/// (```` ```swift {linenos=true hl_lines=[2,"4-6"] linenostart=10} ````) or Zola's
/// (```` ```swift,linenos,hl_lines=2 4-6,name=Main.swift ````), plus `title="…"` in either.
struct FenceInfo: Equatable {
    /// The language word, as written (`Swift`), without Zola's options.
    var language: String
    /// The options, each with its text as written, to place a warning about it.
    var options: [Option] = []

    struct Option: Equatable {
        var key: String
        /// Nil for a bare word (`linenos`).
        var value: String?
        /// The option as written, `hl_lines=2 4-6`.
        var text: String
    }

    init(_ info: String) {
        let scalars = Array(info.unicodeScalars)
        var index = 0
        while index < scalars.count, !Self.endsLanguage(scalars[index]) { index += 1 }
        language = String(String.UnicodeScalarView(scalars[..<index]))
        if index < scalars.count, scalars[index] == "," {
            options = Self.zolaOptions(String(String.UnicodeScalarView(scalars[(index + 1)...])))
        } else {
            options = Self.hugoOptions(scalars[index...])
        }
    }

    private static func endsLanguage(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "," || scalar == "{"
    }

    /// `linenos,hl_lines=2 4-6,name=Main.swift`: comma-separated, a value running to the next comma.
    private static func zolaOptions(_ text: String) -> [Option] {
        text.split(separator: ",", omittingEmptySubsequences: true).compactMap { item in
            let written = item.trimmingCharacters(in: .whitespaces)
            return written.isEmpty ? nil : option(written)
        }
    }

    /// `{linenos=true hl_lines=[2,"4-6"]}`, or the same words without braces: separated by spaces or commas
    /// outside quotes and brackets.
    private static func hugoOptions(_ scalars: ArraySlice<Unicode.Scalar>) -> [Option] {
        var options: [Option] = []
        var current = "", quoted = false, depth = 0
        func finish() {
            let written = current.trimmingCharacters(in: .whitespaces)
            if !written.isEmpty { options.append(option(written)) }
            current = ""
        }
        for scalar in scalars {
            if scalar == "\"" {
                quoted.toggle()
            } else if !quoted, scalar == "[" {
                depth += 1
            } else if !quoted, scalar == "]" {
                depth = max(0, depth - 1)
            } else if !quoted, depth == 0, [" ", "\t", ",", "{", "}"].contains(scalar) {
                finish()
                continue
            }
            current.unicodeScalars.append(scalar)
        }
        finish()
        return options
    }

    private static func option(_ written: String) -> Option {
        guard let equals = written.firstIndex(of: "=") else { return Option(key: written, value: nil, text: written) }
        let key = written[..<equals].trimmingCharacters(in: .whitespaces)
        var value = written[written.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        return Option(key: key, value: value, text: written)
    }
}
