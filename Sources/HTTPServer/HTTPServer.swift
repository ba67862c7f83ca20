import Foundation
import Synchronization
import ConcurrencyHelpers

/// An HTTP/1.1 server for a small number of trusted clients, such as a preview in one author's browser, written
/// to meet whatever reaches it as nginx does: strict framing (RFC 9112), a `Host` check against DNS rebinding,
/// limits on heads, idle connections and connections in all, a lingering close, and Server-Sent Events.
///
/// ```swift
/// struct Hello: HTTPResponder {
///     func respond(to request: HTTPRequest) -> HTTPAnswer {
///         request.path == "/events" ? .eventStream(first: "") : .response(.text(200, "Hello"))
///     }
/// }
/// let server = HTTPServer(port: 8080, responder: Hello())
/// let port = try server.start()      // binds 127.0.0.1 and ::1
/// server.events.broadcast("event: tick\ndata: {}\n\n")
/// server.stop()
/// ```
///
/// One thread accepts on each address and one thread serves each connection with blocking I/O and `poll`
/// timeouts, so slow clients never occupy Swift's cooperative pool. The threads hold the server's shared part,
/// not the server, so dropping the server stops it.
public final class HTTPServer: Sendable {
    /// Tunables; the defaults are the production ones, tests shorten the waits.
    public struct Limits: Sendable {
        /// How long a connection may sit without sending a complete request head.
        public var idleTimeout: Duration = .seconds(10)
        /// How often an idle event stream gets a comment line.
        public var heartbeat: Duration = .seconds(15)
        /// Connections beyond this get 503 and are closed.
        public var maxConnections = 1024
        /// After an answer that ends a connection, how long to go on reading what the client still sends while
        /// nothing arrives (nginx's `lingering_timeout`), and in all (its `lingering_time`).
        public var lingerQuiet: Duration = .seconds(5)
        var lingerLimit: Duration = .seconds(30)

        public init() {}
    }

    /// The address to bind; nil binds both `127.0.0.1` and `::1` (IPv4 alone where IPv6 is missing).
    public let host: String?
    /// The port asked for; 0 lets the system pick (see `start()`'s result).
    public let port: Int
    /// The `Host` names answered.
    public var hosts: HostPolicy { core.hosts }
    /// The open event streams, to broadcast to.
    public var events: EventStreamHub { core.events }
    let core: Core
    private let lifecycle = Mutex(Lifecycle.idle)

    private enum Lifecycle {
        case idle
        case running([ListeningSocket])
        case stopped
    }

    /// Makes a server; nothing is bound until `start()`.
    /// - Parameters:
    ///   - allowedHosts: names answered besides the default ones (see `HostPolicy`): `blog.test`, or
    ///     `.example.com` for a domain and its subdomains.
    ///   - name: the `Server` header of every response.
    public init(host: String? = nil, port: Int, limits: Limits = Limits(), allowedHosts: [String] = [],
                name: String = "HTTPServer", responder: some HTTPResponder) {
        self.host = host
        self.port = port
        core = Core(limits: limits, hosts: HostPolicy(boundTo: host, allowedNames: allowedHosts), name: name,
                    responder: responder)
    }

    deinit {
        stop()
    }

    /// Binds, listens and starts accepting; returns the bound port.
    @discardableResult
    public func start() throws(ListenError) -> Int {
        try lifecycle.withLockTracked { state throws(ListenError) -> Int in
            guard case .idle = state, core.stop.isUsable else { throw .alreadyStarted }
            let listeners = try bindAll()
            state = .running(listeners)
            for listener in listeners {
                DetachedThread.start(named: "http-accept") { [core] in core.acceptConnections(on: listener) }
            }
            return listeners[0].port
        }
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
    public var boundPort: Int? {
        lifecycle.withLockTracked { state in
            guard case .running(let listeners) = state else { return nil }
            return listeners.first?.port
        }
    }

    /// Connections being served now (event streams included).
    public var connectionCount: Int { core.connectionCount }

    private func bindAll() throws(ListenError) -> [ListeningSocket] {
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
