import Foundation
import Testing
@testable import Mustache
import SourceDiagnostics

@Suite("Template library from a folder")
struct TemplateLibraryLoadingTests {
    /// A fresh folder with `files` (relative path → text) written into it.
    private func makeFolder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-templates-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func readsEveryTemplateRecursivelyAndRendersByName() throws {
        let root = try makeFolder([
            "layout.mustache": "<main>{{$main}}{{/main}}</main>{{> partials/footer}}",
            "post.mustache": "{{<layout}}{{$main}}{{title}}{{/main}}{{/layout}}",
            "partials/footer.mustache": "<footer/>",
            "notes.txt": "not a template {{",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let library = try TemplateLibrary(directory: root, displayPath: "templates")
        #expect(library.templates.keys.sorted() == ["layout", "partials/footer", "post"])
        #expect(library.templates["partials/footer"]?.path == "templates/partials/footer.mustache")
        #expect(try library.render("post", with: ["title": "Hi"]) == "<main>Hi</main><footer/>")
    }

    @Test func reportsEveryProblemWithTheDisplayPath() throws {
        let root = try makeFolder([
            "post.mustache": "ok\n  {{#tags}}",
            "partials/card.mustache": "{{> nope}}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let error = #expect(throws: Diagnostics.self) { try TemplateLibrary(directory: root, displayPath: "theme") }
        #expect(error?.all.map(\.description) == [
            "theme/partials/card.mustache:1:1: error: unknown partial 'nope' (no theme/nope.mustache)",
            "theme/post.mustache:2:3: error: section 'tags' opened here is never closed",
        ])
    }

    @Test func aMissingFolderIsAnError() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("folio-none-\(UUID().uuidString)")
        let error = #expect(throws: Diagnostics.self) {
            try TemplateLibrary(directory: missing, displayPath: "templates")
        }
        #expect(error?.all.first?.path == "templates")
    }

    @Test func aLinkOutOfTheFolderIsAnError() throws {
        let outside = try makeFolder(["secret.mustache": "secret"])
        let root = try makeFolder(["post.mustache": "x"])
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        let secret = outside.appendingPathComponent("secret.mustache")
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("leak.mustache"),
                                                   withDestinationURL: secret)
        let error = #expect(throws: Diagnostics.self) { try TemplateLibrary(directory: root, displayPath: "templates") }
        #expect(error?.all.map(\.description) == [
            "templates/leak.mustache: error: this template is a link that leads out of the template folder",
        ])
    }
}
