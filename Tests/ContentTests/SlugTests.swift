import Testing
@testable import Content

@Suite struct SlugTests {
    @Test(arguments: ["hello", "swift-6", "2024-recap", "a", "swift-CI", "swift-2.2-released", "a_b", "café", "x~y",
                      "-x", "x-", "日本語"])
    func accepts(slug: String) {
        #expect(Slug.isValid(slug))
    }

    @Test(arguments: ["", "a/b", ".", "..", ".hidden", "a b", "a?b", "a#b", "a%20b", "a+b", "a:b", "a\\b"])
    func rejects(slug: String) {
        #expect(!Slug.isValid(slug))
    }

    @Test func fileNamesFollowGitHubsHeadingRules() {
        #expect(Slug.fromFileName("0471-SerialExecutor-isIsolated") == "0471-serialexecutor-isisolated")
        #expect(Slug.fromFileName("swift-CI") == "swift-ci")
        #expect(Slug.fromFileName("swift-2.2-released") == "swift-22-released")
        #expect(Slug.fromFileName("My First Post") == "my-first-post")
        #expect(Slug.fromFileName("C++ tips") == "c-tips")
        #expect(Slug.fromFileName("Café Olé") == "café-olé")
        #expect(Slug.fromFileName("Ünïcödé_names") == "ünïcödé_names")
        #expect(Slug.fromFileName("日本語のメモ") == "日本語のメモ")
        #expect(Slug.fromFileName("+++") == "")
    }

    @Test func everySlugFromAFileNameIsValid() {
        for name in ["0471-SerialExecutor-isIsolated", "My First Post", "Café Olé", "日本語のメモ", "a_b-c"] {
            #expect(Slug.isValid(Slug.fromFileName(name)))
        }
    }
}
