import Foundation

/// The head of one HTTP/1.x request: request line and headers (a preview server reads no bodies).
public struct HTTPRequest: Sendable, Equatable {
    /// How the body that follows the head is framed (RFC 9112 §6).
    public enum Body: Sendable, Equatable {
        case none
        case length(Int)
        case chunked
    }

    /// `GET`, `HEAD` or any other token, as sent.
    public var method: String
    /// The request target exactly as sent (`/posts/a/?x=1`, `http://127.0.0.1:8000/`), still percent-encoded.
    public var target: String
    /// `HTTP/1.1` or `HTTP/1.0` (a later 1.x minor version is read as 1.1).
    public var version: String
    /// Header values by lowercased name; repeated headers are joined with `, `.
    public var headers: [String: String]
    /// The host the request is for, lowercased, with its port if one was given: an absolute-form target's
    /// authority, else the `Host` header (RFC 9112 §3.2.2). Nil only for HTTP/1.0 without `Host`.
    var authority: HostName?
    /// The target in origin form (`/a/b?x=1`): the target itself, or an absolute-form target's path and query.
    public var originForm: String
    /// The body's framing, from `Content-Length` or `Transfer-Encoding`.
    public var body: Body = .none

    /// The value of the header named `name` (any case), if the request has it.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The target's path, without query or fragment.
    public var path: Substring { originForm.prefix { $0 != "?" && $0 != "#" } }

    /// HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 closes it unless told `keep-alive`.
    public var wantsKeepAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }

    /// A body follows the head; this server never reads one, so it closes the connection after answering.
    public var hasBody: Bool { body != .none }
}
