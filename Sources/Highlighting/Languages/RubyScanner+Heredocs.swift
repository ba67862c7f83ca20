/// Ruby's heredocs (`<<~EOS`, `<<-'EOS'`, `<<EOS`), `%`-literals and the places where `/` opens a regex.
extension RubyScanner {
    mutating func scanHeredocStart() -> Bool {
        let start = i
        guard start == 0 || !code[start - 1].isIdentifier else { return false }
        var k = i + 2
        let tolerant = code.at(k) == UInt8(ascii: "-") || code.at(k) == UInt8(ascii: "~")
        if tolerant { k += 1 }
        let quote = code.at(k)
        let quoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`")
        let word = quoted ? k + 1 : k
        let wordEnd = code.identifierEnd(from: word)
        guard wordEnd > word, code[word].isIdentifierStart, !quoted || code.at(wordEnd) == quote else {
            return false
        }
        sink.add(.operator, start, k)
        sink.add(.stringHeredoc, k, word)
        sink.add(.stringDelimiter, word, wordEnd)
        i = quoted ? wordEnd + 1 : wordEnd
        sink.add(.stringHeredoc, wordEnd, i)
        heredocs.append((tolerant, word, wordEnd))
        return true
    }

    /// At the start of the line after the heredocs' openers: their bodies, each up to its word alone on a line.
    mutating func scanHeredocBodies() {
        for heredoc in heredocs {
            var line = i
            var found = false
            while line < code.count {
                let end = code.lineEnd(from: line)
                var first = line
                var last = end
                if heredoc.tolerant { first = code.spaceEnd(from: line) }
                while last > first && code[last - 1].isSpace { last -= 1 }
                if last - first == heredoc.end - heredoc.start
                    && code[first..<last].elementsEqual(code[heredoc.start..<heredoc.end]) {
                    sink.add(.stringHeredoc, i, line)
                    sink.add(.stringDelimiter, first, last)
                    i = min(end + 1, code.count)
                    found = true
                    break
                }
                line = end + 1
            }
            if !found {
                sink.add(.error, i, code.count)
                i = code.count
            }
        }
        heredocs.removeAll()
    }

    /// `%w[…]`, `%q(…)`, `%Q{…}`, `%r{…}`, `%(…)`, `%|…|`.
    mutating func scanPercentLiteral() -> Bool {
        let start = i
        var k = i + 1
        var type = UInt8(ascii: "Q")
        if "qswQWxr".utf8.contains(code.at(k)) && !code.at(k + 1).isIdentifier && !code.at(k + 1).isSpace {
            type = code[k]
            k += 1
        }
        let open = code.at(k)
        guard k < code.count, !open.isIdentifier, !open.isSpace, open != 61 || type != UInt8(ascii: "Q") else {
            return false
        }
        if type == UInt8(ascii: "Q") && k == i + 1 && !"{[(<|!/^".utf8.contains(open) { return false }
        let close: UInt8 = switch open {
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: open
        }
        let nests = close != open
        i = k + 1
        if type == UInt8(ascii: "r") {
            scanInterpolated(until: close, open: nests ? open : 0, kind: .stringRegex, escapes: false, from: start)
            let flags = i
            while i < code.count && ByteSet.regexFlags.contains(code[i]) { i += 1 }
            sink.add(.stringRegex, flags, i)
        } else if "qsw".utf8.contains(type) {
            var depth = 0
            while i < code.count {
                if code[i] == UInt8(ascii: "\\") { i += 2; continue }
                if nests && code[i] == open { depth += 1 } else if code[i] == close {
                    if depth == 0 { i += 1; break }
                    depth -= 1
                }
                i += 1
            }
            i = min(i, code.count)
            sink.add(.stringOther, start, i)
        } else {
            scanInterpolated(until: close, open: nests ? open : 0, kind: .stringOther, escapes: true, from: start)
        }
        return true
    }

    /// Whether the `/` at `i` opens a regex: at a line's start, after an operator-like mark, after `(`, `,`, `[`,
    /// after words like `when` and `if`, or after white space when no space or `=` follows it.
    func regexAllowed() -> Bool {
        var k = i - 1
        while k >= 0 && code[k].isSpace && code[k] != 10 { k -= 1 }
        if k < 0 || code[k] == 10 { return true }
        let before = code[k]
        if "=<>~!:".utf8.contains(before) { return true }
        if k == i - 1 && "(,[".utf8.contains(before) { return true }
        if before.isIdentifier && k == i - 2 {
            var s = k
            while s > 0 && code[s - 1].isIdentifier { s -= 1 }
            if RubyLexer.regexAfter.contains(code, s, k + 1) { return true }
        }
        return k < i - 1 && !code.at(i + 1).isSpace && code.at(i + 1) != UInt8(ascii: "=")
    }
}
