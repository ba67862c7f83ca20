/// Lets requests through while fewer than `total` are in flight, and fewer than `perHost` to their host, in the
/// order they came, taking the waiting hosts in turn; holds a host's requests back while it has asked to be left
/// alone (`Retry-After`). It also remembers which hosts answer HEAD wrongly, so that their other links are asked
/// with GET at once.
actor HostGate {
    private struct Host {
        var inFlight = 0
        var waiting = WaitLine()
        var pausedUntil: ContinuousClock.Instant?
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

    init(total: Int, perHost: Int) {
        self.total = max(1, total)
        self.perHost = max(1, perHost)
    }

    /// Waits for a place for a request to `host`; false when the gate closed meanwhile (the check ran out of time).
    func enter(_ host: String) async -> Bool {
        if isClosed { return false }
        return await withCheckedContinuation { continuation in
            hosts[host, default: Host()].waiting.append(continuation)
            if hasTurn.insert(host).inserted { turns.append(host) }
            admit()
        }
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
