import Testing
@testable import YAML
import SourceDiagnostics

@Suite struct YAMLReaderTests {
    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(line: line, column: column)
    }

    private func errors(_ yaml: String, lineOffset: Int = 0) -> [String] {
        do {
            _ = try YAMLReader.read(yaml, path: "folio.yml", lineOffset: lineOffset)
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    @Test func readsScalarsWithStyleAndPlace() throws {
        let root = try YAMLReader.read("a: plain\nb: \"true\"\nc: 'x'\nd: true\n", path: "f.yml")
        #expect(root.entries?.map(\.key) == ["a", "b", "c", "d"])
        #expect(root["a"] == .scalar(YAMLScalar("plain", style: .plain, at: at(1, 4))))
        #expect(root["b"] == .scalar(YAMLScalar("true", style: .doubleQuoted, at: at(2, 4))))
        #expect(root["c"] == .scalar(YAMLScalar("x", style: .singleQuoted, at: at(3, 4))))
        #expect(root["b"]?.bool == nil)
        #expect(root["b"]?.string == "true")
        #expect(root["d"]?.bool == true)
        #expect(root.entry(forKey: "d")?.keyLocation == at(4, 1))
        #expect(root.location == at(1, 1))
    }

    @Test func readsNulls() throws {
        let root = try YAMLReader.read("a:\nb: ~\nc: null\nd: 'null'\n", path: "f.yml")
        #expect(root["a"] == .null(at: at(1, 3)))
        #expect(root["b"] == .null(at: at(2, 4)))
        #expect(root["c"]?.isNull == true)
        #expect(root["d"]?.string == "null")
    }

    @Test func emptyTextIsNull() throws {
        #expect(try YAMLReader.read("", path: "f.yml", lineOffset: 1) == .null(at: at(2, 1)))
        #expect(try YAMLReader.read("# only a comment\n", path: "f.yml").isNull)
    }

    @Test func readsNumbersAndBooleansFromPlainScalarsOnly() throws {
        let root = try YAMLReader.read("a: 10\nb: '10'\nc: -3\nd: 1.5\ne: yes\nf: FALSE\ng: 1_000\n", path: "f.yml")
        #expect(root["a"]?.int == 10)
        #expect(root["b"]?.int == nil)
        #expect(root["c"]?.int == -3)
        #expect(root["d"]?.int == nil)
        #expect(root["d"]?.double == 1.5)
        #expect(root["a"]?.double == 10)
        #expect(root["e"]?.bool == nil)
        #expect(root["f"]?.bool == false)
        #expect(root["g"]?.int == nil)
    }

    @Test func readsNestedListsAndMappingsWithPlaces() throws {
        let yaml = """
        tags:
          - swift
          - "yaml"
        inline: [a, b]
        layouts:
          wide: "width: 100%;"
          map: {k: v}
        """
        let root = try YAMLReader.read(yaml, path: "f.yml")
        let tags = try #require(root["tags"]?.array)
        #expect(tags.map(\.string) == ["swift", "yaml"])
        #expect(tags.map(\.location) == [at(2, 5), at(3, 5)])
        #expect(root["tags"]?.location == at(2, 3))
        #expect(root["inline"]?.array?.map(\.location) == [at(4, 10), at(4, 13)])
        #expect(root["inline"]?.location == at(4, 9))
        let layouts = try #require(root.entry(forKey: "layouts"))
        #expect(layouts.value.entry(forKey: "wide")?.keyLocation == at(6, 3))
        #expect(layouts.value["wide"]?.location == at(6, 9))
        #expect(layouts.value["map"]?["k"]?.string == "v")
        #expect(layouts.value["map"]?.entry(forKey: "k")?.keyLocation == at(7, 9))
    }

    @Test func keepsKeyOrder() throws {
        let root = try YAMLReader.read("z: 1\na: 2\nm: 3\n", path: "f.yml")
        #expect(root.entries?.map(\.key) == ["z", "a", "m"])
    }

    @Test func blockScalarsKeepTheirText() throws {
        let root = try YAMLReader.read("a: |\n  one\n  two\nb: >\n  one\n  two\n", path: "f.yml")
        #expect(root["a"] == .scalar(YAMLScalar("one\ntwo\n", style: .literal, at: at(1, 4))))
        #expect(root["b"]?.string == "one two\n")
    }

    @Test func columnsCountBytes() throws {
        let root = try YAMLReader.read("é: [ü, x]\n", path: "f.yml")
        #expect(root["é"]?.array?.map(\.location) == [at(1, 6), at(1, 10)])
    }

    @Test func syntaxErrorHasLibyamlPlaceAndProblem() {
        #expect(errors("title: x\nauthor: y\nbad: a: b\n")
                == ["folio.yml:3:7: error: YAML: mapping values are not allowed in this context"])
    }

    @Test func syntaxErrorIsMovedByLineOffset() {
        #expect(errors("title: x\nbad: a: b\n", lineOffset: 1)
                == ["folio.yml:3:7: error: YAML: mapping values are not allowed in this context"])
    }

    @Test func syntaxErrorNamesItsContext() {
        #expect(errors("a: [1, 2\nb: 3\n") == [
            "folio.yml:2:2: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1)",
        ])
    }

    @Test func rejectsSecondDocument() {
        #expect(errors("a: 1\n---\nb: 2\n")
                == ["folio.yml:2:1: error: YAML: a second document starts here; folio reads one"])
    }

    @Test func rejectsAnchorsAndAliases() {
        #expect(errors("a: &x 1\n")
                == ["folio.yml:1:4: error: YAML: anchors (&x) are not supported; write the value out"])
    }

    @Test func rejectsUnknownTagsButReadsStrTagAsString() throws {
        #expect(errors("a: !!binary aGk=\n")
                == ["folio.yml:1:4: error: YAML: tag 'tag:yaml.org,2002:binary' is not supported"])
        let root = try YAMLReader.read("a: !!str true\n", path: "f.yml")
        #expect(root["a"]?.bool == nil)
        #expect(root["a"]?.string == "true")
    }

    @Test func reportsEveryDuplicateKey() {
        #expect(errors("a: 1\nb: 2\na: 3\nb: 4\n") == [
            "folio.yml:3:1: error: YAML: duplicate key 'a' (first at line 1)",
            "folio.yml:4:1: error: YAML: duplicate key 'b' (first at line 2)",
        ])
    }

    @Test func rejectsNonStringKeys() {
        #expect(errors("? [a, b]\n: 1\n") == ["folio.yml:1:3: error: YAML: a mapping key must be a string"])
    }

    @Test func readerErrorHasAPlace() {
        #expect(errors("a: 1\nb: x\u{07}\n").first?.hasPrefix("folio.yml:2:5: error: YAML: control characters") == true)
    }
}
