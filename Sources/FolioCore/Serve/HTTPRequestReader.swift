/// Reads request heads from one connection, keeping bytes that arrive early (pipelined requests) for the next.
struct HTTPRequestReader {
    /// What `readRequest` found.
    enum Outcome: Equatable {
        case request(HTTPRequest)
        /// The request line and headers exceed the limit: answer 431.
        case tooLarge
        /// Not HTTP: answer 400.
        case malformed
        /// The client closed, or sent nothing complete before the deadline, or the server is stopping.
        case finished
    }

    /// The most bytes a request line plus headers may take.
    static let headLimit = 16 * 1024

    private var buffer: [UInt8] = []
    private var scanned = 0

    /// Waits for one complete head until `deadline`.
    mutating func readRequest(
        from connection: SocketConnection, until deadline: ContinuousClock.Instant, stop: StopSignal
    ) -> Outcome {
        while true {
            if let end = headEnd() {
                guard end <= Self.headLimit else { return .tooLarge }
                let head = buffer[0..<end]
                let request = HTTPRequest.parse(head: head)
                buffer.removeFirst(end + 4)
                scanned = 0
                return request.map(Outcome.request) ?? .malformed
            }
            if buffer.count > Self.headLimit + 3 { return .tooLarge }
            guard case .bytes = connection.receive(into: &buffer, until: deadline, stop: stop) else {
                return .finished
            }
        }
    }

    /// Where the blank line that ends the head starts, searching only bytes not searched before.
    private mutating func headEnd() -> Int? {
        var index = max(0, scanned - 3)
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        scanned = buffer.count
        return nil
    }
}
