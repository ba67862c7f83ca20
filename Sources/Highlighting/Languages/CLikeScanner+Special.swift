/// The dialects' own marks: annotations and decorators (`@Foo`), Objective-C's `@` literals and keywords and its
/// method lines, Rust's attributes (`#[…]`), prefixed strings (`L"…"`, `R"(…)"`, `r#"…"#`, `b'x'`).
extension CLikeScanner {
    mutating func scanSpecial(_ c: UInt8) -> Bool {
        let start = i
        switch c {
        case UInt8(ascii: "@"):
            switch dialect {
            case .objectiveC: return scanObjectiveCAt()
            case .java, .kotlin, .typescript:
                guard code.at(i + 1).isIdentifierStart else { return false }
                var k = i + 2
                while k < code.count && (code[k].isIdentifier || code[k] == UInt8(ascii: ".")
                                         && dialect != .typescript) { k += 1 }
                i = k
                sink.add(dialect == .typescript ? .keywordDeclaration : .nameDecorator, start, k)
                last = .name
                return true
            default: return false
            }
        case UInt8(ascii: "#") where dialect == .rust:
            let open = code.at(i + 1) == UInt8(ascii: "!") ? i + 2 : i + 1
            guard code.at(open) == UInt8(ascii: "[") else { return false }
            scanRustAttribute(from: start, open: open)
            return true
        case UInt8(ascii: "#") where dialect.isJavaScript:
            let end = code.identifierEnd(from: i + 1)
            guard end > i + 1 else { return false }
            i = end
            sink.add(.name, start, end)
            last = .name
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "+"):
            guard dialect == .objectiveC, code.atLineStart(i), start == 0 || code[start - 1] == 10 else { return false }
            return scanObjectiveCMethod()
        case UInt8(ascii: "&") where dialect == .rust && expectingType:
            i += 1
            sink.add(.keywordPseudo, start, i)
            return true
        default:
            return false
        }
    }

    /// `L"…"`, `u8"…"`, `R"x(…)x"` (C, C++), `b"…"`, `r#"…"#`, `b'x'` (Rust); false when the word is no
    /// prefix.
    mutating func scanPrefixedString() -> Bool {
        let start = i
        var k = i
        while k < code.count && k < start + 3 && (code[k].isLetter || code[k] == UInt8(ascii: "8")) { k += 1 }
        let quote = code.at(k)
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") || quote == UInt8(ascii: "#") else {
            return false
        }
        let prefix = code[start..<k]
        func prefixIs(_ options: [String]) -> Bool { options.contains { $0.utf8.elementsEqual(prefix) } }
        if dialect.hasPreprocessor {
            if quote == UInt8(ascii: "\"") && prefixIs(["R", "LR", "uR", "UR", "u8R"]) && dialect == .cpp {
                return scanRawCppString(prefixStart: start, quote: k)
            }
            guard prefixIs(["L", "u", "U", "u8"]) else { return false }
            sink.add(.stringAffix, start, k)
            i = k
            if quote == UInt8(ascii: "\"") {
                scanString(from: k, quote: quote, escapes: true)
            } else if let end = characterEnd(from: k) {
                sink.add(.stringChar, k, end)
                i = end
            } else {
                return true
            }
            last = .string
            return true
        }
        guard dialect == .rust else { return false }
        if prefixIs(["r", "br"]) && (quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "#")) {
            var hashes = 0
            while code.at(k + hashes) == UInt8(ascii: "#") { hashes += 1 }
            guard code.at(k + hashes) == UInt8(ascii: "\"") else { return false }
            var e = k + hashes + 1
            search: while e < code.count {
                if code[e] == UInt8(ascii: "\"") {
                    var h = 0
                    while h < hashes && code.at(e + 1 + h) == UInt8(ascii: "#") { h += 1 }
                    if h == hashes { e += 1 + hashes; break search }
                }
                e += 1
            }
            i = min(e, code.count)
            sink.add(.string, start, i)
        } else if prefixIs(["b"]) && quote == UInt8(ascii: "\"") {
            sink.add(.string, start, k)
            i = k
            scanString(from: k, quote: quote, escapes: true)
        } else if prefixIs(["b"]) && quote == UInt8(ascii: "'"), let end = characterEnd(from: k) {
            i = end
            sink.add(.stringChar, start, end)
        } else {
            return false
        }
        last = .string
        return true
    }

    private mutating func scanRawCppString(prefixStart: Int, quote: Int) -> Bool {
        var open = quote + 1
        while open < code.count && open < quote + 18 && code[open] != UInt8(ascii: "(") {
            let c = code[open]
            if c.isSpace || c == UInt8(ascii: "\\") || c == UInt8(ascii: ")") { return false }
            open += 1
        }
        guard code.at(open) == UInt8(ascii: "(") else { return false }
        let delimiter = code[(quote + 1)..<open]
        var e = open + 1
        while e < code.count {
            if code[e] == UInt8(ascii: ")") && code[(e + 1)..<min(e + 1 + delimiter.count, code.count)]
                .elementsEqual(delimiter) && code.at(e + 1 + delimiter.count) == UInt8(ascii: "\"") {
                e += delimiter.count + 2
                break
            }
            e += 1
        }
        sink.add(.stringAffix, prefixStart, quote)
        sink.add(.string, quote, min(e, code.count))
        i = min(e, code.count)
        last = .string
        return true
    }

    private mutating func scanRustAttribute(from start: Int, open: Int) {
        var k = open + 1
        var depth = 1
        var run = start
        while k < code.count && depth > 0 {
            let c = code[k]
            if c == UInt8(ascii: "[") { depth += 1 } else if c == UInt8(ascii: "]") { depth -= 1 }
            if c == UInt8(ascii: "\"") {
                sink.add(.commentPreproc, run, k)
                i = k
                scanString(from: k, quote: c, escapes: true)
                k = i
                run = k
                continue
            }
            k += 1
        }
        sink.add(.commentPreproc, run, k)
        i = k
        last = .close
    }
}
