import Foundation
import Synchronization
import ConcurrencyHelpers

/// What the server's threads share: the served site, the live-reload streams, the stop signal and limits.
/// `PreviewServer` is its public face; the threads hold this, not the server, so dropping the server stops it.
final class ServerCore: Sendable {
    /// Tunables; the defaults are the production ones, tests shorten the waits.
    struct Limits: Sendable {
        /// How long a connection may sit without sending a complete request head.
        var idleTimeout: Duration = .seconds(10)
        /// How often an idle event stream gets a comment line.
        var heartbeat: Duration = .seconds(15)
        /// Connections beyond this get 503 and are closed.
        var maxConnections = 1024
        /// Add the live-reload script to HTML.
        var liveReload = true
        /// After an answer that ends a connection, how long to go on reading what the client still sends while
        /// nothing arrives (nginx's `lingering_timeout`), and in all (its `lingering_time`).
        var lingerQuiet: Duration = .seconds(5)
        var lingerLimit: Duration = .seconds(30)
    }

    let limits: Limits
    /// The `Host` names answered.
    let hosts: HostPolicy
    let stop: StopSignal
    let hub = LiveReloadHub()
    private let site = Mutex(ServedSite.empty)
    /// The last good snapshot and what was prepared from it: what the next one can keep.
    private let published = Mutex<(snapshot: SiteSnapshot, site: ServedSite)?>(nil)
    private let openConnections = Atomic<Int>(0)

    init(limits: Limits, hosts: HostPolicy) {
        self.limits = limits
        self.hosts = hosts
        stop = StopSignal()
    }

    /// The site as it is now; a request keeps this value for its whole answer.
    var currentSite: ServedSite { site.withLockTracked { $0 } }

    /// Swaps in a snapshot and tells the open pages. A failed build keeps the files and only adds diagnostics.
    func publish(_ snapshot: SiteSnapshot, changed kind: ReloadKind) {
        if snapshot.isFailure {
            site.withLockTracked { $0.diagnostics = snapshot.diagnostics }
            hub.broadcast(.failure(snapshot.diagnostics))
            return
        }
        let prepared = ServedSite(snapshot: snapshot, liveReload: limits.liveReload,
                                  previous: published.withLockTracked { $0 })
        published.withLockTracked { $0 = (snapshot, prepared) }
        let wasFailing = site.withLockTracked { current in
            defer { current = prepared }
            return !current.diagnostics.isEmpty
        }
        hub.broadcast(kind == .stylesheets && !wasFailing ? .stylesheets : .reload)
    }

    /// Counts a new connection; false when the limit is reached.
    func admitConnection() -> Bool {
        let now = openConnections.wrappingAdd(1, ordering: .relaxed).newValue
        if now > limits.maxConnections {
            openConnections.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func releaseConnection() {
        openConnections.wrappingSubtract(1, ordering: .relaxed)
    }

    /// Connections being served now (event streams included).
    var connectionCount: Int { openConnections.load(ordering: .relaxed) }
}
