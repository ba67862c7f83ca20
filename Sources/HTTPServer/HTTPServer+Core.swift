import Synchronization
import ConcurrencyHelpers

extension HTTPServer {
    /// What the server's threads share: the responder, the event streams, the stop signal and the limits.
    final class Core: Sendable {
        let limits: Limits
        let hosts: HostPolicy
        let name: String
        let responder: any HTTPResponder
        let stop = StopSignal()
        let events = EventStreamHub()
        private let openConnections = Atomic<Int>(0)

        init(limits: Limits, hosts: HostPolicy, name: String, responder: some HTTPResponder) {
            (self.limits, self.hosts, self.name, self.responder) = (limits, hosts, name, responder)
        }

        /// Counts a new connection; false when the limit is reached.
        func admitConnection() -> Bool {
            let now = openConnections.wrappingAdd(1, ordering: .relaxed).newValue
            if now > limits.maxConnections {
                openConnections.wrappingSubtract(1, ordering: .relaxed)
                return false
            }
            return true
        }

        func releaseConnection() {
            openConnections.wrappingSubtract(1, ordering: .relaxed)
        }

        var connectionCount: Int { openConnections.load(ordering: .relaxed) }
    }
}
