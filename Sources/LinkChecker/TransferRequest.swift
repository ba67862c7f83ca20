/// One HTTP request as the transfers make it: a HEAD, or a GET that reads as much of the body as it needs.
struct TransferRequest: Sendable {
    /// What the GET reads of the body.
    enum Body: Sendable, Equatable {
        /// Nothing: the transfer ends as soon as the headers are in.
        case none
        /// The page, until each of these fragments is found as an element's id, or up to `limit` bytes. Only an
        /// HTML page (by its `Content-Type`) is read.
        case fragments(Set<String>, limit: Int)
    }

    var url: String
    var isHead: Bool
    var body: Body = .none
    var timeout: Duration
    var userAgent: String
}
