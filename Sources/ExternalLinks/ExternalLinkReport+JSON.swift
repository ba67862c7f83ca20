import Foundation
import LinkChecker

extension ExternalLinkReport {
    /// The report for a program (`--format json`): every link with its place and result, and the totals.
    ///
    /// ```json
    /// {"links": [{"column": 7, "file": "content/posts/x.md", "kind": "link", "line": 12, "message": "404 Not Found",
    ///             "page": "/2026/01/x/", "pages": 1, "redirects": [], "result": "broken", "status": 404,
    ///             "title": "Hello", "url": "https://example.org/gone", "cached": false}],
    ///  "summary": {"addresses": 1, "broken": 1, …}}
    /// ```
    public func json() -> String {
        let links = entries.map { entry in
            JSONLink(url: entry.link.url, kind: entry.link.kind.rawValue, file: entry.link.path,
                     line: entry.link.location?.line, column: entry.link.location?.column,
                     page: entry.link.page?.url, title: entry.link.page?.title, pages: entry.link.pageCount,
                     result: entry.result?.verdict.rawValue ?? "skipped", status: entry.result?.status,
                     message: entry.result?.message ?? entry.skipped,
                     redirects: entry.result.flatMap { result in result.redirects.isEmpty ? nil
                         : result.redirects.map { JSONRedirect(status: $0.status, to: $0.to) } },
                     movedTo: entry.result?.movedTo, cached: entry.result?.isCached ?? false)
        }
        let counts = self.counts
        let summary = JSONSummary(links: entries.count, addresses: addresses, hosts: hosts, requests: requests,
                                  seconds: (seconds * 1000).rounded() / 1000, ok: counts["ok"]!,
                                  moved: counts["moved"]!, broken: counts["broken"]!, unknown: counts["unknown"]!,
                                  skipped: counts["skipped"]!, cached: counts["cached"]!)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(JSONReport(links: links, summary: summary))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

private struct JSONReport: Encodable {
    var links: [JSONLink]
    var summary: JSONSummary
}

private struct JSONLink: Encodable {
    var url: String
    var kind: String
    var file: String
    var line: Int?
    var column: Int?
    var page: String?
    var title: String?
    var pages: Int
    var result: String
    var status: Int?
    var message: String?
    var redirects: [JSONRedirect]?
    var movedTo: String?
    var cached: Bool

    enum CodingKeys: String, CodingKey {
        case url, kind, file, line, column, page, title, pages, result, status, message, redirects, cached
        case movedTo = "moved_to"
    }
}

private struct JSONRedirect: Encodable {
    var status: Int
    var to: String
}

private struct JSONSummary: Encodable {
    var links: Int, addresses: Int, hosts: Int, requests: Int
    var seconds: Double
    var ok: Int, moved: Int, broken: Int, unknown: Int, skipped: Int, cached: Int
}
