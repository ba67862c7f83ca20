import Testing
@testable import FolioCore

@Suite struct SlugTests {
    @Test(arguments: ["hello", "swift-6", "2024-recap", "a"])
    func accepts(slug: String) {
        #expect(Slug.isValid(slug))
    }

    @Test(arguments: ["", "Hello", "a/b", "..", "a..b", "-x", "x-", "café", "a b", "a_b", "a.b"])
    func rejects(slug: String) {
        #expect(!Slug.isValid(slug))
    }
}
