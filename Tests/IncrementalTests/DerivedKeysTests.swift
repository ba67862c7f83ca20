import Foundation
import Testing
@testable import Incremental
import Mustache
import Content
import Blog
import Build
import SiteTestSupport

/// A file's key is a hash of the context it is made from, so a field added to a context makes the files that show
/// it again when it changes, without anything in the incremental layer knowing of the field.
@Suite struct DerivedKeysTests {
    /// folio's summary with one more field: how many words the post's HTML holds.
    static let countingWords: @Sendable (Page, SummarySettings) -> TemplateValue = { page, settings in
        guard case .record(let fields) = summary(of: page, settings: settings) else { return .null }
        return .record(fields.adding("words", .int(page.rendered.html.split(whereSeparator: \.isWhitespace).count)))
    }

    static let files = [
        "content/posts/2024-01-01-a.md": "# A\n\nFirst paragraph.\n",
        "content/posts/2024-01-02-b.md": "# B\n\nFirst paragraph.\n",
        "templates/list.mustache": "{{#page.posts}}{{title}}: {{words}} words\n{{/page.posts}}",
    ]

    /// Builds through a layer that keeps `memory`, with `summarize` as stage 7's summary; returns the site and the
    /// paths it made through the templates.
    func build(_ site: SiteFixture, _ memory: inout BuildMemory,
               _ summarize: @escaping @Sendable (Page, SummarySettings) -> TemplateValue) async throws
        -> (files: [String: Data], templated: Set<String>) {
        let options = BuildOptions(now: SiteFixture.now)
        var layer = IncrementalBuild(memory: memory, root: site.root, inputs: InputFingerprint(root: site.root,
                                                                                               options: options),
                                     keepsWhole: true, racyWindow: 0)
        let built = try await makeSite(at: site.root, options: options, layer: &layer, summarize: summarize)
        memory = layer.memory
        return (Dictionary(uniqueKeysWithValues: try built.files.map { ($0.path, try $0.data()) }),
                Set(layer.templated))
    }

    /// An edit below a post's first paragraph, which folio's own summary does not show.
    func editBelowTheFirstParagraph(_ site: SiteFixture) throws {
        try site.folder.write("content/posts/2024-01-02-b.md", "# B\n\nFirst paragraph.\n\nThree more words.\n")
    }

    @Test func aFieldAddedToTheSummaryMakesTheListsThatShowItAgain() async throws {
        let site = try SiteFixture(files: Self.files)
        defer { site.remove() }
        var memory = BuildMemory()
        _ = try await build(site, &memory, Self.countingWords)
        try editBelowTheFirstParagraph(site)
        let edited = try await build(site, &memory, Self.countingWords)
        // The post's page, the feed, and every file that lists it: the home page and the archive.
        #expect(edited.templated.isSuperset(of: ["2024/01/b/index.html", "feed.xml", "index.html",
                                                 "archive/index.html"]))
        var fresh = BuildMemory()
        let clean = try await build(site, &fresh, Self.countingWords)
        #expect(edited.files == clean.files)
        #expect(String(decoding: edited.files["index.html"] ?? Data(), as: UTF8.self).contains("B: 5 words"))
    }

    @Test func withoutTheFieldTheListsAreLeftAsTheyWere() async throws {
        // Without search, whose index holds every post's words (its own tests count what an edit changes there).
        let site = try SiteFixture(config: "search: false\n", files: Self.files)
        defer { site.remove() }
        var memory = BuildMemory()
        _ = try await build(site, &memory, summary(of:settings:))
        try editBelowTheFirstParagraph(site)
        let edited = try await build(site, &memory, summary(of:settings:))
        // The post's page and the feeds, which show it whole (it has no tags, so no tag's feed).
        #expect(edited.templated == ["2024/01/b/index.html", "feed.xml", "feed.json"])
    }
}
