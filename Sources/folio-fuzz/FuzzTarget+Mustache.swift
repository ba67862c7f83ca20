#if DEBUG || FOLIO_LIBFUZZER
import Foundation
@testable import Mustache

extension FuzzTarget {
    /// The Mustache scanner, tree builder and renderer. The input is up to three templates separated by NUL bytes
    /// (`main`, `partial`, `layout`), which may name each other, rendered with a context that has every kind of
    /// value. Rendering must end (the depth limit stops runaway recursion) and escaped tags must stay escaped.
    static let mustache = FuzzTarget(name: "mustache") { data in
        let parts = data.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        var sources: [String: String] = [:]
        for (name, source) in zip(["main", "partial", "layout"], parts) { sources[name] = source }
        for policy in [TemplateLibrary.UnknownTemplatePolicy.reportError, .renderNothing] {
            let options = TemplateLibrary.Options(unknownTemplates: policy, maximumDepth: 20)
            guard let library = try? TemplateLibrary(sources: sources, options: options) else { continue }
            guard let html = try? library.render("main", with: fuzzContext) else { continue }
            if sources["main"] == "{{html}}" { precondition(html == "&lt;b&gt;&quot;&amp;&#39;") }
            _ = try? library.unresolvedNames(rendering: "main", with: fuzzContext)
        }
        // Each template on its own, parsed with every problem collected.
        for (name, source) in sources {
            _ = try? Template(parsing: source, name: name, path: "templates/\(name).mustache")
        }
    }

    private static let fuzzContext: TemplateValue = .map([
        "html": .string("<b>\"&'"), "name": .string("folio"), "yes": .bool(true), "no": .bool(false),
        "n": .int(42), "x": .double(1.5), "none": .null, "empty": .list([]),
        "list": .list([.map(["name": .string("a"), "list": .list([.int(1), .int(2)])]), .string("b"), .int(3)]),
        "map": .map(["a": .map(["b": .map(["c": .string("deep")])]), "html": .string("</script>")]),
        "upper": .lambda(TemplateLambda { text in text.uppercased() }),
    ])
}
#endif
