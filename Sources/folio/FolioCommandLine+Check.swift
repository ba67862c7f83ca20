import Commands
import Content

extension FolioCommandLine {
    static let check = CommandRow<Command>(
        "check", summary: "check the links that point away from the site, as a careful crawler would",
        operands: [Operand("SITE", completion: .folders)],
        flags: [
            Flag("--drafts", help: "check the links of drafts too"),
            Flag("--future", help: "check the links of posts dated in the future too"),
            Flag("--fragments", help: "a link's #fragment must name an element of the page (reads the page)"),
            Flag("--no-fragments", help: "do not look for fragments, whatever folio.yml's 'check' says"),
            Flag("--no-cache", help: "ask for every address, and neither read nor write .folio-link-cache"),
            Flag("--format", value: "FORMAT", completion: .words(["text", "json"]),
                 help: "text (the default), or json: every link with its place and result, for CI"),
            Flag("--concurrency", value: "N", help: "requests in flight at once (default 32)"),
            Flag("--per-host", value: "N", help: "requests in flight to one host (default 4)"),
            Flag("--retries", value: "N", help: "tries after a timeout, 429 or 5xx (default 2)"),
            Flag("--timeout", value: "TIME", help: "for one request (default 20s; 30s, 2m, …)"),
            Flag("--run-timeout", value: "TIME",
                 help: "for the whole check (default 10m); what is left is reported as not checked"),
            Flag("--max-age", value: "TIME", help: "how long a cached result is trusted (default 1d; 0 asks again)"),
            Flag("--exclude", value: "PATTERN", repeats: true,
                 help: "do not check links that match: a URL prefix (https://x.com/), a host (linkedin.com) or a "
                     + "pattern with * (https://*.example.org/*/edit); may be repeated, and adds to folio.yml's"),
            Flag("--accept", value: "CODES", help: "the status codes that count as working (default 200-299): "
                 + "200-299,403"),
        ],
        details: """
        Builds the site in SITE (default: the current folder) in memory, as 'folio build' would publish it, and \
        checks every link, picture and other address its pages name on other sites: in the posts' Markdown, \
        their front matter, the templates and folio.yml. Each address is asked once, HEAD first and GET where \
        HEAD is refused, at most 32 at a time and 4 to one host, again after a timeout, 429 or 5xx (as \
        Retry-After says). Broken links, permanent redirects and links that could not be checked are listed by \
        post as path:line:col. Exits 1 when a link is broken, 0 otherwise.

        Results are kept in SITE/.folio-link-cache for a day, so a second check asks only what it does not know. \
        folio.yml's 'check:' sets the same things as the options, which take its place.
        """
    ) { arguments throws(UsageError) in
        var check = CheckCommand()
        check.site = arguments.operand(0) ?? "."
        check.drafts = arguments.isSet("--drafts")
        check.future = arguments.isSet("--future")
        if arguments.isSet("--fragments") { check.fragments = true }
        if arguments.isSet("--no-fragments") { check.fragments = false }
        check.cache = !arguments.isSet("--no-cache")
        if let text = arguments.value("--format") {
            guard let format = CheckCommand.Format(rawValue: text) else {
                throw UsageError("--format takes text or json, not '\(text)'")
            }
            check.format = format
        }
        check.concurrency = try number(arguments, "--concurrency", in: 1...1000)
        check.perHost = try number(arguments, "--per-host", in: 1...100)
        check.retries = try number(arguments, "--retries", in: 0...10)
        check.timeout = try seconds(arguments, "--timeout", least: 1)
        check.runTimeout = try seconds(arguments, "--run-timeout", least: 1)
        check.maxAge = try seconds(arguments, "--max-age", least: 0)
        for text in arguments.values("--exclude") {
            switch LinkPattern.make(text) {
            case .success(let pattern): check.exclude.append(pattern)
            case .failure(let problem): throw UsageError("--exclude: " + problem.message)
            }
        }
        if let text = arguments.value("--accept") {
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let range = CheckSettings.statuses(from: String(part)) else {
                    throw UsageError("--accept takes status codes and ranges such as 200-299,403, not '\(text)'")
                }
                check.accept.append(range)
            }
        }
        return .check(check)
    }

    /// The number given to `flag`, which must be in `range`; nil when it is not given.
    private static func number(_ arguments: ParsedArguments, _ flag: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int? {
        guard let text = arguments.value(flag) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(flag) takes a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// The time given to `flag` in seconds (`30s`, `10m`, `12h`, `1d`), at least `least`; nil when it is not given.
    private static func seconds(_ arguments: ParsedArguments, _ flag: String, least: Int) throws(UsageError) -> Int? {
        guard let text = arguments.value(flag) else { return nil }
        guard let seconds = CheckSettings.seconds(from: text), seconds >= least else {
            throw UsageError("\(flag) takes a time such as 30s, 10m, 12h or 1d, not '\(text)'")
        }
        return seconds
    }
}
