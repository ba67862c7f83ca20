/// Words quoted for the shells the completion scripts are written for.
enum ShellQuoting {
    /// `text` in POSIX single quotes, which bash and zsh read alike: `'it'\''s'`.
    static func single(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` in fish's single quotes, where a backslash escapes only a quote and a backslash.
    static func fish(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// A name usable in a shell function's name: `folio-bench` → `folio_bench`.
    static func identifier(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A flag's help cut before its first semicolon or parenthesis, for the short descriptions zsh and fish show
    /// beside a completion.
    static func brief(_ text: String) -> String {
        var end = text.endIndex
        for stop in ["; ", " ("] {
            if let range = text.firstRange(of: stop), range.lowerBound < end { end = range.lowerBound }
        }
        return String(text[..<end])
    }
}
