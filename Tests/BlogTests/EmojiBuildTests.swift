import Foundation
import Testing
@testable import Blog
import SiteTestSupport

/// Emoji shortcodes in a site build: on by default, `emoji: false` in folio.yml, and the cache.
@Suite struct EmojiBuildTests {
    static let files = ["content/posts/2024-01-01-a.md": "# Launch :rocket:\n\nDone :tada:, see `:tada:`.\n"]

    @Test func onByDefaultAndOffWithEmojiFalse() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        #expect(try await site.make().text("2024/01/a/index.html")
                == "Launch 🚀|2024-01-01||||\n<p>Done 🎉, see <code>:tada:</code>.</p>\n")
        let off = try SiteFixture(config: "emoji: false\n", files: Self.files)
        defer { off.remove() }
        #expect(try await off.make().text("2024/01/a/index.html")
                == "Launch :rocket:|2024-01-01||||\n<p>Done :tada:, see <code>:tada:</code>.</p>\n")
    }

    @Test func turningEmojiOnAndOffWithACacheGivesWhatACleanBuildGives() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        _ = try await site.build()
        for config in ["emoji: false\n", "emoji: true\n"] {
            try site.folder.write("folio.yml", "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\n"
                                  + config)
            _ = try await site.build()
            _ = try await site.build(into: "clean", cache: false)
            let page = "2024/01/a/index.html"
            let cached = try String(contentsOf: site.root.appending(path: "public/" + page), encoding: .utf8)
            let clean = try String(contentsOf: site.root.appending(path: "clean/" + page), encoding: .utf8)
            #expect(cached == clean)
            #expect(cached.contains("🎉") == (config == "emoji: true\n"))
        }
    }
}
