#if canImport(Glibc)
import Glibc
#endif
import ConcurrencyHelpers

extension SocketConnection {
    /// Closes after an answer that the client may still be sending a request for, as nginx's lingering close
    /// does. Closing a socket with unread input makes the kernel send a reset, which destroys the answer on its
    /// way (the client sees ECONNRESET or EPIPE instead of, say, its 431). So this sends the end of the stream,
    /// then reads and drops what still arrives until the client closes, nothing arrives for `quiet`, `limit`
    /// has passed in all, or the server stops; only then does it close.
    func closeLingering(quiet: Duration, limit: Duration, stop: StopSignal) {
        defer { close() }
        guard shutdown(fd, Int32(SHUT_WR)) == 0 else { return }
        let end = ContinuousClock.now.advanced(by: limit)
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        while ContinuousClock.now < end {
            let deadline = min(ContinuousClock.now.advanced(by: quiet), end)
            guard case .readable = wait(until: deadline, alsoWatching: [stop.readFD]) else { return }
            let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
        }
    }

    /// Closes a connection refused at once: drops the input that is already there, so that the close sends
    /// the end of the stream after the answer rather than a reset in place of it, without waiting for more.
    func closeDiscardingInput() {
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        while scratch.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {}
        _ = shutdown(fd, Int32(SHUT_WR))
        close()
    }
}
