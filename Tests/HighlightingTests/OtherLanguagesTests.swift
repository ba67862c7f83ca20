@testable import Highlighting
import Testing

@Suite struct OtherLanguagesTests {
    @Test("every name is lowercase and chooses one lexer")
    func namesAreUnique() {
        let names = OtherLanguages.all.flatMap { $0.names }
        #expect(names.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty && !$0.contains(" ") })
        #expect(Set(names).count == names.count)
    }

    /// Each required name or alias, with the lexer it must choose.
    static let required: [(String, any Lexer.Type)] = [
        ("bash", BashLexer.self), ("sh", BashLexer.self), ("zsh", BashLexer.self), ("shell", BashLexer.self),
        ("console", ShellSessionLexer.self), ("shell-session", ShellSessionLexer.self), ("json", JSONLexer.self),
        ("json5", JSON5Lexer.self), ("yaml", YAMLLexer.self), ("yml", YAMLLexer.self), ("toml", TOMLLexer.self),
        ("c", CLexer.self), ("cpp", CppLexer.self), ("c++", CppLexer.self), ("objective-c", ObjectiveCLexer.self),
        ("objc", ObjectiveCLexer.self), ("python", PythonLexer.self), ("py", PythonLexer.self),
        ("javascript", JavaScriptLexer.self), ("js", JavaScriptLexer.self), ("typescript", TypeScriptLexer.self),
        ("ts", TypeScriptLexer.self), ("html", HTMLLexer.self), ("xml", XMLLexer.self), ("css", CSSLexer.self),
        ("diff", DiffLexer.self), ("patch", DiffLexer.self), ("ruby", RubyLexer.self), ("rb", RubyLexer.self),
        ("go", GoLexer.self), ("golang", GoLexer.self), ("rust", RustLexer.self), ("rs", RustLexer.self),
        ("kotlin", KotlinLexer.self), ("kt", KotlinLexer.self), ("java", JavaLexer.self), ("sql", SQLLexer.self),
        ("dockerfile", DockerfileLexer.self), ("docker", DockerfileLexer.self), ("makefile", MakefileLexer.self),
        ("make", MakefileLexer.self), ("markdown", MarkdownLexer.self), ("md", MarkdownLexer.self),
    ]

    @Test("the languages of technical blogs and their usual aliases are there, in any case")
    func aliases() {
        for (name, lexer) in Self.required {
            let found = OtherLanguages.lexer(named: name).map { ObjectIdentifier($0) }
            let foundUppercase = OtherLanguages.lexer(named: name.uppercased()).map { ObjectIdentifier($0) }
            #expect(found == ObjectIdentifier(lexer), "\(name)")
            #expect(foundUppercase == ObjectIdentifier(lexer), "\(name)")
        }
    }

    @Test("an unknown name chooses no lexer")
    func unknown() {
        #expect(OtherLanguages.lexer(named: "brainfudge") == nil)
        #expect(OtherLanguages.lexer(named: "") == nil)
    }
}
