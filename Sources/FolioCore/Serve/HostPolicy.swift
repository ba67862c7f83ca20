/// Which `Host` names the preview answers: the defence against DNS rebinding, where a page on the author's
/// browser points its own domain at 127.0.0.1 and then reads the preview (drafts and the event stream included)
/// as same-origin. Such a request always names the attacker's domain, never an IP address or `localhost`.
///
/// - On loopback (the default), only `localhost`, `127.0.0.1` and `[::1]`, without a port or with the port
///   the request came in on, as webpack-dev-server and Vite do.
/// - On a wider address (`--host 0.0.0.0`), as Vite does: any IP address and `localhost`, on any port (port
///   forwarding and containers change it); a name only when it is allowed.
/// - Names allowed with `--allow-host` are answered in both cases, on any port: `blog.test`, or `.example.com`
///   for that domain and every name below it.
struct HostPolicy: Sendable, Equatable {
    var loopbackOnly: Bool
    /// Lowercased; a leading dot allows the domain and its subdomains.
    var allowedNames: [String]

    /// The policy for a server bound to `host` (nil: the loopback addresses).
    init(boundTo host: String?, allowedNames: [String] = []) {
        loopbackOnly = host.map(Self.isLoopback) ?? true
        self.allowedNames = allowedNames.map { $0.lowercased() }
    }

    /// True when a request for `name`, received on `port`, may be answered. A request that names no host
    /// (HTTP/1.0 without `Host`) cannot come from a browser and is answered.
    func allows(_ name: HostName?, port: Int) -> Bool {
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

    /// The 403 answer for a request for `name` received on `port`: what was refused and what would allow it.
    func refusal(of name: HostName, port: Int) -> HTTPResponse {
        let answered = loopbackOnly ? "localhost, 127.0.0.1 and [::1]" : "IP addresses and localhost"
        var message = "403 Forbidden: this folio preview answers requests for \(answered) only (a guard against "
            + "DNS rebinding), "
        if name.kind == .name && name.host != "localhost" {
            message += "not for '\(name.host)'. To reach it by that name, start it with --allow-host \(name.host)"
        } else if let asked = name.port, asked != port {
            message += "on port \(port), not \(asked)"
            if name.host == "localhost" { message += " (--allow-host localhost answers localhost on any port)" }
        } else {
            message += "not for '\(name.host)'. To answer other addresses, start it with --host 0.0.0.0"
        }
        return .text(403, message, closes: true)
    }

    /// True for `localhost` and for addresses that only this machine can reach (127.0.0.0/8, ::1).
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || (HostName(host)?.kind == .ipv4
            && host.hasPrefix("127."))
    }

    /// Why `name` cannot be given to `--allow-host`, or nil when it can.
    static func problem(withAllowedName name: String) -> String? {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        let isName = !bare.isEmpty && bare.utf8.allSatisfy {
            (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 45 || $0 == 46
        }
        guard isName, HostName(bare)?.kind == .name else {
            return "--allow-host takes a host name such as blog.test or .example.com, not '\(name)'"
        }
        return nil
    }
}
