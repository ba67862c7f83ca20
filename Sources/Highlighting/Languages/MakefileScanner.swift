/// The lines of a Makefile that are not directives or comments: recipes (indented lines) as shell code,
/// assignments, rules' targets and prerequisites, expansions.
struct MakefileScanner {
    let code: UnsafeBufferPointer<UInt8>
    var sink = TokenSink()
    var i = 0
    // What the last forward searches found, so that trying them again from every byte of a long line stays
    // linear: the first `:` or line break at or after `stopSearchedFrom`, where an unclosed quote of each kind
    // was seen, and up to where no assignment can start.
    var stopSearchedFrom = Int.max
    var stop = 0
    var unclosedQuoteFrom: [UInt8: Int] = [:]
    var noAssignmentBefore = 0

    init(code: UnsafeBufferPointer<UInt8>) {
        self.code = code
    }

    mutating func run() {
        while i < code.count {
            let start = i
            let c = code[i]
            if code.atLineStart(i) && (i == 0 || code[i - 1] == 10) && (c.isBlank || c == 10) {
                scanRecipes()
                continue
            }
            if c == UInt8(ascii: "$") && "<@$+%?|*".utf8.contains(code.at(i + 1)) {
                i += 2
                sink.add(.keyword, start, i)
                continue
            }
            if c.isSpace { i += 1; continue }
            if c == UInt8(ascii: "#") {
                i = code.lineEnd(from: i)
                sink.add(.comment, start, i)
                continue
            }
            if scanExport() || scanAssignment() { continue }
            if (c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")) && i < unclosedQuoteFrom[c, default: Int.max] {
                var k = i + 1
                while k < code.count && code[k] != c { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
                if k < code.count {
                    i = k + 1
                    sink.add(c == UInt8(ascii: "\"") ? .stringDouble : .stringSingle, start, i)
                    continue
                }
                unclosedQuoteFrom[c] = i
            }
            if !(stopSearchedFrom <= i && i <= stop) {
                stopSearchedFrom = i
                stop = i
                while stop < code.count && code[stop] != 10 && code[stop] != UInt8(ascii: ":") { stop += 1 }
            }
            let colon = stop
            if code.at(colon) == UInt8(ascii: ":") && colon > i {
                sink.add(.nameFunction, start, colon)
                i = colon
                while code.at(i) == UInt8(ascii: ":") { i += 1 }
                sink.add(.operator, colon, i)
                scanPrerequisites()
                continue
            }
            if c == UInt8(ascii: "$") && code.at(i + 1) == UInt8(ascii: "(") {
                scanExpansion()
                continue
            }
            i += 1
            while i < code.count && code[i] & 0xC0 == 0x80 { i += 1 }
            sink.add(.error, start, i)
        }
    }

    /// Indented lines and blank lines, read as one shell script.
    private mutating func scanRecipes() {
        let start = i
        var k = i
        while k < code.count && (code[k].isBlank || code[k] == 10) {
            k = code[k] == 10 ? k + 1 : min(code.lineEnd(from: k) + 1, code.count)
        }
        i = k
        sink.add(BashLexer().tokens(in: UnsafeBufferPointer(rebasing: code[start..<k])), offset: start)
    }

    /// `NAME = value`, `NAME := value`, `NAME += value`, `NAME ?= value`: the value (and its continuations) as
    /// shell code.
    private mutating func scanAssignment() -> Bool {
        let start = i
        guard start >= noAssignmentBefore else { return false }
        var k = i
        while k < code.count && (code[k].isIdentifier || ByteSet.makeNameMarks.contains(code[k])) { k += 1 }
        noAssignmentBefore = k
        guard k > start else { return false }
        var op = code.spaceEnd(from: k)
        let opStart = op
        if "!?:+".utf8.contains(code.at(op)) { op += 1 }
        guard code.at(op) == UInt8(ascii: "=") else { return false }
        sink.add(.nameVariable, start, k)
        sink.add(.operator, opStart, op + 1)
        let value = code.blanksEnd(from: op + 1)
        var end = code.lineEnd(from: value)
        while end < code.count && end > value && code[end - 1] == UInt8(ascii: "\\") {
            end = code.lineEnd(from: end + 1)
        }
        let through = min(end + 1, code.count)
        sink.add(BashLexer().tokens(in: UnsafeBufferPointer(rebasing: code[value..<through])), offset: value)
        i = through
        return true
    }

    private mutating func scanExport() -> Bool {
        let start = i
        let isUnexport = code.has("unexport", at: i)
        guard code.has("export", at: i) || isUnexport else { return false }
        let end = i + (isUnexport ? 8 : 6)
        guard code.at(end).isBlank else { return false }
        let names = code.blanksEnd(from: end)
        var k = names
        while k < code.count && (code[k].isIdentifier || ByteSet.makeExportMarks.contains(code[k]) || code[k].isBlank) {
            k += 1
        }
        sink.add(.keyword, start, end)
        if code.at(k) == 10 || k == code.count {
            var word = names
            while word < k {
                let wordEnd = word + code[word..<k].prefix { !$0.isBlank }.count
                sink.add(.nameVariable, word, wordEnd)
                word = code.blanksEnd(from: wordEnd)
            }
            i = k
        } else {
            i = names
        }
        return true
    }

    /// After a rule's colon: prerequisites up to the end of the line.
    private mutating func scanPrerequisites() {
        while i < code.count {
            let start = i
            let c = code[i]
            if c == 10 { i += 1; return }
            if c == UInt8(ascii: "#") {
                i = code.lineEnd(from: i)
                sink.add(.comment, start, i)
                return
            }
            if c == UInt8(ascii: "\\") && code.at(i + 1) == 10 { i += 2; continue }
            if c == UInt8(ascii: "$") && code.at(i + 1) == UInt8(ascii: "(") { scanExpansion(); continue }
            if c == UInt8(ascii: ",") || c == UInt8(ascii: "|") {
                i += 1
                sink.add(.punctuation, start, i)
                continue
            }
            if c.isLetter && c < 0x80 || c == 95 {
                while i < code.count && (code[i].isLetter && code[i] < 0x80 || code[i] == 95) { i += 1 }
                sink.add(.name, start, i)
                continue
            }
            i += 1
        }
    }

    /// `$(NAME)`, `$(call f,$(x))`: keywords around names, nested to any depth.
    private mutating func scanExpansion() {
        var depth = 0
        while i < code.count {
            let start = i
            let c = code[i]
            if c == UInt8(ascii: "$") || c == UInt8(ascii: "(") || c == UInt8(ascii: ")") {
                i += 1
                if c == UInt8(ascii: "(") { depth += 1 }
                sink.add(.keyword, start, i)
                if c == UInt8(ascii: ")") { depth -= 1; if depth <= 0 { return } }
            } else if c.isIdentifier || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") {
                while i < code.count && (code[i].isIdentifier || code[i] == 46 || code[i] == 45) { i += 1 }
                sink.add(.nameVariable, start, i)
            } else {
                i += 1
            }
        }
    }
}
