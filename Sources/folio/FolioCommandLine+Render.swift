import Commands
import Markdown

extension FolioCommandLine {
    static let render = CommandRow<Command>(
        "render", summary: "print the HTML of one Markdown file (or standard input)",
        operands: [Operand("FILE|-", completion: .files)],
        flags: [
            Flag("--layouts", value: "WORD=CSS", repeats: true,
                 help: "add an image layout word, e.g. --layouts 'wide=width: 120%;'"),
            Flag("--no-highlight", help: "leave code blocks as cmark-gfm renders them, without colours"),
        ],
        details: """
        Prints the HTML body of one Markdown file, or of standard input when FILE is '-' or missing, rendered as \
        GitHub renders it, plus heading ids, image layouts and highlighted code. Front matter is skipped.
        """
    ) { arguments throws(UsageError) in
        var layouts: [String: String] = [:]
        for pair in arguments.values("--layouts") {
            guard let equals = pair.firstIndex(of: "=") else {
                throw UsageError("--layouts needs WORD=CSS, got '\(pair)'")
            }
            let word = String(pair[..<equals]), css = String(pair[pair.index(after: equals)...])
            if let problem = ImageLayoutVocabulary.problem(withWord: word, css: css) { throw UsageError(problem) }
            layouts[word] = css
        }
        return .render(file: arguments.operand(0) ?? "-", layouts: layouts,
                       highlight: !arguments.isSet("--no-highlight"))
    }
}
