import Foundation
import SourceDiagnostics
import HTTPServer

/// Answers one request from one `ServedSite`: the HTTP rules of the preview server, without sockets.
struct SiteResponder {
    let site: ServedSite

    /// The response to `request` (its body is dropped for HEAD by the caller).
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "405 Method Not Allowed", headers: [("Allow", "GET, HEAD")], closes: request.hasBody)
        }
        guard let path = SitePath(target: request.originForm) else {
            return .text(400, "400 Bad Request", closes: true)
        }
        if let file = site.file(at: path.fileKey) {
            return respond(with: file, to: request)
        }
        if !path.isFolder, site.contains(path.key + "/index.html") {
            let location = "/" + path.segments.map(Self.encode).joined(separator: "/") + "/"
                + (path.query.map { "?" + $0 } ?? "")
            return .text(301, "Moved to \(location)", headers: [("Location", location)])
        }
        return notFound()
    }

    private func respond(with file: ServedFile, to request: HTTPRequest) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [
            ("Content-Type", file.contentType), ("ETag", file.entityTag),
            ("Cache-Control", "no-cache"), ("Accept-Ranges", "bytes"),
        ]
        if let ifNoneMatch = request.header("if-none-match"), EntityTag.matches(ifNoneMatch, file.entityTag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        var range = request.header("range")
        if let ifRange = request.header("if-range"), ifRange.trimmingCharacters(in: .whitespaces) != file.entityTag {
            range = nil
        }
        let length = file.body.count
        switch ByteRange.resolve(range, length: length) {
        case .whole:
            return HTTPResponse(status: 200, headers: headers, body: file.body)
        case .part(let bytes):
            headers.append(("Content-Range", "bytes \(bytes.lowerBound)-\(bytes.upperBound - 1)/\(length)"))
            let start = file.body.startIndex
            return HTTPResponse(
                status: 206, headers: headers, body: file.body[(start + bytes.lowerBound)..<(start + bytes.upperBound)])
        case .unsatisfiable:
            return .text(416, "416 Range Not Satisfiable", headers: [("Content-Range", "bytes */\(length)")])
        }
    }

    /// The site's own `404.html` with status 404, or plain text that also lists a failed build's diagnostics.
    private func notFound() -> HTTPResponse {
        if let page = site.files["404.html"] {
            let headers = [("Content-Type", page.contentType), ("Cache-Control", "no-cache")]
            return HTTPResponse(status: 404, headers: headers,
                                body: page.body)
        }
        var message = "404 Not Found"
        if !site.diagnostics.isEmpty {
            message += "\n\nThe last build failed:\n" + Diagnostics(site.diagnostics).description
        }
        return .text(404, message, headers: [("Cache-Control", "no-cache")])
    }

    /// Percent-encodes a decoded segment for a `Location` header.
    private static func encode(_ segment: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }
}
