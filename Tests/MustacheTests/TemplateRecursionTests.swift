import Testing
@testable import Mustache
import SourceDiagnostics

@Suite("Template recursion")
struct TemplateRecursionTests {
    @Test func runawayPartialRecursionStopsWithAnError() throws {
        let library = try TemplateLibrary(sources: ["post": "{{> loop}}", "loop": "x\n  {{> loop}}\n"])
        let error = #expect(throws: Diagnostics.self) { try library.render("post", with: [:]) }
        #expect(error?.all.map(\.description) == [
            "templates/loop.mustache:2:3: error: partial 'loop' is nested more than 100 levels deep; "
                + "does it include itself without end?",
        ])
    }

    @Test func runawayParentAndBlockRecursionStopWithAnError() throws {
        let parents = try TemplateLibrary(sources: ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"])
        #expect(throws: Diagnostics.self) { try parents.render("a", with: [:]) }
        let blocks = try TemplateLibrary(sources: ["p": "{{$x}}{{/x}}", "c": "{{<p}}{{$x}}({{$x}}{{/x}}){{/x}}{{/p}}"])
        let error = #expect(throws: Diagnostics.self) { try blocks.render("c", with: [:]) }
        #expect(error?.all.first?.message.hasPrefix("block 'x' is nested more than 100 levels deep") == true)
    }

    @Test func recursionThatEndsIsAllowed() throws {
        var tree: TemplateValue = ["name": "leaf", "children": []]
        for level in 0..<40 { tree = ["name": .string("n\(level)"), "children": [tree]] }
        let library = try TemplateLibrary(sources: ["node": "{{name}}({{#children}}{{> node}}{{/children}})"])
        let output = try library.render("node", with: tree)
        #expect(output.hasPrefix("n39(n38(") && output.hasSuffix("leaf()" + String(repeating: ")", count: 40)))
    }

    @Test func theDepthLimitCanBeSet() throws {
        let sources = ["node": "{{#child}}{{> node}}{{/child}}."]
        var context: TemplateValue = ["child": false]  // not absent: names are looked up in outer sections too
        for _ in 0..<10 { context = ["child": context] }
        let strict = try TemplateLibrary(sources: sources, options: .init(maximumDepth: 5))
        #expect(throws: Diagnostics.self) { try strict.render("node", with: context) }
        let roomy = try TemplateLibrary(sources: sources, options: .init(maximumDepth: 10))
        #expect(try roomy.render("node", with: context) == String(repeating: ".", count: 11))
    }
}
