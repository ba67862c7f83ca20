#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import ConcurrencyHelpers

/// The open event streams. Each has a queue of events and a pipe that wakes its thread; `broadcast` only appends
/// and writes a byte (non-blocking), so a slow client never holds up the broadcaster.
public final class EventStreamHub: Sendable {
    /// A stream's handle: poll `wakeFD`, then call `takeEvents(for:)`.
    struct Subscription: Sendable {
        let id: Int
        let wakeFD: Int32
    }

    private struct Subscriber {
        let readFD: Int32
        let writeFD: Int32
        var pending: [String] = []
    }

    private struct State {
        var nextID = 0
        var subscribers: [Int: Subscriber] = [:]
    }

    private let state = Mutex(State())

    /// The number of open streams.
    public var count: Int { state.withLockTracked { $0.subscribers.count } }

    /// Registers a stream; nil if no pipe could be made.
    func subscribe() -> Subscription? {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let subscriber = Subscriber(readFD: fds[0], writeFD: fds[1])
        let id = state.withLockTracked { state in
            state.nextID += 1
            state.subscribers[state.nextID] = subscriber
            return state.nextID
        }
        return Subscription(id: id, wakeFD: fds[0])
    }

    /// Queues `event`, as it goes on the wire (`event: reload\ndata: {}\n\n`), for every stream and wakes them.
    public func broadcast(_ event: String) {
        state.withLockTracked { state in
            for id in state.subscribers.keys {
                state.subscribers[id]?.pending.append(event)
                var byte: UInt8 = 1
                _ = write(state.subscribers[id]!.writeFD, &byte, 1)
            }
        }
    }

    /// Empties the wake pipe and returns the events queued since the last call.
    func takeEvents(for subscription: Subscription) -> [String] {
        var drain = [UInt8](repeating: 0, count: 64)
        _ = read(subscription.wakeFD, &drain, drain.count)
        return state.withLockTracked { state in
            defer { state.subscribers[subscription.id]?.pending = [] }
            return state.subscribers[subscription.id]?.pending ?? []
        }
    }

    /// Forgets a stream and closes its pipe.
    func unsubscribe(_ subscription: Subscription) {
        let removed = state.withLockTracked { $0.subscribers.removeValue(forKey: subscription.id) }
        guard let subscriber = removed else { return }
        close(subscriber.readFD)
        close(subscriber.writeFD)
    }
}
