import FolioCore

/// What the user asked for on the command line.
enum Command: Equatable {
    case render(file: String, layouts: [String: String])
    case help(topic: String?)
    case version
}

/// A command line that folio does not understand; printed with the usage, exit status 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

enum Arguments {
    static let version = "0.1.0"

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        var rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help": return .help(topic: nil)
        case "--version": return .version
        case "help":
            guard rest.count <= 1 else { throw UsageError(description: "help takes at most one command") }
            if let topic = rest.first, Help.text(for: topic) == nil {
                throw UsageError(description: "no command '\(topic)'")
            }
            return .help(topic: rest.first)
        case "render": return try parseRender(&rest)
        default:
            throw UsageError(description: first.hasPrefix("-") ? "unknown option '\(first)'"
                                                                : "unknown command '\(first)'")
        }
    }

    private static func parseRender(_ rest: inout [String]) throws(UsageError) -> Command {
        var file: String?
        var layouts: [String: String] = [:]
        while !rest.isEmpty {
            let argument = rest.removeFirst()
            switch argument {
            case "-h", "--help": return .help(topic: "render")
            case "--layouts":
                guard !rest.isEmpty else { throw UsageError(description: "--layouts needs WORD=CSS") }
                let pair = rest.removeFirst()
                guard let equals = pair.firstIndex(of: "=") else {
                    throw UsageError(description: "--layouts needs WORD=CSS, got '\(pair)'")
                }
                let word = String(pair[..<equals]), css = String(pair[pair.index(after: equals)...])
                if let problem = ImageLayoutVocabulary.problem(withWord: word, css: css) {
                    throw UsageError(description: problem)
                }
                layouts[word] = css
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(description: "unknown option '\(argument)' for render")
                }
                guard file == nil else { throw UsageError(description: "render takes one file") }
                file = argument
            }
        }
        return .render(file: file ?? "-", layouts: layouts)
    }
}
