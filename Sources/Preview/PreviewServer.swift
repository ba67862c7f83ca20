import Foundation
import Synchronization
import ConcurrencyHelpers
import HTTPServer

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
/// The HTTP is `HTTPServer`'s; this type answers its requests from the site published last. Every request reads
/// that site once, so a publish during a request never mixes builds.
public final class PreviewServer: Sendable {
    let server: HTTPServer
    private let state: PreviewState

    /// Makes a server; nothing is bound until `start()`.
    /// - Parameters:
    ///   - idleTimeout: how long a connection may wait without a complete request before it is closed.
    ///   - allowedHosts: names answered besides the default ones (see `HostPolicy`): `blog.test`, or
    ///     `.example.com` for a domain and its subdomains. Check each with `hostProblem(_:)` first.
    ///   - firstBuildWait: how long a request that comes before the first publish waits for it, before it is
    ///     answered with a page that reloads itself when a build succeeds (see `StartingPage`).
    public convenience init(host: String? = nil, port: Int = 8000, idleTimeout: Duration = .seconds(10),
                            allowedHosts: [String] = [], firstBuildWait: Duration = .seconds(10)) {
        var limits = HTTPServer.Limits()
        limits.idleTimeout = idleTimeout
        self.init(host: host, port: port, limits: limits, allowedHosts: allowedHosts, firstBuildWait: firstBuildWait)
    }

    /// `liveReload` adds the live-reload script to every HTML page served.
    init(host: String?, port: Int, limits: HTTPServer.Limits, allowedHosts: [String] = [], liveReload: Bool = true,
         firstBuildWait: Duration = .seconds(10)) {
        state = PreviewState(liveReload: liveReload, firstBuildWait: firstBuildWait)
        server = HTTPServer(host: host, port: port, limits: limits, allowedHosts: allowedHosts, name: "folio",
                            responder: PreviewResponder(state: state))
    }

    /// Why `name` cannot be allowed with `--allow-host`, or nil when it can.
    public static func hostProblem(_ name: String) -> String? {
        HostPolicy.isAllowable(name) ? nil
            : "--allow-host takes a host name such as blog.test or .example.com, not '\(name)'"
    }

    /// The address to bind; nil binds both `127.0.0.1` and `::1`.
    public var host: String? { server.host }

    /// Binds, listens and starts accepting; returns the bound port.
    /// - Throws: `PreviewServerError.portInUse` (its message names `--port`) or another `PreviewServerError`.
    @discardableResult
    public func start() throws(PreviewServerError) -> Int {
        do { return try server.start() } catch { throw PreviewServerError(error) }
    }

    /// Serves `snapshot` from now on and tells open pages what to do. A snapshot with diagnostics keeps the
    /// last good files and shows the diagnostics instead (`changed` is then ignored).
    public func publish(_ snapshot: SiteSnapshot, changed kind: ReloadKind) {
        guard let event = state.publish(snapshot, changed: kind) else { return }
        server.events.broadcast(event.wireFormat)
    }

    /// Closes the listeners and every connection, event streams included; safe to call more than once.
    public func stop() {
        state.gate.release()
        server.stop()
    }

    /// The addresses being served, as URLs to print (`http://127.0.0.1:8000/`); empty before `start()`.
    public var urls: [String] { server.urls }
}

/// The site a preview serves, swapped whole by each publish.
final class PreviewState: Sendable {
    let liveReload: Bool
    /// Open once the first build is published; see `PreviewResponder`.
    let gate = FirstBuildGate()
    let firstBuildWait: Duration
    private let site = Mutex(ServedSite.empty)
    /// True once a good build was published: until then there is no site to answer from.
    private let hasSite = Atomic<Bool>(false)
    /// The last good snapshot and what was prepared from it: what the next one can keep.
    private let published = Mutex<(snapshot: SiteSnapshot, site: ServedSite)?>(nil)

    init(liveReload: Bool, firstBuildWait: Duration) {
        self.liveReload = liveReload
        self.firstBuildWait = firstBuildWait
    }

    /// True once a good build was published.
    var isServingASite: Bool { hasSite.load(ordering: .acquiring) }

    /// The site as it is now; a request keeps this value for its whole answer.
    var current: ServedSite { site.withLockTracked { $0 } }

    /// Swaps in a snapshot; returns the event for the open pages, or nil when they have nothing to do: a
    /// snapshot of changes whose files are byte for byte those served already (a save without an edit, an
    /// editor's backup file beside a post) reloads no page. A failed build keeps the files and only adds
    /// diagnostics.
    func publish(_ snapshot: SiteSnapshot, changed kind: ReloadKind) -> LiveReloadEvent? {
        defer { gate.open() }
        if snapshot.isFailure {
            site.withLockTracked { $0.diagnostics = snapshot.diagnostics }
            return .failure(snapshot.diagnostics)
        }
        let previous = published.withLockTracked { $0 }
        let prepared = ServedSite(snapshot: snapshot, liveReload: liveReload, previous: previous)
        var servesTheSame = false
        if let changed = snapshot.changed, let previous {
            servesTheSame = changed.allSatisfy { path in
                let key = ServedSite.key(path)
                return previous.site.files[key]?.body == prepared.files[key]?.body
            }
        }
        published.withLockTracked { $0 = (snapshot, prepared) }
        let wasFailing = site.withLockTracked { current in
            defer { current = prepared }
            return !current.diagnostics.isEmpty
        }
        hasSite.store(true, ordering: .releasing)
        if servesTheSame && !wasFailing { return nil }
        return kind == .stylesheets && !wasFailing ? .stylesheets : .reload
    }
}

/// Answers the preview's requests: its event stream, and the site's files through `SiteResponder`.
struct PreviewResponder: HTTPResponder {
    let state: PreviewState

    func respond(to request: HTTPRequest) -> HTTPAnswer {
        if request.path == LiveReload.eventsPath, request.method == "GET" {
            let site = state.current
            // The diagnostics go out at once if the current build failed.
            let failure = site.diagnostics.isEmpty ? "" : LiveReloadEvent.failure(site.diagnostics).wireFormat
            return .eventStream(first: failure)
        }
        // The first answer is the site: a request that comes while the first build runs waits for it, a while.
        if !state.gate.isOpen { _ = state.gate.wait(upTo: state.firstBuildWait) }
        guard state.isServingASite else {
            return .response(StartingPage.response(diagnostics: state.current.diagnostics))
        }
        return .response(SiteResponder(site: state.current).respond(to: request))
    }

    func refuse(_ refusal: HostRefusal) -> HTTPResponse {
        var message = "403 Forbidden: this folio preview answers requests for \(refusal.answered) only (a guard "
            + "against DNS rebinding), "
        switch refusal {
        case .name(let host, _):
            message += "not for '\(host)'. To reach it by that name, start it with --allow-host \(host)"
        case .port(let host, let asked, let port, _):
            message += "on port \(port), not \(asked)"
            if host == "localhost" { message += " (--allow-host localhost answers localhost on any port)" }
        case .address(let host, _):
            message += "not for '\(host)'. To answer other addresses, start it with --host 0.0.0.0"
        }
        return .text(403, message, closes: true)
    }
}
