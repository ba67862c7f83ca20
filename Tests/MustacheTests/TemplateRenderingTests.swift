import Testing
@testable import Mustache
import SourceDiagnostics

@Suite("Template rendering")
struct TemplateRenderingTests {
    private func render(_ source: String, _ context: TemplateValue, partials: [String: String] = [:]) throws
        -> String {
        try TemplateLibrary(sources: partials.merging(["main": source]) { _, main in main })
            .render("main", with: context)
    }

    @Test func doubleBracesEscapeAndTripleBracesAndAmpersandDoNot() throws {
        let context: TemplateValue = ["x": "<b>\"Tom\" & 'Jerry'</b>"]
        #expect(try render("{{x}}", context) == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
        #expect(try render("{{{x}}}", context) == "<b>\"Tom\" & 'Jerry'</b>")
        #expect(try render("{{& x}}", context) == "<b>\"Tom\" & 'Jerry'</b>")
    }

    @Test func missingNamesRenderEmpty() throws {
        #expect(try render("[{{nope}}][{{a.b.c}}][{{#nope}}x{{/nope}}][{{^nope}}y{{/nope}}]", [:]) == "[][][][y]")
    }

    @Test func swiftValuesConvert() throws {
        let subtitle: String? = nil
        let context = TemplateValue([
            "title": TemplateValue("Hello"), "count": TemplateValue(3), "ratio": TemplateValue(2.5),
            "whole": TemplateValue(4.0), "draft": TemplateValue(false), "subtitle": TemplateValue(subtitle),
            "tags": TemplateValue(["swift", "web"]), "meta": TemplateValue(["lang": "en"]),
        ])
        let output = try render(
            "{{title}} {{count}} {{ratio}} {{whole}} {{draft}} [{{subtitle}}] {{#tags}}<{{.}}>{{/tags}} {{meta.lang}}",
            context)
        #expect(output == "Hello 3 2.5 4 false [] <swift><web> en")
    }

    @Test func falsyValuesHideSections() throws {
        let template = "{{#v}}shown{{/v}}{{^v}}hidden{{/v}}"
        let cases: [(TemplateValue, String)] = [
            (nil, "hidden"), (false, "hidden"), ([], "hidden"), ("", "hidden"),
            (true, "shown"), (0, "shown"), ("x", "shown"), ([:], "shown"), (["a"], "shown"),
        ]
        for (value, expected) in cases {
            #expect(try render(template, ["v": value]) == expected, "\(value)")
        }
    }

    @Test func postUsesALayoutThroughInheritance() throws {
        let layout = """
            <html>
              <head><title>{{$title}}My blog{{/title}}</title></head>
              <body>
                {{> header}}
                {{$main}}
                <p>Nothing here.</p>
                {{/main}}
              </body>
            </html>

            """
        let post = """
            {{<layout}}
            {{$title}}{{title}} – My blog{{/title}}
            {{$main}}
              <article>
                <h1>{{title}}</h1>
                {{{body}}}
              </article>
            {{/main}}
            {{/layout}}

            """
        let header = "<header>{{site}}</header>\n"
        let library = try TemplateLibrary(sources: ["layout": layout, "post": post, "header": header])
        let output = try library.render("post", with: ["title": "Hi & bye", "body": "<p>Text</p>", "site": "Folio"])
        #expect(output == """
            <html>
              <head><title>Hi &amp; bye – My blog</title></head>
              <body>
                <header>Folio</header>
                <article>
                  <h1>Hi &amp; bye</h1>
                  <p>Text</p>
                </article>
              </body>
            </html>

            """)
        #expect(try library.render("layout", with: [:]).contains("<title>My blog</title>"))
    }

    @Test func renderingDoesNotChangeTheTemplate() throws {
        let library = try TemplateLibrary(sources: ["t": "{{#items}}{{.}},{{/items}}"])
        #expect(try library.render("t", with: ["items": [1, 2]]) == "1,2,")
        #expect(try library.render("t", with: ["items": ["a"]]) == "a,")
    }

    @Test func unknownTemplateNameIsAnError() throws {
        let library = try TemplateLibrary(sources: ["post": "x"])
        let error = #expect(throws: Diagnostics.self) { try library.render("pots", with: [:]) }
        #expect(error?.all.map(\.description) == [
            "templates: error: no template named 'pots' (templates/pots.mustache)",
        ])
    }

    @Test func lambdaThatReturnsABrokenTemplateIsAnError() throws {
        let library = try TemplateLibrary(sources: ["t": "a\n {{#wrap}}x{{/wrap}}"])
        let context: TemplateValue = ["wrap": .lambda(TemplateLambda { "{{#" + $0 })]
        let error = #expect(throws: Diagnostics.self) { try library.render("t", with: context) }
        #expect(error?.all.first?.description
            == "templates/t.mustache:2:2: error: a lambda returned a template with errors")
        #expect(error?.all.count == 2)
    }
}
