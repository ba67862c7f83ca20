import Foundation

/// Checks web links as a careful crawler does: each address once however many links name it, a bounded number of
/// requests in flight in all and to each host, HEAD first and GET where HEAD is refused, retries with backoff
/// honouring `Retry-After`, redirects followed one by one and reported, fragments looked for in the page when asked,
/// and a time limit for each request and for the whole check. It knows nothing of what the links are in: given
/// URLs, it gives each a `LinkResult`.
public struct LinkChecker: Sendable {
    /// How it asks.
    public var options: LinkCheckOptions

    public init(options: LinkCheckOptions) {
        self.options = options
    }

    /// What a check found.
    public struct Report: Sendable {
        /// Each URL given, as given, with its result.
        public var results: [String: LinkResult]
        /// The cache given, with what this check learnt.
        public var cache: LinkCache
        /// Addresses (URLs without their fragments) checked or taken from the cache.
        public var addresses: Int
        /// Hosts among them.
        public var hosts: Int
        /// Requests made.
        public var requests: Int
    }

    /// Checks `urls` (each an absolute http or https URL; anything else is broken), taking what `cache` knows and
    /// adding what it learns. `progress` is told after each address.
    public func check(_ urls: [String], cache: LinkCache = LinkCache(), now: Date = Date(),
                      progress: (@Sendable (LinkCheckProgress) -> Void)? = nil) async -> Report {
        var results: [String: LinkResult] = [:]
        var wanted: [String: (address: WebAddress, fragments: Set<String>)] = [:]
        for url in urls {
            guard let address = WebAddress(url) else {
                results[url] = LinkResult(verdict: .broken, message: "not an http or https URL")
                continue
            }
            var entry = wanted[address.url] ?? (address, [])
            if options.checksFragments, let fragment = address.fragment,
               FragmentSearch.isCheckable(fragment, host: address.host) {
                entry.fragments.insert(fragment)
            }
            wanted[address.url] = entry
        }
        var answers: [String: (answer: ResourceAnswer, isCached: Bool)] = [:]
        var toAsk: [(address: WebAddress, fragments: Set<String>)] = []
        for (url, entry) in wanted {
            if let known = cache.answer(for: url, fragments: entry.fragments) {
                answers[url] = (known, true)
            } else {
                toAsk.append(entry)
            }
        }
        var tally = LinkCheckProgress(done: answers.count, total: wanted.count, broken: 0)
        progress?(tally)
        var cache = cache
        for (url, answer) in await ask(Self.takingHostsInTurn(toAsk), progress: { answer in
            tally.done += 1
            if LinkResult(judging: answer, fragment: nil, options: options, isCached: false).verdict == .broken {
                tally.broken += 1
            }
            progress?(tally)
        }) {
            answers[url] = (answer, false)
            cache.record(answer, for: url, at: now)
        }
        for url in urls where results[url] == nil {
            guard let address = WebAddress(url), let (answer, isCached) = answers[address.url] else { continue }
            let fragment = address.fragment.flatMap { FragmentSearch.isCheckable($0, host: address.host) ? $0 : nil }
            results[url] = LinkResult(judging: answer, fragment: fragment, options: options, isCached: isCached)
        }
        return Report(results: results, cache: cache, addresses: wanted.count,
                      hosts: Set(wanted.values.map(\.address.host)).count,
                      requests: answers.values.reduce(0) { $0 + $1.answer.requests })
    }

    /// Asks for every address, a bounded number of tasks at a time, until the run's time is up; the addresses not
    /// answered by then are answered `.cancelled`.
    private func ask(_ addresses: [(address: WebAddress, fragments: Set<String>)],
                     progress: (ResourceAnswer) -> Void) async -> [String: ResourceAnswer] {
        guard !addresses.isEmpty else { return [:] }
        let transfers = CurlTransfers()
        let gate = HostGate(total: options.concurrency, perHost: options.perHost)
        let check = AddressCheck(options: options, transfers: transfers, gate: gate)
        let runTimeout = options.runTimeout
        // Enough tasks waiting at the gate to keep every host busy, without a task for each of 50,000 links.
        let window = max(64, options.concurrency * 8)
        var answers: [String: ResourceAnswer] = [:]
        await withTaskGroup(of: Event.self) { group in
            group.addTask {
                try? await Task.sleep(for: runTimeout)
                return .timeUp
            }
            var next = addresses.makeIterator()
            var pending = 0
            var isTimeUp = false
            while true {
                while pending < window, !isTimeUp, let entry = next.next() {
                    group.addTask {
                        .answered(entry.address.url, await check.answer(for: entry.address, fragments: entry.fragments))
                    }
                    pending += 1
                }
                guard pending > 0, let event = await group.next() else { break }
                switch event {
                case .timeUp:
                    guard !isTimeUp else { continue }
                    isTimeUp = true
                    await gate.close()
                    group.cancelAll()
                case .answered(let url, let answer):
                    pending -= 1
                    answers[url] = answer
                    progress(answer)
                }
            }
            group.cancelAll()  // the clock
        }
        await transfers.shutdown()
        for entry in addresses where answers[entry.address.url] == nil {
            answers[entry.address.url] = ResourceAnswer(failure: .init(kind: .cancelled, message: ""))
        }
        return answers
    }

    private enum Event: Sendable {
        case answered(String, ResourceAnswer)
        case timeUp
    }

    /// The addresses in an order that takes their hosts in turn (a, b, c, a, b, a, …), so that the tasks started
    /// first keep many hosts busy rather than queueing at one.
    static func takingHostsInTurn(_ addresses: [(address: WebAddress, fragments: Set<String>)])
        -> [(address: WebAddress, fragments: Set<String>)] {
        var byHost: [String: [(address: WebAddress, fragments: Set<String>)]] = [:]
        for entry in addresses.sorted(by: { $0.address.url < $1.address.url }) {
            byHost[entry.address.host, default: []].append(entry)
        }
        let hosts = byHost.keys.sorted()
        var ordered: [(address: WebAddress, fragments: Set<String>)] = []
        ordered.reserveCapacity(addresses.count)
        var round = 0
        while ordered.count < addresses.count {
            for host in hosts where round < byHost[host]!.count { ordered.append(byHost[host]![round]) }
            round += 1
        }
        return ordered
    }
}
