/// Another address on the same server got no answer, so this one was not asked: a server that refuses connections
/// or is not found fails each of its links once, not each after its own tries.
struct SharedFailure: Sendable, Equatable, Codable {
    /// The address whose requests failed.
    var address: String
    /// True when the failure is the server's whatever the address (its name does not resolve, it refuses or does not
    /// take connections, its TLS handshake fails); false when it took the connection and then said nothing, which
    /// another address might not do.
    var isCertain: Bool
}
