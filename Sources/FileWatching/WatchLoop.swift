#if canImport(Glibc)
import Glibc
#endif
import ConcurrencyHelpers

/// The thread body of a `FileWatcher`: reads inotify events, keeps the watch table in step with new and
/// removed folders, and delivers the changed paths once a burst has gone quiet.
struct WatchLoop: Sendable {
    /// Copied into the thread, which alone uses it from then on.
    let table: InotifyWatchTable
    let stop: StopSignal
    let quietPeriod: Duration
    let maxDelay: Duration

    /// Runs until the stop signal; calls `deliver` on this thread with each burst.
    func run(deliver: (Set<String>) -> Void) {
        var table = self.table
        defer { table.close() }
        var pending = Set<String>()
        var burstStart = ContinuousClock.now
        var fds = [pollfd(fd: table.fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stop.readFD, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stop.isRaised {
            fds[0].revents = 0
            let ready = poll(&fds, 2, pending.isEmpty ? -1 : Self.milliseconds(quietPeriod))
            if ready < 0 && errno != EINTR { return }
            if stop.isRaised { return }
            if ready > 0 && fds[0].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(table.fd, $0.baseAddress, $0.count) }
                guard count > 0 || errno == EAGAIN || errno == EINTR else { return }
                let events = buffer.withUnsafeBytes {
                    InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: $0[0..<max(0, count)]))
                }
                if pending.isEmpty { burstStart = .now }
                pending.formUnion(table.apply(events))
                guard !pending.isEmpty, ContinuousClock.now - burstStart >= maxDelay else { continue }
            }
            if !pending.isEmpty {
                deliver(pending)
                pending = []
            }
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        Int32(clamping: duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}
