#if canImport(Glibc)
import Glibc
#endif
import ConcurrencyHelpers

extension HTTPServer.Core {
    /// Accepts connections on `listener` until the server stops, one thread each; then closes the listener.
    func acceptConnections(on listener: ListeningSocket) {
        defer { listener.close() }
        var fds = [pollfd(fd: listener.fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: stop.readFD, events: Int16(POLLIN), revents: 0)]
        while !stop.isRaised {
            fds[0].revents = 0
            fds[1].revents = 0
            let ready = poll(&fds, 2, 1000)
            if ready < 0 && errno != EINTR { return }
            guard ready > 0, !stop.isRaised else { continue }
            while let connection = listener.accept() {
                guard admitConnection() else {
                    refuse(connection)
                    continue
                }
                DetachedThread.start(named: "http-connection") { [self] in serve(connection, port: listener.port) }
            }
            if errno == EMFILE || errno == ENFILE {
                _ = poll(nil, 0, 50)
            }
        }
    }
}
