/// Makes a theme's script smaller without changing what it does: its comments, its lines' indentation and
/// trailing spaces, and its blank lines go; every other byte stays where it was, each line break too, so that no
/// statement runs into the next. What is inside a string, a template literal or a regular expression is never
/// touched, and a `/*! … */` comment (a licence, by convention) is kept.
///
/// A regular expression is told from a division by what comes before the `/`, as JSMin and most minifiers tell
/// them: after a value (a name that is not a keyword such as `return`, a number, `)` or `]`) it divides. A script
/// it cannot read to the end that way (a string, template, expression or comment left open) is given back as
/// nil, and the theme's file is then written as it is.
enum ScriptCompactor {
    static func compacted(_ source: String) -> String? {
        var reader = Reader(Array(source.utf8))
        guard reader.run() else { return nil }
        return String(decoding: reader.output, as: UTF8.self)
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        var output: [UInt8] = []
        /// The last byte of code written (no space, no comment), and where the last one `code` wrote ends in
        /// `output`.
        var last: UInt8 = 0, lastEnd = 0
        /// For each template literal whose `${` is open, the `{` opened inside it since.
        var templates: [Int] = []

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count)
        }

        static let keywordsBeforeExpression: Set<[UInt8]> = Set(["return", "typeof", "instanceof", "in", "of", "new",
            "delete", "void", "throw", "case", "do", "else", "yield", "await"].map { Array($0.utf8) })

        var atLineStart: Bool { output.last == nil || output.last == UInt8(ascii: "\n") }

        func byte(_ offset: Int) -> UInt8? { at + offset < bytes.count ? bytes[at + offset] : nil }

        /// Reads the whole script; false when something is left open.
        mutating func run() -> Bool {
            while at < bytes.count {
                let byte = bytes[at]
                switch byte {
                case UInt8(ascii: "\n"):
                    endLine()
                    at += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    if !atLineStart && output.last != UInt8(ascii: " ") { output.append(UInt8(ascii: " ")) }
                    at += 1
                case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "/"):
                    while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { at += 1 }
                case UInt8(ascii: "/") where self.byte(1) == UInt8(ascii: "*"):
                    guard comment() else { return false }
                case UInt8(ascii: "/") where regularExpressionMayStart:
                    guard copyRegularExpression() else { return false }
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard copyString(closedBy: byte) else { return false }
                case UInt8(ascii: "`"):
                    at += 1
                    output.append(byte)
                    guard copyTemplate() else { return false }
                case UInt8(ascii: "{") where !templates.isEmpty:
                    templates[templates.count - 1] += 1
                    code(byte)
                case UInt8(ascii: "}") where !templates.isEmpty && templates[templates.count - 1] == 0:
                    templates.removeLast()
                    code(byte)
                    guard copyTemplate() else { return false }
                case UInt8(ascii: "}") where !templates.isEmpty:
                    templates[templates.count - 1] -= 1
                    code(byte)
                default:
                    code(byte)
                }
            }
            endLine()
            return templates.isEmpty
        }

        /// Writes one byte of code.
        mutating func code(_ byte: UInt8) {
            output.append(byte)
            (last, lastEnd) = (byte, output.count)
            at += 1
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        }

        /// Whether a `/` here starts a regular expression rather than dividing.
        var regularExpressionMayStart: Bool {
            if last == 0 { return true }
            if Self.isWordByte(last) { return Self.keywordsBeforeExpression.contains(Array(lastWord)) }
            return last != UInt8(ascii: ")") && last != UInt8(ascii: "]") && last != UInt8(ascii: "}")
        }

        /// The name or keyword the last byte of code ends, when it is a byte of one.
        var lastWord: ArraySlice<UInt8> {
            var start = lastEnd
            while start > 0, Self.isWordByte(output[start - 1]) { start -= 1 }
            return output[start..<lastEnd]
        }

        /// Ends the line written: its trailing space goes, and a line with nothing on it is not written.
        mutating func endLine() {
            if output.last == UInt8(ascii: " ") { output.removeLast() }
            if !atLineStart { output.append(UInt8(ascii: "\n")) }
        }

        /// Skips a block comment (keeping a `/*!` one); one that spans lines ends the line it is on.
        mutating func comment() -> Bool {
            let start = at
            at += 2
            var spansLines = false
            while at + 1 < bytes.count, !(bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/")) {
                if bytes[at] == UInt8(ascii: "\n") { spansLines = true }
                at += 1
            }
            guard at + 1 < bytes.count else { return false }
            at += 2
            if bytes[start + 2] == UInt8(ascii: "!") {
                output += bytes[start..<at]
            } else if spansLines {
                endLine()
            } else if !atLineStart && output.last != UInt8(ascii: " ") {
                output.append(UInt8(ascii: " "))
            }
            return true
        }

        /// Copies a string to its closing quote; a line break in it must be escaped.
        mutating func copyString(closedBy quote: UInt8) -> Bool {
            let start = at
            at += 1
            while at < bytes.count, bytes[at] != quote {
                if bytes[at] == UInt8(ascii: "\n") { return false }
                at += bytes[at] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard at < bytes.count else { return false }
            at += 1
            output += bytes[start..<at]
            last = quote
            return true
        }

        /// Copies a template literal's text, from after its opening `` ` `` (or a `}` closing a `${`), to its end
        /// or to the next `${`, whose code `run` then reads.
        mutating func copyTemplate() -> Bool {
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\\") {
                    output += bytes[at..<min(at + 2, bytes.count)]
                    at += 2
                } else if byte == UInt8(ascii: "`") {
                    output.append(byte)
                    at += 1
                    last = byte
                    return true
                } else if byte == UInt8(ascii: "$") && self.byte(1) == UInt8(ascii: "{") {
                    output += [byte, UInt8(ascii: "{")]
                    at += 2
                    templates.append(0)
                    last = UInt8(ascii: "{")
                    return true
                } else {
                    output.append(byte)
                    at += 1
                }
            }
            return false
        }

        /// Copies a regular expression to its closing `/` (outside a `[…]` class), with its flags.
        mutating func copyRegularExpression() -> Bool {
            let start = at
            at += 1
            var inClass = false, closed = false
            while !closed && at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\n") { return false }
                at += byte == UInt8(ascii: "\\") ? 2 : 1
                if byte == UInt8(ascii: "[") { inClass = true }
                if byte == UInt8(ascii: "]") { inClass = false }
                if byte == UInt8(ascii: "/") && !inClass { closed = true }
            }
            guard closed else { return false }
            while at < bytes.count, Self.isWordByte(bytes[at]) { at += 1 }
            output += bytes[start..<at]
            // It ends as a value does: a `/` after it divides.
            last = UInt8(ascii: ")")
            return true
        }
    }
}
