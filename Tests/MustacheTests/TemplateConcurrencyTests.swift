import Testing
@testable import Mustache

@Suite("Template concurrency")
struct TemplateConcurrencyTests {
    @Test func eightThreadsRenderTheSameTemplateIdentically() async throws {
        let library = try TemplateLibrary(sources: [
            "layout": "<html>{{$main}}{{/main}}{{> footer}}</html>",
            "footer": "<footer>{{site}} & co</footer>",
            "post": "{{<layout}}{{$main}}<h1>{{title}}</h1>{{#tags}}<a>{{.}}</a>{{/tags}}{{/main}}{{/layout}}",
        ])
        let context: TemplateValue = ["title": "A <b> title", "site": "Folio", "tags": ["a", "b&c", "d"]]
        let expected = try library.render("post", with: context)
        #expect(expected == "<html><h1>A &lt;b&gt; title</h1><a>a</a><a>b&amp;c</a><a>d</a>"
            + "<footer>Folio & co</footer></html>")
        let outputs = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try (0..<200).map { _ in try library.render("post", with: context) }
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outputs.count == 8 * 200)
        #expect(outputs.allSatisfy { $0 == expected })
    }
}
