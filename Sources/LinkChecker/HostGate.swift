/// Lets requests through while fewer than `total` are in flight, and fewer than `perHost` to their host, in the
/// order they came, taking the waiting hosts in turn; holds a host's requests back while it has asked to be left
/// alone (`Retry-After`), and turns them away for the rest of the check when it asked for longer than the checker
/// waits. It also remembers which hosts answer HEAD wrongly, so that their other links are asked with GET at once.
actor HostGate {
    private struct Host {
        var inFlight = 0
        var waiting = WaitLine()
        var pausedUntil: ContinuousClock.Instant?
        /// The status and `Retry-After` of an answer that asked to be left alone longer than the checker waits.
        var shut: (status: Int, until: ContinuousClock.Instant)?
        var refusesHead = false
    }

    private let total: Int
    private let perHost: Int
    private var inFlight = 0
    private var hosts: [String: Host] = [:]
    /// Hosts with requests waiting, in the order they began to wait; the next request goes to the first that can.
    private var turns: [String] = []
    private var hasTurn: Set<String> = []
    private var isClosed = false
    private var failedServers: [String: TransferFailure] = [:]

    init(total: Int, perHost: Int) {
        self.total = max(1, total)
        self.perHost = max(1, perHost)
    }

    /// What waiting at the gate came to.
    enum Entry: Sendable, Equatable {
        /// A place for the request: give it back with `leave`.
        case admitted
        /// The check ran out of time.
        case closed
        /// The host asked to be left alone for longer than the checker waits: its status, and the seconds left.
        case refused(status: Int, seconds: Double)
        /// The server failed another address so that it would fail this one too (see `markFailed`).
        case failed(TransferFailure)
    }

    /// Waits for a place for a request to `host`, on `server` (its scheme, host and port).
    func enter(_ host: String, server: String) async -> Entry {
        if isClosed { return .closed }
        if let refusal = refusal(of: host) { return refusal }
        if let failure = failedServers[server] { return .failed(failure) }
        let admitted = await withCheckedContinuation { continuation in
            hosts[host, default: Host()].waiting.append(continuation)
            if hasTurn.insert(host).inserted { turns.append(host) }
            admit()
        }
        guard admitted else { return isClosed ? .closed : refusal(of: host) ?? .closed }
        if let failure = failedServers[server] {  // learnt while this request waited
            leave(host)
            return .failed(failure)
        }
        return .admitted
    }

    /// Answers the server's later requests with `failure` at once: its name does not resolve, it refuses or does
    /// not take connections, or its TLS handshake fails, which no other address on it would change. A site down
    /// costs one address's tries, not each of its links'.
    func markFailed(_ server: String, _ failure: TransferFailure) {
        failedServers[server] = failure
    }

    /// Gives back a place taken by `enter`.
    func leave(_ host: String) {
        inFlight -= 1
        hosts[host]?.inFlight -= 1
        admit()
    }

    /// Holds back the host's requests for `wait` from now (a `Retry-After`), however many are waiting.
    func pause(_ host: String, for wait: Duration) {
        let until = ContinuousClock.now + wait
        if let current = hosts[host]?.pausedUntil, current >= until { return }
        hosts[host, default: Host()].pausedUntil = until
        Task {
            try? await Task.sleep(until: until, clock: .continuous)
            self.admit()
        }
    }

    /// Turns the host's requests away until `wait` from now, with `status`: it asked for longer than the checker
    /// waits, and its links are reported as not checked rather than asked against its wish.
    func shut(_ host: String, status: Int, for wait: Double) {
        let until = ContinuousClock.now + .milliseconds(Int64(wait * 1000))
        hosts[host, default: Host()].shut = (status, until)
        while let waiter = hosts[host]?.waiting.next() { waiter.resume(returning: false) }
    }

    private func refusal(of host: String) -> Entry? {
        guard let shut = hosts[host]?.shut else { return nil }
        let left = shut.until - ContinuousClock.now
        guard left > .zero else { return nil }
        return .refused(status: shut.status, seconds: Double(left.components.seconds)
                        + Double(left.components.attoseconds) / 1e18)
    }

    /// Remembers that `host` answers HEAD otherwise than GET.
    func markRefusesHead(_ host: String) {
        hosts[host, default: Host()].refusesHead = true
    }

    /// True once `host` answered a HEAD otherwise than the GET after it.
    func refusesHead(_ host: String) -> Bool {
        hosts[host]?.refusesHead ?? false
    }

    /// Lets nothing more through: every waiting request, and every later one, is turned away.
    func close() {
        isClosed = true
        for name in turns {
            while let waiter = hosts[name]?.waiting.next() { waiter.resume(returning: false) }
        }
        (turns, hasTurn) = ([], [])
    }

    private func admit() {
        let now = ContinuousClock.now
        var index = 0
        while inFlight < total, index < turns.count {
            let name = turns[index]
            guard var host = hosts[name], !host.waiting.isEmpty else {
                turns.remove(at: index)
                hasTurn.remove(name)
                continue
            }
            if host.inFlight >= perHost || (host.pausedUntil.map { $0 > now } ?? false) {
                index += 1
                continue
            }
            guard let waiter = host.waiting.next() else { continue }
            host.inFlight += 1
            inFlight += 1
            hosts[name] = host
            waiter.resume(returning: true)
            // The host goes to the back of the line, so that every waiting host gets its turn.
            turns.remove(at: index)
            if host.waiting.isEmpty { hasTurn.remove(name) } else { turns.append(name) }
        }
    }
}

/// The requests waiting for one host, first come first served, each taken in constant time.
private struct WaitLine {
    private var items: [CheckedContinuation<Bool, Never>] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ item: CheckedContinuation<Bool, Never>) {
        items.append(item)
    }

    mutating func next() -> CheckedContinuation<Bool, Never>? {
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head > 1024, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return item
    }
}
