/// Ruby's literals: strings with interpolation, `%`-literals, heredocs, regexes, symbols, characters, variables.
extension RubyScanner {
    mutating func scanLiteral(_ c: UInt8) -> Bool {
        let start = i
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "`"):
            guard c == UInt8(ascii: "\"") || start == 0 || code[start - 1] != UInt8(ascii: ".") else { return false }
            i += 1
            scanInterpolated(until: c, open: 0, kind: c == UInt8(ascii: "\"") ? .stringDouble : .stringBacktick,
                             escapes: true, from: start)
        case UInt8(ascii: "'"):
            i = quotedEnd(from: i + 1, quote: c)
            sink.add(.stringSingle, start, i)
        case UInt8(ascii: "@"):
            let isClass = code.at(i + 1) == UInt8(ascii: "@")
            let nameStart = i + (isClass ? 2 : 1)
            guard code.at(nameStart).isIdentifierStart else { return false }
            i = code.identifierEnd(from: nameStart)
            sink.add(.nameVariable, start, i)
        case UInt8(ascii: "$"):
            return scanGlobal()
        case UInt8(ascii: ":"):
            return scanSymbol()
        case UInt8(ascii: "?"):
            return scanCharacter()
        case UInt8(ascii: "<") where code.at(i + 1) == UInt8(ascii: "<"):
            return scanHeredocStart()
        case UInt8(ascii: "%"):
            return scanPercentLiteral()
        case UInt8(ascii: "/"):
            guard regexAllowed() else { return false }
            i += 1
            scanInterpolated(until: c, open: 0, kind: .stringRegex, escapes: false, from: start)
            let flags = i
            while i < code.count && ByteSet.regexFlags.contains(code[i]) { i += 1 }
            sink.add(.stringRegex, flags, i)
        default:
            return false
        }
        return true
    }

    /// From `i` up to `close` (and its `open` partner's nesting), with `#{…}`, `#@x` and escapes inside.
    mutating func scanInterpolated(until close: UInt8, open: UInt8, kind: TokenClass, escapes: Bool, from start: Int) {
        var textStart = start
        var depth = 0
        while i < code.count {
            let c = code[i]
            if c == close && depth == 0 {
                i += 1
                break
            }
            if open != 0 && c == open { depth += 1 } else if open != 0 && c == close { depth -= 1 }
            if c == UInt8(ascii: "\\") {
                let end = min(i + 2, code.count)
                if escapes && "\\abefnrstv#\"'0123456789x".utf8.contains(code.at(i + 1)) {
                    sink.add(kind, textStart, i)
                    sink.add(.stringEscape, i, end)
                    textStart = end
                }
                i = end
                continue
            }
            if c == UInt8(ascii: "#") && code.at(i + 1) == UInt8(ascii: "{") {
                sink.add(kind, textStart, i)
                sink.add(.stringInterpolation, i, i + 2)
                i += 2
                let saved = pending
                pending = nil
                run(inInterpolation: true)
                pending = saved
                let end = min(i + 1, code.count)
                sink.add(.stringInterpolation, i, end)
                i = end
                textStart = i
                continue
            }
            if c == UInt8(ascii: "#") && code.at(i + 1) == UInt8(ascii: "@") || c == UInt8(ascii: "#")
                && code.at(i + 1) == UInt8(ascii: "$") && code.at(i + 2).isIdentifierStart {
                var k = i + 2
                if code.at(k) == UInt8(ascii: "@") { k += 1 }
                let end = code.identifierEnd(from: k)
                if end > k {
                    sink.add(kind, textStart, i)
                    sink.add(.stringInterpolation, i, end)
                    i = end
                    textStart = i
                    continue
                }
            }
            i += 1
        }
        sink.add(kind, textStart, i)
    }

    private func quotedEnd(from start: Int, quote: UInt8) -> Int {
        var k = start
        while k < code.count && code[k] != quote { k += code[k] == UInt8(ascii: "\\") ? 2 : 1 }
        return min(k + 1, code.count)
    }

    private mutating func scanGlobal() -> Bool {
        let start = i
        let next = code.at(i + 1)
        if next.isIdentifier {
            i = code.identifierEnd(from: i + 1)
        } else if next == UInt8(ascii: "-") && "0adFiIlpvw".utf8.contains(code.at(i + 2)) {
            i += 3
        } else if "!@&`'+~=/\\,;.<>_*$?:\"^-".utf8.contains(next) {
            i += 2
        } else {
            return false
        }
        sink.add(.nameVariable, start, i)
        return true
    }

    private mutating func scanSymbol() -> Bool {
        let start = i
        var k = i + 1
        if code.at(k) == UInt8(ascii: "\"") {
            i = k + 1
            scanInterpolated(until: code[k], open: 0, kind: .stringSymbol, escapes: true, from: start)
            return true
        }
        if code.at(k) == UInt8(ascii: "'") {
            i = quotedEnd(from: k + 1, quote: code[k])
            sink.add(.stringSymbol, start, i)
            return true
        }
        while code.at(k) == UInt8(ascii: "@") && k < start + 3 { k += 1 }
        if code.at(k).isIdentifierStart {
            k = code.identifierEnd(from: k)
            if code.at(k) == UInt8(ascii: "?") || code.at(k) == UInt8(ascii: "!") { k += 1 }
            i = k
            sink.add(.stringSymbol, start, i)
            return true
        }
        for name: StaticString in ["[]=", "[]", "<=>", "===", "==", "=~", "!~", "**", "<<", ">>", "<=", ">=", "-@",
                                   "+@", "*", "-", "+", "/", "%", "~", "!", "<", ">"]
            where code.has(name, at: i + 1) {
            i += 1 + name.utf8CodeUnitCount
            sink.add(.stringSymbol, start, i)
            return true
        }
        return false
    }

    /// `?a`, `?\n`: a character literal, when no word character follows.
    private mutating func scanCharacter() -> Bool {
        let start = i
        var k = i + 1
        guard k < code.count, !code[k].isSpace else { return false }
        if code[k] == UInt8(ascii: "\\") { k += 2 } else {
            k += 1
            while k < code.count && code[k] & 0xC0 == 0x80 { k += 1 }
        }
        guard !code.at(k).isIdentifier else { return false }
        i = min(k, code.count)
        sink.add(.stringChar, start, i)
        return true
    }
}
