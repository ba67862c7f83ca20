import Testing
@testable import Highlighting

/// The Swift lexer on the forms the issue names, token by token: each token as `text:class`.
@Suite struct SwiftLexerTests {
    func tokens(_ code: String) -> [String] {
        let bytes = Array(code.utf8)
        return bytes.withUnsafeBufferPointer { SwiftLexer().tokens(in: $0) }.map {
            "\(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)):\($0.kind.rawValue)"
        }
    }

    @Test func commentsNestAndDocCommentsAreSpecial() {
        #expect(tokens("/* a /* b */ c */ x") == ["/* a /* b */ c */:cm"])
        #expect(tokens("/// Doc\n//// not doc\n/** doc */ /**/") == ["/// Doc:cs", "//// not doc:c1", "/** doc */:cs",
                                                                    "/**/:cm"])
        #expect(tokens("/* unterminated /* */") == ["/* unterminated /* */:cm"])
    }

    @Test func rawStringsWithAnyNumberOfPounds() {
        #expect(tokens(##"#"a "quoted" \n"#"##) == [#""a "quoted" \n":s2"#])
        #expect(tokens(###"##"a "# still"##"###) == [##""a "# still":s2"##])
        #expect(tokens(##"#"\#(x) \#n"#"##) == ["\":s2", "\\#(:si", ")" + ":si", " :s2", "\\#n:se", "\":s2"])
    }

    @Test func multiLineStringsAndEscapedLineBreaks() {
        #expect(tokens("let s = \"\"\"\n  a \"quote\"\n  \"\"\" + x")
                == ["let:kd", "=:o", "\"\"\"\n  a \"quote\"\n  \"\"\":s2", "+:o"])
        // The compiler reads a backslash before a line break as trivia, outside the string.
        #expect(tokens("\"\"\"\na \\\nb\n\"\"\"") == ["\"\"\"\na :s2", "\nb\n\"\"\":s2"])
    }

    @Test func interpolationsNestParenthesesStringsAndClosures() {
        #expect(tokens(#""a\(f(x, "b\(1)") { $0 })c""#) == [
            "\"a:s2", "\\(:si", "\"b:s2", "\\(:si", "1:mi", "):si", "\":s2", "$0:nv", "):si", "c\":s2",
        ])
        // An interpolation in a one-line string ends with the line.
        #expect(tokens("\"a\\(b\nlet x") == ["\"a:s2", "\\(:si", "let:kd"])
    }

    @Test func everyNumericForm() {
        #expect(tokens("0x1F 0o17 0b1_01 1_000 1.5e-3 1e10 0x1p-4 0xF.8p1 0xff.description") == [
            "0x1F:mh", "0o17:mo", "0b1_01:mb", "1_000:mi", "1.5e-3:mf", "1e10:mf", "0x1p-4:mf", "0xF.8p1:mf",
            "0xff:mh",
        ])
        #expect(tokens("0..<10") == ["0:mi", "..<:o", "10:mi"])
        #expect(tokens("t.0.1") == ["0:mi", "1:mi"])
        #expect(tokens("1.e") == ["1:mi"])
    }

    @Test func regexLiteralsAreToldFromDivision() {
        #expect(tokens("let r = /ab+c/") == ["let:kd", "=:o", "/ab+c/:sr"])
        #expect(tokens("a / b / c") == ["/:o", "/:o"])
        #expect(tokens("x = y/2/3") == ["=:o", "/:o", "2:mi", "/:o", "3:mi"])
        #expect(tokens("let r = #/a b/#") == ["let:kd", "=:o", "#/a b/#:sr"])
        #expect(tokens("let r = #/\n  a+\n/#") == ["let:kd", "=:o", "#/\n  a+\n/#:sr"])
        #expect(tokens("f(/ x /)") == ["/:o", "/:o"])  // may be an operator passed as an argument
        #expect(tokens("reduce(0, /)") == ["0:mi", "/:o"])
        #expect(tokens("try? /a b/.match(s)") == ["try:k", "?:o", "/a b/:sr"])
        #expect(tokens("x = /a) b/") == ["=:o", "/:o", "/:o"])  // an unbalanced `)`: division, unless it must be
    }

    @Test func attributesDirectivesAndMacros() {
        #expect(tokens("@MainActor @available(iOS 15, *) @Foo.Bar") == [
            "@MainActor:nd", "@available:nd", "iOS:k", "15:mi", "*:o", "@Foo.Bar:nd",
        ])
        #expect(tokens("#if os(macOS) && !DEBUG\nlet x = 1\n#endif") == [
            "#if:cp", "os:cp", "macOS:cp", "&&:o", "!:o", "DEBUG:cp", "let:kd", "=:o", "1:mi", "#endif:cp",
        ])
        #expect(tokens("#Preview { } #expect(a) #warning(\"x\")") == [
            "#Preview:nf", "#expect:nf", "#warning:nf", "\"x\":s2",
        ])
    }

    @Test func contextualKeywordsOnlyWhereTheParserReadsThem() {
        #expect(tokens("func f() async throws -> some View") == [
            "func:kd", "f:nf", "async:k", "throws:k", "->:o", "some:k", "View:kt",
        ])
        #expect(tokens("DispatchQueue.main.async { }") == ["DispatchQueue:kt"])
        #expect(tokens("let async = Optional.some(1)") == ["let:kd", "=:o", "Optional:kt", "1:mi"])
        #expect(tokens("final class A { var x: Int { get set } }") == [
            "final:k", "class:kd", "A:nc", "var:kd", "Int:kt", "get:k", "set:k",
        ])
        #expect(tokens("private(set) var x = 1") == ["private:k", "var:kd", "=:o", "1:mi"])
        #expect(tokens("nonisolated(unsafe) var y = z") == ["nonisolated:k", "var:kd", "=:o"])
        #expect(tokens("actor Cache {}; let actor = 1") == ["actor:kd", "Cache:nc", "let:kd", "=:o", "1:mi"])
        #expect(tokens("[weak self] in") == ["weak:k", "self:k", "in:k"])
        #expect(tokens("func f(_ x: consuming Foo) {}") == ["func:kd", "f:nf", "consuming:k", "Foo:kt"])
    }

    @Test func keywordsAsLabelsOrMembersAreNames() {
        #expect(tokens("f(in: x, for: y, default: 3)") == ["3:mi"])
        #expect(tokens("func f(in range: R, inout x: Int)") == ["func:kd", "f:nf", "R:kt", "inout:k", "Int:kt"])
        #expect(tokens("x.default; x.self; .init(); Int.Type; T.Type.self") == [
            "self:k", "init:k", "Int:kt", "Type:k", "T:kt", "self:k",
        ])
        #expect(tokens("switch x { default: break }") == ["switch:k", "default:k", "break:k"])
    }

    @Test func backticksDollarsAndTypes() {
        #expect(tokens("let `class` = $0 + $foo") == ["let:kd", "=:o", "$0:nv", "+:o", "$foo:nv"])
        #expect(tokens("func `a test`() {}") == ["func:kd", "`a test`:nf"])
        #expect(tokens("struct Point: Hashable {}") == ["struct:kd", "Point:nc", "Hashable:kt"])
        #expect(tokens("import Foundation") == ["import:kn", "Foundation:nn"])
    }

    @Test func neverFailsAndStaysInTheText() {
        let nasty = ["\"", "#\"", "\"\"\"", "/*", "`", "#/", "\\(", "@", "#", "0x", "1e", "'", "\u{0}", "é\"",
                     "\"\\(\"\\(", "#if", "/ /", "<#x", "$", "\r\n\"\r\n"]
        for text in nasty + nasty.map { $0 + $0 + "x" } {
            let bytes = Array(text.utf8)
            let found = bytes.withUnsafeBufferPointer { SwiftLexer().tokens(in: $0) }
            var end = 0
            for token in found {
                #expect(token.start >= end && token.start < token.end && token.end <= bytes.count, "\(text)")
                end = token.end
            }
        }
    }
}
