/// The lexers of the languages other than Swift, each with its fence names and aliases.
enum OtherLanguages {
    static let all: [any Lexer.Type] = [
        BashLexer.self, ShellSessionLexer.self, JSONLexer.self, JSON5Lexer.self, YAMLLexer.self, TOMLLexer.self,
        CLexer.self, CppLexer.self, ObjectiveCLexer.self, PythonLexer.self, JavaScriptLexer.self,
        TypeScriptLexer.self, HTMLLexer.self, XMLLexer.self, CSSLexer.self, DiffLexer.self, RubyLexer.self,
        GoLexer.self, RustLexer.self, KotlinLexer.self, JavaLexer.self, SQLLexer.self, DockerfileLexer.self,
        MakefileLexer.self, MarkdownLexer.self,
    ]

    /// The lexer whose names include `name` (compared in lowercase), if any.
    static func lexer(named name: String) -> (any Lexer.Type)? {
        let key = name.lowercased()
        return all.first { $0.names.contains(key) }
    }
}
