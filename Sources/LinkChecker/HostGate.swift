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
    private var failedServers: [String: (failure: TransferFailure, shared: SharedFailure)] = [:]
    /// Servers whose requests wait while one address's tries go on, and those waiting.
    private var suspects: [String: (address: String, waiting: [CheckedContinuation<Void, Never>])] = [:]

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
        /// The server failed another address (see `markFailed`): how, and which.
        case failed(TransferFailure, SharedFailure)
    }

    /// Waits for a place for a request for `address`, to `host`, on `server` (its scheme, host and port); while
    /// another address's tries decide whether the server is down (see `suspect`), waits for that first.
    func enter(_ host: String, server: String, address: String) async -> Entry {
        while true {
            if isClosed { return .closed }
            if let refusal = refusal(of: host) { return refusal }
            if let failed = failedServers[server] { return .failed(failed.failure, failed.shared) }
            if let suspect = suspects[server], suspect.address != address {
                await withCheckedContinuation { suspects[server]?.waiting.append($0) }
                continue
            }
            let admitted = await withCheckedContinuation { continuation in
                hosts[host, default: Host()].waiting.append(continuation)
                if hasTurn.insert(host).inserted { turns.append(host) }
                admit()
            }
            guard admitted else { return isClosed ? .closed : refusal(of: host) ?? .closed }
            // What was learnt while this request waited.
            if let failed = failedServers[server] {
                leave(host)
                return .failed(failed.failure, failed.shared)
            }
            if let suspect = suspects[server], suspect.address != address {
                leave(host)
                continue
            }
            return .admitted
        }
    }

    /// Holds back the server's requests for other addresses while `address`'s tries go on: it got no answer, and
    /// no connection or no word, which may be the server's and not the address's. `markFailed` or `clear` ends it.
    func suspect(_ server: String, by address: String) {
        if suspects[server] == nil { suspects[server] = (address, []) }
    }

    /// Lets the server's held requests go on: `address` got an answer, or stopped for a reason of its own.
    func clear(_ server: String, by address: String) {
        guard let suspect = suspects[server], suspect.address == address else { return }
        suspects[server] = nil
        for waiter in suspect.waiting { waiter.resume() }
    }

    /// Answers the server's later requests with `failure` at once, as `shared` says: its name does not resolve, it
    /// refuses or does not take connections, or its TLS handshake fails, which no other address on it would change;
    /// or it took the connections of every try for one address and never answered. A site down costs one address's
    /// tries, not each of its links'.
    func markFailed(_ server: String, _ failure: TransferFailure, _ shared: SharedFailure) {
        if failedServers[server] == nil { failedServers[server] = (failure, shared) }
        clear(server, by: shared.address)
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
        for server in Array(suspects.keys) { clear(server, by: suspects[server]!.address) }
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
