import Foundation

/// An `http` or `https` URL as a link checker asks for it: written as the author wrote it, read as a browser reads
/// it. Spaces and letters outside ASCII are percent-encoded (a browser sends `café` as `caf%C3%A9`), a host name
/// in any script becomes its ASCII form (`münchen.de` is `xn--mnchen-3ya.de`), the scheme and host are lowercased,
/// and the fragment is kept apart: it names a place in the page, never part of the request.
public struct WebAddress: Hashable, Sendable {
    /// The address to request: absolute, without its fragment.
    public let url: String
    /// Lowercased, without the port: `example.com`, `127.0.0.1`, `::1`.
    public let host: String
    /// The fragment, percent-decoded (`#caf%C3%A9` is `café`); nil when the URL has none or an empty one.
    public let fragment: String?
    /// The scheme, host and port, the port written out (`https://example.com:443`): the server that answers.
    let server: String

    /// Nil unless `text` is an absolute `http` or `https` URL with a host.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var request = Substring(trimmed)
        var fragment: Substring?
        if let hash = request.firstIndex(of: "#") {
            fragment = request[request.index(after: hash)...]
            request = request[..<hash]
        }
        // Foundation's parser encodes what a URL cannot hold as it is, as a browser does.
        guard let components = URLComponents(string: String(request)),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.encodedHost?.lowercased(), !host.isEmpty
        else { return nil }
        var normal = components
        normal.scheme = scheme
        normal.encodedHost = host
        if normal.percentEncodedPath.isEmpty { normal.percentEncodedPath = "/" }
        guard let url = normal.string else { return nil }
        self.url = url
        self.host = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        server = "\(scheme)://\(host):\(components.port ?? (scheme == "https" ? 443 : 80))"
        let decoded = fragment.map { String($0).removingPercentEncoding ?? String($0) }
        self.fragment = decoded?.isEmpty == false ? decoded : nil
    }

    /// `url` with `location` (a redirect's `Location`, absolute or relative) resolved against it.
    public func resolving(_ location: String) -> WebAddress? {
        guard let base = URL(string: url), let target = URL(string: location, relativeTo: base) else { return nil }
        return WebAddress(target.absoluteString)
    }

    /// True for an address only this machine or its own network can reach, which a reader of the published page
    /// cannot: `localhost` and names under it, loopback, private (RFC 1918, unique-local) and link-local addresses,
    /// and the names RFC 2606 and 6762 reserve for tests and local networks (`.test`, `.example`, `.invalid`,
    /// `.local`, `.internal`).
    public var isLocal: Bool {
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        for suffix in [".test", ".example", ".invalid", ".local", ".internal"] where host.hasSuffix(suffix) {
            return true
        }
        if let octets = Self.ipv4(host) {
            switch (octets[0], octets[1]) {
            case (127, _), (10, _), (0, _), (192, 168), (169, 254): return true
            case (172, 16...31): return true
            default: return false
            }
        }
        if host.contains(":") {
            let lower = host.lowercased()
            return lower == "::1" || lower == "::" || lower.hasPrefix("fc") || lower.hasPrefix("fd")
                || lower.hasPrefix("fe80:")
        }
        return false
    }

    private static func ipv4(_ host: String) -> [Int]? {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 4, numbers.allSatisfy({ (0...255).contains($0) }) else { return nil }
        return numbers
    }
}
