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

    /// The words of `text`, in order, with `body(word)` called for each.
    public static func forEachWord(in text: String, _ body: (Word) -> Void) {
        var run: [Unicode.Scalar] = []
        var ascii = true
        var cjk: [Unicode.Scalar] = []
        func endRun() {
            defer { run.removeAll(keepingCapacity: true); ascii = true }
            // An apostrophe only joins letters: one at either end is not part of the word.
            while let last = run.last, isApostrophe(last) { run.removeLast() }
            guard !run.isEmpty, run.count <= longestWord else { return }
            if ascii {
                var bytes = [UInt8]()
                bytes.reserveCapacity(run.count)
                for scalar in run where !isApostrophe(scalar) {
                    let value = UInt8(scalar.value)
                    bytes.append(value >= 65 && value <= 90 ? value + 32 : value)
                }
                body(Word(String(decoding: bytes, as: UTF8.self)))
            } else {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: run.lazy.filter { !isApostrophe($0) })
                let folded = fold(String(text))
                if !folded.isEmpty { body(Word(folded)) }
            }
        }
        func endCJK() {
            defer { cjk.removeAll(keepingCapacity: true) }
            if cjk.count == 1 { body(Word(String(Character(cjk[0])), isCJK: true)) }
            for index in cjk.indices.dropLast() {
                var pair = String.UnicodeScalarView()
                pair.append(cjk[index])
                pair.append(cjk[index + 1])
                body(Word(String(pair), isCJK: true))
            }
        }
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                endRun()
                cjk.append(scalar)
                continue
            }
            if !cjk.isEmpty { endCJK() }
            if isWordScalar(scalar) {
                if scalar.value >= 0x80 { ascii = false }
                run.append(scalar)
            } else if isApostrophe(scalar), !run.isEmpty {
                run.append(scalar)
            } else {
                endRun()
            }
        }
        endRun()
        endCJK()
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
