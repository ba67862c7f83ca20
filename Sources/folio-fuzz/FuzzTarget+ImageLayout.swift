#if DEBUG || FOLIO_LIBFUZZER
import Foundation
@testable import Markdown

extension FuzzTarget {
    /// The layout words after `#+` in an image URL: the grammar alone, then through the Markdown stage. A class
    /// that reaches the HTML must be a word of the vocabulary (or GitHub's colour-scheme class), and nothing else
    /// from the fragment may.
    static let imageLayout = FuzzTarget(name: "image-layout") { data in
        let fragment = String(decoding: data, as: UTF8.self)
        let url = "pics/a.png#" + fragment
        let vocabulary = ImageLayoutVocabulary(custom: ["rounded": "border-radius: 1em;", "x-9": "color: red;"])
        if let layout = ImageLayoutFragment(url: url) {
            precondition(url.hasPrefix(layout.url), "the URL without its layout words is not a prefix of it")
            precondition(layout.words.joined(separator: "+").count < fragment.count + 1)
            if case .success(let classes) = vocabulary.classes(for: layout.words) {
                precondition(classes.allSatisfy { vocabulary.words[$0] != nil }, "a class outside the vocabulary")
                precondition(Set(classes).count == classes.count, "a class given twice")
            }
        } else {
            precondition(!fragment.contains("+"), "layout words were not seen")
        }
        // Angle brackets let the URL hold spaces; a newline or '>' would end it.
        guard !fragment.contains(where: { $0.isNewline || $0 == ">" || $0 == "<" || $0 == "\\" }) else { return }
        let renderer = MarkdownRenderer(options: .site, vocabulary: vocabulary)
        let markdown = "![alt](<\(url)>)\n\n![alt](<\(url)> \"A title\")\n"
        guard let rendered = try? renderer.render(markdown, path: "fuzz.md") else { return }
        // GitHub's own fragment (`#gh-dark-mode-only`) adds its class too, a constant of folio's.
        let schemes = Set(ImageColorScheme.allCases.map(\.className))
        for value in attributeValues(named: "class", in: rendered.html) {
            precondition(value.split(separator: " ").allSatisfy {
                vocabulary.words[String($0)] != nil || schemes.contains(String($0))
            }, "class=\"\(value)\" holds something that is not a layout word")
        }
    }

    /// The values of every `name="…"` attribute in `html`.
    static func attributeValues(named name: String, in html: String) -> [Substring] {
        html.components(separatedBy: " \(name)=\"").dropFirst().map { $0.prefix { $0 != "\"" }[...] }
            .map { Substring($0) }
    }
}
#endif
