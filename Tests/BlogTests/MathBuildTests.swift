import Foundation
import Testing
@testable import Blog
import SiteTestSupport

/// Math in a site build: on by default, `math: false` in folio.yml, the cache, and a formula folio cannot read.
@Suite struct MathBuildTests {
    static let files = ["content/posts/2024-01-01-a.md": "# A\n\nEnergy $E = mc^2$, and $\\foo$.\n"]

    @Test func onByDefaultWithAWarningForWhatItCannotRead() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        let built = try await site.make()
        let page = try #require(built.text("2024/01/a/index.html"))
        #expect(page.contains("<math><semantics><mrow><mi>E</mi><mo>=</mo>"))
        #expect(page.contains(", and <code class=\"language-math\">\\foo</code>."))
        #expect(built.warnings.map(\.description)
                == ["content/posts/2024-01-01-a.md:3:25: warning: math: undefined command \\foo; the formula is "
                    + "shown as code"])
    }

    @Test func offWithMathFalse() async throws {
        let site = try SiteFixture(config: "math: false\n", files: Self.files)
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("2024/01/a/index.html") == "A|2024-01-01||||\n<p>Energy $E = mc^2$, and $\\foo$.</p>\n")
        #expect(built.warnings.isEmpty)
    }

    @Test func turningMathOnAndOffWithACacheGivesWhatACleanBuildGives() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        _ = try await site.build()
        for config in ["math: false\n", "math: true\n"] {
            try site.folder.write("folio.yml", "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\n"
                                  + config)
            _ = try await site.build()
            _ = try await site.build(into: "clean", cache: false)
            let page = "2024/01/a/index.html"
            let cached = try String(contentsOf: site.root.appending(path: "public/" + page), encoding: .utf8)
            let clean = try String(contentsOf: site.root.appending(path: "clean/" + page), encoding: .utf8)
            #expect(cached == clean)
            #expect(cached.contains("<math>") == (config == "math: true\n"))
        }
    }
}
