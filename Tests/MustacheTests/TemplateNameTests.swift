import Testing
@testable import Mustache
import SourceDiagnostics

@Suite("Template names")
struct TemplateNameTests {
    @Test(arguments: ["../../etc/passwd", "/etc/passwd", "partials\\header", "a/../b", "./a", "a//b", "a/"])
    func namesThatLeaveTheFolderAreErrors(_ name: String) throws {
        let error = #expect(throws: Diagnostics.self) {
            try TemplateLibrary(sources: ["post": "x\n  {{> \(name)}}", "a": "", "b": ""])
        }
        #expect(error?.all.count == 1)
        #expect(error?.all.first?.location == SourceLocation(line: 2, column: 3))
        #expect(error?.all.first?.path == "templates/post.mustache")
        #expect(TemplateName.problem(with: name) != nil)
    }

    @Test func parentNamesAreCheckedToo() {
        let error = #expect(throws: Diagnostics.self) {
            try TemplateLibrary(sources: ["post": "{{<../layout}}{{/../layout}}"])
        }
        #expect(error?.all.map(\.message) == [
            "template name '../layout' leaves the template folder or has an empty part",
        ])
    }

    @Test func dynamicNamesThatLeaveTheFolderStopRendering() throws {
        let library = try TemplateLibrary(sources: ["post": "<{{> *kind}}>", "card": "card"])
        #expect(try library.render("post", with: ["kind": "card"]) == "<card>")
        let error = #expect(throws: Diagnostics.self) {
            try library.render("post", with: ["kind": "../../etc/passwd"])
        }
        #expect(error?.all.first?.location == SourceLocation(line: 1, column: 2))
    }

    @Test(arguments: ["header", "partials/header", "a-b_c.d/e"])
    func namesInsideTheFolderAreAccepted(_ name: String) {
        #expect(TemplateName.problem(with: name) == nil)
    }
}
