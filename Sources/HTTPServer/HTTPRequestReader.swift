import ConcurrencyHelpers

/// Reads request heads from one connection, keeping bytes that arrive early (pipelined requests) for the next.
///
/// Lines end with CRLF or, as RFC 9112 §2.2 allows a recipient to accept, a bare LF. Empty lines before a request
/// line are skipped (§2.2). The scan resumes where the last one stopped, so a slow client costs no rescanning.
struct HTTPRequestReader {
    /// What `readRequest` found.
    enum Outcome: Equatable {
        case request(HTTPRequest)
        /// Answer with the fault's response and close.
        case refused(HTTPRequestFault)
        /// The client closed, or sent nothing complete before the deadline, or the server is stopping.
        case finished
    }

    /// The most bytes a request line plus headers may take (nginx's `large_client_header_buffers` is 4 × 8 KiB).
    static let headLimit = 16 * 1024
    /// The most bytes a request line may take; longer gets 414.
    static let requestLineLimit = 8 * 1024

    private(set) var buffer: [UInt8] = []
    /// Where the head starts (after skipped empty lines), where the current line starts, where the search for
    /// a line end goes on, and the head's lines so far (the request line first).
    private var headStart = 0
    private var lineStart = 0
    private var scanned = 0
    private var lines: [Range<Int>] = []

    /// Waits for one complete head until `deadline`.
    mutating func readRequest(
        from connection: SocketConnection, until deadline: ContinuousClock.Instant, stop: StopSignal
    ) -> Outcome {
        while true {
            switch nextRequest() {
            case .success(let request)?: return .request(request)
            case .failure(let fault)?: return .refused(fault)
            case nil: break
            }
            guard case .bytes = connection.receive(into: &buffer, until: deadline, stop: stop) else {
                return .finished
            }
        }
    }

    /// Adds bytes that arrived.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next request in the bytes received so far, the fault that ends the connection, or nil when the head
    /// is not complete yet. After a fault the reader must not be used again.
    mutating func nextRequest() -> Result<HTTPRequest, HTTPRequestFault>? {
        while let newline = buffer[max(lineStart, scanned)...].firstIndex(of: 10) {
            let end = newline > lineStart && buffer[newline - 1] == 13 ? newline - 1 : newline
            let line = lineStart..<end
            lineStart = newline + 1
            if lines.isEmpty && line.isEmpty {
                headStart = lineStart
                continue
            }
            if lines.isEmpty && line.count > Self.requestLineLimit { return .failure(.targetTooLong) }
            if !line.isEmpty {
                lines.append(line)
                if line.upperBound - headStart > Self.headLimit { return .failure(.headTooLarge) }
                continue
            }
            let head = lines.map { buffer[$0] }
            let result = Result { () throws(HTTPRequestFault) in try HTTPRequest.parse(lines: head) }
            buffer.removeFirst(lineStart)
            (headStart, lineStart, scanned, lines) = (0, 0, 0, [])
            return result
        }
        scanned = buffer.count
        if lines.isEmpty && headStart > 0 {
            buffer.removeFirst(headStart)
            (scanned, lineStart, headStart) = (buffer.count, lineStart - headStart, 0)
        }
        // The line so far, without a CR that may be the start of its CRLF: refuse only what a complete head could
        // not be either, so that the answer never depends on where the reads end.
        let contentEnd = buffer.last == 13 ? buffer.count - 1 : buffer.count
        guard contentEnd > lineStart else { return nil }
        if lines.isEmpty && contentEnd - lineStart > Self.requestLineLimit { return .failure(.targetTooLong) }
        if contentEnd - headStart > Self.headLimit { return .failure(.headTooLarge) }
        return nil
    }
}
