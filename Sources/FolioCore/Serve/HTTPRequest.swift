import Foundation

/// The head of one HTTP/1.x request: request line and headers (a preview server reads no bodies).
struct HTTPRequest: Sendable, Equatable {
    var method: String
    /// The request target exactly as sent (`/posts/a/?x=1`), still percent-encoded.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Header values by lowercased name; repeated headers are joined with `, `.
    var headers: [String: String]

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The target's path, without query or fragment.
    var path: Substring { target.prefix { $0 != "?" && $0 != "#" } }

    /// HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 closes it unless told `keep-alive`.
    var wantsKeepAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }

    /// A body follows the head; this server never reads one, so it closes the connection after answering.
    var hasBody: Bool {
        if header("transfer-encoding") != nil { return true }
        return (header("content-length").flatMap { Int($0) } ?? 0) != 0
    }
}
