/// Math in a block's text, found by GitHub's rules, starting at a `$`:
///
/// - `$$…$$` is display math, over any number of lines of the block;
/// - `` $`…`$ `` is inline math taken literally, as a code span is;
/// - `$…$` is inline math when the first `$` does not follow a letter or digit, the TeX neither starts nor ends with a
///   space, and the closing `$` is not followed by a letter or digit: `$5 and $10` stays text.
///
/// A `$` after a backslash is a dollar sign, in the text and in the TeX. A backtick ends the search for the closing `$`
/// of `$…$`: TeX has no use for one, and a code span after a price (`$5, or \`$x\``) stays a code span. The text is
/// the block's inline text as cmark hands it to an inline syntax extension: escapes not yet applied, so the TeX is
/// exactly what was written.
struct MathSpan: Equatable {
    enum Kind: Int {
        case inline = 1, display, literal
    }

    var kind: Kind
    /// The TeX, between the delimiters.
    var content: Range<Int>
    /// Just after the closing delimiter.
    var end: Int

    /// What one block's search learned, so that a block of many lone `$` is read once, not once for each: for each
    /// kind of delimiter, the last stretch searched and what ended it (a closing delimiter, a backtick, or the end).
    struct Memo {
        var text: UnsafePointer<UInt8>?
        var count = 0
        var searched: [Kind: (from: Int, stop: Int?)] = [:]

        /// The memo for `bytes`, forgetting what it learned of any other text.
        mutating func use(for bytes: UnsafeBufferPointer<UInt8>) {
            guard text != bytes.baseAddress || count != bytes.count else { return }
            (text, count, searched) = (bytes.baseAddress, bytes.count, [:])
        }
    }

    /// The math starting at `start`, where `bytes` holds a `$`, or nil when there is none.
    static func find(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, memo: inout Memo) -> MathSpan? {
        guard start < bytes.count, bytes[start] == dollar, !isEscaped(start, in: bytes) else { return nil }
        memo.use(for: bytes)
        let next = start + 1 < bytes.count ? bytes[start + 1] : 0
        if next == dollar {
            guard let close = closer(of: .display, in: bytes, from: start + 2, memo: &memo) else { return nil }
            let content = (start + 2)..<close
            guard content.contains(where: { !isSpace(bytes[$0]) }) else { return nil }
            return MathSpan(kind: .display, content: content, end: close + 2)
        }
        if next == backtick {
            guard let close = closer(of: .literal, in: bytes, from: start + 2, memo: &memo),
                  close > start + 2 else { return nil }
            return MathSpan(kind: .literal, content: (start + 2)..<close, end: close + 2)
        }
        guard start + 1 < bytes.count, !isSpace(next), !isAlphanumeric(before: start, in: bytes),
              let close = closer(of: .inline, in: bytes, from: start + 1, memo: &memo) else { return nil }
        return MathSpan(kind: .inline, content: (start + 1)..<close, end: close + 1)
    }

    /// The first closing delimiter of `kind` at or after `from`, unless a backtick comes first for `$…$`.
    private static func closer(of kind: Kind, in bytes: UnsafeBufferPointer<UInt8>, from: Int, memo: inout Memo)
        -> Int? {
        // Nothing lies between the start of the last search and what ended it: a later start ends the same way.
        if let last = memo.searched[kind], last.from <= from, from <= (last.stop ?? bytes.count) {
            guard let stop = last.stop, bytes[stop] != backtick || kind != .inline else { return nil }
            if kind == .inline, stop == from { return nil }  // the TeX would be empty
            return stop
        }
        var stop: Int?
        var index = from
        search: while index < bytes.count {
            defer { index += 1 }
            switch kind {
            case .display:
                guard bytes[index] == dollar, index + 1 < bytes.count, bytes[index + 1] == dollar,
                      !isEscaped(index, in: bytes) else { continue }
            case .literal:
                guard bytes[index] == backtick, index + 1 < bytes.count, bytes[index + 1] == dollar else { continue }
            case .inline:
                if bytes[index] == backtick { break }
                guard bytes[index] == dollar, index > 0, !isSpace(bytes[index - 1]), !isEscaped(index, in: bytes),
                      !isAlphanumeric(after: index, in: bytes) else { continue }
            }
            stop = index
            break search
        }
        memo.searched[kind] = (from, stop)
        guard let stop, kind != .inline || bytes[stop] != backtick, kind != .inline || stop > from else { return nil }
        return stop
    }

    private static let dollar = UInt8(ascii: "$"), backtick = UInt8(ascii: "`")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// Whether the byte at `index` follows an odd number of backslashes.
    private static func isEscaped(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var count = 0, at = index - 1
        while at >= 0, bytes[at] == UInt8(ascii: "\\") {
            count += 1
            at -= 1
        }
        return count % 2 == 1
    }

    /// Whether the character before `index` is a letter or digit, in any script.
    private static func isAlphanumeric(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, index - start < 4 { start -= 1 }
        guard start >= 0 else { return false }
        return isAlphanumeric(String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars.first)
    }

    /// Whether the character after `index` is a letter or digit, in any script.
    private static func isAlphanumeric(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let end = min(bytes.count, index + 5)
        return isAlphanumeric(String(decoding: bytes[(index + 1)..<end], as: UTF8.self).unicodeScalars.first)
    }

    private static func isAlphanumeric(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
