/// The reason phrases of the status codes a link checker meets, as RFC 9110 names them.
enum HTTPStatus {
    /// `404 Not Found`; the number alone for a code without a name here.
    static func describe(_ code: Int) -> String {
        let name = names[code].map { " " + $0 }
        return "\(code)\(name ?? "")"
    }

    private static let names: [Int: String] = [
        200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information", 204: "No Content",
        206: "Partial Content", 300: "Multiple Choices", 301: "Moved Permanently", 302: "Found",
        303: "See Other", 304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 407: "Proxy Authentication Required",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Content Too Large", 414: "URI Too Long", 415: "Unsupported Media Type", 418: "I'm a teapot",
        421: "Misdirected Request", 422: "Unprocessable Content", 425: "Too Early", 426: "Upgrade Required",
        429: "Too Many Requests", 451: "Unavailable For Legal Reasons", 500: "Internal Server Error",
        501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        505: "HTTP Version Not Supported", 508: "Loop Detected", 511: "Network Authentication Required",
    ]
}
