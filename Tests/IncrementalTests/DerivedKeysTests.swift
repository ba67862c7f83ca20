import Foundation
import Testing
@testable import Incremental
import Mustache
import Fingerprints
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

    /// A record's content hash is made once and kept in the record: hashing it again, or a record of the same
    /// fields made apart (not yet hashed), gives the same hash; a record of another value, or over another base,
    /// another. What a file's key needs of it.
    @Test func aRecordsHashIsKeptAndIsTheHashOfItsFields() {
        let shape = TemplateShape(["title", "tags"])
        func record(_ title: String, base: TemplateValue? = nil) -> TemplateValue {
            .record(TemplateRecord(shape, [.string(title), .list([.string("swift"), .int(3)])], base: base))
        }
        func hash(_ value: TemplateValue) -> ContentHash {
            var hash = ContentHash()
            value.hash(into: &hash)
            return hash
        }
        let summary = record("Rivers")
        let first = hash(summary)
        guard case .record(let kept) = summary else { return }
        #expect(kept.digest.load(ordering: .relaxed) != 0)
        #expect(hash(summary) == first)
        #expect(hash(record("Rivers")) == first)
        #expect(hash(record("Stones")) != first)
        #expect(hash(record("Rivers", base: .map(["a": .int(1)]))) != first)
        // Inside a list, the list's own hash follows the record's.
        #expect(hash(.list([summary, summary])) == hash(.list([record("Rivers"), record("Rivers")])))
        #expect(hash(.list([summary, record("Stones")])) != hash(.list([summary, summary])))
    }
}
