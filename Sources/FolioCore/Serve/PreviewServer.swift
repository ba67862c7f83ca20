import Foundation
import Synchronization
import ConcurrencyHelpers

/// The `folio serve` HTTP server: serves a `SiteSnapshot` from memory on loopback, with live reload.
///
/// ```swift
/// let server = PreviewServer(port: 8000)
/// server.publish(snapshot, changed: .full)
/// let port = try server.start()          // binds 127.0.0.1 and ::1
/// // … on every rebuild:
/// server.publish(next, changed: next.reloadKind(since: snapshot))
/// server.stop()                          // from a SIGINT/SIGTERM handler
/// ```
///
/// One thread accepts on each address and one thread serves each connection with blocking I/O and
/// `poll` timeouts. Every request reads the snapshot once, so a publish during a request never mixes builds.
public final class PreviewServer: Sendable {
    /// The address to bind; nil binds both `127.0.0.1` and `::1` (IPv4 alone where IPv6 is missing).
    public let host: String?
    /// The port asked for; 0 lets the system pick (see `start()`'s result).
    public let port: Int
    let core: ServerCore
    private let lifecycle = Mutex(Lifecycle.idle)

    private enum Lifecycle {
        case idle
        case running([ListeningSocket])
        case stopped
    }

    /// Makes a server; nothing is bound until `start()`.
    /// - Parameters:
    ///   - idleTimeout: how long a connection may wait without a complete request before it is closed.
    ///   - allowedHosts: names answered besides the default ones (see `HostPolicy`): `blog.test`, or
    ///     `.example.com` for a domain and its subdomains. Check each with `hostProblem(_:)` first.
    public convenience init(host: String? = nil, port: Int = 8000, idleTimeout: Duration = .seconds(10),
                            allowedHosts: [String] = []) {
        var limits = ServerCore.Limits()
        limits.idleTimeout = idleTimeout
        self.init(host: host, port: port, limits: limits, allowedHosts: allowedHosts)
    }

    init(host: String?, port: Int, limits: ServerCore.Limits, allowedHosts: [String] = []) {
        self.host = host
        self.port = port
        core = ServerCore(limits: limits, hosts: HostPolicy(boundTo: host, allowedNames: allowedHosts))
    }

    /// Why `name` cannot be allowed with `--allow-host`, or nil when it can.
    public static func hostProblem(_ name: String) -> String? {
        HostPolicy.problem(withAllowedName: name)
    }

    deinit {
        stop()
    }

    /// Binds, listens and starts accepting; returns the bound port.
    /// - Throws: `PreviewServerError.portInUse` (its message names `--port`) or another `PreviewServerError`.
    @discardableResult
    public func start() throws(PreviewServerError) -> Int {
        try lifecycle.withLockTracked { state throws(PreviewServerError) -> Int in
            guard case .idle = state, core.stop.isUsable else { throw .alreadyStarted }
            let listeners = try bindAll()
            state = .running(listeners)
            for listener in listeners {
                DetachedThread.start(named: "folio-accept") { [core] in core.acceptConnections(on: listener) }
            }
            return listeners[0].port
        }
    }

    /// Serves `snapshot` from now on and tells open pages what to do. A snapshot with diagnostics keeps the
    /// last good files and shows the diagnostics instead (`changed` is then ignored).
    public func publish(_ snapshot: SiteSnapshot, changed: ReloadKind) {
        core.publish(snapshot, changed: changed)
    }

    /// Closes the listeners and every connection, event streams included; safe to call more than once.
    public func stop() {
        let listeners = lifecycle.withLockTracked { state -> [ListeningSocket] in
            defer { state = .stopped }
            if case .running(let listeners) = state { return listeners }
            return []
        }
        // Shut down before raising the signal: the accept threads close their listener only after seeing it,
        // so no descriptor here can have been closed and reused by then.
        listeners.forEach { $0.shutDown() }
        core.stop.raise()
    }

    /// The addresses being served, as URLs to print (`http://127.0.0.1:8000/`); empty before `start()`.
    public var urls: [String] {
        lifecycle.withLockTracked { state in
            guard case .running(let listeners) = state else { return [] }
            return listeners.map { listener in
                let host = listener.host.contains(":") ? "[\(listener.host)]" : listener.host
                return "http://\(host):\(listener.port)/"
            }
        }
    }

    /// The port bound by `start()`; nil before it and after `stop()`.
    var boundPort: Int? {
        lifecycle.withLockTracked { state in
            guard case .running(let listeners) = state else { return nil }
            return listeners.first?.port
        }
    }

    private func bindAll() throws(PreviewServerError) -> [ListeningSocket] {
        guard host == nil || host == "localhost" else { return [try ListeningSocket.make(host: host!, port: port)] }
        var attempts = 0
        while true {
            let ipv4 = try ListeningSocket.make(host: "127.0.0.1", port: port)
            do {
                return [ipv4, try ListeningSocket.make(host: "::1", port: ipv4.port)]
            } catch .portInUse where port == 0 && attempts < 8 {
                ipv4.close()
                attempts += 1
            } catch .portInUse {
                ipv4.close()
                throw .portInUse(host: "::1", port: ipv4.port)
            } catch {
                return [ipv4]
            }
        }
    }
}
