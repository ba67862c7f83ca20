import SourceDiagnostics
import LinkChecker

extension ExternalLinkReport {
    /// The report for a person: the links that need attention, grouped by the file they are written in, under the
    /// post's title and address, each as `path:line:col: error: URL: what is wrong` (a warning for a permanent
    /// redirect or a link that could not be checked), then a line of totals.
    public func text() -> String {
        var lines: [String] = []
        let problems = entries.filter { ($0.result?.verdict ?? .ok) != .ok }
        let groups = Dictionary(grouping: problems, by: \.link.path)
        for path in groups.keys.sorted() {
            let group = groups[path]!.sorted { ($0.link.location ?? .init(line: 0, column: 0))
                < ($1.link.location ?? .init(line: 0, column: 0)) }
            if !lines.isEmpty { lines.append("") }
            lines.append(Self.heading(of: group[0].link))
            for entry in group {
                guard let result = entry.result else { continue }
                let severity: Diagnostic.Severity = result.verdict == .broken ? .error : .warning
                let shown = entry.link.pageCount > 1 ? " (on \(entry.link.pageCount) pages)" : ""
                let message = "\(entry.link.url): \(result.message ?? result.verdict.rawValue)\(shown)"
                lines.append(Diagnostic(severity, message, path: path, at: entry.link.location).description)
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summary())
        return lines.joined(separator: "\n")
    }

    /// `Checked 214 links to 187 addresses on 63 hosts in 4.2 s: 2 broken, 1 moved permanently; 150 known from the
    /// cache, 3 skipped, 61 requests.`
    public func summary() -> String {
        let counts = self.counts
        let links = entries.count
        var found: [String] = []
        if counts["broken"]! > 0 { found.append("\(counts["broken"]!) broken") }
        if counts["moved"]! > 0 { found.append("\(counts["moved"]!) moved permanently") }
        if counts["unknown"]! > 0 { found.append("\(counts["unknown"]!) not checked") }
        var aside: [String] = []
        if counts["cached"]! > 0 { aside.append("\(counts["cached"]!) known from the cache") }
        if counts["skipped"]! > 0 { aside.append("\(counts["skipped"]!) skipped") }
        aside.append(Self.count(requests, "request"))
        let time = seconds < 10 ? String(format: "%.1f", seconds) : String(Int(seconds.rounded()))
        return "Checked \(Self.count(links, "link")) to \(Self.count(addresses, "address", "addresses")) on "
            + "\(Self.count(hosts, "host")) in \(time) s: "
            + (found.isEmpty ? "all working" : found.joined(separator: ", ")) + "; " + aside.joined(separator: ", ")
            + "."
    }

    private static func heading(of link: ExternalLink) -> String {
        if let page = link.page { return "\(page.title) — \(page.url)" }
        if link.location == nil { return "\(link.path) (made by folio; where its link comes from is not known)" }
        return link.path
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
