/// Why a request is answered with an error before the site is looked at: its status and a short plain reason.
///
/// Every fault closes the connection, because after one of them the server cannot tell where the next request
/// would start (RFC 9112 §6.3). The reason is written for a person reading the response in a terminal.
enum HTTPRequestFault: Error, Sendable, Equatable {
    /// 400: the request is not HTTP/1.1 as RFC 9112 writes it; the text says what is wrong.
    case malformed(String)
    /// 414: the request line is longer than `HTTPRequestReader.requestLineLimit`.
    case targetTooLong
    /// 431: the request line and headers are longer than `HTTPRequestReader.headLimit`.
    case headTooLarge
    /// 501: a transfer coding this server does not know, before the final `chunked`.
    case unknownTransferCoding(String)
    /// 505: a major HTTP version other than 1.
    case unsupportedVersion(String)

    var status: Int {
        switch self {
        case .malformed: 400
        case .targetTooLong: 414
        case .headTooLarge: 431
        case .unknownTransferCoding: 501
        case .unsupportedVersion: 505
        }
    }

    /// The body of the error response: the status line's words, then why.
    var message: String {
        let reason: String
        switch self {
        case .malformed(let why): reason = why
        case .targetTooLong: reason = "the request line is longer than \(HTTPRequestReader.requestLineLimit) bytes"
        case .headTooLarge: reason = "the request's headers are longer than \(HTTPRequestReader.headLimit) bytes"
        case .unknownTransferCoding(let coding): reason = "unknown transfer coding '\(coding)'"
        case .unsupportedVersion(let version): reason = "\(version) is not supported; this server speaks HTTP/1.1"
        }
        return "\(status) \(HTTPResponse.reason(for: status)): \(reason)"
    }

    /// The response that answers it; the connection closes after it.
    var response: HTTPResponse { .text(status, message, closes: true) }
}
