import Testing
import Mustache

/// The README's example of this library, run as it is written there (a test compares the two).
@Suite struct ReadmeExampleTests {
    @Test func example() throws {
        // README: begin
        let library = try TemplateLibrary(sources: [
            "page": "{{<layout}}{{$body}}<p>Hello, {{name}}!</p>{{/body}}{{/layout}}",
            "layout": "<main>{{$body}}{{/body}}</main>",
        ])
        let html = try library.render("page", with: ["name": "Ada & Bob"])
        // html == "<main><p>Hello, Ada &amp; Bob!</p></main>"

        // A typed context, shown to templates through one table of its fields:
        struct Author: Sendable { var name: String }
        let fields = TemplateFields<Author>().field("name") { .string($0.name) }
        let bytes = try library.renderBytes("page", with: fields.record(Author(name: "Grace")))
        // String(decoding: bytes, as: UTF8.self) == "<main><p>Hello, Grace!</p></main>"
        // README: end
        #expect(html == "<main><p>Hello, Ada &amp; Bob!</p></main>")
        #expect(String(decoding: bytes, as: UTF8.self) == "<main><p>Hello, Grace!</p></main>")
    }
}
