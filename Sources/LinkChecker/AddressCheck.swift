/// Asks for one address as a careful crawler does: HEAD first, GET where HEAD is refused or answered wrongly, again
/// after a pause on a timeout, a lost connection, 408, 429 or a 5xx, and each redirect followed by hand so that it
/// is seen.
struct AddressCheck: Sendable {
    let options: LinkCheckOptions
    let transfers: CurlTransfers
    let gate: HostGate

    /// Statuses worth asking again for, after a pause.
    static let transientStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// What `address` answers, after its redirects, reading the final page for `fragments` when there are any.
    func answer(for address: WebAddress, fragments: Set<String>) async -> ResourceAnswer {
        var answer = ResourceAnswer()
        var current = address
        var seen: Set<String> = [address.url]
        while true {
            let (got, tooLongToWait) = await ask(current, fragments: fragments, requests: &answer.requests,
                                                 bytesRead: &answer.bytesRead)
            await gate.clear(current.server, by: current.url)
            answer.status = got.status
            answer.failure = got.failure.map(ResourceAnswer.Failure.init)
            answer.fragments = got.fragments
            answer.retryAfter = tooLongToWait
            answer.shared = got.shared
            guard let status = got.status, Self.redirectStatuses.contains(status), got.failure == nil else {
                return answer
            }
            guard let location = got.location, !location.isEmpty else {
                answer.redirectProblem = .noLocation
                return answer
            }
            guard let next = current.resolving(location) else {
                answer.redirects.append(Redirect(status: status, to: location))
                answer.redirectProblem = .notWeb
                return answer
            }
            answer.redirects.append(Redirect(status: status, to: next.url))
            if !seen.insert(next.url).inserted {
                answer.redirectProblem = .loop
                return answer
            }
            if answer.redirects.count > options.maxRedirects {
                answer.redirectProblem = .tooMany
                return answer
            }
            current = next
        }
    }

    /// One address's answer, without following its redirects: HEAD or GET, asked again while that may help. Also
    /// the seconds of a `Retry-After` too long to wait for, when that is why it stopped asking.
    private func ask(_ address: WebAddress, fragments: Set<String>, requests: inout Int, bytesRead: inout Int) async
        -> (TransferAnswer, tooLongToWait: Double?) {
        let body: TransferRequest.Body = fragments.isEmpty ? .none
            : .fragments(fragments, limit: options.fragmentReadLimit)
        var usesGet = body != .none
        var retriesLeft = options.retries
        var delay = options.retryDelay
        var headFailed = false
        var holdsPlace = false
        var answered = false
        var suspected = false
        while true {
            if !holdsPlace {
                switch await gate.enter(address.host, server: address.server, address: address.url) {
                case .admitted: break
                case .closed: return (TransferAnswer(failure: .cancelled), nil)
                case .refused(let status, let seconds): return (TransferAnswer(status: status), seconds)
                case .failed(let failure, let shared):
                    return (TransferAnswer(failure: failure, shared: shared), nil)
                }
            }
            // Asked once through the gate: a request that waited may learn what the host's first one found.
            if !usesGet, await gate.refusesHead(address.host) { usesGet = true }
            let request = TransferRequest(url: address.url, isHead: !usesGet, body: body,
                                          timeout: options.requestTimeout, userAgent: options.userAgent)
            let got = await transfers.fetch(request)
            requests += 1
            bytesRead += got.bodyBytes
            if got.status != nil { answered = true }
            if let wait = got.retryAfter, got.status == 429 || got.status == 503 {
                // The whole host waits as it asks; if it asks for longer than the checker waits, its links are left
                // alone for the rest of the check.
                if wait <= seconds(options.longestRetryWait) {
                    await gate.pause(address.host, for: .milliseconds(Int64(wait * 1000)))
                } else {
                    await gate.shut(address.host, status: got.status ?? 429, for: wait)
                }
            }
            let status = got.status ?? 0
            if !usesGet, got.failure == nil, !(200...399).contains(status), status != 429 {
                // Refused (405, 501), forbidden, missing or failing for HEAD alone: GET decides, at once, in the
                // same place, so that the host's other links learn the answer before they are asked.
                (usesGet, headFailed, holdsPlace) = (true, true, true)
                continue
            }
            holdsPlace = false
            if usesGet, headFailed, (200...399).contains(status) { await gate.markRefusesHead(address.host) }
            if suspected, got.status != nil {  // it answers after all: the others go on, knowing what it learnt
                await gate.clear(address.server, by: address.url)
                suspected = false
            }
            if !answered, got.failure == .timeout, retriesLeft > 0 {
                // No connection, or no word on it: until the next tries tell, the server's other links wait (held
                // before this place is given back, so that none takes it meanwhile).
                await gate.suspect(address.server, by: address.url)
                suspected = true
            }
            await gate.leave(address.host)
            if got.failure == .cancelled { return (got, nil) }
            let noAnswer = got.status == nil && got.failure?.isTransient == true
            guard noAnswer || Self.transientStatuses.contains(status), retriesLeft > 0 else {
                if got.status == nil, let failure = got.failure, !answered {
                    // The server, not the address, when nothing could connect, or nothing answered any try.
                    let isCertain = failure.isHostFailure(connected: got.connected)
                    if isCertain || failure == .timeout {
                        await gate.markFailed(address.server, failure,
                                              SharedFailure(address: address.url, isCertain: isCertain))
                    }
                }
                return (got, nil)
            }
            var wait = delay
            if let after = got.retryAfter, status == 429 || status == 503 {
                if after > seconds(options.longestRetryWait) { return (got, after) }
                wait = max(wait, .milliseconds(Int64(after * 1000)))
            }
            if noAnswer, !usesGet { (usesGet, headFailed) = (true, true) }  // one that hangs on HEAD may answer GET
            retriesLeft -= 1
            delay *= 2
            do { try await Task.sleep(for: wait) } catch { return (TransferAnswer(failure: .cancelled), nil) }
        }
    }

    private func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
