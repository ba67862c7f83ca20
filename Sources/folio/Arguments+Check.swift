import Content

extension Arguments {
    /// `folio check [SITE] [--drafts] [--future] [--fragments] [--no-cache] [--format text|json] …`: each flag's
    /// value checked here, so that a mistake is a usage error (exit 64) before anything is built.
    static func parseCheck(_ reader: inout Reader) throws(UsageError) -> Command {
        var check = CheckCommand()
        while let flag = try reader.flag() {
            switch flag {
            case "--drafts": check.drafts = true
            case "--future": check.future = true
            case "--fragments": check.fragments = true
            case "--no-fragments": check.fragments = false
            case "--no-cache": check.cache = false
            case "--format":
                let text = try reader.value(for: flag)
                guard let format = CheckCommand.Format(rawValue: text) else {
                    throw UsageError(description: "--format takes text or json, not '\(text)'")
                }
                check.format = format
            case "--concurrency": check.concurrency = try number(for: flag, in: 1...1000, &reader)
            case "--per-host": check.perHost = try number(for: flag, in: 1...100, &reader)
            case "--retries": check.retries = try number(for: flag, in: 0...10, &reader)
            case "--timeout": check.timeout = try seconds(for: flag, least: 1, &reader)
            case "--run-timeout": check.runTimeout = try seconds(for: flag, least: 1, &reader)
            case "--max-age": check.maxAge = try seconds(for: flag, least: 0, &reader)
            case "--exclude":
                switch LinkPattern.make(try reader.value(for: flag)) {
                case .success(let pattern): check.exclude.append(pattern)
                case .failure(let problem): throw UsageError(description: "--exclude: " + problem.message)
                }
            case "--accept":
                let text = try reader.value(for: flag)
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let range = CheckSettings.statuses(from: String(part)) else {
                        throw UsageError(description: "--accept takes status codes and ranges such as "
                                         + "200-299,403, not '\(text)'")
                    }
                    check.accept.append(range)
                }
            default: throw reader.unknown(flag)
            }
        }
        check.site = try reader.operand() ?? "."
        try reader.finish()
        return .check(check)
    }

    private static func number(for flag: String, in range: ClosedRange<Int>, _ reader: inout Reader)
        throws(UsageError) -> Int {
        let text = try reader.value(for: flag)
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(description: "\(flag) takes a number from \(range.lowerBound) to \(range.upperBound), "
                             + "not '\(text)'")
        }
        return number
    }

    private static func seconds(for flag: String, least: Int, _ reader: inout Reader) throws(UsageError) -> Int {
        let text = try reader.value(for: flag)
        guard let seconds = CheckSettings.seconds(from: text), seconds >= least else {
            throw UsageError(description: "\(flag) takes a time such as 30s, 10m, 12h or 1d, not '\(text)'")
        }
        return seconds
    }
}
