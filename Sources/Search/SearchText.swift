import Foundation

/// How search reads text, the same way when a site is indexed and when a reader types a query (the theme's
/// `search.js` follows these rules to the letter): words are runs of letters and digits, folded to lower case
/// without diacritics (`Café` → `cafe`, `Straße` → `strasse`), apostrophes inside a word dropped (`don't` →
/// `dont`); Chinese, Japanese and Korean text, which has no spaces, becomes overlapping pairs of characters
/// (`東京都` → `東京`, `京都`).
public enum SearchText {
    /// A word of the text, folded, and whether it is a pair (or a lone character) of CJK text.
    public struct Word: Hashable, Sendable {
        /// The folded word: `cafe`, `swift6`, `東京`.
        public var text: String
        /// True for a pair of CJK characters, or one alone: never stemmed, never forgiven a typo.
        public var isCJK: Bool

        public init(_ text: String, isCJK: Bool = false) {
            self.text = text
            self.isCJK = isCJK
        }
    }

    /// Longer runs are not words a reader types (hashes, encoded data): they are skipped.
    public static let longestWord = 40

    /// The words of `text`, in order, with `body(word)` called for each. One pass over the UTF-8 bytes: ASCII,
    /// which most text is, is classified and lower-cased byte by byte into one reused buffer; other scalars are
    /// decoded and classified by their Unicode properties.
    public static func forEachWord(in text: String, _ body: (Word) -> Void) {
        forEachWordBytes(in: text) { bytes, isCJK in body(Word(String(decoding: bytes, as: UTF8.self), isCJK: isCJK)) }
    }

    /// The words of `text`, in order, as `forEachWord` reads them, each given to `body` as its UTF-8 bytes (valid
    /// only during the call) and whether it is CJK, without making a String of it: what indexing a document
    /// needs, where most words occur many times.
    static func forEachWordBytes(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
        var reader = WordReader(text: bytes)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                reader.endCJK(in: bytes, body)
                if isLowerASCII(byte), reader.inText, reader.apostrophes == 0 {
                    // A run of lower-case letters and digits, most of most words: it stays in the text.
                    var end = index + 1
                    while end < bytes.count, isLowerASCII(bytes[end]) { end += 1 }
                    reader.letters(index..<end)
                    index = end
                    continue
                }
                switch byte {
                case 65...90: reader.letter(byte + 32, at: index)
                case 48...57, 97...122: reader.letter(byte, at: index)
                case UInt8(ascii: "'"): if reader.scalars > 0 { reader.apostrophes += 1 } else { reader.endWord(body) }
                default: reader.endWord(body)
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { break }
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for next in bytes[(index + 1)..<(index + length)] { value = value << 6 | UInt32(next & 0x3F) }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if isCJK(scalar) {
                reader.endWord(body)
                reader.cjk(at: index, length: length, in: bytes, body)
            } else {
                reader.endCJK(in: bytes, body)
                if isWordScalar(scalar) {
                    reader.letter(from: index, length: length)
                } else if isApostrophe(scalar), reader.scalars > 0 {
                    reader.apostrophes += 1
                } else {
                    reader.endWord(body)
                }
            }
            index += length
        }
        reader.endWord(body)
        reader.endCJK(in: bytes, body)
    }

    private static func isLowerASCII(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// What `forEachWord` knows of the text read so far: the word being read and the run of CJK text being read
    /// (at most one of them at a time). Its state is a value with mutating methods rather than variables that
    /// nested functions capture, so that the loop runs without dynamic exclusivity checks.
    private struct WordReader {
        /// The text read.
        let text: UnsafeBufferPointer<UInt8>
        /// The word's bytes without apostrophes (ASCII letters already lower-cased), up to `longestWord` scalars,
        /// once it is no longer the text's own bytes `start..<end` (as a word in lower-case ASCII without
        /// apostrophes is, most words of most text: given as they lie, never copied).
        var word: [UInt8]
        /// Whether the word is still the text's own bytes, and where they are.
        var inText = true, start = 0, end = 0
        /// Its length in scalars with the apostrophes inside it; the apostrophes read since its last letter, which
        /// count only if another letter follows; whether it is all ASCII.
        var scalars = 0, apostrophes = 0, ascii = true
        /// The CJK run: where its last character starts and ends in the text, and how many it has read.
        var cjkStart = 0, cjkEnd = 0, cjkCount = 0

        init(text: UnsafeBufferPointer<UInt8>) {
            self.text = text
            word = []
            word.reserveCapacity(4 * SearchText.longestWord)
        }

        /// An ASCII letter or digit at `index` of the text, `lowered` to lower case.
        mutating func letter(_ lowered: UInt8, at index: Int) {
            if scalars == 0 { (start, end) = (index, index) }
            scalars += apostrophes + 1
            if inText && (apostrophes > 0 || lowered != text[index]) { leaveText() }
            apostrophes = 0
            guard scalars <= SearchText.longestWord else { return }
            if inText { end = index + 1 } else { word.append(lowered) }
        }

        /// Lower-case ASCII letters and digits at `range` of the text, while the word is in it.
        mutating func letters(_ range: Range<Int>) {
            if scalars == 0 { (start, end) = (range.lowerBound, range.lowerBound) }
            scalars += range.count
            if scalars <= SearchText.longestWord { end = range.upperBound }
        }

        /// A letter of other scripts (or a mark) at `index` of the text, of `length` bytes.
        mutating func letter(from index: Int, length: Int) {
            if scalars == 0 { (start, end) = (index, index) }
            scalars += apostrophes + 1
            apostrophes = 0
            ascii = false
            if inText { leaveText() }
            if scalars <= SearchText.longestWord { word.append(contentsOf: text[index..<(index + length)]) }
        }

        /// Copies the word read so far out of the text, to go on in `word`.
        private mutating func leaveText() {
            inText = false
            word.append(contentsOf: text[start..<end])
        }

        mutating func endWord(_ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
            guard scalars > 0 else { return }
            if scalars <= SearchText.longestWord {
                if inText {
                    body(UnsafeBufferPointer(rebasing: text[start..<end]), false)
                } else if ascii {
                    word.withUnsafeBufferPointer { body($0, false) }
                } else {
                    var folded = SearchText.fold(String(decoding: word, as: UTF8.self))
                    if !folded.isEmpty { folded.withUTF8 { body($0, false) } }
                }
            }
            if !inText { word.removeAll(keepingCapacity: true) }
            (scalars, apostrophes, ascii, inText) = (0, 0, true, true)
        }

        /// A CJK character at `start` of the text: with the one before it, a pair (the two are next to each other in
        /// the text, so the pair is a slice of it).
        mutating func cjk(at start: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>,
                          _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
            if cjkCount > 0 { body(UnsafeBufferPointer(rebasing: bytes[cjkStart..<(start + length)]), true) }
            (cjkStart, cjkEnd) = (start, start + length)
            cjkCount += 1
        }

        /// The end of a CJK run: a character alone is a word of its own.
        mutating func endCJK(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void) {
            guard cjkCount > 0 else { return }
            if cjkCount == 1 { body(UnsafeBufferPointer(rebasing: bytes[cjkStart..<cjkEnd]), true) }
            cjkCount = 0
        }
    }

    /// The words of `text`, in order.
    public static func words(in text: String) -> [Word] {
        var words: [Word] = []
        forEachWord(in: text) { words.append($0) }
        return words
    }

    /// `text` in lower case, without diacritics: lower-cased, decomposed, its combining marks of Latin, Greek,
    /// Cyrillic, Hebrew and Arabic dropped, composed again (so Hangul and kana keep their marks), and the letters
    /// that have no decomposition spelled as they are typed without them (`ß` → `ss`, `ø` → `o`).
    public static func fold(_ text: String) -> String {
        let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
        var kept = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars where !isFoldedMark(scalar) {
            if let spelled = spelledWithout[scalar] { kept.append(contentsOf: spelled.unicodeScalars) } else {
                kept.append(scalar)
            }
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// Letters with no decomposition, and how they are typed on a keyboard without them.
    static let spelledWithout: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h",
    ]

    /// The combining marks `fold` drops.
    static func isFoldedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
             0x0591...0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670: true
        default: false
        }
    }

    /// Letters, digits and the marks that belong to letters.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let value = scalar.value
            return (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    /// Han, Hiragana, Katakana and Hangul: scripts written without spaces between words (Korean has spaces, but
    /// its words carry endings that pairs of syllables look past).
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF66...0xFF9F, 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F, 0x20000...0x2FFFF: true
        default: false
        }
    }
}
