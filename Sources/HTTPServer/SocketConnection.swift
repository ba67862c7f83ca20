#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ConcurrencyHelpers

/// One accepted TCP connection with blocking I/O: reads wait in `poll` until a deadline or a stop signal.
struct SocketConnection: Sendable {
    /// What a read produced.
    enum Received: Equatable {
        case bytes(Int)
        case closed
        case timedOut
        case stopped
    }

    let fd: Int32

    /// Sets the options every connection needs: no Nagle delay, and a bound on how long a send may stall.
    func configure(sendTimeout seconds: Int) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Appends what arrives to `buffer`, waiting no later than `deadline`.
    func receive(into buffer: inout [UInt8], until deadline: ContinuousClock.Instant, stop: StopSignal) -> Received {
        switch wait(until: deadline, alsoWatching: [stop.readFD]) {
        case .timedOut: return .timedOut
        case .other: return .stopped
        case .readable: break
        }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return .closed }
        buffer.append(contentsOf: chunk[0..<count])
        return .bytes(count)
    }

    /// What `wait(until:alsoWatching:)` saw first.
    enum Readiness: Equatable {
        case readable
        /// One of the other descriptors is readable (or polling failed).
        case other(Int32)
        case timedOut
    }

    /// Waits for input on the socket or on one of `others`, which win ties; hang-ups count as readable.
    func wait(until deadline: ContinuousClock.Instant, alsoWatching others: [Int32]) -> Readiness {
        var fds = ([fd] + others).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = max(0, Int32(clamping: left.components.seconds * 1000
                + left.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&fds, nfds_t(fds.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .other(-1) }
            if let fired = fds.dropFirst().first(where: { $0.revents != 0 }) { return .other(fired.fd) }
            if fds[0].revents != 0 { return .readable }
            if ContinuousClock.now >= deadline { return .timedOut }
        }
    }

    /// Sends every byte; false when the peer went away or stalled past the send timeout.
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    func close() {
        _ = Glibc.close(fd)
    }
}
