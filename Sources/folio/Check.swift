import Foundation
import Content
import LinkChecker
import ExternalLinks

/// `folio check`: exit 1 when a link is broken or the site does not build, 0 otherwise.
func runCheck(_ command: CheckCommand) async -> Int32 {
    let onTerminal = isatty(STDERR_FILENO) == 1
    var options = ExternalCheckOptions()
    options.includeDrafts = command.drafts
    options.includeFuture = command.future
    options.fragments = command.fragments
    options.usesCache = command.cache
    (options.concurrency, options.perHost, options.retries) = (command.concurrency, command.perHost, command.retries)
    (options.timeout, options.runTimeout, options.cacheMaxAge) = (command.timeout, command.runTimeout, command.maxAge)
    (options.exclude, options.accept) = (command.exclude, command.accept)
    if onTerminal {
        options.progress = { @Sendable progress in printError("\r\u{1B}[K" + progressLine(progress), newline: false) }
    }
    do {
        let report = try await checkExternalLinks(at: siteURL(command.site), options: options)
        if onTerminal { printError("\r\u{1B}[K", newline: false) }
        _ = folio.report(report.warnings)
        printLine(command.format == .json ? report.json() : report.text())
        return report.hasBroken ? 1 : 0
    } catch {
        if onTerminal { printError("\r\u{1B}[K", newline: false) }
        _ = folio.report(error.all)
        printError("The site does not build, so its links were not checked.")
        return 1
    }
}

/// `… reading content/` while the site is built, then a bar: `[########------------] 120/340 addresses, 3 broken`.
private func progressLine(_ progress: ExternalCheckProgress) -> String {
    switch progress {
    case .building(let stage): return "… " + stage
    case .checking(let tally):
        let width = 24
        let filled = tally.total == 0 ? width : width * tally.done / tally.total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let broken = tally.broken > 0 ? ", \(tally.broken) broken" : ""
        return "[\(bar)] \(tally.done)/\(tally.total) addresses\(broken)"
    }
}
