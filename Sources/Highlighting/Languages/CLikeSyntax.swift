/// The languages that share `CLikeScanner`: their comments, strings, numbers and punctuation work alike, and
/// each differs in a few rules the scanner asks its dialect about.
enum CDialect: Sendable {
    case c, cpp, objectiveC, java, kotlin, go, rust, javascript, typescript

    var hasPreprocessor: Bool { self == .c || self == .cpp || self == .objectiveC }
    var isJavaScript: Bool { self == .javascript || self == .typescript }
    /// `'x'` is a character literal, not a string.
    var hasCharacters: Bool { !isJavaScript }
    /// `'…'` is a string.
    var hasSingleQuotedStrings: Bool { isJavaScript }
    var nestsComments: Bool { self == .rust }
    /// `'` separates digits (C++14, C23).
    var digitSeparator: UInt8 { hasPreprocessor ? UInt8(ascii: "'") : UInt8(ascii: "_") }
}

/// A C-like language: its dialect and its words with their classes.
struct CLikeSyntax: Sendable {
    let dialect: CDialect
    let words: WordTable
    /// Words after which the next identifier is the name of a type being declared.
    let typeIntroducers: WordTable
    /// Words after which the next identifier is the name of a function being declared.
    let functionIntroducers: WordTable
    /// Words after which the next identifier is the name of a namespace or module.
    let namespaceIntroducers: WordTable

    init(_ dialect: CDialect, words: [(TokenClass, String)], types: String = "", functions: String = "",
         namespaces: String = "") {
        self.dialect = dialect
        self.words = WordTable(words)
        typeIntroducers = WordTable([(.keyword, types)])
        functionIntroducers = WordTable([(.keyword, functions)])
        namespaceIntroducers = WordTable([(.keyword, namespaces)])
    }
}
