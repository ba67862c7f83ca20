import Testing
@testable import TOML
import SourceDiagnostics
import YAML

@Suite struct TOMLReaderTests {
    private func read(_ text: String, lineOffset: Int = 0) throws -> YAMLValue {
        try TOMLReader.read(text, path: "hugo.toml", lineOffset: lineOffset)
    }

    private func problems(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            // `hugo.toml:1:9 expected …` → `1:9 expected …`
            return (error as? Diagnostics)?.all.map {
                $0.description.replacing("hugo.toml:", with: "").replacing(": error: TOML:", with: "")
            } ?? ["not Diagnostics: \(error)"]
        }
    }

    /// A compact form: mappings `{k: v}`, lists `[a, b]`, quoted scalars in double quotes, plain ones bare.
    private func dump(_ value: YAMLValue) -> String {
        switch value {
        case .null: "~"
        case .scalar(let scalar): scalar.isPlain ? scalar.text : "\"\(scalar.text)\""
        case .sequence(let items, _): "[" + items.map(dump).joined(separator: ", ") + "]"
        case .mapping(let entries, _):
            "{" + entries.map { "\($0.key): \(dump($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    @Test func readsHugoFrontMatter() throws {
        let value = try read("""
        title = "The Life of a Data Byte"
        date = 2020-03-08T08:09:26
        draft = false
        tags = ["storage", 'history']
        weight = 10
        """, lineOffset: 1)
        #expect(dump(value) == "{title: \"The Life of a Data Byte\", date: 2020-03-08T08:09:26, draft: false, "
                + "tags: [\"storage\", \"history\"], weight: 10}")
        #expect(value["draft"]?.bool == false)
        #expect(value["weight"]?.int == 10)
        #expect(value.entry(forKey: "tags")?.keyLocation == SourceLocation(line: 5, column: 1))
        #expect(value["tags"]?.array?[1].location == SourceLocation(line: 5, column: 20))
    }

    @Test func readsStringsOfEveryKind() throws {
        let value = try read(#"""
        basic = "tab\there \"quoted\" \u00E9 \U0001F600 back\\slash"
        literal = 'C:\Users\no escapes'
        multi = """
        Roses are red
        Violets are blue"""
        folded = """\
               The quick \
               brown fox."""
        quotes = """Two ""quotes"" and an end""\""""
        raw = '''
        first line
          kept as 'is' \n'''
        empty = ""
        """#)
        #expect(value["basic"]?.string == "tab\there \"quoted\" é 😀 back\\slash")
        #expect(value["literal"]?.string == #"C:\Users\no escapes"#)
        #expect(value["multi"]?.string == "Roses are red\nViolets are blue")
        #expect(value["folded"]?.string == "The quick brown fox.")
        #expect(value["quotes"]?.string == #"Two ""quotes"" and an end""""#)
        #expect(value["raw"]?.string == "first line\n  kept as 'is' \\n")
        #expect(value["empty"]?.string == "")
        #expect(value["basic"]?.bool == nil)  // quoted values are strings, never booleans
    }

    @Test func readsNumbersBooleansAndDates() throws {
        let value = try read("""
        a = +99
        b = -17
        c = 1_000
        d = 0xDEAD_beef
        e = 0o755
        f = 0b1101
        g = 3.1415
        h = -2E-2
        i = 6.626e-34
        j = inf
        k = true
        l = 1979-05-27T07:32:00Z
        m = 1979-05-27 00:32:00.999999-07:00
        n = 1979-05-27
        o = 07:32:00
        p = -9223372036854775808
        """)
        #expect(dump(value) == "{a: 99, b: -17, c: 1000, d: 3735928559, e: 493, f: 13, g: 3.1415, h: -2E-2, "
                + "i: 6.626e-34, j: inf, k: true, l: 1979-05-27T07:32:00Z, m: 1979-05-27 00:32:00.999999-07:00, "
                + "n: 1979-05-27, o: 07:32:00, p: -9223372036854775808}")
        #expect(value["d"]?.int == 0xDEAD_BEEF)
        #expect(value["h"]?.double == -0.02)
    }

    @Test func readsArraysAndInlineTables() throws {
        let value = try read("""
        nested = [ [1, 2], ["a", 'b'] ]
        multiline = [
          1,  # one
          2,  # two
        ]
        point = { x = 1, y.z = 2, "quoted key" = "v" }
        empty = {}
        mixed = [1, "two", { three = 3 }]
        """)
        #expect(dump(value) == "{nested: [[1, 2], [\"a\", \"b\"]], multiline: [1, 2], "
                + "point: {x: 1, y: {z: 2}, quoted key: \"v\"}, empty: {}, mixed: [1, \"two\", {three: 3}]}")
    }

    @Test func readsTablesDottedKeysAndArraysOfTables() throws {
        let value = try read("""
        baseURL = "https://example.com/"
        site.name = "x"
        site.owner.name = "y"

        [params]
        description = "About"

        [params.social]  # a sub-table
        github = "me"

        [a.b.c]
        d = 1
        [a]  # defined after its child, once
        e = 2

        [[menu.main]]
        name = "Posts"
        [menu.main.extra]
        weight = 1
        [[menu.main]]
        name = "About"
        """)
        #expect(dump(value) == "{baseURL: \"https://example.com/\", site: {name: \"x\", owner: {name: \"y\"}}, "
                + "params: {description: \"About\", social: {github: \"me\"}}, a: {b: {c: {d: 1}}, e: 2}, "
                + "menu: {main: [{name: \"Posts\", extra: {weight: 1}}, {name: \"About\"}]}}")
        #expect(value["params"]?.location == SourceLocation(line: 5, column: 1))
        #expect(value["menu"]?["main"]?.array?[1]["name"]?.location == SourceLocation(line: 21, column: 8))
    }

    @Test func readsWindowsLineEndingsAndAByteOrderMark() throws {
        let value = try read("\u{FEFF}a = 1\r\nb = \"\"\"\r\nx\r\ny\"\"\"\r\n")
        #expect(dump(value) == "{a: 1, b: \"x\ny\"}")
    }

    @Test func emptyTextIsAnEmptyTable() throws {
        #expect(dump(try read("")) == "{}")
        #expect(dump(try read("# only a comment\n\n")) == "{}")
    }

    @Test func refusesDuplicatesAndRedefinitions() {
        #expect(problems("a = 1\nb = 2\na = 3\n") == ["3:1 duplicate key 'a' (first at line 1)"])
        #expect(problems("[t]\n[t]\n") == ["2:1 [t] is already defined (line 1)"])
        #expect(problems("a = 1\n[a.b]\n") == ["2:2 'a' is already a value (line 1), not a table"])
        #expect(problems("[f]\napple.color = 'red'\n[f.apple]\n")
                == ["3:1 [f.apple] is already defined (line 2)"])
        #expect(problems("[a.b]\n[a]\nb.c = 1\n")
                == ["3:1 'b' is already defined (line 1); a dotted key cannot add to it"])
        #expect(problems("p = { x = 1 }\n[p.q]\n")
                == ["2:2 'p' is already a value (line 1), not a table"])
        #expect(problems("[[t]]\n[t]\n") == ["2:1 't' is an array of tables (line 1); write [[t]]"])
        #expect(problems("s = [1]\n[[s]]\n") == ["2:3 's' is already a value (line 1), not a table"])
    }

    @Test func refusesBadSyntaxWithItsPlace() {
        #expect(problems("title = \n") == ["1:9 expected a value, found the end of the line"])
        #expect(problems("title \"x\"\n") == ["1:7 expected '=' after the key 'title', found '\"'"])
        #expect(problems("a = hello\n") == ["1:5 'hello' is not a value (strings need quotes)"])
        #expect(problems("a = 007\n") == ["1:5 '007' is not a value (integers have no leading zeros)"])
        #expect(problems("a = \"open\nb = 1\n") == [
            "1:5 the string is not closed on its line (use \"\"\" for a string of several lines)",
        ])
        #expect(problems("a = 1 b = 2\n") == ["1:7 expected the end of the line, found 'b'"])
        #expect(problems("a = [1, 2\n") == ["2:1 expected ',' or ']' in the array opened at line 1, "
                                            + "found the end of the text"])
        #expect(problems("a = \"\\e\"\n") == ["1:6 unknown escape '\\e'"])
        #expect(problems("a = \"\\uD800\"\n") == ["1:6 D800 is not a Unicode scalar value"])
        #expect(problems("a = 99999999999999999999\n") == ["1:5 the integer does not fit in 64 bits"])
        #expect(problems("a = 1979-02-30\n").first?.hasPrefix("1:5 '1979-02-30' is not a value") == true)
        #expect(problems("[t\n") == ["1:3 expected ']' to close the table header"])
        #expect(problems("= 1\n") == ["1:1 expected a key, found '='"])
        #expect(problems("a = 1\rb = 2\n") == ["1:6 a carriage return must be followed by a line feed"])
    }

    @Test func refusesWhatTOML1_1AddsWithAReason() {
        #expect(problems("a = { x = 1,\n y = 2 }\n")
                == ["1:5 an inline table must be on one line (TOML 1.0); use a [table] instead"])
        #expect(problems("a = { x = 1, }\n") == ["1:12 an inline table cannot end with a comma (TOML 1.0)"])
        #expect(problems("t = 07:32\n").first?.contains("is not a value") == true)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = "a = " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n"
        #expect(problems(deep) == ["1:105 arrays and tables nested more than 100 deep"])
    }

    @Test func controlCharactersAreErrors() {
        #expect(problems("a = \"x\u{01}\"\n") == ["1:7 control character U+0001 in a string; "
                                                  + "write it as an escape"])
        #expect(problems("# bell \u{07}\n") == ["1:8 control character U+0007 in a comment"])
    }
}

extension TOMLReaderTests {
    /// Mutations of a real-looking document, from a fixed seed: every one is read or refused, none crashes.
    @Test func mutatedDocumentsNeverCrash() {
        let sample = Array(#"""
        title = "A \"post\"" # c
        date = 2024-05-01T09:30:00+02:00
        tags = ["a", 'b', """c"""]
        [params.x]
        n = [1, 2.5e3, {y = 0x1F}]
        [[menu.main]]
        'k' = '''v'''
        """#.utf8)
        let alphabet = Array("[]{}=\"'.,#\n\r\\ 0x_e+-:TZ".utf8) + [0, 0xC3, 0xA9, 0x7F]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var refused = 0
        for _ in 0..<3000 {
            var bytes = sample
            for _ in 0...next(4) {
                let position = next(bytes.count + 1)
                switch next(3) {
                case 0 where position < bytes.count: bytes[position] = alphabet[next(alphabet.count)]
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(alphabet[next(alphabet.count)], at: position)
                }
            }
            if (try? TOMLReader.read(String(decoding: bytes, as: UTF8.self), path: "x.toml")) == nil { refused += 1 }
        }
        #expect(refused > 1000)  // the mutations do reach the error paths
    }
}
