@testable import Highlighting
import Testing

@Suite struct PythonLexerTests {
    @Test("Python: docstrings, imports, decorators, declared names, magic methods, f-strings, raw bytes")
    func trickyParts() {
        #expect(Lexed.significant(PythonLexer(), LexerSamples.python) == [
            Lexed("\"\"\"Module docstring.\"\"\"", .stringDoc),
            Lexed("from", .keywordNamespace),
            Lexed("os.path", .nameNamespace),
            Lexed("import", .keywordNamespace),
            Lexed("join", .name),
            Lexed("as", .keyword),
            Lexed("j", .name),
            Lexed("@dataclass", .nameDecorator),
            Lexed("class", .keyword),
            Lexed("Point", .nameClass),
            Lexed("Base", .name),
            Lexed("def", .keyword),
            Lexed("__init__", .nameFunction),
            Lexed("self", .nameBuiltinPseudo),
            Lexed("x", .name),
            Lexed("int", .nameBuiltin),
            Lexed("0x1F", .numberHex),
            Lexed("None", .keywordConstant),
            Lexed("print", .nameBuiltin),
            Lexed("f", .stringAffix),
            Lexed("\"x=", .stringDouble),
            Lexed("{", .stringInterpolation),
            Lexed("self", .nameBuiltinPseudo),
            Lexed("x", .name),
            Lexed("!r:", .stringInterpolation),
            Lexed(">10", .stringDouble),
            Lexed("}", .stringInterpolation),
            Lexed(" ", .stringDouble),
            Lexed("{{", .stringEscape),
            Lexed("literal", .stringDouble),
            Lexed("}}", .stringEscape),
            Lexed("\"", .stringDouble),
            Lexed("rb", .stringAffix),
            Lexed("'\\d+'", .stringSingle),
        ])
    }

    @Test("match and case are keywords only where they open a statement")
    func softKeywords() {
        let keywords = { (code: String) in Lexed.all(PythonLexer(), code).filter { $0.kind == .keyword }.map(\.text) }
        #expect(keywords("match command:\n    case [x]:\n        pass\n") == ["match", "case", "pass"])
        #expect(keywords("match = re.match(p, s)\ncase = 1\n") == [])
    }
}
