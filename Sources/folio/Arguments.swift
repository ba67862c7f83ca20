import Markdown
import Preview
import Import

/// What the user asked for on the command line.
enum Command: Equatable {
    case render(file: String, layouts: [String: String], highlight: Bool)
    case build(site: String, output: String?, drafts: Bool, future: Bool, baseURL: String?, timings: Bool, cache: Bool,
               highlight: Bool)
    case serve(site: String, host: String?, port: Int, drafts: Bool, allowedHosts: [String])
    case new(title: String, site: String)
    case initialize(folder: String)
    case importSite(source: String, destination: String?)
    /// `folio check [SITE] …`: the links that point away from the site.
    case check(CheckCommand)
    /// `folio theme eject [FILE]…` (files nil: `folio theme list`).
    case theme(eject: [String]?, site: String)
    case help(topic: String?)
    case version
}

/// A command line that folio does not understand; printed with the usage, exit status 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// Hand-written parsing: a command, then its flags and operands in any order.
enum Arguments {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        let flags = arguments.dropFirst().prefix { $0 != "--" }
        if Help.text(for: first) != nil, flags.contains("-h") || flags.contains("--help") { return .help(topic: first) }
        var reader = Reader(command: first, rest: Array(arguments.dropFirst()))
        switch first {
        case "-h", "--help": return .help(topic: nil)
        case "--version": return .version
        case "help":
            let topic = try reader.operand()
            try reader.finish()
            if let topic, Help.text(for: topic) == nil { throw UsageError(description: "no command '\(topic)'") }
            return .help(topic: topic)
        case "render": return try parseRender(&reader)
        case "check": return try parseCheck(&reader)
        case "build":
            var output: String?, baseURL: String?, drafts = false, future = false, timings = false, cache = true
            var highlight = true
            while let flag = try reader.flag() {
                switch flag {
                case "--output", "-o": output = try reader.value(for: flag)
                case "--base-url": baseURL = try reader.value(for: flag)
                case "--drafts": drafts = true
                case "--future": future = true
                case "--no-cache": cache = false
                case "--no-highlight": highlight = false
                case "--timings": timings = true
                default: throw reader.unknown(flag)
                }
            }
            let site = try reader.operand() ?? "."
            try reader.finish()
            return .build(site: site, output: output, drafts: drafts, future: future, baseURL: baseURL,
                          timings: timings, cache: cache, highlight: highlight)
        case "serve":
            var host: String?, port = 8000, drafts = true, allowedHosts: [String] = []
            while let flag = try reader.flag() {
                switch flag {
                case "--host": host = try reader.value(for: flag)
                case "--allow-host":
                    let name = try reader.value(for: flag)
                    if let problem = PreviewServer.hostProblem(name) { throw UsageError(description: problem) }
                    allowedHosts.append(name)
                case "--port", "-p":
                    let text = try reader.value(for: flag)
                    guard let number = Int(text), (0...65535).contains(number) else {
                        throw UsageError(description: "--port takes a number from 0 to 65535, not '\(text)'")
                    }
                    port = number
                case "--no-drafts": drafts = false
                default: throw reader.unknown(flag)
                }
            }
            let site = try reader.operand() ?? "."
            try reader.finish()
            return .serve(site: site, host: host, port: port, drafts: drafts, allowedHosts: allowedHosts)
        case "new":
            var site = "."
            while let flag = try reader.flag() {
                guard flag == "--site" else { throw reader.unknown(flag) }
                site = try reader.value(for: flag)
            }
            guard let title = try reader.operand(), !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError(description: "new needs a title: folio new \"My first post\"")
            }
            try reader.finish()
            return .new(title: title, site: site)
        case "init":
            if let flag = try reader.flag() { throw reader.unknown(flag) }
            guard let folder = try reader.operand() else {
                throw UsageError(description: "init needs a folder: folio init my-blog")
            }
            try reader.finish()
            return .initialize(folder: folder)
        case "theme":
            var site = "."
            var operands: [String] = []
            while true {
                if let flag = try reader.flag() {
                    guard flag == "--site" else { throw reader.unknown(flag) }
                    site = try reader.value(for: flag)
                } else if let operand = try reader.operand() {
                    operands.append(operand)
                } else {
                    break
                }
            }
            switch operands.first {
            case "list" where operands.count == 1: return .theme(eject: nil, site: site)
            case "eject": return .theme(eject: Array(operands.dropFirst()), site: site)
            default: throw UsageError(description: "theme needs 'list' or 'eject': folio theme eject footer.mustache")
            }
        case "import":
            if let flag = try reader.flag() { throw reader.unknown(flag) }
            guard let source = try reader.operand() else {
                throw UsageError(description: "import needs the site to import: folio import my-jekyll-blog [NEW]")
            }
            let destination = try reader.operand()
            try reader.finish()
            return .importSite(source: source, destination: destination)
        default:
            throw UsageError(description: first.hasPrefix("-") ? "unknown option '\(first)'"
                                                               : "unknown command '\(first)'")
        }
    }

    private static func parseRender(_ reader: inout Reader) throws(UsageError) -> Command {
        var layouts: [String: String] = [:], highlight = true
        while let flag = try reader.flag() {
            if flag == "--no-highlight" {
                highlight = false
                continue
            }
            guard flag == "--layouts" else { throw reader.unknown(flag) }
            let pair = try reader.value(for: flag)
            guard let equals = pair.firstIndex(of: "=") else {
                throw UsageError(description: "--layouts needs WORD=CSS, got '\(pair)'")
            }
            let word = String(pair[..<equals]), css = String(pair[pair.index(after: equals)...])
            if let problem = ImageLayoutVocabulary.problem(withWord: word, css: css) {
                throw UsageError(description: problem)
            }
            layouts[word] = css
        }
        let file = try reader.operand() ?? "-"
        try reader.finish()
        return .render(file: file, layouts: layouts, highlight: highlight)
    }

    /// Takes flags (`--x`, `--x=value`) wherever they are, and operands in order.
    struct Reader {
        let command: String
        var rest: [String]
        var operands: [String] = []

        init(command: String, rest: [String]) {
            self.command = command
            self.rest = rest
        }

        /// The next flag, setting aside the operands before it.
        mutating func flag() throws(UsageError) -> String? {
            while let next = rest.first {
                rest.removeFirst()
                if next == "--" {
                    operands += rest
                    rest = []
                    return nil
                }
                if next.hasPrefix("-"), next != "-" {
                    if let equals = next.firstIndex(of: "=") {
                        rest.insert(String(next[next.index(after: equals)...]), at: 0)
                        return String(next[..<equals])
                    }
                    return next
                }
                operands.append(next)
            }
            return nil
        }

        mutating func value(for flag: String) throws(UsageError) -> String {
            guard let value = rest.first else { throw UsageError(description: "\(flag) needs a value") }
            rest.removeFirst()
            return value
        }

        mutating func operand() throws(UsageError) -> String? {
            while try flag() != nil {
                throw UsageError(description: "unknown option for \(command)")
            }
            return operands.isEmpty ? nil : operands.removeFirst()
        }

        func finish() throws(UsageError) {
            if let extra = operands.first ?? rest.first {
                throw UsageError(description: "unexpected '\(extra)' after \(command)")
            }
        }

        func unknown(_ flag: String) -> UsageError {
            UsageError(description: "unknown option '\(flag)' for \(command)")
        }
    }
}
