import SourceDiagnostics
import YAML

/// Keys and the four kinds of TOML string: basic `"…"`, literal `'…'`, and their multi-line forms.
extension TOMLCursor {
    /// A key such as `title`, `"a b"`, `'c'` or `site.params.author`, with the place of each part.
    mutating func parseKey() throws(Diagnostic) -> [Key] {
        var keys: [Key] = []
        repeat {
            skipSpaces()
            let start = index
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                if peek(1) == current, peek(2) == current {
                    throw error("TOML: a key cannot be a multi-line string", at: start)
                }
                keys.append(Key(name: try parseString().text, location: location(at: start)))
            default:
                while let byte = current, Self.isBareKeyByte(byte) { index += 1 }
                guard index > start else { throw error("TOML: expected a key, found \(found)", at: start) }
                keys.append(Key(name: String(decoding: bytes[start..<index], as: UTF8.self),
                                location: location(at: start)))
            }
            guard keys.count <= 128 else { throw error("TOML: a key of more than 128 parts", at: start) }
            skipSpaces()
        } while take([UInt8(ascii: ".")])
        return keys
    }

    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// A string of any kind, at its opening quote.
    mutating func parseString() throws(Diagnostic) -> YAMLScalar {
        let start = index
        let quote = bytes[index]
        let isBasic = quote == UInt8(ascii: "\"")
        let isMultiLine = peek(1) == quote && peek(2) == quote
        index += isMultiLine ? 3 : 1
        if isMultiLine {  // a newline right after the opening quotes is not part of the string
            _ = try takeNewline()
        }
        var text: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error("TOML: the string is not closed", at: start)
            }
            if byte == quote {
                if !isMultiLine {
                    index += 1
                    break
                }
                var run = 0
                while peek(run) == quote { run += 1 }
                if run >= 3 {
                    guard run <= 5 else { throw error("TOML: too many quotes at the end of a string", at: index) }
                    text += [UInt8](repeating: quote, count: run - 3)
                    index += run
                    break
                }
                text += [UInt8](repeating: quote, count: run)
                index += run
            } else if byte == 0x0A || byte == 0x0D {
                guard isMultiLine else {
                    throw error("TOML: the string is not closed on its line (use \(isBasic ? "\"\"\"" : "'''") for "
                                + "a string of several lines)", at: start)
                }
                _ = try takeNewline()
                text.append(0x0A)
            } else if byte == UInt8(ascii: "\\"), isBasic {
                try parseEscape(into: &text, isMultiLine: isMultiLine)
            } else {
                if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
                    throw error("TOML: control character U+\(hex(byte)) in a string; write it as an escape", at: index)
                }
                text.append(byte)
                index += 1
            }
        }
        let style: YAMLScalar.Style = isMultiLine ? .literal : isBasic ? .doubleQuoted : .singleQuoted
        return YAMLScalar(String(decoding: text, as: UTF8.self), style: style, at: location(at: start))
    }

    /// `\n`, `\"`, `\u00E9`, …, or in a multi-line string a backslash at the end of a line, which removes the
    /// line break and the white space after it.
    private mutating func parseEscape(into text: inout [UInt8], isMultiLine: Bool) throws(Diagnostic) {
        let start = index
        index += 1
        guard let letter = current else { throw error("TOML: the string is not closed", at: start) }
        let simple: [UInt8: UInt8] = [UInt8(ascii: "b"): 0x08, UInt8(ascii: "t"): 0x09, UInt8(ascii: "n"): 0x0A,
                                      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\""): 0x22,
                                      UInt8(ascii: "\\"): 0x5C]
        if let byte = simple[letter] {
            text.append(byte)
            index += 1
            return
        }
        if letter == UInt8(ascii: "u") || letter == UInt8(ascii: "U") {
            let count = letter == UInt8(ascii: "u") ? 4 : 8
            index += 1
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let byte = current, let digit = Self.hexDigit(byte) else {
                    throw error("TOML: \\\(Character(Unicode.Scalar(letter))) needs \(count) hexadecimal digits",
                                at: start)
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw error("TOML: \(String(value, radix: 16, uppercase: true)) is not a Unicode scalar value",
                            at: start)
            }
            text += Array(String(Character(scalar)).utf8)
            return
        }
        if isMultiLine, letter == 0x20 || letter == 0x09 || letter == 0x0A || letter == 0x0D {
            skipSpaces()
            guard try takeNewline() else {
                throw error("TOML: only white space may follow a backslash at the end of a line", at: start)
            }
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if byte == 0x0D { _ = try takeNewline() } else { index += 1 }
            }
            return
        }
        let shown = letter < 0x80 ? "'\\\(Character(Unicode.Scalar(letter)))'" : "'\\' before \(found)"
        throw error("TOML: unknown escape \(shown)", at: start)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
