import Commands
import Preview

extension FolioCommandLine {
    static let serve = CommandRow<Command>(
        "serve", summary: "preview the site at http://127.0.0.1:8000/, built again on every save",
        operands: [Operand("SITE", completion: .folders)],
        flags: [
            Flag("--host", value: "HOST", help: "listen on this address only (default: 127.0.0.1 and ::1); 0.0.0.0 "
                 + "or :: serves every machine that can reach this one, and folio says so"),
            Flag("--port", short: "-p", value: "PORT", help: "listen on this port (default 8000; 0 picks a free one)"),
            Flag("--allow-host", value: "NAME", repeats: true,
                 help: "also answer requests for NAME (blog.test), or with a leading dot for a domain and every name "
                     + "below it (.example.com), on any port; may be repeated (--allow-host localhost: localhost on "
                     + "any port, for a tunnel)"),
            Flag("--no-drafts", help: "hide drafts, as 'folio build' does"),
        ],
        details: """
        Builds the site in SITE (default: the current folder) in memory and serves it at http://127.0.0.1:8000/ \
        (and [::1]), rebuilding and reloading the browser on every save. A failed build keeps the last good site \
        and shows the errors over the page. Drafts and future posts are shown, and marked as such.

        Against DNS rebinding (a web page pointing its own name at 127.0.0.1 to read the preview), only requests \
        for localhost, 127.0.0.1 and [::1] on this port are answered; others get 403. With a wider --host, \
        requests for any IP address and for localhost are answered, on any port, and names only with \
        --allow-host. Requests that are not HTTP/1.1 as RFC 9112 writes it get 400 (or 414, 431, 501, 505) with a \
        line saying why, and are read to their end before the connection closes.
        """
    ) { arguments throws(UsageError) in
        var port = 8000
        if let text = arguments.value("--port") {
            guard let number = Int(text), (0...65535).contains(number) else {
                throw UsageError("--port takes a number from 0 to 65535, not '\(text)'")
            }
            port = number
        }
        let allowed = arguments.values("--allow-host")
        if let problem = allowed.lazy.compactMap(PreviewServer.hostProblem).first { throw UsageError(problem) }
        return .serve(site: arguments.operand(0) ?? ".", host: arguments.value("--host"), port: port,
                      drafts: !arguments.isSet("--no-drafts"), allowedHosts: allowed)
    }
}
