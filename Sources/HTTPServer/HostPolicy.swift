/// Which `Host` names a server answers: the defence against DNS rebinding, where a page in the user's browser
/// points its own domain at 127.0.0.1 and then reads the local server (its private pages and event streams)
/// as same-origin. Such a request always names the attacker's domain, never an IP address or `localhost`.
///
/// - On loopback (the default), only `localhost`, `127.0.0.1` and `[::1]`, without a port or with the port
///   the request came in on, as webpack-dev-server and Vite do.
/// - On a wider address (`0.0.0.0`), as Vite does: any IP address and `localhost`, on any port (port
///   forwarding and containers change it); a name only when it is allowed.
/// - Names allowed (`allowedHosts`) are answered in both cases, on any port: `blog.test`, or `.example.com`
///   for that domain and every name below it.
public struct HostPolicy: Sendable, Equatable {
    /// True when the server listens on loopback only: then only loopback names on the right port are answered.
    public var loopbackOnly: Bool
    /// Lowercased; a leading dot allows the domain and its subdomains.
    public var allowedNames: [String]

    /// The policy for a server bound to `host` (nil: the loopback addresses).
    public init(boundTo host: String?, allowedNames: [String] = []) {
        loopbackOnly = host.map(Self.isLoopback) ?? true
        self.allowedNames = allowedNames.map { $0.lowercased() }
    }

    /// True when a request for `name`, received on `port`, may be answered. A request that names no host
    /// (HTTP/1.0 without `Host`) cannot come from a browser and is answered.
    public func allows(_ name: HostName?, port: Int) -> Bool {
        guard let name else { return true }
        if name.kind == .name && isAllowedName(name.host) { return true }
        if loopbackOnly {
            return ["localhost", "127.0.0.1", "[::1]"].contains(name.host) && (name.port ?? port) == port
        }
        return name.isAddress || name.host == "localhost"
    }

    private func isAllowedName(_ host: String) -> Bool {
        allowedNames.contains { allowed in
            allowed.hasPrefix(".") ? host == allowed.dropFirst() || host.hasSuffix(allowed) : host == allowed
        }
    }

    /// Why a request for `name` received on `port` is refused (see `allows(_:port:)`).
    public func refusal(of name: HostName, port: Int) -> HostRefusal {
        if name.kind == .name && name.host != "localhost" { return .name(name.host, policy: self) }
        if let asked = name.port, asked != port {
            return .port(host: name.host, asked: asked, port: port, policy: self)
        }
        return .address(name.host, policy: self)
    }

    /// True for `localhost` and for addresses that only this machine can reach (127.0.0.0/8, ::1).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || (HostName(host)?.kind == .ipv4
            && host.hasPrefix("127."))
    }

    /// True when `name` can be allowed: a host name (`blog.test`), or one with a leading dot for a domain and
    /// every name below it (`.example.com`); not an IP address.
    public static func isAllowable(_ name: String) -> Bool {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        let isName = !bare.isEmpty && bare.utf8.allSatisfy {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 45 || $0 == 46
        }
        return isName && HostName(bare)?.kind == .name
    }
}
