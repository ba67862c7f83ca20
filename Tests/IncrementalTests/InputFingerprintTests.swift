import Foundation
import Testing
@testable import Incremental
import Fingerprints
import TestSupport
import Content

/// The look at every input that a build starts with, and what a preview keeps of it between saves.
@Suite struct InputFingerprintTests {
    func site() throws -> TemporarySite {
        let site = try TemporarySite()
        try site.write("folio.yml", "title: T\nbase_url: https://example.com\n")
        try site.write("content/posts/2024-01-01-a.md", "# A\n")
        try site.write("content/posts/pic.png", "png")
        try site.write("templates/post.mustache", "{{page.title}}")
        return site
    }

    @Test func everyInputCountsAndTheOrderOfListingDoesNot() throws {
        let site = try site()
        defer { site.remove() }
        let first = InputFingerprint(root: site.url, options: BuildOptions())
        #expect(InputFingerprint(root: site.url, options: BuildOptions()) == first)
        #expect(first.identities.keys.sorted() == ["content/posts/2024-01-01-a.md", "content/posts/pic.png"])
        for (path, text) in [("content/posts/2024-01-01-a.md", "# A, longer\n"), ("templates/post.mustache", "x"),
                             ("content/posts/pic.png", "png!"), ("static/new.txt", "new")] {
            let before = InputFingerprint(root: site.url, options: BuildOptions())
            try site.write(path, text)
            let after = InputFingerprint(root: site.url, options: BuildOptions())
            #expect(after != before, "after writing \(path)")
            // What pages may show (not Markdown, not the theme) is the assets' hash.
            let isShown = !path.hasSuffix(".md") && !path.hasPrefix("templates/")
            #expect((after.assets != before.assets) == isShown,
                    "assets after \(path)")
        }
    }

    @Test func aSaveOfAPostThatWasThereUpdatesItsIdentityAndNothingElseDoes() throws {
        let site = try site()
        defer { site.remove() }
        var inputs = InputFingerprint(root: site.url, options: BuildOptions())
        let before = inputs.identities["content/posts/2024-01-01-a.md"]
        try site.write("content/posts/2024-01-01-a.md", "# A, edited at more length\n")
        let updated = inputs.updateIdentities(of: ["content/posts/2024-01-01-a.md"], below: site.url)
        #expect(updated)
        #expect(inputs.identities["content/posts/2024-01-01-a.md"] != before)
        #expect(inputs.identities["content/posts/2024-01-01-a.md"]
                    == FileIdentity(path: site.url.appending(path: "content/posts/2024-01-01-a.md").path))
        // A new post, an image, the theme, a removed post: each needs a new look at everything.
        try site.write("content/posts/2024-01-02-b.md", "# B\n")
        try FileManager.default.removeItem(at: site.url.appending(path: "content/posts/2024-01-01-a.md"))
        for path in ["content/posts/2024-01-02-b.md", "content/posts/pic.png", "templates/post.mustache",
                     "content/posts/2024-01-01-a.md"] {
            var copy = inputs
            let updated = copy.updateIdentities(of: [path], below: site.url)
            #expect(!updated, "\(path)")
        }
    }
}
