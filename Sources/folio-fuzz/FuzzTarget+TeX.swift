#if DEBUG || FOLIO_LIBFUZZER
import TeXToMathML

extension FuzzTarget {
    /// Any bytes as a formula, inline and display, through one converter (so definitions carry over): either an
    /// error whose place is inside the formula, or a `<math>` element whose tags all close, holding the TeX as its
    /// annotation and nothing of it unescaped.
    static let tex = FuzzTarget(name: "tex") { data in
        let tex = String(decoding: data, as: UTF8.self)
        var converter = MathMLConverter()
        for display in [false, true] {
            do throws(TeXError) {
                let markup = try converter.mathML(for: tex, display: display)
                precondition(markup.hasPrefix(display ? "<math display=\"block\"><semantics>" : "<math><semantics>"))
                precondition(markup.hasSuffix("</annotation></semantics></math>"))
                precondition(tagsBalance(markup), "the MathML's tags do not balance: \(markup)")
            } catch {
                precondition((0...tex.utf8.count).contains(error.offset), "an error outside the formula")
                precondition(!error.message.isEmpty)
            }
        }
    }

    /// Whether every element of `markup` closes in order, and no `<` or `&` comes from the text unescaped.
    static func tagsBalance(_ markup: String) -> Bool {
        var open: [Substring] = []
        var rest = Substring(markup)
        while let start = rest.firstIndex(of: "<") {
            guard let end = rest[start...].firstIndex(of: ">") else { return false }
            let tag = rest[rest.index(after: start)..<end]
            if tag.hasPrefix("/") {
                guard open.popLast() == tag.dropFirst() else { return false }
            } else {
                guard let name = tag.split(separator: " ").first, name.allSatisfy({ $0.isLetter }) else { return false }
                open.append(name)
            }
            rest = rest[rest.index(after: end)...]
        }
        return open.isEmpty
    }
}
#endif
