#if DEBUG || FOLIO_LIBFUZZER
import Foundation
@testable import Markdown
import SourceDiagnostics

extension FuzzTarget {
    /// The Markdown stage as a site build runs it (cmark-gfm, heading ids, image layouts, figures, the title, the
    /// excerpt) and as `folio render` runs it, with a resolver whose attributes carry text from the document.
    /// Heading ids must be safe in an attribute, every value folio writes must be escaped, and rendering the
    /// same text twice must give the same HTML (the thread's arena is reused between documents).
    static let markdown = FuzzTarget(name: "markdown") { data in
        let text = String(decoding: data, as: UTF8.self)
        for options in [MarkdownOptions.site, .github, [.site, .smartPunctuation]] {
            let renderer = MarkdownRenderer(options: options)
            var resolver = EchoResolver()
            guard let first = try? renderer.render(text, path: "content/posts/fuzz.md", firstLine: 3,
                                                   resolving: &resolver) else { continue }
            let again = try? renderer.render(text, path: "content/posts/fuzz.md", firstLine: 3, resolving: &resolver)
            precondition(again?.html == first.html, "the same document rendered two ways")
            for heading in first.headings {
                precondition(!heading.id.contains { "\"'<>& \t\n".contains($0) }, "heading id '\(heading.id)'")
                precondition(heading.line >= 3, "a heading before the body")
            }
            for value in attributeValues(named: "data-echo", in: first.html) {
                precondition(!value.contains("<") && !value.contains(">"), "an unescaped attribute: \(value)")
            }
            for link in first.links { precondition(link.location.line >= 3) }
        }
    }

    /// Resolves every image to itself and adds an attribute holding its URL, which the renderer must escape.
    private struct EchoResolver: MarkdownResolver {
        func resolveLink(_ url: String, at location: SourceLocation) -> String? { url + "?x" }
        func resolveImage(_ url: String, at location: SourceLocation) -> ResolvedImage? {
            ResolvedImage(url: url, attributes: [("data-echo", url), ("width", "10")])
        }
    }
}
#endif
