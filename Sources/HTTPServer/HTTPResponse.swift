import Foundation

/// A response to write: status, headers and body. `Content-Length`, `Date` and `Connection` are added on write.
public struct HTTPResponse: Sendable {
    /// The status code, `200`.
    public var status: Int
    /// Headers in the order written; `Content-Length`, `Date`, `Server` and `Connection` are added.
    public var headers: [(name: String, value: String)]
    /// The bytes after the head (none for `HEAD` and 304).
    public var body: Data
    /// Close the connection after this response whatever the client asked.
    public var closesConnection = false

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(), closes: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        closesConnection = closes
    }

    /// A short plain-text response, for errors.
    public static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = [],
                     closes: Bool = false) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + headers,
                     body: Data((message + "\n").utf8), closes: closes)
    }

    /// The status line and headers; the body follows unless the request was HEAD or the status has none.
    public func head(keepAlive: Bool, server: String) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(for: status))\r\n"
        head += "Date: \(HTTPDate.now())\r\nServer: \(server)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if hasBody { head += "Content-Length: \(body.count)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    /// 304 has no body (and no length to announce).
    public var hasBody: Bool { status != 304 }

    /// The reason phrase of the status line: `Not Found` for 404.
    public static func reason(for status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 206: return "Partial Content"
        case 301: return "Moved Permanently"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 414: return "URI Too Long"
        case 416: return "Range Not Satisfiable"
        case 431: return "Request Header Fields Too Large"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        case 505: return "HTTP Version Not Supported"
        default: return "Status \(status)"
        }
    }
}
