import Testing
@testable import Highlighting
import SourceDiagnostics

@Suite struct LanguagesTests {
    @Test func namesAreFoundInAnyCase() {
        for name in ["swift", "Swift", "SWIFT"] { #expect(Languages.lexer(named: name) == SwiftLexer.self) }
        #expect(Languages.lexer(named: "swiftly") == nil)
        #expect(Languages.lexer(named: "") == nil)
    }

    /// Every lexer's names are lowercase and claimed by it alone, so none is silently shadowed by another.
    @Test func noTwoLexersClaimOneName() {
        var owners: [String: [String]] = [:]
        for lexer in Languages.all {
            for name in lexer.names {
                #expect(name == name.lowercased() && !name.isEmpty, "\(lexer): '\(name)'")
                owners[name, default: []].append("\(lexer)")
            }
        }
        let shared = owners.filter { $0.value.count > 1 }
        #expect(shared.isEmpty, "\(shared)")
        #expect(Set(Languages.names).isDisjoint(with: Languages.plainText))
    }

    @Test(arguments: ["text", "Plain", "plaintext", ""])
    func plainTextNamesNeedNoWarning(_ info: String) {
        var code = "a < b\n"
        let result = code.withUTF8 { bytes in
            CodeHighlighter.highlight(CodeHighlighter.Block(
                info: info, code: bytes, path: "x.md", location: SourceLocation(line: 1, column: 1),
                fenceLine: { Substring("```" + info) }))
        }
        #expect(result.unknownLanguage == nil)
        #expect(result.html == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theWarningNamesEachLanguageOnceInPathOrder() throws {
        let pages: [(path: String, languages: [UnknownLanguage])] = [
            ("a.md", [UnknownLanguage(name: "Zig", location: SourceLocation(line: 3, column: 1))]),
            ("b.md", []),
            ("c.md", [UnknownLanguage(name: "zig", location: SourceLocation(line: 1, column: 4)),
                      UnknownLanguage(name: "swfit", location: SourceLocation(line: 9, column: 1))]),
        ]
        let warning = try #require(unknownLanguageWarning(pages))
        #expect(warning.description == "a.md:3:1: warning: code in 2 languages folio cannot highlight, shown plain: "
                + "'Zig' (here), 'swfit' (c.md:9:1, did you mean 'swift'?)")
        #expect(unknownLanguageWarning([("a.md", [])]) == nil)
    }
}
