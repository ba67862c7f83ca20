/// How much text a document holds, for its word count and reading time, counted as Hugo counts them: words
/// separated by spaces, and each Chinese, Japanese or Korean character (Han, kana, Hangul) as a word of its own,
/// since those scripts write no spaces between words. Text and code count; image descriptions, raw HTML and the
/// title heading that the page shows above the body do not.
public struct WordCount: Sendable, Hashable {
    /// Runs of characters between spaces that hold a letter or a digit (`—` alone is not a word).
    public var words = 0
    /// Characters of the CJK scripts, each one a word.
    public var cjkCharacters = 0

    public init(words: Int = 0, cjkCharacters: Int = 0) {
        self.words = words
        self.cjkCharacters = cjkCharacters
    }

    /// Every word, each CJK character counted as one: what a page shows as its word count.
    public var total: Int { words + cjkCharacters }

    /// Whole minutes, rounded up, at Hugo's 213 words a minute and 500 CJK characters a minute; 0 for no text.
    public var readingMinutes: Int {
        // In 1/106,500ths of a minute: 213 × 500, so that both rates are whole numbers.
        let units = words * 500 + cjkCharacters * 213
        return (units + 106_499) / 106_500
    }

    /// The words of `text`, counted as the Markdown stage counts a document's.
    public static func of(_ text: String) -> WordCount {
        var counter = WordCounter()
        var copy = text
        copy.withUTF8 { counter.feed($0) }
        counter.endWord()
        return counter.count
    }
}

/// Counts words in UTF-8 text fed in pieces: a word may go on from one piece to the next (`**bold**ly`), until
/// `endWord` (a line break, the end of a block).
struct WordCounter {
    private(set) var count = WordCount()
    private var inWord = false
    private var wordHasLetter = false

    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                if byte <= 0x20 || byte == 0x7F {
                    endWord()
                } else {
                    inWord = true
                    if Self.isLetterOrDigit(byte) { wordHasLetter = true }
                }
                continue
            }
            let (scalar, length) = Self.decode(bytes, at: index)
            index += length
            if Self.isCJK(scalar) {
                endWord()
                count.cjkCharacters += 1
            } else if scalar.properties.isWhitespace {
                endWord()
            } else {
                inWord = true
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { wordHasLetter = true }
            }
        }
    }

    mutating func endWord() {
        if inWord, wordHasLetter { count.words += 1 }
        (inWord, wordHasLetter) = (false, false)
    }

    /// An ASCII letter or digit (compared, not looked up in a table: a static table is a global, whose access
    /// in this loop cost a check that it was made on every byte).
    @inline(__always) private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
    }

    /// The scalar starting at `index` and its length in bytes; U+FFFD for a malformed sequence (cmark's text is
    /// valid UTF-8, so this is only defensive).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Han (with the iteration and zero marks), Hiragana, Katakana and Hangul: Hugo's `isCJKLanguage` scripts.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B,
             0x3041...0x309F, 0x30A1...0x30FF, 0x3131...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFF9D,
             0xFFA0...0xFFDC, 0x20000...0x3134F:
            true
        default:
            false
        }
    }
}
