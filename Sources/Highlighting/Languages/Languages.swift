/// Every language folio highlights, found by the word a code fence's info string starts with, in any case.
public enum Languages {
    /// Swift and the other languages, in the order their names are claimed: a name two lexers give goes to the first.
    public static let all: [any Lexer.Type] = [SwiftLexer.self] + OtherLanguages.all

    /// Words that ask for plain text: no highlighting, and no warning that the language is unknown.
    public static let plainText: Set<String> = ["text", "txt", "plain", "plaintext", "nohighlight"]

    private static let byName: [String: any Lexer.Type] = {
        var table: [String: any Lexer.Type] = [:]
        for lexer in all {
            for name in lexer.names where table[name] == nil { table[name] = lexer }
        }
        return table
    }()

    /// Every name that selects a lexer, lowercase.
    public static var names: [String] { byName.keys.sorted() }

    /// The lexer for a fence's language word (`swift`, `Swift`, `js`), if folio has one.
    public static func lexer(named name: String) -> (any Lexer.Type)? {
        byName[name.lowercased()]
    }
}
