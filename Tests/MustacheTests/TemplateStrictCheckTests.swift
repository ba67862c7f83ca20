import Testing
@testable import Mustache

@Suite("Strict name check")
struct TemplateStrictCheckTests {
    @Test func reportsEachNameNoContextProvidesAtItsTag() throws {
        let library = try TemplateLibrary(sources: [
            "post": "<h1>{{title}}</h1>\n{{#tags}}<a>{{nmae}}</a>{{/tags}}\n{{> footer}}{{subtitle}}",
            "footer": "\n  {{sitename}}",
        ])
        let context: TemplateValue = ["title": "T", "tags": [["name": "a"], ["name": "b"]], "subtitle": nil]
        let found = try library.unresolvedNames(rendering: "post", with: context)
        #expect(found.map(\.description) == [
            "templates/post.mustache:2:13: error: no value for 'nmae' in the context",
            "templates/footer.mustache:2:3: error: no value for 'sitename' in the context",
        ])
        #expect(try library.render("post", with: context) == "<h1>T</h1>\n<a></a><a></a>\n\n  ")
    }

    @Test func reportsMissingSectionsAndDynamicPartialNames() throws {
        let library = try TemplateLibrary(sources: ["t": "{{#draft}}d{{/draft}}{{> *kind}}"])
        let found = try library.unresolvedNames(rendering: "t", with: [:])
        #expect(found.map(\.message) == [
            "no value for 'draft' in the context",
            "no value for 'kind' (the name of a partial) in the context",
        ])
        #expect(try library.unresolvedNames(rendering: "t", with: ["draft": false, "kind": "t2"]).map(\.message)
            == ["no value for template 't2' in the context"])
    }

    @Test func aCompleteContextHasNothingToReport() throws {
        let library = try TemplateLibrary(sources: ["t": "{{a}}{{#b}}{{c}}{{/b}}"])
        #expect(try library.unresolvedNames(rendering: "t", with: ["a": 1, "b": ["c": 2]]).isEmpty)
    }
}
