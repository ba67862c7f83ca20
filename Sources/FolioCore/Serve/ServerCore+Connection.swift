import Foundation

extension ServerCore {
    /// Serves one connection until it closes, idles past the timeout, or the server stops; then closes it.
    func serve(_ connection: SocketConnection) {
        defer {
            connection.close()
            releaseConnection()
        }
        connection.configure(sendTimeout: 30)
        var reader = HTTPRequestReader()
        while !stop.isRaised {
            let deadline = ContinuousClock.now.advanced(by: limits.idleTimeout)
            switch reader.readRequest(from: connection, until: deadline, stop: stop) {
            case .finished:
                return
            case .tooLarge:
                _ = send(.text(431, "431 Request Header Fields Too Large", closes: true), on: connection, head: false)
                return
            case .malformed:
                _ = send(.text(400, "400 Bad Request", closes: true), on: connection, head: false)
                return
            case .request(let request):
                if request.path == LiveReload.eventsPath, request.method == "GET" {
                    streamEvents(on: connection)
                    return
                }
                let response = SiteResponder(site: currentSite).respond(to: request)
                let keepAlive = request.wantsKeepAlive && !request.hasBody && !response.closesConnection
                guard send(response, on: connection, head: request.method == "HEAD", keepAlive: keepAlive),
                      keepAlive
                else { return }
            }
        }
    }

    /// Writes a response; small bodies go in the same packet as the head.
    func send(_ response: HTTPResponse, on connection: SocketConnection, head: Bool, keepAlive: Bool = false) -> Bool {
        var data = response.head(keepAlive: keepAlive)
        let withBody = !head && response.hasBody
        if withBody && response.body.count <= 64 * 1024 {
            data.append(response.body)
            return connection.send(data)
        }
        return connection.send(data) && (!withBody || connection.send(response.body))
    }

    /// Refuses a connection over the limit.
    func refuse(_ connection: SocketConnection) {
        _ = send(.text(503, "503 Too many connections", closes: true), on: connection, head: false)
        connection.close()
    }
}
