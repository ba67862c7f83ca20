/// Objective-C on top of C: `@"…"` strings, `@42` and `@YES` numbers, `@` keywords, class names after
/// `@interface`, and method lines (`- (void)move:(int)x by:(int)y`), whose selector parts name the method.
extension CLikeScanner {
    mutating func scanObjectiveCAt() -> Bool {
        let start = i
        let next = code.at(i + 1)
        if next == UInt8(ascii: "\"") {
            sink.add(.string, start, start + 1)
            i = start + 1
            scanString(from: i, quote: next, escapes: true)
            last = .string
            return true
        }
        if next.isDigit {
            i = start + 1
            scanNumber(from: i, signAt: start)
            return true
        }
        if next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
            i = start + 2
            sink.add(.literal, start, i)
            last = .open
            return true
        }
        let end = code.identifierEnd(from: start + 1)
        if code.has("YES", at: start + 1) && end == start + 4 || code.has("NO", at: start + 1) && end == start + 3 {
            i = end
            sink.add(.number, start, end)
            last = .number
            return true
        }
        i = end
        if ObjectiveCLexer.atKeywords.contains(code, start, end) {
            sink.add(.keyword, start, end)
            last = .keyword
            if code.has("@interface", at: start) || code.has("@implementation", at: start) {
                scanClassNames(pairs: true)
            } else if code.has("@class", at: start) || code.has("@protocol", at: start) {
                scanClassNames(pairs: false)
            }
        } else {
            i = start + 1
            sink.add(.punctuation, start, i)
            last = .op
        }
        return true
    }

    /// The names after `@interface A : B` or `@class A, B;`.
    private mutating func scanClassNames(pairs: Bool) {
        var k = code.spaceEnd(from: i)
        while k < code.count && code[k].isIdentifierStart {
            let end = code.identifierEnd(from: k)
            sink.add(.nameClass, k, end)
            i = end
            k = code.blanksEnd(from: end)
            let separator = code.at(k)
            if pairs && separator == UInt8(ascii: "(") {
                let close = code.identifierEnd(from: code.blanksEnd(from: k + 1))
                if code.at(close) == UInt8(ascii: ")") {
                    sink.add(.nameLabel, k, close + 1)
                    i = close + 1
                }
                return
            }
            guard pairs ? separator == UInt8(ascii: ":") : separator == UInt8(ascii: ",") else { return }
            sink.add(.punctuation, k, k + 1)
            k = code.spaceEnd(from: k + 1)
            i = k
            if pairs {
                let superEnd = code.identifierEnd(from: k)
                if superEnd > k { sink.add(.nameClass, k, superEnd); i = superEnd }
                return
            }
        }
    }

    /// A method's line from its `-` or `+` to its `{` or `;`.
    mutating func scanObjectiveCMethod() -> Bool {
        let start = i
        var k = code.blanksEnd(from: i + 1)
        guard code.at(k) == UInt8(ascii: "(") || code.at(k).isIdentifierStart else { return false }
        sink.add(.punctuation, start, start + 1)
        i = k
        var expectingSelector = true
        while i < code.count {
            k = nextSignificant(from: i)
            i = k
            let c = code.at(k)
            if c == UInt8(ascii: "(") {
                let close = code.lineEnd(from: k)
                var e = k + 1
                while e < close && code[e] != UInt8(ascii: ")") { e += 1 }
                let inner = CLikeScanner(code: code, syntax: syntax).typeTokens(k, min(e + 1, code.count))
                sink.add(inner, offset: 0)
                i = min(e + 1, code.count)
                let name = nextSignificant(from: i)
                let nameEnd = code.identifierEnd(from: name)
                if !expectingSelector && nameEnd > name && code.at(nameEnd) != UInt8(ascii: ":") {
                    sink.add(.nameVariable, name, nameEnd)
                    i = nameEnd
                }
                continue
            }
            if c.isIdentifierStart {
                let end = code.identifierEnd(from: k)
                let colon = code.at(end) == UInt8(ascii: ":")
                if colon || expectingSelector {
                    let label = colon && !expectingSelector && code.atLineStart(k)
                    sink.add(label ? .nameLabel : .nameFunction, k, colon ? end + 1 : end)
                    i = colon ? end + 1 : end
                    expectingSelector = false
                    continue
                }
                sink.add(.nameVariable, k, end)
                i = end
                continue
            }
            if c == UInt8(ascii: ",") || code.has("...", at: k) {
                i = k + (c == UInt8(ascii: ",") ? 1 : 3)
                sink.add(.punctuation, k, i)
                continue
            }
            break
        }
        statementNamedFunction = true
        last = .close
        return true
    }

    /// The tokens of a parenthesized type in a method line, `(NSString *)`.
    func typeTokens(_ start: Int, _ end: Int) -> [Token] {
        var scanner = CLikeScanner(code: UnsafeBufferPointer(rebasing: code[0..<end]), syntax: syntax)
        scanner.i = start
        scanner.braces = [true]
        scanner.run(untilBrace: false)
        return scanner.sink.tokens
    }
}
