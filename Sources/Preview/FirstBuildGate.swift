import Foundation
import ConcurrencyHelpers

/// Whether the preview has published its first build, and a bounded wait for it. A request that comes while the
/// first build runs waits on its connection's own thread (never on a task of the cooperative pool) until the build
/// is published, the server stops, or the bound passes; so the first answer a newcomer gets is the site.
final class FirstBuildGate: Sendable {
    private let published = StopSignal()
    private let stopping = StopSignal()

    /// True once a build, good or failed, was published.
    var isOpen: Bool { published.isRaised }

    /// The first build was published: every waiting request goes on.
    func open() { published.raise() }

    /// The server stops: waiting requests go on at once, to be answered as things are.
    func release() { stopping.raise() }

    /// Waits until the first build is published, the server stops, or `limit` has passed; true when published.
    func wait(upTo limit: Duration) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: limit)
        while !published.isRaised, !stopping.isRaised {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            let (seconds, attoseconds) = left.components
            // At most a second at a time, so that a signal whose pipe could not be made is still seen.
            let milliseconds = Int32(min(1000, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
            var descriptors = [pollfd(fd: published.readFD, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stopping.readFD, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        }
        return published.isRaised
    }
}
