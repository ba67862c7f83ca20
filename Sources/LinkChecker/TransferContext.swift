import Foundation
import CCurlShim

/// One transfer's state while libcurl runs it: the headers and body as they arrive, and the continuation its
/// answer goes to. Only the transfers' thread touches it, from libcurl's callbacks and when the transfer ends.
final class TransferContext {
    let id: Int
    let request: TransferRequest
    private let continuation: CheckedContinuation<TransferAnswer, Never>
    private var answer = TransferAnswer()
    private var headersDone = false
    private var search: FragmentSearch?
    /// True when a callback ended the transfer because it had what it needed.
    private var stoppedOnPurpose = false

    init(id: Int, request: TransferRequest, continuation: CheckedContinuation<TransferAnswer, Never>) {
        self.id = id
        self.request = request
        self.continuation = continuation
    }

    /// One header line, `\r\n` included. False ends the transfer.
    func header(_ line: UnsafeRawBufferPointer) -> Bool {
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            // A new answer (after a 1xx one): its status, and none of the earlier headers.
            let parts = text.split(separator: " ", maxSplits: 2)
            answer = TransferAnswer(status: parts.count > 1 ? Int(parts[1]) : nil)
            headersDone = false
            return true
        }
        if text.isEmpty {
            guard let status = answer.status, !(100...199).contains(status) else { return true }
            headersDone = true
            return headersEnded(status: status)
        }
        guard let colon = text.firstIndex(of: ":") else { return true }
        let name = text[..<colon].lowercased()
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch name {
        case "location": answer.location = value
        case "retry-after": answer.retryAfter = Self.seconds(ofRetryAfter: value)
        case "content-type": contentType = value.lowercased()
        default: break
        }
        return true
    }

    private var contentType = ""

    /// Decides, once the headers are in, whether the body is worth reading.
    private func headersEnded(status: Int) -> Bool {
        if request.isHead { return true }  // libcurl reads no body for a HEAD
        guard case .fragments(let wanted, let limit) = request.body, (200...299).contains(status) else {
            stoppedOnPurpose = true
            return false
        }
        let mediaType = contentType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
        guard mediaType == "text/html" || mediaType == "application/xhtml+xml" || mediaType.isEmpty else {
            answer.fragments = FragmentSearch.Findings(isHTML: false)
            stoppedOnPurpose = true
            return false
        }
        search = FragmentSearch(wanted: wanted, limit: limit)
        return true
    }

    /// A piece of the body. False ends the transfer.
    func body(_ piece: UnsafeRawBufferPointer) -> Bool {
        answer.bodyBytes += piece.count
        guard headersDone, var reading = search else {
            stoppedOnPurpose = true
            return false
        }
        search = nil  // keeps the bytes uniquely referenced while they grow
        let goesOn = reading.append(piece)
        search = reading
        if !goesOn { stoppedOnPurpose = true }
        return goesOn
    }

    /// Hands the answer to whoever waits for it.
    func finish(_ outcome: folio_curl_outcome, status: Int, message: String, connected: Bool) {
        if answer.status == nil, status > 0 { answer.status = status }
        answer.connected = connected || answer.status != nil
        switch outcome {
        case FOLIO_CURL_DONE: break
        case FOLIO_CURL_STOPPED where stoppedOnPurpose: break
        case FOLIO_CURL_TIMEOUT: answer.failure = .timeout
        case FOLIO_CURL_HOST_NOT_FOUND: answer.failure = .hostNotFound(message)
        case FOLIO_CURL_REFUSED: answer.failure = .refused(message)
        case FOLIO_CURL_TLS: answer.failure = .tls(message)
        case FOLIO_CURL_CONNECTION_LOST: answer.failure = .connectionLost(message)
        case FOLIO_CURL_BAD_URL: answer.failure = .badURL(message)
        default: answer.failure = .other(message)
        }
        if var reading = search {
            answer.fragments = reading.findings(readToEnd: outcome == FOLIO_CURL_DONE)
        }
        continuation.resume(returning: answer)
    }

    /// Ends the transfer without an answer.
    func cancel() {
        continuation.resume(returning: TransferAnswer(failure: .cancelled))
    }

    /// `Retry-After: 120` or `Retry-After: Fri, 31 Dec 1999 23:59:59 GMT`, as seconds from now.
    static func seconds(ofRetryAfter value: String) -> Double? {
        if let seconds = Int(value), seconds >= 0 { return Double(seconds) }
        let date = value.withCString { folio_curl_date($0) }
        guard date >= 0 else { return nil }
        return max(0, Double(date) - Date().timeIntervalSince1970)
    }
}
