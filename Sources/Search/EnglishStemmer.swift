/// The English (Porter2) stemmer, written from the algorithm's published description (Martin Porter's Snowball
/// English stemmer): `connections`, `connected` and `connecting` all become `connect`, so a reader finds a post
/// whatever form of a word it uses. Words of letters `a` to `z` only; anything else is returned as it is. The
/// theme's `search.js` holds the same algorithm for queries.
public enum EnglishStemmer {
    /// The stem of a folded word. A pure function of the word: `Vocabulary` keeps the stems it made, one per word
    /// per thread, so indexing stems each word about once per thread.
    public static func stem(_ word: String) -> String {
        guard word.utf8.count > 2, word.utf8.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return word }
        if let special = exceptions[word] { return special }
        var stemmer = Word(Array(word.utf8))
        return stemmer.stemmed()
    }

    static let exceptions: [String: String] = [
        "skis": "ski", "skies": "sky", "dying": "die", "lying": "lie", "tying": "tie", "idly": "idl",
        "gently": "gentl", "ugly": "ugli", "early": "earli", "only": "onli", "singly": "singl", "sky": "sky",
        "news": "news", "howe": "howe", "atlas": "atlas", "cosmos": "cosmos", "bias": "bias", "andes": "andes",
    ]

    /// Words left as they are after step 1a.
    static let afterStep1a: Set<String> = [
        "inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed",
    ]

    private struct Word {
        var b: [UInt8]
        var r1 = 0
        var r2 = 0

        init(_ bytes: [UInt8]) { b = bytes }

        static let y = UInt8(ascii: "y"), capitalY = UInt8(ascii: "Y")

        func isVowel(_ index: Int) -> Bool {
            switch b[index] {
            case 97, 101, 105, 111, 117, 121: true  // a e i o u y
            default: false
            }
        }

        func ends(_ suffix: String) -> Bool {
            let s = suffix.utf8
            guard b.count >= s.count else { return false }
            var index = b.count - s.count
            for byte in s {
                if b[index] != byte { return false }
                index += 1
            }
            return true
        }

        mutating func replace(_ count: Int, with text: String) {
            b.removeLast(count)
            b.append(contentsOf: text.utf8)
        }

        /// The longest of `suffixes` the word ends with.
        func longest(_ suffixes: [String]) -> String? {
            var found: String?
            for suffix in suffixes where ends(suffix) && suffix.utf8.count > (found?.utf8.count ?? -1) {
                found = suffix
            }
            return found
        }

        func inR1(_ suffix: String) -> Bool { b.count - suffix.utf8.count >= r1 }
        func inR2(_ suffix: String) -> Bool { b.count - suffix.utf8.count >= r2 }

        /// A short syllable ending at `end` (exclusive).
        func isShortSyllable(endingAt end: Int) -> Bool {
            if end == 2 { return isVowel(0) && !isVowel(1) }
            guard end >= 3 else { return false }
            let last = b[end - 1]
            return !isVowel(end - 3) && isVowel(end - 2) && !isVowel(end - 1)
                && last != UInt8(ascii: "w") && last != UInt8(ascii: "x") && last != Self.capitalY
        }

        var isShort: Bool { r1 >= b.count && isShortSyllable(endingAt: b.count) }

        func containsVowel(before end: Int) -> Bool { (0..<end).contains { isVowel($0) } }

        mutating func markRegions() {
            r1 = b.count
            for prefix in ["gener", "commun", "arsen"] where b.starts(with: prefix.utf8) {
                r1 = prefix.utf8.count
                break
            }
            if r1 == b.count { r1 = region(after: 0) }
            r2 = region(after: r1)
        }

        /// The position after the first non-vowel following a vowel, from `start`.
        func region(after start: Int) -> Int {
            var index = start + 1
            while index < b.count {
                if !isVowel(index) && isVowel(index - 1) { return index + 1 }
                index += 1
            }
            return b.count
        }

        mutating func stemmed() -> String {
            if b.first == UInt8(ascii: "'") { b.removeFirst() }
            if b.first == Self.y { b[0] = Self.capitalY }
            for index in b.indices.dropFirst() where b[index] == Self.y && isVowel(index - 1) {
                b[index] = Self.capitalY
            }
            markRegions()
            step0()
            step1a()
            if EnglishStemmer.afterStep1a.contains(String(decoding: b, as: UTF8.self)) { return finish() }
            step1b()
            step1c()
            step2()
            step3()
            step4()
            step5()
            return finish()
        }

        func finish() -> String {
            String(decoding: b.map { $0 == Self.capitalY ? Self.y : $0 }, as: UTF8.self)
        }

        mutating func step0() {
            if let suffix = longest(["'s'", "'s", "'"]) { b.removeLast(suffix.utf8.count) }
        }

        mutating func step1a() {
            if ends("sses") { replace(4, with: "ss") } else if ends("ied") || ends("ies") {
                replace(3, with: b.count > 4 ? "i" : "ie")
            } else if ends("us") || ends("ss") {
                return
            } else if ends("s") {
                // Delete when the part before it holds a vowel not just before the s.
                if b.count >= 3, containsVowel(before: b.count - 2) { b.removeLast() }
            }
        }

        mutating func step1b() {
            guard let suffix = longest(["eed", "eedly", "ed", "edly", "ing", "ingly"]) else { return }
            if suffix == "eed" || suffix == "eedly" {
                if inR1(suffix) { replace(suffix.utf8.count, with: "ee") }
                return
            }
            let stemEnd = b.count - suffix.utf8.count
            guard containsVowel(before: stemEnd) else { return }
            b.removeLast(suffix.utf8.count)
            if ends("at") || ends("bl") || ends("iz") {
                b.append(UInt8(ascii: "e"))
            } else if let last = b.last, b.count >= 2, b[b.count - 2] == last, "bdfgmnprt".utf8.contains(last) {
                b.removeLast()
            } else if isShort {
                b.append(UInt8(ascii: "e"))
            }
        }

        mutating func step1c() {
            guard let last = b.last, last == Self.y || last == Self.capitalY, b.count > 2, !isVowel(b.count - 2)
            else { return }
            b[b.count - 1] = UInt8(ascii: "i")
        }

        static let step2Rules: [(String, String)] = [
            ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"), ("entli", "ent"),
            ("izer", "ize"), ("ization", "ize"), ("ational", "ate"), ("ation", "ate"), ("ator", "ate"),
            ("alism", "al"), ("aliti", "al"), ("alli", "al"), ("fulness", "ful"), ("ousli", "ous"),
            ("ousness", "ous"), ("iveness", "ive"), ("iviti", "ive"), ("biliti", "ble"), ("bli", "ble"),
            ("ogi", "og"), ("fulli", "ful"), ("lessli", "less"), ("li", ""),
        ]

        static let step2Suffixes = step2Rules.map(\.0)

        mutating func step2() {
            guard let suffix = longest(Self.step2Suffixes), inR1(suffix) else { return }
            let count = suffix.utf8.count
            if suffix == "ogi" {
                if b.count > 3, b[b.count - 4] == UInt8(ascii: "l") { replace(count, with: "og") }
            } else if suffix == "li" {
                if b.count > 2, "cdeghkmnrt".utf8.contains(b[b.count - 3]) { b.removeLast(2) }
            } else {
                replace(count, with: Self.step2Rules.first { $0.0 == suffix }!.1)
            }
        }

        static let step3Rules: [(String, String)] = [
            ("tional", "tion"), ("ational", "ate"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
            ("ical", "ic"), ("ful", ""), ("ness", ""), ("ative", ""),
        ]

        static let step3Suffixes = step3Rules.map(\.0)

        mutating func step3() {
            guard let suffix = longest(Self.step3Suffixes), inR1(suffix) else { return }
            if suffix == "ative" {
                if inR2(suffix) { b.removeLast(5) }
            } else {
                replace(suffix.utf8.count, with: Self.step3Rules.first { $0.0 == suffix }!.1)
            }
        }

        static let step4Suffixes = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent",
                                    "ism", "ate", "iti", "ous", "ive", "ize", "ion"]

        mutating func step4() {
            guard let suffix = longest(Self.step4Suffixes), inR2(suffix) else { return }
            if suffix == "ion" {
                let before = b.count - 4
                if before >= 0, b[before] == UInt8(ascii: "s") || b[before] == UInt8(ascii: "t") { b.removeLast(3) }
            } else {
                b.removeLast(suffix.utf8.count)
            }
        }

        mutating func step5() {
            if ends("e") {
                if inR2("e") || (inR1("e") && !isShortSyllable(endingAt: b.count - 1)) { b.removeLast() }
            } else if ends("l") {
                if inR2("l"), b.count >= 2, b[b.count - 2] == UInt8(ascii: "l") { b.removeLast() }
            }
        }
    }
}
