import Foundation

extension HTTPServer.Core {
    /// Keeps an event stream open: `first` at once, then events as they are broadcast and a comment every
    /// heartbeat. No idle timeout applies here.
    func streamEvents(on connection: SocketConnection, first: String) {
        guard let subscription = events.subscribe() else {
            _ = send(.text(503, "503 Cannot open an event stream", closes: true), on: connection, head: false)
            return
        }
        defer { events.unsubscribe(subscription) }
        // Subscribed first, so a publish from now on is queued; the current state goes out with the head.
        var head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-cache\r\n"
            + "X-Accel-Buffering: no\r\n\r\nretry: 1000\n\n"
        head += first
        guard connection.send(Data(head.utf8)) else { return }
        while !stop.isRaised {
            let deadline = ContinuousClock.now.advanced(by: limits.heartbeat)
            switch connection.wait(until: deadline, alsoWatching: [stop.readFD, subscription.wakeFD]) {
            case .timedOut:
                guard connection.send(Data(": heartbeat\n\n".utf8)) else { return }
            case .readable:
                var discard: [UInt8] = []
                guard case .bytes = connection.receive(into: &discard, until: .now, stop: stop) else { return }
            case .other(let fd):
                guard fd == subscription.wakeFD else { return }
                let events = events.takeEvents(for: subscription).joined()
                guard events.isEmpty || connection.send(Data(events.utf8)) else { return }
            }
        }
    }
}
