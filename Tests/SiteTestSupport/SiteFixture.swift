import Foundation
import Build
import Incremental
import SourceDiagnostics
import TestSupport
import Content

/// A small site in a temporary folder, with a theme that prints just what the tests look at.
public struct SiteFixture: Sendable {
    public let folder: TemporarySite
    public var root: URL { folder.url }

    public static let theme: [String: String] = [
        "templates/post.mustache": "{{page.title}}|{{page.date}}|{{#page.tags}}{{name}}>{{url}} {{/page.tags}}|"
            + "{{#page.previous}}previous={{url}}{{/page.previous}}|{{#page.next}}next={{url}}{{/page.next}}|"
            + "{{#page.draft}}DRAFT{{/page.draft}}{{#page.future}}FUTURE{{/page.future}}\n{{{page.content}}}",
        "templates/page.mustache": "{{page.title}}\n{{{page.content}}}",
        "templates/list.mustache": "{{page.kind}} {{page.heading}} "
            + "{{page.pagination.current}}/{{page.pagination.total}}"
            + "{{#page.pagination.has_next}} next={{page.pagination.next_url}}{{/page.pagination.has_next}}\n"
            + "{{#page.posts}}{{title}} {{url}}\n{{/page.posts}}",
        "templates/tags.mustache": "{{#page.tags}}{{name}} {{count}} {{url}}\n{{/page.tags}}",
        "templates/archive.mustache": "{{#page.years}}{{year}}:{{#posts}} {{title}}{{/posts}}\n{{/page.years}}",
        "templates/404.mustache": "not found",
        // A theme with a search page gets a search index (a whole theme without one, an earlier one, does not).
        "templates/search.mustache": "search",
        "templates/style.css": "body { color: black; }\n",
    ]

    public init(config: String = "", files: [String: String], theme: [String: String] = SiteFixture.theme) throws {
        folder = try TemporarySite()
        try folder.write("folio.yml", "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\n" + config)
        for (path, text) in theme.merging(files, uniquingKeysWith: { $1 }) { try folder.write(path, text) }
    }

    public func write(_ path: String, _ data: Data) throws { try folder.write(path, data) }

    /// A build as `folio build` makes it, with its cache; its files are trusted as soon as they are written (the
    /// tests write and build within milliseconds), so the cache's shortcuts are taken wherever they can be.
    public func build(into output: String = "public", cache: Bool = true) async throws -> BuildReport {
        var options = BuildOptions(output: output, now: SiteFixture.now)
        options.usesCache = cache
        return try await buildSite(at: root, options: options, racyWindow: 0)
    }

    public func make(_ options: BuildOptions = BuildOptions(now: SiteFixture.now)) async throws(Diagnostics)
        -> BuiltSite {
        try await makeSite(at: root, options: options)
    }

    /// The problems of a build that must fail, as printed.
    public func failure(_ options: BuildOptions = BuildOptions(now: SiteFixture.now)) async -> [String] {
        do {
            _ = try await makeSite(at: root, options: options)
            return ["(the build succeeded)"]
        } catch {
            return error.sorted.map(\.description)
        }
    }

    public func remove() { folder.remove() }

    /// A fixed "now" (2025-01-01), so which posts are in the future never depends on the day the tests run.
    public static let now = Date(timeIntervalSince1970: 1_735_689_600)
}

extension BuiltSite {
    public func text(_ path: String) -> String? {
        files.first { $0.path == path }.flatMap { try? $0.data() }.map { String(decoding: $0, as: UTF8.self) }
    }

    public var paths: [String] { files.map(\.path).sorted() }
}
