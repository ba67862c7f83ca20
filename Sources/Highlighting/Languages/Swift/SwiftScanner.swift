/// One pass of `SwiftLexer` over a code block: the position, the tokens so far, and what the compiler's lexer and
/// parser would know at this point (the previous token, the open brackets).
///
/// The main loop is here; words, literals, comments, operators and regex literals are in the extensions.
struct SwiftScanner {
    let base: UnsafePointer<UInt8>
    let count: Int
    var at = 0
    var tokens: [Token] = []
    /// The previous token, as far as regex literals, labels and contextual keywords care.
    var last: Previous = .start
    /// The previous token's word, when it was one.
    var lastWord: SwiftWord = .identifier
    /// A line break came since the previous token.
    var afterNewline = true
    var brackets: [Bracket] = []
    /// On a `#if` or `#elseif` line: its names are the directive's.
    var inDirective = false
    /// The next `(` opens an `@available`-like list, whose names are keywords.
    var availabilityNext = false
    /// The next `{` opens a `precedencegroup`'s body.
    var precedenceNext = false
    /// After `try?` or `try!`, where a `/` starts a regex literal (the compiler's rule).
    var preferRegex = false
    /// The next `(` opens an attribute's arguments.
    var attributeNext = false
    /// The previous token names a type (`Int`, `[Int]`, `Self`): `.Type` after it is a keyword.
    var lastIsType = false
    /// The `.` just lexed follows a type's name.
    var typeBeforePeriod = false

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
        tokens.reserveCapacity(count / 6)
    }

    enum Bracket: UInt8 {
        case paren, square, brace, interpolation, availability, precedence, attribute
    }

    /// The kinds of token the compiler's lexer tells apart when it decides what a `/` starts.
    enum Previous: UInt8 {
        case start, openParen, openSquare, openBrace, closeParen, closeSquare, closeBrace, comma, semicolon, colon
        case colonColon, period, prefixOperator, binaryOperator, postfixOperator, equal, arrow, infixQuestion
        case postfixMark, atSign, pound, backslash, backtick, keyword, valueKeyword, identifier, literal, string
        case regex, directive, poundAvailable, openAngle

        /// Whether an expression may start here, so that `/` starts a regex literal rather than dividing.
        var startsExpression: Bool {
            switch self {
            case .start, .openParen, .openSquare, .openBrace, .prefixOperator, .binaryOperator, .equal, .comma,
                 .semicolon, .colon, .infixQuestion, .keyword, .directive, .openAngle:
                true
            default: false
            }
        }
    }

    @inline(__always) func byte(_ index: Int) -> UInt8 { index < count ? base[index] : 0 }

    @inline(__always) mutating func emit(_ kind: TokenClass, _ start: Int, _ end: Int) {
        tokens.append(Token(kind, start, end))
    }

    /// Lexes code up to the end, or, inside an interpolation, up to its closing `)`. Returns whether that `)` came;
    /// an interpolation in a one-line string also ends, unclosed, at the end of the line.
    @discardableResult
    mutating func scanCode(in interpolation: Interpolation?) -> Bool {
        while at < count {
            let char = base[at]
            switch char {
            case 0x20, 0x09, 0x0B, 0x0C:
                at &+= 1
            case 0x0A, 0x0D:
                if interpolation?.isSingleLine == true { return false }
                at &+= 1
                afterNewline = true
                inDirective = false
            case UInt8(ascii: "/") where byte(at &+ 1) == UInt8(ascii: "/"):
                scanLineComment()
            case UInt8(ascii: "/") where byte(at &+ 1) == UInt8(ascii: "*"):
                scanBlockComment()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
                 0x80...0xFF:
                scanWord()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                scanNumber()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                scanString(from: at, pounds: 0)
            case UInt8(ascii: "#"):
                scanPound()
            case UInt8(ascii: "@"):
                scanAttribute()
            case UInt8(ascii: "`"):
                scanBacktick()
            case UInt8(ascii: "$"):
                scanDollar()
            case UInt8(ascii: ")"):
                if interpolation != nil, brackets.last == .interpolation {
                    brackets.removeLast()
                    emit(.stringInterpolation, at, at &+ 1)
                    at &+= 1
                    return true
                }
                if let inside = brackets.last, inside == .paren || inside == .availability || inside == .attribute {
                    brackets.removeLast()
                }
                punctuation(.closeParen)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                scanBracket(char)
            case UInt8(ascii: ","): punctuation(.comma)
            case UInt8(ascii: ";"): punctuation(.semicolon)
            case UInt8(ascii: ":"):
                if byte(at &+ 1) == UInt8(ascii: ":") {
                    emit(.operator, at, at &+ 2)
                    at &+= 1
                    punctuation(.colonColon)
                } else {
                    punctuation(.colon)
                }
            case UInt8(ascii: "\\"): punctuation(.backslash)
            default:
                if Self.isOperatorStart(char) {
                    scanOperator()
                } else {
                    at &+= 1
                }
            }
        }
        return false
    }

    /// A one-byte token that is not highlighted.
    @inline(__always) mutating func punctuation(_ kind: Previous) {
        at &+= 1
        moved(to: kind)
    }

    /// Records the token just lexed.
    @inline(__always) mutating func moved(to kind: Previous, word: SwiftWord = .identifier) {
        last = kind
        lastWord = word
        afterNewline = false
        availabilityNext = false
        attributeNext = false
        preferRegex = false
        lastIsType = false
    }

    private mutating func scanBracket(_ char: UInt8) {
        switch char {
        case UInt8(ascii: "("):
            brackets.append(availabilityNext ? .availability : attributeNext ? .attribute : .paren)
            punctuation(.openParen)
        case UInt8(ascii: "["):
            brackets.append(.square)
            punctuation(.openSquare)
        case UInt8(ascii: "{"):
            brackets.append(precedenceNext ? .precedence : .brace)
            precedenceNext = false
            punctuation(.openBrace)
        case UInt8(ascii: "]"):
            if brackets.last == .square { brackets.removeLast() }
            punctuation(.closeSquare)
        default:
            if brackets.last == .brace || brackets.last == .precedence { brackets.removeLast() }
            punctuation(.closeBrace)
        }
    }

    /// The state of the string an interpolation is in.
    struct Interpolation {
        var isSingleLine: Bool
    }
}
