import Testing
@testable import Mustache
import SourceDiagnostics

/// Every kind of template error, with the exact place it is reported at.
@Suite("Template errors")
struct TemplateErrorTests {
    /// The diagnostics that building a library from `sources` throws, in order; empty if it does not throw.
    private func problems(_ sources: [String: String]) -> [Diagnostic] {
        do {
            _ = try TemplateLibrary(sources: sources, displayPath: "templates")
            return []
        } catch {
            return error.all
        }
    }

    private func error(_ file: String, _ line: Int, _ column: Int, _ message: String) -> Diagnostic {
        .error(message, path: "templates/\(file).mustache", at: SourceLocation(line: line, column: column))
    }

    @Test func unclosedSectionIsReportedWhereItOpens() {
        let source = "<article>\n<h1>{{title}}</h1>\n<ul>\n    {{#tags}}\n  <li>{{.}}</li>\n</ul>\n"
        let found = problems(["post": source])
        #expect(found == [error("post", 4, 5, "section 'tags' opened here is never closed")])
        #expect(found.first?.description
            == "templates/post.mustache:4:5: error: section 'tags' opened here is never closed")
    }

    @Test func unclosedParentAndBlockAreNamedAsSuch() {
        let found = problems(["post": "{{<layout}}\n{{$main}}x", "layout": "{{$main}}{{/main}}"])
        #expect(found == [
            error("post", 1, 1, "parent 'layout' opened here is never closed"),
            error("post", 2, 1, "block 'main' opened here is never closed"),
        ])
    }

    @Test func mismatchedCloseTagNamesBothTags() {
        let found = problems(["post": "{{#posts}}\n  <p>{{title}}</p>\n  {{/post}}\n"])
        #expect(found == [error("post", 3, 3, "closing tag 'post' does not match section 'posts' opened at 1:1")])
    }

    @Test func closeTagWithoutSection() {
        #expect(problems(["a": "text\nmore {{/tags}}"]) == [error("a", 2, 6, "closing tag 'tags' has no open section")])
    }

    @Test func unknownPartialAndParentAreReportedAtTheirTags() {
        let found = problems(["post": "{{> header}}\n<main>{{> sidebar}}</main>\n{{<base}}{{/base}}", "header": "h"])
        #expect(found == [
            error("post", 2, 7, "unknown partial 'sidebar' (no templates/sidebar.mustache)"),
            error("post", 3, 1, "unknown parent 'base' (no templates/base.mustache)"),
        ])
    }

    @Test func unknownPartialInsideBlocksAndSectionsIsFound() {
        let found = problems(["post": "{{<layout}}{{$main}}{{#a}}{{>nope}}{{/a}}{{/main}}{{/layout}}", "layout": ""])
        #expect(found == [error("post", 1, 27, "unknown partial 'nope' (no templates/nope.mustache)")])
    }

    @Test(arguments: ["{{=<% %>}}", "{{= | =}}", "{{=a b c=}}", "{{==}}", "{{=<= =>=}}"])
    func badDelimiterChange(_ tag: String) {
        let found = problems(["a": "line one\n  \(tag)\n"])
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(line: 2, column: 3))
        #expect(found.first?.message.hasPrefix("invalid delimiter change") == true)
    }

    @Test func tagLeftOpenAtEndOfFile() {
        #expect(problems(["a": "<p>\nHello, {{name</p>\n"])
            == [error("a", 2, 8, "tag opened here is never closed (expected '}}')")])
        #expect(problems(["a": "{{{raw}}"]) == [error("a", 1, 1, "tag opened here is never closed (expected '}}}')")])
    }

    @Test func tagNotClosedBeforeTheNextOneIsReportedAndScanningGoesOn() {
        let found = problems(["a": "{{title\n{{#x}}"])
        #expect(found == [
            error("a", 1, 1, "tag opened here is not closed before the next tag at 2:1"),
            error("a", 2, 1, "section 'x' opened here is never closed"),
        ])
    }

    @Test func emptyAndSpacedNamesAreErrors() {
        #expect(problems(["a": "x {{ }}"]) == [error("a", 1, 3, "tag has no name")])
        #expect(problems(["a": "{{first name}}"]) == [error("a", 1, 1, "tag name 'first name' contains whitespace")])
        #expect(problems(["a": "{{a..b}}"]) == [error("a", 1, 1, "invalid name 'a..b'")])
    }

    @Test func columnsCountBytes() {
        #expect(problems(["a": "é {{#x}}"]) == [error("a", 1, 4, "section 'x' opened here is never closed")])
    }

    @Test func everyErrorOfEveryFileIsReportedInOneRun() {
        let found = problems([
            "post": "{{#tags}}\n{{> footer}}",
            "page": "ok\n{{/nothing}}",
            "list": "{{=x}}",
            "fine": "{{> post}}",
        ])
        #expect(found.map(\.description) == [
            "templates/list.mustache:1:1: error: invalid delimiter change '=x': expected two delimiters between "
                + "'=' signs, as in '{{=<% %>=}}'",
            "templates/page.mustache:2:1: error: closing tag 'nothing' has no open section",
            "templates/post.mustache:1:1: error: section 'tags' opened here is never closed",
        ])
    }

    @Test func referencesAreCheckedInFilesThatParse() {
        let found = problems(["post": "{{#tags}}", "page": "{{> footer}}{{> post}}"])
        #expect(found == [
            error("page", 1, 1, "unknown partial 'footer' (no templates/footer.mustache)"),
            error("post", 1, 1, "section 'tags' opened here is never closed"),
        ])
    }
}
