/// The lexers of the languages other than Swift, each with its fence names and aliases.
public enum OtherLanguages {
    public static let all: [any Lexer.Type] = [
        CLexer.self, CppLexer.self, ObjectiveCLexer.self, JavaLexer.self, KotlinLexer.self, GoLexer.self,
        RustLexer.self, JavaScriptLexer.self, TypeScriptLexer.self, DiffLexer.self, JSONLexer.self, JSON5Lexer.self,
        TOMLLexer.self, BashLexer.self, ShellSessionLexer.self,
        DockerfileLexer.self, MakefileLexer.self, CSSLexer.self, SQLLexer.self, YAMLLexer.self, PythonLexer.self, RubyLexer.self,
        HTMLLexer.self, XMLLexer.self, MarkdownLexer.self,
    ]

    /// The lexer whose names include `name` (compared in lowercase), if any.
    public static func lexer(named name: String) -> (any Lexer.Type)? {
        let key = name.lowercased()
        return all.first { $0.names.contains(key) }
    }
}
