import HTTPServer

extension PreviewServer {
    /// What listening on a wider address than loopback exposes, and which requests are then answered, to print
    /// when the server starts; nil on loopback or before `start()`.
    /// - Parameter showsDrafts: the preview includes drafts and future posts.
    public func exposureNotice(showsDrafts: Bool) -> String? {
        guard let host, !server.hosts.loopbackOnly, let port = server.boundPort else { return nil }
        let everywhere = host == "0.0.0.0" || host == "::"
        let addresses = everywhere ? NetworkAddresses.current(ipv6: host == "::") : urls
        let content = showsDrafts ? "this site, drafts and future posts included," : "this site"
        var notice = "Listening on \(host)\(everywhere ? ", every address of this machine" : ""): any machine "
            + "that reaches it on port \(port) can read \(content) while folio serve runs."
        if !addresses.isEmpty {
            let reachable = addresses.map { $0.hasPrefix("http") ? $0 : "http://\($0):\(port)/" }
            notice += "\nReachable at " + reachable.joined(separator: ", ")
        }
        let names = server.hosts.allowedNames
        notice += "\nRequests for an IP address or localhost are answered, for a name only when it is allowed "
            + "with --allow-host NAME" + (names.isEmpty ? "." : " (allowed: \(names.joined(separator: ", "))).")
        if showsDrafts { notice += " --no-drafts leaves drafts out." }
        return notice
    }
}
