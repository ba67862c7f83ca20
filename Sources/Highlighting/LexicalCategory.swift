/// The eight lexical categories that folio's Swift highlighting is measured in against the Swift compiler's own
/// syntax classifier (issue 12): what a reader's eye tells apart.
///
/// A token class maps to its Pygments family (`k…` keyword, `s…` string, `m…` number, `c…` comment), with the
/// compiler's view where the two differ: `nd` is an attribute, `cp` a directive, `sr` a regex; `si` (the `\(` and
/// `)` of an interpolation) is punctuation, as the compiler has it; and `kt` is "other", because folio gives it to
/// the names of types, which are names to the compiler, not keywords.
public enum LexicalCategory: UInt8, Sendable, CaseIterable {
    case keyword = 107, string = 115, number = 110, comment = 99, attribute = 97, directive = 100, regex = 114
    case other = 111

    /// The category of code in a token of this class; `nil` (plain code) is `.other`.
    public init(_ kind: TokenClass?) {
        guard let kind else {
            self = .other
            return
        }
        switch kind {
        case .keywordType: self = .other
        case .nameDecorator: self = .attribute
        case .commentPreproc, .commentPreprocFile: self = .directive
        case .stringRegex: self = .regex
        case .stringInterpolation: self = .other
        case .stringDelimiter: self = .string
        default:
            switch kind.rawValue.first {
            case "k": self = .keyword
            case "s": self = .string
            case "m": self = .number
            case "c": self = .comment
            default: self = .other
            }
        }
    }

    /// The category's one-letter name, as `swift-classify` prints it: `k`, `s`, `n`, `c`, `a`, `d`, `r`, `o`.
    public var letter: Character { Character(Unicode.Scalar(rawValue)) }
}
