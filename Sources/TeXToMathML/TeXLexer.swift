/// Reads a formula's UTF-8 into tokens, as TeX's eyes do: `\name` swallows the spaces after it, a run of spaces is
/// one space token, `%` starts a comment to the end of the line, and a character keeps the combining marks after it.
struct TeXLexer {
    let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() throws(TeXError) -> TeXToken {
        while position < bytes.count, bytes[position] == UInt8(ascii: "%") {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            if position < bytes.count { position += 1 }
        }
        let start = position
        guard position < bytes.count else { return .end(at: start) }
        let byte = bytes[position]
        if Self.isSpace(byte) {
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            return TeXToken(kind: .space, text: " ", offset: start)
        }
        if byte == UInt8(ascii: "\\") { return try command(at: start) }
        let scalar = try scalar(at: position)
        position += scalar.length
        var text = String(scalar.value)
        // Combining marks belong to the character before them (`e\u{301}` is one token, é).
        while position < bytes.count, let mark = try? self.scalar(at: position),
              (0x300...0x36F).contains(mark.value.value) {
            text.unicodeScalars.append(mark.value)
            position += mark.length
        }
        return TeXToken(kind: .character, text: text, offset: start)
    }

    private mutating func command(at start: Int) throws(TeXError) -> TeXToken {
        position += 1
        guard position < bytes.count else { throw TeXError("a backslash ends the formula", at: start) }
        if Self.isLetter(bytes[position]) {
            while position < bytes.count, Self.isLetter(bytes[position]) { position += 1 }
            let name = String(decoding: bytes[start..<position], as: UTF8.self)
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            return TeXToken(kind: .command, text: name, offset: start)
        }
        if Self.isSpace(bytes[position]) {
            // `\` before spaces and one line break is one control space.
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            return TeXToken(kind: .command, text: "\\ ", offset: start)
        }
        let scalar = try scalar(at: position)
        position += scalar.length
        return TeXToken(kind: .command, text: "\\" + String(scalar.value), offset: start)
    }

    /// The Unicode scalar at `index`, or an error for bytes that are not one, or a control or private-use character.
    private func scalar(at index: Int) throws(TeXError) -> (value: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count,
              let value = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first,
              value != "\u{FFFD}" || lead == 0xEF
        else { throw TeXError("the formula is not valid UTF-8", at: index) }
        switch value.value {
        case 0..<0x21, 0x7F, 0x2028, 0x2029, 0xE000...0xF8FF:
            throw TeXError("unexpected character U+\(String(value.value, radix: 16, uppercase: true))", at: index)
        default: return (value, length)
        }
    }

    /// The text after `\verb` (whose command swallowed no spaces: `token` says where it was) up to the next
    /// occurrence of the character that follows it.
    mutating func verbatim(after token: TeXToken) throws(TeXError) -> String {
        position = token.offset + token.text.utf8.count
        guard position < bytes.count else { throw TeXError("\\verb ends the formula", at: token.offset) }
        let delimiter = bytes[position]
        guard let end = bytes[(position + 1)...].firstIndex(of: delimiter), !Self.isLetter(delimiter) else {
            throw TeXError("\\verb's text is not closed", at: token.offset)
        }
        defer { position = end + 1 }
        return String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "@")
    }
}
