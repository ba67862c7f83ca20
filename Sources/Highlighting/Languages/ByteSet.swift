/// A set of bytes as a 256-bit mask, so that the hot loops ask "is this byte one of these?" in one step rather
/// than by walking a string of them.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ members: StaticString) {
        let pointer = members.utf8Start
        for k in 0..<members.utf8CodeUnitCount {
            let byte = pointer[k]
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}

extension ByteSet {
    // The sets that lexers test bytes against in their loops.
    static let operators = ByteSet("+-*/%=<>!&|^~?:.")
    static let shellWordEnds = ByteSet("=[]{}()$\"'`\\<&|;")
    static let expansionEnds = ByteSet("}:\"'`$\\")
    static let cssOperators = ByteSet("~^*!%&<>|+=@:./?-")
    static let cssPunctuation = ByteSet("[](),")
    static let rubyOperators = ByteSet("=<>~!&|*.")
    static let tomlNumberMarks = ByteSet("+-.:")
    static let jsonNumberMarks = ByteSet("+-.eE")
    static let jsonConstantLetters = ByteSet("truefalsn")
    static let makeNameMarks = ByteSet("${}().-")
    static let makeExportMarks = ByteSet("${}-")
    static let flowIndicators = ByteSet(",[]{}")
    static let markupNameMarks = ByteSet(":.-")
    static let sqlOperators = ByteSet("+*/<>=~!@#%^&|`?-")
    static let sqlPunctuation = ByteSet(";:()[],.")
    static let openBrackets = ByteSet("([{")
    static let closeBrackets = ByteSet(")]}")
    static let pythonPunctuation = ByteSet("]{}:(),;[")
    static let pythonComparisonStarts = ByteSet("!=<>:")
    static let notInParameters = ByteSet(";\"'")
    static let notBeforeBody = ByteSet("/\"'")
    static let rubyPunctuation = ByteSet("(){};,/?:\\")
    static let regexFlags = ByteSet("mixounse")
}
