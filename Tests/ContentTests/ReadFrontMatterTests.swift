import Foundation
import Testing
@testable import Content
import SourceDiagnostics

@Suite struct ReadFrontMatterTests {
    private let path = "content/posts/x.md"
    private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    private let newYork = TimeZone(identifier: "America/New_York")!

    private func read(_ file: String, in zone: TimeZone = .gmt) throws -> Checked<FrontMatter> {
        try readFrontMatter(try splitFrontMatter(file, path: path), timeZone: zone)
    }

    private func problems(_ file: String) -> [String] {
        do {
            _ = try read(file)
            return []
        } catch {
            return (error as? Diagnostics)?.all.map(\.description) ?? ["not Diagnostics: \(error)"]
        }
    }

    @Test func readsEveryKey() throws {
        let result = try read("""
        ---
        title: "Hello: world"
        date: 2024-05-01T09:30:00+02:00
        updated: 2024-05-03
        tags: [swift, "static sites"]
        draft: true
        slug: hello-world
        summary: A first post.
        image: cover.jpg
        ---
        Body
        """)
        let front = result.value
        #expect(result.warnings.isEmpty)
        #expect(front.title == "Hello: world")
        #expect(front.date == PostDate.parse("2024-05-01T07:30:00Z", in: .gmt))
        #expect(front.updated == PostDate.parse("2024-05-03", in: .gmt))
        #expect(front.tags == ["swift", "static sites"])
        #expect(front.draft)
        #expect(front.slug == "hello-world")
        #expect(front.summary == "A first post.")
        #expect(front.image == "cover.jpg")
        #expect(front.keyLocations["draft"] == SourceLocation(line: 6, column: 1))
    }

    @Test func noFrontMatterGivesDefaults() throws {
        let result = try read("# Just a body\n")
        #expect(result.value == FrontMatter())
        #expect(!result.value.draft && result.value.tags.isEmpty && result.value.date == nil)
    }

    @Test func emptyFrontMatterGivesDefaults() throws {
        #expect(try read("---\n---\nBody\n").value == FrontMatter())
    }

    @Test func nullValuesReadAsAbsent() throws {
        let front = try read("---\ntitle:\ntags: ~\ndraft:\n---\n").value
        #expect(front.title == nil && front.tags.isEmpty && !front.draft)
    }

    @Test func datesWithoutOffsetUseTheSiteZone() throws {
        for text in ["2024-05-01", "2024-05-01T09:30:00", "2024-05-01 09:30"] {
            let file = "---\ndate: \(text)\n---\n"
            let inTokyo = try #require(try read(file, in: tokyo).value.date)
            let inNewYork = try #require(try read(file, in: newYork).value.date)
            #expect(inNewYork.timeIntervalSince(inTokyo) == 13 * 3600)
            #expect(inTokyo == PostDate.parse(text, in: tokyo))
        }
    }

    @Test func dateWithOffsetIgnoresTheSiteZone() throws {
        let file = "---\ndate: 2024-05-01T09:30:00+02:00\n---\n"
        #expect(try read(file, in: tokyo).value.date == read(file, in: newYork).value.date)
    }

    @Test func quotedDateIsReadToo() throws {
        #expect(try read("---\ndate: '2024-05-01'\n---\n").value.date == PostDate.parse("2024-05-01", in: .gmt))
    }

    @Test func tagsAsCommaSeparatedString() throws {
        #expect(try read("---\ntags: swift,  yaml , static sites\n---\n").value.tags
                == ["swift", "yaml", "static sites"])
    }

    @Test func tagsAsBlockList() throws {
        #expect(try read("---\ntags:\n  - swift\n  - ' yaml '\n  - 2024\n---\n").value.tags
                == ["swift", "yaml", "2024"])
    }

    @Test func repeatedTagIsAWarning() throws {
        let result = try read("---\ntags: [a, b, a]\n---\n")
        #expect(result.value.tags == ["a", "b"])
        #expect(result.warnings.map(\.description) == ["content/posts/x.md:2:14: warning: tag 'a' is listed twice"])
    }

    @Test func emptyTagsAreErrors() {
        #expect(problems("---\ntags: [a, '', b]\n---\n") == ["content/posts/x.md:2:11: error: empty tag in 'tags'"])
        #expect(problems("---\ntags: a,,b\n---\n") == ["content/posts/x.md:2:7: error: empty tag in 'tags'"])
        #expect(problems("---\ntags:\n  -\n  - b\n---\n") == ["content/posts/x.md:3:4: error: empty tag in 'tags'"])
    }

    @Test func tagsOfWrongTypeAreErrors() {
        #expect(problems("---\ntags: [a, [b]]\n---\n")
                == ["content/posts/x.md:2:11: error: each tag must be a string, found a list"])
        #expect(problems("---\ntags: {a: 1}\n---\n")
                == ["content/posts/x.md:2:7: error: 'tags' must be a list or a comma-separated string, "
                    + "found a mapping"])
    }

    @Test func draftMustBeABoolean() throws {
        #expect(try read("---\ndraft: false\n---\n").value.draft == false)
        #expect(problems("---\ndraft: yes\n---\n")
                == ["content/posts/x.md:2:8: error: 'draft' must be true or false, found 'yes'"])
        #expect(problems("---\ndraft: \"true\"\n---\n")
                == ["content/posts/x.md:2:8: error: 'draft' must be true or false, found the quoted string \"true\""])
    }

    @Test(arguments: ["../etc", "a/b", "hello world", "..", ".x", "a?b", "a%20b"])
    func badSlugIsAnError(slug: String) {
        #expect(problems("---\nslug: '\(slug)'\n---\n") == [
            "content/posts/x.md:2:7: error: slug '\(slug)' may only contain letters, digits, '-', '_', '.' and '~' "
                + "(and may not start with '.')",
        ])
    }

    @Test(arguments: ["swift-CI", "swift-2.2-released", "a_b", "café", "-x"])
    func anyURLSafeSlugIsKeptAsWritten(slug: String) throws {
        #expect(try read("---\nslug: '\(slug)'\n---\n").value.slug == slug)
    }

    @Test func badDateIsAnErrorAtTheValue() {
        #expect(problems("---\ntitle: x\ndate: 2024-02-30\n---\n") == [
            "content/posts/x.md:3:7: error: 'date' must be a date such as 2024-05-01, 2024-05-01 09:30 or "
                + "2024-05-01T09:30:00+02:00, found '2024-02-30'",
        ])
    }

    @Test func unknownKeysAreWarningsWithTheirLine() throws {
        let result = try read("---\ntitle: x\ntilte: y\nshiny: wide\n---\n")
        #expect(result.warnings.map(\.description) == [
            "content/posts/x.md:3:1: warning: unknown key 'tilte' (did you mean 'title'?)",
            "content/posts/x.md:4:1: warning: unknown key 'shiny'",
        ])
    }

    /// A key of an old theme in every post is one warning that says how to accept it; a key in a few files, and
    /// every other warning, stays at each place.
    @Test func anUnknownKeyManyFilesShareIsOneWarning() throws {
        var warnings: [Diagnostic] = []
        for index in 1...5 {
            let extra = index <= UnknownKeyWarnings.limit ? "tilte: y\n" : ""
            let file = "---\ntitle: x\nstatus:\n  swift: 5\n\(extra)updated: 2024-05-01\ndate: 2024-05-02\n---\n"
            warnings += try readFrontMatter(try splitFrontMatter(file, path: "content/posts/\(index).md"),
                                            timeZone: .gmt).warnings
        }
        warnings.append(.warning("unknown key 'x'", path: "folio.yml", at: SourceLocation(line: 2, column: 1)))
        let folded = UnknownKeyWarnings.folded(warnings).map(\.description)
        #expect(folded.filter { $0.contains("'status'") } == [
            "content/posts/1.md:3:1: warning: unknown key 'status', and in 4 other files; if your templates or tools "
                + "use it, list it in folio.yml's ignored_front_matter",
        ])
        #expect(folded.filter { $0.contains("'tilte'") }.count == UnknownKeyWarnings.limit)
        #expect(folded.filter { $0.contains("'updated' is before 'date'") }.count == 5)
        #expect(folded.last == "folio.yml:2:1: warning: unknown key 'x'")
        #expect(folded.count == 1 + UnknownKeyWarnings.limit + 5 + 1)
    }

    @Test func updatedBeforeDateIsAWarning() throws {
        let result = try read("---\ndate: 2024-05-02\nupdated: 2024-05-01\n---\n")
        #expect(result.warnings.map(\.description) == ["content/posts/x.md:3:1: warning: 'updated' is before 'date'"])
    }

    @Test func collectsEveryProblemWithWarnings() {
        #expect(problems("---\ntitle: [x]\ndraft: 1\nslug: A/\nfoo: 1\n---\n") == [
            "content/posts/x.md:2:8: error: 'title' must be a string, found a list",
            "content/posts/x.md:3:8: error: 'draft' must be true or false, found '1'",
            "content/posts/x.md:4:7: error: slug 'A/' may only contain letters, digits, '-', '_', '.' and '~' "
                + "(and may not start with '.')",
            "content/posts/x.md:5:1: warning: unknown key 'foo'",
        ])
    }

    @Test func yamlSyntaxErrorPointsAtTheMarkdownFileLine() {
        #expect(problems("---\ntitle: x\nsummary: a: b\n---\n")
                == ["content/posts/x.md:3:11: error: YAML: mapping values are not allowed in this context"])
    }

    @Test func frontMatterMustBeAMapping() {
        #expect(problems("---\n- a\n- b\n---\n")
                == ["content/posts/x.md:2:1: error: front matter must be a mapping of keys to values, found a list"])
    }
}
