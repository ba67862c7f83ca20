/// The application's part in an `HTTPServer`: what to answer to each request that is well formed and names a
/// host the server answers. Called from the connection's own thread, for many connections at once.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPRequest) -> HTTPAnswer
    /// The 403 answer to a request for a host the server does not answer; by default `refusal.response`.
    func refuse(_ refusal: HostRefusal) -> HTTPResponse
}

extension HTTPResponder {
    /// The plain 403 of `HostRefusal.response`.
    public func refuse(_ refusal: HostRefusal) -> HTTPResponse { refusal.response }
}

/// What a responder answers.
public enum HTTPAnswer: Sendable {
    /// One response; the body is dropped for `HEAD`.
    case response(HTTPResponse)
    /// The connection becomes a Server-Sent Events stream: `first` goes out with the head, then every event
    /// the server's `events` broadcast, and a comment line at every heartbeat. No idle timeout applies.
    case eventStream(first: String)
}
